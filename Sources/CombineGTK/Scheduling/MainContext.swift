import CGtk
import Synchronization

/// Running Swift closures on the GLib main context.
enum MainContext {
    /// Runs `body` on the main context: at once when called on the main thread, otherwise
    /// from an idle source (closure released by the source's destroy notify).
    ///
    /// Not `g_main_context_invoke`: from a thread with no context of its own, that runs the
    /// function on the calling thread whenever the default context is free.
    static func invoke(_ body: @escaping () -> Void) {
        if MainThread.isCurrent {
            body()
        } else {
            MainContextScheduler.shared.schedule(options: nil, body)
        }
    }
}

/// A closure handed to GLib as source data, often from another thread, to run on the main
/// thread; released by the source's destroy notify.
///
/// GLib orders the hand-over (its main-context lock), but its locks are futexes that
/// ThreadSanitizer cannot see. The release store in `handOver()` and the acquire load in
/// `run(_:)` make the same order visible to it, so a real race elsewhere is not lost among
/// false ones.
final class ActionBox {
    private let action: () -> Void
    private let handedOver = Atomic<Bool>(false)

    init(_ action: @escaping () -> Void) { self.action = action }

    /// The box as source data, retained; everything written before this call is seen by `run`.
    func handOver() -> UnsafeMutableRawPointer {
        handedOver.store(true, ordering: .releasing)
        return Unmanaged.passRetained(self).toOpaque()
    }

    /// Runs the action of the box `handOver()` returned.
    static func run(_ data: UnsafeMutableRawPointer) {
        let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
        _ = box.handedOver.load(ordering: .acquiring)
        box.action()
    }

    /// The source's destroy notify.
    static func release(_ data: UnsafeMutableRawPointer) {
        Unmanaged<ActionBox>.fromOpaque(data).release()
    }
}

extension MainContextScheduler: BindingContext {
    /// Binders apply at once on the main thread, and hop to the main context from others.
    public func perform(_ body: @escaping () -> Void) {
        MainContext.invoke(body)
    }

    /// On the main thread, binders apply at once.
    public var isCurrent: Bool { MainThread.isCurrent }
}
