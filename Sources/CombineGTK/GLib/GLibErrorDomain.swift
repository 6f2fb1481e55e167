import CGtk

/// The codes of one GLib error domain as a Swift enumeration (GIO's `GIOErrorEnum` is
/// `IOErrorEnum`), so a ``GLibError`` can be matched against a case:
///
/// ```swift
/// do {
///     let (contents, _) = try await File(path: path).loadContents()
///     …
/// } catch let error as GLibError where error.matches(IOErrorEnum.notFound) {
///     // no such file: start afresh
/// }
///
/// switch error.code(as: IOErrorEnum.self) {
/// case .notFound?: …
/// case .permissionDenied?: …
/// default: …   // another code, or another domain
/// }
/// ```
///
/// An enumeration adopts it by naming its domain's quark; its raw values are the codes.
public protocol GLibErrorDomain: RawRepresentable where RawValue: BinaryInteger {
    /// The domain's `GQuark` (`g_io_error_quark()`).
    static var errorDomain: GQuark { get }
}

extension GLibError {
    /// Whether this is the error `code` (a case of its domain's enumeration).
    public func matches<Code: GLibErrorDomain>(_ code: Code) -> Bool {
        matches(domain: Code.errorDomain, code: Int(code.rawValue))
    }

    /// The code as a case of `Code`, nil when this error is of another domain or the code
    /// has no case (a newer GLib's).
    public func code<Code: GLibErrorDomain>(as type: Code.Type) -> Code? {
        guard domain == GLibError.name(of: Code.errorDomain),
              let raw = Code.RawValue(exactly: code) else { return nil }
        return Code(rawValue: raw)
    }
}
