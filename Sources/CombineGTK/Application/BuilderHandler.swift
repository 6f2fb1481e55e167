/// A Swift closure a `.ui` file's `<signal handler="…">` names, as ``BuilderHandlers`` holds
/// it: called on the main thread each time the signal is emitted.
///
/// - ``plain(_:)``: nothing passed: `{ model.save() }`.
/// - ``object(_:)``: the emitting object's wrapper (with `swapped="yes"` and an `object`
///   attribute, that object's): `{ (button: Object) in … }`.
/// - ``emission(_:)``: the whole ``SignalEmission``, for a signal's arguments and its
///   return value (`close-request`).
public enum BuilderHandler {
    /// A handler that takes nothing.
    case plain(@MainActor () -> Void)
    /// A handler that takes the emitting object (or, swapped, the `object` attribute's).
    case object(@MainActor (Object) -> Void)
    /// A handler that reads the signal's arguments or sets its return value.
    case emission(@MainActor (SignalEmission) -> Void)
}
