extension ApplicationConstructible {
    /// An application whose user-visible strings are translated in the gettext text domain
    /// `textDomain` (usually the program's name, `"counter-timer"`): binds it before anything
    /// is translated, from the build folder or the install prefix
    /// (``Translations/bind(domain:localeDirectory:)``).
    public init(id: String, flags: ApplicationFlags = .defaultFlags, textDomain: String) {
        Translations.bind(domain: textDomain)
        self.init(id: id, flags: flags)
    }
}
