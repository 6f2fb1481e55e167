import CGtk

extension File {
    /// Replaces the file's contents with `contents`, atomically: GIO writes a temporary file
    /// next to it and renames it over the old one only once everything is written and
    /// synced, so a crash or a failure while saving leaves the old contents whole (or no file,
    /// when there was none), never a truncated one.
    ///
    /// - `etag`: when given, the call fails with `G_IO_ERROR_WRONG_ETAG` if the file changed
    ///   since it was read with that tag.
    /// - `makeBackup`: keep the old contents as `name~`.
    /// - Returns the new entity tag of the file.
    /// - Completes on the main context; cancelling the task cancels the call (and the old
    ///   contents stay). The bytes are copied before the call starts, so `contents` may change
    ///   meanwhile.
    ///
    /// GTK's `g_file_replace_contents_bytes_async` and `g_file_replace_contents_finish`
    /// (the generator does not map a buffer the call reads after returning; a `GBytes` the
    /// call keeps a reference to is that buffer, safely).
    /// - Throws: the `GLibError` GLib reports; `CancellationError` when the task was cancelled.
    @discardableResult
    public func replaceContents(
        _ contents: [UInt8], etag: String? = nil, makeBackup: Bool = false, flags: FileCreateFlags = [],
        ioPriority: Int = 0
    ) async throws -> String? {
        // An empty array has no base address, and GIO asserts on a GBytes without data (the
        // write never completes): an empty file is written from a static, non-null buffer.
        let bytes = contents.isEmpty
            ? g_bytes_new_static(StaticString("").utf8Start, 0)
            : contents.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        // The async call takes a reference of its own for as long as it runs.
        defer { g_bytes_unref(bytes) }
        return try await asyncCall { cancellable, callback, data in
            g_file_replace_contents_bytes_async(
                cPointer(), bytes, etag, makeBackup ? 1 : 0, flags.gtkValue, cancellable, callback, data)
        } finish: { [self] result throws(GLibError) in
            var newEtag: UnsafeMutablePointer<CChar>? = nil
            try GLibError.check { error in g_file_replace_contents_finish(cPointer(), result, &newEtag, error) }
            return swiftString(taking: newEtag)
        }
    }

    /// Replaces the file's contents with `text` as UTF-8, atomically, as
    /// `replaceContents(_:etag:makeBackup:flags:ioPriority:)` does.
    @discardableResult
    public func replaceContents(
        _ text: String, etag: String? = nil, makeBackup: Bool = false, flags: FileCreateFlags = []
    ) async throws -> String? {
        try await replaceContents(Array(text.utf8), etag: etag, makeBackup: makeBackup, flags: flags)
    }
}
