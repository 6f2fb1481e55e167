import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class WindowPublisherTests: XCTestCase {
    func testCloseRequestPublisherSendsWhenTheWindowIsAskedToClose() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            let finalization = Finalization(window!)
            let subscriber = TestSubscriber<Void, Never>()
            window!.closeRequestPublisher.subscribe(subscriber)
            window!.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_realized(window!.widgetPointer) != 0 })
            XCTAssertEqual(subscriber.values.count, 0, "no initial value")

            window!.close()
            XCTAssertEqual(subscriber.values.count, 1)
            XCTAssertFalse(window!.isVisible, "the publisher does not stop the window from closing")
            window = nil
            assertFinalized(finalization)
            XCTAssertEqual(subscriber.completions, [.finished], "finishes when the window goes")
        }
    }

    func testDefaultSizePublishersSendTheCurrentValueThenEveryChange() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(cast(window.widgetPointer), &width, &height)
            let widths = TestSubscriber<Int, Never>()
            let heights = TestSubscriber<Int, Never>()
            window.defaultWidthPublisher.subscribe(widths)
            window.defaultHeightPublisher.subscribe(heights)
            XCTAssertEqual(widths.values, [Int(width)], "current value first")
            XCTAssertEqual(heights.values, [Int(height)], "current value first")

            window.setDefaultSize(width: 320, height: 200)
            window.setDefaultSize(width: 320, height: 240)
            XCTAssertEqual(widths.values, [Int(width), 320], "no duplicates")
            XCTAssertEqual(heights.values, [Int(height), 200, 240])
            window.destroy()
        }
    }

    func testIsActivePublisherFollowsTheFocusOfTheWindow() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let other = Window()
            let subscriber = TestSubscriber<Bool, Never>()
            window.isActivePublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [false], "current value first")

            XCTAssertTrue(WindowActivation.activate(window))
            XCTAssertEqual(subscriber.values, [false, true])
            XCTAssertTrue(WindowActivation.activate(other), "another window takes the focus")
            XCTAssertTrue(pumpMainContext { subscriber.values == [false, true, false] })
            other.destroy()
            window.destroy()
        }
    }

    /// `destroy()` is `gtk_window_destroy`: it drops the reference GTK keeps on a toplevel.
    /// The window, and the widgets only it holds, go once the wrapper's reference goes too;
    /// then their subscriptions finish.
    func testDestroyFinishesTheWidgetsInsideEvenWhileWrappersHoldThem() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = SignalHandler.heldByGLib.load(ordering: .relaxed)
            var window: Window? = Window()
            let windowFinalization = Finalization(window!)
            let label = Label("x")
            let box = Box()
            box.append(label)
            window!.child = box
            let labelSubscriber = TestSubscriber<Bool, Never>()
            let windowSubscriber = TestSubscriber<Void, Never>()
            label.visiblePublisher.subscribe(labelSubscriber)
            window!.closeRequestPublisher.subscribe(windowSubscriber)
            window!.present()

            window!.destroy()

            XCTAssertEqual(labelSubscriber.completions, [.finished], "a wrapper still holds the label")
            XCTAssertEqual(windowSubscriber.completions, [.finished], "a wrapper still holds the window")
            XCTAssertTrue(label.isDisposed)
            XCTAssertTrue(window!.isDisposed)
            XCTAssertFalse(label.hasSignalHandler("notify::visible"))
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes, "GLib freed every box")
            window = nil
            assertFinalized(windowFinalization)
            XCTAssertEqual(labelSubscriber.completions, [.finished])
        }
    }

    func testTitleBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Window() }, binder: \.titleBinder, property: "title",
                               read: { $0.title }, values: ("Counter", nil))
        }
    }
}
