import CGtk
import Synchronization

/// The Swift side of one connected GLib signal handler, subclassed by each kind of handler.
/// GLib's closure holds it as its data: retained at connection, released by the closure's
/// finalize notifier, never by us. A base class rather than a protocol so that the closure's
/// data is the handler itself: a box around an existential cost one allocation per
/// subscription (of the 11 a `sink` + `cancel` made).
class SignalHandler {
    /// Handlers GLib holds (connected, or disconnected and not yet finalized), so that tests
    /// can prove none is leaked.
    static let heldByGLib = Atomic<Int>(0)

    /// One emission. `emission` is only valid during the call.
    func handle(_ emission: SignalEmission) {}

    /// Whether `handle(_:)` reads the emission's arguments. A handler that does not (it
    /// reads the object's state afterwards) gets an emission with the instance only, and
    /// its connection may then skip boxing the arguments in `GValue`s (`SignalConnection`).
    var readsArguments: Bool { true }

    /// GLib dropped the handler: it was disconnected, or the object was disposed.
    /// Called exactly once.
    func handlerInvalidated() {}
}
