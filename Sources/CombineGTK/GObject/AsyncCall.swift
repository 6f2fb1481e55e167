import CGtk

/// One GIO asynchronous call (`g_file_load_contents_async` and its `_finish`) as a Swift
/// `async` function: what every generated `async throws` method calls.
///
/// - A `GCancellable` is made for the call and cancelled when the Swift task is
///   (`withTaskCancellationHandler`; `g_cancellable_cancel` may be called from any thread).
///   A call that ends cancelled throws `CancellationError`, not GIO's `G_IO_ERROR_CANCELLED`.
/// - `start` gets the cancellable, the `GAsyncReadyCallback` and its user data: a box
///   retained for GLib (`CallbackData`) and released after the one callback, as the GIR's
///   `scope="async"` says. GIO calls it exactly once, on the thread-default main context of
///   the thread that started the call: the main thread's, the GLib main loop.
/// - `finish` runs in that callback with the `GAsyncResult`: it calls the `_finish`
///   function, whose error it throws (`GLibError`), or returns the value the task resumes with.
///
/// The continuation is resumed exactly once: by the one callback.
@MainActor
@discardableResult
func asyncCall<Value>(
    start: (_ cancellable: UnsafeMutablePointer<GCancellable>, _ callback: GAsyncReadyCallback, _ data: gpointer) -> Void,
    finish: @escaping @MainActor (_ result: OpaquePointer?) throws(GLibError) -> Value
) async throws -> Value {
    let cancellable = AsyncCancellable()
    let outcome = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<AsyncOutcome<Value>, any Error>) in
            let completion = ClosureBox<@MainActor (OpaquePointer?) -> Void> { result in
                do throws(GLibError) {
                    continuation.resume(returning: AsyncOutcome(value: try finish(result)))
                } catch where cancellable.isCancelled
                    && error.matches(domain: g_io_error_quark(), code: Int(G_IO_ERROR_CANCELLED.rawValue)) {
                    continuation.resume(throwing: CancellationError())
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            start(cancellable.pointer, asyncReady, CallbackData.retained(completion))
        }
    } onCancel: {
        cancellable.cancel()
    }
    return outcome.value
}

/// The value a finished call resumes its task with: made and read on the main thread only
/// (the callback and the awaiting main-actor task), so it crosses no thread.
private struct AsyncOutcome<Value>: @unchecked Sendable {
    let value: Value
}

/// The `GCancellable` of one call: owned here (unreferenced when the call's task is done),
/// cancelled from whatever thread cancels the task.
private final class AsyncCancellable: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<GCancellable> = g_cancellable_new()

    var isCancelled: Bool { g_cancellable_is_cancelled(pointer) != 0 }

    func cancel() { g_cancellable_cancel(pointer) }

    deinit { g_object_unref(pointer) }
}

/// The `GAsyncReadyCallback` of every call: its user data is the call's completion, boxed
/// (`ClosureBox`); runs it once on the main thread (GIO calls back on the context the call
/// started on), then releases the box (scope async).
private let asyncReady: GAsyncReadyCallback = { _, result, data in
    nonisolated(unsafe) let result = result
    let complete = CallbackData.object(data, as: ClosureBox<@MainActor (OpaquePointer?) -> Void>.self).body
    MainActor.assumeIsolated { complete(result) }
    CallbackData.release(data)
}
