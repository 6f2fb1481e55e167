import CGtk
import CombineGTK
import PropertyBased
import Testing

/// `Variant.description` is GLib's text format, annotated so that it parses back as the same
/// value and type; `Variant(parsing:as:)` reads it and throws GLib's parse errors. The
/// property tests write random nested values, read them back, and parse their text.
@Suite struct VariantTextTests {
    @Test func descriptionIsGLibsTextFormat() {
        #expect(Variant("All").description == "'All'")
        #expect(Variant("it's").description == "\"it's\"")
        #expect(Variant(Int32(7)).description == "7")
        #expect(Variant(7).description == "int64 7")
        #expect(Variant(UInt8(7)).description == "byte 0x07")
        #expect(Variant(true).description == "true")
        #expect(Variant(2.5).description == "2.5")
        #expect(Variant(["a", "b"]).description == "['a', 'b']")
        #expect(Variant([String]()).description == "@as []")
        #expect(Variant(["filter": Variant("all")]).description == "{'filter': <'all'>}")
        #expect(Variant(Int?.none).description == "@mx nothing")
        #expect(Variant(tuple: [Variant(Int32(1)), Variant("x")]).description == "(1, 'x')")
        #expect(Variant(boxing: Variant(Int32(1))).description == "<1>")
        #expect(Variant(Int32(7)).debugDescription == "Variant(\"i\", 7)")
    }

    @Test func theTextParsesBackAsTheSameValueAndType() throws {
        let values: [Variant] = [
            Variant(7), Variant(UInt64.max), Variant(Int16(-1)), Variant(UInt8(0)), Variant(UInt16(9)),
            Variant(UInt32(9)), Variant(-0.0), Variant(1e300), Variant(Float(0.1)), Variant("quote ' and \" and \\"),
            Variant("line\nbreak\ttab"), Variant([Int]()), Variant([[String]]()), Variant([String: [Int]]()),
            Variant(["a": [1, 2], "b": []]), Variant(Int?.none), Variant(Int?(3)), Variant(String??.some(nil)),
            Variant([Int?.none, 1]), Variant(boxing: Variant([String: Variant]())), Variant(tuple: []),
            Variant(tuple: [Variant(Int8(1)), Variant([UInt8]([104, 105])), Variant(boxing: Variant(maybe: nil, of: .unit))]),
            Variant([UInt8]([104, 105, 0])), Variant([UInt8]([0, 255])),
        ]
        for value in values {
            let parsed = try Variant(parsing: value.description)
            #expect(parsed == value, "\(value.debugDescription) parsed back as \(parsed.debugDescription)")
            #expect(parsed.typeString == value.typeString)
        }
    }

    @Test func aGivenTypeDecidesHowTheTextReads() throws {
        #expect(try Variant(parsing: "7", as: .byte) == Variant(UInt8(7)))
        #expect(try Variant(parsing: "7").typeString == "i")
        #expect(try Variant(parsing: "[]", as: .stringArray) == Variant([String]()))
        #expect(try Variant(parsing: "{'a': <1>}", as: .vardict) == Variant(["a": Variant(Int32(1))]))
        #expect(try Variant(parsing: "  'padded'  ") == Variant("padded"))
    }

    @Test func badTextThrowsGLibsParseError() {
        let cases: [(text: String, type: VariantType?)] = [
            ("[1, 'two']", nil), ("'unterminated", nil), ("", nil), ("7 8", nil), ("'x'", .int32), ("300", .byte),
        ]
        for (text, type) in cases {
            #expect(throws: GLibError.self, "\(text)") { try Variant(parsing: text, as: type) }
            do {
                _ = try Variant(parsing: text, as: type)
            } catch {
                #expect(error.domain == "g-variant-parse-error-quark")
                #expect(error.matches(domain: g_variant_parse_error_quark(), code: error.code))
                #expect(!error.message.isEmpty)
            }
        }
        do {
            _ = try Variant(parsing: "'x'", as: .int32)
            Issue.record("parsed a string as an int32")
        } catch {
            #expect(error.code == Int(G_VARIANT_PARSE_ERROR_TYPE_ERROR.rawValue))
        }
    }

    // MARK: Properties

    @Test func integersRoundTripAtEveryWidth() async {
        await propertyCheck(input: Gen.int64(), Gen.uint64()) { signed, unsigned in
            #expect(Int64(variant: Variant(signed)) == signed)
            #expect(UInt64(variant: Variant(unsigned)) == unsigned)
            #expect(Int32(variant: Variant(signed)) == Int32(exactly: signed))
            #expect(UInt8(variant: Variant(unsigned)) == UInt8(exactly: unsigned))
            #expect(Int(variant: Variant(unsigned)) == Int(exactly: unsigned))
            #expect(Int16(variant: Variant(Int32(truncatingIfNeeded: signed))) == Int16(exactly: Int32(truncatingIfNeeded: signed)))
        }
    }

    @Test func stringsRoundTrip() async {
        await propertyCheck(input: Self.text) { text throws in
            #expect(String(variant: Variant(text)) == text)
            #expect(try Variant(parsing: Variant(text).description) == Variant(text))
        }
    }

    @Test func nestedCollectionsRoundTripAndParseBack() async {
        let lists = zip(Self.text, Gen.int().array(of: 0...4)).dictionary(ofAtMost: 0...4)
        await propertyCheck(input: lists, Gen.int().optional.array(of: 0...5)) { dictionary, optionals throws in
            let variant = Variant(dictionary)
            #expect([String: [Int]](variant: variant) == dictionary)
            #expect(try Variant(parsing: variant.description) == variant)
            #expect([Int?](variant: Variant(optionals)) == optionals)
            #expect(try Variant(parsing: Variant(optionals).description) == Variant(optionals))
        }
    }

    @Test func vardictsRoundTrip() async {
        let values = Gen<Variant>.oneOf(
            Gen.int().map { Variant($0) },
            Self.text.map { Variant($0) },
            Gen.bool.map { Variant($0) },
            Gen.double(in: -1e6...1e6).map { Variant($0) },
            Self.text.array(of: 0...3).map { Variant($0) }
        )
        await propertyCheck(input: zip(Self.text, values).dictionary(ofAtMost: 0...5)) { dictionary throws in
            let variant = Variant(dictionary)
            #expect(variant.typeString == "a{sv}")
            #expect([String: Variant](variant: variant) == dictionary)
            #expect(try Variant(parsing: variant.description) == variant)
            #expect(Set([variant, try Variant(parsing: variant.description)]).count == 1)
        }
    }

    /// Strings of any characters but NUL (where a GVariant string ends): quotes, backslashes,
    /// control characters, accents and emoji.
    static let text = Gen<Character>.oneOf(
        Gen.letterOrNumber.compactMap { $0 },
        Gen.element(of: Array("'\"\\\n\t\u{7}\u{7f} {}[]<>@%é世🎉")).compactMap { $0 }
    ).string(of: 0...12)
}
