// The generated surface's integers are `Int`; these carry them across the C boundary.

/// The `Int` for a C integer a GTK function returned (`gint`, `guint`, `gsize`, `gint64` …).
///
/// One non-generic overload per C width, rather than `Int(_:)` at each call site: the generic
/// initializer is inlined into every caller even in debug builds, and with hundreds of
/// generated getters it cost more compile time than any other construct (about 9 ms each).
package func swiftInt(_ value: Int32) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: UInt32) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: Int16) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: UInt16) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: Int8) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: UInt8) -> Int { Int(truncatingIfNeeded: value) }

package func swiftInt(_ value: Int) -> Int { value }

/// `gsize`, `gulong`: a value above `Int.max` stops the program, as `Int(_:)` would.
package func swiftInt(_ value: UInt) -> Int {
    guard value <= UInt(Int.max) else { preconditionFailure("CombineGTK: a C function returned \(value), more than Int holds") }
    return Int(bitPattern: value)
}

/// `value` as the C integer type the C function `call` takes for `argument` (`gint`,
/// `guint`, `gsize` …; Swift infers it from the call), for the generated surface, whose
/// integers are `Int`: a value that does not fit stops the program with a message naming the
/// call and the argument, where C would silently truncate it.
@inline(__always)
package func cInteger<C: FixedWidthInteger>(_ value: Int, _ argument: StaticString, of call: StaticString) -> C {
    guard let converted = C(exactly: value) else { integerOutOfRange(value, C.self, argument, call) }
    return converted
}

private func integerOutOfRange<C: FixedWidthInteger>(_ value: Int, _ type: C.Type, _ argument: StaticString, _ call: StaticString) -> Never {
    preconditionFailure("CombineGTK: \(call): \(argument) is \(value), outside what its C type holds (\(C.min)…\(C.max))")
}
