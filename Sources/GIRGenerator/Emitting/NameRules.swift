/// How clashes between generated type names and the names users already see are settled.
///
/// A GIR type is generated under GTK's name (`Gtk.Align` → `Align`) unless the config
/// renames it. Nothing is renamed silently: a name that is a hand-written type the config
/// lists, a type of OpenCombine (re-exported by `import CombineGTK`) or of the standard
/// library, or a type another generated namespace already has, stops generation with a
/// message naming both, until a rename is declared. A clash with a hand-written type the
/// config does not list is the compiler's "invalid redeclaration". A clash with a module
/// CombineGTK does not re-export keeps GTK's name when the config accepts it
/// (`acceptedClashes`): users who import both modules write `CombineGTK.Unit` where a bare
/// name is ambiguous. So does one with OpenCombine the config accepts (`Gio.Cancellable`):
/// a module's own declaration shadows the one it re-exports, so under `import CombineGTK`
/// `Cancellable` is Gio's; a file that imports OpenCombine too names the type it means
/// (`OpenCombine.Cancellable`) where a type is looked up.
///
/// The two lists here are facts about other modules, not choices of this project: they stay
/// in code, and only here.
public enum NameRules {
    /// Types of the Swift standard library a generated name must not hide (a module's
    /// declarations shadow the standard library's for its importers).
    public static let standardLibraryTypes: Set<String> = [
        "Array", "Bool", "Character", "Collection", "Dictionary", "Double", "Error", "Float", "Int", "Never",
        "Optional", "Range", "Result", "Sequence", "Set", "String", "Substring", "Unicode", "Duration", "Clock", "Task",
    ]

    /// The top-level public types of OpenCombine 0.14.0 (the pinned version).
    public static let openCombineTypes: Set<String> = [
        "AnyCancellable", "AnyPublisher", "AnySubscriber", "AsyncPublisher", "AsyncThrowingPublisher",
        "Cancellable", "CombineIdentifier", "ConnectablePublisher", "CurrentValueSubject",
        "CustomCombineIdentifierConvertible", "Deferred", "Empty", "Fail", "Future", "ImmediateScheduler",
        "Just", "ObservableObject", "ObservableObjectPublisher", "PassthroughSubject", "Published",
        "Publisher", "Publishers", "Record", "Scheduler", "SchedulerTimeIntervalConvertible", "Subject",
        "Subscriber", "Subscribers", "Subscription", "Subscriptions", "TopLevelDecoder", "TopLevelEncoder",
    ]

    /// The Swift name for `girName` (the config's rename, else GTK's), checked against the
    /// names users already see; an accepted clash adds a note.
    static func checkedName(_ girName: TypeName, config: GeneratorConfig, notes: inout [String]) throws -> String {
        let swiftName = config.swiftName(for: girName)
        func clash(_ existing: String) -> GenerationError {
            .nameClash(gir: girName, swiftName: swiftName, existing: existing, config: config.file)
        }
        if let type = config.handWrittenType(named: swiftName) {
            throw clash("the hand-written \(type.gir) (\(config.file), handWrittenTypes)")
        }
        if standardLibraryTypes.contains(swiftName) { throw clash("the Swift standard library") }
        if let accepted = config.acceptedClashes.first(where: { $0.swift == swiftName }) {
            notes.append("\(girName) is generated as \(swiftName), as is \(accepted.reason)")
            return swiftName
        }
        if openCombineTypes.contains(swiftName) { throw clash("OpenCombine") }
        return swiftName
    }
}
