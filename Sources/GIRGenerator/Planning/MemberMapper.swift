/// Maps one member (method, constructor, property, signal) to a plan, or says why it cannot.
struct MemberMapper {
    let mapper: TypeMapper
    /// nil: every C function counts as declared.
    let declarations: CDeclarations?

    /// Why a member is left out whatever its types: deprecated, not introspectable.
    static func exclusion(_ info: ElementInfo) -> String? {
        if info.deprecation != nil { return "deprecated" }
        if !info.isIntrospectable { return "not introspectable" }
        return nil
    }

    /// A method or constructor with every parameter and its result mapped; named `name`
    /// (its labels those of the parameters) when given, else by `MemberNaming`.
    /// `special`: parameters (by GIR name) the generated call fills in itself, with the C
    /// argument it passes (an asynchronous call's cancellable, callback, user data, result).
    func callable(_ callable: Callable, name: MemberName? = nil, special: [String: String] = [:]) -> Result<CallablePlan, Unmapped> {
        if let reason = Self.exclusion(callable.info) { return .failure(Unmapped(reason)) }
        if let shadowedBy = callable.shadowedBy { return .failure(Unmapped("bindings use \(shadowedBy) instead")) }
        guard let cIdentifier = callable.cIdentifier else { return .failure(Unmapped("it has no C function")) }
        if let declarations, !declarations.declares(cIdentifier) {
            return .failure(Unmapped("\(cIdentifier) is not declared by the headers CGtk includes"))
        }
        let special = special.merging(callbackSpecials(callable)) { given, _ in given }
            .merging(OutputMapping.inputLengths(of: callable)) { given, _ in given }
        var parameters: [ParameterPlan] = []
        let isConstructor = callable.kind == .constructor
        let inputs = callable.parameters.filter { $0.direction == .in && special[$0.name] == nil }
        let lengths = OutputMapping.lengthParameters(of: callable)
        if isConstructor, inputs.count + special.count != callable.parameters.count {
            return .failure(Unmapped("a constructor with out parameters is not mapped"))
        }
        let labels = name?.labels ?? (isConstructor ? MemberNaming.constructorLabels(callable) : MemberNaming.methodLabels(callable, inputs))
        var remainingLabels = labels[...]
        for (index, parameter) in callable.parameters.enumerated() {
            if let argument = special[parameter.name] {
                parameters.append(ParameterPlan(parameter: parameter, label: "_", name: parameter.name, type: SwiftType("Void", kind: .void), cArgument: argument))
                continue
            }
            if parameter.direction == .out {
                switch output(parameter, in: callable) {
                case .success(let (type, cType)):
                    let length = OutputMapping.length(of: parameter, in: callable).map { MemberNaming.parameter($0.name) }
                    parameters.append(ParameterPlan(parameter: parameter, label: "_", name: MemberNaming.output(parameter.name),
                                                    type: type, outputCType: cType, lengthName: length, isLength: lengths.contains(index)))
                case .failure(let reason):
                    return .failure(Unmapped("parameter \(parameter.name): \(reason.reason)"))
                }
                continue
            }
            if let callback = callbackPlan(parameter) {
                switch callback {
                case .success(let plan):
                    parameters.append(ParameterPlan(parameter: parameter, label: remainingLabels.removeFirst(), name: MemberNaming.parameter(parameter.name),
                                                    type: SwiftType(plan.swiftType, kind: .closure, isOptional: plan.isOptional), callback: plan))
                case .failure(let reason):
                    return .failure(Unmapped("parameter \(parameter.name): \(reason.reason)"))
                }
                continue
            }
            switch OutputMapping.byteArrayInput(parameter, in: callable) ?? self.parameter(parameter) {
            case .success(let type):
                parameters.append(ParameterPlan(parameter: parameter, label: remainingLabels.removeFirst(), name: MemberNaming.parameter(parameter.name), type: type))
            case .failure(let reason):
                return .failure(Unmapped("parameter \(parameter.name): \(reason.reason)"))
            }
        }
        if parameters.filter({ $0.type.kind == .stringArray }).count > 1 {
            return .failure(Unmapped("it takes more than one string array"))
        }
        var result: SwiftType
        if isConstructor || (callable.isThrowing && callable.returnValue.type.name?.name == "gboolean") {
            // A throwing function's Boolean result only says whether it set the error.
            result = SwiftType("Void", kind: .void)
        } else {
            switch self.result(callable.returnValue) {
            case .success(let type): result = type
            case .failure(let reason): return .failure(Unmapped("result: \(reason.reason)"))
            }
        }
        let memberName = name ?? (isConstructor ? MemberName("init", labels: labels) : MemberName(MemberNaming.method(callable), labels: labels))
        return .success(CallablePlan(callable: callable, name: memberName, arguments: parameters, result: result))
    }

    /// C's names for the primitive types GIR spells that way (`double *x`).
    private static let cPrimitives = ["int": "Int32", "unsigned int": "UInt32", "double": "Double", "float": "Float"]

