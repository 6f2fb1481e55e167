/// Writes the `GLibErrorDomain` conformance of a generated enumeration that lists a `GError`
/// domain's codes (`glib:error-domain`: GIO's `IOErrorEnum`, `ResourceError`), in a file of
/// its own beside the enumeration's (`Enums/IOErrorEnum+GLibErrorDomain.swift`), so a
/// `GLibError` matches a case: `error.matches(IOErrorEnum.notFound)`,
/// `error.code(as: IOErrorEnum.self)`. `ErrorDomainEmitter` writes the same conformance for
/// the error domains that have no GType.
enum ErrorDomainConformanceEmitter {
    /// nil when `plan`'s enumeration is no error domain.
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) -> GeneratedFile? {
        guard plan.enumeration.kind == .enumeration, let domain = plan.enumeration.errorDomain else { return nil }
        var source = SourceWriter()
        source.line(context.header)
        source.line("import CGtk")
        source.line()
        source.doc(["`\(plan.swiftName)`'s cases are the codes of the `GError` domain `\(domain)`."])
        conformance(plan, domain: domain, into: &source)
        return GeneratedFile(path: "Enums/\(plan.swiftName)+GLibErrorDomain.swift", contents: source.text)
    }

    /// `extension X: GLibErrorDomain` for `plan`'s enumeration of domain `domain`.
    static func conformance(_ plan: EnumerationPlan, domain: String, into source: inout SourceWriter) {
        // The domain's quark: its `quark` function where the GIR gives it to the enumeration,
        // else looked up by the domain's name (GLib's GIR lists `g_file_error_quark` as a
        // namespace function, which is `g_quark_from_static_string` of that name;
        // `g_quark_from_string` copies it, as a Swift literal's C string does not outlive the call).
        let quark = quarkFunction(plan.enumeration).map { "\($0)()" } ?? "g_quark_from_string(\"\(domain)\")"
        source.block("extension \(plan.swiftName): GLibErrorDomain") { body in
            body.doc(["The domain `\(domain)` (`\(quark)`)."])
            body.line("public static var errorDomain: GQuark { \(quark) }")
        }
    }

    /// The C function that returns the domain's quark, when the GIR gives it to the
    /// enumeration (`quark`, as Gio's `g_io_error_quark`); nil otherwise.
    static func quarkFunction(_ enumeration: Enumeration) -> String? {
        enumeration.functions.first { $0.name == "quark" }?.cIdentifier
    }
}
