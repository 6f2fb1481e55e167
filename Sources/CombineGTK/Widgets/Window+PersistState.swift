@preconcurrency import OpenCombine

extension Window {
    /// Restores the window's size and maximized state from three keys of `settings`, and
    /// saves them there when the window closes, as GNOME apps do.
    ///
    /// ```swift
    /// let state = window.persistState(in: settings)   // keep it as long as the window
    /// ```
    ///
    /// - Restores now: the default size from `width` and `height` (integer keys), then
    ///   maximizes the window if `maximized` (a Boolean key) is true.
    /// - Saves on `close-request` and on `unrealize` (an application that quits destroys
    ///   its windows without asking them to close): `maximized` always, the size only when
    ///   the window is not maximized, so the size it returns to is kept. The size saved is
    ///   the default size, which GTK keeps as the size the user last gave the window
    ///   (`gtk_window_get_default_size`). Not on every resize: dconf would write each step.
    /// - Keys the schema lacks, or of types that are no integer or Boolean, restore nothing,
    ///   save nothing, and log the ``SettingsError``.
    /// - The window's handlers hold the settings object, not the window; cancelling (or
    ///   dropping) the returned value stops saving.
    public func persistState(
        in settings: Settings,
        width: String = "window-width",
        height: String = "window-height",
        maximized: String = "window-maximized"
    ) -> AnyCancellable {
        do throws(SettingsError) {
            let savedWidth = try settings.value(for: width, as: Int.self)
            let savedHeight = try settings.value(for: height, as: Int.self)
            let wasMaximized = try settings.value(for: maximized, as: Bool.self)
            setDefaultSize(width: savedWidth, height: savedHeight)
            if wasMaximized { maximize() }
        } catch {
            Diagnostics.error(error.description)
            return AnyCancellable {}
        }
        let save = { @MainActor (window: Window) in
            do throws(SettingsError) {
                try settings.set(window.isMaximized, for: maximized)
                guard !window.isMaximized else { return }
                try settings.set(window.defaultWidth, for: width)
                try settings.set(window.defaultHeight, for: height)
            } catch {
                Diagnostics.error(error.description)
            }
        }
        let closing = publisher(for: "close-request").sink { window in MainActor.assumeIsolated { save(window) } }
        let unrealized = publisher(for: "unrealize").sink { window in MainActor.assumeIsolated { save(window) } }
        return AnyCancellable {
            closing.cancel()
            unrealized.cancel()
        }
    }
}
