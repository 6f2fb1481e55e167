import CGtk

/// A Swift value that can be read from and written to a `GValue`: what property publishers
/// deliver and what binders set.
public protocol GValueConvertible: Equatable {
    /// Whether a property of GType `type` can be read as and written from `Self`.
    static func accepts(_ type: GType) -> Bool
    /// The value held by `gValue`; nil when it holds another type.
    init?(gValue: UnsafePointer<GValue>)
    /// Stores `self` in `gValue`, already initialised to a type `accepts` approved.
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

extension Bool: GValueConvertible {
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.boolean }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == FundamentalType.boolean else { return nil }
        self = g_value_get_boolean(gValue) != 0
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boolean(gValue, self ? 1 : 0) }
}

extension Int32: GValueConvertible {
    /// An `Int32` reads `int` properties and the raw value of `enum` properties.
    public static func accepts(_ type: GType) -> Bool {
        type == FundamentalType.int || cgtk_type_is_enum(type) != 0
    }
    public init?(gValue: UnsafePointer<GValue>) {
        let type = cgtk_value_type(gValue)
        if type == FundamentalType.int {
            self = g_value_get_int(gValue)
        } else if cgtk_type_is_enum(type) != 0 {
            self = g_value_get_enum(gValue)
        } else {
            return nil
        }
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if cgtk_type_is_enum(cgtk_value_type(gValue)) != 0 {
            g_value_set_enum(gValue, self)
        } else {
            g_value_set_int(gValue, self)
        }
    }
}

extension Int: GValueConvertible {
    /// An `Int` reads and writes every C integer property, `int`, `uint`, `long`, `ulong`,
    /// `int64` and `uint64`: the generated surface's integers are `Int` whatever their C
    /// width (a `gsize` property is a `ulong`). Writing a value the property's type cannot
    /// hold stops the program with a message (naming the property when written through
    /// `setValue(_:of:)`, a key or a binder).
    public static func accepts(_ type: GType) -> Bool {
        [FundamentalType.int, FundamentalType.uint, FundamentalType.long, FundamentalType.ulong, FundamentalType.int64, FundamentalType.uint64]
            .contains(type)
    }
    public init?(gValue: UnsafePointer<GValue>) {
        switch cgtk_value_type(gValue) {
        case FundamentalType.int: self = Int(g_value_get_int(gValue))
        case FundamentalType.uint: self = Int(g_value_get_uint(gValue))
        case FundamentalType.long: self = g_value_get_long(gValue)
        case FundamentalType.ulong:
            guard let value = Int(exactly: g_value_get_ulong(gValue)) else { return nil }
            self = value
        case FundamentalType.int64: self = Int(g_value_get_int64(gValue))
        case FundamentalType.uint64:
            guard let value = Int(exactly: g_value_get_uint64(gValue)) else { return nil }
            self = value
        default: return nil
        }
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        guard storeIfItFits(in: gValue) else {
            let type = String(cString: g_type_name(cgtk_value_type(gValue)))
            preconditionFailure("CombineGTK: \(self) does not fit a GValue of type \(type)")
        }
    }

    /// Stores `self` in `gValue` (of a type `accepts` approved) when its type holds it;
    /// false, storing nothing, when it does not.
    func storeIfItFits(in gValue: UnsafeMutablePointer<GValue>) -> Bool {
        switch cgtk_value_type(gValue) {
        case FundamentalType.int:
            guard let value = gint(exactly: self) else { return false }
            g_value_set_int(gValue, value)
        case FundamentalType.uint:
            guard let value = guint(exactly: self) else { return false }
            g_value_set_uint(gValue, value)
        case FundamentalType.long:
            g_value_set_long(gValue, self)
        case FundamentalType.ulong:
            guard let value = gulong(exactly: self) else { return false }
            g_value_set_ulong(gValue, value)
        case FundamentalType.int64:
            g_value_set_int64(gValue, gint64(self))
        case FundamentalType.uint64:
            guard let value = guint64(exactly: self) else { return false }
            g_value_set_uint64(gValue, value)
        default:
            return false
        }
        return true
    }
}

extension UInt32: GValueConvertible {
    /// A `UInt32` reads `uint` properties and the bits of `flags` properties.
    public static func accepts(_ type: GType) -> Bool {
        type == FundamentalType.uint || cgtk_type_is_flags(type) != 0
    }
    public init?(gValue: UnsafePointer<GValue>) {
        let type = cgtk_value_type(gValue)
        if type == FundamentalType.uint {
            self = g_value_get_uint(gValue)
        } else if cgtk_type_is_flags(type) != 0 {
            self = g_value_get_flags(gValue)
        } else {
            return nil
        }
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if cgtk_type_is_flags(cgtk_value_type(gValue)) != 0 {
            g_value_set_flags(gValue, self)
        } else {
            g_value_set_uint(gValue, self)
        }
    }
}

