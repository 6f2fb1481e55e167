import CGtk

/// An error GLib reported through a `GError **`: its domain, code and message, copied into
/// Swift so that no `GError` outlives the call that produced it.
///
/// ```swift
/// do throws(GLibError) {
///     _ = try Variant(parsing: "[1, 'two']")
/// } catch {
///     error.domain   // "g-variant-parse-error-quark"
///     error.code     // Int(G_VARIANT_PARSE_ERROR_…)
///     error.message  // "1-2:unable to find a common type" (GLib's words)
/// }
/// ```
///
/// - ``init(taking:)`` frees the `GError` (`g_error_free`) once it has copied it;
///   ``check(_:)`` calls a C function with a `GError **` and throws what it reports.
/// - Match a domain and code with ``matches(domain:code:)``, or with a case of an error
///   domain's enumeration (``GLibErrorDomain``): `error.matches(IOErrorEnum.notFound)`.
/// - ``description`` is the message with its domain and code, for logs; the message alone
///   is what to show a user.
public struct GLibError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The domain: the string of the `GQuark` GLib names it by (`"g-io-error-quark"`,
    /// `"g-file-error-quark"`).
    public let domain: String
    /// The code within the domain: a value of the domain's enumeration
    /// (`G_IO_ERROR_NOT_FOUND`).
    public let code: Int
    /// The message, written for a person (GLib's, often translated).
    public let message: String

    /// An error of `domain` (a quark's string) with `code` and `message`: to throw from
    /// Swift, or to hand to C with ``propagate(into:)``.
    public init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// An error of the domain `domain` names (`g_io_error_quark()`).
    public init(domain: GQuark, code: Int, message: String) {
        self.init(domain: Self.name(of: domain), code: code, message: message)
    }

    /// The error a `GError *` holds, which this takes over and frees (`g_error_free`): what
    /// a C function set through its `GError **`, or returned `transfer full`.
    public init(taking error: UnsafeMutablePointer<GError>) {
        self.init(copying: error)
        g_error_free(error)
    }

    /// The error a `GError *` the caller keeps holds: a copy, the `GError` left as it is.
    public init(copying error: UnsafePointer<GError>) {
        self.init(domain: error.pointee.domain, code: Int(error.pointee.code),
                  message: error.pointee.message.map { String(cString: $0) } ?? "")
    }

    /// The domain's `GQuark` (`g_io_error_quark()` for `"g-io-error-quark"`).
    public var domainQuark: GQuark { g_quark_from_string(domain) }

    /// Whether this is the error `code` of `domain`, as `g_error_matches` asks:
    /// `error.matches(domain: g_io_error_quark(), code: Int(G_IO_ERROR_NOT_FOUND.rawValue))`.
    public func matches(domain: GQuark, code: Int) -> Bool {
        self.code == code && self.domain == Self.name(of: domain)
    }

    /// A quark's string; "" for 0, the quark of no string.
    static func name(of quark: GQuark) -> String {
        g_quark_to_string(quark).map { String(cString: $0) } ?? ""
    }

    /// The message, then the domain and code: `Error opening file …: No such file or
    /// directory (g-file-error-quark, 4)`.
    public var description: String { "\(message) (\(domain), \(code))" }

    /// Calls `body` with a `GError **` for the C function it calls, and returns what that
    /// returned, or throws the error it set (freed, so nothing leaks):
    ///
    /// ```swift
    /// let keyFile = g_key_file_new()
    /// try GLibError.check { error in g_key_file_load_from_file(keyFile, path, G_KEY_FILE_NONE, error) }
    /// ```
    ///
    /// By GLib's convention a function that sets the error reports failure in its result too
    /// (`FALSE`, `NULL`); that result is dropped, and the error thrown.
    @discardableResult
    public static func check<Result>(
        _ body: (_ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) throws(GLibError) -> Result
    ) throws(GLibError) -> Result {
        var error: UnsafeMutablePointer<GError>?
        let result = try body(&error)
        if let error { throw GLibError(taking: error) }
        return result
    }

    /// Hands this error to C through a `GError **` (`g_set_error_literal`), as a Swift
    /// implementation of a C callback or virtual function reports failure: the caller then
    /// owns the new `GError`. Does nothing when `error` is NULL (the caller ignores errors);
    /// `*error` must be NULL, as GLib requires of every `GError **` it is handed.
    public func propagate(into error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) {
        g_set_error_literal(error, domainQuark, gint(clamping: code), message)
    }
}
