import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `FileChooserNative.chooseFile()`: the file of an accepting response, nil for any other
/// answer, and nil (the dialog hidden) when the waiting task is cancelled.
final class FileChooserNativeTests: XCTestCase {
    /// What the dialog does when the user answers (`_gtk_native_dialog_emit_response`): it
    /// hides, then emits `response`.
    @MainActor
    private static func respond(_ chooser: FileChooserNative, _ response: ResponseType) {
        chooser.hide()
        var values = [GValue](repeating: GValue(), count: 2)
        g_value_init(&values[0], gtk_native_dialog_get_type())
        g_value_set_object(&values[0], chooser.objectPointer)
        g_value_init(&values[1], GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_INT
        g_value_set_int(&values[1], gint(response.rawValue))
        g_signal_emitv(&values, g_signal_lookup("response", gtk_native_dialog_get_type()), 0, nil)
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }

    func testAnAcceptingResponseGivesTheChosenFileAndOthersNil() throws {
        try Display.require()
        MainActor.assumeIsolated {
            DispatchMainQueueSource.install()
            let chooser = FileChooserNative(title: "Export", parent: nil, action: .save, acceptLabel: "_Export", cancelLabel: nil)
            do {
                try chooser.setCurrentFolder(File(path: String(cString: g_get_tmp_dir())))
            } catch {
                XCTFail("\(error)")
            }
            chooser.setCurrentName("note.txt")
            var answers: [String?] = []
            _ = Task { @MainActor in answers.append(await chooser.chooseFile()?.path()) }
            XCTAssertTrue(pumpMainContext { chooser.isVisible }, "the call shows the dialog")
            // The dialog reads its folder asynchronously: until it has, it has no file to give
            // (a busy machine answered before that, and got nil).
            XCTAssertTrue(pumpMainContext { chooser.file()?.path()?.hasSuffix("/note.txt") == true }, "the dialog has its file")
            Self.respond(chooser, .accept)
            XCTAssertTrue(pumpMainContext { answers.count == 1 })
            XCTAssertEqual(answers.first??.hasSuffix("/note.txt"), true, "\(answers)")

            _ = Task { @MainActor in answers.append(await chooser.chooseFile()?.path()) }
            XCTAssertTrue(pumpMainContext { chooser.isVisible })
            Self.respond(chooser, .cancel)
            XCTAssertTrue(pumpMainContext { answers.count == 2 })
            XCTAssertEqual(answers.count, 2)
            XCTAssertNil(answers.last ?? "none", "cancelled: no file")
        }
    }

    func testCancellingTheTaskHidesTheDialogAndGivesNil() throws {
        try Display.require()
        MainActor.assumeIsolated {
            DispatchMainQueueSource.install()
            let chooser = FileChooserNative(title: "Import", parent: nil, action: .open, acceptLabel: nil, cancelLabel: nil)
            var answered = false
            var answer: File?
            let waiting = Task { @MainActor in
                answer = await chooser.chooseFile()
                answered = true
            }
            XCTAssertTrue(pumpMainContext { chooser.isVisible })
            waiting.cancel()
            XCTAssertTrue(pumpMainContext { answered })
            XCTAssertNil(answer)
            XCTAssertFalse(chooser.isVisible, "hidden")
        }
    }
}
