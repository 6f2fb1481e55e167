import XCTest
@testable import GIRGenerator

final class TypeMapperTests: XCTestCase {
    private func mapper(registering names: [String] = []) throws -> TypeMapper {
        var registry = SwiftTypeRegistry()
        for name in names { registry.register(TypeName(namespace: "Demo", name: name), as: SwiftType(name, kind: .enumeration)) }
        return TypeMapper(library: GIRLibrary(repositories: [try Fixtures.repository()]), registry: registry, namespace: "Demo")
    }

    private func named(_ name: String) -> TypeReference { .named(TypeName(name), cType: nil, elements: []) }

    func testFundamentals() throws {
        let mapper = try mapper()
        XCTAssertEqual(mapper.map(named("gboolean")).swiftType, SwiftType("Bool", kind: .bool))
        for integer in ["gint", "guint", "gint8", "guint16", "gint32", "gint64", "gsize", "gssize", "glong", "gulong"] {
            XCTAssertEqual(mapper.map(named(integer)).swiftType, SwiftType("Int", kind: .integer), "C integers are Int: \(integer)")
        }
        XCTAssertEqual(mapper.map(named("guint32")).swiftType?.name, "UInt32", "GDK's event timestamps keep their width")
        XCTAssertEqual(mapper.map(named("guint64")).swiftType?.name, "UInt64", "sizes on the wire keep their width")
        XCTAssertEqual(mapper.map(named("gunichar")).swiftType, SwiftType("Unicode.Scalar", kind: .unicodeScalar))
        XCTAssertEqual(mapper.map(named("gdouble")).swiftType?.name, "Double")
        XCTAssertEqual(mapper.map(named("utf8"), isNullable: true).description, "String?")
        XCTAssertEqual(mapper.map(named("gint"), isNullable: true).description, "Int", "numbers are never NULL")
        XCTAssertEqual(mapper.map(named("Size")).swiftType?.name, "Int", "an alias maps as what it aliases")
        let strv = TypeReference.array(ArrayType(name: nil, cType: "char**", element: named("utf8"), lengthParameter: nil, isZeroTerminated: true, fixedSize: nil))
        XCTAssertEqual(mapper.map(strv).description, "[String]")
    }

    func testGeneratedTypesMapAndTheRestSayWhy() throws {
        XCTAssertEqual(try mapper(registering: ["Align"]).map(named("Align")).description, "Align")
        let mapper = try mapper()
        XCTAssertEqual(mapper.map(named("Align")).description, "unmapped, because enumeration Demo.Align is not generated yet")
        XCTAssertEqual(mapper.map(named("Error")).description, "unmapped, because enumeration Demo.Error has no GType")
        XCTAssertEqual(mapper.map(named("Button")).description, "unmapped, because class Demo.Button has no generated wrapper yet")
        XCTAssertEqual(mapper.map(named("Buildable")).description, "unmapped, because interface Demo.Buildable has no generated protocol yet")
        XCTAssertEqual(mapper.map(named("Rgba")).description, "unmapped, because boxed type Demo.Rgba is not among the records generated")
        XCTAssertEqual(mapper.map(named("Callback")).description, "unmapped, because callback Demo.Callback cannot be passed as a Swift closure yet")
        XCTAssertEqual(mapper.map(named("Nothing")).description, "unmapped, because Demo.Nothing is not a type the loaded GIR files define")
        XCTAssertEqual(mapper.map(.varargs).description, "unmapped, because C variadic arguments cannot be called from Swift")
        XCTAssertNil(mapper.map(named("filename")).swiftType)
        XCTAssertNil(mapper.map(.named(TypeName(namespace: "GLib", name: "List"), cType: nil, elements: [named("utf8")])).swiftType)
    }
}
