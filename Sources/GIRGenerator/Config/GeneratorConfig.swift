/// The generator's declared input, `Generator.json` at the package's top level: what is
/// generated from which GIR, what hand-written code provides instead, and every exception
/// with its reason. The generator decides nothing by reading hand-written Swift sources.
///
/// In the spirit of gtk-rs/gir's `Gir.toml` (`library`/`version`, `generate`, `manual`,
/// `ignore`), as JSON so Foundation's decoder reads it. The keys (ARCHITECTURE.md, "The
/// generator's config", says the same for readers of the file):
///
/// - `about`: a sentence for readers of the file (JSON has no comments); not read.
/// - `output`: `sources`, the folder the generated files go to, relative to the config
///   file: a folder per namespace (`Gtk/`, `Gio/`, each with its `Coverage.md`) and the
///   indexes of all of them (`GeneratedClasses.swift`, `GeneratedEnumerations.swift`);
///   `linesPerFile` (default 1,500), about how many lines of generated types one file
///   holds (`SourceBundler` says why they are not one file per type).
/// - `namespaces`: the GIR namespaces generated, each with its `version` and `tests`, the
///   folder its tests' index goes to; what is selected (`classFamilies`: roots whose
///   subclasses all are; `classes`; `interfaces`, besides the ones selected classes
///   implement; `interfaceClasses`, interfaces no public class implements, generated as a
///   class whose initializers are their `new_…` functions (`Gio.File`: `File(path:)`);
///   `records`, records with a GType, as classes or by value; `enumerations`:
///   absent, every enumeration and flags type with a GType, or a list, those and the ones
///   a generated member uses); `booleanForwarders`, whether
///   Boolean properties the naming rule renamed keep their old name one release, deprecated
///   (GTK's, not Gio's, which had none); and `leftOut`, types or
///   members not generated, each with its `reason` (a left-out getter is not its property's
///   accessor either) (`"Gtk.Widget"`, `"Gtk.Widget.show"`,
///   `"Gtk.Widget:halign"`, `"Gtk.Widget::destroy"`, as `Coverage.md` writes them). A type
///   of one namespace used by another maps to its generated Swift type. `module`: the Swift
///   module a namespace goes to when not CombineGTK (`name`, `sources`, `cModule`: libadwaita's
///   `Adw` to CombineAdw), with its own class table and enumeration index; `swiftNamespace`:
///   the Swift type its types nest in (`Adw`: `Adw.HeaderBar`), whose `initialize()` every
///   generated constructor calls.
/// - `handWrittenTypes`: the GIR types generated code maps to a hand-written Swift type
///   (`gir`, `swift`, `kind`: `class`, `interface`, `enumeration`, `flags` or `boxed`, and `cType`).
///   The hand-written classes go into the class table `WrapperClass` reads, and generated
///   code may use these types (`scripts/check-layers` reads this list).
/// - `handWrittenMembers`: by Swift type, the hand-written members a generated member of
///   the same name steps aside for (Swift's spelling: `text` for a property, `init(_:)`,
///   `addController(_:)`); the GIR member then counts as hand-written in the coverage.
///   Only members a generated one would clash with need to be listed: a clash with a member
///   not listed is the compiler's "invalid redeclaration" (or "overriding declaration
///   requires an 'override' keyword"), which says what to add here.
/// - `renames`: GIR types generated under another Swift name, with the `reason`.
/// - `booleanNames`: Boolean properties (`"Gtk.Widget:hexpand"`) whose Swift property is
///   not named by the rule (`MemberNaming.booleanProperty(_:)`), with the name and the
///   `reason`; publishers, binders and keys keep GTK's word anyway.
/// - `methodNames`: methods (`"Gtk.Widget.is_visible"`) generated under another base name
///   (`isEffectivelyVisible`) because theirs is taken, with the `reason`.
/// - `acceptedClashes`: Swift names kept although a module users commonly import (not
///   re-exported by CombineGTK) declares them too, with the `reason`.
///
/// A generated type name must not be a hand-written type listed here, a type of
/// OpenCombine or of the standard library (`NameRules`): generation stops with a message
/// until a rename is declared. A hand-written type that is not listed is found by the
/// compiler ("invalid redeclaration") instead.
public struct GeneratorConfig: Sendable, Equatable {
    /// Where the generated files go, relative to the config file.
    public struct Output: Sendable, Equatable {
        /// The generated library sources (`Sources/CombineGTK/Generated`).
        public var sources: String
        /// About how many lines a file of generated types holds (`SourceBundler`); the
        /// written files only, never what `Generator.run` returns.
        public var linesPerFile: Int

        public init(sources: String, linesPerFile: Int = 1_500) {
            self.sources = sources
            self.linesPerFile = linesPerFile
        }
    }

