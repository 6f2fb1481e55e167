import CGtk

/// GLib's fundamental type ids (`G_TYPE_BOOLEAN`, …), from the C macros through the shim.
public enum FundamentalType {
    /// `G_TYPE_NONE`: no value (a signal's return type when it returns nothing).
    public static let none = cgtk_type_none()
    /// `G_TYPE_BOOLEAN`: gboolean.
    public static let boolean = cgtk_type_boolean()
    /// `G_TYPE_INT`: gint.
    public static let int = cgtk_type_int()
    /// `G_TYPE_UINT`: guint.
    public static let uint = cgtk_type_uint()
    /// `G_TYPE_INT64`: gint64.
    public static let int64 = cgtk_type_int64()
    /// `G_TYPE_UINT64`: guint64.
    public static let uint64 = cgtk_type_uint64()
    /// `G_TYPE_LONG`: glong.
    public static let long = cgtk_type_long()
    /// `G_TYPE_ULONG`: gulong (`GMemoryOutputStream:size`, a gsize).
    public static let ulong = cgtk_type_ulong()
    /// `G_TYPE_ENUM`: the base of every enumeration type.
    public static let `enum` = cgtk_type_enum()
    /// `G_TYPE_FLAGS`: the base of every flags type.
    public static let flags = cgtk_type_flags()
    /// `G_TYPE_FLOAT`: gfloat.
    public static let float = cgtk_type_float()
    /// `G_TYPE_DOUBLE`: gdouble.
    public static let double = cgtk_type_double()
    /// `G_TYPE_STRING`: a NUL-terminated string.
    public static let string = cgtk_type_string()
    /// `G_TYPE_OBJECT`: the base of every GObject class.
    public static let object = cgtk_type_object()
    /// `G_TYPE_VARIANT`: a GVariant.
    public static let variant = cgtk_type_variant()
    /// `G_TYPE_INTERFACE`: the base of every interface type.
    public static let interface = cgtk_type_interface()
    /// `G_TYPE_POINTER`: an untyped pointer.
    public static let pointer = cgtk_type_pointer()
    /// `G_TYPE_BOXED`: the base of every boxed (copied and freed) type.
    public static let boxed = cgtk_type_boxed()
    /// `G_TYPE_PARAM`: the base of every `GParamSpec` type.
    public static let param = cgtk_type_param()
}
