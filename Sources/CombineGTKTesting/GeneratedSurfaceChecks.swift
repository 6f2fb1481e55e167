import CGtk
@preconcurrency import OpenCombine
import CombineGTK

// What the generated tests' indexes (`GtkSurfaceIndex`, `GioSurfaceIndex`, written by the
// generator) are made of, for the test targets of this package only (`package`): the widget
// tests check GTK's, the headless tests Gio's.

/// One generated class the library makes with no arguments, with the properties and signals
/// the tests check on it.
@MainActor
package struct ClassCheck {
    package let typeName: String
    package let make: () -> Object
    package let properties: [PropertyCheck]
    package let signals: [SignalCheck]

    package init(_ typeName: String, make: @escaping () -> Object, properties: [PropertyCheck], signals: [SignalCheck]) {
        self.typeName = typeName
        self.make = make
        self.properties = properties
        self.signals = signals
    }
}

/// A property read through its typed Swift API and through `g_object_get_property`.
@MainActor
package struct PropertyCheck {
    /// `GtkWidget:name`: the declaring type and the property.
    package let name: String
    /// nil when both reads agree (or there is no typed read and the key resolves), else
    /// what is wrong.
    package let verify: (Object) -> String?

    package init<Host: Object, Value: GValueConvertible>(_ key: PropertyKey<Value>, _ read: @escaping @MainActor (Host) -> Value?) {
        name = "\(key.typeName):\(key.name)"
        verify = { object in
            let host = object as! Host
            guard let viaGObject = host.value(key) else { return "g_object_get_property cannot read it as \(Value.self)" }
            guard let typed = read(host) else { return nil }
            return typed == viaGObject ? nil : "the Swift property reads \(typed), g_object_get_property \(viaGObject)"
        }
    }
}

/// A signal's typed API (publisher or handler), connected with a closure to call on each
/// emission.
@MainActor
package struct SignalCheck {
    package let signal: String
    package let api: String
    package let connect: (Object, @escaping () -> Void) -> AnyCancellable

    package init<Host: Object>(_ signal: String, _ api: String, _ connect: @escaping @MainActor (Host, @escaping () -> Void) -> AnyCancellable) {
        self.signal = signal
        self.api = api
        self.connect = { object, hit in connect(object as! Host, hit) }
    }
}

/// Emitting a signal with default arguments (zero, NULL, an enum's first value) and no class
/// handler run: a handler connected after the ones under test stops the emission, which
/// skips GTK's default handler when it runs last (`G_SIGNAL_RUN_LAST`). Signals whose
/// default handler runs first or at cleanup are not emitted, nor those with a boxed argument
/// (a `GtkTextIter *`, a `GtkTreePath *`): NULL is no record, and GTK never passes one.
package enum SignalEmitter {
    /// Whether `signal` of `object` can be emitted that way.
    package static func canEmit(_ signal: String, on object: UnsafeMutablePointer<GObject>) -> Bool {
        guard let query = query(signal, on: object) else { return false }
        let flags = query.signal_flags.rawValue
        // G_TYPE_BOXED is G_TYPE_MAKE_FUNDAMENTAL (18), a macro Swift does not import.
        let boxed = GType(18 << G_TYPE_FUNDAMENTAL_SHIFT)
        if (0..<Int(query.n_params)).contains(where: { g_type_fundamental(query.param_types[$0] & ~GType(1)) == boxed }) { return false }
        return flags & G_SIGNAL_RUN_LAST.rawValue != 0 && flags & (G_SIGNAL_RUN_FIRST.rawValue | G_SIGNAL_RUN_CLEANUP.rawValue) == 0
    }

    /// Emits `signal` once, stopped after the handlers connected so far.
    package static func emit(_ signal: String, on object: UnsafeMutablePointer<GObject>) {
        guard let query = query(signal, on: object) else { return }
        let stopper = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), UnsafeMutableRawPointer(bitPattern: UInt(query.signal_id)))!
        g_closure_set_marshal(stopper) { closure, _, _, values, _, _ in
            guard let closure, let values else { return }
            g_signal_stop_emission(g_value_get_object(values), guint(UInt(bitPattern: closure.pointee.data)), 0)
        }
        let stopperID = g_signal_connect_closure_by_id(object, query.signal_id, 0, stopper, 0)
        defer { g_signal_handler_disconnect(object, stopperID) }

        var values = [GValue](repeating: GValue(), count: Int(query.n_params) + 1)
        g_value_init(&values[0], cgtk_object_type(object))
        g_value_set_object(&values[0], object)
        for index in 0..<Int(query.n_params) {
            let type = query.param_types[index] & ~GType(1)  // G_SIGNAL_TYPE_STATIC_SCOPE
            g_value_init(&values[index + 1], type)
            if cgtk_type_is_enum(type) != 0, let enumClass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) {
                if enumClass.pointee.n_values > 0 { g_value_set_enum(&values[index + 1], enumClass.pointee.values[0].value) }
                g_type_class_unref(enumClass)
            }
        }
        var result = GValue()
        let returnType = query.return_type & ~GType(1)
        if returnType != FundamentalType.none { g_value_init(&result, returnType) }
        values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, query.signal_id, 0, &result) }
        for index in values.indices { g_value_unset(&values[index]) }
        if returnType != FundamentalType.none { g_value_unset(&result) }
    }

    private static func query(_ signal: String, on object: UnsafeMutablePointer<GObject>) -> GSignalQuery? {
        let id = g_signal_lookup(signal, cgtk_object_type(object))
        guard id != 0 else { return nil }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        return query
    }
}
