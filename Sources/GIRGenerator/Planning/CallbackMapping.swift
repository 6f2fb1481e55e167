/// A callback parameter as a Swift closure (`GtkCustomFilterFunc match_func` →
/// `@escaping @MainActor (Object?) -> Bool`): the closure is boxed (`ClosureBox`) as the C
/// function's user data through `CallbackData`, and a trampoline, a closure literal with the
/// C callback's signature written at the call site, unboxes it and converts each argument.
///
/// How long the box lives follows the GIR's `scope`: `call`, for the call only
/// (`CallbackData.during`); `notified`, until GLib calls the destroy notify passed with it
/// (`CallbackData.release`); `async`, until the trampoline has run once. The user data and
/// destroy notify never show in Swift. `forever` is not mapped (nothing would release it).
struct CallbackPlan {
    /// The Swift closure type, without `@escaping`: `@MainActor (Object?) -> Bool`.
    let swiftType: String
    /// The C argument: the trampoline literal.
    let trampoline: String
    let scope: Scope
    /// A callback C lets one unset (`nullable`, and kept until a destroy notify): an optional
    /// closure, nil passing no function. Those for the call or one async call stay required.
    var isOptional = false
}

extension MemberMapper {
    /// The callback `parameter` of `callable` as a closure; nil when it is not a callback.
    func callbackPlan(_ parameter: Parameter) -> Result<CallbackPlan, Unmapped>? {
        guard let name = parameter.type.name, name.namespace != nil || name.name.first?.isUppercase == true,
              case .callback(let callback)? = mapper.library.definition(of: name.qualified(in: mapper.namespace), in: mapper.namespace) else { return nil }
        guard let scope = parameter.scope, scope != .forever else {
            return .failure(Unmapped("callback \(callback.name) has scope \(parameter.scope?.rawValue ?? "none"): nothing would release its closure"))
        }
        if scope == .notified && parameter.destroy == nil {
            return .failure(Unmapped("callback \(callback.name) is notified with no destroy notify: nothing would release its closure"))
        }
        guard parameter.closure != nil else { return .failure(Unmapped("callback \(callback.name) takes no user data")) }
        guard let dataIndex = callback.parameters.lastIndex(where: { $0.type.name?.name == "gpointer" && ($0.closure != nil || $0.name.contains("data")) }) else {
            return .failure(Unmapped("callback \(callback.name) has no user data parameter"))
        }
        var types: [SwiftType] = []
        var names: [String] = []
        var unsafeCopies: [String] = []
        var arguments: [String] = []
        for (index, argument) in callback.parameters.enumerated() {
            if index == dataIndex { names.append("_data"); continue }
            guard argument.direction == .in, var type = mapper.map(argument.type, isNullable: argument.isNullable).swiftType,
                  ![.void, .byteArray].contains(type.kind) else {
                return .failure(Unmapped("callback \(callback.name): its argument \(argument.name) is not mapped"))
            }
            if type.kind == .object || type.kind == .interface { type = type.optional(true) }
            let local = "_\(index)"
            names.append(local)
            types.append(type)
            if [.object, .interface, .string, .stringArray].contains(type.kind) { unsafeCopies.append(local) }
            arguments.append(Conversion.result(local, type, transfer: argument.transfer))
        }
        let returnValue = callback.returnValue
        var result = SwiftType("Void", kind: .void)
        if !returnValue.isVoid {
            guard let type = mapper.map(returnValue.type).swiftType, [.bool, .integer, .floatingPoint, .enumeration, .flags].contains(type.kind) else {
                return .failure(Unmapped("callback \(callback.name) returns a type that is not mapped yet"))
            }
            result = type
        }
        let swiftType = "@MainActor (\(types.map(\.description).joined(separator: ", "))) -> \(result)"
        let call = "_body(\(arguments.joined(separator: ", ")))"
        let value = result.kind == .void ? call
            : Conversion.argument(call, result, transfer: .none, parameter: "result", call: callback.name)
        // One line, as every generated call is: GLib calls the trampoline on the main thread.
        var statements: [String] = []
        if scope == .async { statements.append("defer { CallbackData.release(_data) }") }
        statements += unsafeCopies.map { "nonisolated(unsafe) let \($0) = \($0)" }
        statements.append("let _body = CallbackData.object(_data, as: ClosureBox<\(swiftType)>.self).body")
        statements.append("return MainActor.assumeIsolated { \(value) }")
        let trampoline = "{ \(names.joined(separator: ", ")) in \(statements.joined(separator: "; ")) }"
        return .success(CallbackPlan(swiftType: swiftType, trampoline: trampoline, scope: scope,
                                     isOptional: parameter.isNullable && scope == .notified))
    }

    /// The C arguments for the user data and destroy notify parameters of `callable`'s
    /// callbacks, by GIR parameter name: the boxed closure, and `CallbackData.release`.
    func callbackSpecials(_ callable: Callable) -> [String: String] {
        var special: [String: String] = [:]
        for parameter in callable.parameters {
            guard case .success(let plan)? = callbackPlan(parameter), let data = parameter.closure,
                  callable.parameters.indices.contains(data) else { continue }
            let name = SwiftName.escaped(MemberNaming.parameter(parameter.name))
            special[callable.parameters[data].name] = plan.scope == .call
                ? "_\(MemberNaming.parameter(parameter.name))Data"
                : plan.isOptional ? "\(name).map { CallbackData.retained(ClosureBox($0)) }" : "CallbackData.retained(ClosureBox(\(name)))"
            if let destroy = parameter.destroy, callable.parameters.indices.contains(destroy) {
                special[callable.parameters[destroy].name] = plan.isOptional ? "\(name) == nil ? nil : CallbackData.release" : "CallbackData.release"
            }
        }
        return special
    }
}
