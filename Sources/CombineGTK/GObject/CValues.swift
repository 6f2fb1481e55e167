import CGtk

// Conversions of C results the generated surface shares, so each call site stays one line.

/// A string a C function returned without giving it away (`transfer none`).
package func swiftString(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

package func swiftString(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// A string a C function returned for the caller to free (`transfer full`): copied, then freed.
package func swiftString(taking pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}

/// A NULL-terminated string array (`GStrv`) a C function returned; with `taking`, freed
/// after copying (`transfer full`).
package func swiftStrings(_ pointer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, taking: Bool = false) -> [String] {
    guard var cursor = pointer else { return [] }
    defer { if taking { g_strfreev(pointer) } }
    var strings: [String] = []
    while let string = cursor.pointee {
        strings.append(String(cString: string))
        cursor += 1
    }
    return strings
}

package func swiftStrings(_ pointer: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    guard var cursor = pointer else { return [] }
    var strings: [String] = []
    while let string = cursor.pointee {
        strings.append(String(cString: string))
        cursor += 1
    }
    return strings
}

/// `strings` as a NULL-terminated C array, valid during `body`, in whichever pointer type
/// the C function takes (`const char * const *` or `char **`).
package func withCStrings<Result, Pointer: CObjectPointer>(_ strings: [String], _ body: (Pointer) -> Result) -> Result {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { g_strdup($0) } + [nil]
    defer { copies.forEach { g_free($0) } }
    return copies.withUnsafeBufferPointer { buffer in
        body(Pointer(UnsafeMutableRawPointer(mutating: buffer.baseAddress!)))
    }
}

extension GLibEnum {
    /// The case for a value a GTK function returned. GTK newer than the one this was
    /// generated from may return a value with no case: that stops the program with a
    /// message saying so, rather than inventing a case.
    package static func known<C: RawRepresentable>(_ value: C) -> Self where C.RawValue: BinaryInteger {
        let rawValue = Int32(truncatingIfNeeded: value.rawValue)
        guard let known = Self(rawValue: rawValue) else {
            preconditionFailure("GTK returned \(rawValue) as a \(Self.self), which has no such case: CombineGTK was generated from an older GTK")
        }
        return known
    }
}

/// A byte array (`guint8 *` and its length) a C function returned for the caller to free
/// (`transfer full`, GLib's `g_file_load_contents`): copied, then freed. Empty for NULL.
func swiftBytes<Pointee>(taking pointer: UnsafeMutablePointer<Pointee>?, count: some BinaryInteger) -> [UInt8] {
    guard let pointer else { return [] }
    defer { g_free(pointer) }
    return Array(UnsafeRawBufferPointer(start: pointer, count: Int(count)))
}
