import CGtk

/// A record whose C struct is a plain value the caller allocates (`GtkTextIter`,
/// `GtkTreeIter`, `GdkRGBA`), as a Swift struct the generator writes around it: copying the
/// Swift value copies the C struct, as C code copies one by assignment, and nothing is freed.
///
/// - A `GValue` of the record's GType (a signal's `GtkTextIter *` argument, a `GdkRGBA`
///   property) reads as a copy of the struct it points to; `Optional` of one reads NULL as nil.
/// - C functions get a pointer to the value for the length of the call only
///   (`withCStruct(_:_:)`); the ones that change it take it `inout`.
public protocol StructRecord: GValueConvertible, OptionalGValue {
    /// The C struct (`GtkTextIter`).
    associatedtype CStruct
    /// The record's GType (`gtk_text_iter_get_type()`).
    nonisolated static var gType: GType { get }
    /// The C struct, by value.
    var cValue: CStruct { get set }
    /// The record holding a copy of `cValue`.
    init(_ cValue: CStruct)
}

extension StructRecord {
    /// Whether a property of GType `type` holds this record.
    public static func accepts(_ type: GType) -> Bool { g_type_is_a(type, gType) != 0 }

    /// A copy of the struct `gValue` points to; nil when it holds another type, or NULL.
    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)), let value = Self.optional(gValue: gValue) else { return nil }
        self = value
    }

    /// Stores a copy of the struct in `gValue` (`g_value_set_boxed` copies it).
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        withCStruct(cValue) { g_value_set_boxed(gValue, $0) }
    }

    /// A copy of the struct `gValue` points to, or nil for NULL.
    public static func optional(gValue: UnsafePointer<GValue>) -> Self? {
        g_value_get_boxed(gValue).map { Self($0.assumingMemoryBound(to: CStruct.self).pointee) }
    }

    /// Writes NULL to `gValue`.
    public static func storeNone(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boxed(gValue, nil) }

    /// A copy of the struct a C function returned `transfer none`.
    package static func wrap<Pointer: CObjectPointer>(none pointer: Pointer?) -> Self? {
        pointer.map { Self($0.rawObjectPointer.assumingMemoryBound(to: CStruct.self).pointee) }
    }

    /// A copy of the struct a C function returned `transfer full`, which is then freed.
    package static func wrap<Pointer: CObjectPointer>(full pointer: Pointer?) -> Self? {
        guard let raw = pointer?.rawObjectPointer else { return nil }
        defer { g_boxed_free(gType, raw) }
        return Self(raw.assumingMemoryBound(to: CStruct.self).pointee)
    }

    /// Whether the two structs hold the same bytes: equality for records whose GIR names no
    /// `equal` function and whose fields the generator cannot compare one by one (it does for
    /// `GtkTreeIter`, whose padding after `stamp` holds anything). Padding is compared too, so
    /// two copies of one value may differ: a last resort.
    static func sameBytes(_ lhs: Self, _ rhs: Self) -> Bool {
        withCStruct(lhs.cValue) { left in
            withCStruct(rhs.cValue) { right in memcmp(left, right, MemoryLayout<CStruct>.size) == 0 }
        }
    }
}

/// Calls `body` with a pointer to a copy of `value`, valid during the call: how a struct
/// record is passed to a C function that reads it (`const GtkTextIter *`).
func withCStruct<Value, Result>(_ value: Value, _ body: (UnsafePointer<Value>) throws -> Result) rethrows -> Result {
    try withUnsafePointer(to: value, body)
}

/// Calls `body` with a pointer to a copy of `value`, or NULL for nil.
func withOptionalCStruct<Value, Result>(_ value: Value?, _ body: (UnsafePointer<Value>?) throws -> Result) rethrows -> Result {
    guard let value else { return try body(nil) }
    return try withUnsafePointer(to: value) { try body($0) }
}

/// Calls `body` with a pointer to a copy of `value`, or NULL for nil, for C functions that
/// take an optional struct they do not change but do not declare `const`
/// (`gtk_combo_box_set_active_iter`): what they might write to the copy is dropped.
func withOptionalMutableCStruct<Value, Result>(_ value: Value?, _ body: (UnsafeMutablePointer<Value>?) throws -> Result) rethrows -> Result {
    guard var copy = value else { return try body(nil) }
    return try withUnsafeMutablePointer(to: &copy) { try body($0) }
}
