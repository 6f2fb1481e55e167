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
        guard let (sink, id) = connect({
            SignalSink(object: $0, read: read, receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        }) else {
            receiveCompletion(.finished)
            return AnyCancellable {}
        }
        sink.connected(handlerID: id)
        return AnyCancellable(sink)
    }
}

/// The handler `SignalPublisher.sink` installs. Its closures are touched on the main thread
/// only (deliveries, the end, and a cancel, which hops there from other threads); `status` is
/// atomic so that a cancel on any thread stops delivery at once.
final class SignalSink<Output>: SignalHandler, Cancellable, @unchecked Sendable {
    private static var active: UInt8 { 0 }
    private static var ended: UInt8 { 1 }

    private let status = Atomic<UInt8>(0)
    private let read: (SignalEmission) -> Output
    private var receiveValue: ((Output) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Never>) -> Void)?
    /// Valid while the handler is connected (main thread only).
    private var object: UnsafeMutablePointer<GObject>?
    private var handlerID: gulong = 0

    init(object: UnsafeMutablePointer<GObject>,
         read: @escaping (SignalEmission) -> Output,
         receiveValue: @escaping (Output) -> Void,
         receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) {
        self.object = object
        self.read = read
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    func connected(handlerID: gulong) {
        self.handlerID = handlerID
    }

    // MARK: SignalHandler (main thread)

    func handle(_ emission: SignalEmission) {
        guard status.load(ordering: .acquiring) == Self.active, let receiveValue else { return }
        receiveValue(read(emission))
    }

    func handlerInvalidated() {
        object = nil
        handlerID = 0
        guard status.compareExchange(expected: Self.active, desired: Self.ended, ordering: .acquiringAndReleasing).exchanged else {
            return
        }
        let completion = receiveCompletion
        releaseClosures()
        completion?(.finished)
    }

    // MARK: Cancellable

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

    private func releaseClosures() {
        let released = (receiveValue, receiveCompletion)
        receiveValue = nil
        receiveCompletion = nil
        withExtendedLifetime(released) {}
    }
}
