/// Writes an error-domain enumeration that has no GType (GLib's `GFileError`,
/// `GVariantParseError`: GLib registers none for its own) as a Swift enum with `Int32` raw
/// values adopting `GLibErrorDomain`, so a `GLibError` of that domain can be matched against
/// its cases (`error.matches(FileError.noent)`). With no GType it is no `GLibEnum`: no
/// property or signal carries one.
enum ErrorDomainEmitter {
    static func emit(_ plan: EnumerationPlan, context: GenerationContext) throws -> GeneratedFile {
        var source = try EnumerationEmitter.declaration(plan, context: context)
        source.line()
        ErrorDomainConformanceEmitter.conformance(plan, domain: plan.enumeration.errorDomain ?? "", into: &source)
        return GeneratedFile(path: "Enums/\(plan.swiftName).swift", contents: source.text)
    }
}
