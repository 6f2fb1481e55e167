import XCTest
import CombineGTKTesting
import CGtk
import CombineGTK

private protocol Finishing: AnyObject { func didFinish() }
private final class Receiver: Finishing {
    var finished = 0
    func didFinish() { finished += 1 }
}

/// The acceptance API (ARCHITECTURE.md, "Names we promise"), written as users write it: these
/// names must keep compiling, whatever generation renames around them.
final class DesignAPITests: XCTestCase {
    func testTheNamesDesignPromises() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var bindings = Set<AnyCancellable>()
            let button = Button(label: "+1")
            var clicks = 0
            button.clickedPublisher.sink { clicks += 1 }.store(in: &bindings)
            var seeded: [Button] = []
            button.publisher(for: "clicked").sink { seeded.append($0) }.store(in: &bindings)
            let pointer: UnsafeMutablePointer<GtkWidget> = button.widgetPointer
            cgtk_signal_emit_by_name(UnsafeMutableRawPointer(pointer), "clicked")
            XCTAssertEqual(clicks, 1)
            XCTAssertTrue(seeded.first === button, "the seed-style publisher emits the button itself")

            let toggle = Switch()
            var active: [Bool] = []
            toggle.activePublisher.sink { active.append($0) }.store(in: &bindings)
            toggle.isActive = true
            XCTAssertEqual(active, [false, true])
            XCTAssertTrue(toggle.isActive)

            let label = Label("0")
            let text = PassthroughSubject<String, Never>()
            let binding: AnyCancellable = text.bind(to: label.textBinder)
            text.send("1")
            XCTAssertEqual(label.text, "1")
            label.text = "2"
            XCTAssertEqual(label.text, "2")
            Just(false).bind(to: button.sensitiveBinder).store(in: &bindings)
            XCTAssertFalse(button.isSensitive)
            binding.cancel()

            func scheduler<S: Scheduler>(_ scheduler: S) -> S { scheduler }
            _ = scheduler(MainContextScheduler.shared)

            let delegates = MulticastDelegate<Finishing>()
            let receiver = Receiver()
            let token: AnyCancellable = delegates.add(receiver)
            delegates.invoke { $0.didFinish() }
            XCTAssertEqual(receiver.finished, 1)
            token.cancel()
            delegates.invoke { $0.didFinish() }
            XCTAssertEqual(receiver.finished, 1, "cancelling the token removes the receiver")
        }
    }
}
