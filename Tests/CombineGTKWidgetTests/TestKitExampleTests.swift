import CombineGTKTesting
import XCTest

final class CounterWidgetTests: XCTestCase {
    func testClicksCountAndTheWidgetsGo() throws {
        try TestDisplay.require() // skips with no display
        MainActor.assumeIsolated {
            let count = CurrentValueSubject<Int, Never>(0)
            var bindings = Set<AnyCancellable>()
            assertFinalized("the bindings do not keep the button") {
                let button = Button(label: "+1")
                let label = Label("0")
                button.clickedPublisher.sink { count.value += 1 }.store(in: &bindings)
                count.map(String.init)
                    .receive(on: MainContextScheduler.shared)
                    .bind(to: label.textBinder)
                    .store(in: &bindings)

                let clicks = TestSubscriber<Void, Never>(demand: .max(1))
                button.clickedPublisher.subscribe(clicks)
                button.emitClicked()
                button.emitClicked() // no demand left: clicks drops it
                XCTAssertEqual(clicks.values.count, 1)
                clicks.request(.max(1))
                button.emitClicked()
                XCTAssertEqual(clicks.values.count, 2)
                clicks.cancel()

                assertEventually("the label shows the count") { label.text == "3" }
                return button
            }
        }
    }
}