extension Double: GValueConvertible {
    /// A `Double` reads `double` and `float` properties.
    public static func accepts(_ type: GType) -> Bool {
        type == FundamentalType.double || type == FundamentalType.float
    }
    public init?(gValue: UnsafePointer<GValue>) {
        switch cgtk_value_type(gValue) {
        case FundamentalType.double: self = g_value_get_double(gValue)
        case FundamentalType.float: self = Double(g_value_get_float(gValue))
        default: return nil
        }
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if cgtk_value_type(gValue) == FundamentalType.float {
            g_value_set_float(gValue, Float(self))
        } else {
            g_value_set_double(gValue, self)
        }
    }
}

extension Float: GValueConvertible {
    /// A `Float` reads `float` properties.
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.float }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == FundamentalType.float else { return nil }
        self = g_value_get_float(gValue)
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_float(gValue, self) }
}

extension Int64: GValueConvertible {
    /// An `Int64` reads `int64` properties.
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.int64 }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == FundamentalType.int64 else { return nil }
        self = Int64(g_value_get_int64(gValue))
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_int64(gValue, gint64(self)) }
}

extension UInt64: GValueConvertible {
    /// A `UInt64` reads `uint64` properties.
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.uint64 }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == FundamentalType.uint64 else { return nil }
        self = UInt64(g_value_get_uint64(gValue))
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_uint64(gValue, guint64(self)) }
}

extension String: GValueConvertible {
    /// A `String` reads `string` properties; a NULL string reads as "".
    public static func accepts(_ type: GType) -> Bool { type == FundamentalType.string }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == FundamentalType.string else { return nil }
        self = g_value_get_string(gValue).map { String(cString: $0) } ?? ""
    }
    /// Through `withCString`: passing `self` as a C string directly copies a small string
    /// (up to 15 bytes, not NUL-terminated in place) into a new heap array each time.
    public func store(in gValue: UnsafeMutablePointer<GValue>) { withCString { g_value_set_string(gValue, $0) } }
}

extension Optional: GValueConvertible where Wrapped: OptionalGValue {
    public static func accepts(_ type: GType) -> Bool { Wrapped.accepts(type) }
    public init?(gValue: UnsafePointer<GValue>) {
        guard Wrapped.accepts(cgtk_value_type(gValue)) else { return nil }
        self = Wrapped.optional(gValue: gValue)
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        if let self { self.store(in: gValue) } else { Wrapped.storeNone(in: gValue) }
    }
}

/// A `GValue` type with a "none" value, so `Optional` can carry it: a NULL string, a NULL
/// object (`Widget?`: every `Object` is one).
public protocol OptionalGValue: Equatable {
    /// Whether a property of GType `type` can be read as and written from `Self?`.
    static func accepts(_ type: GType) -> Bool
    /// The value held by `gValue` (of a type `accepts` approved), nil for none.
    static func optional(gValue: UnsafePointer<GValue>) -> Self?
    /// Writes the "none" value to `gValue`.
    static func storeNone(in gValue: UnsafeMutablePointer<GValue>)
    /// Writes this (not-none) value to `gValue`.
    func store(in gValue: UnsafeMutablePointer<GValue>)
}

extension String: OptionalGValue {
    /// The string in `gValue`, or nil for a NULL one.
    public static func optional(gValue: UnsafePointer<GValue>) -> String? {
        g_value_get_string(gValue).map { String(cString: $0) }
    }
    /// Writes a NULL string to `gValue`.
    public static func storeNone(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_string(gValue, nil) }
}

/// Swift enums whose raw values are a GLib enum's values read and write that enum.
extension GValueConvertible where Self: RawRepresentable, RawValue == Int32 {
    public static func accepts(_ type: GType) -> Bool { cgtk_type_is_enum(type) != 0 }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_type_is_enum(cgtk_value_type(gValue)) != 0 else { return nil }
        self.init(rawValue: g_value_get_enum(gValue))
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_enum(gValue, rawValue) }
}

extension Array: GValueConvertible where Element == String {
    /// A `[String]` reads and writes `GStrv` properties (`css-classes`).
    public static func accepts(_ type: GType) -> Bool { type == g_strv_get_type() }
    public init?(gValue: UnsafePointer<GValue>) {
        guard cgtk_value_type(gValue) == g_strv_get_type() else { return nil }
        var strings: [String] = []
        if var cursor = g_value_get_boxed(gValue)?.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self) {
            while let string = cursor.pointee {
                strings.append(String(cString: string))
                cursor += 1
            }
        }
        self = strings
    }
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        var cStrings: [UnsafeMutablePointer<CChar>?] = map { g_strdup($0) }
        cStrings.append(nil)
        // g_value_take_boxed would need the array from g_malloc; copying keeps ownership plain.
        cStrings.withUnsafeMutableBufferPointer { buffer in
            g_value_set_boxed(gValue, buffer.baseAddress)
        }
        cStrings.forEach { g_free($0) }
    }
}
