import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineAdw

/// A toast in an overlay: its button activates its action, and its dismissal publishes.
final class AdwToastTests: XCTestCase {
    func testTheUndoButtonActivatesItsActionAndDismissalsPublish() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let overlay = Adw.ToastOverlay()
            overlay.child = Label("Tasks")
            window.child = overlay
            let undo = SimpleAction(name: "undo")
            var undone = 0
            let undoing = undo.activatePublisher.sink { undone += 1 }
            _ = overlay.insertActionGroup("win", actions: [undo])
            window.present()

            let toast = Adw.Toast(title: "Task removed", button: "_Undo", action: "win.undo")
            XCTAssertEqual(toast.buttonLabel, "_Undo")
            XCTAssertEqual(toast.actionName, "win.undo")
            let dismissals = TestSubscriber(subscribingTo: toast.dismissedPublisher)
            overlay.addToast(toast)
            let button = descendant(of: overlay) { ($0 as? Button)?.label == "_Undo" } as? Button
            XCTAssertNotNil(button, "the overlay shows the toast with its button")
            button?.emitClicked()
            XCTAssertEqual(undone, 1, "the button activates win.undo")
            XCTAssertTrue(pumpMainContext { dismissals.values.count == 1 }, "clicking dismisses the toast")

            let plain = Adw.Toast(title: "Saved")
            let plainDismissals = TestSubscriber(subscribingTo: plain.dismissedPublisher)
            overlay.addToast(plain)
            plain.dismiss()
            XCTAssertEqual(plainDismissals.values.count, 1, "dismiss() publishes at once")
            XCTAssertEqual(dismissals.values.count, 1, "each toast its own dismissal")
            undoing.cancel()
            window.destroy()
        }
    }
}

/// The first widget under `root` (depth first) that `matches`.
@MainActor
private func descendant(of root: Widget, where matches: (Widget) -> Bool) -> Widget? {
    var child = root.firstChild()
    while let current = child {
        if matches(current) { return current }
        if let found = descendant(of: current, where: matches) { return found }
        child = current.nextSibling()
    }
    return nil
}
