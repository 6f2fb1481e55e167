import CGtk
import CombineGTK
import XCTest

/// A string enumeration, as an app keeps a filter in an action's state.
enum TaskFilter: String, VariantConvertible, CaseIterable {
    case all, active, done
}

/// An integer enumeration: its variants are its raw values' type, `"i"`.
enum Priority: Int32, VariantConvertible {
    case low = 1, high = 2
}

/// `Variant` and `VariantConvertible`: the promised names, each adopting type written and read
/// back, integer widths, mismatched reads, GLib's text format, equality and hashing, and
/// containers. No display, no main actor: GVariant is plain, thread-safe GLib.
final class VariantTests: XCTestCase {
    func testThePromisedNames() {
        let v = Variant("All")
        XCTAssertEqual(v.typeString, "s")
        XCTAssertEqual(String(variant: v), "All")
        XCTAssertNil(String(variant: Variant(7)))
        XCTAssertEqual(Int(variant: Variant(Int32(7))), 7)
        XCTAssertEqual(Variant(true).typeString, "b")
        XCTAssertEqual(Variant(7).typeString, "x")
        XCTAssertEqual(Variant(2.5).typeString, "d")
        XCTAssertEqual(Variant(["a", "b"]).typeString, "as")
        XCTAssertEqual(Variant(["a": Variant(1)]).typeString, "a{sv}")
        XCTAssertEqual(v.type, .string)
    }

    func testEveryScalarTypeIsWrittenAsItsTypeAndReadBack() {
        XCTAssertTrue(roundTrip(true) == ("b", true))
        XCTAssertTrue(roundTrip(false) == ("b", false))
        XCTAssertTrue(roundTrip(Int.min) == ("x", Int.min))
        XCTAssertTrue(roundTrip(UInt.max) == ("t", UInt.max))
        XCTAssertTrue(roundTrip(Int8.min) == ("n", Int8.min))
        XCTAssertTrue(roundTrip(UInt8.max) == ("y", UInt8.max))
        XCTAssertTrue(roundTrip(Int16.min) == ("n", Int16.min))
        XCTAssertTrue(roundTrip(UInt16.max) == ("q", UInt16.max))
        XCTAssertTrue(roundTrip(Int32.min) == ("i", Int32.min))
        XCTAssertTrue(roundTrip(UInt32.max) == ("u", UInt32.max))
        XCTAssertTrue(roundTrip(Int64.max) == ("x", Int64.max))
        XCTAssertTrue(roundTrip(UInt64.max) == ("t", UInt64.max))
        XCTAssertTrue(roundTrip(-0.125) == ("d", -0.125))
        XCTAssertTrue(roundTrip(Float(0.1)) == ("d", Float(0.1)))
        XCTAssertTrue(roundTrip("") == ("s", ""))
        XCTAssertTrue(roundTrip("Grüße, 世界 🎉") == ("s", "Grüße, 世界 🎉"))
        XCTAssertTrue(roundTrip(TaskFilter.active) == ("s", .active))
        XCTAssertTrue(roundTrip(Priority.high) == ("i", .high))
    }

    func testIntegersReadEveryWidthThatFits() {
        XCTAssertEqual(Int(variant: Variant(UInt8(255))), 255)
        XCTAssertEqual(Int(variant: Variant(Int16(-300))), -300)
        XCTAssertEqual(Int(variant: Variant(UInt32.max)), Int(UInt32.max))
        XCTAssertEqual(Int(variant: Variant(UInt64(Int.max))), Int.max)
        XCTAssertNil(Int(variant: Variant(UInt64.max)))
        XCTAssertNil(UInt8(variant: Variant(300)))
        XCTAssertNil(UInt8(variant: Variant(-1)))
        XCTAssertEqual(UInt8(variant: Variant(200)), 200)
        XCTAssertNil(Int8(variant: Variant(UInt8(128))))
        XCTAssertEqual(Int8(variant: Variant(-128)), -128)
        XCTAssertNil(UInt64(variant: Variant(Int64(-1))))
        XCTAssertNil(Int32(variant: Variant(Int64(Int32.max) + 1)))
        XCTAssertEqual(UInt(variant: Variant(Int32(7))), 7)
        // A handle is an index into a D-Bus message's descriptors, not a number.
        XCTAssertNil(Int(variant: try! Variant(parsing: "handle 3")))
    }

