import CGtk

// Written by hand: `g_object_bind_property` is a method of GObject.Object, which is the
// hand-written `Object` (the generator extends only the types it generates), and its
// result is the generated `Binding`, so it sits above the generated layer.

extension Object {
    /// Keeps `targetProperty` of `target` equal to `sourceProperty` of this object, as GLib's
    /// `g_object_bind_property` does, and returns the `Binding`: `binding.unbind()` ends it,
    /// and it ends by itself when either object is finalized.
    ///
    /// ```swift
    /// let binding = toggle.bindProperty("active", to: revealer, "reveal-child", flags: .syncCreate)
    /// ```
    ///
    /// - `flags`: `.syncCreate` copies the value at once, `.bidirectional` binds both ways,
    ///   `.invertBoolean` binds a Boolean to its negation.
    /// - Both properties must exist, and the source's be readable and the target's writable
    ///   (both ways for `.bidirectional`); a misspelt name stops the program with a message
    ///   naming the type and the property.
    /// - Main thread, as every GObject property change here.
    @discardableResult
    public func bindProperty(_ sourceProperty: String, to target: Object, _ targetProperty: String, flags: BindingFlags = []) -> Binding {
        for (object, name) in [(self, sourceProperty), (target, targetProperty)]
            where g_object_class_find_property(cgtk_object_get_class(object.objectPointer), name) == nil {
            preconditionFailure("bindProperty: \(String(cString: cgtk_object_type_name(object.objectPointer))) has no property named \"\(name)\"")
        }
        let binding = g_object_bind_property(objectPointer, sourceProperty, target.objectPointer, targetProperty, flags.gtkValue)
        guard let wrapper = Binding.wrap(none: binding) else {
            preconditionFailure("bindProperty: GLib refused to bind \"\(sourceProperty)\" to \"\(targetProperty)\" (see its message above)")
        }
        return wrapper
    }

    /// `bindProperty(_:to:_:flags:)` with typed keys, whose value types must agree
    /// (`Switch.activeProperty` to `Revealer.revealChildProperty`).
    @discardableResult
    public func bindProperty<Value>(_ source: PropertyKey<Value>, to target: Object, _ targetKey: PropertyKey<Value>, flags: BindingFlags = []) -> Binding {
        bindProperty(source.name, to: target, targetKey.name, flags: flags)
    }
}
