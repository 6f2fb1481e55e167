import CGtk

/// The raw way to handle a GLib signal with a Swift closure: `g_signal_connect_data` with a
/// C callback whose user data is a retained box holding the closure, released by GLib's
/// destroy notify. This is what CombineGTK is compared against.
public final class RawHandler {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// For `void handler (GObject *instance, gpointer user_data)` (`clicked`).
private let voidCallback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    Unmanaged<RawHandler>.fromOpaque(data!).takeUnretainedValue().body()
}

/// For `void handler (GObject *instance, GParamSpec *pspec, gpointer user_data)` (`notify`),
/// and every other handler with one pointer argument (`changed`'s `const gchar *key`).
private let notifyCallback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    Unmanaged<RawHandler>.fromOpaque(data!).takeUnretainedValue().body()
}

private let releaseHandler: GClosureNotify = { data, _ in
    Unmanaged<RawHandler>.fromOpaque(data!).release()
}

public enum RawSignal {
    /// Connects `body` to a signal whose handler takes no arguments but the instance.
    public static func connect(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ body: @escaping () -> Void) -> gulong {
        connect(object, signal, unsafeBitCast(voidCallback, to: GCallback.self), body)
    }

    /// Connects `body` to a `notify::…` signal.
    public static func connectNotify(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ body: @escaping () -> Void) -> gulong {
        connect(object, signal, unsafeBitCast(notifyCallback, to: GCallback.self), body)
    }

    /// Connects `body` to a signal whose handler takes one pointer argument besides the
    /// instance (`changed::key` of a `GSettings`), which `body` does not read.
    public static func connectOneArgument(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ body: @escaping () -> Void) -> gulong {
        connect(object, signal, unsafeBitCast(notifyCallback, to: GCallback.self), body)
    }

    private static func connect(_ object: UnsafeMutablePointer<GObject>, _ signal: String, _ callback: GCallback, _ body: @escaping () -> Void) -> gulong {
        let box = Unmanaged.passRetained(RawHandler(body)).toOpaque()
        return g_signal_connect_data(object, signal, callback, box, releaseHandler, GConnectFlags(rawValue: 0))
    }
}

/// A count the handlers bump, read after the measured loop to check every event arrived.
public final class Counter {
    public var count = 0
    public init() {}
}

/// `g_idle_add`'s callback for the raw scheduler benchmark: bumps the `Counter` it is given.
public let rawIdleCallback: @convention(c) (gpointer?) -> gboolean = { data in
    Unmanaged<Counter>.fromOpaque(data!).takeUnretainedValue().count += 1
    return gboolean(G_SOURCE_REMOVE)
}

/// The id of `signal` on `type`, for `g_signal_emit`.
public func signalID(_ signal: String, _ type: GType) -> guint {
    let id = g_signal_lookup(signal, type)
    precondition(id != 0, "no signal \(signal)")
    return id
}

