/// Writes a namespace's index for its tests (`GtkSurfaceIndex.swift`, `GioSurfaceIndex.swift`):
/// every generated class and interface with its GType, property keys and signal names
/// (`types`, to prove each exists in the library at run time), and for each generated class
/// the library can make with no arguments, a way to make one, the properties to read on it
/// and the signals to connect to (`classes`). Each property and signal is checked on the
/// first such class that has it: its own type when constructible, else a subclass or (for
/// an interface's) a class that implements it.
enum TestIndexEmitter {
    /// `ambiguous`: Swift names another module the index imports declares too (the config's
    /// accepted clashes, `Cancellable`), written `CombineGTK.Cancellable` where a type is
    /// looked up (the library's own declaration wins only in expressions).
    /// `records`: the generated records, whose GTypes are checked too.
    static func emit(_ plans: [ObjectPlan], records: [ObjectPlan] = [], namespace: Namespace, ambiguous: Set<String> = [],
                     context: GenerationContext) -> GeneratedFile {
        func annotation(_ swiftName: String) -> String { ambiguous.contains(swiftName) ? "CombineGTK.\(swiftName)" : swiftName }
        let classes = plans.filter { $0.kind == .class }
        let constructible = classes.filter { plan in
            !plan.isAbstract && plan.info.deprecation == nil && plan.constructors.contains { $0.name.labels == [] }
        }
        let byName = Dictionary(uniqueKeysWithValues: plans.map { ($0.swiftName, $0) })
        /// The Swift names a class is: itself, its ancestors, and the protocols of each.
        func identities(_ plan: ObjectPlan) -> Set<String> {
            var result: Set<String> = []
            var next: ObjectPlan? = plan
            while let current = next {
                result.insert(current.swiftName)
                var pending = current.protocols
                while let name = pending.popLast() {
                    if result.insert(name).inserted { pending += byName[name]?.protocols ?? [] }
                }
                next = byName[current.base]
            }
            return result
        }
        let hostIdentities = constructible.map { ($0, identities($0)) }
        var checks: [String: (properties: [String], signals: [String])] = [:]
        for plan in plans {
            let host = plan.kind == .class && constructible.contains(where: { $0.swiftName == plan.swiftName })
                ? plan : hostIdentities.first { $0.1.contains(plan.swiftName) }?.0
            guard let host else { continue }
            let owner = plan.kind == .class ? plan.swiftName : host.swiftName
            for property in plan.properties where property.hasKey && property.property.isReadable {
                let read = property.hasVariable ? "$0.\(SwiftName.escaped(property.swiftName))" : "nil"
                checks[host.swiftName, default: ([], [])].properties.append(
                    "PropertyCheck(\(owner).\(property.keyName.base)) { (o: \(annotation(host.swiftName))) in \(read.replacing("$0", with: "o")) },")
            }
            for signal in plan.signals {
                let name = signal.signal.name
                if signal.hasPublisher {
                    checks[host.swiftName, default: ([], [])].signals.append(
                        "SignalCheck(\"\(name)\", \"\(signal.publisherName.base)\") { (o: \(annotation(host.swiftName)), hit) in o.\(signal.publisherName.base).sink { _ in hit() } },")
                }
                if signal.hasHandler, let result = signal.result, let value = defaultValue(result) {
                    let parameters = signal.arguments.isEmpty ? "" : "\(signal.arguments.map { _ in "_" }.joined(separator: ", ")) in "
                    checks[host.swiftName, default: ([], [])].signals.append(
                        "SignalCheck(\"\(name)\", \"\(signal.handlerName.base)\") { (o: \(annotation(host.swiftName)), hit) in o.\(signal.handlerName.base) { \(parameters)hit(); return \(value) } },")
                }
            }
        }
        var source = SourceWriter()
        source.line(context.header)
        source.line("@preconcurrency import OpenCombine")
        source.line("import CGtk")
        if let module = context.module { source.line("import \(module.cModule)") }
        source.line("import CombineGTKTesting")
        source.line("@testable import CombineGTK")
        if let module = context.module { source.line("@testable import \(module.name)") }
        source.line()
        let name = "\(namespace.name)SurfaceIndex"
        source.doc(["The generated classes, interfaces and records of \(namespace.name), to check against the library."])
        source.line("@MainActor")
        source.block("enum \(name)") { body in
            body.doc(["Every generated class and interface, with its properties and signals, and every generated record."])
            // One statement per type: as one array literal, the index of Gtk took the type
            // checker about two seconds.
            if plans.isEmpty && records.isEmpty {
                body.line("static var types: [TypeCheck] { [] }")
            } else {
                body.block("static var types: [TypeCheck]") { list in
                    list.line("var types: [TypeCheck] = []")
                    for plan in plans.sorted(by: { $0.cType < $1.cType }) {
                        var lines = typeCheck(plan)
                        lines[0] = "types.append(" + lines[0]
                        lines[lines.count - 1] += ")"
                        lines.forEach { list.line($0) }
                    }
                    for plan in records.sorted(by: { $0.cType < $1.cType }) {
                        list.line("types.append(TypeCheck(\"\(plan.cType)\", record: \(annotation(plan.swiftName)).gType))")
                    }
                    list.line("return types")
                }
            }
            body.line()
            body.doc(["Every generated class the library makes with no arguments, with the properties and signals to check on it."])
            body.nested(opening: "static var classes: [ClassCheck] { [", closing: "] }") { list in
                for plan in constructible { list.line("\(functionName(plan))(),") }
            }
            for plan in constructible {
                let entry = checks[plan.swiftName] ?? ([], [])
                body.line()
                body.block("private static func \(functionName(plan))() -> ClassCheck") { function in
                    function.line("ClassCheck(\"\(plan.cType)\", make: { \(plan.swiftName)() }, properties: [")
                    entry.properties.forEach { function.line("    \($0)") }
                    function.line("], signals: [")
                    entry.signals.forEach { function.line("    \($0)") }
                    function.line("])")
                }
            }
        }
        return GeneratedFile(path: "\(name).swift", contents: source.text)
    }

