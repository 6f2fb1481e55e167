import CAdw
import CombineGTK

/// A toast: a short message an `Adw.ToastOverlay` shows over its child, with at most one
/// button. `dismissedPublisher` tells when it goes (timed out, closed, or `dismiss()`d);
/// `buttonClickedPublisher` when its button is clicked.
extension Adw.Toast {
    /// A toast with a button labelled `button` (`"_Undo"`, a mnemonic) that activates the
    /// detailed action `action` when clicked: `"win.undo"`, or with a target,
    /// `"win.restore('inbox')"` (`adw_toast_set_detailed_action_name`).
    ///
    /// ```swift
    /// overlay.addToast(Adw.Toast(title: "Task removed", button: "Undo", action: "win.undo"))
    /// ```
    ///
    /// The action is looked up from the overlay, as a button's: `win.` actions of its window,
    /// `app.` ones of the application, or a group inserted on the way (`insertActionGroup`).
    /// With no `action`, the button only emits `buttonClickedPublisher`. The toast is
    /// dismissed when its button is clicked.
    public convenience init(title: String, button: String, action: String? = nil) {
        self.init(title: title)
        buttonLabel = button
        if let action { setDetailedActionName(action) }
    }
}
