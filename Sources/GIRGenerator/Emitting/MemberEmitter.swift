/// The members of a planned class or interface, as the lines of its extension: constructors,
/// then properties (Swift property, publisher, binder, key), signals (publisher, handler),
/// methods. Each has GTK's first paragraph of documentation; publishers and binders state
/// their contract.
struct MemberEmitter {
    let plan: ObjectPlan
    let namespace: String
    /// What a constructor calls first: the namespace's initialization (`Adw.initialize()`,
    /// hand-written beside the namespace's type), for a namespace nested in one.
    var initializer: String? = nil

    /// How the type's own static members are named in its extension: the class, or `Self`
    /// in a protocol extension.
    private var owner: String { plan.kind == .class ? plan.swiftName : "Self" }

    static let propertyPublisherContract = [
        "- Current value on subscription, then every change, programmatic ones included; no",
        "  duplicates; finishes when the object is finalized; never fails; main thread (see",
        "  `PropertyPublisher`).",
    ]
    static let signalPublisherContract = [
        "- No initial value; finishes when the object is finalized; never fails; main thread (see",
        "  `SignalPublisher`).",
    ]
    static let binderContract = [
        "- Sets the property only when the value differs; holds the object weakly; applies on",
        "  the main thread (see `propertyBinder(_:)`).",
    ]

    /// The extension's lines, one level in.
    var body: [String] {
        var lines: [String] = []
        func section(_ entries: [[String]]) {
            for entry in entries where !entry.isEmpty {
                if !lines.isEmpty { lines.append("") }
                lines += entry
            }
        }
        section(plan.properties.flatMap(property))
        section(plan.signals.flatMap(signal))
        section(plan.methods.map(method))
        return lines
    }

    /// Declarations that cannot be nested in a protocol extension: an interface's signal
    /// argument structs.
    var topLevel: [String] {
        guard plan.kind == .interface else { return [] }
        return plan.signals.filter(\.hasPublisher).compactMap(argumentsStruct).flatMap { [""] + $0 }
    }

    // MARK: Documentation

    /// GTK's first paragraph of `raw`, then `extra`; `fallback` when GTK says nothing (no
    /// doc, or only an image), so every public symbol has a comment; then, for a namespace
    /// whose members say it (libadwaita's), the version that added `element`.
    func doc(_ raw: String?, _ extra: [String] = [], fallback: String? = nil, element: ElementInfo? = nil) -> [String] {
        var summary = DocComment.lines(for: raw, in: namespace)
        if summary.isEmpty, let fallback { summary = [fallback] }
        let paragraphs = summary + (extra.isEmpty || summary.isEmpty ? [] : [""]) + extra
            + (element.map { DocComment.since($0, in: namespace) } ?? [])
        return paragraphs.map { $0.isEmpty ? "///" : "/// \($0)" }
    }

    // MARK: Callables

    func parameterList(_ parameters: [ParameterPlan]) -> String {
        parameters.map { parameter in
            let name = SwiftName.escaped(parameter.name)
            let label = parameter.label == "_" ? "_" : SwiftName.escaped(parameter.label)
            let head = parameter.label == parameter.name ? name : "\(label) \(name)"
            return "\(head): \(RecordConversion.isInout(parameter) ? "inout " : "")\(parameter.callback == nil || parameter.type.isOptional ? "" : "@escaping ")\(parameter.type)\(parameter.defaultValue.map { " = \($0)" } ?? "")"
        }.joined(separator: ", ")
    }

