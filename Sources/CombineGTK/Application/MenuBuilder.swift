/// Builds a GIO menu from a block of items, sections and submenus, in order:
/// `Menu { … }`, `Section { … }`, `Submenu("_Sort") { … }`. `if`, `if`/`else` and `for`
/// work inside a block.
@resultBuilder
@MainActor
public enum MenuBuilder {
    /// One element of the block.
    public static func buildExpression(_ element: any MenuElement) -> [any MenuElement] { [element] }

    /// The block's elements, in order.
    public static func buildBlock(_ parts: [any MenuElement]...) -> [any MenuElement] { parts.flatMap { $0 } }

    /// An `if` without `else`: its elements, or none.
    public static func buildOptional(_ part: [any MenuElement]?) -> [any MenuElement] { part ?? [] }

    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [any MenuElement]) -> [any MenuElement] { part }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [any MenuElement]) -> [any MenuElement] { part }

    /// A `for` loop: the elements of every pass.
    public static func buildArray(_ parts: [[any MenuElement]]) -> [any MenuElement] { parts.flatMap { $0 } }
}
