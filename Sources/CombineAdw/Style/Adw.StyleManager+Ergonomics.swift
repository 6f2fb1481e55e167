@preconcurrency import OpenCombine
import CAdw
import CombineGTK

/// The style manager: which color scheme the app asks for (`colorScheme`, with its
/// `colorSchemePublisher` and `colorSchemeBinder`) and whether the Adwaita style is dark now
/// (`isDark`, `darkPublisher`: current value, then changes), high contrast
/// (`highContrastPublisher`), and whether the system has a preference at all
/// (`systemSupportsColorSchemes`).
extension Adw.StyleManager {
    /// The style manager of the default display (`adw_style_manager_get_default`), which
    /// every window of a one-display app uses.
    ///
    /// Initializes libadwaita first (``Adw/initialize()``), so it needs a display: read it
    /// from `startup`, `activate` or later, not before `run()`.
    public static var `default`: Adw.StyleManager {
        Adw.initialize()
        return Adw.StyleManager.wrapping(gObject(adw_style_manager_get_default()))
    }

    /// The style manager of `display` (`adw_style_manager_get_for_display`), for an app
    /// with windows on more than one display.
    public static func forDisplay(_ display: Display) -> Adw.StyleManager {
        Adw.initialize()
        return Adw.StyleManager.wrapping(gObject(adw_style_manager_get_for_display(display.cPointer())))
    }

    /// Follows the settings `key` for the color scheme: the app follows the system, or
    /// forces light or dark, as the user's preference says, from now on and whenever it
    /// changes (`g_settings_bind`, one way: the key drives the style manager).
    ///
    /// ```swift
    /// let styleBinding = Adw.StyleManager.default.bindColorScheme(to: settings, key: "color-scheme")
    /// ```
    ///
    /// The key is a string or a schema enumeration with libadwaita's nicks: `"default"`
    /// (follow the system, light if it says nothing), `"force-light"`, `"prefer-light"`,
    /// `"prefer-dark"`, `"force-dark"`:
    ///
    /// ```xml
    /// <key name="color-scheme" type="s">
    ///   <choices><choice value="default"/><choice value="force-light"/><choice value="force-dark"/></choices>
    ///   <default>"default"</default>
    /// </key>
    /// ```
    ///
    /// A preferences row writes the key, not the style manager (a `ComboRow` or switch bound
    /// to the same key). Cancelling the returned value (or dropping it) stops following; the
    /// scheme stays as it was. An unknown key binds nothing and logs an error naming it (see
    /// `Settings.bind(_:to:property:flags:)`).
    public func bindColorScheme(to settings: Settings, key: String) -> AnyCancellable {
        settings.bind(key, to: self, property: Adw.StyleManager.colorSchemeProperty, flags: .get)
    }
}
