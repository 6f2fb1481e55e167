import CGtk

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

    /// Stops the program with a message saying what to do when `call`, which runs the GLib
    /// main loop, is made from anywhere but synchronous code on the main thread. Off the main
    /// thread GTK cannot run at all (an async `main` resumes there after its first `await`,
    /// once Dispatch has taken the main thread). Inside a task on the main thread the loop
    /// would block that task, and when the task is itself a main-actor job being drained, no
    /// other main-actor job could run until the loop ended.
    static func checkLoopEntry(_ call: @autoclosure () -> String) {
        let inTask = withUnsafeCurrentTask { $0 != nil }
        guard !isCurrent || inTask else { return }
        let remedy = "Instead, run it from synchronous code on the main thread: conform your @main type to ApplicationMain (its synchronous main() runs the application; do async startup work in its `init(application:) async`), or call it from main.swift with no top-level `await`."
        let problem: String
        switch (inTask, isCurrent) {
        case (true, false):
            problem = "was called from async code off the main thread, where GTK cannot run; this is where an async `main` (`static func main() async`, or `await` in main.swift) resumes after its first `await`, once Dispatch has taken the main thread"
        case (true, true):
            problem = "was called from inside a Swift task (an async `main` or a `Task`); the main loop would block that task, and main-actor jobs could not run while it did"
        default:
            problem = "was called off the main thread; GTK's main loop must run on the process's main thread"
        }
        preconditionFailure("CombineGTK: \(call()) \(problem). \(remedy)")
    }

    /// Whether the calling thread is the main thread (its thread id is the process id),
    /// remembered per thread (a thread's answer never changes). Asking makes two system calls
    /// (`gettid`, `getpid`), which made most of the wall-clock cost of a binder or of a
    /// subscribe + cancel; a thread-specific value is a load.
    static var isCurrent: Bool {
        if let known = pthread_getspecific(answerKey) {
            return Int(bitPattern: known) == isMainAnswer
        }
        let isMain = cgtk_is_main_thread() != 0
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
}
