import CGtk

/// Where a style provider's rules rank against the others': the higher wins. GTK's
/// `GTK_STYLE_PROVIDER_PRIORITY_*` constants.
public struct StyleProviderPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority; GTK takes it as a C `guint`, so it is never negative.
    public let rawValue: Int

    /// A priority of your own between the named ones (`.application.rawValue + 1`); it must
    /// fit GTK's `guint` (0 up to `UInt32.max`).
    public init(rawValue: Int) {
        precondition(UInt32(exactly: rawValue) != nil, "StyleProviderPriority: \(rawValue) does not fit GTK's guint")
        self.rawValue = rawValue
    }

    /// A priority of your own, as GTK's C type spells it.
    @available(*, deprecated, message: "the raw value is an Int: write StyleProviderPriority(rawValue: Int(value))")
    public init(rawValue: UInt32) { self.rawValue = Int(rawValue) }

    /// For default style information, used when the theme lacks it.
    public static let fallback = Self(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    /// The theme's.
    public static let theme = Self(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_THEME))
    /// The settings' (`GtkSettings`), above the theme.
    public static let settings = Self(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS))
    /// An application's own stylesheet: above the theme and the settings.
    public static let application = Self(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// The user's `~/.config/gtk-4.0/gtk.css`, above everything else.
    public static let user = Self(rawValue: Int(GTK_STYLE_PROVIDER_PRIORITY_USER))

    /// Lower ranks first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
