import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class SwitchTests: XCTestCase {
    func testActivePublisherSendsTheCurrentValueThenUserAndProgrammaticChanges() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            var toggle: Switch? = Switch()
            window!.child = toggle
            let subscriber = TestSubscriber<Bool, Never>()
            toggle!.activePublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [false], "current value first")

            toggle!.isActive = true
            XCTAssertEqual(subscriber.values, [false, true], "programmatic change")
            toggle!.isActive = true
            XCTAssertEqual(subscriber.values, [false, true], "no duplicates")

            // What a click or the space bar does: the switch's activate signal. A mapped
            // switch changes at the end of its animation.
            window!.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(toggle!.widgetPointer) != 0 })
            gtk_widget_activate(toggle!.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values == [false, true, false] }, "user change")
            XCTAssertFalse(toggle!.isActive)

            let finalization = Finalization(toggle!)
            toggle = nil
            window!.destroy()
            window = nil
            assertFinalized(finalization)
            XCTAssertEqual(subscriber.completions, [.finished])
        }
    }

    func testActivePublisherHonoursDemand() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let toggle = Switch()
            let subscriber = TestSubscriber<Bool, Never>(demand: .max(1))
            toggle.activePublisher.subscribe(subscriber)
            toggle.isActive = true
            toggle.isActive = false
            toggle.isActive = true
            XCTAssertEqual(subscriber.values, [false], ".max(1) gets exactly one value")
            subscriber.request(.max(1))
            XCTAssertEqual(subscriber.values, [false, true], "then the latest value")
        }
    }

    func testStateSetPublisherSendsTheStateAboutToBeSet() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let toggle = Switch()
            window.child = toggle
            let subscriber = TestSubscriber<Bool, Never>()
            toggle.stateSetPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [], "no initial value")

            toggle.isActive = true
            XCTAssertEqual(subscriber.values, [true], "gtk_switch_set_active emits state-set")
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(toggle.widgetPointer) != 0 })
            gtk_widget_activate(toggle.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values == [true, false] }, "so does the user")
            XCTAssertEqual(toggle.value(Switch.stateProperty), false)

            // A GTK emission of the signal itself. The publisher's handler leaves it
            // unhandled, so GTK's default handler still runs: it sets `state` and returns
            // TRUE, and since `state` and `active` go together it sets `active` as well, which
            // emits `state-set` a second time. Every emission is published.
            let handled = toggle.emitStateSet(true)
            XCTAssertTrue(handled, "handled by GTK's default handler, after the publisher's")
            XCTAssertEqual(toggle.value(Switch.stateProperty), true)
            XCTAssertTrue(toggle.isActive)
            XCTAssertEqual(subscriber.values, [true, false, true, true])

            subscriber.cancel()
            XCTAssertFalse(toggle.hasSignalHandler("state-set"), "cancel disconnects")
            window.destroy()
        }
    }

    func testActiveBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Switch() }, binder: \.activeBinder, property: "active",
                               read: { $0.isActive }, values: (true, false))
        }
    }
}
