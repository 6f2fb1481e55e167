/// One generator run: reads the GIR of every namespace the config names, plans and emits
/// the Swift files, and says what it covered.
///
/// Each namespace gets a folder of its own (`Gtk/`, `Gio/`): its enumerations and bitfields
/// that have a GType (`Enums/`), a wrapper class for each selected class (`Classes/`, see
/// `Selection`), a protocol for each selected interface with its fallback class
/// (`Interfaces/`, see `InterfaceFallbackEmitter`) and `Coverage.md`,
/// the coverage figures and every member left out, with the reason. Beside the folders, the
/// indexes of all namespaces: the GType → class table and the enumerations. A type of one
/// generated namespace used by another (`Gio.ListModel` in a GTK signature) maps to its
/// generated Swift type.
public struct Generator {
    public struct Options: Sendable {
        /// Where GIR files are looked for.
        public var girDirectories: [String]
        /// The library and version printed in each file's header (`"GTK 4.8.3"`), for a
        /// namespace and the pkg-config packages its GIR names (`"Gtk"`, `["gtk4"]`).
        public var libraryVersion: @Sendable (_ namespace: String, _ packages: [String]) throws -> String
        /// What to generate, and what hand-written code provides instead (`Generator.json`).
        public var config: GeneratorConfig
        /// The header CGtk's shim includes (`gtk/gtk.h`, which includes `gio/gio.h`): a type or
        /// function is generated only when it or a header it includes declares it.
        public var cHeader: String
        /// Where that header and the ones it includes are (`/usr/include/gtk-4.0`,
        /// `/usr/include/glib-2.0` …).
        public var cIncludeDirectories: [String]
        /// Where the headers of a namespace generated into another module (its `module`) are,
        /// for the pkg-config packages its GIR names (`["libadwaita-1"]`): its own C module's
        /// header, the one its GIR names (`adwaita.h`), is read there too.
        public var moduleIncludeDirectories: @Sendable (_ packages: [String]) throws -> [String]

        public init(girDirectories: [String], libraryVersion: @escaping @Sendable (String, [String]) throws -> String, config: GeneratorConfig,
                    cHeader: String, cIncludeDirectories: [String],
                    moduleIncludeDirectories: @escaping @Sendable ([String]) throws -> [String] = { _ in [] }) {
            self.girDirectories = girDirectories
            self.libraryVersion = libraryVersion
            self.config = config
            self.cHeader = cHeader
            self.cIncludeDirectories = cIncludeDirectories
            self.moduleIncludeDirectories = moduleIncludeDirectories
        }
    }

    public struct Output: Sendable {
        /// Relative to the config's `output.sources`, sorted by path.
        public let files: [GeneratedFile]
        /// By folder (a namespace's `module.sources`, relative to the config file): the files
        /// of the namespaces generated into another module, and that module's indexes.
        public let moduleFiles: [String: [GeneratedFile]]
        /// By folder (a namespace's `tests`, relative to the config file): the index of the
        /// classes, properties and signals the tests check against the libraries.
        public let testFiles: [String: [GeneratedFile]]
        /// One report per namespace, in the config's order.
        public let coverage: [CoverageReport]
        /// Accepted name clashes and other things worth a line on stderr.
        public let notes: [String]

        /// Every namespace's report, as printed.
        public var coverageText: String { coverage.map(\.text).joined(separator: "\n") }
    }

    /// Reads the GIR of the namespaces `options.config` names and returns the files.
    public static func run(_ options: Options) throws -> Output {
        let library = GIRLibrary(searchDirectories: options.girDirectories)
        var namespaces: [Namespace] = []
        var contexts: [String: GenerationContext] = [:]
        var declarations = try CDeclarations(umbrella: options.cHeader, includeDirectories: options.cIncludeDirectories)
        for entry in options.config.namespaces {
            let repository = try library.load(entry.name, version: entry.version)
            namespaces.append(repository.namespace)
            contexts[entry.name] = GenerationContext(
                girFile: "\(entry.name)-\(entry.version).gir", libraryVersion: try options.libraryVersion(entry.name, repository.packages),
                module: entry.module, swiftNamespace: entry.swiftNamespace
            )
            // Another module's C module includes its library's header, which CGtk's does not.
            if entry.module != nil {
                let directories = try options.moduleIncludeDirectories(repository.packages) + options.cIncludeDirectories
                for header in repository.cIncludes {
                    declarations = declarations.merging(try CDeclarations(umbrella: header, includeDirectories: directories))
                }
            }
        }
        return try generate(namespaces, library: library, config: options.config, declarations: declarations, contexts: contexts)
    }

