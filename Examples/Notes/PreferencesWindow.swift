@preconcurrency import OpenCombine
import CombineAdw

/// The preferences: the color scheme (a radio group on the `app.color-scheme` settings
/// action) and the editor's font size, both written straight to GSettings, which the app
/// follows.
@MainActor
final class PreferencesWindow {
    let window = Adw.PreferencesWindow()
    private var bindings = Set<AnyCancellable>()

    init(settings: Settings) {
        window.title = tr("Preferences")
        window.isSearchEnabled = false
        window.setDefaultSize(width: 480, height: 420)

        let appearance = Adw.PreferencesGroup()
        appearance.title = tr("Appearance")
        var group: CheckButton?
        for scheme in ColorSchemePreference.allCases {
            let check = CheckButton()
            // The state of app.color-scheme is the key's value: the check is on while the key
            // has its target, and activating it writes the key. Grouped, it draws as a radio.
            check.actionName = "app.color-scheme"
            check.actionTarget = scheme.rawValue.variant
            check.setGroup(group)
            group = group ?? check
            check.setAccessibleLabel(scheme.label)
            let row = Adw.ActionRow()
            row.title = scheme.label
            row.addPrefix(check)
            row.activatableWidget = check
            appearance.add(row)
        }

        let editor = Adw.PreferencesGroup()
        editor.title = tr("Editor")
        let size = SpinButton(lower: 8, upper: 48)
        size.valign = .center
        size.setAccessibleLabel(tr("Editor font size"))
        settings.bind("font-size", to: size.valueChangedPublisher.map { Int($0) }) { size.value = Double($0) }
            .store(in: &bindings)
        let sizeRow = Adw.ActionRow()
        sizeRow.title = tr("Font Size")
        sizeRow.subtitle = tr("The size of the note’s text, in points")
        sizeRow.addSuffix(size)
        sizeRow.activatableWidget = size
        editor.add(sizeRow)

        let page = Adw.PreferencesPage()
        page.add(appearance)
        page.add(editor)
        window.add(page)
        // The window holds what binds it; they go together.
        window.closeRequestPublisher.sink { [weak self] in self?.bindings.removeAll() }.store(in: &bindings)
    }
}
