import CGtk
import Foundation

/// Iterates the GLib main context until `condition` holds or `timeout` seconds pass; returns
/// whether the condition held. Blocks in GLib (no sleeping, no busy loop): a timeout source
/// at the deadline guarantees the iteration wakes up.
@discardableResult
public func pumpMainContext(timeout: Double = 5, until condition: () -> Bool) -> Bool {
    let expired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    expired.initialize(to: false)
    defer { expired.deallocate() }
    let source = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(timeout * 1000), { data in
        data!.assumingMemoryBound(to: Bool.self).pointee = true
        return gboolean(G_SOURCE_REMOVE)
    }, expired, nil)
    while !condition() && !expired.pointee {
        g_main_context_iteration(nil, 1)
    }
    if !expired.pointee { g_source_remove(source) }
    return condition()
}

/// Iterates the main context for `seconds`, running whatever falls due in that time.
public func pumpMainContext(for seconds: Double) {
    _ = pumpMainContext(timeout: seconds) { false }
}

/// Runs everything already pending on the main context, without waiting.
public func drainMainContext() {
    while g_main_context_iteration(nil, 0) != 0 {}
}

/// GTK's C API types each pointer by class; the instance is the same memory.
public func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
