/// One generator run: reads a namespace's GIR, plans and emits the Swift files, and says
/// what it covered.
///
/// It emits the namespace's enumerations and bitfields that have a GType (`Enums/`), a
/// wrapper class for each selected class (`Classes/`, see `Selection`), a protocol for each
/// interface they implement (`Interfaces/`), the GType → class index, and `Coverage.md`:
/// the coverage figures and every member left out, with the reason.
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
        /// For the widget tests' `Generated/` folder: the index of classes, properties and
        /// signals they check against GTK.
        public let testFiles: [GeneratedFile]
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
        return try generate(repository.namespace, library: library, handWritten: handWritten, declarations: declarations, context: GenerationContext(
            girFile: "\(options.namespace)-\(options.namespaceVersion).gir", libraryVersion: options.libraryVersion
        ))
    }

    /// The files for `namespace`, checked against `handWritten`'s names; with `declarations`,
    /// only for types the C headers declare (nil: all).
    public static func generate(
        _ namespace: Namespace, library: GIRLibrary? = nil, handWritten: HandWrittenTypes, declarations: CDeclarations?,
        context: GenerationContext
    ) throws -> Output {
        var notes: [String] = []
        var surface = GeneratedSurface()
        var registry = SwiftTypeRegistry()
        var plans: [EnumerationPlan] = []
        let borrowed = NameRules.borrowedEnumerations.compactMap { name -> (String, Enumeration)? in
            guard case .enumeration(let enumeration)? = library?.definition(of: name, in: namespace.name) else { return nil }
            return (name.namespace ?? namespace.name, enumeration)
        }
        for (owner, enumeration) in namespace.enumerations.map({ (namespace.name, $0) }) + borrowed where enumeration.getType != nil {
            let girName = TypeName(namespace: owner, name: enumeration.name)
            // A borrowed type's header comes with GTK's (gtk.h includes gio.h) but lies outside
            // the directory `declarations` reads.
            if owner == namespace.name, let declarations, let missing = [enumeration.cType, enumeration.getType].compactMap({ $0 }).first(where: { !declarations.declares($0) }) {
                surface.skippedTypes[girName] = "\(missing) is not declared by the headers CGtk includes"
                continue
            }
            let swiftName = try checkedName(girName, handWritten: handWritten, notes: &notes)
            plans.append(try EnumerationPlan(enumeration, swiftName: swiftName, namespace: owner))
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

        let selection = Selection(namespace, declarations: declarations)
        surface.skippedTypes.merge(selection.skipped) { first, _ in first }
        var swiftNames: [TypeName: String] = [:]
        for (name, kind) in selection.classes.map({ ($0.name, SwiftType.Kind.object) }) + selection.interfaces.map({ ($0.name, .interface) }) {
            let girName = TypeName(namespace: namespace.name, name: name)
            let swiftName = try checkedName(girName, handWritten: handWritten, notes: &notes)
            swiftNames[girName] = swiftName
            surface.types.insert(girName)
            registry.register(girName, as: SwiftType(swiftName, kind: kind))
        }
        for (girName, type) in NameRules.handWrittenTypes where registry.swiftType(for: girName) == nil {
            registry.register(girName, as: type)
        }
        let library = library ?? GIRLibrary(repositories: [Repository(includes: [], packages: [], cIncludes: [], namespace: namespace)])
        let mapper = TypeMapper(library: library, registry: registry, namespace: namespace.name)
        var planner = Planner(namespace: namespace, members: MemberMapper(mapper: mapper, declarations: declarations),
                              handWritten: handWritten, swiftNames: swiftNames, surface: surface)
        let objects = planner.plan(selection)
        surface = planner.surface
        files += objects.map { ObjectEmitter.emit($0, namespace: namespace.name, context: context) }
        files.append(ClassIndexEmitter.emit(objects, context: context))
        let coverage = CoverageReport(namespace: namespace, libraryVersion: context.libraryVersion, surface: surface)
        files.append(CoverageFileEmitter.emit(coverage, surface: surface, context: context))
        files.sort { $0.path < $1.path }
        let testFiles = [TestIndexEmitter.emit(objects, namespace: namespace, context: context)]
        return Output(files: files, testFiles: testFiles, coverage: coverage, notes: notes)
    }

    /// The Swift name for `girName`, checked against the names users already see.
    private static func checkedName(_ girName: TypeName, handWritten: HandWrittenTypes, notes: inout [String]) throws -> String {
        let swiftName = NameRules.swiftName(for: girName)
        if let file = handWritten.declarations[swiftName] {
            throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: file)
        }
        if NameRules.openCombineTypes.contains(swiftName) {
            throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: "OpenCombine")
        }
        if NameRules.standardLibraryTypes.contains(swiftName) {
            throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: "the Swift standard library")
        }
        if let clash = NameRules.acceptedClashes[swiftName] {
            notes.append("\(girName) is generated as \(swiftName), as is \(clash)")
        }
        return swiftName
    }
}
