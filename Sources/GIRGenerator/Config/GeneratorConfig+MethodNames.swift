extension GeneratorConfig {
    /// A method generated under a base name other than its GIR name's (`methodNames`), where
    /// that name is taken: `Gtk.Widget.is_visible` → `isEffectivelyVisible()`, as
    /// `isVisible` is the `visible` property's. Its labels follow the rule as any method's.
    public struct MethodName: Sendable, Equatable {
        /// The method, as `Coverage.md` writes it: `"Gtk.Widget.is_visible"`.
        public var gir: String
        /// The Swift base name: `isEffectivelyVisible`.
        public var swift: String
        /// Why GTK's name is not kept.
        public var reason: String
    }
}
