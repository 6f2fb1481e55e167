@preconcurrency import OpenCombine

/// A file chooser's answer, awaited: GTK 4.8 has no `GtkFileDialog` (4.10), so "open" and
/// "save as" go through `GtkFileChooserNative` (the desktop portal's dialog, or GTK's own
/// where there is none), whose answer is its `response` signal.
extension FileChooserNative {
    /// Shows the dialog and waits for its answer: the chosen file when the user accepts
    /// (`ResponseType.accept`), nil when they cancel or close it.
    ///
    /// ```swift
    /// let chooser = FileChooserNative(title: "Export", parent: window, action: .save, acceptLabel: "_Export", cancelLabel: nil)
    /// chooser.setCurrentName("note.txt")
    /// if let file = await chooser.chooseFile() { try await file.replaceContents(…) }
    /// ```
    ///
    /// - Shows the dialog itself (`show()`); set its filters, folder and name before.
    /// - Holds the dialog until it answers (GTK does not: an unheld native dialog would go
    ///   away while shown).
    /// - Cancelling the task hides the dialog (`hide()`, which emits no response) and the
    ///   call returns nil.
    /// - If the dialog is finalized before it answers, the call returns nil.
    public func chooseFile() async -> File? {
        let waiter = FileChoiceWaiter()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.start(on: self, continuation: continuation)
                if Task.isCancelled { waiter.cancel() }
            }
        } onCancel: {
            // Any thread may cancel; the dialog is hidden on the main context, later.
            let waiter = UncheckedSendable(waiter)
            MainContextScheduler.shared.schedule {
                MainActor.assumeIsolated { waiter.value.cancel() }
            }
        }
    }
}

/// One `chooseFile()` call: resumes its continuation exactly once, with the file of an
/// accepting response, or nil.
@MainActor
private final class FileChoiceWaiter {
    private var continuation: CheckedContinuation<File?, Never>?
    private var subscription: AnyCancellable?
    private var dialog: FileChooserNative?

    func start(on dialog: FileChooserNative, continuation: CheckedContinuation<File?, Never>) {
        self.continuation = continuation
        self.dialog = dialog
        subscription = dialog.responsePublisher.sink(
            receiveCompletion: { [weak self] _ in self?.finish(nil) },
            receiveValue: { [weak self, weak dialog] response in
                self?.finish(response == Int(ResponseType.accept.rawValue) ? dialog?.file() : nil)
            }
        )
        dialog.show()
    }

    /// Hides the dialog, unanswered: the call returns nil.
    func cancel() {
        guard continuation != nil else { return }
        dialog?.hide()
        finish(nil)
    }

    private func finish(_ file: File?) {
        guard let continuation else { return }
        self.continuation = nil
        subscription?.cancel()
        subscription = nil
        dialog = nil
        continuation.resume(returning: file)
    }
}