    /// The C call, with `cPointer()` first for methods; wrapped in `withCStrings` when a
    /// string array is passed, and in `withCPointer` for each boxed value.
    /// `values` stands in for the parameters (a setter passes `newValue`, of the property's
    /// type).
    func call(_ callable: CallablePlan, instance: Bool, values: [(String, SwiftType)]? = nil) -> (expression: String, wrap: (String) -> String) {
        let values = values ?? callable.parameters.map { (SwiftName.escaped($0.name), $0.type) }
        let names = values.map(\.0)
        let structInstance = instance && plan.kind == .structRecord
        var arguments = instance ? [structInstance ? RecordConversion.instanceName : instanceArgument(callable)] : []
        var inputs = zip(callable.parameters, values).makeIterator()
        for argument in callable.arguments {
            if let special = argument.cArgument {
                arguments.append(special)
            } else if argument.outputCType == OutputMapping.objectLocal {
                arguments.append("objectOutput(_\(argument.name)Address)")
            } else if argument.isOutput {
                arguments.append("&_\(argument.name)")
            } else if let (parameter, value) = inputs.next() {
                if let callback = parameter.callback {
                    // nil removes the callback: no function, no data, no destroy notify.
                    arguments.append(callback.isOptional ? "\(value.0) == nil ? nil : \(callback.trampoline)" : callback.trampoline)
                    continue
                }
                arguments.append(Conversion.argument(value.0, value.1, transfer: parameter.parameter.transfer,
                                                     parameter: parameter.parameter.name, call: callable.callable.cIdentifier!))
            }
        }
        if callable.isThrowing { arguments.append("_error") }
        let expression = "\(callable.callable.cIdentifier!)(\(arguments.joined(separator: ", ")))"
        let lent = zip(callable.parameters, names).filter { $0.0.type.kind == .boxed }.map(\.1)
        let lend: (String) -> String = { call in lent.reversed().reduce(call) { Conversion.lending($1, to: $0) } }
        let index = callable.parameters.firstIndex { $0.type.kind == .stringArray }
        let mutating = structInstance ? RecordConversion.isMutating(callable, of: plan) : nil
        var wrapped: (String) -> String = { call in
            // Outside `withCStrings`, whose closure's `$0` a closure with named parameters would hide.
            let strings = index.map { "withCStrings(\(names[$0])) { \(call) }" } ?? call
            return RecordConversion.wrap(lend(strings), parameters: callable.parameters, values: values, instance: mutating)
        }
        for parameter in callable.parameters where parameter.callback?.scope == .call {
            wrapped = { [wrapped] in "CallbackData.during(ClosureBox(\(SwiftName.escaped(parameter.name)))) { _\(parameter.name)Data in \(wrapped($0)) }" }
        }
        for output in callable.arguments where output.outputCType == OutputMapping.objectLocal {
            wrapped = { [wrapped] in "withUnsafeMutablePointer(to: &_\(output.name)) { _\(output.name)Address in \(wrapped($0)) }" }
        }
        return (expression, callable.isThrowing ? { [wrapped] in ThrowingCall.checked(wrapped($0)) } : wrapped)
    }

    /// The constructors, for the class's body: a convenience initializer declared in an
    /// extension could not be declared again, with the same name, by a subclass.
    var constructors: [String] {
        var lines: [String] = []
        for entry in plan.constructors.map(constructor) {
            if !lines.isEmpty { lines.append("") }
            lines += entry
        }
        return lines
    }

    private func constructor(_ callable: CallablePlan) -> [String] {
        let (expression, wrap) = call(callable, instance: false)
        let lines = doc(callable.callable.info.doc, ["\(DocComment.owner(of: namespace)) `\(callable.callable.cIdentifier!)`."] + ThrowingCall.doc(callable), element: callable.callable.info)
        if plan.kind == .boxedRecord || plan.kind == .structRecord {
            return ThrowingCall.constructor(RecordEmitter.constructor(callable, of: plan, parameters: parameterList(callable.parameters),
                                                                      expression: ThrowingCall.marker(callable) + wrap(expression), doc: lines), callable)
        }
        let adopt = callable.callable.returnValue.transfer == .full ? "adopting" : "retaining"
        return lines + [
            "public convenience init(\(parameterList(callable.parameters)))\(ThrowingCall.effects(callable)) {",
        ] + (initializer.map { ["    \($0)"] } ?? []) + [
            "    \(ThrowingCall.marker(callable))self.init(\(adopt): gObject(\(wrap(expression))))",
            "}",
        ]
    }

