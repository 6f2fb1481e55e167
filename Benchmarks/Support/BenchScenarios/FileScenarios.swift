import CGtk
import CombineGTK

// Loading small files one after the other, each load awaited before the next starts, on the
// GLib main context: `try await file.loadContents()` in a main-actor task against
// `g_file_load_contents_async` with a C callback that starts the next load. Both read the
// same 16 files of 1 KiB, cycling; GIO reads each in its thread pool and calls back on the
// main context, which the scenario iterates until the last load is done. Wall time is
// what counts here (the work is spread over threads).

/// The files, written once to a temporary folder (removed as the process exits).
private let paths: [String] = {
    var error: UnsafeMutablePointer<GError>?
    let folder = TemporaryFolder.make("combinegtk-bench-files")
    return (0..<16).map { index in
        let path = "\(folder)/note-\(index).txt"
        let text = String(repeating: "Line \(index) of a small note.\n", count: 60).prefix(1_024)
        guard g_file_set_contents(path, String(text), -1, &error) != 0 else {
            fatalError("CombineGTK benchmarks: cannot write \(path): \(String(cString: error!.pointee.message))")
        }
        return path
    }
}()

private let fileSize = 1_024

/// The loads of one run: how many are done, of how many, and what went wrong.
private final class Loads: @unchecked Sendable {
    var done = 0
    var target = 0
    var bytes = 0
    var failure: String?
    /// Resumptions that ran elsewhere than on the main thread, iterating the context.
    var offMain = 0
    var isFinished: Bool { done == target || failure != nil }
}

/// Iterates the main context until `loads` are all done.
private func drain(_ loads: Loads) {
    while !loads.isFinished { g_main_context_iteration(nil, 1) }
}

private func loadCheck(_ loads: Loads) -> (Int) -> String? {
    { count in
        defer { (loads.bytes, loads.offMain) = (0, 0) }
        if let failure = loads.failure { return failure }
        if loads.offMain > 0 { return "\(loads.offMain) of \(count) loads resumed off the main thread" }
        return loads.bytes == count * fileSize ? nil : "read \(loads.bytes) bytes, expected \(count * fileSize)"
    }
}

/// The raw side's state: the files, and the run's loads (the callback's user data).
private final class RawFiles {
    let files: [OpaquePointer] = paths.map { g_file_new_for_path($0) }
    var loads = Loads()
    var next = 0
    /// Whether each load gets a `GCancellable` of its own, as one a task can cancel does.
    let cancellable: Bool

    init(cancellable: Bool) { self.cancellable = cancellable }

    /// Starts loading the next file, unless the run is done.
    func startNext() {
        guard loads.done < loads.target else { return }
        let file = files[next % files.count]
        next += 1
        let cancellable = cancellable ? g_cancellable_new() : nil
        g_file_load_contents_async(file, cancellable, rawLoaded, Unmanaged.passUnretained(self).toOpaque())
        if let cancellable { g_object_unref(cancellable) }
    }
}

/// What a C program's callback does: finish, use the contents, start the next load.
private let rawLoaded: GAsyncReadyCallback = { source, result, data in
    let raw = Unmanaged<RawFiles>.fromOpaque(data!).takeUnretainedValue()
    var contents: UnsafeMutablePointer<CChar>?
    var length: gsize = 0
    var error: UnsafeMutablePointer<GError>?
    if g_file_load_contents_finish(OpaquePointer(source), result, &contents, &length, nil, &error) == 0 {
        raw.loads.failure = String(cString: error!.pointee.message)
        g_error_free(error)
        return
    }
    raw.loads.bytes += Int(length)
    g_free(contents)
    raw.loads.done += 1
    raw.startNext()
}

/// The floor of an awaited load in Swift: the C call in a continuation, resumed by its C
/// callback, awaited in a main-actor task, with a `GCancellable` per load as a call a task can
/// cancel needs; no CombineGTK. What Swift concurrency itself costs on this path.
@MainActor
private func awaitLoad(_ file: OpaquePointer) async -> Int {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Int, Never>) in
        let cancellable = g_cancellable_new()
        g_file_load_contents_async(file, cancellable, { source, result, data in
            let continuation = Unmanaged<ContinuationBox>.fromOpaque(data!).takeRetainedValue().continuation
            var contents: UnsafeMutablePointer<CChar>?
            var length: gsize = 0
            let loaded = g_file_load_contents_finish(OpaquePointer(source), result, &contents, &length, nil, nil) != 0
            g_free(contents)
            continuation.resume(returning: loaded ? Int(length) : -1)
        }, Unmanaged.passRetained(ContinuationBox(continuation)).toOpaque())
        g_object_unref(cancellable)
    }
}

private final class ContinuationBox {
    let continuation: UnsafeContinuation<Int, Never>
    init(_ continuation: UnsafeContinuation<Int, Never>) { self.continuation = continuation }
}

let files: [Scenario] = [
    Scenario(name: "File load (1 KiB, awaited one by one): raw g_file_load_contents_async + C callback", hasSlowSamples: true) {
        let raw = RawFiles(cancellable: false)
        return ScenarioRun(run: { iterations in
            raw.loads.done = 0
            raw.loads.target = iterations.count
            raw.startNext()
            drain(raw.loads)
        }, check: { loadCheck(raw.loads)($0) })
    },
    // What cancelling costs GIO: a GCancellable per load (GTask connects to it for each step
    // it runs in a thread), which `loadContents()` makes so that cancelling the task cancels
    // the call. The floor of the CombineGTK path.
    Scenario(name: "File load (1 KiB, awaited one by one): raw g_file_load_contents_async with a GCancellable + C callback", hasSlowSamples: true) {
        let raw = RawFiles(cancellable: true)
        return ScenarioRun(run: { iterations in
            raw.loads.done = 0
            raw.loads.target = iterations.count
            raw.startNext()
            drain(raw.loads)
        }, check: { loadCheck(raw.loads)($0) })
    },
    Scenario(name: "File load (1 KiB, awaited one by one): Swift await of g_file_load_contents_async in a continuation", hasSlowSamples: true) {
        let files = RawFiles(cancellable: true).files
        let loads = Loads()
        return ScenarioRun(run: { iterations in
            loads.done = 0
            loads.target = iterations.count
            let start = iterations.lowerBound
            Task { @MainActor in
                for index in iterations {
                    let length = await awaitLoad(files[(index - start) % files.count])
                    if g_main_context_is_owner(nil) == 0 { loads.offMain += 1 }
                    guard length >= 0 else {
                        loads.failure = "a load failed"
                        return
                    }
                    loads.bytes += length
                    loads.done += 1
                }
            }
            drain(loads)
        }, check: loadCheck(loads))
    },
    Scenario(name: "File load (1 KiB, awaited one by one): CombineGTK try await File.loadContents()", hasSlowSamples: true) {
        let files = MainActor.assumeIsolated { MadeOnMain(paths.map { File(path: $0) }) }
        let loads = Loads()
        return ScenarioRun(run: { iterations in
            loads.done = 0
            loads.target = iterations.count
            let start = iterations.lowerBound
            Task { @MainActor in
                for index in iterations {
                    do {
                        let (contents, _) = try await files.value[(index - start) % files.value.count].loadContents()
                        // The main thread, iterating the context in `drain`, owns it.
                        if g_main_context_is_owner(nil) == 0 { loads.offMain += 1 }
                        loads.bytes += contents.count
                        loads.done += 1
                    } catch {
                        loads.failure = "\(error)"
                        return
                    }
                }
            }
            drain(loads)
        }, check: loadCheck(loads))
    },
]
