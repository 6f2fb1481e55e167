@preconcurrency import OpenCombine
import CGtk
import Synchronization

extension SignalPublisher {
    /// `sink` as Combine's, installed on the GLib handler itself: no `Sink` subscriber, no
    /// subscription object, no lock per value. Same contract: unlimited demand; `cancel()`
    /// disconnects the handler (idempotent, and nothing arrives after it, even from inside a
    /// running handler); the object is not kept alive, and its end sends `.finished` once;
    /// the closures are released when the sink ends. Subscribe on the main thread.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// See `sink(receiveValue:)`.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let read = self.read
        guard let (sink, id) = connect({
            SignalSink(object: $0, receive: { receiveValue(read($0)) }, receiveCompletion: receiveCompletion)
        }) else {
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
        sink.connected(handlerID: id)
        // A closure over the one object: Swift uses the object as the closure's context,
        // where `AnyCancellable(sink)` allocated one.
        return AnyCancellable { sink.cancel() }
    }
}

/// The handler `SignalPublisher.sink` installs. Not generic, so that creating one looks up
/// no generic metadata (three lookups, ~600 instructions, of a `sink` + `cancel` when it
/// was). Its closures are touched on the main thread only (deliveries, the end, and a
/// cancel, which hops there from other threads); `status` is atomic so that a cancel on any
/// thread stops delivery at once.
final class SignalSink: SignalHandler, @unchecked Sendable {
    private static var active: UInt8 { 0 }
    private static var ended: UInt8 { 1 }

    private let status = Atomic<UInt8>(0)
    private var receive: ((SignalEmission) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Never>) -> Void)?
    /// Valid while the handler is connected (main thread only).
    private var object: UnsafeMutablePointer<GObject>?
    private var handlerID: gulong = 0

    init(object: UnsafeMutablePointer<GObject>,
         receive: @escaping (SignalEmission) -> Void,
         receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) {
        self.object = object
        self.receive = receive
        self.receiveCompletion = receiveCompletion
    }

    func connected(handlerID: gulong) {
        self.handlerID = handlerID
    }

    // MARK: SignalHandler (main thread)

    override func handle(_ emission: SignalEmission) {
        guard status.load(ordering: .acquiring) == Self.active, let receive else { return }
        receive(emission)
    }

    override func handlerInvalidated() {
        object = nil
        handlerID = 0
        guard status.compareExchange(expected: Self.active, desired: Self.ended, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        let completion = receiveCompletion
        releaseClosures()
        completion?(.finished)
    }

    // MARK: Cancelling

    func cancel() {
        guard status.compareExchange(expected: Self.active, desired: Self.ended, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        if MainThread.isCurrent {
            disconnect()
        } else {
            // Deliveries run on the main thread: the handler goes, and the closures are
            // released, there.
            MainContext.invoke { [self] in disconnect() }
        }
    }

    private func disconnect() {
        if let object, handlerID != 0, g_signal_handler_is_connected(object, handlerID) != 0 {
            let id = handlerID
            handlerID = 0
            g_signal_handler_disconnect(object, id)
        }
        object = nil
        releaseClosures()
    }

    /// Empties the closures before they are released: a closure's captures may run code
    /// (a deinit) that reaches this sink again.
    private func releaseClosures() {
        let released = receive
        let releasedCompletion = receiveCompletion
        receive = nil
        receiveCompletion = nil
        _ = released
        _ = releasedCompletion
    }
}

extension SignalPublisher {
    /// `bind(to:)` on the `sink` fast path: each emission applied to `binder`, with the same
    /// contract as `Publisher.bind(to:)` (unlimited demand; cancel disconnects the handler).
    public func bind(to binder: Binder<Output>) -> AnyCancellable {
        sink { binder.on($0) }
    }

    /// `assign(to:on:)` as Combine's (it holds `object` until the end), on the `sink` fast
    /// path.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}
