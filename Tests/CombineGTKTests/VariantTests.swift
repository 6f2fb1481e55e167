import CGtk
import CombineGTK
import Testing

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
@Suite struct VariantTests {
    @Test func thePromisedNames() {
        let v = Variant("All")
        #expect(v.typeString == "s")
        #expect(String(variant: v) == "All")
        #expect(String(variant: Variant(7)) == nil)
        #expect(Int(variant: Variant(Int32(7))) == 7)
        #expect(Variant(true).typeString == "b")
        #expect(Variant(7).typeString == "x")
        #expect(Variant(2.5).typeString == "d")
        #expect(Variant(["a", "b"]).typeString == "as")
        #expect(Variant(["a": Variant(1)]).typeString == "a{sv}")
        #expect(v.type == .string)
    }

    @Test func everyScalarTypeIsWrittenAsItsTypeAndReadBack() {
        #expect(roundTrip(true) == ("b", true))
        #expect(roundTrip(false) == ("b", false))
        #expect(roundTrip(Int.min) == ("x", Int.min))
        #expect(roundTrip(UInt.max) == ("t", UInt.max))
        #expect(roundTrip(Int8.min) == ("n", Int8.min))
        #expect(roundTrip(UInt8.max) == ("y", UInt8.max))
        #expect(roundTrip(Int16.min) == ("n", Int16.min))
        #expect(roundTrip(UInt16.max) == ("q", UInt16.max))
        #expect(roundTrip(Int32.min) == ("i", Int32.min))
        #expect(roundTrip(UInt32.max) == ("u", UInt32.max))
        #expect(roundTrip(Int64.max) == ("x", Int64.max))
        #expect(roundTrip(UInt64.max) == ("t", UInt64.max))
        #expect(roundTrip(-0.125) == ("d", -0.125))
        #expect(roundTrip(Float(0.1)) == ("d", Float(0.1)))
        #expect(roundTrip("") == ("s", ""))
        #expect(roundTrip("Grüße, 世界 🎉") == ("s", "Grüße, 世界 🎉"))
        #expect(roundTrip(TaskFilter.active) == ("s", .active))
        #expect(roundTrip(Priority.high) == ("i", .high))
    }

    @Test func integersReadEveryWidthThatFits() {
        #expect(Int(variant: Variant(UInt8(255))) == 255)
        #expect(Int(variant: Variant(Int16(-300))) == -300)
        #expect(Int(variant: Variant(UInt32.max)) == Int(UInt32.max))
        #expect(Int(variant: Variant(UInt64(Int.max))) == Int.max)
        #expect(Int(variant: Variant(UInt64.max)) == nil)
        #expect(UInt8(variant: Variant(300)) == nil)
        #expect(UInt8(variant: Variant(-1)) == nil)
        #expect(UInt8(variant: Variant(200)) == 200)
        #expect(Int8(variant: Variant(UInt8(128))) == nil)
        #expect(Int8(variant: Variant(-128)) == -128)
        #expect(UInt64(variant: Variant(Int64(-1))) == nil)
        #expect(Int32(variant: Variant(Int64(Int32.max) + 1)) == nil)
        #expect(UInt(variant: Variant(Int32(7))) == 7)
        // A handle is an index into a D-Bus message's descriptors, not a number.
        #expect(Int(variant: try! Variant(parsing: "handle 3")) == nil)
    }

    @Test func aMismatchedReadIsNil() throws {
        #expect(Bool(variant: Variant(1)) == nil)
        #expect(Int(variant: Variant("7")) == nil)
        #expect(Int(variant: Variant(true)) == nil)
        #expect(Double(variant: Variant(1)) == nil)
        #expect(Float(variant: Variant("1")) == nil)
        #expect(String(variant: Variant(["a"])) == nil)
        #expect([String](variant: Variant([1, 2])) == nil)
        #expect([Int](variant: Variant(["a"])) == nil)
        // An empty array still has an element type, and it must be one the element reads.
        #expect([String](variant: Variant([Int]())) == nil)
        #expect([Int](variant: Variant([Int32]())) == [])
        #expect([String: Int](variant: Variant(["a": "b"])) == nil)
        #expect([String: Int](variant: Variant([1, 2])) == nil)
        #expect([String: Int](variant: try Variant(parsing: "{1: 2}", as: "a{ix}")) == nil)
        #expect(Int?(variant: Variant(5)) == nil)
        #expect(Variant(variant: Variant(5)) == nil)
        #expect(TaskFilter(variant: Variant("none")) == nil)
        #expect(TaskFilter(variant: Variant(1)) == nil)
        #expect(Priority(variant: Variant(Int32(3))) == nil)
        // A value that does not fit fails the whole container.
        #expect([UInt8](variant: Variant([1, 256])) == nil)
        #expect([String: UInt8](variant: Variant(["a": 1, "b": -1])) == nil)
    }

