/// Builds a `TypedColumnView`'s columns from `TypedColumn` expressions, arrays of them,
/// `for` loops, `if` and `switch`, in the order written.
@resultBuilder
public enum TypedColumnsBuilder<Element: Equatable> {
    /// The columns, in order.
    public typealias Columns = [TypedColumn<Element>]

    /// One column.
    public static func buildExpression(_ column: TypedColumn<Element>) -> Columns { [column] }

    /// Columns made elsewhere, in their order.
    public static func buildExpression(_ columns: Columns) -> Columns { columns }

    /// The columns of each statement, one after the other.
    public static func buildBlock(_ parts: Columns...) -> Columns { parts.flatMap { $0 } }

    /// The columns of each pass of a `for` loop, one after the other.
    public static func buildArray(_ parts: [Columns]) -> Columns { parts.flatMap { $0 } }

    /// The columns of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: Columns?) -> Columns { part ?? [] }

    /// The columns of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: Columns) -> Columns { part }

    /// The columns of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: Columns) -> Columns { part }
}
