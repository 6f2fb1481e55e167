/// Builds a `TypedColumnView`'s columns from `TypedColumn` expressions, arrays of them,
/// `for` loops, `if` and `switch`.
@resultBuilder
public enum TypedColumnsBuilder<Element: Equatable> {
    public typealias Columns = [TypedColumn<Element>]

    public static func buildExpression(_ column: TypedColumn<Element>) -> Columns { [column] }

    public static func buildExpression(_ columns: Columns) -> Columns { columns }

    public static func buildBlock(_ parts: Columns...) -> Columns { parts.flatMap { $0 } }

    public static func buildArray(_ parts: [Columns]) -> Columns { parts.flatMap { $0 } }

    public static func buildOptional(_ part: Columns?) -> Columns { part ?? [] }

    public static func buildEither(first part: Columns) -> Columns { part }

    public static func buildEither(second part: Columns) -> Columns { part }
}
