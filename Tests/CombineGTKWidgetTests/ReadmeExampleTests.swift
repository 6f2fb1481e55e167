import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineGTK

// The README's counter is Examples/Counter (ReadmeTests checks the README shows it as it
// is): if this stops compiling or counting, the README is wrong.
@testable import counter_example

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeCounterCounts() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let application = Application(id: "io.github.combinegtk.tests.ReadmeCounter", flags: [.nonUnique])
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(g_application_register(cast(application.objectPointer), nil, &error), 0)
            let counter = CounterWindow(application: application)
            counter.window.present()
            for _ in 0..<3 {
                counter.button.emitClicked()
            }
            XCTAssertEqual(counter.label.text, "3")
            counter.window.destroy()
        }
    }
}
