import OpenCombine

/// Many receivers of one delegate protocol.
///
/// - `add(_:)` registers a receiver until its token is cancelled or released. Class
///   receivers are held weakly, value receivers (structs, closures) by their registration.
/// - A receiver may keep its own token: the token holds neither the receiver nor this
///   object, so the receiver is still deallocated when its last outside reference goes,
///   and its registration goes with it.
/// - `invoke(_:)` calls every live receiver in registration order, on a snapshot taken
///   as it starts: receivers added or removed during a call take effect from the next
///   `invoke(_:)`.
/// - Thread-safe: `add`, token cancellation, `invoke` and `count` may run concurrently.
///   Receivers are called on the invoking thread, never under the internal lock, so they
///   may add, remove or invoke from inside a call.
///
/// To multicast an API that has a single delegate slot, put a forwarder in the slot and
/// have it invoke its receivers (the forwarder must be kept alive by its owner: delegate
/// slots are usually weak):
///
/// ```swift
/// protocol DownloadDelegate: AnyObject {
///     func downloadDidFinish(error: (any Error)?)
/// }
///
/// final class Downloader {
///     weak var delegate: (any DownloadDelegate)?
///     func finish(error: (any Error)?) { delegate?.downloadDidFinish(error: error) }
/// }
///
/// /// Sits in the single delegate slot and repeats every call to all its receivers.
/// final class DownloadDelegates: DownloadDelegate {
///     let receivers = MulticastDelegate<any DownloadDelegate>()
///
///     func downloadDidFinish(error: (any Error)?) {
///         receivers.invoke { $0.downloadDidFinish(error: error) }
///     }
/// }
///
/// let downloader = Downloader()
/// let delegates = DownloadDelegates()
/// downloader.delegate = delegates
/// let progressToken = delegates.receivers.add(progressView)
/// let logToken = delegates.receivers.add(logger)
/// downloader.finish(error: nil)   // progressView and logger are both told
/// ```
public final class MulticastDelegate<Delegate> {
    private struct Registration {
        let id: UInt64
        /// Class receivers only.
        weak var object: AnyObject?
        /// Value receivers only.
        let value: Delegate?

        /// A strong reference to the receiver, or nil once a class receiver is gone.
        /// Never read under the lock: dropping the strong reference it creates may be the
        /// receiver's last, and its deinit may release a token, which takes the lock.
        var receiver: Delegate? {
            value ?? (object as? Delegate)
        }
    }

    private let lock = PThreadMutex()
    private var registrations: [Registration] = []
    private var lastID: UInt64 = 0

    /// A delegate with no receivers yet.
    public init() {}

    /// Registers `receiver` until the returned token is cancelled or released.
    ///
    /// A class receiver is held weakly, so it may store the token itself. A value receiver
    /// is held until the token ends.
    public func add(_ receiver: Delegate) -> AnyCancellable {
        let isClassInstance = Swift.type(of: receiver as Any) is AnyObject.Type
        let id = lock.withLock {
            lastID += 1
            registrations.append(
                Registration(
                    id: lastID,
                    object: isClassInstance ? receiver as AnyObject : nil,
                    value: isClassInstance ? nil : receiver
                )
            )
            return lastID
        }
        return AnyCancellable { [weak self] in
            self?.remove(id)
        }
    }

    /// Calls `body` with every live receiver, in registration order.
    public func invoke(_ body: (Delegate) throws -> Void) rethrows {
        for receiver in liveReceivers() {
            try body(receiver)
        }
    }

    /// The number of registered receivers that are still alive.
    public var count: Int {
        liveReceivers().count
    }

    /// Whether no receiver is alive and registered.
    public var isEmpty: Bool {
        count == 0
    }

    /// Strong references to the live receivers, taken outside the lock (see `receiver`).
    /// Registrations of deallocated class receivers are dropped on the way.
    private func liveReceivers() -> [Delegate] {
        let snapshot = lock.withLock { registrations }
        var receivers: [Delegate] = []
        var deadIDs: Set<UInt64> = []
        for registration in snapshot {
            if let receiver = registration.receiver {
                receivers.append(receiver)
            } else {
                deadIDs.insert(registration.id)
            }
        }
        if !deadIDs.isEmpty {
            // A dead registration holds nothing but a nil weak reference: dropping it
            // under the lock runs no deinit.
            lock.withLock { registrations.removeAll { deadIDs.contains($0.id) } }
        }
        return receivers
    }

    private func remove(_ id: UInt64) {
        let removed = lock.withLock { () -> Registration? in
            guard let index = registrations.firstIndex(where: { $0.id == id }) else {
                return nil
            }
            return registrations.remove(at: index)
        }
        // Released here, after unlocking: a value receiver's deinit may release a token.
        withExtendedLifetime(removed) {}
    }
}

/// The storage is guarded by a lock; receivers are called on the invoking thread, so
/// sharing across threads is sound only when the receivers themselves are Sendable.
extension MulticastDelegate: @unchecked Sendable where Delegate: Sendable {}

extension MulticastDelegate {
    /// Registrations, dead or alive, without pruning: lets tests see that a token, not
    /// lazy pruning, removed a registration.
    var registrationCount: Int {
        lock.withLock { registrations.count }
    }
}
