import CGtk

extension Object {
    /// The GType of this class as GObject knows it: the registered one of a type declared in
    /// Swift (an ``ObjectSubclass``, registered now), whose `gType` is its Swift parent's,
    /// else `gType`.
    nonisolated static var declaredType: GType {
        (self as? any ObjectSubclass.Type)?.registeredType ?? gType
    }
}