    func testAMismatchedReadIsNil() throws {
        XCTAssertNil(Bool(variant: Variant(1)))
        XCTAssertNil(Int(variant: Variant("7")))
        XCTAssertNil(Int(variant: Variant(true)))
        XCTAssertNil(Double(variant: Variant(1)))
        XCTAssertNil(Float(variant: Variant("1")))
        XCTAssertNil(String(variant: Variant(["a"])))
        XCTAssertNil([String](variant: Variant([1, 2])))
        XCTAssertNil([Int](variant: Variant(["a"])))
        // An empty array still has an element type, and it must be one the element reads.
        XCTAssertNil([String](variant: Variant([Int]())))
        XCTAssertEqual([Int](variant: Variant([Int32]())), [])
        XCTAssertNil([String: Int](variant: Variant(["a": "b"])))
        XCTAssertNil([String: Int](variant: Variant([1, 2])))
        XCTAssertNil([String: Int](variant: try Variant(parsing: "{1: 2}", as: "a{ix}")))
        XCTAssertEqual(Int?(variant: Variant(5)), Int??.none)
        XCTAssertNil(Variant(variant: Variant(5)))
        XCTAssertNil(TaskFilter(variant: Variant("none")))
        XCTAssertNil(TaskFilter(variant: Variant(1)))
        XCTAssertNil(Priority(variant: Variant(Int32(3))))
        // A value that does not fit fails the whole container.
        XCTAssertNil([UInt8](variant: Variant([1, 256])))
        XCTAssertNil([String: UInt8](variant: Variant(["a": 1, "b": -1])))
    }

    func testStringsReadObjectPathsAndSignatures() throws {
        XCTAssertEqual(String(variant: try Variant(parsing: "objectpath '/org/gnome/Todo'")), "/org/gnome/Todo")
        XCTAssertEqual(String(variant: try Variant(parsing: "signature 'a{sv}'")), "a{sv}")
    }

    func testNestedValuesRoundTrip() {
        let lists: [String: [Int]] = ["odd": [1, 3, 5], "even": [2, 4], "none": []]
        XCTAssertEqual(Variant(lists).typeString, "a{sax}")
        XCTAssertEqual([String: [Int]](variant: Variant(lists)), lists)

        let words = [["a", "b"], [], ["c"]]
        XCTAssertEqual(Variant(words).typeString, "aas")
        XCTAssertEqual([[String]](variant: Variant(words)), words)

        XCTAssertEqual(Variant(Int?.none).typeString, "mx")
        XCTAssertEqual(Int?(variant: Variant(Int?.none)), .some(nil))
        XCTAssertEqual(Int?(variant: Variant(Int?(5))), .some(5))
        XCTAssertEqual([Int?](variant: Variant([1, nil, 3] as [Int?])), [1, nil, 3])
        XCTAssertEqual(String??(variant: Variant(String??.some(nil))), .some(.some(nil)))

        let filters: [String: TaskFilter] = ["inbox": .all, "today": .active]
        XCTAssertEqual(Variant(filters).typeString, "a{ss}")
        XCTAssertEqual([String: TaskFilter](variant: Variant(filters)), filters)
        XCTAssertEqual([TaskFilter](variant: Variant(TaskFilter.allCases)), TaskFilter.allCases)

        let bytes: [UInt8] = [0, 1, 127, 128, 255]
        XCTAssertEqual(Variant(bytes).typeString, "ay")
        XCTAssertEqual([UInt8](variant: Variant(bytes)), bytes)
        XCTAssertEqual([Int](variant: Variant(bytes)), bytes.map(Int.init))
        XCTAssertEqual([[UInt8]](variant: Variant([bytes, []])), [bytes, []])
    }