    private func method(_ callable: CallablePlan) -> [String] {
        if callable.finish != nil { return AsyncMethodEmitter(members: self).method(callable) }
        let isStatic = callable.callable.kind == .function
        let (expression, wrap) = call(callable, instance: !isStatic)
        let name = SwiftName.escaped(callable.name.base)
        let getterLike = ["get_", "is_", "has_", "should_", "can_"].contains { callable.callable.name.hasPrefix($0) }
        var lines = doc(callable.callable.info.doc, ["\(DocComment.owner(of: namespace)) `\(callable.callable.cIdentifier!)`."] + ThrowingCall.doc(callable), element: callable.callable.info)
        if callable.swiftResult != nil && !getterLike { lines.append("@discardableResult") }
        let modifier = isStatic ? "static " : RecordConversion.isMutating(callable, of: plan) ? "mutating " : ""
        let signature = "public \(modifier)func \(name)(\(parameterList(callable.parameters)))\(ThrowingCall.effects(callable))\(callable.swiftResult.map { " -> \($0)" } ?? "")"
        let body = statements(callable, expression: expression, wrap: wrap)
        if body.count == 1 {
            lines.append("\(signature) { \(body[0]) }")
            return lines
        }
        return lines + ["\(signature) {"] + body.map { "    \($0)" } + ["}"]
    }

    /// The statements of a function that makes the C call `expression` (as `wrap`s it) and
    /// returns its Swift result: one expression, or with `out` parameters the locals passed
    /// by address, the call, and the values returned after the C result.
    func statements(_ callable: CallablePlan, expression: String, wrap: (String) -> String) -> [String] {
        let result = callable.result
        let tryMarker = ThrowingCall.marker(callable)
        let outputs = callable.arguments.filter(\.isOutput)
        guard !outputs.isEmpty else {
            let value = result.kind == .void ? wrap(expression)
                : wrap(Conversion.result(expression, result, transfer: callable.callable.returnValue.transfer))
            return ["\(tryMarker)\(value)"]
        }
        var lines = outputs.map { $0.type.kind == .structRecord ? RecordConversion.outputLocal($0) : $0.outputLocal }
        var values = callable.outputs.map { output in
            output.lengthName.map { "swiftBytes(taking: _\(output.name), count: _\($0))" }
                ?? (output.type.kind == .structRecord ? RecordConversion.outputValue(output)
                    : Conversion.result("_\(output.name)", output.type, transfer: Self.outputTransfer(output)))
        }
        if result.kind == .void {
            lines.append("\(tryMarker)\(wrap(expression))")
        } else {
            lines.append("let _result = \(tryMarker)\(wrap(expression))")
            values.insert(Conversion.result("_result", result, transfer: callable.callable.returnValue.transfer), at: 0)
        }
        lines.append(values.count == 1 ? "return \(values[0])" : "return (\(values.joined(separator: ", ")))")
        return lines
    }

    // MARK: Properties

