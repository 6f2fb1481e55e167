import CGtk

/// One key press or release, as `EventControllerKey` reports it.
public struct KeyPress: Equatable, Hashable, Sendable {
    /// The key symbol (`GDK_KEY_a`, `GDK_KEY_Return`, …).
    public let keyval: Int
    /// The key symbol's name (`gdk_keyval_name`: `"a"`, `"Return"`); nil when GDK has none.
    public let name: String?
    /// The hardware code of the key.
    public let keycode: Int
    /// The modifier keys and buttons held.
    public let modifiers: KeyModifiers

    /// A press of the key `keyval` (its name looked up from GDK), hardware code `keycode`.
    public init(keyval: Int, keycode: Int, modifiers: KeyModifiers = []) {
        self.keyval = keyval
        // A value no keyval can be has no name.
        self.name = guint(exactly: keyval).flatMap(gdk_keyval_name).map { String(cString: $0) }
        self.keycode = keycode
        self.modifiers = modifiers
    }
}
