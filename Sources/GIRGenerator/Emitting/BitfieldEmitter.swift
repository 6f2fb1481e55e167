/// Writes a GIR `<bitfield>` as a Swift `OptionSet` over `UInt32` (what `g_value_get_flags`
/// returns), conforming to `GLibFlags`.
enum BitfieldEmitter {
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) throws -> GeneratedFile {
        let name = plan.swiftName
        var values: [String: UInt32] = [:]
        for member in plan.members {
            guard let value = UInt32(exactly: member.member.value) ?? Int32(exactly: member.member.value).map(UInt32.init(bitPattern:)) else {
                throw GenerationError.valueOutOfRange(type: name, member: member.member.name, value: member.member.value)
            }
            values[member.swiftName] = value
        }
        var source = plan.startFile(context) { source in source.block("public struct \(context.declared(name)): OptionSet, Hashable, Sendable") { body in
            body.line("public let rawValue: UInt32")
            body.line()
            body.line("public init(rawValue: UInt32) { self.rawValue = rawValue }")
            for member in plan.members {
                body.line()
                plan.preamble(member).forEach { body.line($0) }
                let value = values[member.swiftName]!
                // `[]`, not `rawValue: 0`: Swift warns that a static property of raw value 0 is empty.
                body.line(value == 0
                    ? "public static var \(member.escapedName): \(name) { [] }"
                    : "public static var \(member.escapedName): \(name) { \(name)(rawValue: \(literal(value))) }")
            }
        } }
        source.line()
        plan.availability(plan.enumeration.info.deprecation).map { source.line($0) }
        source.block("extension \(name): GLibFlags") { body in
            plan.writeConversions(into: &body)
            body.line()
            body.doc(["Each flag once, by its Swift name, in GIR order (aliases left out)."])
            body.nested(opening: "static let namedMembers: [(name: String, value: \(name))] = [", closing: "]") { list in
                for member in plan.primaries {
                    // A deprecated flag is named by its value, so listing it warns about nothing.
                    let value = member.member.info.deprecation == nil
                        ? ".\(member.escapedName)" : "\(name)(rawValue: \(literal(values[member.swiftName]!)))"
                    list.line("(\"\(member.swiftName)\", \(value)),")
                }
            }
        }
        return GeneratedFile(path: "Enums/\(context.declared(name)).swift", contents: source.text)
    }

    /// `0`, `1 << n` for a single bit, hexadecimal otherwise.
    static func literal(_ value: UInt32) -> String {
        if value == 0 { return "0" }
        if value.nonzeroBitCount == 1 { return "1 << \(value.trailingZeroBitCount)" }
        return "0x" + String(value, radix: 16, uppercase: true)
    }
}