    @Test func stringsReadObjectPathsAndSignatures() throws {
        #expect(String(variant: try Variant(parsing: "objectpath '/org/gnome/Todo'")) == "/org/gnome/Todo")
        #expect(String(variant: try Variant(parsing: "signature 'a{sv}'")) == "a{sv}")
    }

    @Test func nestedValuesRoundTrip() {
        let lists: [String: [Int]] = ["odd": [1, 3, 5], "even": [2, 4], "none": []]
        #expect(Variant(lists).typeString == "a{sax}")
        #expect([String: [Int]](variant: Variant(lists)) == lists)

        let words = [["a", "b"], [], ["c"]]
        #expect(Variant(words).typeString == "aas")
        #expect([[String]](variant: Variant(words)) == words)

        #expect(Variant(Int?.none).typeString == "mx")
        #expect(Int?(variant: Variant(Int?.none)) == .some(nil))
        #expect(Int?(variant: Variant(Int?(5))) == .some(5))
        #expect([Int?](variant: Variant([1, nil, 3] as [Int?])) == [1, nil, 3])
        #expect(String??(variant: Variant(String??.some(nil))) == .some(.some(nil)))

        let filters: [String: TaskFilter] = ["inbox": .all, "today": .active]
        #expect(Variant(filters).typeString == "a{ss}")
        #expect([String: TaskFilter](variant: Variant(filters)) == filters)
        #expect([TaskFilter](variant: Variant(TaskFilter.allCases)) == TaskFilter.allCases)

        let bytes: [UInt8] = [0, 1, 127, 128, 255]
        #expect(Variant(bytes).typeString == "ay")
        #expect([UInt8](variant: Variant(bytes)) == bytes)
        #expect([Int](variant: Variant(bytes)) == bytes.map(Int.init))
        #expect([[UInt8]](variant: Variant([bytes, []])) == [bytes, []])
    }

    @Test func aVardictHoldsAnyTypeInBoxes() {
        let state: [String: Variant] = [
            "filter": Variant(TaskFilter.done),
            "width": Variant(Int32(640)),
            "maximized": Variant(false),
            "recent": Variant(["a", "b"]),
            "nested": Variant(["depth": Variant(2)]),
        ]
        let v = Variant(state)
        #expect(v.typeString == "a{sv}")
        #expect(v.type == .vardict)
        #expect([String: Variant](variant: v) == state)
        #expect(TaskFilter(variant: v["filter"]!) == .done)
        #expect(Int(variant: v["width"]!) == 640)
        #expect(v["width"]!.typeString == "i")
        #expect(v["missing"] == nil)
        #expect(Int(variant: v["nested"]!["depth"]!) == 2)
        #expect([Variant](variant: Variant([Variant(1), Variant("x")])) == [Variant(1), Variant("x")])
    }

    @Test func equalValuesAreEqualVariantsWithEqualHashes() {
        var forwards: [String: Int] = [:]
        var backwards: [String: Int] = [:]
        for index in 0..<50 { forwards["key\(index)"] = index }
        for index in (0..<50).reversed() { backwards["key\(index)"] = index }
        #expect(Variant(forwards) == Variant(backwards))
        #expect(Variant(forwards).hashValue == Variant(backwards).hashValue)

        #expect(Variant("a") == Variant("a"))
        #expect(Variant(7) != Variant(Int32(7)))
        #expect(Variant([1, 2]) != Variant([2, 1]))
        #expect(Variant(tuple: [Variant(1), Variant("x")]) == Variant(tuple: [Variant(1), Variant("x")]))

        let values: [Variant] = [
            Variant(1), Variant(Int32(1)), Variant("1"), Variant([1]), Variant(["1": 1]), Variant(Int?(1)),
            Variant(Int?.none), Variant(boxing: Variant(1)), Variant(tuple: []), Variant(tuple: [Variant(1)]),
            Variant(true), Variant(1.0), Variant([[1]]),
        ]
        let copies: [Variant] = values.map { try! Variant(parsing: $0.description) }
        #expect(Set(values).count == values.count)
        #expect(Set(values + copies).count == values.count)
        for (value, copy) in zip(values, copies) {
            #expect(value == copy)
            #expect(value.hashValue == copy.hashValue)
        }
    }

