import CGtk
import CombineGTK
import Foundation
import PropertyBased
import XCTest

/// `Variant.description` is GLib's text format, annotated so that it parses back as the same
/// value and type; `Variant(parsing:as:)` reads it and throws GLib's parse errors. The
/// property tests write random nested values, read them back, and parse their text.
final class VariantTextTests: XCTestCase {
    func testDescriptionIsGLibsTextFormat() {
        XCTAssertEqual(Variant("All").description, "'All'")
        XCTAssertEqual(Variant("it's").description, "\"it's\"")
        XCTAssertEqual(Variant(Int32(7)).description, "7")
        XCTAssertEqual(Variant(7).description, "int64 7")
        XCTAssertEqual(Variant(UInt8(7)).description, "byte 0x07")
        XCTAssertEqual(Variant(true).description, "true")
        XCTAssertEqual(Variant(2.5).description, "2.5")
        XCTAssertEqual(Variant(["a", "b"]).description, "['a', 'b']")
        XCTAssertEqual(Variant([String]()).description, "@as []")
        XCTAssertEqual(Variant(["filter": Variant("all")]).description, "{'filter': <'all'>}")
        XCTAssertEqual(Variant(Int?.none).description, "@mx nothing")
        XCTAssertEqual(Variant(tuple: [Variant(Int32(1)), Variant("x")]).description, "(1, 'x')")
        XCTAssertEqual(Variant(boxing: Variant(Int32(1))).description, "<1>")
        XCTAssertEqual(Variant(Int32(7)).debugDescription, "Variant(\"i\", 7)")
    }

