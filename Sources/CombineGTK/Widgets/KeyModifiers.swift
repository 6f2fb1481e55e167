import CGtk

/// The modifier keys and pointer buttons held during an event (`GdkModifierType`).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The `GdkModifierType` bits.
    public let rawValue: UInt32

    /// The modifiers of `rawValue`'s `GdkModifierType` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The modifiers of a GDK state.
    public init(_ state: GdkModifierType) { self.init(rawValue: state.rawValue) }

    /// Shift.
    public static let shift = KeyModifiers(GDK_SHIFT_MASK)
    /// Caps Lock (or Shift Lock).
    public static let lock = KeyModifiers(GDK_LOCK_MASK)
    /// Control.
    public static let control = KeyModifiers(GDK_CONTROL_MASK)
    /// The fourth modifier, Alt on most keyboards.
    public static let alt = KeyModifiers(GDK_ALT_MASK)
    /// The first pointer button (usually the left one).
    public static let button1 = KeyModifiers(GDK_BUTTON1_MASK)
    /// The second pointer button (usually the middle one).
    public static let button2 = KeyModifiers(GDK_BUTTON2_MASK)
    /// The third pointer button (usually the right one).
    public static let button3 = KeyModifiers(GDK_BUTTON3_MASK)
    /// The fourth pointer button.
    public static let button4 = KeyModifiers(GDK_BUTTON4_MASK)
    /// The fifth pointer button.
    public static let button5 = KeyModifiers(GDK_BUTTON5_MASK)
    /// The Super modifier (often the Windows or Command key).
    public static let `super` = KeyModifiers(GDK_SUPER_MASK)
    /// The Hyper modifier.
    public static let hyper = KeyModifiers(GDK_HYPER_MASK)
    /// The Meta modifier.
    public static let meta = KeyModifiers(GDK_META_MASK)

    /// The GDK value, for GTK calls.
    public var gdkModifierType: GdkModifierType { GdkModifierType(rawValue: rawValue) }
}

/// So generated API reads and passes `GdkModifierType` as `KeyModifiers` (signal arguments
/// such as `key-pressed`'s state), as it does generated flags.
extension KeyModifiers: GLibFlags {
    /// `gdk_modifier_type_get_type()`.
    public static var gType: GType { gdk_modifier_type_get_type() }

    var gtkValue: GdkModifierType { gdkModifierType }
}
