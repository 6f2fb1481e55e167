/// The GIR's totals for a namespace against what was generated: classes deriving from
/// `Widget` and `EventController` (the root included, where the namespace has them) with the
/// properties, signals, methods and constructors they declare themselves, the other classes
/// and interfaces selected, the records selected (methods, with their functions, and constructors), then
/// enumerations and bitfields. Members whose Swift API is
/// hand-written instead are counted apart, and the generated members that use a type of
/// another generated namespace are counted at the end: what generating that namespace gained.
public struct CoverageReport: Sendable {
    public struct Row: Hashable, Sendable {
        public let label: String
        public let generated: Int
        /// Covered by hand-written API instead (a hand-written member took the name).
        public let handWritten: Int
        public let total: Int
        /// Indented under the row above (a class family's members).
        public let isDetail: Bool
        public let note: String?
    }

    public let namespace: String
    public let libraryVersion: String
    public let rows: [Row]
    /// Generated properties, signals, and methods and constructors that use a type of another
    /// generated namespace.
    public let usingOtherNamespaces: (properties: Int, signals: Int, callables: Int)

    public init(namespace: Namespace, libraryVersion: String, surface: GeneratedSurface) {
        self.namespace = namespace.name
        self.libraryVersion = libraryVersion
        var rows: [Row] = []
        var inFamilies: Set<String> = []
        for (root, label) in [("Widget", "widget classes (GtkWidget and subclasses)"),
                              ("EventController", "event controller classes (GtkEventController and subclasses)")]
            where namespace.class(named: root) != nil {
            let family = namespace.classes(derivingFrom: root)
            inFamilies.formUnion(family.map(\.name))
            rows += Self.family(family, label: label, namespace: namespace.name, surface: surface)
        }
        // The classes selected: generated, or left out with a reason; not the hand-written
        // ones, nor those left out that would not have been selected.
        func isSelected(_ name: String) -> Bool {
            let girName = TypeName(namespace: namespace.name, name: name)
            return surface.types.contains(girName) || (surface.skippedTypes[girName] != nil && !surface.unselectedTypes.contains(girName))
        }
        let others = namespace.classes.filter { !inFamilies.contains($0.name) && isSelected($0.name) }
        let interfaces = namespace.interfaces.filter { isSelected($0.name) }
        let records = namespace.records.filter { isSelected($0.name) }.map {
            Class(name: $0.name, constructors: $0.constructors, members: ObjectMembers(methods: $0.methods + $0.functions))
        }
        // A namespace of records alone (GLib's Bytes) reports no empty class rows.
        let recordsOnly = others.isEmpty && interfaces.isEmpty && inFamilies.isEmpty && !records.isEmpty
        if !recordsOnly {
            rows += Self.family(others, label: inFamilies.isEmpty ? "classes selected" : "other classes selected (models, buffers, shortcuts, layouts …)",
                                namespace: namespace.name, surface: surface)
            rows += Self.family(interfaces.map { Class(name: $0.name, members: $0.members) }, label: "interfaces selected (as protocols)",
                                namespace: namespace.name, surface: surface).filter { $0.label != "constructors" }
        }
        if !records.isEmpty {
            rows += Self.family(records, label: "records selected (classes by pointer, structs by value)", namespace: namespace.name,
                                surface: surface).filter { $0.label != "properties" && $0.label != "signals" }
        }
        for kind in [Enumeration.Kind.enumeration, .bitfield] {
            let all = namespace.enumerations(of: kind)
            let registered = all.filter { $0.getType != nil }
            // Error domains with no GType generated as GLibErrorDomain enums have their own row.
            let left = all.filter { $0.getType == nil && !surface.types.contains(TypeName(namespace: namespace.name, name: $0.name)) }.map(\.name)
            let names = registered.map { TypeName(namespace: namespace.name, name: $0.name) }
            let generated = names.filter(surface.types.contains)
            let unused = names.filter { surface.skippedTypes[$0] == EnumerationUse.unusedReason }
            let skipped = names.filter { !unused.contains($0) }.compactMap { name in surface.skippedTypes[name].map { "\(name.name): \($0)" } }
            let notes = (skipped.isEmpty ? [] : ["not generated: \(skipped.joined(separator: "; "))"])
                + (unused.isEmpty ? [] : ["\(unused.count) \(EnumerationUse.unusedReason), listed below"])
                + (left.isEmpty ? [] : ["not counted, no GType: \(left.joined(separator: ", "))"])
            rows.append(Row(
                label: "\(kind == .enumeration ? "enumerations" : "bitfields") with a GType", generated: generated.count, handWritten: 0,
                total: registered.count, isDetail: false, note: notes.isEmpty ? nil : notes.joined(separator: "; ")
            ))
        }
        let domains = namespace.enumerations(of: .enumeration).filter { $0.getType == nil && $0.errorDomain != nil }
        let domainsGenerated = domains.filter { surface.types.contains(TypeName(namespace: namespace.name, name: $0.name)) }
        if !domainsGenerated.isEmpty {
            let others = domains.filter { !domainsGenerated.contains($0) }.map(\.name)
            rows.append(Row(label: "error domains without a GType (GLibErrorDomain enums)", generated: domainsGenerated.count, handWritten: 0,
                            total: domains.count, isDetail: false, note: others.isEmpty ? nil : "not listed in errorDomains: \(others.joined(separator: ", "))"))
        }
        self.rows = rows
        let own = surface.usingOtherNamespaces.filter { $0.hasPrefix("\(namespace.name).") }
        usingOtherNamespaces = (own.filter { $0.contains(":") && !$0.contains("::") }.count, own.filter { $0.contains("::") }.count,
                                own.filter { !$0.contains(":") }.count)
    }

