import CGtk

/// A detailed signal name resolved on a GType, remembered: every subscription connects, and
/// parsing the name and querying the signal each time cost ~450 of the ~18,000 instructions
/// of a `clickedPublisher.sink {}` + `cancel()` (callgrind, Benchmarks' bench-profile).
struct ResolvedSignal: Sendable {
    let id: guint
    let detail: GQuark
    /// No arguments and no return value (`clicked`, `activate`, `destroy`): a handler needs
    /// nothing but the instance.
    let takesNoArguments: Bool
    /// With no return value and one or two arguments that are all pointers (`notify`'s
    /// `GParamSpec *`, `changed`'s key), how many: a C callback taking the instance, that many
    /// pointers and the user data is called exactly as its type says. Nil otherwise.
    let pointerArguments: Int?

    // Not `Key`: the layer check would take every `Dictionary where Key == …` for a use of it.
    private struct SignalKey: Hashable {
        let type: GType
        let name: String
    }

    private static let known = Locked<[SignalKey: ResolvedSignal]>([:])

    /// `name` (detail allowed) on `type`; nil, after logging what is wrong, when the type has
    /// no such signal, or `name` is `notify::` with a detail that is not one of its
    /// properties as GLib spells it (GLib would accept the detail and never emit it).
    static func find(_ name: String, on type: GType) -> ResolvedSignal? {
        let key = SignalKey(type: type, name: name)
        if let resolved = known.withLock({ $0[key] }) { return resolved }
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(name, type, &id, &detail, 1) != 0 else {
            Diagnostics.error("\(typeName(type)) has no signal named \"\(name)\"")
            return nil
        }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        if detail != 0, String(cString: query.signal_name) == "notify",
           let problem = notifyDetailProblem(String(cString: g_quark_to_string(detail)), on: type) {
            Diagnostics.error("\(problem) (in \"\(name)\")")
            return nil
        }
        // The low bit of the return type is G_SIGNAL_TYPE_STATIC_SCOPE.
        let takesNoArguments = query.n_params == 0 && query.return_type & ~GType(1) == FundamentalType.none
        let resolved = ResolvedSignal(id: id, detail: detail, takesNoArguments: takesNoArguments,
                                      pointerArguments: pointerArguments(of: query))
        known.withLock { $0[key] = resolved }
        return resolved
    }

    /// See `pointerArguments`.
    private static func pointerArguments(of query: GSignalQuery) -> Int? {
        // The low bit of each type is G_SIGNAL_TYPE_STATIC_SCOPE.
        guard query.return_type & ~GType(1) == FundamentalType.none, (1...2).contains(query.n_params) else { return nil }
        for index in 0..<Int(query.n_params) {
            let fundamental = g_type_fundamental(query.param_types[index] & ~GType(1))
            guard pointerTypes.contains(fundamental) else { return nil }
        }
        return Int(query.n_params)
    }

    /// The fundamental types a C function receives as a pointer.
    private static let pointerTypes: Set<GType> = [
        FundamentalType.string, FundamentalType.object, FundamentalType.variant, FundamentalType.param,
        FundamentalType.pointer, FundamentalType.boxed, FundamentalType.interface,
    ]

    /// Why `notify::<property>` would never be emitted on `type`, or nil when it would.
    /// GLib emits `notify` with the property's canonical name (dashes), so `use_underline`
    /// must be written `use-underline`.
    private static func notifyDetailProblem(_ property: String, on type: GType) -> String? {
        // An instance of `type` exists (we connect to it), so its class does.
        let objectClass = g_type_class_peek(type).assumingMemoryBound(to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, property) else {
            return "\(typeName(type)) has no property named \"\(property)\""
        }
        let canonical = String(cString: spec.pointee.name)
        return canonical == property ? nil : "write \"notify::\(canonical)\": GLib notifies \(typeName(type))'s property \"\(property)\" under that name"
    }

    private static func typeName(_ type: GType) -> String {
        String(cString: g_type_name(type))
    }
}
