/// A class or interface with its Swift names decided and each member it declares either
/// planned (mapped, named, clear of clashes) or left out with the reason.
struct ObjectPlan {
    /// A record's plan (`RecordPlan`) is a `boxedRecord` (a class wrapping the pointer) or a
    /// `structRecord` (a struct holding the C struct), with constructors and methods only.
    enum Kind { case `class`, interface, boxedRecord, structRecord }

    let kind: Kind
    /// `Gtk.Button`.
    let girName: TypeName
    /// `Gtk`.
    var namespace: String { girName.namespace! }
    let swiftName: String
    /// The C type (`GtkButton`) and GType function (`gtk_button_get_type`).
    let cType: String
    let getType: String
    /// A class's parent wrapper (`Widget`, `Object`); an interface's prerequisite class
    /// (`Widget` for `Editable`, else `Object`).
    let base: String
    /// Protocols: the interfaces a class implements, or an interface's prerequisite interfaces.
    let protocols: [String]
    let isAbstract: Bool
    let info: ElementInfo
    /// For a class: whether it is an interface generated as a class (`interfaceClasses`).
    var isInterfaceClass = false
    var constructors: [CallablePlan] = []
    /// Whether GTK gives the class constructors, generated or hand-written (`gtk_box_new`):
    /// only then does it keep subclasses from inheriting them.
    var hasConstructors = false
    var properties: [PropertyPlan] = []
    var signals: [SignalPlan] = []
    var methods: [CallablePlan] = []

    /// Everything the plan declares, for the clash checks of the types that inherit it.
    var declaredNames: [MemberName] {
        properties.flatMap(\.names) + signals.flatMap(\.names) + methods.map(\.name)
    }
}

/// A parameter of a generated function, mapped: an argument, or an `out` parameter whose
/// value comes back in the result.
struct ParameterPlan {
    let parameter: Parameter
    /// The argument label (`"_"` for none) and the parameter name, unescaped.
    let label: String
    let name: String
    let type: SwiftType
    /// For an `out` parameter: the C type of the local passed by address (`gint`, `GtkAlign`;
    /// a pointer's ends in `?`: `UnsafeMutablePointer<CChar>?`).
    var outputCType: String? = nil
    /// What the generated call passes for a parameter that is not the Swift caller's: the
    /// cancellable, callback, user data and result of an asynchronous call (`_cancellable`).
    var cArgument: String? = nil
    /// For a byte array `out` parameter: the name of its length's (hidden) `out` parameter.
    var lengthName: String? = nil
    /// Whether this `out` parameter is an array's length, read with the array.
    var isLength = false
    /// For a callback: the closure's type and trampoline.
    var callback: CallbackPlan? = nil

    var isOutput: Bool { outputCType != nil }

    /// The declaration of the local an `out` parameter is written to.
    var outputLocal: String {
        outputCType!.hasSuffix("?") ? "var _\(name): \(outputCType!) = nil" : "var _\(name) = \(outputCType!)(0)"
    }

    /// The default argument in the Swift signature: `nil` for an optional `GCancellable`,
    /// `G_PRIORITY_DEFAULT` (0) for an `io_priority`.
    var defaultValue: String? {
        if type.isOptional && MemberNaming.isCancellable(parameter) { return "nil" }
        return parameter.name == "io_priority" && type.name == "Int" ? "0" : nil
    }
}

/// A method or constructor that maps.
struct CallablePlan {
    let callable: Callable
    /// `setSizeRequest(width:height:)`, `init(label:)`.
    let name: MemberName
    /// Every parameter, in the C function's order.
    let arguments: [ParameterPlan]
    /// `Void` for none.
    let result: SwiftType

    /// Whether the C function reports failure through a trailing `GError **`: the Swift
    /// function `throws(GLibError)`.
    var isThrowing: Bool { callable.isThrowing }

    /// For an asynchronous call (`x_async`): its `x_finish`, whose result is the Swift result.
    var finish: CallablePlan? {
        get { finishStorage.first }
        set { finishStorage = newValue.map { [$0] } ?? [] }
    }
    /// An array: a struct cannot hold an optional of itself.
    fileprivate(set) var finishStorage: [CallablePlan] = []

    /// The Swift parameters: the C function's, less its `out` ones and those the call fills in.
    var parameters: [ParameterPlan] { arguments.filter { !$0.isOutput && $0.cArgument == nil } }
    /// The `out` parameters, whose values the Swift function returns after its result
    /// (an array's length goes with the array).
    var outputs: [ParameterPlan] { arguments.filter { $0.isOutput && !$0.isLength } }

