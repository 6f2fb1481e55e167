import CombineAdw
import NotesKit

extension SortOrder {
    /// The menu's label for it.
    var label: String {
        switch self {
        case .modified: tr("Date _Modified")
        case .title: tr("_Title")
        case .created: tr("Date _Created")
        }
    }
}

/// The `color-scheme` key's choices: follow the system, or force light or dark.
enum ColorSchemePreference: String, CaseIterable, VariantConvertible {
    case system, light, dark

    /// What libadwaita's style manager is told. "Follow the system" prefers light when the
    /// system says nothing (libadwaita's `default`).
    var adwaita: Adw.ColorScheme {
        switch self {
        case .system: .default
        case .light: .forceLight
        case .dark: .forceDark
        }
    }

    /// The preferences' label for it.
    var label: String {
        switch self {
        case .system: tr("Follow System")
        case .light: tr("Light")
        case .dark: tr("Dark")
        }
    }
}