    /// The files for `namespace` alone, as `config` declares them (the tests' fixture).
    public static func generate(
        _ namespace: Namespace, library: GIRLibrary? = nil, config: GeneratorConfig, declarations: CDeclarations?,
        context: GenerationContext
    ) throws -> Output {
        try generate([namespace], library: library, config: config, declarations: declarations, contexts: [namespace.name: context])
    }

    /// The files for `namespaces`, as `config` declares them; with `declarations`, only for
    /// types and functions the C headers declare (nil: all). `contexts` says, by namespace,
    /// what each file's header line names.
    public static func generate(
        _ namespaces: [Namespace], library: GIRLibrary? = nil, config: GeneratorConfig, declarations: CDeclarations?,
        contexts: [String: GenerationContext]
    ) throws -> Output {
        let library = library ?? GIRLibrary(repositories: namespaces.map { Repository(includes: [], packages: [], cIncludes: [], namespace: $0) })
        var naming = TypeNaming(config: config)
        var surface = GeneratedSurface()
        var registry = SwiftTypeRegistry()
        var files: [GeneratedFile] = []
        var enumerations: [EnumerationPlan] = []
        func context(_ namespace: String) -> GenerationContext { contexts[namespace]! }

        for namespace in namespaces {
            var plans: [EnumerationPlan] = []
            for enumeration in namespace.enumerations where enumeration.getType != nil {
                let girName = TypeName(namespace: namespace.name, name: enumeration.name)
                if let reason = config.leftOutReason(girName.description) {
                    surface.skippedTypes[girName] = reason
                    continue
                }
                // Its Swift type is the hand-written one (`Gdk.ModifierType` is `KeyModifiers`);
                // `Selection` records why.
                if config.handWrittenTypes.contains(where: { $0.gir == girName }) { continue }
                if let declarations, let missing = [enumeration.cType, enumeration.getType].compactMap({ $0 }).first(where: { !declarations.declares($0) }) {
                    surface.skippedTypes[girName] = "\(missing) is not declared by the headers CGtk includes"
                    continue
                }
                let swiftName = try naming.claim(girName)
                plans.append(try EnumerationPlan(enumeration, swiftName: swiftName, namespace: namespace.name))
                surface.types.insert(girName)
                registry.register(girName, as: SwiftType(swiftName, kind: enumeration.kind == .enumeration ? .enumeration : .flags))
            }
            enumerations += plans
            files += try errorDomainFiles(namespace, config: config, declarations: declarations, naming: &naming, surface: &surface,
                                          context: context(namespace.name))
        }

        var selections: [(Namespace, Selection)] = []
        var swiftNames: [TypeName: String] = [:]
        for namespace in namespaces {
            let selection = Selection(namespace, entry: config.namespace(named: namespace.name)!, handWritten: config.handWrittenTypes, declarations: declarations)
            surface.skippedTypes.merge(selection.skipped) { first, _ in first }
            surface.unselectedTypes.formUnion(selection.unselected)
            selections.append((namespace, selection))
            let interfaceClasses = Set(config.namespace(named: namespace.name)!.interfaceClasses)
            for (name, kind) in selection.classes.map({ ($0.name, SwiftType.Kind.object) })
                + selection.interfaces.map({ ($0.name, interfaceClasses.contains($0.name) ? .object : .interface) }) {
                let girName = TypeName(namespace: namespace.name, name: name)
                let swiftName = try naming.claim(girName)
                swiftNames[girName] = swiftName
                surface.types.insert(girName)
                registry.register(girName, as: SwiftType(swiftName, kind: kind))
            }
        }
        var records: [(Record, TypeName, String)] = []
        for namespace in namespaces {
            let selection = try RecordSelection(namespace, entry: config.namespace(named: namespace.name)!, declarations: declarations,
                                                configFile: config.file)
            surface.skippedTypes.merge(selection.skipped) { first, _ in first }
            for record in selection.records {
                let girName = TypeName(namespace: namespace.name, name: record.name)
                let swiftName = try naming.claim(girName)
                records.append((record, girName, swiftName))
                surface.types.insert(girName)
                registry.register(girName, as: SwiftType(swiftName, kind: RecordPlan.kind(of: record) == .boxedRecord ? .boxedRecord : .structRecord))
            }
        }
        for type in config.handWrittenTypes where registry.swiftType(for: type.gir) == nil {
            registry.register(type.gir, as: type.swiftType)
        }
        // Code of another module names CombineGTK's types qualified (`CombineGTK.Window`).
        let mainNamespaces = Set(config.namespaces.filter { $0.module == nil }.map(\.name))
        let mappers = Dictionary(uniqueKeysWithValues: namespaces.map { namespace in
            let qualified = config.namespace(named: namespace.name)?.module == nil ? [] : mainNamespaces
            return (namespace.name, MemberMapper(mapper: TypeMapper(library: library, registry: registry, namespace: namespace.name, qualifiedNamespaces: qualified),
                                                 declarations: declarations))
        })
        var planner = Planner(library: library, members: mappers, config: config, swiftNames: swiftNames, surface: surface)
        let objects = planner.plan(selections)
        let recordPlans = records.map { planner.planRecord($0.0, named: $0.1, swiftName: $0.2) }
        surface = planner.surface
        files += objects.map { ObjectEmitter.emit($0, context: context($0.namespace)).inFolder($0.namespace) }
        for plan in objects where InterfaceFallbackEmitter.hasFallback(plan) {
            try naming.claim(InterfaceFallbackEmitter.swiftName(of: plan), addedTo: plan.girName)
            files.append(InterfaceFallbackEmitter.emit(plan, context: context(plan.namespace)).inFolder(plan.namespace))
        }
        files += recordPlans.map { RecordEmitter.emit($0, context: context($0.object.namespace)).inFolder($0.object.namespace) }
        enumerations = EnumerationUse.kept(enumerations, objects: objects + recordPlans.map(\.object), config: config, surface: &surface)
        files += try enumerations.sorted { $0.swiftName < $1.swiftName }.map { plan in
            let file = plan.enumeration.kind == .enumeration
                ? try EnumerationEmitter.emit(plan, context: context(plan.namespace))
                : try BitfieldEmitter.emit(plan, context: context(plan.namespace))
            return file.inFolder(plan.namespace)
        }
        files += enumerations.compactMap { ErrorDomainConformanceEmitter.emit($0, context: context($0.namespace))?.inFolder($0.namespace) }
        for (namespace, _) in selections {
            try checkEveryEntryNamesSomething(config, namespace: namespace, surface: surface, swiftNames: Set(swiftNames.values))
        }
        if let unused = config.booleanNames.first(where: { !planner.usedBooleanNames.contains($0.gir) }) {
            throw GeneratorConfigError(file: config.file, problem: "booleanNames lists \(unused.gir), which names no Boolean property the generator generates")
        }
        if let unused = config.methodNames.first(where: { !planner.usedMethodNames.contains($0.gir) }) {
            throw GeneratorConfigError(file: config.file, problem: "methodNames lists \(unused.gir), which names no method the generator generates")
        }

        // One class table and enumeration index per module, of its namespaces.
        var moduleFiles: [String: [GeneratedFile]] = [:]
        let modules = [nil] + config.namespaces.compactMap(\.module).reduce(into: [GeneratorConfig.Module]()) { if !$0.contains($1) { $0.append($1) } }
        for module in modules {
            let members = Set(namespaces.map(\.name).filter { config.namespace(named: $0)?.module == module })
            guard !members.isEmpty else { continue }
            let all = GenerationContext(combining: namespaces.filter { members.contains($0.name) }.map { context($0.name) })
            let indexes = [
                ClassIndexEmitter.emit(objects.filter { members.contains($0.namespace) }, handWritten: module == nil ? config.handWrittenTypes : [], context: all),
                EnumerationIndexEmitter.emit(enumerations.filter { members.contains($0.namespace) }.sorted { $0.swiftName < $1.swiftName }, context: all),
            ]
            if let module { moduleFiles[module.sources, default: []] += indexes } else { files += indexes }
        }
        var coverage: [CoverageReport] = []
        var testFiles: [String: [GeneratedFile]] = [:]
        for namespace in namespaces {
            let report = CoverageReport(namespace: namespace, libraryVersion: context(namespace.name).libraryVersion, surface: surface)
            coverage.append(report)
            files.append(CoverageFileEmitter.emit(report, surface: surface, context: context(namespace.name)).inFolder(namespace.name))
            let index = TestIndexEmitter.emit(objects.filter { $0.namespace == namespace.name },
                                              records: recordPlans.map(\.object).filter { $0.namespace == namespace.name }, namespace: namespace,
                                              ambiguous: Set(config.acceptedClashes.map(\.swift)), context: context(namespace.name))
            testFiles[config.namespace(named: namespace.name)!.tests, default: []].append(index)
        }
        // A namespace of another module goes to that module's folder.
        for entry in config.namespaces {
            guard let module = entry.module else { continue }
            let (moved, kept) = (files.filter { $0.path.hasPrefix("\(entry.name)/") }, files.filter { !$0.path.hasPrefix("\(entry.name)/") })
            moduleFiles[module.sources, default: []] += moved
            files = kept
        }
        files.sort { $0.path < $1.path }
        return Output(files: files, moduleFiles: moduleFiles.mapValues { $0.sorted { $0.path < $1.path } }, testFiles: testFiles, coverage: coverage,
                      notes: naming.notes)
    }

