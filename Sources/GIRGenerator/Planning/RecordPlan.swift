/// A record planned for generation: a class wrapping its pointer (`boxedRecord`) or a struct
/// holding its C struct (`structRecord`), with its constructors and methods (planned as a
/// class's are), the C functions its conformances call, and a struct's public fields.
struct RecordPlan {
    /// The name, C type, GType function, constructors and methods; kind `.boxedRecord` or
    /// `.structRecord`.
    var object: ObjectPlan
    /// `equal` (`Equatable`), else `compare` (then `Comparable` too); without either, a
    /// class is equal to itself only, and a struct to one of the same fields.
    var equal: String?
    var compare: String?
    /// `hash`: `Hashable`, with `equal` or `compare` only (hashes must agree with equality).
    var hash: String?
    /// `to_string`: `CustomStringConvertible`.
    var toString: Callable?
    /// A struct record's public fields of a number or Boolean type, as Swift properties.
    var fields: [FieldPlan] = []
    /// A struct record's C fields, when each is a number, a Boolean or a pointer: equality
    /// without `equal` compares them one by one (comparing bytes would compare padding).
    var comparableFields: [String]?
    /// Every field of the C struct is among `fields` (`GdkRGBA`'s four): a memberwise
    /// initializer makes a complete value.
    var hasEveryField = false

    /// A record whose GIR shows fields (`GtkTextIter`, `GdkRGBA`) is a value the caller
    /// allocates and copies by assignment; one without (`GtkTreePath`, `GBytes`) is only ever
    /// handled by pointer, copied and freed by its GType's functions.
    static func kind(of record: Record) -> ObjectPlan.Kind {
        record.fields.isEmpty || record.isOpaque ? .boxedRecord : .structRecord
    }

    /// The methods a record's wrapper covers by other means: its conformances, and copying
    /// and freeing (`g_boxed_copy`, `g_boxed_free`, or copying the Swift value).
    static let lifecycle: Set<String> = ["copy", "free", "ref", "unref"]
}

/// A field of a struct record as a Swift property: `stamp` of `GtkTreeIter`, `red` of
/// `GdkRGBA` (C's `float` as `Double`, C integers as `Int`).
struct FieldPlan {
    let field: Field
    /// `userData`, unescaped.
    let swiftName: String
    /// `Int`, `Double` or `Bool`.
    let type: SwiftType
    /// The C field is a `float`, read and written through `Double`.
    let isFloat: Bool
    let isWritable: Bool
}
