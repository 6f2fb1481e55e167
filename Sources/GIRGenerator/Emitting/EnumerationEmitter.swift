/// Writes a GIR `<enumeration>` as a Swift enum with `Int32` raw values (what
/// `g_value_get_enum` returns), conforming to `GLibEnum`.
enum EnumerationEmitter {
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) throws -> GeneratedFile {
        var source = try declaration(plan, context: context)
        source.line()
        plan.availability(plan.enumeration.info.deprecation).map { source.line($0) }
        source.block("extension \(plan.swiftName): GLibEnum") { plan.writeConversions(into: &$0) }
        return GeneratedFile(path: "Enums/\(context.declared(plan.swiftName)).swift", contents: source.text)
    }

    /// The file up to the enum's closing brace: header, imports, the enum and its cases.
    static func declaration(_ plan: EnumerationPlan, context: GenerationContext) throws -> SourceWriter {
        let name = plan.swiftName
        if let outOfRange = plan.members.first(where: { Int32(exactly: $0.member.value) == nil }) {
            throw GenerationError.valueOutOfRange(type: name, member: outOfRange.member.name, value: outOfRange.member.value)
        }
        return plan.startFile(context) { source in source.block("public enum \(context.declared(name)): Int32, Sendable, CaseIterable") { body in
            var previousHadDoc = false
            for (index, member) in plan.primaries.enumerated() {
                let value = Int32(member.member.value)
                let preamble = plan.preamble(member)
                // Undocumented cases sit together; a documented one gets a blank line around it.
                if index > 0 && (previousHadDoc || !preamble.isEmpty) { body.line() }
                previousHadDoc = !preamble.isEmpty
                preamble.forEach { body.line($0) }
                body.line("case \(member.escapedName) = \(value)")
            }
            // Swift does not synthesize `allCases` when a case has an `@available`; list them,
            // naming deprecated ones by value so the list itself warns about nothing.
            if plan.primaries.contains(where: { $0.member.info.deprecation != nil }) {
                body.line()
                body.nested(opening: "public static let allCases: [\(name)] = [", closing: "]") { list in
                    for member in plan.primaries {
                        list.line(member.member.info.deprecation == nil
                            ? ".\(member.escapedName)," : "\(name)(rawValue: \(member.member.value))!,")
                    }
                }
            }
            for member in plan.members {
                guard let primary = member.aliasOf else { continue }
                body.line()
                plan.preamble(member).forEach { body.line($0) }
                body.line("public static var \(member.escapedName): \(name) { .\(SwiftName.escaped(primary)) }")
            }
        } }
    }
}