    /// Fails on a selected type the namespace does not define, a `leftOut` entry that left
    /// nothing out, or members listed for a type that is neither a generated class or
    /// interface nor a hand-written class: a misspelt name would otherwise be ignored.
    private static func checkEveryEntryNamesSomething(_ config: GeneratorConfig, namespace: Namespace, surface: GeneratedSurface,
                                                      swiftNames: Set<String>) throws {
        func fail(_ problem: String) -> GeneratorConfigError { GeneratorConfigError(file: config.file, problem: problem) }
        let entry = config.namespace(named: namespace.name)!
        for (key, names) in [("classFamilies", entry.classFamilies), ("classes", entry.classes)] {
            if let unknown = names.first(where: { namespace.class(named: $0) == nil }) {
                throw fail("\(key) lists \(unknown), which is no class of \(namespace.name)")
            }
        }
        for name in entry.interfaces {
            guard case .interface? = namespace.definition(named: name) else { throw fail("interfaces lists \(name), which is no interface of \(namespace.name)") }
        }
        for name in entry.interfaceClasses where !entry.interfaces.contains(name) {
            throw fail("interfaceClasses lists \(name), which interfaces does not list")
        }
        for name in entry.enumerations ?? [] {
            guard case .enumeration(let enumeration)? = namespace.definition(named: name), enumeration.getType != nil else {
                throw fail("enumerations lists \(name), which is no enumeration or flags type of \(namespace.name) with a GType")
            }
        }
        for leftOut in entry.leftOut {
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

/// The Swift names of the generated types, each checked once (`NameRules`) and given to one
/// GIR type only: two namespaces' types of the same name (`Gio.Application` and
/// `Gtk.Application`) stop the run until one is renamed.
struct TypeNaming {
    let config: GeneratorConfig
    private(set) var notes: [String] = []
    private var owners: [String: TypeName] = [:]

    init(config: GeneratorConfig) { self.config = config }

    mutating func claim(_ girName: TypeName) throws -> String {
        let swiftName = try NameRules.checkedName(girName, config: config, notes: &notes)
        if let owner = owners[swiftName], owner != girName {
            throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: "the generated \(owner)", config: config.file)
        }
        owners[swiftName] = girName
        return swiftName
    }

    /// Claims `swiftName` for a type the generator adds for `girName` (an interface's fallback
    /// class, `ListModelImplementation`), which no GIR type nor hand-written type may have.
    mutating func claim(_ swiftName: String, addedTo girName: TypeName) throws {
        let existing = owners[swiftName].map { "the generated \($0)" } ?? config.handWrittenType(named: swiftName).map { "the hand-written \($0.gir)" }
        if let existing {
            throw GenerationError.nameClash(gir: girName, swiftName: swiftName, existing: existing, config: config.file)
        }
        owners[swiftName] = girName
    }
}

extension GeneratedFile {
    /// The file in the folder `folder` of the output (`Gtk/Classes/Button.swift`).
    func inFolder(_ folder: String) -> GeneratedFile { GeneratedFile(path: "\(folder)/\(path)", contents: contents) }
}
