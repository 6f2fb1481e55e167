#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex, for the state machines of this package's subscriptions (`package`:
/// CombineGTK's use it too). Non-recursive unless made `recursive`.
///
/// Not `Synchronization.Mutex`: its `withLock` makes results `sending`, which rejects the
/// non-Sendable subscribers and subscriptions our state machines hand out of the lock to
/// call them after unlocking.
package final class PThreadMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        guard recursive else {
            pthread_mutex_init(mutex, nil)
            return
        }
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always) package func lock() { pthread_mutex_lock(mutex) }
    @inline(__always) package func unlock() { pthread_mutex_unlock(mutex) }

    /// Whatever `body` returns is released by the caller, after unlocking: return objects
    /// whose release may run arbitrary code (deinit) instead of dropping them inside.
    @inline(__always) package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