    /// The file the config was read from, for messages (`"Generator.json"`).
    public var file: String
    /// Where the generated files go.
    public var output: Output
    /// The namespaces generated, each with what of it.
    public var namespaces: [NamespaceEntry]
    /// The GIR types generated code maps to hand-written Swift types.
    public var handWrittenTypes: [HandWrittenType]
    /// Swift type name → the hand-written members generated ones step aside for.
    public var handWrittenMembers: [String: Set<MemberName>]
    /// GIR types generated under another Swift name.
    public var renames: [Rename]
    /// Boolean properties named other than by the rule.
    public var booleanNames: [BooleanName]
    /// Methods named other than by GTK's name.
    public var methodNames: [MethodName]
    /// Generated names kept although a module users commonly import declares them too.
    public var acceptedClashes: [AcceptedClash]

    /// A config in code (the tests'); `load(_:)` reads `Generator.json`.
    public init(file: String = "Generator.json", output: Output, namespaces: [NamespaceEntry], handWrittenTypes: [HandWrittenType] = [],
                handWrittenMembers: [String: Set<MemberName>] = [:], renames: [Rename] = [], booleanNames: [BooleanName] = [],
                acceptedClashes: [AcceptedClash] = [], methodNames: [MethodName] = []) {
        self.file = file
        self.output = output
        self.namespaces = namespaces
        self.handWrittenTypes = handWrittenTypes
        self.handWrittenMembers = handWrittenMembers
        self.renames = renames
        self.booleanNames = booleanNames
        self.methodNames = methodNames
        self.acceptedClashes = acceptedClashes
    }

    /// The entry of the namespace `name` (`"Gio"`), if the config generates it.
    public func namespace(named name: String) -> NamespaceEntry? {
        namespaces.first { $0.name == name }
    }

    /// Why the type or member `key` (`"Gio.Menu"`, `"Gtk.Widget:halign"`) is left out, by the
    /// entry of its namespace; nil when it is not.
    public func leftOutReason(_ key: String) -> String? {
        let namespace = key.prefix { $0 != "." }
        return self.namespace(named: String(namespace))?.leftOutReason(key)
    }

    /// The Swift name for the GIR type `name` (qualified): GTK's, unless renamed, nested in
    /// its namespace's `swiftNamespace` (`Adw.HeaderBar`), as code outside that type names it.
    public func swiftName(for name: TypeName) -> String {
        let swiftName = renames.first { $0.gir == name }?.swift ?? name.name
        guard let namespace = name.namespace, let outer = self.namespace(named: namespace)?.swiftNamespace else { return swiftName }
        return "\(outer).\(swiftName)"
    }

    /// The hand-written type named `swiftName`, if the config lists one.
    public func handWrittenType(named swiftName: String) -> HandWrittenType? {
        handWrittenTypes.first { $0.swift == swiftName }
    }

    /// Throws the first problem the config shows by itself (the GIR shows the others when the
    /// generator runs): no namespace, an entry listed twice, a member left out under another
    /// namespace's entry.
    func validate() throws(GeneratorConfigError) {
        func fail(_ problem: String) -> GeneratorConfigError { GeneratorConfigError(file: file, problem: problem) }
        guard !namespaces.isEmpty else {
            throw fail("namespaces lists no namespace")
        }
        for entry in namespaces {
            if entry.swiftNamespace != nil, entry.module == nil {
                throw fail("\(entry.name) has a swiftNamespace but no module: the namespace's enum is declared by hand in a module of its own")
            }
            if let module = entry.module, module.sources == output.sources {
                throw fail("the module of \(entry.name), \(module.name), has the sources folder of output.sources")
            }
            if let other = entry.leftOut.first(where: { !$0.name.hasPrefix("\(entry.name).") }) {
                throw fail("leftOut of \(entry.name) lists \(other.name), which is not of \(entry.name)")
            }
        }
        // Typed up front: inferring this literal's type took the compiler seconds.
        let lists: [(label: String, names: [String])] = [("namespaces", namespaces.map(\.name)), ("handWrittenTypes (gir)", handWrittenTypes.map(\.gir.description)),
                               ("handWrittenTypes (swift)", handWrittenTypes.map(\.swift)), ("renames", renames.map(\.gir.description)),
                               ("booleanNames", booleanNames.map(\.gir)), ("methodNames", methodNames.map(\.gir)), ("acceptedClashes", acceptedClashes.map(\.swift)),
                               ("leftOut", namespaces.flatMap(\.leftOut).map(\.name)),
                               ("records", namespaces.flatMap { entry in entry.records.map { "\(entry.name).\($0)" } })]
        for (label, names) in lists {
            if let twice = Dictionary(grouping: names, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
                throw fail("\(label) lists \(twice) twice")
            }
        }
    }
}
