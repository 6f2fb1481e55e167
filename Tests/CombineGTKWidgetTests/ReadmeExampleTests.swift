import XCTest
import CGtk
import CombineGTKTestSupport
@preconcurrency import OpenCombine
import CombineGTK

// The README's counter (Examples/Counter/CounterWindow.swift), word for word between the
// markers (ReadmeTests checks that): if this stops compiling or counting, the README is wrong.

// README: begin
@MainActor
final class CounterWindow {
    private let count = CurrentValueSubject<Int, Never>(0)
    private var bindings = Set<AnyCancellable>()
    let window: ApplicationWindow
    let button = Button(label: "+1")
    let label = Label("0")

    init(application: Application) {
        window = ApplicationWindow(application: application)
        let box = Box(spacing: 12)
        box.append(label)
        box.append(button)
        window.child = box

        button.clickedPublisher
            .sink { [count] in count.value += 1 }
            .store(in: &bindings)
        count.map(String.init)
            .bind(to: label.textBinder)
            .store(in: &bindings)
    }
}
// README: end

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeCounterCounts() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let application = Application(id: "io.github.combinegtk.tests.ReadmeCounter", flags: G_APPLICATION_NON_UNIQUE)
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(g_application_register(cast(application.objectPointer), nil, &error), 0)
            let counter = CounterWindow(application: application)
            counter.window.present()
            for _ in 0..<3 {
                cgtk_signal_emit_by_name(counter.button.objectPointer, "clicked")
            }
            XCTAssertEqual(counter.label.text, "3")
            counter.window.destroy()
        }
    }
}
