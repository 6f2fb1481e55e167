// This package's own test tooling: `package`, not part of the kit users see.

import Foundation

/// Runs `work` on a thread of its own and waits until it has returned: a cancel, a send or
/// a binder's value from another thread, done before the test goes on.
package func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    done.wait()
}