    func testTheTextParsesBackAsTheSameValueAndType() throws {
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
            XCTAssertEqual(parsed, value, "\(value.debugDescription) parsed back as \(parsed.debugDescription)")
            XCTAssertEqual(parsed.typeString, value.typeString)
        }
    }

    func testAGivenTypeDecidesHowTheTextReads() throws {
        XCTAssertEqual(try Variant(parsing: "7", as: .byte), Variant(UInt8(7)))
        XCTAssertEqual(try Variant(parsing: "7").typeString, "i")
        XCTAssertEqual(try Variant(parsing: "[]", as: .stringArray), Variant([String]()))
        XCTAssertEqual(try Variant(parsing: "{'a': <1>}", as: .vardict), Variant(["a": Variant(Int32(1))]))
        XCTAssertEqual(try Variant(parsing: "  'padded'  "), Variant("padded"))
    }

    func testBadTextThrowsGLibsParseError() {
        let cases: [(text: String, type: VariantType?)] = [
            ("[1, 'two']", nil), ("'unterminated", nil), ("", nil), ("7 8", nil), ("'x'", .int32), ("300", .byte),
        ]
        for (text, type) in cases {
            XCTAssertThrowsError(try Variant(parsing: text, as: type), "\(text)") { XCTAssertTrue($0 is GLibError, "\(text)") }
            do {
                _ = try Variant(parsing: text, as: type)
            } catch {
                XCTAssertEqual(error.domain, "g-variant-parse-error-quark")
                XCTAssertTrue(error.matches(domain: g_variant_parse_error_quark(), code: error.code))
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        do {
            _ = try Variant(parsing: "'x'", as: .int32)
            XCTFail("parsed a string as an int32")
        } catch {
            XCTAssertEqual(error.code, Int(G_VARIANT_PARSE_ERROR_TYPE_ERROR.rawValue))
        }
    }

    // MARK: Properties

    func testIntegersRoundTripAtEveryWidth() {
        propertyCheck(input: zip(Gen.int64(), Gen.uint64())) { signed, unsigned in
            XCTAssertEqual(Int64(variant: Variant(signed)), signed)
            XCTAssertEqual(UInt64(variant: Variant(unsigned)), unsigned)
            XCTAssertEqual(Int32(variant: Variant(signed)), Int32(exactly: signed))
            XCTAssertEqual(UInt8(variant: Variant(unsigned)), UInt8(exactly: unsigned))
            XCTAssertEqual(Int(variant: Variant(unsigned)), Int(exactly: unsigned))
            XCTAssertEqual(Int16(variant: Variant(Int32(truncatingIfNeeded: signed))), Int16(exactly: Int32(truncatingIfNeeded: signed)))
        }
    }

    func testStringsRoundTrip() {
        propertyCheck(input: Self.text) { text throws in
            XCTAssertEqual(String(variant: Variant(text)), text)
            XCTAssertEqual(try Variant(parsing: Variant(text).description), Variant(text))
        }
    }

    func testNestedCollectionsRoundTripAndParseBack() {
        let lists = zip(Self.text, Gen.int().array(of: 0...4)).dictionary(ofAtMost: 0...4)
        propertyCheck(input: zip(lists, Gen.int().optional.array(of: 0...5))) { dictionary, optionals throws in
            let variant = Variant(dictionary)
            XCTAssertEqual([String: [Int]](variant: variant), dictionary)
            XCTAssertEqual(try Variant(parsing: variant.description), variant)
            XCTAssertEqual([Int?](variant: Variant(optionals)), optionals)
            XCTAssertEqual(try Variant(parsing: Variant(optionals).description), Variant(optionals))
        }
    }

    func testVardictsRoundTrip() {
        let values = Gen<Variant>.oneOf(
            Gen.int().map { Variant($0) },
            Self.text.map { Variant($0) },
            Gen.bool.map { Variant($0) },
            Gen.double(in: -1e6...1e6).map { Variant($0) },
            Self.text.array(of: 0...3).map { Variant($0) }
        )
        propertyCheck(input: zip(Self.text, values).dictionary(ofAtMost: 0...5)) { dictionary throws in
            let variant = Variant(dictionary)
            XCTAssertEqual(variant.typeString, "a{sv}")
            XCTAssertEqual([String: Variant](variant: variant), dictionary)
            XCTAssertEqual(try Variant(parsing: variant.description), variant)
            XCTAssertEqual(Set([variant, try Variant(parsing: variant.description)]).count, 1)
        }
    }

    /// PropertyBased's `propertyCheck` (which runs only inside a Swift Testing test) for XCTest:
    /// `body` with 100 random inputs, each from a seed of its own; the first input that fails
    /// the test ends the check, reported with its seed. `COMBINEGTK_STRESS_SEED` runs that one
    /// input again, as `.fixedSeed` does.
    private func propertyCheck<Value>(
        input: Generator<Value, some SendableSequenceType>,
        file: StaticString = #filePath,
        line: UInt = #line,
        perform body: (Value) throws -> Void
    ) {
        let fixedSeed = ProcessInfo.processInfo.environment["COMBINEGTK_STRESS_SEED"]
        for _ in 0..<(fixedSeed == nil ? 100 : 1) {
            guard var rng = fixedSeed.map({ Xoshiro(seed: $0) }) ?? Xoshiro() else {
                return XCTFail("COMBINEGTK_STRESS_SEED is not a seed: \(fixedSeed ?? "")", file: file, line: line)
            }
            let seed = rng.currentSeed
            let value = input.run(using: &rng)
            let failuresBefore = testRun?.totalFailureCount ?? 0
            do {
                try body(value)
            } catch {
                XCTFail("threw \(error)", file: file, line: line)
            }
            if let run = testRun, run.totalFailureCount > failuresBefore {
                return XCTFail("Failure occurred with input \(value). Rerun it with COMBINEGTK_STRESS_SEED=\(seed)", file: file, line: line)
            }
        }
    }

    /// Strings of any characters but NUL (where a GVariant string ends): quotes, backslashes,
    /// control characters, accents and emoji.
    static let text = Gen<Character>.oneOf(
        Gen.letterOrNumber.compactMap { $0 },
        Gen.element(of: Array("'\"\\\n\t\u{7}\u{7f} {}[]<>@%é世🎉")).compactMap { $0 }
    ).string(of: 0...12)
}
