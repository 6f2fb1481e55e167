@preconcurrency import OpenCombine

// TODO(MulticastDelegate): replace this whole file with
//     public typealias TimerEventReceivers = MulticastDelegate<any TimerEvents>
// once CombineGTKCore's MulticastDelegate lands. This stand-in exists only so that
// CounterTimer does not depend on code still being written; `add(_:)` and `invoke(_:)`
// have MulticastDelegate's shape, so `model.events.add(receiver)` keeps compiling.

/// The receivers of a timer's `TimerEvents` (seed 004's multicast delegate).
///
/// - Receivers are held weakly: registering never keeps one alive, and a receiver may store
///   its own token without a retain cycle (the token does not hold the receiver).
/// - Cancelling or releasing the token returned by `add(_:)` unregisters the receiver.
/// - `invoke(_:)` calls receivers in registration order; receivers added or removed during
///   a call take effect from the next one.
public final class TimerEventReceivers {
    private struct Entry {
        let id: UInt64
        weak var receiver: (any TimerEvents)?
    }

    private var entries: [Entry] = []
    private var lastID: UInt64 = 0

    public init() {}

    /// Registers `receiver` until the returned token is cancelled or released.
    public func add(_ receiver: any TimerEvents) -> AnyCancellable {
        lastID += 1
        let id = lastID
        entries.append(Entry(id: id, receiver: receiver))
        return AnyCancellable { [weak self] in
            self?.entries.removeAll { $0.id == id }
        }
    }

    /// Calls `body` with each live receiver.
    public func invoke(_ body: (any TimerEvents) -> Void) {
        // Drop receivers that are gone, then work on a snapshot so `body` may add or remove.
        entries.removeAll { $0.receiver == nil }
        for receiver in entries.compactMap(\.receiver) {
            body(receiver)
        }
    }
}