    func testAVardictHoldsAnyTypeInBoxes() {
        let state: [String: Variant] = [
            "filter": Variant(TaskFilter.done),
            "width": Variant(Int32(640)),
            "maximized": Variant(false),
            "recent": Variant(["a", "b"]),
            "nested": Variant(["depth": Variant(2)]),
        ]
        let v = Variant(state)
        XCTAssertEqual(v.typeString, "a{sv}")
        XCTAssertEqual(v.type, .vardict)
        XCTAssertEqual([String: Variant](variant: v), state)
        XCTAssertEqual(TaskFilter(variant: v["filter"]!), .done)
        XCTAssertEqual(Int(variant: v["width"]!), 640)
        XCTAssertEqual(v["width"]!.typeString, "i")
        XCTAssertNil(v["missing"])
        XCTAssertEqual(Int(variant: v["nested"]!["depth"]!), 2)
        XCTAssertEqual([Variant](variant: Variant([Variant(1), Variant("x")])), [Variant(1), Variant("x")])
    }

    func testEqualValuesAreEqualVariantsWithEqualHashes() {
        var forwards: [String: Int] = [:]
        var backwards: [String: Int] = [:]
        for index in 0..<50 { forwards["key\(index)"] = index }
        for index in (0..<50).reversed() { backwards["key\(index)"] = index }
        XCTAssertEqual(Variant(forwards), Variant(backwards))
        XCTAssertEqual(Variant(forwards).hashValue, Variant(backwards).hashValue)

        XCTAssertEqual(Variant("a"), Variant("a"))
        XCTAssertNotEqual(Variant(7), Variant(Int32(7)))
        XCTAssertNotEqual(Variant([1, 2]), Variant([2, 1]))
        XCTAssertEqual(Variant(tuple: [Variant(1), Variant("x")]), Variant(tuple: [Variant(1), Variant("x")]))

        let values: [Variant] = [
            Variant(1), Variant(Int32(1)), Variant("1"), Variant([1]), Variant(["1": 1]), Variant(Int?(1)),
            Variant(Int?.none), Variant(boxing: Variant(1)), Variant(tuple: []), Variant(tuple: [Variant(1)]),
            Variant(true), Variant(1.0), Variant([[1]]),
        ]
        let copies: [Variant] = values.map { try! Variant(parsing: $0.description) }
        XCTAssertEqual(Set(values).count, values.count)
        XCTAssertEqual(Set(values + copies).count, values.count)
        for (value, copy) in zip(values, copies) {
            XCTAssertEqual(value, copy)
            XCTAssertEqual(value.hashValue, copy.hashValue)
        }
    }

