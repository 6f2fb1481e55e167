import CGtk

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

/// A closure handed to GLib as source data; released by the source's destroy notify.
final class ActionBox {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}

extension MainContextScheduler: BindingContext {
    /// Binders apply at once on the main thread, and hop to the main context from others.
    public func perform(_ body: @escaping () -> Void) {
        MainContext.invoke(body)
    }

    /// On the main thread, binders apply at once.
    public var isCurrent: Bool { MainThread.isCurrent }
}