    /// The Swift result: the C result, or with `out` parameters a tuple of them (after the C
    /// result, labelled `result`, when there is one); nil for none.
    var swiftResult: String? {
        if let finish { return finish.swiftResult }
        let elements = (result.kind == .void ? [] : [("result", result)]) + outputs.map { ($0.name, $0.type) }
        switch elements.count {
        case 0: return nil
        case 1: return elements[0].1.description
        default: return "(" + elements.map { "\(SwiftName.escaped($0.0)): \($0.1)" }.joined(separator: ", ") + ")"
        }
    }
}

/// A property with the parts that map: a Swift property (through its C accessors when the
/// GIR names them), and for types with a `GValue` conversion a key, a publisher and, when
/// settable, a binder and, when also readable, the two-way bindings (`bindActive(to:)`).
struct PropertyPlan {
    let property: Property
    /// The Swift property's name, unescaped: `marginStart`, `isVisible` (a Boolean's, see
    /// `MemberNaming.booleanProperty(_:)`).
    let swiftName: String
    /// GTK's word, unescaped (`marginStart`, `visible`): the stem of the publisher, binder,
    /// key and bindings.
    let word: String
    /// The Swift property's type: the getter's result when there is one (its nullability
    /// is the one the GIR states), else the property's type (strings and objects optional).
    let type: SwiftType
    /// The key's value type: `type`, objects always optional (a `GValue` may hold NULL).
    let keyType: SwiftType?
    /// The C accessors used, when they map.
    var getter: CallablePlan?
    var setter: CallablePlan?
    var hasVariable: Bool
    var isVariableSettable: Bool
    var hasKey: Bool
    var hasPublisher: Bool
    var hasBinder: Bool
    /// Whether the Swift property is also declared under GTK's word, deprecated (renamed
    /// to `swiftName`): a Boolean's name before Swift's naming rule, kept one release.
    var hasForwarder: Bool
    /// Whether the two-way bindings are declared: `bindActive(to:)` for a subject and for an
    /// `@Published` property, `bindActive(to:_:publisher:)` for a key path.
    var hasBindings: Bool

    var variableName: MemberName { MemberName(swiftName) }
    var publisherName: MemberName { MemberName("\(word)Publisher") }
    var binderName: MemberName { MemberName("\(word)Binder") }
    var keyName: MemberName { MemberName("\(word)Property") }
    /// The deprecated forwarder's name: GTK's word.
    var forwarderName: MemberName { MemberName(word) }
    /// `bindActive(to:)`: the subject's and the `@Published` property's form.
    var bindingName: MemberName { MemberName("bind\(word.prefix(1).uppercased())\(word.dropFirst())", labels: ["to"]) }

    var names: [MemberName] {
        (hasVariable ? [variableName] : []) + (hasPublisher ? [publisherName] : [])
            + (hasBinder ? [binderName] : []) + (hasKey ? [keyName] : []) + (hasForwarder ? [forwarderName] : [])
            + (hasBindings ? [bindingName] : [])
    }
    var isEmpty: Bool { names.isEmpty }
}

/// A signal with the parts that map: a publisher of its arguments (one argument: that
/// value; several: a generated `…Arguments` struct), and for signals whose handler returns
/// a value, a handler API (`onCloseRequest { … }`); the publisher then only observes (its
/// handler returns `false`/0, GTK's "not handled").
struct SignalPlan {
    struct Argument {
        let parameter: Parameter
        /// `nPress`, unescaped.
        let name: String
        let type: SwiftType
    }

    let signal: Signal
    /// `rowActivated`.
    let baseName: String
    let arguments: [Argument]
    /// nil when the handler returns nothing.
    let result: SwiftType?
    var hasPublisher: Bool
    var hasHandler: Bool

    var publisherName: MemberName { MemberName("\(baseName)Publisher") }
    var handlerName: MemberName { MemberName("on\(baseName.prefix(1).uppercased())\(baseName.dropFirst())", labels: ["_"]) }
    /// `RowActivatedArguments`, for signals with several arguments.
    var argumentsTypeName: String? {
        arguments.count > 1 ? "\(baseName.prefix(1).uppercased())\(baseName.dropFirst())Arguments" : nil
    }

    var names: [MemberName] {
        (hasPublisher ? [publisherName] : []) + (hasHandler ? [handlerName] : [])
            + (hasPublisher ? argumentsTypeName.map { [MemberName($0)] } ?? [] : [])
    }
    var isEmpty: Bool { !hasPublisher && !hasHandler }
}
