import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Raw pointers wrapped with the right class, and object arguments of signals.
final class WrapperClassTests: XCTestCase {
    func testARawPointerIsWrappedWithTheMostDerivedClass() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let toggle = gObject(gtk_toggle_button_new())
            let wrapper = Object.wrapper(adopting: toggle)
            XCTAssertTrue(wrapper is ToggleButton)
            XCTAssertEqual(toggle.pointee.ref_count, 1, "the floating reference was sunk and adopted, not doubled")

            // Every generated class is in the table: a GtkFlowBox is a FlowBox, a
            // GtkLinkButton a LinkButton (and so a Button).
            let flowBox = gObject(gtk_flow_box_new())
            XCTAssertTrue(Object.wrapper(adopting: flowBox) is FlowBox)
            let link = gObject(gtk_link_button_new("https://example.org"))
            let linkWrapper = Object.wrapper(adopting: link)
            XCTAssertTrue(linkWrapper is LinkButton && linkWrapper is Button)

            // A Widget asked for a label is a Label; an existing wrapper of the class is reused.
            let label = Label("x")
            XCTAssertTrue(Widget.wrapping(label.objectPointer) === label)
            let raw = gObject(gtk_label_new("y"))
            g_object_ref_sink(raw)
            XCTAssertTrue(Widget.wrapping(raw) is Label)
            let refsBefore = raw.pointee.ref_count
            let again = Object.wrapper(retaining: raw)
            XCTAssertTrue(again is Label)
            XCTAssertEqual(raw.pointee.ref_count, refsBefore + 1, "a new wrapper takes a reference of its own")
            g_object_unref(raw)
            withExtendedLifetime(again) {}
        }
    }

    func testAWidgetsObservedControllersAndChildrenAreListModelsThoughTheirClassIsPrivate() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let box = Box(orientation: .vertical)
            box.addController(GestureClick())
            box.addController(GestureClick())
            box.append(Label("a"))
            box.append(Label("b"))
            box.append(Label("c"))
            let controllers = try XCTUnwrap(box.observeControllers(), "GtkListListModel is a ListModelImplementation")
            let children = try XCTUnwrap(box.observeChildren())
            XCTAssertEqual(controllers.typeName, "GtkListListModel", "a class GTK does not export")
            XCTAssertEqual(count(controllers), 2)
            XCTAssertEqual(count(children), 3)
            XCTAssertEqual(g_list_model_get_n_items(OpaquePointer(controllers.objectPointer)), 2, "GListModel's n_items agrees")
            XCTAssertEqual(g_list_model_get_n_items(OpaquePointer(children.objectPointer)), 3)
            XCTAssertTrue(children.item(0) is Label, "its items are wrapped by their own classes")
            XCTAssertTrue(controllers.item(0) is GestureClick)
        }
    }

    func testAdoptingAnObjectThatHasAWrapperGivesTheReferenceBack() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            let pointer = label.objectPointer
            let before = pointer.pointee.ref_count
            g_object_ref(pointer)  // what a transfer-full getter would hand over
            XCTAssertTrue(Object.wrapper(adopting: pointer) === label)
            XCTAssertEqual(pointer.pointee.ref_count, before)
        }
    }

    func testSignalEmissionReadsObjectArgumentsAsWrappers() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let list = Object(adopting: gObject(gtk_list_box_new()))
            let row = gtk_list_box_row_new()!
            gtk_list_box_append(OpaquePointer(list.objectPointer), row)
            var selected: [Object?] = []
            var asLabel: [Label?] = []
            let publisher = list.signalPublisher("row-selected") { emission -> Object? in
                asLabel.append(emission.object(0, as: Label.self))
                return emission.object(0)
            }
            let cancellable = publisher.sink { selected.append($0) }
            gtk_list_box_select_row(OpaquePointer(list.objectPointer), UnsafeMutablePointer(OpaquePointer(row)))
            gtk_list_box_unselect_all(OpaquePointer(list.objectPointer))
            XCTAssertEqual(selected.count, 2)
            XCTAssertEqual(selected.first??.objectPointer, gObject(row), "the row, wrapped")
            XCTAssertEqual(selected.first??.typeName, "GtkListBoxRow")
            XCTAssertTrue(selected.first.flatMap { $0 } is ListBoxRow, "a GtkListBoxRow is a ListBoxRow")
            XCTAssertNil(selected.last!, "unselecting passes NULL")
            XCTAssertEqual(asLabel.compactMap { $0 }.count, 0, "not a Label")
            cancellable.cancel()
        }
    }
}

/// `model`'s items, counted through the generated `item(_:)` (`nItems` is the property of the
/// classes that have one; a private model has none).
@MainActor
private func count(_ model: any ListModel) -> Int {
    var position = 0
    while model.item(position) != nil { position += 1 }
    return position
}
