import CGtk
import CombineGTK

// What a test does instead of a person: emit the signal a click or a key press would, on a
// widget in no window. The handlers run synchronously, inside the call.

extension Object {
    /// Emits `signal`, one that takes no argument and returns nothing (`"clicked"`,
    /// `"activate"`), as GTK would: every handler runs before this returns.
    ///
    /// A name the object's type does not have, or a signal that takes arguments, fails the
    /// test (XCTest or Swift Testing) naming the type and the signal, and emits nothing.
    public func emit(_ signal: String, file: StaticString = #filePath, line: UInt = #line) {
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, cgtk_object_type(objectPointer), &id, &detail, 1) != 0 else {
            return recordFailure("\(typeName) has no signal \"\(signal)\"", file: file, line: line)
        }
        var query = GSignalQuery()
        // G_SIGNAL_TYPE_STATIC_SCOPE, a flag GLib may set in the type's lowest bit.
        let staticScope: GType = 1
        g_signal_query(id, &query)
        guard query.n_params == 0, query.return_type & ~staticScope == FundamentalType.none else {
            return recordFailure("\(typeName)'s \"\(signal)\" takes \(query.n_params) arguments or returns a value: emit(_:) emits only signals with neither",
                                 file: file, line: line)
        }
        cgtk_signal_emit_by_name(objectPointer, signal)
    }
}

extension Button {
    /// Emits `clicked`, as a click would: the `clickedPublisher` subscribers receive
    /// it before this returns. Unlike `gtk_widget_activate`, it needs no window and has no
    /// 250 ms activation delay.
    public func emitClicked() {
        cgtk_signal_emit_by_name(objectPointer, "clicked")
    }
}

extension Switch {
    /// Emits `state-set` with `state`, as a click on the switch would; returns what the
    /// handlers answered (true: one of them handled it, and the switch's state is left to
    /// it).
    @discardableResult
    public func emitStateSet(_ state: Bool) -> Bool {
        cgtk_signal_emit_by_name_boolean_arg_boolean_result(objectPointer, "state-set", state ? 1 : 0) != 0
    }
}

extension GestureClick {
    /// Emits `pressed` with `click`'s press count and position, as a press would.
    public func emitPressed(_ click: Click) {
        cgtk_signal_emit_by_name_int_double_double(objectPointer, "pressed", gint(click.pressCount), click.x, click.y)
    }

    /// Emits `released` with `click`'s press count and position, as a release would.
    public func emitReleased(_ click: Click) {
        cgtk_signal_emit_by_name_int_double_double(objectPointer, "released", gint(click.pressCount), click.x, click.y)
    }
}

extension EventControllerKey {
    /// Emits `key-pressed` with `key`, as a key press would; returns what the handlers
    /// answered (true: handled, the event goes no further).
    @discardableResult
    public func emitKeyPressed(_ key: KeyPress) -> Bool {
        cgtk_signal_emit_by_name_key(objectPointer, "key-pressed", guint(key.keyval), guint(key.keycode), key.modifiers.gdkModifierType) != 0
    }

    /// Emits `key-released` with `key`, as a key release would.
    public func emitKeyReleased(_ key: KeyPress) {
        _ = cgtk_signal_emit_by_name_key(objectPointer, "key-released", guint(key.keyval), guint(key.keycode), key.modifiers.gdkModifierType)
    }
}