    private static func family(_ classes: [Class], label: String, namespace: String, surface: GeneratedSurface) -> [Row] {
        func count<Item>(_ items: (Class) -> [Item], in generated: Set<String>, key: (TypeName, Item) -> String) -> (Int, Int, Int) {
            var done = 0
            var handWritten = 0
            var total = 0
            for type in classes {
                let name = TypeName(namespace: namespace, name: type.name)
                for item in items(type) {
                    total += 1
                    if generated.contains(key(name, item)) { done += 1 } else if surface.handWritten.contains(key(name, item)) { handWritten += 1 }
                }
            }
            return (done, handWritten, total)
        }
        let types = classes.filter { surface.types.contains(TypeName(namespace: namespace, name: $0.name)) }.count
        let skipped = classes.compactMap { type in surface.skippedTypes[TypeName(namespace: namespace, name: type.name)].map { "\(type.name): \($0)" } }
        let properties = count(\.members.properties, in: surface.properties) { GeneratedSurface.propertyKey($0, $1.name) }
        let signals = count(\.members.signals, in: surface.signals) { GeneratedSurface.signalKey($0, $1.name) }
        let methods = count(\.members.methods, in: surface.callables) { GeneratedSurface.callableKey($0, $1.name) }
        let constructors = count(\.constructors, in: surface.callables) { GeneratedSurface.callableKey($0, $1.name) }
        return [
            Row(label: label, generated: types, handWritten: 0, total: classes.count, isDetail: false,
                note: skipped.isEmpty ? nil : "not generated: \(skipped.joined(separator: "; "))"),
            Row(label: "properties", generated: properties.0, handWritten: properties.1, total: properties.2, isDetail: true, note: nil),
            Row(label: "signals", generated: signals.0, handWritten: signals.1, total: signals.2, isDetail: true, note: nil),
            Row(label: "methods", generated: methods.0, handWritten: methods.1, total: methods.2, isDetail: true, note: nil),
            Row(label: "constructors", generated: constructors.0, handWritten: constructors.1, total: constructors.2, isDetail: true, note: nil),
        ]
    }

    /// The report as printed: one row a line, generated (+ hand-written) of total.
    public var text: String {
        var lines = ["Coverage of \(namespace) (\(libraryVersion)), generated (+ hand-written) of the GIR's total:"]
        let labelWidth = rows.map { $0.label.count + ($0.isDetail ? 4 : 2) }.max() ?? 0
        for row in rows {
            let label = (row.isDetail ? "    " : "  ") + row.label
            let padding = String(repeating: " ", count: labelWidth - label.count)
            let handWritten = row.handWritten > 0 ? " + \(pad(row.handWritten, 3))" : "      "
            var line = "\(label)\(padding)  \(pad(row.generated, 5))\(handWritten) of \(pad(row.total, 5))"
            if let note = row.note { line += "  (\(note))" }
            lines.append(line)
        }
        let gained = usingOtherNamespaces
        if gained.properties + gained.signals + gained.callables > 0 {
            lines.append("  generated members that use types of other generated namespaces: \(gained.properties) properties, "
                + "\(gained.signals) signals, \(gained.callables) methods and constructors")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
