/// A GIR `<namespace>`: the types and functions of one library (`Gtk` 4.0).
///
/// Unions, constants and function macros are not read (nothing generated needs them yet).
public struct Namespace: Hashable, Sendable {
    public let name: String
    public let version: String
    /// `shared-library`, such as `"libgtk-4.so.1"`.
    public let sharedLibrary: String?
    /// `c:identifier-prefixes` (`["Gtk"]`) and `c:symbol-prefixes` (`["gtk"]`).
    public let identifierPrefixes: [String]
    public let symbolPrefixes: [String]
    public let aliases: [Alias]
    public let classes: [Class]
    public let interfaces: [Interface]
    public let records: [Record]
    /// Enumerations and bitfields, in GIR order.
    public let enumerations: [Enumeration]
    public let callbacks: [Callable]
    /// Namespace-level functions (`gtk_init`).
    public let functions: [Callable]
    private let definitions: [String: Definition]

    public init(
        name: String, version: String, sharedLibrary: String? = nil, identifierPrefixes: [String] = [],
        symbolPrefixes: [String] = [], aliases: [Alias] = [], classes: [Class] = [], interfaces: [Interface] = [],
        records: [Record] = [], enumerations: [Enumeration] = [], callbacks: [Callable] = [], functions: [Callable] = []
    ) {
        self.name = name
        self.version = version
        self.sharedLibrary = sharedLibrary
        self.identifierPrefixes = identifierPrefixes
        self.symbolPrefixes = symbolPrefixes
        self.aliases = aliases
        self.classes = classes
        self.interfaces = interfaces
        self.records = records
        self.enumerations = enumerations
        self.callbacks = callbacks
        self.functions = functions
        var definitions: [String: Definition] = [:]
        // Later kinds never replace earlier ones: GIR names are unique within a namespace.
        let all: [Definition] = classes.map(Definition.class) + interfaces.map(Definition.interface)
            + records.map(Definition.record) + enumerations.map(Definition.enumeration)
            + aliases.map(Definition.alias) + callbacks.map(Definition.callback)
        for definition in all where definitions[definition.name] == nil {
            definitions[definition.name] = definition
        }
        self.definitions = definitions
    }

    /// The type named `name` (unqualified) in this namespace.
    public func definition(named name: String) -> Definition? { definitions[name] }

    public func `class`(named name: String) -> Class? {
        if case .class(let type) = definitions[name] { return type }
        return nil
    }

    /// The enumerations (not bitfields) and the bitfields.
    public func enumerations(of kind: Enumeration.Kind) -> [Enumeration] {
        enumerations.filter { $0.kind == kind }
    }

    /// The class `name` and its ancestors, nearest first, as far as they lie in this
    /// namespace (`Button`, `Widget`; `GObject.InitiallyUnowned` is elsewhere).
    public func lineage(of name: String) -> [Class] {
        var lineage: [Class] = []
        var next: TypeName? = TypeName(namespace: self.name, name: name)
        while let current = next, current.namespace == nil || current.namespace == self.name,
              let type = self.class(named: current.name), !lineage.contains(where: { $0.name == type.name }) {
            lineage.append(type)
            next = type.parent
        }
        return lineage
    }

    /// The classes that are `root` or derive from it, in GIR order.
    public func classes(derivingFrom root: String) -> [Class] {
        classes.filter { type in lineage(of: type.name).contains { $0.name == root } }
    }
}
