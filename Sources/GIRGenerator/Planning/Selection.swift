/// Which classes and interfaces of the namespace get a Swift type, as the config's entry for
/// it declares: every class of its `classFamilies` (for GTK, every class deriving from
/// `Widget` or `EventController`), its single `classes`, and the classes those derive from;
/// then every interface they implement, and the config's `interfaces`, with their
/// prerequisites. Types of other namespaces (`Gio.ListModel`) are left to their own entries;
/// types the config leaves out are skipped with its reason, and so are the namespace's types
/// that hand-written code provides (`Gio.SimpleAction`), so `Coverage.md` lists both.
struct Selection {
    /// Selected classes, in GIR order.
    let classes: [Class]
    /// Selected interfaces, in GIR order.
    let interfaces: [Interface]
    /// Types left out on purpose, with the reason.
    let skipped: [TypeName: String]
    /// Those of `skipped` that would not have been selected anyway: the hand-written ones, and
    /// the ones the config leaves out for the record.
    let unselected: Set<TypeName>

    init(_ namespace: Namespace, entry: GeneratorConfig.NamespaceEntry, handWritten: [GeneratorConfig.HandWrittenType], declarations: CDeclarations?) {
        var wanted: Set<String> = []
        for root in entry.classFamilies { wanted.formUnion(namespace.classes(derivingFrom: root).map(\.name)) }
        wanted.formUnion(entry.classes.filter { namespace.class(named: $0) != nil })
        for name in wanted {
            wanted.formUnion(namespace.lineage(of: name).map(\.name))
        }
        var skipped: [TypeName: String] = [:]
        /// Whether the config leaves `name` out (then skipped with its reason).
        func isLeftOut(_ name: String) -> Bool {
            let qualified = TypeName(namespace: namespace.name, name: name)
            guard let reason = entry.leftOutReason(qualified.description) else { return false }
            skipped[qualified] = reason
            return true
        }
        func declared(_ identifiers: [String?], _ name: String) -> Bool {
            guard let declarations, let missing = identifiers.compactMap({ $0 }).first(where: { !declarations.declares($0) }) else { return true }
            skipped[TypeName(namespace: namespace.name, name: name)] = "\(missing) is not declared by the headers CGtk includes"
            return false
        }
        // A hand-written class of the namespace (GObject's `Object`) is the lineage's root, not generated.
        let handWrittenNames = Set(handWritten.filter { $0.gir.namespace == namespace.name }.map(\.gir.name))
        wanted.subtract(handWrittenNames)
        var classes = namespace.classes.filter { wanted.contains($0.name) && $0.getType != nil && !$0.isFundamental }
        classes = classes.filter { !isLeftOut($0.name) && declared([$0.cType, $0.getType], $0.name) }
        for type in classes where type.info.deprecation != nil {
            skipped[TypeName(namespace: namespace.name, name: type.name)] = "deprecated"
        }
        classes.removeAll { $0.info.deprecation != nil }
        // A class whose parent is left out would derive from the wrong class.
        var kept = Set(classes.map(\.name))
        var changed = true
        while changed {
            changed = false
            for type in classes where kept.contains(type.name) {
                if let parent = type.parent, parent.namespace == nil || parent.namespace == namespace.name, !kept.contains(parent.name),
                   !handWrittenNames.contains(parent.name) {
                    kept.remove(type.name)
                    skipped[TypeName(namespace: namespace.name, name: type.name)] = "its parent \(parent.name) is not generated"
                    changed = true
                }
            }
        }
        classes = classes.filter { kept.contains($0.name) }
        self.classes = classes

        var interfaceNames: Set<String> = []
        // Two statements: as one `+` expression this took the compiler two seconds to type.
        var pending: [String] = classes.flatMap(\.implements).filter { $0.namespace == nil || $0.namespace == namespace.name }.map(\.name)
        pending += entry.interfaces.filter { namespace.definition(named: $0) != nil }
        while let name = pending.popLast() {
            guard interfaceNames.insert(name).inserted, case .interface(let interface)? = namespace.definition(named: name) else { continue }
            pending += interface.prerequisites.filter { $0.namespace == nil || $0.namespace == namespace.name }.map(\.name)
        }
        interfaces = namespace.interfaces.filter { interface in
            interfaceNames.contains(interface.name) && interface.getType != nil && interface.info.deprecation == nil
                && !isLeftOut(interface.name) && declared([interface.cType, interface.getType], interface.name)
        }
        var unselected: Set<TypeName> = []
        for type in handWritten where type.gir.namespace == namespace.name {
            skipped[type.gir] = "hand-written, as \(type.swift) (handWrittenTypes)"
            unselected.insert(type.gir)
        }
        // Types left out that would not have been selected anyway: said for the record.
        for leftOut in entry.leftOut {
            let name = TypeName(leftOut.name)
            if name.namespace == namespace.name, namespace.definition(named: name.name) != nil, skipped[name] == nil {
                skipped[name] = leftOut.reason
                unselected.insert(name)
            }
        }
        self.skipped = skipped
        self.unselected = unselected
    }
}
