import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// How `get_property` and `set_property` find a property declared in Swift: the spec's qdata
/// (`InstalledProperty`), and what they do with an instance that is not the property's owner.
final class InstalledPropertyTests: MainActorTestCase {
    func testTheSpecHoldsItsPropertyAndReleasesItWhenFinalized() throws {
        try onMain {
            let spec = try XCTUnwrap(g_param_spec_string("title", nil, nil, nil, G_PARAM_READWRITE))
            g_param_spec_ref_sink(spec)
            weak var installed: InstalledProperty?
            InstalledProperty.attach(ErasedProperty(TaskItem.properties[0]), to: spec)
            installed = InstalledProperty.of(spec)
            XCTAssertNotNil(installed, "held by the spec's qdata, nothing else")
            XCTAssertEqual(installed?.property.name, "title")
            g_param_spec_unref(spec)
            XCTAssertNil(installed, "released by the qdata's destroy notify")
        }
    }

    func testARegisteredTypesPropertiesAreFoundFromTheirSpecs() throws {
        try onMain {
            let objectClass = try XCTUnwrap(g_type_class_ref(TaskItem.gType)).assumingMemoryBound(to: GObjectClass.self)
            defer { g_type_class_unref(objectClass) }
            for property in TaskItem.properties {
                let spec = try XCTUnwrap(g_object_class_find_property(objectClass, property.name))
                XCTAssertEqual(InstalledProperty.of(spec)?.property.name, property.name)
            }
        }
    }

    func testAReadWithAnInstanceOfAnotherClassStopsADebugBuild() throws {
        try expectChildStops(saying: ["property \"title\" of TaskItem was read or written on a ShapeItem, which is no TaskItem"]) {
            onMain {
                let property = ErasedProperty(TaskItem.properties[0])
                var value = GValue()
                g_value_init(&value, FundamentalType.string)
                property.read(ShapeItem(), &value)
            }
        }
    }

    func testAWriteWithAnInstanceOfAnotherClassStopsADebugBuild() throws {
        try expectChildStops(saying: ["property \"title\" of TaskItem was read or written on a ShapeItem, which is no TaskItem"]) {
            onMain {
                let property = ErasedProperty(TaskItem.properties[0])
                var value = GValue()
                g_value_init(&value, FundamentalType.string)
                g_value_set_string(&value, "Milk")
                property.write(ShapeItem(), &value)
            }
        }
    }
}
