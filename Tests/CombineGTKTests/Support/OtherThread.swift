import Foundation

/// Runs `work` on a thread of its own and waits until it has returned.
func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    done.wait()
}
