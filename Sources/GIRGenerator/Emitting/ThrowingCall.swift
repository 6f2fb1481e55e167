/// How a C function with a trailing `GError **` (`throws="1"` in the GIR) is called from
/// generated Swift: the function `throws(GLibError)`, the call goes through
/// `GLibError.check`, which hands the C function a `GError **` and throws what it set,
/// freeing the `GError` once (`GLibError(taking:)`), so none outlives the call.
///
/// By GLib's convention a `gboolean` result of such a function only says whether it set the
/// error: `MemberMapper` drops it (the Swift function returns nothing, or its `out` values).
enum ThrowingCall {
    /// `expression` (a C call whose last argument is `_error`) inside the check.
    static func checked(_ expression: String) -> String {
        "GLibError.check { _error in \(expression) }"
    }

    /// The effects clause of the Swift signature: ` throws(GLibError)` or nothing.
    static func effects(_ callable: CallablePlan) -> String {
        callable.isThrowing ? " throws(GLibError)" : ""
    }

    /// `try ` before the statement that makes the call, or nothing.
    static func marker(_ callable: CallablePlan) -> String {
        callable.isThrowing ? "try " : ""
    }

    /// The doc comment's line on what is thrown.
    static func doc(_ callable: CallablePlan) -> [String] {
        callable.isThrowing ? ["- Throws: the `GLibError` GLib reports (its domain, code and message)."] : []
    }

    /// A record's initializer (`RecordEmitter.constructor`) with the effects clause on its
    /// head (`init(…) throws(GLibError) {`) when the C function throws.
    static func constructor(_ lines: [String], _ callable: CallablePlan) -> [String] {
        guard callable.isThrowing else { return lines }
        return lines.map { line in
            line.hasPrefix("public ") && line.hasSuffix(") {") ? String(line.dropLast(2)) + effects(callable) + " {" : line
        }
    }
}
