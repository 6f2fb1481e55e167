import Foundation

/// GTK is single-threaded: every GTK call belongs on the thread that runs the GLib main
/// context, which for a GTK program is the process's main thread.
enum MainThread {
    /// Stops the program with a message naming `call` when it is not made on the main thread.
    /// A precondition rather than a silent hop: a GTK call from another thread is a bug in
    /// the caller, and the message should point at it.
    @inline(__always)
    static func check(_ call: @autoclosure () -> String) {
        if !Thread.isMainThread {
            preconditionFailure("CombineGTK: \(call()) was called off the main thread; GTK may only be used from the thread running the GLib main context")
        }
    }

    static var isCurrent: Bool { Thread.isMainThread }
}
