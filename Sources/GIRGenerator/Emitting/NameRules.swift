/// How clashes between generated type names and the names users already see are settled.
///
/// - A GIR type is generated under GTK's name (`Gtk.Align` → `Align`), unless
///   `typeRenames` says otherwise. Nothing is renamed silently: a name that clashes with a
///   public type of the hand-written CombineGTK sources, CombineGTKCore, or OpenCombine
///   (both re-exported by `import CombineGTK`) stops generation with a message naming both,
///   until a rename is added here.
/// - A clash with a module CombineGTK does not re-export keeps GTK's name and is listed in
///   `acceptedClashes`: users who import both modules write `CombineGTK.Unit` where a bare
///   name is ambiguous.
public enum NameRules {
    /// Qualified GIR name → Swift name.
    public static let typeRenames: [TypeName: String] = [
        // `Range` would hide Swift's own `Range` in every file that imports CombineGTK.
        TypeName(namespace: "Gtk", name: "Range"): "RangeWidget",
    ]

    /// Types of the Swift standard library a generated name must not hide (a module's
    /// declarations shadow the standard library's for its importers).
    public static let standardLibraryTypes: Set<String> = [
        "Array", "Bool", "Character", "Collection", "Dictionary", "Double", "Error", "Float", "Int", "Never",
        "Optional", "Range", "Result", "Sequence", "Set", "String", "Substring", "Unicode", "Duration", "Clock", "Task",
    ]

    /// GIR types that hand-written CombineGTK code wraps: they map to these Swift types.
    public static let handWrittenTypes: [TypeName: SwiftType] = [
        TypeName(namespace: "GObject", name: "Object"): SwiftType("Object", kind: .object),
        TypeName(namespace: "Gtk", name: "Application"): SwiftType("Application", kind: .object),
        TypeName(namespace: "Gio", name: "SimpleAction"): SwiftType("SimpleAction", kind: .object),
        TypeName(namespace: "Gdk", name: "ModifierType"): SwiftType("KeyModifiers", kind: .flags),
    ]

    /// Enumerations and flags of namespaces this generator does not generate yet, which
    /// hand-written API takes: generated with the namespace's own, under their GIR name
    /// (`Gio.ApplicationFlags` → `ApplicationFlags`), so no hand-written file copies them.
    public static let borrowedEnumerations: [TypeName] = [
        TypeName(namespace: "Gio", name: "ApplicationFlags"),
    ]

    /// Swift names kept although another module users commonly import declares them too.
    public static let acceptedClashes: [String: String] = [
        "Unit": "Foundation.Unit (a class); with both imported, write CombineGTK.Unit",
        "Calendar": "Foundation.Calendar (a struct); with both imported, write CombineGTK.Calendar",
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

    /// The Swift name for the GIR type `name` (qualified).
    public static func swiftName(for name: TypeName) -> String {
        typeRenames[name] ?? name.name
    }
}
