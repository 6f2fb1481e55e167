import CGtk

extension Object {
    /// A new GObject of this class's own type (``gType``), `g_object_new` with the construct
    /// properties `names` and `values`, for an initializer that wraps it at once,
    /// `self.init(adopting:)`, then calls ``finishNewObject()``: so a class declared in Swift that
    /// inherits the initializer (`MyApp(id:)`) gets one instance, the one being initialized,
    /// which `ObjectSubclass.init()` makes the same way.
    @MainActor
    static func newObject(names: [String] = [], values: [GValue] = []) -> UnsafeMutablePointer<GObject> {
        let type = gType
        let make = {
            withCStrings(names) { (cNames: UnsafeMutablePointer<UnsafePointer<CChar>?>) in
                gObject(g_object_new_with_properties(type, guint(names.count), cNames, values))
            }
        }
        guard isRegisteredType else { return make() }
        let pointer = ToggleReference.makingInSwift(type, make)
        ToggleReference.expectInstance(for: pointer)
        return pointer
    }

    /// Finishes the wrapper of an object ``newObject(names:values:)`` made: for a class declared
    /// in Swift, adds the instance's toggle reference, drops the creator's (a floating one sunk
    /// first; a new window's is GTK's), builds its template and calls its `constructed()`.
    /// Nothing for the wrapper of a C type, whose `init(adopting:)` took the reference over.
    @MainActor
    func finishNewObject() {
        guard Self.isRegisteredType else { return }
        let pointer = objectPointer
        ToggleReference.adopt(self)
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
            g_object_unref(pointer)
        } else if !Object.isListedToplevel(pointer) {
            // Not by the count of references (`callerOwnsReference`): a wrapper made while the
            // object was built (``WrapperClass/forNewWrapper(of:)``) may hold one more.
            g_object_unref(pointer)
        }
        ToggleReference.finishInstance(self)
    }
}