    /// An `out` parameter of a value type (number, boolean, enumeration, flags): its Swift
    /// type and the C type of the local whose address is passed.
    func output(_ parameter: Parameter, in callable: Callable) -> Result<(SwiftType, String), Unmapped> {
        if !parameter.callerAllocates, let mapped = OutputMapping.byteArray(parameter, in: callable) ?? OutputMapping.string(parameter) { return mapped }
        guard let type = mapper.map(parameter.type).swiftType else {
            return .failure(Unmapped(mapper.map(parameter.type).description.replacing("unmapped, because ", with: "")))
        }
        // A boxed record (`GtkTreePath **path`): a local pointer, wrapped as the GIR's transfer says.
        if type.kind == .boxedRecord, !parameter.callerAllocates, parameter.transfer != .container {
            return .success((type.optional(true), RecordConversion.boxedOutputCType))
        }
        if !parameter.callerAllocates, type.kind == .object || type.kind == .interface {
            // Written through a `gpointer` local (`objectOutput(_:)`): no C type to name.
            guard (parameter.type.cType ?? "").hasSuffix("**") else { return .failure(Unmapped("its C type is not a pointer to an object pointer")) }
            return .success((type.optional(true), OutputMapping.objectLocal))
        }
        // A struct the caller allocates (`GtkTextIter *iter`): a local C struct, returned.
        guard parameter.callerAllocates == (type.kind == .structRecord) else {
            return .failure(Unmapped(parameter.callerAllocates ? "out parameters the caller allocates of type \(type) are not mapped"
                                                               : "out parameters of type \(type) are not mapped yet"))
        }
        guard [.bool, .integer, .floatingPoint, .enumeration, .flags, .structRecord].contains(type.kind) else {
            return .failure(Unmapped("out parameters of type \(type) are not mapped yet"))
        }
        var cType = (parameter.type.cType ?? parameter.type.name?.name ?? "").replacing("const ", with: "")
        guard cType.hasSuffix("*") else { return .failure(Unmapped("its C type \(cType) is not a pointer")) }
        cType = cType.dropLast().split(separator: " ").joined(separator: " ")
        guard !cType.contains("*"), !cType.isEmpty else { return .failure(Unmapped("out parameters of C type \(cType) are not mapped yet")) }
        return .success((type, Self.cPrimitives[cType] ?? cType))
    }

    /// An `in` parameter's Swift type.
    func parameter(_ parameter: Parameter) -> Result<SwiftType, Unmapped> {
        guard parameter.direction == .in else { return .failure(Unmapped("\(parameter.direction.rawValue) parameters are not mapped")) }
        guard let type = mapper.map(parameter.type, isNullable: parameter.isNullable).swiftType else {
            return .failure(Unmapped(mapper.map(parameter.type).description.replacing("unmapped, because ", with: "")))
        }
        switch type.kind {
        case .void:
            return .failure(Unmapped("a void parameter"))
        case .string:
            let cType = parameter.type.cType ?? "const char*"
            if !cType.contains("const") { return .failure(Unmapped("it is a mutable \(cType), which the callee may change")) }
            if parameter.transfer != .none { return .failure(Unmapped("the callee takes the string (transfer \(parameter.transfer.rawValue))")) }
        case .stringArray:
            if type.isOptional { return .failure(Unmapped("a nullable string array is not mapped yet")) }
            if parameter.transfer != .none { return .failure(Unmapped("the callee takes the array (transfer \(parameter.transfer.rawValue))")) }
        case .object, .interface, .boxedRecord:
            if parameter.transfer == .container { return .failure(Unmapped("transfer container")) }
        case .boxed:
            if parameter.transfer != .none { return .failure(Unmapped("the callee takes the \(type.name) (transfer \(parameter.transfer.rawValue))")) }
        case .structRecord:
            if parameter.transfer != .none { return .failure(Unmapped("the callee takes the struct (transfer \(parameter.transfer.rawValue))")) }
        default:
            break
        }
        return .success(type)
    }

    /// A return value's Swift type; objects always optional: GTK 4.8's GIR leaves out
    /// `nullable` on results that are NULL at times (`gtk_event_controller_get_widget` before
    /// the controller is added), and an interface's wrapper class might not conform.
    func result(_ value: ReturnValue) -> Result<SwiftType, Unmapped> {
        if value.isVoid { return .success(SwiftType("Void", kind: .void)) }
        guard var type = mapper.map(value.type, isNullable: value.isNullable).swiftType else {
            return .failure(Unmapped(mapper.map(value.type).description.replacing("unmapped, because ", with: "")))
        }
        if value.transfer == .container { return .failure(Unmapped("transfer container is not mapped yet")) }
        if type.kind == .interface || type.kind == .object { type = type.optional(true) }
        if type.kind == .stringArray, type.isOptional { type = type.optional(false) }
        return .success(type)
    }

