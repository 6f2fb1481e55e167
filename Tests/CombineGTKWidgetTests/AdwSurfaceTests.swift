import XCTest
import CAdw
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK
@testable import CombineAdw

/// The generated libadwaita surface held to libadwaita (`AdwSurfaceIndex`, see
/// `SurfaceVerification`), the wrapping of Adw objects from C as their `Adw` classes, and the
/// lifetime contract for an Adw widget.
final class AdwSurfaceTests: XCTestCase {
    func testEveryGeneratedTypeHasItsPropertiesAndSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            Adw.initialize()
            let result = SurfaceVerification.types(AdwSurfaceIndex.types)
            XCTAssertEqual(result.problems, [])
            // Adw-1.gir (1.2.2): 52 classes and the Swipeable interface; SpringParams.
            XCTAssertEqual(AdwSurfaceIndex.types.count, 52 + 1 + 1)
            XCTAssertGreaterThan(result.properties, 200, "the index lists the properties")
            XCTAssertGreaterThan(result.signals, 20, "the index lists the signals")
            for check in AdwSurfaceIndex.types {
                if let wrapper = check.wrapper {
                    XCTAssertTrue(WrapperClass.of(check.gType) == wrapper, "\(check.typeName) is in the class table")
                }
            }
        }
    }

    func testEveryConstructibleClassReadsItsPropertiesAndConnectsItsSignals() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let classes = AdwSurfaceIndex.classes
            XCTAssertGreaterThan(classes.count, 30)
            let result = SurfaceVerification.properties(of: classes)
            XCTAssertEqual(result.problems, [])
            let signals = SurfaceVerification.signals(of: classes) { SignalHandler.heldByGLib.load(ordering: .relaxed) }
            XCTAssertEqual(signals.problems, [])
        }
    }

    func testEveryEnumerationHasOneCasePerGLibValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            Adw.initialize()
            // Adw-1.gir (1.2.2): 13 enumerations and 1 bitfield (TabViewShortcuts is 1.2's).
            XCTAssertEqual(CombineAdw.GeneratedEnumerations.enumerations.count, 13)
            XCTAssertEqual(CombineAdw.GeneratedEnumerations.flags.map { String(cString: g_type_name($0.type.gType)) }, ["AdwTabViewShortcuts"])
            for type in CombineAdw.GeneratedEnumerations.enumerations {
                let enumClass = g_type_class_ref(type.gType).assumingMemoryBound(to: GEnumClass.self)
                defer { g_type_class_unref(enumClass) }
                let values = Set((0..<Int(enumClass.pointee.n_values)).map { enumClass.pointee.values[$0].value })
                XCTAssertEqual(Set(rawValues(of: type)), values, String(cString: g_type_name(type.gType)))
            }
        }
    }

    func testObjectsFromCAreWrappedAsTheirAdwClasses() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            Adw.initialize()
            let bar = Object.wrapper(adopting: gObject(g_object_ref_sink(gObject(adw_header_bar_new()))))
            XCTAssertTrue(bar is Adw.HeaderBar, "a raw AdwHeaderBar is an Adw.HeaderBar, not a Widget: \(type(of: bar))")

            let builder = try Builder(string: """
                <interface>
                  <object class="AdwLeaflet" id="leaflet">
                    <child><object class="AdwActionRow" id="row"><property name="title">Buy milk</property></object></child>
                  </object>
                </interface>
                """)
            let leaflet = try builder.object("leaflet", as: Adw.Leaflet.self)
            let row = try builder.object("row", as: Adw.ActionRow.self)
            XCTAssertEqual(row.title, "Buy milk")
            XCTAssertTrue(leaflet.visibleChild is Adw.ActionRow, "a getter's widget is of its Adw class")

            // A signal's argument: GtkListBox's row-selected carries an AdwActionRow made in C.
            let list = ListBox()
            let rawRow = adw_action_row_new()!
            gtk_list_box_append(list.cPointer(), rawRow)
            var selected: [ListBoxRow?] = []
            let subscription = list.rowSelectedPublisher.sink { selected.append($0) }
            gtk_list_box_select_row(list.cPointer(), UnsafeMutableRawPointer(rawRow).assumingMemoryBound(to: GtkListBoxRow.self))
            subscription.cancel()
            XCTAssertEqual(selected.count, 1)
            XCTAssertTrue((selected.first ?? nil) is Adw.ActionRow, "a signal's argument is of its Adw class: \(selected)")
        }
    }

    func testAPropertyPublisherFinishesWhenItsWidgetIsFinalizedAndLeaksNothing() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var received: [Bool] = []
            var finished = false
            var subscription: AnyCancellable?
            let handlers = SignalHandler.heldByGLib.load(ordering: .relaxed)
            assertFinalized("a subscription does not keep the leaflet") {
                let (row, leaflet, overlay, folded) = adwIssueSnippet()
                XCTAssertEqual(row.title, "Buy milk")
                _ = overlay
                subscription = folded.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
                return leaflet
            }
            XCTAssertEqual(received.count, 1, "the current value on subscription: \(received)")
            XCTAssertTrue(finished, "finishes when the leaflet is finalized")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), handlers, "its notify handler went with the leaflet")
            subscription?.cancel()
        }
    }
}

/// Every case's raw value of `type`.
private func rawValues<T: GLibEnum>(of type: T.Type) -> [Int32] { T.allCases.map(\.rawValue) }