    @Test func containersGiveTheirChildren() {
        let tuple = Variant(tuple: [Variant(Int32(1)), Variant("two"), Variant([3.0])])
        #expect(tuple.typeString == "(isad)")
        #expect(tuple.type.items == ["i", "s", "ad"])
        #expect(tuple.count == 3)
        #expect(String(variant: tuple[1]) == "two")
        #expect(tuple.children.map(\.typeString) == ["i", "s", "ad"])
        #expect(Variant(tuple: []).typeString == "()")
        #expect(Variant(tuple: []).count == 0)

        #expect(Variant("scalar").count == 0)
        #expect(Variant("scalar").children == [])
        #expect(Variant("scalar").isContainer == false)
        #expect(Variant("scalar")["key"] == nil)
        #expect(Variant("scalar").maybeValue == nil)
        #expect(Variant("scalar").unboxed == nil)

        let maybe = Variant(maybe: Variant("x"), of: .string)
        #expect(maybe.typeString == "ms")
        #expect(maybe.maybeValue == Variant("x"))
        #expect(Variant(maybe: nil, of: .int32).typeString == "mi")
        #expect(Variant(maybe: nil, of: .int32).maybeValue == nil)

        let box = Variant(boxing: Variant([1, 2]))
        #expect(box.typeString == "v")
        #expect(box.count == 1)
        #expect(box.unboxed == Variant([1, 2]))
        #expect(Variant(boxing: box).unboxed == box)

        let array = Variant(array: [Variant(Int16(1)), Variant(Int16(2))], of: .int16)
        #expect(array.typeString == "an")
        #expect(array[1] == Variant(Int16(2)))
        #expect(Variant(array: [], of: .vardict).typeString == "aa{sv}")

        let entry = Variant(dictionaryEntry: Variant("k"), value: Variant(1))
        #expect(entry.typeString == "{sx}")
        #expect(entry[0] == Variant("k"))

        let byPaths = try! Variant(parsing: "{objectpath '/a': 1}", as: "a{ox}")
        #expect(byPaths["/a"] == Variant(1))
        #expect(try! Variant(parsing: "{1: 2}", as: "a{ix}")["1"] == nil)
    }

    @Test func getAndIsOfType() {
        let v = Variant(["a", "b"])
        #expect(v.get(as: [String].self) == ["a", "b"])
        #expect(v.get(as: Int.self) == nil)
        let strings: [String]? = v.get()
        #expect(strings == ["a", "b"])
        #expect(v.isOfType(.stringArray))
        #expect(v.isOfType(.anyArray))
        #expect(v.isOfType(.any))
        #expect(!v.isOfType(.anyMaybe))
    }

    @Test func theVariantPointerIsTheGVariant() {
        let v = Variant(Int32(42))
        #expect(v.withVariantPointer { g_variant_get_int32($0) } == 42)
        #expect(g_variant_is_floating(v.variantPointer) == 0)
    }

    /// What a `transfer full` and a `transfer none` result become: each takes exactly its
    /// reference (AddressSanitizer, in `make sanitize`, reports a leak or a double free).
    @Test func adoptingAndRetainingTakeTheRightReferences() {
        // Floating, from a constructor: adopting sinks it.
        let floating = g_variant_new_string("floating")!
        #expect(g_variant_is_floating(floating) != 0)
        let adopted = Variant(adopting: floating)
        #expect(g_variant_is_floating(adopted.variantPointer) == 0)

        // A full, non-floating reference (g_variant_parse's): adopting takes it over.
        let owned = g_variant_parse(nil, "[1, 2]", nil, nil, nil)!
        #expect(g_variant_is_floating(owned) == 0)
        #expect(Variant(adopting: owned) == Variant([Int32(1), 2]))

        // Someone else's reference: retaining adds one, and gives only that one back.
        let kept = g_variant_ref_sink(g_variant_new_int32(5))!
        do {
            let retained = Variant(retaining: kept)
            #expect(Int(variant: retained) == 5)
        }
        #expect(g_variant_get_int32(kept) == 5)
        g_variant_unref(kept)

        // Floating and not owned: retaining sinks it, so it is freed with the variant.
        _ = Variant(retaining: g_variant_new_int32(6))
    }

    private func roundTrip<Value: VariantConvertible & Equatable>(_ value: Value) -> (String, Value?) {
        let variant = Variant(value)
        return (variant.typeString, Value(variant: variant))
    }
}
