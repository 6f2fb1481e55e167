import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@testable import CombineGTK

/// `PropertyTable` is the one list of (GType, property, Swift type) the wrappers use; these
/// tests hold it to GTK.
final class PropertyTableTests: XCTestCase {
    private static let interfaceType = GType(2 << 2)   // G_TYPE_INTERFACE
    private static let objectType = GType(20 << 2)     // G_TYPE_OBJECT

    /// For every row: the GType exists, its class (or interface) has the property under that
    /// canonical name, the property is readable, and the row's Swift type can represent it.
    func testEveryRowIsAReadablePropertyOfItsTypeThatItsSwiftTypeRepresents() throws {
        try Display.require()
        MainActor.assumeIsolated {
            XCTAssertNotEqual(gtk_init_check(), 0)
            // Types are registered lazily: register GTK's (and the GIO ones the table uses).
            gtk_test_register_all_types()
            // Used, not discarded: the get_type functions are G_GNUC_CONST, and a discarded
            // call to a const function may be dropped, leaving the type unregistered.
            XCTAssertNotEqual(g_simple_action_get_type(), 0)
            XCTAssertNotEqual(g_application_get_type(), 0)

            XCTAssertFalse(PropertyTable.all.isEmpty)
            var checked = 0
            for row in PropertyTable.all {
                let label = "PropertyTable row (\(row.typeName), \"\(row.name)\", \(row.valueType))"
                let type = g_type_from_name(row.typeName)
                guard type != 0 else {
                    XCTFail("\(label): there is no GType named \(row.typeName)")
                    continue
                }
                guard let spec = Self.findProperty(row.name, on: type) else {
                    XCTFail("\(label): \(row.typeName) has no property named \"\(row.name)\"")
                    continue
                }
                let canonicalName = String(cString: spec.pointee.name)
                XCTAssertEqual(canonicalName, row.name, "\(label): GTK names the property \"\(canonicalName)\"")
                XCTAssertNotEqual(spec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue, 0, "\(label): the property is not readable")
                let propertyType = String(cString: g_type_name(spec.pointee.value_type))
                XCTAssertTrue(row.valueType.accepts(spec.pointee.value_type),
                              "\(label): the property holds \(propertyType), which \(row.valueType) cannot represent")
                checked += 1
            }
            XCTAssertEqual(checked, PropertyTable.all.count, "every row was checked")
        }
    }

    /// The table is the only place property names are spelled: every key declared in
    /// `PropertyTable.swift` is in `PropertyTable.all`, no other library file makes a
    /// `PropertyKey`, and no wrapper names a property in a string that is not in the table.
    func testWrappersOnlyUsePropertiesFromTheTable() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let sources = URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/CombineGTK")
            // Every hand-written file, in the library's folders (Generated/ has keys of its own).
            let files = (FileManager.default.subpaths(atPath: sources.path) ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Generated/") }.sorted()
            XCTAssertTrue(files.contains("GObject/PropertyTable.swift"))

            let table = try String(contentsOf: sources.appendingPathComponent("GObject/PropertyTable.swift"), encoding: .utf8)
            let declared = Set(Self.matches(#"PropertyKey<[^>]+>\("([A-Za-z]+)", "([a-z0-9-]+)"\)"#, in: table).map { "\($0[0]).\($0[1])" })
            let listed = Set(PropertyTable.all.map { "\($0.typeName).\($0.name)" })
            XCTAssertEqual(declared.count, PropertyTable.all.count, "one row of `all` per declared key")
            XCTAssertEqual(declared, listed, "every key declared in PropertyTable.swift is in PropertyTable.all")
            let names = Set(PropertyTable.all.map(\.name))

            for file in files where file != "GObject/PropertyTable.swift" && file != "GObject/PropertyKey.swift" {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                XCTAssertTrue(Self.matches(#"PropertyKey(<[^>]+>)?\(\s*""#, in: text).isEmpty,
                              "\(file) makes a PropertyKey; add the row to PropertyTable instead")
                let literal = #"(?:propertyPublisher\(|property: |value\(of: |, of: |"notify::)"?([a-z][a-z0-9-]*)""#
                for match in Self.matches(literal, in: text) where !names.contains(match[0]) {
                    XCTFail("\(file) uses the property \"\(match[0])\", which is not in PropertyTable")
                }
            }
        }
    }

    private static func findProperty(_ name: String, on type: GType) -> UnsafeMutablePointer<GParamSpec>? {
        if g_type_fundamental(type) == interfaceType {
            let interface = g_type_default_interface_ref(type)
            defer { g_type_default_interface_unref(interface) }
            return g_object_interface_find_property(interface, name)
        }
        guard g_type_is_a(type, objectType) != 0, let classPointer = g_type_class_ref(type) else { return nil }
        defer { g_type_class_unref(classPointer) }
        return g_object_class_find_property(classPointer.assumingMemoryBound(to: GObjectClass.self), name)
    }

    /// The capture groups of every match of `pattern`.
    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).compactMap { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) }
            }
        }
    }
}
