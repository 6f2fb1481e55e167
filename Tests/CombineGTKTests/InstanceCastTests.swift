import XCTest
import CGtk
import CombineGTK

/// The checked pointer casts: the same address when the instance is of the type (a class or
/// an interface it implements), nil when it is not, from typed and opaque pointers alike.
final class InstanceCastTests: XCTestCase {
    func testATypedPointerCastsToItsClassesAndInterfacesOnly() {
        let operation = g_mount_operation_new()!  // UnsafeMutablePointer<GMountOperation>
        defer { g_object_unref(operation) }
        let object = operation.cast(to: GObject.self, checking: FundamentalType.object)
        XCTAssertEqual(UnsafeMutableRawPointer(object), UnsafeMutableRawPointer(operation))
        XCTAssertNotNil(operation.cast(to: GMountOperation.self, checking: g_mount_operation_get_type()))
        XCTAssertNil(operation.cast(to: GMenuModel.self, checking: g_menu_model_get_type()), "a GMountOperation is no GMenuModel")
        XCTAssertNil(operation.cast(to: OpaquePointer.self, checking: g_action_get_type()), "nor a GAction")
    }

    func testAnOpaquePointerCastsToItsClassesAndInterfacesOnly() {
        let action = g_simple_action_new("go", nil)!  // OpaquePointer
        defer { g_object_unref(UnsafeMutableRawPointer(action)) }
        let object = action.cast(to: GObject.self, checking: FundamentalType.object)
        XCTAssertEqual(UnsafeMutableRawPointer(object), UnsafeMutableRawPointer(action))
        let asAction = action.cast(to: OpaquePointer.self, checking: g_action_get_type())
        XCTAssertEqual(asAction, action, "a GSimpleAction implements GAction")
        XCTAssertNil(action.cast(to: OpaquePointer.self, checking: g_menu_model_get_type()))
        XCTAssertNil(action.cast(to: GMountOperation.self, checking: g_mount_operation_get_type()))
    }

    func testATypedPointerCastsToAnOpaqueOneAfterTheCheck() {
        let action = g_simple_action_new("go", nil)!
        defer { g_object_unref(UnsafeMutableRawPointer(action)) }
        let object = action.cast(to: GObject.self, checking: FundamentalType.object)!
        let back = object.cast(to: OpaquePointer.self, checking: g_simple_action_get_type())
        XCTAssertEqual(back, action)
        XCTAssertEqual(g_action_get_name(back).map { String(cString: $0) }, "go")
    }
}
