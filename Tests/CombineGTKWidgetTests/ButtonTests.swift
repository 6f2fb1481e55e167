import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class ButtonTests: XCTestCase {
    func testClickedPublisherSendsOneValuePerActivationOfARealizedButton() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let button = Button(label: "+1")
            window.child = button
            let subscriber = TestSubscriber<Void, Never>()
            button.clickedPublisher.subscribe(subscriber)
            window.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_realized(button.widgetPointer) != 0 })
            XCTAssertEqual(subscriber.values.count, 0, "no initial value")

            // A realized button emits "clicked" at the end of its activation animation.
            gtk_widget_activate(button.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values.count == 1 })
            gtk_widget_activate(button.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values.count == 2 })
            drainMainContext()
            XCTAssertEqual(subscriber.values.count, 2, "one value per activation")
            XCTAssertEqual(subscriber.completions, [])
            window.destroy()
        }
    }

    func testClickedPublisherFinishesWhenTheButtonGoes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            let subscriber = TestSubscriber<Void, Never>()
            do {
                let button = Button(label: "+1")
                window!.child = button
                button.clickedPublisher.subscribe(subscriber)
                button.emitClicked()
            }
            XCTAssertEqual(subscriber.values.count, 1)
            window!.destroy()
            window = nil
            XCTAssertTrue(pumpMainContext { subscriber.isFinished })
        }
    }

    func testPublisherForClickedEmitsTheButtonItself() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            var button: Button? = Button(label: "+1")
            window.child = button
            let pointer = button!.objectPointer
            let subscriber = TestSubscriber<Button, Never>()
            button!.publisher(for: "clicked").subscribe(subscriber)
            cgtk_signal_emit_by_name(pointer, "clicked")
            XCTAssertEqual(subscriber.values.count, 1)
            XCTAssertTrue(subscriber.values.first === button, "the wrapper the caller holds")

            // Only the window holds the button now: the emission wraps it anew.
            subscriber.cancel()
            button = nil
            let second = TestSubscriber<Button, Never>()
            Button.wrapping(pointer).publisher(for: "clicked").subscribe(second)
            cgtk_signal_emit_by_name(pointer, "clicked")
            XCTAssertEqual(second.values.count, 1)
            XCTAssertEqual(second.values.first?.objectPointer, pointer)
            XCTAssertEqual(second.values.first?.label, "+1")
            XCTAssertEqual(subscriber.values.count, 1, "a cancelled subscription gets nothing")
            window.destroy()
        }
    }

    func testLabelBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Button(label: "+1") }, binder: \.labelBinder, property: "label",
                               read: { $0.label }, values: ("Start", "Pause"))
        }
    }

    func testSensitiveBinderOnAButton() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Button(label: "+1") }, binder: \.sensitiveBinder, property: "sensitive",
                               read: { $0.isSensitive }, values: (false, true))
        }
    }
}
