import Foundation

/// GTK is single-threaded: every GTK call belongs on the thread that runs the GLib main
/// context, which for a GTK program is the process's main thread.
enum MainThread {
    /// Stops the program with a message naming `call` when it is not made on the main thread.
    /// A precondition rather than a silent hop: a GTK call from another thread is a bug in
    /// the caller, and the message should point at it.
    @inline(__always)
    static func check(_ call: @autoclosure () -> String) {
        if !isCurrent {
            preconditionFailure("CombineGTK: \(call()) was called off the main thread; GTK may only be used from the thread running the GLib main context")
        }
    }

    /// Whether the calling thread is the main thread: Foundation's `Thread.isMainThread`,
    /// remembered per thread (a thread's answer never changes). On Linux each
    /// `Thread.isMainThread` makes two system calls (`gettid`, `getpid`), which made most of
    /// the wall-clock cost of a binder or of a subscribe + cancel; a thread-specific value is
    /// a load.
    static var isCurrent: Bool {
        if let known = pthread_getspecific(answerKey) {
            return Int(bitPattern: known) == isMainAnswer
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(answerKey, UnsafeRawPointer(bitPattern: isMain ? isMainAnswer : isNotMainAnswer))
        return isMain
    }

    private static let isMainAnswer = 1
    private static let isNotMainAnswer = 2
    /// The key of each thread's remembered answer (nil until it is first asked).
    private static let answerKey: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "CombineGTK: no thread-specific key left")
        return key
    }()

    /// `body` as a plain function, for code that runs on the main thread (whose executor is
    /// the main actor's) but is not itself isolated, such as a binder applied by
    /// `MainContextScheduler`. What `MainActor.assumeIsolated` does, minus its executor check
    /// and the closure it allocates on every call, which made a third of a binder's cost. The
    /// returned function checks the main thread in debug builds.
    static func mainActorFunction<A, B>(_ body: @escaping @MainActor (A, B) -> Void) -> (A, B) -> Void {
        let function = unsafeBitCast(body, to: ((A, B) -> Void).self)
        return { a, b in
            assert(Thread.isMainThread, "CombineGTK: a main-actor function called off the main thread")
            function(a, b)
        }
    }
}
