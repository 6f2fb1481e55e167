/// Writes an error-domain enumeration that has no GType (GLib's `GFileError`,
/// `GVariantParseError`: GLib registers none for its own) as a Swift enum with `Int32` raw
/// values adopting `GLibErrorDomain`, so a `GLibError` of that domain can be matched against
/// its cases (`error.matches(FileError.noent)`). With no GType it is no `GLibEnum`: no
/// property or signal carries one.
enum ErrorDomainEmitter {
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) throws -> GeneratedFile {
        var source = try EnumerationEmitter.declaration(plan, context: context)
        let domain = plan.enumeration.errorDomain ?? ""
        // GLib's GIR lists `g_file_error_quark` as a namespace function, not the enumeration's;
        // it is `g_quark_from_static_string` of the domain's name, which this looks up (copied,
        // as a Swift literal's C string does not outlive the call).
        let quark = quarkFunction(plan.enumeration).map { "\($0)()" } ?? "g_quark_from_string(\"\(domain)\")"
        source.line()
        source.block("extension \(plan.swiftName): GLibErrorDomain") { body in
            body.doc(["The domain `\(domain)`."])
            body.line("public static var errorDomain: GQuark { \(quark) }")
        }
        return GeneratedFile(path: "Enums/\(plan.swiftName).swift", contents: source.text)
    }

    /// The C function that returns the domain's quark, when the GIR gives it to the
    /// enumeration (`quark`, as Gio's `g_io_error_quark`); nil otherwise.
    static func quarkFunction(_ enumeration: Enumeration) -> String? {
        enumeration.functions.first { $0.name == "quark" }?.cIdentifier
    }
}
