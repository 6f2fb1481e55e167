import CombineGTKTesting
import XCTest
// The README's counter (Examples/Counter): if this test stops compiling or counting, the
// README is wrong.
@testable import counter_example

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeCounterCounts() throws {
        try MainActor.assumeIsolated {
            try TestApplication.withRegistered { app in // skips with no display
                var counter: CounterWindow?
                let activation = app.application.activatePublisher.sink {
                    counter = CounterWindow(application: app.application)
                    counter?.window.present()
                }
                app.activate() // as a launch does: the window shows
                XCTAssertTrue(app.windows.first === counter?.window)
                for _ in 0..<3 {
                    counter?.button.emitClicked()
                }
                assertEventually("the label shows the count") { counter?.label.text == "3" }
                activation.cancel()
            } // shut down: the window is destroyed, the application unregistered
        }
    }
}
