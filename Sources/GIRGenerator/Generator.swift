/// One generator run: reads a namespace's GIR, plans and emits the Swift files, and says
/// what it covered.
///
/// This step emits the namespace's enumerations and bitfields that have a GType. Classes,
/// interfaces, properties, signals and methods are read into the model (and counted in the
/// coverage report) for the steps that will emit them.
public struct Generator {
    public struct Options: Sendable {
        /// Where GIR files are looked for.
        public var girDirectories: [String]
        public var namespace: String
        public var namespaceVersion: String
        /// The version printed in each file's header (`"GTK 4.8.3"`).
        public var libraryVersion: String
        /// Hand-written sources whose public types generated names must not take.
        public var handWrittenDirectories: [String]
        /// Where the namespace's C headers are (`/usr/include/gtk-4.0`): a type is generated
        /// only when the GIR's umbrella header (`gtk/gtk.h`) declares it.
        public var cIncludeDirectories: [String]

        public init(girDirectories: [String], namespace: String = "Gtk", namespaceVersion: String = "4.0",
                    libraryVersion: String, handWrittenDirectories: [String], cIncludeDirectories: [String]) {
            self.girDirectories = girDirectories
            self.namespace = namespace
            self.namespaceVersion = namespaceVersion
            self.libraryVersion = libraryVersion
            self.handWrittenDirectories = handWrittenDirectories
            self.cIncludeDirectories = cIncludeDirectories
        }
    }

    public struct Output: Sendable {
        /// Sorted by path.
        public let files: [GeneratedFile]
        public let coverage: CoverageReport
        /// Accepted name clashes and other things worth a line on stderr.
        public let notes: [String]
    }

    /// Reads the GIR and hand-written sources named by `options` and returns the files.
    public static func run(_ options: Options) throws -> Output {
        let library = GIRLibrary(searchDirectories: options.girDirectories)
        let repository = try library.load(options.namespace, version: options.namespaceVersion)
        let handWritten = try HandWrittenTypes(directories: options.handWrittenDirectories)
        let umbrella = repository.cIncludes.first ?? "\(options.namespace.lowercased())/\(options.namespace.lowercased()).h"
        let declarations = try CDeclarations(umbrella: umbrella, includeDirectories: options.cIncludeDirectories)
        return try generate(repository.namespace, handWritten: handWritten, declarations: declarations, context: GenerationContext(
            girFile: "\(options.namespace)-\(options.namespaceVersion).gir", libraryVersion: options.libraryVersion
        ))
    }

    /// The files for `namespace`, checked against `handWritten`'s names; with `declarations`,
    /// only for types the C headers declare (nil: all).
    public static func generate(
        _ namespace: Namespace, handWritten: HandWrittenTypes, declarations: CDeclarations?, context: GenerationContext
    ) throws -> Output {
        var notes: [String] = []
        var surface = GeneratedSurface()
        var registry = SwiftTypeRegistry()
        var plans: [EnumerationPlan] = []
        for enumeration in namespace.enumerations where enumeration.getType != nil {
            let girName = TypeName(namespace: namespace.name, name: enumeration.name)
            if let declarations, let missing = [enumeration.cType, enumeration.getType].compactMap({ $0 }).first(where: { !declarations.declares($0) }) {
                surface.skippedTypes[girName] = "\(missing) is not declared by the headers CGtk includes"
                continue
            }
            let swiftName = NameRules.swiftName(for: girName)
            if let file = handWritten.declarations[swiftName] {
                throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: file)
            }
            if NameRules.openCombineTypes.contains(swiftName) {
                throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: "OpenCombine")
            }
            if let clash = NameRules.acceptedClashes[swiftName] {
                notes.append("\(girName) is generated as \(swiftName), as is \(clash)")
            }
            plans.append(try EnumerationPlan(enumeration, swiftName: swiftName, namespace: namespace.name))
            surface.types.insert(girName)
            registry.register(girName, as: SwiftType(swiftName, kind: enumeration.kind == .enumeration ? .enumeration : .flags))
        }
        plans.sort { $0.swiftName < $1.swiftName }
        var files = try plans.map { plan in
            plan.enumeration.kind == .enumeration
                ? try EnumerationEmitter.emit(plan, context: context)
                : try BitfieldEmitter.emit(plan, context: context)
        }
        files.append(EnumerationIndexEmitter.emit(plans, context: context))
        files.sort { $0.path < $1.path }
        let coverage = CoverageReport(namespace: namespace, libraryVersion: context.libraryVersion, surface: surface)
        return Output(files: files, coverage: coverage, notes: notes)
    }
}
