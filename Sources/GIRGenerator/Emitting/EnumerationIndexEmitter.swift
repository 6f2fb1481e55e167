/// Writes `GeneratedEnumerations`: every generated enumeration and flags type of every
/// namespace in one list, for the tests that hold each against GLib's runtime registration.
enum EnumerationIndexEmitter {
    static let typeName = "GeneratedEnumerations"

    static func emit(_ plans: [EnumerationPlan], context: GenerationContext) -> GeneratedFile {
        // Listing a deprecated type would warn; none is deprecated in GTK 4.8.
        let listed = plans.filter { $0.enumeration.info.deprecation == nil }
        var source = SourceWriter()
        source.line(context.header)
        source.line()
        source.doc(["Every generated enumeration and flags type, for the tests that check them against GLib."])
        source.block("enum \(typeName)") { body in
            body.nested(opening: "static var enumerations: [any GLibEnum.Type] { [", closing: "] }") { list in
                for plan in listed where plan.enumeration.kind == .enumeration {
                    list.line("\(plan.swiftName).self,")
                }
            }
            body.line()
            body.doc(["Each flags type with its flags' names and values."])
            body.nested(opening: "static var flags: [(type: any GLibFlags.Type, members: [(name: String, rawValue: UInt32)])] { [", closing: "] }") { list in
                for plan in listed where plan.enumeration.kind == .bitfield {
                    list.line("(\(plan.swiftName).self, \(plan.swiftName).namedMembers.map { ($0.name, $0.value.rawValue) }),")
                }
            }
        }
        return GeneratedFile(path: "\(typeName).swift", contents: source.text)
    }
}
