/// A value behind a ``PThreadMutex``, for the tables and flags the package shares between
/// threads (`package`: CombineGTK and CombineAdw use it).
///
/// Not `Synchronization.Mutex`: on Linux, a contended `Mutex` is taken and handed over by the
/// kernel (`FUTEX_LOCK_PI`, `FUTEX_UNLOCK_PI`, in the prebuilt `libswiftSynchronization`),
/// where ThreadSanitizer sees no acquire and no release, so it reports the values a `Mutex`
/// protects as raced whenever two threads meet at the lock (`make sanitize` did, about one
/// run in three, for the type registered from 8 threads at once). A pthread mutex is one it
/// intercepts.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex = PThreadMutex()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, locked. Whatever `body` returns is released by the caller,
    /// after unlocking (see ``PThreadMutex/withLock(_:)``).
    @inline(__always) package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
