import CGtk

/// An action's name with the target it is activated with, as menus, buttons and
/// accelerators write it: `"win.sort('name')"` is `win.sort` activated with the string
/// `'name'`, `"app.quit"` has no target, `"win.zoom::in"` is short for `"win.zoom('in')"`.
///
/// ```swift
/// let detailed = DetailedActionName("win.sort", target: "name")
/// detailed.description                       // "win.sort::name", GIO's short form
/// try DetailedActionName(parsing: "win.sort('name')").target   // Variant("name")
/// application.setAccelerators(["<Control>1"], for: detailed.description)
/// ```
public struct DetailedActionName: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, with its group's prefix if any (`"win.sort"`).
    public let name: String
    /// The parameter the action is activated with; nil for none.
    public let target: Variant?

    /// `name` with no target, or with `target` as it is.
    public init(_ name: String, target: Variant? = nil) {
        self.name = name
        self.target = target
    }

    /// `name` with the target `target`, a Swift value: `DetailedActionName("win.sort",
    /// target: "name")`. Its variant type must be the action's parameter type (`Int32` for
    /// an `"i"` one: a Swift `Int` is an `"x"`).
    public init<Target: VariantConvertible>(_ name: String, target: Target) {
        self.name = name
        self.target = target.variant
    }

    /// Reads a detailed name (`g_action_parse_detailed_name`): `"win.sort('name')"`,
    /// `"win.zoom::in"`, `"app.quit"`.
    ///
    /// - Throws: ``GLibError`` (GIO's `G_VARIANT_PARSE_ERROR` or `G_IO_ERROR_INVALID_ARGUMENT`,
    ///   its message naming what is wrong) when `text` is not a detailed action name.
    public init(parsing text: String) throws(GLibError) {
        var name: UnsafeMutablePointer<CChar>?
        var target: OpaquePointer?
        try GLibError.check { error in g_action_parse_detailed_name(text, &name, &target, error) }
        self.name = swiftString(taking: name) ?? ""
        self.target = target.map { Variant(adopting: $0) }
    }

    /// The detailed name as GIO writes it (`g_action_print_detailed_name`):
    /// `"win.sort::name"` for a string target that is a valid name, `"win.sort('two
    /// words')"` and `"win.page(int64 2)"` for others, what `Application.setAccelerators(_:for:)` and an actionable
    /// widget's `detailedActionName` take.
    public var description: String {
        withCPointer(target) { swiftString(taking: g_action_print_detailed_name(name, $0)) } ?? name
    }
}
