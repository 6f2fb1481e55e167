import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineAdw

/// A message dialog's response, as a publisher and awaited, and its responses enabled from a
/// publisher.
final class AdwMessageDialogTests: XCTestCase {
    @MainActor
    private static func makeDialog() -> (Window, Adw.MessageDialog) {
        let window = Window()
        let dialog = Adw.MessageDialog(parent: window, heading: "New Collection", body: nil)
        dialog.addResponse(id: "cancel", label: "_Cancel")
        dialog.addResponse(id: "create", label: "_Create")
        dialog.closeResponse = "cancel"
        return (window, dialog)
    }

    func testTheResponseIsPublishedAndAResponseIsEnabledFromAPublisher() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let (window, dialog) = Self.makeDialog()
            let responses = TestSubscriber(subscribingTo: dialog.responsePublisher)
            let nameIsValid = CurrentValueSubject<Bool, Never>(false)
            let enabling = nameIsValid.bind(to: dialog.responseEnabledBinder(for: "create"))
            XCTAssertFalse(dialog.responseEnabled("create"))
            nameIsValid.send(true)
            XCTAssertTrue(dialog.responseEnabled("create"))
            dialog.response("create")
            dialog.response("cancel")
            XCTAssertEqual(responses.values, ["create", "cancel"])
            enabling.cancel()
            nameIsValid.send(false)
            XCTAssertTrue(dialog.responseEnabled("create"), "unbound")
            dialog.destroy()
            window.destroy()
        }
    }

    func testAwaitingTheResponseReturnsItsIdAndCancellingClosesTheDialog() throws {
        try Display.require()
        MainActor.assumeIsolated {
            DispatchMainQueueSource.install()
            let (window, dialog) = Self.makeDialog()
            window.present()
            dialog.present()
            var started = false
            var answer: String?
            _ = Task { @MainActor in
                started = true
                answer = await dialog.nextResponse()
            }
            XCTAssertTrue(pumpMainContext { started })
            dialog.response("create")
            XCTAssertTrue(pumpMainContext { answer != nil })
            XCTAssertEqual(answer, "create")

            started = false
            answer = nil
            let waiting = Task { @MainActor in
                started = true
                answer = await dialog.nextResponse()
            }
            XCTAssertTrue(pumpMainContext { started })
            // Changed after the wait began: the answer comes from the dialog closing (its
            // response signal), not from the close response the call read when it started.
            dialog.closeResponse = "dismissed"
            waiting.cancel()
            XCTAssertTrue(pumpMainContext { answer != nil })
            XCTAssertEqual(answer, "dismissed", "the close response the closed dialog answers with")
            XCTAssertTrue(pumpMainContext { !dialog.isVisible }, "the dialog is closed")
            window.destroy()
        }
    }
}