    /// A property, through its GIR accessors (`methods` holds them) where they map; a
    /// Boolean's Swift property is named `booleanName` when given, else by
    /// `MemberNaming.booleanProperty(_:)`.
    func property(_ property: Property, methods: [Callable], booleanName: String? = nil) -> Result<PropertyPlan, Unmapped> {
        if let reason = Self.exclusion(property.info) { return .failure(Unmapped(reason)) }
        guard var propertyType = mapper.map(property.type, isNullable: true).swiftType else {
            return .failure(Unmapped(mapper.map(property.type).description.replacing("unmapped, because ", with: "")))
        }
        if propertyType.kind == .stringArray { propertyType = propertyType.optional(false) }
        func accessor(_ name: String?, parameterCount: Int) -> CallablePlan? {
            guard let name, let method = methods.first(where: { $0.name == name }),
                  case .success(let plan) = callable(method), plan.parameters.count == parameterCount, plan.outputs.isEmpty,
                  !method.isThrowing else { return nil }
            return plan
        }
        var getter = property.isReadable ? accessor(property.getter, parameterCount: 0) : nil
        if let result = getter?.result, result.kind != propertyType.kind || result.name != propertyType.name { getter = nil }
        let type = getter?.result ?? propertyType
        let keyType: SwiftType? = type.hasGValueConversion
            ? ([.object, .boxedRecord, .structRecord].contains(type.kind) ? type.optional(true) : type) : nil
        var setter = property.isSettable ? accessor(property.setter, parameterCount: 1) : nil
        if let parameter = setter?.parameters.first?.type,
           parameter.kind != type.kind || parameter.name != type.name || (type.isOptional && !parameter.isOptional) {
            setter = nil
        }
        let hasVariable = property.isReadable && (getter != nil || keyType != nil)
        let word = MemberNaming.property(property.name)
        let swiftName = type.kind == .bool ? booleanName ?? MemberNaming.booleanProperty(property.name) : word
        let plan = PropertyPlan(
            property: property, swiftName: swiftName, word: word, type: type, keyType: keyType,
            getter: getter, setter: setter, hasVariable: hasVariable,
            isVariableSettable: hasVariable && property.isSettable && (setter != nil || keyType != nil),
            hasKey: keyType != nil, hasPublisher: property.isReadable && keyType != nil, hasBinder: property.isSettable && keyType != nil,
            hasForwarder: hasVariable && swiftName != word,
            hasBindings: property.isReadable && property.isSettable && keyType != nil
        )
        if plan.isEmpty {
            return .failure(Unmapped(type.hasGValueConversion ? "it is neither readable nor settable" : "\(type) has no GValue conversion and no accessor maps"))
        }
        return .success(plan)
    }

    /// A signal whose arguments all read from `GValue`s, and whose result, if any, is set.
    func signal(_ signal: Signal) -> Result<SignalPlan, Unmapped> {
        if let reason = Self.exclusion(signal.info) { return .failure(Unmapped(reason)) }
        var arguments: [SignalPlan.Argument] = []
        for parameter in signal.parameters {
            guard parameter.direction == .in else { return .failure(Unmapped("argument \(parameter.name) is an \(parameter.direction.rawValue) parameter")) }
            guard var type = mapper.map(parameter.type, isNullable: parameter.isNullable).swiftType else {
                return .failure(Unmapped("argument \(parameter.name): \(mapper.map(parameter.type).description.replacing("unmapped, because ", with: ""))"))
            }
            // Objects and boxed values may be NULL whatever the GIR says, as results may (an
            // emission from C is not checked: GIO's own tests emit `launched` with none).
            if [.interface, .object, .boxed].contains(type.kind) { type = type.optional(true) }
            if type.kind == .stringArray { type = type.optional(false) }
            guard type.hasGValueConversion || type.kind == .interface else {
                return .failure(Unmapped("argument \(parameter.name): \(type) has no GValue conversion"))
            }
            arguments.append(SignalPlan.Argument(parameter: parameter, name: MemberNaming.parameter(parameter.name), type: type))
        }
        var result: SwiftType?
        if !signal.returnValue.isVoid {
            guard let type = mapper.map(signal.returnValue.type).swiftType, type.hasGValueConversion else {
                return .failure(Unmapped("its handler returns \(signal.returnValue.type.name?.description ?? "a value") that is not mapped"))
            }
            // An object result may be NULL, the handler's "not mine" (GLArea::create-context);
            // the GValue holds its own reference, so GLib's transfer is kept whatever Swift does.
            result = type.kind == .object ? type.optional(true) : type
        }
        return .success(SignalPlan(
            signal: signal, baseName: MemberNaming.signal(signal.name), arguments: arguments, result: result,
            hasPublisher: result == nil || result?.kind == .bool, hasHandler: result != nil
        ))
    }
}

/// Why a member is not generated.
struct Unmapped: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
