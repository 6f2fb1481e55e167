@preconcurrency import OpenCombine
import CAdw
import CombineGTK

/// A message dialog's answer. Each response is a string id with a button
/// (`addResponse(id:label:)`); `responsePublisher` sends the id of each one chosen, and the
/// dialog's `closeResponse` when it is closed without one (Escape, the window closed).
extension Adw.MessageDialog {
    /// Waits for the next response and returns its id: a button's, or `closeResponse` when
    /// the dialog is closed without one. libadwaita 1.2 has no `adw_message_dialog_choose`;
    /// this is built on the `response` signal, as `responsePublisher` is. (`response(_:)`,
    /// libadwaita's `adw_message_dialog_response`, is the other way round: it emits one.)
    ///
    /// ```swift
    /// dialog.addResponse(id: "cancel", label: "_Cancel")
    /// dialog.addResponse(id: "create", label: "_Create")
    /// dialog.present()
    /// if await dialog.nextResponse() == "create" { … }
    /// ```
    ///
    /// - Present the dialog yourself (before or after the call): this only waits.
    /// - Cancelling the task closes the dialog (`close()`), which answers with
    ///   `closeResponse`, and the call returns that id. A dialog that was never shown cannot
    ///   be closed (GTK ignores `close()` on it): the call returns `closeResponse` all the same.
    /// - If the dialog is destroyed before it answers, the call returns `closeResponse` as it
    ///   was when the call began. The call holds the dialog until it returns.
    public func nextResponse() async -> String {
        let waiter = ResponseWaiter(closeResponse: closeResponse)
        let dialog = UncheckedSendable(WeakDialog(self))
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiter.start(on: self, continuation: continuation)
                if Task.isCancelled { waiter.cancel(closing: self) }
            }
        } onCancel: {
            // Any thread may cancel; the dialog is closed on the main context, in a later
            // iteration (never inside the cancelling call, which may hold the task's lock).
            let waiter = UncheckedSendable(waiter)
            MainContextScheduler.shared.schedule {
                MainActor.assumeIsolated { waiter.value.cancel(closing: dialog.value.dialog) }
            }
        }
    }

    /// Enables or disables the response `id` with each value (`adw_message_dialog_set_response_enabled`),
    /// so a form's validity decides whether "Create" can be chosen:
    ///
    /// ```swift
    /// name.textPublisher.map { !$0.isEmpty }.bind(to: dialog.responseEnabledBinder(for: "create"))
    /// ```
    ///
    /// - Holds the dialog weakly; applies on the main thread (see `binder(_:)`).
    /// - A response the dialog does not have is a critical warning of libadwaita's, and
    ///   nothing changes: add the response first.
    public func responseEnabledBinder(for id: String) -> Binder<Bool> {
        binder { dialog, isEnabled in
            guard dialog.responseEnabled(id) != isEnabled else { return }
            dialog.setResponseEnabled(response: id, enabled: isEnabled)
        }
    }
}

/// The dialog a cancelled `nextResponse()` closes, held weakly: cancellation must not keep it.
@MainActor
private final class WeakDialog {
    weak var dialog: Adw.MessageDialog?
    init(_ dialog: Adw.MessageDialog) { self.dialog = dialog }
}

/// One `nextResponse()` call: resumes its continuation exactly once, with the first response,
/// or the close response when cancelled or when the dialog goes away first.
@MainActor
private final class ResponseWaiter {
    private let closeResponse: String
    private var continuation: CheckedContinuation<String, Never>?
    private var subscription: AnyCancellable?

    init(closeResponse: String) {
        self.closeResponse = closeResponse
    }

    func start(on dialog: Adw.MessageDialog, continuation: CheckedContinuation<String, Never>) {
        self.continuation = continuation
        subscription = dialog.responsePublisher.sink(
            receiveCompletion: { [weak self] _ in self?.finish(nil) },
            receiveValue: { [weak self] id in self?.finish(id) }
        )
    }

    /// Closes `dialog` (its close response arrives through the signal), then answers with the
    /// close response if the signal did not.
    func cancel(closing dialog: Adw.MessageDialog?) {
        guard continuation != nil else { return }
        dialog?.close()
        finish(nil)
    }

    private func finish(_ id: String?) {
        guard let continuation else { return }
        self.continuation = nil
        subscription?.cancel()
        subscription = nil
        continuation.resume(returning: id ?? closeResponse)
    }
}
