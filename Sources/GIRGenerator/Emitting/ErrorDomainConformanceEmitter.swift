/// Writes the `GLibErrorDomain` conformance of a generated enumeration that lists a `GError`
/// domain's codes (`glib:error-domain`: GIO's `IOErrorEnum`, `ResourceError`), in a file of
/// its own beside the enumeration's (`Enums/IOErrorEnum+GLibErrorDomain.swift`), so a
/// `GLibError` matches a case: `error.matches(IOErrorEnum.notFound)`,
/// `error.code(as: IOErrorEnum.self)`.
enum ErrorDomainConformanceEmitter {
    /// nil when `plan`'s enumeration is no error domain.
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) -> GeneratedFile? {
        guard plan.enumeration.kind == .enumeration, let domain = plan.enumeration.errorDomain else { return nil }
        // The domain's quark: its `quark` function where the GIR gives it to the enumeration,
        // else looked up by the domain's name (`g_quark_from_string` copies it).
        let quark = plan.enumeration.functions.first { $0.name == "quark" }?.cIdentifier.map { "\($0)()" }
            ?? "g_quark_from_string(\"\(domain)\")"
        var source = SourceWriter()
        source.line(context.header)
        source.line("import CGtk")
        source.line()
        source.doc(["`\(plan.swiftName)`'s cases are the codes of the `GError` domain `\(domain)`."])
        source.block("extension \(plan.swiftName): GLibErrorDomain") { body in
            body.doc(["The domain `\(domain)` (`\(quark)`)."])
            body.line("public static var errorDomain: GQuark { \(quark) }")
        }
        return GeneratedFile(path: "Enums/\(plan.swiftName)+GLibErrorDomain.swift", contents: source.text)
    }
}
