import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class ControllerTests: XCTestCase {
    // MARK: GestureClick

    func testGestureClickPublishesPressesAndReleasesFromTheSignalArguments() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            let gesture = GestureClick()
            label.addController(gesture)
            let pressed = TestSubscriber<Click, Never>()
            let released = TestSubscriber<Click, Never>()
            gesture.pressedPublisher.subscribe(pressed)
            gesture.releasedPublisher.subscribe(released)
            XCTAssertEqual(pressed.values, [], "no initial value")

            gesture.emitPressed(Click(pressCount: 2, x: 3.5, y: 4.25))
            gesture.emitReleased(Click(pressCount: 2, x: 5, y: 6.5))
            XCTAssertEqual(pressed.values, [Click(pressCount: 2, x: 3.5, y: 4.25)])
            XCTAssertEqual(released.values, [Click(pressCount: 2, x: 5, y: 6.5)])

            pressed.cancel()
            XCTAssertFalse(gesture.hasSignalHandler("pressed"), "cancel disconnects")
            gesture.emitPressed(Click(pressCount: 1, x: 0, y: 0))
            XCTAssertEqual(pressed.values.count, 1, "nothing after cancel")
            released.cancel()
        }
    }

    func testGestureClickButton() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let gesture = GestureClick()
            XCTAssertEqual(gesture.button, 1, "the primary button by default")
            gesture.button = 3
            XCTAssertEqual(gesture.button, 3)
        }
    }

    // MARK: EventControllerKey

    func testEventControllerKeyPublishesKeyPressesAndReleases() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let keys = EventControllerKey()
            window.addController(keys)
            let pressed = TestSubscriber<KeyPress, Never>()
            let released = TestSubscriber<KeyPress, Never>()
            keys.keyPressedPublisher.subscribe(pressed)
            keys.keyReleasedPublisher.subscribe(released)

            let handled = keys.emitKeyPressed(KeyPress(keyval: Int(GDK_KEY_a), keycode: 38, modifiers: [.control, .shift]))
            XCTAssertFalse(handled, "the publisher observes without handling the key")
            keys.emitKeyReleased(KeyPress(keyval: Int(GDK_KEY_Return), keycode: 36))

            XCTAssertEqual(pressed.values, [KeyPress(keyval: Int(GDK_KEY_a), keycode: 38, modifiers: [.control, .shift])])
            XCTAssertEqual(pressed.values.first?.name, "a")
            XCTAssertEqual(pressed.values.first?.modifiers.contains(.control), true)
            XCTAssertEqual(pressed.values.first?.modifiers.contains(.alt), false)
            XCTAssertEqual(released.values, [KeyPress(keyval: Int(GDK_KEY_Return), keycode: 36)])
            XCTAssertEqual(released.values.first?.name, "Return")
            window.destroy()
        }
    }

    func testKeyModifiersMatchGdkModifierType() throws {
        try Display.require()
        MainActor.assumeIsolated {
            XCTAssertEqual(KeyModifiers.shift.rawValue, GDK_SHIFT_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.lock.rawValue, GDK_LOCK_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.control.rawValue, GDK_CONTROL_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.alt.rawValue, GDK_ALT_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.super.rawValue, GDK_SUPER_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.hyper.rawValue, GDK_HYPER_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.meta.rawValue, GDK_META_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.button1.rawValue, GDK_BUTTON1_MASK.rawValue)
            XCTAssertEqual(KeyModifiers.button5.rawValue, GDK_BUTTON5_MASK.rawValue)
            let both: KeyModifiers = [.control, .alt]
            XCTAssertEqual(both.gdkModifierType.rawValue, GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
            XCTAssertEqual(KeyModifiers(both.gdkModifierType), both)
        }
    }

    // MARK: Ownership (Widget.addController)

    /// The widget keeps the controller while it has it; the wrapper keeps it while it lives;
    /// it is finalized exactly when both are gone (no leak, no double unref), and its
    /// subscriptions finish then.
    func testAWidgetKeepsItsControllerUntilItGoes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = settledHandlerCount()
            var window: Window? = Window()
            var label: Label? = Label("x")
            window!.child = label
            var gesture: GestureClick? = GestureClick()
            let gestureFinalization = Finalization(gesture!)
            let labelFinalization = Finalization(label!)
            label!.addController(gesture!)
            XCTAssertTrue(gesture!.widget === label, "the controller knows its widget")
            let pressed = TestSubscriber<Click, Never>()
            gesture!.pressedPublisher.subscribe(pressed)
            let pointer = gesture!.objectPointer

            gesture = nil
            drainMainContext()
            XCTAssertFalse(gestureFinalization.isFinalized, "the widget holds the controller")
            cgtk_signal_emit_by_name_int_double_double(pointer, "pressed", 1, 1, 1)
            XCTAssertEqual(pressed.values.count, 1, "and it still works without its wrapper")

            label = nil
            window!.destroy()
            window = nil
            assertFinalized(labelFinalization, gestureFinalization, message: "the controller goes with its widget")
            XCTAssertEqual(pressed.completions, [.finished], "its subscriptions finish")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes)
        }
    }

    func testTheWrapperKeepsAControllerItsWidgetDropped() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var label: Label? = Label("x")
            let labelFinalization = Finalization(label!)
            var keys: EventControllerKey? = EventControllerKey()
            let keysFinalization = Finalization(keys!)
            label!.addController(keys!)
            label = nil
            assertFinalized(labelFinalization)
            XCTAssertFalse(keysFinalization.isFinalized, "the wrapper still holds the controller")
            XCTAssertNil(keys!.widget)
            keys = nil
            XCTAssertTrue(keysFinalization.isFinalized, "the wrapper's reference was the last")
        }
    }

    func testRemoveControllerDropsTheWidgetsReference() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            var gesture: GestureClick? = GestureClick()
            let finalization = Finalization(gesture!)
            label.addController(gesture!)
            label.removeController(gesture!)
            XCTAssertNil(gesture!.widget)
            gesture = nil
            XCTAssertTrue(finalization.isFinalized, "nothing else holds a removed controller")
        }
    }

    func testAddingAControllerToASecondWidgetIsRefusedWithoutLeaking() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var first: Label? = Label("1")
            let second = Label("2")
            var gesture: GestureClick? = GestureClick()
            let finalization = Finalization(gesture!)
            first!.addController(gesture!)
            second.addController(gesture!)
            XCTAssertTrue(gesture!.widget === first, "it stays with its first widget")
            second.removeController(gesture!)
            XCTAssertTrue(gesture!.widget === first, "another widget cannot remove it")
            gesture = nil
            first = nil
            assertFinalized(finalization)
        }
    }
}
