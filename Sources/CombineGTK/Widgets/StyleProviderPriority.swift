import CGtk

/// Where a style provider's rules rank against the others': the higher wins. GTK's
/// `GTK_STYLE_PROVIDER_PRIORITY_*` constants.
public struct StyleProviderPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as GTK takes it.
    public let rawValue: UInt32

    /// A priority of your own between the named ones (`.application.rawValue + 1`).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// For default style information, used when the theme lacks it.
    public static let fallback = Self(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    /// The theme's.
    public static let theme = Self(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
    /// The settings' (`GtkSettings`), above the theme.
    public static let settings = Self(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS))
    /// An application's own stylesheet: above the theme and the settings.
    public static let application = Self(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    /// The user's `~/.config/gtk-4.0/gtk.css`, above everything else.
    public static let user = Self(rawValue: UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))

    /// Lower ranks first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