    private func property(_ property: PropertyPlan) -> [[String]] {
        var entries: [[String]] = []
        let name = SwiftName.escaped(property.swiftName)
        let key = "\(owner).\(property.keyName.base)"
        let gtkName = property.property.name
        if property.hasVariable {
            var lines = doc(property.property.info.doc, fallback: "The `\(gtkName)` property.", element: property.property.info)
            let getter: String
            if let plan = property.getter {
                getter = Conversion.result("\(plan.callable.cIdentifier!)(cPointer())", property.type, transfer: plan.callable.returnValue.transfer)
            } else {
                getter = "propertyValue(\(key))"
            }
            if property.isVariableSettable {
                let setter: String
                if let plan = property.setter {
                    let (expression, wrap) = call(plan, instance: true, values: [("newValue", property.type)])
                    setter = wrap(expression)
                } else {
                    setter = "setValue(newValue, of: \(key).name)"
                }
                lines += ["public var \(name): \(property.type) {", "    get { \(getter) }", "    set { \(setter) }", "}"]
            } else {
                lines.append("public var \(name): \(property.type) { \(getter) }")
            }
            entries.append(lines)
        }
        if property.hasForwarder {
            let old = SwiftName.escaped(property.word)
            var lines = ["/// `\(name)` under GTK's word, its name before Boolean properties were named by Swift's",
                         "/// guidelines; kept one release.",
                         "@available(*, deprecated, renamed: \"\(property.swiftName)\")"]
            lines += property.isVariableSettable
                ? ["public var \(old): \(property.type) {", "    get { \(name) }", "    set { \(name) = newValue }", "}"]
                : ["public var \(old): \(property.type) { \(name) }"]
            entries.append(lines)
        }
        guard let keyType = property.keyType else { return entries }
        if property.hasPublisher {
            entries.append(["/// `notify::\(gtkName)`: the current `\(gtkName)`, then every change.", "///"]
                + Self.propertyPublisherContract.map { "/// \($0)" }
                + ["public var \(property.publisherName.base): PropertyPublisher<\(keyType)> { propertyPublisher(\(key)) }"])
        }
        if property.hasBinder {
            entries.append(["/// Sets `\(gtkName)` to each value.", "///"]
                + Self.binderContract.map { "/// \($0)" }
                + ["public var \(property.binderName.base): Binder<\(keyType)> { propertyBinder(\(key)) }"])
        }
        if property.hasBindings {
            entries.append(bindings(property, keyType: keyType, key: key))
        }
        if property.hasKey {
            entries.append([
                "/// The `\(gtkName)` property of `\(plan.cType)`, as `\(keyType)`.",
                "public nonisolated static var \(property.keyName.base): PropertyKey<\(keyType)> { PropertyKey(\"\(plan.cType)\", \"\(gtkName)\") }",
            ])
        }
        return entries
    }

    /// The two-way bindings of `property` to a view model's value (`Object.bind(_:to:)` and
    /// its overloads): each change on either side reaches the other once, without echo. The
    /// pair a view model needs; a key path with a publisher of its own goes through the
    /// generic `bind(_:to:_:publisher:)`: a third overload on every property cost each
    /// user's clean build about 2 s.
    private func bindings(_ property: PropertyPlan, keyType: SwiftType, key: String) -> [String] {
        let name = property.bindingName.base
        let gtkName = property.property.name
        return [
            "/// Binds `\(gtkName)` both ways to `subject`, without echo (see `Object.bind(_:to:)`).",
            "public func \(name)<S: Subject>(to subject: S) -> AnyCancellable where S.Output == \(keyType), S.Failure == Never { bind(\(key), to: subject) }",
            "/// Binds `\(gtkName)` both ways to an `@Published` property, named once: `\(name)(to: &model.$value)`.",
            "public func \(name)(to published: inout Published<\(keyType)>.Publisher) -> AnyCancellable { bind(\(key), to: &published) }",
        ]
    }

    // MARK: Signals

    /// The Swift type a signal's publisher delivers.
    private func output(_ signal: SignalPlan) -> String {
        switch signal.arguments.count {
        case 0: return "Void"
        case 1: return signal.arguments[0].type.description
        default: return plan.kind == .class ? signal.argumentsTypeName! : "\(plan.swiftName)\(signal.argumentsTypeName!)"
        }
    }

    private func read(_ signal: SignalPlan) -> String {
        let values = signal.arguments.enumerated().map { Conversion.signalArgument("$0", $0.offset, $0.element.type) }
        switch signal.arguments.count {
        case 0: return ""
        case 1: return " { \(values[0]) }"
        default:
            let fields = zip(signal.arguments, values).map { "\($0.0.name): \($0.1)" }.joined(separator: ", ")
            return " { \(output(signal))(\(fields)) }"
        }
    }

