import CombineGTK
import Testing

/// `VariantType`: only valid type strings, their parts, subtypes with wildcards, and the
/// container types built from parts.
@Suite struct VariantTypeTests {
    @Test func onlyValidTypeStringsMakeATypeString() {
        for valid in ["s", "a{sv}", "(ii)", "()", "maas", "v", "a{?*}", "r", "*", "(sa{sv}ay)"] {
            #expect(VariantType(valid)?.typeString == valid)
        }
        for invalid in ["", "z", "a", "a{vs}", "{sv", "(i", "ss", "s\0", "a{s}", "m"] {
            #expect(VariantType(invalid) == nil, "\(invalid.debugDescription)")
        }
        // A literal argument is the literal (SE-0213): checked when made, not optional.
        let literal: VariantType = "a{sv}"
        #expect(literal == .vardict)
        #expect(VariantType("a{sv}") == literal)
        #expect(literal.description == "a{sv}")
    }

    @Test func aTypeKnowsItsKindAndParts() {
        let vardict = VariantType.vardict
        #expect(vardict.isArray && vardict.isDictionary && vardict.isContainer && vardict.isDefinite)
        #expect(!vardict.isBasic && !vardict.isMaybe && !vardict.isTuple)
        #expect(vardict.element == "{sv}")
        #expect(vardict.element?.isDictionaryEntry == true)
        #expect(vardict.element?.key == .string)
        #expect(vardict.element?.value == .variant)
        #expect(vardict.key == nil)

        #expect(VariantType("ms").element == .string)
        #expect(VariantType.string.element == nil)
        #expect(VariantType.string.isBasic)
        #expect(!VariantType.variant.isBasic && VariantType.variant.isContainer)
        #expect(VariantType("(sa{sv}ay)").items == [.string, .vardict, .byteString])
        #expect(VariantType.unit.items == [])
        #expect(VariantType.anyTuple.items == nil)
        #expect(VariantType.anyTuple.isTuple && !VariantType.anyTuple.isDefinite)
        #expect(VariantType.string.items == nil)
    }

    @Test func wildcardsAreSupertypes() {
        #expect(VariantType.stringArray.isSubtype(of: .anyArray))
        #expect(VariantType.stringArray.isSubtype(of: .any))
        #expect(VariantType.stringArray.isSubtype(of: .stringArray))
        #expect(!VariantType.stringArray.isSubtype(of: .anyMaybe))
        #expect(VariantType.vardict.isSubtype(of: .anyDictionary))
        #expect(VariantType.int32.isSubtype(of: .anyBasic))
        #expect(!VariantType.variant.isSubtype(of: .anyBasic))
        #expect(VariantType("(is)").isSubtype(of: .anyTuple))
        #expect(VariantType("{sv}").isSubtype(of: .anyDictionaryEntry))
    }

    @Test func containerTypesAreBuiltFromTheirParts() {
        #expect(VariantType.array(of: .string) == .stringArray)
        #expect(VariantType.array(of: .byte) == .byteString)
        #expect(VariantType.array(of: .byteString) == .byteStringArray)
        #expect(VariantType.array(of: .objectPath) == .objectPathArray)
        #expect(VariantType.maybe(of: .int64).typeString == "mx")
        #expect(VariantType.tuple([.int32, .string, .unit]).typeString == "(is())")
        #expect(VariantType.tuple([]) == .unit)
        #expect(VariantType.dictionaryEntry(key: .string, value: .variant).typeString == "{sv}")
        #expect(VariantType.dictionary(key: .string, value: .variant) == .vardict)
        #expect(VariantType.dictionary(key: .uint32, value: .stringArray).typeString == "a{uas}")
        let scalars: [VariantType] = [.boolean, .byte, .int16, .uint16, .int32, .uint32, .int64, .uint64, .handle, .double, .string, .objectPath, .signature]
        #expect(scalars.map(\.typeString).joined() == "bynqiuxthdsog")
        #expect(scalars.filter { !$0.isBasic } == [])
        // Every type a Swift type is written as is a valid, definite one.
        let nested = [String: [Int?]].variantType
        #expect(nested.typeString == "a{samx}")
        #expect(VariantType(nested.typeString) == nested)
        #expect(nested.isDefinite)
    }
}
