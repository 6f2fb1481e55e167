/// GIO's asynchronous calls among a type's methods: `x_async` (or, in a few, `x`: a `GCancellable`, a
/// `GAsyncReadyCallback` of `scope="async"` and its user data, last) with its `x_finish`
/// (the `GAsyncResult` first, then `out` parameters, throwing). The pair maps to one Swift
/// method, `func x(…) async throws -> T` (`MemberMapper.asyncCallable`): its `x_finish`
/// needs no method of its own.
struct AsyncPairing {
    /// `load_contents_async` → its `load_contents_finish`.
    private var finishes: [String: Callable] = [:]
    /// `load_contents_finish` → its `load_contents_async`.
    private var starts: [String: Callable] = [:]

    init(methods: [Callable]) {
        let byName = Dictionary(methods.map { ($0.name, $0) }) { first, _ in first }
        for method in methods where Self.callback(of: method) != nil {
            guard let finish = byName[Self.stem(of: method) + "_finish"], Self.result(of: finish) != nil else { continue }
            finishes[method.name] = finish
            starts[finish.name] = method
        }
    }

    /// The `x_finish` of `method`, when it starts an asynchronous call.
    func finish(of method: Callable) -> Callable? { finishes[method.name] }

    /// The `x_async` whose `x_finish` `method` is.
    func start(finishing method: Callable) -> Callable? { starts[method.name] }

    /// The name of the call: `load_contents` for `load_contents_async`, and for the few GIO
    /// calls without the suffix (`mount_mountable`, whose finish is `mount_mountable_finish`)
    /// the method's own name.
    static func stem(of start: Callable) -> String {
        start.name.hasSuffix("_async") ? String(start.name.dropLast("_async".count)) : start.name
    }

    /// The `GAsyncReadyCallback` parameter.
    static func callback(of callable: Callable) -> Parameter? {
        callable.parameters.last { $0.type.name?.name == "AsyncReadyCallback" && $0.scope == .async }
    }

    /// The `GAsyncResult` parameter of a `_finish`.
    static func result(of callable: Callable) -> Parameter? {
        callable.parameters.first { $0.type.name?.name == "AsyncResult" }
    }
}

extension MemberMapper {
    /// `start` and its `finish` as one Swift `async throws` method named after `start`
    /// without `_async` (`load_contents_async` → `loadContents()`): `start`'s parameters less
    /// the cancellable, callback and user data (which the call makes), and `finish`'s result
    /// and `out` values (a Boolean success result dropped, as for every throwing function).
    func asyncCallable(_ start: Callable, finish: Callable) -> Result<CallablePlan, Unmapped> {
        guard let callback = AsyncPairing.callback(of: start), let result = AsyncPairing.result(of: finish) else {
            return .failure(Unmapped("it is not an asynchronous call with a GAsyncReadyCallback and a _finish"))
        }
        var special = [callback.name: "_callback"]
        if let index = callback.closure, start.parameters.indices.contains(index) { special[start.parameters[index].name] = "_data" }
        if let cancellable = start.parameters.first(where: MemberNaming.isCancellable) { special[cancellable.name] = "_cancellable" }
        guard special.count == 3 else { return .failure(Unmapped("its callback's user data or cancellable is not named by the GIR")) }
        var trimmed = start
        trimmed.name = AsyncPairing.stem(of: start)
        let finishPlan: CallablePlan
        switch callable(finish, special: [result.name: "_asyncResult"]) {
        case .success(let plan): finishPlan = plan
        case .failure(let reason): return .failure(Unmapped("its \(finish.name): \(reason.reason)"))
        }
        guard finishPlan.parameters.isEmpty else { return .failure(Unmapped("its \(finish.name) takes parameters besides the result")) }
        if start.parameters.contains(where: { OutputMapping.byteArrayInput($0, in: start) != nil }) {
            return .failure(Unmapped("a buffer the call reads after it returns (until its callback) is not mapped yet"))
        }
        return callable(trimmed, special: special).map { plan in
            var plan = plan
            plan.finish = finishPlan
            return plan
        }
    }
}
