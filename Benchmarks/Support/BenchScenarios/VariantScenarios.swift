import CGtk
import CombineGTK

// A Swift value to a GVariant and back to a Swift value: `Variant(value)` then
// `Type(variant:)` against the C constructor and getter (`g_variant_new_*`,
// `g_variant_get_*`) called from Swift, taking and dropping the reference as the `Variant`
// does. A string, an integer and an array of strings.

/// Checks the last value read back.
private final class LastValue<Value: Equatable> {
    var value: Value?
}

private func roundTripRun<Value: Equatable>(_ values: [Value], _ roundTrip: @escaping (Value) -> Value?) -> ScenarioRun {
    let last = LastValue<Value>()
    return ScenarioRun(run: { iterations in
        for index in iterations { last.value = roundTrip(values[index % values.count]) }
    }, check: { count in
        let expected = values[(count - 1) % values.count]
        return last.value == expected ? nil : "read back \(String(describing: last.value)), expected \(expected)"
    })
}

/// A GVariant reference held by a Swift value: a class, freed by its `deinit`, as any Swift
/// value that owns one must be (a struct cannot release what it holds). What a `Variant`
/// costs at least: one allocation.
final class OwnedVariant {
    let pointer: OpaquePointer

    /// Made out of line, as a value a function returns is: inlined, the optimizer would
    /// keep the instance on the stack.
    @inline(never)
    static func adopting(_ pointer: OpaquePointer) -> OwnedVariant { OwnedVariant(pointer) }

    private init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { g_variant_unref(pointer) }
}

/// What settings and action states hold: short texts, small numbers, short lists.
private let strings = (0..<64).map { "Sort by \($0)" }
private let integers = (0..<64).map { $0 * 1_000 - 20_000 }
private let stringArrays = (0..<64).map { index in ["Inbox", "Work \(index)", "Personal", "Archive"] }

let variants: [Scenario] = [
    Scenario(name: "Variant round trip (String): raw g_variant_new_string + g_variant_get_string") {
        roundTripRun(strings) { string in
            let variant = g_variant_ref_sink(g_variant_new_string(string))
            defer { g_variant_unref(variant) }
            return String(cString: g_variant_get_string(variant, nil))
        }
    },
    Scenario(name: "Variant round trip (String): CombineGTK String(variant: Variant(_:))") {
        roundTripRun(strings) { String(variant: Variant($0)) }
    },
    Scenario(name: "Variant round trip (Int): raw g_variant_new_int64 + g_variant_get_int64") {
        roundTripRun(integers) { integer in
            let variant = g_variant_ref_sink(g_variant_new_int64(gint64(integer)))
            defer { g_variant_unref(variant) }
            return Int(g_variant_get_int64(variant))
        }
    },
    Scenario(name: "Variant round trip (Int): Swift class owning g_variant_new_int64, g_variant_get_int64") {
        roundTripRun(integers) { integer in
            let variant = OwnedVariant.adopting(g_variant_ref_sink(g_variant_new_int64(gint64(integer))))
            return Int(g_variant_get_int64(variant.pointer))
        }
    },
    Scenario(name: "Variant round trip (Int): CombineGTK Int(variant: Variant(_:))") {
        roundTripRun(integers) { Int(variant: Variant($0)) }
    },
    // g_variant_new_strv makes a string variant per element, then the array of them: the raw
    // side does the same from Swift strings (which C sees without a copy). g_variant_get_strv
    // gives the elements' C strings (pointers into the variant) in one allocated array.
    Scenario(name: "Variant round trip ([String]): raw g_variant_new_array of g_variant_new_string + g_variant_get_strv") {
        // G_VARIANT_TYPE_STRING: a GVariantType is its type string, here a static one.
        let stringType = OpaquePointer(("s" as StaticString).utf8Start)
        return roundTripRun(stringArrays) { strings in
            let children = strings.map { g_variant_new_string($0) }
            let variant = g_variant_ref_sink(children.withUnsafeBufferPointer { g_variant_new_array(stringType, $0.baseAddress, gsize($0.count)) })
            defer { g_variant_unref(variant) }
            var count: gsize = 0
            let elements = g_variant_get_strv(variant, &count)!
            defer { g_free(elements) }
            return (0..<Int(count)).map { String(cString: elements[$0]!) }
        }
    },
    Scenario(name: "Variant round trip ([String]): CombineGTK [String](variant: Variant(_:))") {
        roundTripRun(stringArrays) { [String](variant: Variant($0)) }
    },
]
