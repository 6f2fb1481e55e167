import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// Objects of classes CombineGTK has no wrapper for come back as the interface they
/// implement (`WrapperClass`, the generated fallback classes): a real one from GIO, and types
/// registered here to pin down which interface wins.
final class InterfaceFallbackTests: MainActorTestCase {
    func testAnAppInfoOfAClassNotGeneratedIsAnAppInfoAndSoIsWhatItsGeneratedMethodsReturn() throws {
        try onMain {
            let info = try XCTUnwrap(g_app_info_create_from_commandline("true", "True", G_APP_INFO_CREATE_NONE, nil))
            let wrapper = try XCTUnwrap(Object.wrap(full: info))
            XCTAssertEqual(wrapper.typeName, "GDesktopAppInfo", "a class the generator leaves out (Gio/Coverage.md)")
            let appInfo = try XCTUnwrap(wrapper as? any AppInfo, "an AppInfoImplementation")
            XCTAssertEqual(appInfo.name(), "True")
            let copy = try XCTUnwrap(appInfo.dup(), "g_app_info_dup's private GDesktopAppInfo is an AppInfo")
            XCTAssertFalse(copy === appInfo, "a new object")
            XCTAssertEqual(copy.commandline(), appInfo.commandline())
            XCTAssertEqual(copy.name(), "True")
        }
    }

    func testAnObjectWrappedAsObjectBeforeGetsAWrapperOfItsFallbackClassAndKeepsOnlyThatOne() throws {
        try onMain {
            let info = try XCTUnwrap(g_app_info_create_from_commandline("true", "True", G_APP_INFO_CREATE_NONE, nil))
            let pointer = UnsafeMutableRawPointer(info).assumingMemoryBound(to: GObject.self)
            let plain = Object(adopting: pointer)
            let typed = try XCTUnwrap(Object.wrapper(retaining: pointer) as? any AppInfo, "the class WrapperClass says, not the Object there")
            XCTAssertTrue(Object.wrapper(retaining: pointer) === typed, "the typed wrapper now is the object's one wrapper")
            XCTAssertTrue(Object.wrapping(pointer) === typed)
            XCTAssertEqual(plain.typeName, "GDesktopAppInfo", "the plain wrapper holds its own reference and stays valid")
            XCTAssertEqual(pointer.pointee.ref_count, 2, "one reference per wrapper")
        }
    }

    func testTheMostDerivedInterfaceWinsThenTheFirstGTypeName() {
        onMain {
            let selection = Self.registerPrivateType("CombineGTKTestSelection", interfaces: [g_list_model_get_type(), gtk_selection_model_get_type()])
            XCTAssertTrue(WrapperClass.of(selection) == SelectionModelImplementation.self, "\(WrapperClass.of(selection))")
            let both = Self.registerPrivateType("CombineGTKTestListAndActions", interfaces: [g_list_model_get_type(), g_action_group_get_type()])
            XCTAssertTrue(WrapperClass.of(both) == ActionGroupImplementation.self, "GActionGroup sorts before GListModel: \(WrapperClass.of(both))")
            let none = Self.registerPrivateType("CombineGTKTestPlain", interfaces: [])
            XCTAssertTrue(WrapperClass.of(none) == Object.self)
        }
    }

    /// A `GObject` subclass that no class table lists, implementing `interfaces` (in
    /// prerequisite order) with no methods: only its type is looked at.
    private static func registerPrivateType(_ name: String, interfaces: [GType]) -> GType {
        if case let existing = g_type_from_name(name), existing != 0 { return existing }
        var typeInfo = GTypeInfo()
        typeInfo.class_size = guint16(MemoryLayout<GObjectClass>.size)
        typeInfo.instance_size = guint16(MemoryLayout<GObject>.size)
        let type = g_type_register_static(FundamentalType.object, name, &typeInfo, GTypeFlags(rawValue: 0))
        var info = GInterfaceInfo(interface_init: { _, _ in }, interface_finalize: nil, interface_data: nil)
        for interface in interfaces { g_type_add_interface_static(type, interface, &info) }
        return type
    }
}
