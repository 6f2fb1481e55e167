import XCTest
import CGtk
import CombineGTKTestSupport
@preconcurrency import OpenCombine
import CombineGTK

// The README's "bind a counter in 20 lines", word for word: if this stops compiling or
// counting, the README is wrong.

@MainActor
final class CounterWindow {
    private let count = CurrentValueSubject<Int, Never>(0)
    private var bindings = Set<AnyCancellable>()
    let window = Window()
    let button = Button(label: "+1")
    let label = Label("0")

    init() {
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

final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeCounterCounts() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let counter = CounterWindow()
            counter.window.present()
            for _ in 0..<3 {
                cgtk_signal_emit_by_name(counter.button.objectPointer, "clicked")
            }
            XCTAssertEqual(counter.label.text, "3")
            counter.window.destroy()
        }
    }
}
