extension Generator {
    /// The enums of the error domains `namespace`'s entry lists (`errorDomains`: GLib's,
    /// which have no GType), each adopting `GLibErrorDomain` through its `quark` function.
    /// A name that is no such enumeration, or whose quark function the C headers do not
    /// declare, stops the run.
    static func errorDomainFiles(_ namespace: Namespace, config: GeneratorConfig, declarations: CDeclarations?, naming: inout TypeNaming,
                                 surface: inout GeneratedSurface, context: GenerationContext) throws -> [GeneratedFile] {
        guard let entry = config.namespace(named: namespace.name) else { return [] }
        func fail(_ problem: String) -> GeneratorConfigError { GeneratorConfigError(file: config.file, problem: problem) }
        var files: [GeneratedFile] = []
        for name in entry.errorDomains {
            guard case .enumeration(let enumeration)? = namespace.definition(named: name), enumeration.kind == .enumeration,
                  enumeration.errorDomain != nil, enumeration.getType == nil else {
                throw fail("errorDomains lists \(name), which is no error-domain enumeration of \(namespace.name) without a GType (those with one go in enumerations)")
            }
            if let quark = ErrorDomainConformanceEmitter.quarkFunction(enumeration), !(declarations?.declares(quark) ?? true) {
                throw fail("errorDomains lists \(name), whose quark function the headers CGtk includes do not declare")
            }
            let girName = TypeName(namespace: namespace.name, name: name)
            let plan = try EnumerationPlan(enumeration, swiftName: try naming.claim(girName), namespace: namespace.name, isErrorDomain: true)
            surface.types.insert(girName)
            files.append(try ErrorDomainEmitter.emit(plan, context: context).inFolder(namespace.name))
        }
        return files
    }
}
