import CombineGTK
import XCTest

/// `VariantType`: only valid type strings, their parts, subtypes with wildcards, and the
/// container types built from parts.
final class VariantTypeTests: XCTestCase {
    func testOnlyValidTypeStringsMakeATypeString() {
        for valid in ["s", "a{sv}", "(ii)", "()", "maas", "v", "a{?*}", "r", "*", "(sa{sv}ay)"] {
            XCTAssertEqual(VariantType(valid)?.typeString, valid)
        }
        for invalid in ["", "z", "a", "a{vs}", "{sv", "(i", "ss", "s\0", "a{s}", "m"] {
            XCTAssertNil(VariantType(invalid), "\(invalid.debugDescription)")
        }
        // A literal argument is the literal (SE-0213): checked when made, not optional.
        let literal: VariantType = "a{sv}"
        XCTAssertEqual(literal, .vardict)
        XCTAssertEqual(VariantType("a{sv}"), literal)
        XCTAssertEqual(literal.description, "a{sv}")
    }

    func testATypeKnowsItsKindAndParts() {
        let vardict = VariantType.vardict
        XCTAssertTrue(vardict.isArray && vardict.isDictionary && vardict.isContainer && vardict.isDefinite)
        XCTAssertTrue(!vardict.isBasic && !vardict.isMaybe && !vardict.isTuple)
        XCTAssertEqual(vardict.element, "{sv}")
        XCTAssertEqual(vardict.element?.isDictionaryEntry, true)
        XCTAssertEqual(vardict.element?.key, .string)
        XCTAssertEqual(vardict.element?.value, .variant)
        XCTAssertNil(vardict.key)

        XCTAssertEqual(VariantType("ms").element, .string)
        XCTAssertNil(VariantType.string.element)
        XCTAssertTrue(VariantType.string.isBasic)
        XCTAssertTrue(!VariantType.variant.isBasic && VariantType.variant.isContainer)
        XCTAssertEqual(VariantType("(sa{sv}ay)").items, [.string, .vardict, .byteString])
        XCTAssertEqual(VariantType.unit.items, [])
        XCTAssertNil(VariantType.anyTuple.items)
        XCTAssertTrue(VariantType.anyTuple.isTuple && !VariantType.anyTuple.isDefinite)
        XCTAssertNil(VariantType.string.items)
    }

    func testWildcardsAreSupertypes() {
        XCTAssertTrue(VariantType.stringArray.isSubtype(of: .anyArray))
        XCTAssertTrue(VariantType.stringArray.isSubtype(of: .any))
        XCTAssertTrue(VariantType.stringArray.isSubtype(of: .stringArray))
        XCTAssertTrue(!VariantType.stringArray.isSubtype(of: .anyMaybe))
        XCTAssertTrue(VariantType.vardict.isSubtype(of: .anyDictionary))
        XCTAssertTrue(VariantType.int32.isSubtype(of: .anyBasic))
        XCTAssertTrue(!VariantType.variant.isSubtype(of: .anyBasic))
        XCTAssertTrue(VariantType("(is)").isSubtype(of: .anyTuple))
        XCTAssertTrue(VariantType("{sv}").isSubtype(of: .anyDictionaryEntry))
    }

    func testContainerTypesAreBuiltFromTheirParts() {
        XCTAssertEqual(VariantType.array(of: .string), .stringArray)
        XCTAssertEqual(VariantType.array(of: .byte), .byteString)
        XCTAssertEqual(VariantType.array(of: .byteString), .byteStringArray)
        XCTAssertEqual(VariantType.array(of: .objectPath), .objectPathArray)
        XCTAssertEqual(VariantType.maybe(of: .int64).typeString, "mx")
        XCTAssertEqual(VariantType.tuple([.int32, .string, .unit]).typeString, "(is())")
        XCTAssertEqual(VariantType.tuple([]), .unit)
        XCTAssertEqual(VariantType.dictionaryEntry(key: .string, value: .variant).typeString, "{sv}")
        XCTAssertEqual(VariantType.dictionary(key: .string, value: .variant), .vardict)
        XCTAssertEqual(VariantType.dictionary(key: .uint32, value: .stringArray).typeString, "a{uas}")
        let scalars: [VariantType] = [.boolean, .byte, .int16, .uint16, .int32, .uint32, .int64, .uint64, .handle, .double, .string, .objectPath, .signature]
        XCTAssertEqual(scalars.map(\.typeString).joined(), "bynqiuxthdsog")
        XCTAssertEqual(scalars.filter { !$0.isBasic }, [])
        // Every type a Swift type is written as is a valid, definite one.
        let nested = [String: [Int?]].variantType
        XCTAssertEqual(nested.typeString, "a{samx}")
        XCTAssertEqual(VariantType(nested.typeString), nested)
        XCTAssertTrue(nested.isDefinite)
    }
}
