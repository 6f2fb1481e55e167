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
        /// The version printed in each file's header (`"GTK 4.8.3"`).
        public var libraryVersion: String
        /// What to generate, and what hand-written code provides instead (`Generator.json`).
        public var config: GeneratorConfig
        /// Where the namespace's C headers are (`/usr/include/gtk-4.0`): a type is generated
        /// only when the GIR's umbrella header (`gtk/gtk.h`) declares it.
        public var cIncludeDirectories: [String]

        public init(girDirectories: [String], libraryVersion: String, config: GeneratorConfig, cIncludeDirectories: [String]) {
            self.girDirectories = girDirectories
            self.libraryVersion = libraryVersion
            self.config = config
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

    /// Reads the GIR of the namespace `options.config` names and returns the files.
    public static func run(_ options: Options) throws -> Output {
        let entry = options.config.namespace
        let library = GIRLibrary(searchDirectories: options.girDirectories)
        let repository = try library.load(entry.name, version: entry.version)
        let umbrella = repository.cIncludes.first ?? "\(entry.name.lowercased())/\(entry.name.lowercased()).h"
        let declarations = try CDeclarations(umbrella: umbrella, includeDirectories: options.cIncludeDirectories)
        return try generate(repository.namespace, library: library, config: options.config, declarations: declarations, context: GenerationContext(
            girFile: "\(entry.name)-\(entry.version).gir", libraryVersion: options.libraryVersion
        ))
    }

    /// The files for `namespace`, as `config` declares them; with `declarations`, only for
    /// types the C headers declare (nil: all).
    public static func generate(
        _ namespace: Namespace, library: GIRLibrary? = nil, config: GeneratorConfig, declarations: CDeclarations?,
        context: GenerationContext
    ) throws -> Output {
        let entry = config.namespace
        var notes: [String] = []
        var surface = GeneratedSurface()
        var registry = SwiftTypeRegistry()
        var plans: [EnumerationPlan] = []
        // Without the library (the tests' fixture) nothing is borrowed.
        let borrowed = try entry.borrowedEnumerations.compactMap { name -> (String, Enumeration)? in
            guard let library else { return nil }
            guard case .enumeration(let enumeration)? = library.definition(of: name, in: namespace.name) else {
                throw GeneratorConfigError(file: config.file, problem: "borrowedEnumerations lists \(name), which is no enumeration or flags of the GIR files loaded")
            }
            return (name.namespace ?? namespace.name, enumeration)
        }
        for (owner, enumeration) in namespace.enumerations.map({ (namespace.name, $0) }) + borrowed where enumeration.getType != nil {
            let girName = TypeName(namespace: owner, name: enumeration.name)
            if let reason = entry.leftOutReason(girName.description) {
                surface.skippedTypes[girName] = reason
                continue
            }
            // A borrowed type's header comes with GTK's (gtk.h includes gio.h) but lies outside
            // the directory `declarations` reads.
            if owner == namespace.name, let declarations, let missing = [enumeration.cType, enumeration.getType].compactMap({ $0 }).first(where: { !declarations.declares($0) }) {
                surface.skippedTypes[girName] = "\(missing) is not declared by the headers CGtk includes"
                continue
            }
            let swiftName = try NameRules.checkedName(girName, config: config, notes: &notes)
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

        let selection = Selection(namespace, entry: entry, declarations: declarations)
        surface.skippedTypes.merge(selection.skipped) { first, _ in first }
        var swiftNames: [TypeName: String] = [:]
        for (name, kind) in selection.classes.map({ ($0.name, SwiftType.Kind.object) }) + selection.interfaces.map({ ($0.name, .interface) }) {
            let girName = TypeName(namespace: namespace.name, name: name)
            let swiftName = try NameRules.checkedName(girName, config: config, notes: &notes)
            swiftNames[girName] = swiftName
            surface.types.insert(girName)
            registry.register(girName, as: SwiftType(swiftName, kind: kind))
        }
        for type in config.handWrittenTypes where registry.swiftType(for: type.gir) == nil {
            registry.register(type.gir, as: type.swiftType)
        }
        let library = library ?? GIRLibrary(repositories: [Repository(includes: [], packages: [], cIncludes: [], namespace: namespace)])
        let mapper = TypeMapper(library: library, registry: registry, namespace: namespace.name)
        var planner = Planner(namespace: namespace, members: MemberMapper(mapper: mapper, declarations: declarations),
                              handWrittenMembers: config.handWrittenMembers, leftOut: entry, swiftNames: swiftNames,
                              booleanNames: Dictionary(uniqueKeysWithValues: config.booleanNames.map { ($0.gir, $0.swift) }), surface: surface)
        let objects = planner.plan(selection)
        surface = planner.surface
        files += objects.map { ObjectEmitter.emit($0, namespace: namespace.name, context: context) }
        try checkEveryEntryNamesSomething(config, namespace: namespace, surface: surface, swiftNames: Set(swiftNames.values))
        if let unused = config.booleanNames.first(where: { !planner.usedBooleanNames.contains($0.gir) }) {
            throw GeneratorConfigError(file: config.file, problem: "booleanNames lists \(unused.gir), which names no Boolean property the generator generates")
        }
        files.append(ClassIndexEmitter.emit(objects, handWritten: config.handWrittenTypes, context: context))
        let coverage = CoverageReport(namespace: namespace, libraryVersion: context.libraryVersion, surface: surface)
        files.append(CoverageFileEmitter.emit(coverage, surface: surface, context: context))
        files.sort { $0.path < $1.path }
        let testFiles = [TestIndexEmitter.emit(objects, namespace: namespace, context: context)]
        return Output(files: files, testFiles: testFiles, coverage: coverage, notes: notes)
    }

    /// Fails on a selected type the namespace does not define, a `leftOut` entry that left
    /// nothing out, or members listed for a type that is neither a generated class or
    /// interface nor a hand-written class: a misspelt name would otherwise be ignored.
    private static func checkEveryEntryNamesSomething(_ config: GeneratorConfig, namespace: Namespace, surface: GeneratedSurface,
                                                      swiftNames: Set<String>) throws {
        func fail(_ problem: String) -> GeneratorConfigError { GeneratorConfigError(file: config.file, problem: problem) }
        for (key, names) in [("classFamilies", config.namespace.classFamilies), ("classes", config.namespace.classes)] {
            if let unknown = names.first(where: { namespace.class(named: $0) == nil }) {
                throw fail("\(key) lists \(unknown), which is no class of \(namespace.name)")
            }
        }
        for name in config.namespace.interfaces {
            guard case .interface? = namespace.definition(named: name) else { throw fail("interfaces lists \(name), which is no interface of \(namespace.name)") }
        }
        for leftOut in config.namespace.leftOut {
            let name = leftOut.name
            guard surface.skippedTypes[TypeName(name)] == leftOut.reason || surface.unmapped[name] == leftOut.reason else {
                throw fail("leftOut lists \(name), which names no type or member the generator would generate")
            }
        }
        let types = swiftNames.union(config.handWrittenTypes.filter { $0.kind == .class }.map(\.swift))
        if let unknown = config.handWrittenMembers.keys.sorted().first(where: { !types.contains($0) }) {
            throw fail("handWrittenMembers lists members of \(unknown), which is neither a generated class or interface nor a hand-written class")
        }
    }
}
