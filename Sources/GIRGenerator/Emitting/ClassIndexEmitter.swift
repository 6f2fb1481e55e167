/// Writes `GeneratedClasses`: every generated class of every namespace by its GType name, with the hand-written
/// classes the config's `handWrittenTypes` names (the whole table `WrapperClass` looks wrappers
/// up in, so the GObject core names no class of a layer above it), each generated interface's
/// fallback class under the interface's GType name (`"GListModel": ListModelImplementation.self`,
/// as an interface generated as a class is, `"GFile": File.self`), and every generated
/// interface by its GType name (for the tests).
enum ClassIndexEmitter {
    static func emit(_ plans: [ObjectPlan], handWritten: [GeneratorConfig.HandWrittenType], context: GenerationContext) -> GeneratedFile {
        var source = SourceWriter()
        source.line(context.header)
        source.line()
        source.doc(["Every generated class and interface, by GType name."])
        source.block("enum GeneratedClasses") { body in
            body.doc(["The wrapper class of each generated GType (an interface's: its fallback class), for `WrapperClass`."])
            body.nested(opening: "static let byTypeName: [String: Object.Type] = [", closing: "]") { list in
                let generated = plans.filter { $0.kind == .class }.map { (cType: $0.cType, swiftName: $0.swiftName) }
                let fallbacks = plans.filter(InterfaceFallbackEmitter.hasFallback).map {
                    (cType: $0.cType, swiftName: InterfaceFallbackEmitter.swiftName(of: $0))
                }
                for entry in (generated + fallbacks + handWrittenClasses(handWritten)).sorted(by: { $0.cType < $1.cType }) {
                    list.line("\"\(entry.cType)\": \(entry.swiftName).self,")
                }
            }
            body.line()
            body.doc(["The GType names of the generated interfaces."])
            body.nested(opening: "static let interfaceTypeNames: [String] = [", closing: "]") { list in
                for plan in plans.filter({ $0.kind == .interface }).sorted(by: { $0.cType < $1.cType }) {
                    list.line("\"\(plan.cType)\",")
                }
            }
        }
        return GeneratedFile(path: "GeneratedClasses.swift", contents: source.text)
    }

    /// The hand-written classes the generated code maps GIR types to, under their C names;
    /// `GObject.Object` is left out: `Object` is what `WrapperClass` falls back to anyway.
    private static func handWrittenClasses(_ types: [GeneratorConfig.HandWrittenType]) -> [(cType: String, swiftName: String)] {
        types.filter { $0.kind == .class && $0.gir != TypeName(namespace: "GObject", name: "Object") }.map { (cType: $0.cType, swiftName: $0.swift) }
    }
}
