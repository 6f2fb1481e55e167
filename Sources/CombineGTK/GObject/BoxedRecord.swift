import CGtk

/// A boxed record whose fields C keeps to itself (`GtkTreePath`, `GSettingsSchema`,
/// `GBytes`), as a Swift class the generator writes: one wrapper owns one copy of the record
/// (or, for a reference-counted one, one reference), freed once when the wrapper goes.
///
/// - ``init(adopting:)`` takes over a record the caller owns (a constructor's result, a
///   `transfer full` one); ``init(copying:)`` makes a copy of its own of one the caller keeps
///   (`transfer none`), through `g_boxed_copy`, which calls the record's own copy or ref.
/// - Deinitialization gives it back through `g_boxed_free` (the record's free or unref).
/// - A `GValue` of the record's GType reads as a copy (`g_value_get_boxed`), so properties and
///   signal arguments of it have publishers; `Optional` of one reads NULL as nil.
public protocol BoxedRecord: AnyObject, GValueConvertible, OptionalGValue {
    /// The record's GType (`gtk_tree_path_get_type()`).
    nonisolated static var gType: GType { get }
    /// The record, valid while this wrapper lives; C functions that take it `transfer none`
    /// are handed this.
    var boxedPointer: UnsafeMutableRawPointer { get }
    /// Takes over `pointer`, a record the caller owns, to free once.
    init(adopting pointer: UnsafeMutableRawPointer)
}

extension BoxedRecord {
    /// A copy of its own of the record at `pointer`, which the caller keeps.
    public init(copying pointer: UnsafeRawPointer) {
        self.init(adopting: g_boxed_copy(Self.gType, pointer))
    }

    /// Whether a property of GType `type` holds this record.
    public static func accepts(_ type: GType) -> Bool { g_type_is_a(type, gType) != 0 }

    /// A copy of the record `gValue` holds; nil when it holds another type, or NULL.
    public init?(gValue: UnsafePointer<GValue>) {
        guard Self.accepts(cgtk_value_type(gValue)), let pointer = g_value_get_boxed(gValue) else { return nil }
        self.init(copying: pointer)
    }

    /// Stores a copy of the record in `gValue`.
    public func store(in gValue: UnsafeMutablePointer<GValue>) {
        withExtendedLifetime(self) { g_value_set_boxed(gValue, boxedPointer) }
    }

    /// A copy of the record in `gValue`, or nil for NULL.
    public static func optional(gValue: UnsafePointer<GValue>) -> Self? {
        g_value_get_boxed(gValue).map { Self(copying: $0) }
    }

    /// Writes NULL to `gValue`.
    public static func storeNone(in gValue: UnsafeMutablePointer<GValue>) { g_value_set_boxed(gValue, nil) }

    /// The record as whatever pointer type the C function it is passed to takes.
    package func cPointer<Pointer: CObjectPointer>() -> Pointer { Pointer(boxedPointer) }

    /// A copy for a C function that takes the record over (`transfer full`).
    package func copiedCPointer<Pointer: CObjectPointer>() -> Pointer { Pointer(g_boxed_copy(Self.gType, boxedPointer)) }

    /// The wrapper of a record a C function returned `transfer none`: a copy of its own.
    package static func wrap<Pointer: CObjectPointer>(none pointer: Pointer?) -> Self? {
        pointer.map { Self(copying: $0.rawObjectPointer) }
    }

    /// The wrapper of a record a C function returned `transfer full`, which it takes over.
    package static func wrap<Pointer: CObjectPointer>(full pointer: Pointer?) -> Self? {
        pointer.map { Self(adopting: $0.rawObjectPointer) }
    }
}

/// The record a constructor returned, for `init(adopting:)`: nil when it returned NULL.
package func adoptedRecord<Pointer: CObjectPointer>(_ pointer: Pointer?) -> UnsafeMutableRawPointer? {
    pointer?.rawObjectPointer
}
