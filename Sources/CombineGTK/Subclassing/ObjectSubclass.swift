import CGtk

/// A Swift class that is a GObject type of its own: GTK, GtkBuilder and C see its instances
/// as `typeName`, and they carry the Swift class's state.
///
/// ```swift
/// final class TaskItem: Object, ObjectSubclass {
///     static let typeName = "TaskItem"
///     static let properties: [SubclassProperty<TaskItem>] = [
///         .string("title", \.title),
///         .bool("done", \.isDone),
///     ]
///     @Notifying var title = ""
///     @Notifying var isDone = false
/// }
/// let task = TaskItem()        // g_object_new(TaskItem.registeredType)
/// ```
///
/// - **The type.** Registered once, on first use of ``RegisteredObjectType/registeredType`` (``init()``,
///   ``register()``), thread-safely, with `g_type_register_static`: named `typeName`, derived
///   from the Swift superclass's GType (`Object`'s, `Box`'s, or another `ObjectSubclass`'s). A
///   name GLib already has (a C type, another Swift class) stops the program naming both, as
///   does a parent GLib marks final (`G_TYPE_FLAG_FINAL`; no GTK 4.8 type is). Register before GtkBuilder reads
///   `<object class="TaskItem">`: it looks types up by name.
/// - **Instances.** `TaskItem()` in Swift and `g_object_new` from C (GtkBuilder's
///   `<object>`) both make one Swift instance per GObject, in the GObject's `instance_init`,
///   through `init(adopting:)`: declare stored properties with initial values and no
///   designated initializer (a convenience one may set them after `self.init()`), as C passes
///   no arguments. `Object.wrapper(retaining:)` finds that instance for the pointer.
/// - **Lifetime.** The instance and its GObject live exactly as long as each other: the
///   instance holds a toggle reference, and is held while C holds the GObject too (a
///   container, a list store), so its state survives with no Swift variable; the GObject is
///   finalized once, after the instance's `deinit`. When C lets go last, GObject's dispose
///   runs before the instance goes, with its state (``OverridesDispose``).
/// - **Properties.** ``properties`` are installed as `GParamSpec`s; see ``SubclassProperty``
///   and ``Notifying``. **Signals.** ``signals`` are made with the class; see
///   ``SubclassSignal``.
/// - Declare the class `final`: `properties` names `Self`. Its `gType` is ``RegisteredObjectType/registeredType``,
///   so `Builder.object(_:as:)` and object properties check for the Swift type itself.
@MainActor
public protocol ObjectSubclass: RegisteredObjectType {
    /// The GType name: unique in the process, 3 characters or more, letters, digits, `-`, `_`
    /// and `+`, starting with a letter (`"TaskItem"`; prefix it as C libraries do: `"MyAppTask"`).
    nonisolated static var typeName: String { get }

    /// The GObject properties of the type, installed in its class in this order. None by default.
    static var properties: [SubclassProperty<Self>] { get }

    /// The signals of the type (``SubclassSignal``), made in its class. None by default.
    static var signals: [any AnySubclassSignal] { get }
}

extension ObjectSubclass {
    /// No properties.
    public static var properties: [SubclassProperty<Self>] { [] }

    /// No signals.
    public static var signals: [any AnySubclassSignal] { [] }

    /// The type's registration: registers it on first use (read it as ``RegisteredObjectType/registeredType``).
    public nonisolated static var registration: SwiftTypeRegistration {
        SwiftTypeRegistration(gType: SubclassRegistry.type(of: Self.self))
    }

    /// Registers the type now (once): before GtkBuilder or C look it up by name.
    public nonisolated static func register() {
        _ = registeredType
    }

    /// A new instance: `g_object_new` of the registered type, wrapped by this Swift object.
    /// The reference `g_object_new` returns is dropped (a floating one sunk first): the
    /// instance's own keeps the GObject, unless GTK owns that one (a new window, which
    /// `gtk_window_destroy` releases). Then its template is built (``CompositeTemplate``) and
    /// its `constructed()` called (``OverridesConstructed``).
    public init() {
        self.init(adopting: Self.newObject())
        finishNewObject()
    }
}
