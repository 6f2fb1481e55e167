import CGtk

/// A GObject signal declared in Swift by an ``ObjectSubclass``, with typed arguments: made in
/// the type's `class_init` from its `signals` list (`G_SIGNAL_RUN_LAST`, no return value),
/// emitted from Swift with ``emit(on:_:)``, connectable with ``Object/signalPublisher(_:)``,
/// `g_signal_connect`, and a `.ui` file's `<signal>`.
///
/// ```swift
/// final class TaskItem: Object, ObjectSubclass {
///     static let renamed = SubclassSignal<String, Int>("renamed")
///     static let signals: [any AnySubclassSignal] = [renamed]
///     …
/// }
/// TaskItem.renamed.emit(on: task, "New title", 2)
/// task.signalPublisher(TaskItem.renamed).sink { title, revision in … }
/// ```
///
/// Arguments are `Bool`, `Int` (`gint64`), `Double`, `String`, `Float`, `Int32`, `UInt32`,
/// `Int64`, `UInt64`, or a generated enumeration or flags type (`Orientation`, `StateFlags`).
public struct SubclassSignal<each Argument: GValueConvertible>: AnySubclassSignal {
    /// The signal's name.
    public let name: String

    /// The signal `name`; declare it in the type's `signals` too, which installs it.
    public init(_ name: String) {
        self.name = name
    }

    /// The Swift types of its arguments, in order.
    public var argumentTypes: [any GValueConvertible.Type] {
        var types: [any GValueConvertible.Type] = []
        for type in repeat (each Argument).self { types.append(type) }
        return types
    }

    /// Emits the signal on `object` with `arguments` (`g_signal_emitv`): its handlers run
    /// before this returns. `object` must be of a type that declared it.
    @MainActor
    public func emit(on object: Object, _ arguments: repeat each Argument) {
        var values: [GValue] = [GValue()]
        g_value_init(&values[0], cgtk_object_type(object.objectPointer))
        g_value_set_object(&values[0], object.objectPointer)
        for argument in repeat each arguments {
            var value = GValue()
            g_value_init(&value, SignalArgumentType.of(type(of: argument)))
            argument.store(in: &value)
            values.append(value)
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let id = g_signal_lookup(name, cgtk_object_type(object.objectPointer))
        guard id != 0 else {
            preconditionFailure("CombineGTK: \(object.typeName) has no signal named \"\(name)\" (list it in the type's `signals`)")
        }
        g_signal_emitv(values, id, 0, nil)
    }
}
