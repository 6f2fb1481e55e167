/// Writes `GeneratedClasses`: every generated class by its GType name (what `WrapperClass`
/// looks wrappers up in), and every generated interface by its GType name (for the tests).
enum ClassIndexEmitter {
    static func emit(_ plans: [ObjectPlan], context: GenerationContext) -> GeneratedFile {
        var source = SourceWriter()
        source.line(context.header)
        source.line()
        source.doc(["Every generated class and interface, by GType name."])
        source.block("enum GeneratedClasses") { body in
            body.doc(["The wrapper class of each generated GType, for `WrapperClass`."])
            body.nested(opening: "static let byTypeName: [String: Object.Type] = [", closing: "]") { list in
                for plan in plans.filter({ $0.kind == .class }).sorted(by: { $0.cType < $1.cType }) {
                    list.line("\"\(plan.cType)\": \(plan.swiftName).self,")
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
        return GeneratedFile(path: "Classes/GeneratedClasses.swift", contents: source.text)
    }
}