    /// The lines of `plan`'s `TypeCheck`: its properties' keys (an interface's written out, as
    /// its protocol's static keys need a conforming type), the names of its properties that
    /// have no key (no `GValue` conversion), and its signals' names.
    private static func typeCheck(_ plan: ObjectPlan) -> [String] {
        let keys = plan.properties.filter(\.hasKey).map { property in
            plan.kind == .class ? "\(plan.swiftName).\(property.keyName.base)"
                : "PropertyKey<\(property.keyType!)>(\"\(plan.cType)\", \"\(property.property.name)\")"
        }
        let unkeyed = plan.properties.filter { !$0.hasKey }.map { "\"\($0.property.name)\"" }
        let signals = plan.signals.map { "\"\($0.signal.name)\"" }
        var lines = [plan.isInterfaceClass ? "TypeCheck(\"\(plan.cType)\", interfaceClass: \(plan.swiftName).self"
            : plan.kind == .class ? "TypeCheck(\"\(plan.cType)\", \(plan.swiftName).self" : "TypeCheck(\"\(plan.cType)\", interface: \(plan.getType)()"]
        if !keys.isEmpty {
            lines[0] += ", properties: ["
            lines += keys.map { "    \($0)," } + ["]"]
        }
        if !unkeyed.isEmpty { lines[lines.count - 1] += ", unkeyedProperties: [\(unkeyed.joined(separator: ", "))]" }
        if !signals.isEmpty { lines[lines.count - 1] += ", signals: [\(signals.joined(separator: ", "))]" }
        lines[lines.count - 1] += ")"
        return lines
    }

    /// `button`, `switch` in backticks.
    private static func functionName(_ plan: ObjectPlan) -> String {
        let name = plan.swiftName.split(separator: ".").last ?? ""
        return SwiftName.escaped(name.prefix(1).lowercased() + name.dropFirst())
    }

    /// What a test handler returns for a signal's result type.
    private static func defaultValue(_ type: SwiftType) -> String? {
        switch type.kind {
        case .bool: "false"
        case .integer, .floatingPoint: "0"
        default: nil
        }
    }
}