    func testContainersGiveTheirChildren() {
        let tuple = Variant(tuple: [Variant(Int32(1)), Variant("two"), Variant([3.0])])
        XCTAssertEqual(tuple.typeString, "(isad)")
        XCTAssertEqual(tuple.type.items, ["i", "s", "ad"])
        XCTAssertEqual(tuple.count, 3)
        XCTAssertEqual(String(variant: tuple[1]), "two")
        XCTAssertEqual(tuple.children.map(\.typeString), ["i", "s", "ad"])
        XCTAssertEqual(Variant(tuple: []).typeString, "()")
        XCTAssertEqual(Variant(tuple: []).count, 0)

        XCTAssertEqual(Variant("scalar").count, 0)
        XCTAssertEqual(Variant("scalar").children, [])
        XCTAssertEqual(Variant("scalar").isContainer, false)
        XCTAssertNil(Variant("scalar")["key"])
        XCTAssertNil(Variant("scalar").maybeValue)
        XCTAssertNil(Variant("scalar").unboxed)

        let maybe = Variant(maybe: Variant("x"), of: .string)
        XCTAssertEqual(maybe.typeString, "ms")
        XCTAssertEqual(maybe.maybeValue, Variant("x"))
        XCTAssertEqual(Variant(maybe: nil, of: .int32).typeString, "mi")
        XCTAssertNil(Variant(maybe: nil, of: .int32).maybeValue)

        let box = Variant(boxing: Variant([1, 2]))
        XCTAssertEqual(box.typeString, "v")
        XCTAssertEqual(box.count, 1)
        XCTAssertEqual(box.unboxed, Variant([1, 2]))
        XCTAssertEqual(Variant(boxing: box).unboxed, box)

        let array = Variant(array: [Variant(Int16(1)), Variant(Int16(2))], of: .int16)
        XCTAssertEqual(array.typeString, "an")
        XCTAssertEqual(array[1], Variant(Int16(2)))
        XCTAssertEqual(Variant(array: [], of: .vardict).typeString, "aa{sv}")

        let entry = Variant(dictionaryEntry: Variant("k"), value: Variant(1))
        XCTAssertEqual(entry.typeString, "{sx}")
        XCTAssertEqual(entry[0], Variant("k"))

        let byPaths = try! Variant(parsing: "{objectpath '/a': 1}", as: "a{ox}")
        XCTAssertEqual(byPaths["/a"], Variant(1))
        XCTAssertNil(try! Variant(parsing: "{1: 2}", as: "a{ix}")["1"])
    }

    func testGetAndIsOfType() {
        let v = Variant(["a", "b"])
        XCTAssertEqual(v.get(as: [String].self), ["a", "b"])
        XCTAssertNil(v.get(as: Int.self))
        let strings: [String]? = v.get()
        XCTAssertEqual(strings, ["a", "b"])
        XCTAssertTrue(v.isOfType(.stringArray))
        XCTAssertTrue(v.isOfType(.anyArray))
        XCTAssertTrue(v.isOfType(.any))
        XCTAssertFalse(v.isOfType(.anyMaybe))
    }

    func testTheVariantPointerIsTheGVariant() {
        let v = Variant(Int32(42))
        XCTAssertEqual(v.withVariantPointer { g_variant_get_int32($0) }, 42)
        XCTAssertEqual(g_variant_is_floating(v.variantPointer), 0)
    }

    /// What a `transfer full` and a `transfer none` result become: each takes exactly its
    /// reference (AddressSanitizer, in `make sanitize`, reports a leak or a double free).
    func testAdoptingAndRetainingTakeTheRightReferences() {
        // Floating, from a constructor: adopting sinks it.
        let floating = g_variant_new_string("floating")!
        XCTAssertNotEqual(g_variant_is_floating(floating), 0)
        let adopted = Variant(adopting: floating)
        XCTAssertEqual(g_variant_is_floating(adopted.variantPointer), 0)

        // A full, non-floating reference (g_variant_parse's): adopting takes it over.
        let owned = g_variant_parse(nil, "[1, 2]", nil, nil, nil)!
        XCTAssertEqual(g_variant_is_floating(owned), 0)
        XCTAssertEqual(Variant(adopting: owned), Variant([Int32(1), 2]))

        // Someone else's reference: retaining adds one, and gives only that one back.
        let kept = g_variant_ref_sink(g_variant_new_int32(5))!
        do {
            let retained = Variant(retaining: kept)
            XCTAssertEqual(Int(variant: retained), 5)
        }
        XCTAssertEqual(g_variant_get_int32(kept), 5)
        g_variant_unref(kept)

        // Floating and not owned: retaining sinks it, so it is freed with the variant.
        _ = Variant(retaining: g_variant_new_int32(6))
    }

    private func roundTrip<Value: VariantConvertible & Equatable>(_ value: Value) -> (String, Value?) {
        let variant = Variant(value)
        return (variant.typeString, Value(variant: variant))
    }
}
