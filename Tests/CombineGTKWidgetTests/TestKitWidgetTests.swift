import XCTest
import CombineGTKTesting

/// The test kit's parts that need a display (its headless tests are CombineGTKTestingTests).
final class TestKitWidgetTests: XCTestCase {
    func testTheDisplayRequirementPassesUnderADisplay() throws {
        try Display.require()
        XCTAssertTrue(TestDisplay.isAvailable)
    }

    func testEmitClickedDeliversLikeAClick() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = Button(label: "+1")
            let clicks = TestSubscriber(subscribingTo: button.clickedPublisher)
            button.emitClicked()
            button.emit("clicked")
            XCTAssertEqual(clicks.values.count, 2, "no window, no activation delay")
            clicks.cancel()
        }
    }

    func testAWidgetGoesWhenNothingHoldsIt() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var bindings = Set<AnyCancellable>()
            let count = CurrentValueSubject<String, Never>("0")
            assertFinalized("neither the subscription nor the binding keeps the label") {
                let label = Label("0")
                count.bind(to: label.textBinder).store(in: &bindings)
                label.labelPublisher.sink { _ in }.store(in: &bindings)
                return label
            }
            count.send("1")
        }
    }
}