    private func signal(_ signal: SignalPlan) -> [[String]] {
        var entries: [[String]] = []
        let gtkName = signal.signal.name
        if signal.hasPublisher {
            var lines = doc(signal.signal.info.doc, ["`\(gtkName)`."], element: signal.signal.info) + ["///"] + Self.signalPublisherContract.map { "/// \($0)" }
            if signal.result != nil {
                lines += ["/// - Observes only: its handler returns `false`, so the emission goes on to other",
                          "///   handlers as if unhandled. To answer it, use `\(signal.handlerName.base)(_:)`."]
            }
            lines.append("public var \(signal.publisherName.base): SignalPublisher<\(output(signal))> { signalPublisher(\"\(gtkName)\")\(read(signal)) }")
            if plan.kind == .class, let structLines = argumentsStruct(signal) {
                entries.append(structLines)
            }
            entries.append(lines)
        }
        if signal.hasHandler, let result = signal.result {
            let types = signal.arguments.map(\.type.description).joined(separator: ", ")
            let values = signal.arguments.enumerated().map { Conversion.signalArgument("emission", $0.offset, $0.element.type) }
            entries.append(doc(signal.signal.info.doc, ["`\(gtkName)`, answered by `handler`."], element: signal.signal.info) + [
                "///",
                "/// - `handler` runs on the main thread during each emission; what it returns is the",
                "///   signal's result. Holds the object weakly; cancelling (or dropping) the returned",
                "///   `AnyCancellable` disconnects it.",
                "public func \(signal.handlerName.base)(_ handler: @escaping (\(types)) -> \(result)) -> AnyCancellable {",
                "    connectHandler(\"\(gtkName)\") { emission in emission.setResult(handler(\(values.joined(separator: ", ")))) }",
                "}",
            ])
        }
        return entries
    }

    /// The struct a signal of several arguments publishes.
    private func argumentsStruct(_ signal: SignalPlan) -> [String]? {
        guard signal.arguments.count > 1 else { return nil }
        let sendable = signal.arguments.allSatisfy { ![.object, .interface, .boxedRecord, .structRecord].contains($0.type.kind) }
        let conformances = signal.arguments.contains { $0.type.kind == .interface } ? (sendable ? ": Sendable" : "")
            : (sendable ? ": Equatable, Sendable" : ": Equatable")
        var lines = ["/// The arguments of `\(signal.signal.name)`.", "public struct \(output(signal))\(conformances) {"]
        for argument in signal.arguments {
            lines += doc(argument.parameter.doc, fallback: "The `\(argument.parameter.name)` argument.").map { "    \($0)" }
            lines.append("    public let \(SwiftName.escaped(argument.name)): \(argument.type)")
        }
        lines.append("}")
        return lines
    }

    /// What an out parameter's value is owned as. A `const char **` is never the caller's to
    /// free, whatever the GIR says: GDK 4.8 marks `gdk_drop_read_finish`'s `out_mime_type`
    /// `transfer full` while returning an interned string.
    static func outputTransfer(_ output: ParameterPlan) -> Transfer {
        output.outputCType?.hasPrefix("UnsafePointer<") == true ? .none : output.parameter.transfer
    }

    /// The instance argument: lent, or, where C takes it (`gsk_transform_rotate`'s `next` is
    /// `transfer full`), a reference of its own (a copy of a boxed record), so the wrapper
    /// still frees only what it owns.
    func instanceArgument(_ callable: CallablePlan) -> String {
        guard callable.callable.instanceParameter?.transfer == .full else { return "cPointer()" }
        return plan.kind == .boxedRecord ? "copiedCPointer()" : "retainedCPointer()"
    }
}
