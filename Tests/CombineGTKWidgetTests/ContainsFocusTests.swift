import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `containsFocusPublisher`: focus within a composite widget, which `has-focus` misses.
final class ContainsFocusTests: XCTestCase {
    func testAnEntrysFocusIsSeenWithinItThoughItsOwnHasFocusStaysFalse() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let box = Box()
            var entry: Entry! = Entry()
            let button = Button(label: "other")
            box.append(entry)
            box.append(button)
            window.child = box
            let within = TestSubscriber<Bool, Never>()
            let own = TestSubscriber<Bool, Never>()
            entry.containsFocusPublisher.subscribe(within)
            entry.hasFocusPublisher.subscribe(own)
            XCTAssertEqual(within.values, [false])

            XCTAssertTrue(WindowActivation.activate(window), "the window became active under the test display")
            gtk_widget_grab_focus(entry.widgetPointer)
            XCTAssertTrue(pumpMainContext { within.values.last == true })
            gtk_widget_grab_focus(button.widgetPointer)
            XCTAssertTrue(pumpMainContext { within.values.last == false })
            XCTAssertEqual(within.values, [false, true, false])
            XCTAssertEqual(own.values, [false], "the entry's own has-focus never turns true: the focus is on its GtkText")

            // One controller per widget, however many subscriptions.
            let second = TestSubscriber<Bool, Never>()
            entry.containsFocusPublisher.subscribe(second)
            XCTAssertEqual(focusControllers(of: entry), 1)

            entry = nil
            window.destroy()
            XCTAssertTrue(pumpMainContext { own.isFinished }, "the entry went with its window")
            XCTAssertEqual(within.completions, [.finished], "finishes when the widget goes")
            XCTAssertEqual(second.completions, [.finished])
        }
    }

    func testADisposedWidgetsPublisherFinishesAtOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let entry = Entry()
            window.child = entry
            window.destroy()
            XCTAssertTrue(pumpMainContext { entry.isDisposed })
            let subscriber = TestSubscriber<Bool, Never>()
            entry.containsFocusPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(subscriber.values, [])
        }
    }
}

@MainActor
private func focusControllers(of widget: Widget) -> Int {
    let controllers = gtk_widget_observe_controllers(widget.widgetPointer)!
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    return (0..<g_list_model_get_n_items(controllers)).filter { index in
        let controller = g_list_model_get_item(controllers, index)!
        defer { g_object_unref(controller) }
        return gtk_event_controller_get_name(OpaquePointer(controller)).map { String(cString: $0) } == "combinegtk-contains-focus"
    }.count
}
