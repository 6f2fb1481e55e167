import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class WidgetTests: XCTestCase {
    // MARK: Publishers

    func testVisiblePublisherSendsTheCurrentValueThenEveryChangeAndFinishesWithTheWidget() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            var label: Label? = Label("x")
            window!.child = label
            let subscriber = TestSubscriber<Bool, Never>()
            label!.visiblePublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [true], "current value first")
            label!.isVisible = false
            label!.isVisible = false
            gtk_widget_set_visible(label!.widgetPointer, 1)
            XCTAssertEqual(subscriber.values, [true, false, true], "programmatic changes, no duplicates")

            let finalization = Finalization(label!)
            label = nil
            window!.destroy()
            window = nil
            assertFinalized(finalization)
            XCTAssertEqual(subscriber.completions, [.finished])
        }
    }

    func testHasFocusPublisherFollowsTheKeyboardFocus() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let box = Box()
            let first = Button(label: "first")
            let second = Button(label: "second")
            box.append(first)
            box.append(second)
            window.child = box
            let subscriber = TestSubscriber<Bool, Never>()
            second.hasFocusPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [false])

            XCTAssertTrue(WindowActivation.activate(window), "the window became active under the test display")
            gtk_widget_grab_focus(second.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values.last == true })
            gtk_widget_grab_focus(first.widgetPointer)
            XCTAssertTrue(pumpMainContext { subscriber.values.last == false })
            XCTAssertEqual(subscriber.values, [false, true, false])
            window.destroy()
        }
    }

    func testMapAndUnmapPublishersFollowTheWidgetBecomingViewable() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            let label = Label("x")
            window.child = label
            var events: [String] = []
            let map = label.mapPublisher.sink { events.append("map") }
            let unmap = label.unmapPublisher.sink { events.append("unmap") }
            XCTAssertEqual(events, [], "no initial value")

            window.present()
            XCTAssertTrue(pumpMainContext { events == ["map"] })
            label.isVisible = false
            XCTAssertEqual(events, ["map", "unmap"])
            label.isVisible = true
            XCTAssertEqual(events, ["map", "unmap", "map"])
            window.destroy()
            XCTAssertTrue(pumpMainContext { events.last == "unmap" }, "destroying the window unmaps it")
            map.cancel()
            unmap.cancel()
        }
    }

    func testDestroyPublisherSendsOnceThenFinishes() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            let subscriber = TestSubscriber<Void, Never>()
            do {
                let label = Label("x")
                window!.child = label
                label.destroyPublisher.subscribe(subscriber)
            }
            XCTAssertEqual(subscriber.values.count, 0)
            window!.destroy()
            window = nil
            XCTAssertTrue(pumpMainContext { subscriber.isFinished })
            XCTAssertEqual(subscriber.values.count, 1)
        }
    }

    /// Destroying a window (and dropping the wrappers) disposes the widgets inside it: every
    /// subscription finishes once, GLib holds no handler of ours any more, and every closure
    /// box has been released by its destroy notify.
    func testDestroyingAWindowFinishesDisconnectsAndFreesThePublishersOfItsWidgets() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = settledHandlerCount()
            var window: Window? = Window()
            var subscribers: [String: TestSubscriber<Void, Never>] = [:]
            var cancellables: [AnyCancellable] = []
            var disposals: [DisposalProbe] = []
            var finalizations: [Finalization] = []
            func watch<P: Publisher>(_ name: String, _ publisher: P) where P.Failure == Never {
                let subscriber = TestSubscriber<Void, Never>()
                subscribers[name] = subscriber
                publisher.map { _ in () }.subscribe(subscriber)
            }
            do {
                let box = Box()
                let button = Button(label: "+1")
                let toggle = Switch()
                let label = Label("0")
                box.append(button)
                box.append(toggle)
                box.append(label)
                window!.child = box
                for (name, widget) in [("button", button as Widget), ("switch", toggle), ("label", label)] {
                    watch("\(name).visible", widget.visiblePublisher)
                    watch("\(name).has-focus", widget.hasFocusPublisher)
                    watch("\(name).map", widget.mapPublisher)
                    watch("\(name).unmap", widget.unmapPublisher)
                    watch("\(name).destroy", widget.destroyPublisher)
                    finalizations.append(Finalization(widget))
                }
                watch("button.clicked", button.clickedPublisher)
                watch("button.publisher(for:)", button.publisher(for: "clicked").eraseToAnyPublisher())
                watch("switch.active", toggle.activePublisher)
                watch("switch.state-set", toggle.stateSetPublisher)
                watch("label.label", label.labelPublisher)
                cancellables.append(Just(false).bind(to: label.visibleBinder))
                disposals = [
                    DisposalProbe(button, signals: ["notify::visible", "notify::has-focus", "map", "unmap", "destroy", "clicked"]),
                    DisposalProbe(toggle, signals: ["notify::visible", "notify::has-focus", "map", "unmap", "destroy", "notify::active", "state-set"]),
                    DisposalProbe(label, signals: ["notify::visible", "notify::has-focus", "map", "unmap", "destroy", "notify::label"]),
                ]
                XCTAssertTrue(disposals.allSatisfy { $0.handlersPendingNow() }, "handlers are connected while the widgets live")
            }
            window!.present()
            window!.destroy()
            window = nil
            XCTAssertTrue(pumpMainContext { finalizations.allSatisfy(\.isFinalized) }, "only the window held the widgets")
            for (name, subscriber) in subscribers.sorted(by: { $0.key < $1.key }) {
                XCTAssertEqual(subscriber.completions, [.finished], "\(name) finished once")
            }
            for probe in disposals {
                XCTAssertEqual(probe.pendingAtDispose, [], "\(probe.typeName): no handler left when it was disposed")
            }
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes, "GLib released every closure box")
            cancellables.removeAll()
        }
    }

    func testCancellingDisconnectsTheHandler() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = settledHandlerCount()
            let label = Label("x")
            let cancellables = [
                label.visiblePublisher.sink { _ in },
                label.mapPublisher.sink { },
                label.destroyPublisher.sink { },
            ]
            XCTAssertTrue(label.hasSignalHandler("notify::visible"))
            XCTAssertTrue(label.hasSignalHandler("map"))
            XCTAssertTrue(label.hasSignalHandler("destroy"))
            cancellables.forEach { $0.cancel() }
            XCTAssertFalse(label.hasSignalHandler("notify::visible"))
            XCTAssertFalse(label.hasSignalHandler("map"))
            XCTAssertFalse(label.hasSignalHandler("destroy"))
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes)
        }
    }

    // MARK: Binders

    func testSensitiveBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("x") }, binder: \.sensitiveBinder, property: "sensitive",
                               read: { $0.isSensitive }, values: (false, true))
        }
    }

    func testVisibleBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("x") }, binder: \.visibleBinder, property: "visible",
                               read: { $0.isVisible }, values: (false, true))
        }
    }

    func testTooltipTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("x") }, binder: \.tooltipTextBinder, property: "tooltip-text",
                               read: { gtk_widget_get_tooltip_text($0.widgetPointer).map { String(cString: $0) } },
                               values: ("Counts clicks", nil))
        }
    }

    func testCSSClassesBinderReplacesTheClasses() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("x") }, binder: \.cssClassesBinder, property: "css-classes",
                               read: { Set($0.value(Widget.cssClassesProperty) ?? []) },
                               values: (["error", "title-1"], ["dim-label"]), as: { Set($0) })
        }
    }

    func testCSSClassBinderAddsAndRemovesOneClass() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { () -> Label in
                                   let label = Label("x")
                                   gtk_widget_add_css_class(label.widgetPointer, "keep")
                                   return label
                               },
                               binder: { $0.cssClassBinder("error") }, property: "css-classes",
                               read: { gtk_widget_has_css_class($0.widgetPointer, "error") != 0 },
                               values: (true, false))
            let label = Label("x")
            gtk_widget_add_css_class(label.widgetPointer, "keep")
            let cancellable = Just(true).bind(to: label.cssClassBinder("error"))
            XCTAssertEqual(Set(label.value(Widget.cssClassesProperty) ?? []), ["keep", "error"], "other classes stay")
            cancellable.cancel()
        }
    }

    /// GTK keeps opacity in steps of 1/255, so the values are multiples of that.
    func testOpacityBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("x") }, binder: \.opacityBinder, property: "opacity",
                               read: { gtk_widget_get_opacity($0.widgetPointer) }, values: (0.2, 0.6))
        }
    }
}

// MARK: - Shared checks (used by the other widget test files)

/// Checks one binder against the binder contract, on a widget made by `make` inside a window
/// (or on the window itself when `make` returns a `Window`):
///
/// 1. each value sent sets the property (read back with `read`);
/// 2. a value sent from another thread is applied on the main thread (the property's
///    `notify` is observed there);
/// 3. a cancelled binding sets nothing more;
/// 4. the binding holds its target weakly: dropping the wrapper and destroying the window
///    finalizes the widget, and sending again is harmless.
///
/// `values` must differ from each other and `values.0` from the widget's initial value.
@MainActor
func verifyWidgetBinder<Target: Widget, Value, Observed: Equatable>(
    make: () -> Target,
    binder: (Target) -> Binder<Value>,
    property: String,
    read: @escaping (Target) -> Observed,
    values: (Value, Value),
    as observe: @escaping (Value) -> Observed,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    var target: Target? = make()
    var window: Window? = (target as? Window) ?? Window()
    if window !== target { window!.child = target }
    let targetFinalization = Finalization(target!)
    let windowFinalization = Finalization(window!)
    let (first, second) = values
    XCTAssertNotEqual(read(target!), observe(first), "the first value must change the property", file: file, line: line)

    // 1. Sets the property.
    let subject = PassthroughSubject<Value, Never>()
    let binding = subject.bind(to: binder(target!))
    subject.send(first)
    XCTAssertEqual(read(target!), observe(first), "sets the property", file: file, line: line)
    subject.send(second)
    XCTAssertEqual(read(target!), observe(second), "sets the property again", file: file, line: line)

    // 2. From another thread: applied on the main thread.
    var notifiedOnMainThread: [Bool] = []
    let notifications = target!.signalPublisher("notify::\(property)").sink { notifiedOnMainThread.append(Thread.isMainThread) }
    let worker = UncheckedSendable((subject, first))
    Thread.detachNewThread { worker.value.0.send(worker.value.1) }
    XCTAssertTrue(pumpMainContext { read(target!) == observe(first) }, "a value from another thread is applied", file: file, line: line)
    XCTAssertFalse(notifiedOnMainThread.isEmpty, "the property changed", file: file, line: line)
    XCTAssertTrue(notifiedOnMainThread.allSatisfy { $0 }, "and it changed on the main thread", file: file, line: line)
    notifications.cancel()

    // 3. Cancelled: nothing more.
    binding.cancel()
    subject.send(second)
    drainMainContext()
    XCTAssertEqual(read(target!), observe(first), "a cancelled binding sets nothing", file: file, line: line)

    // 4. Weak: the binding does not keep the widget (or its window) alive.
    let live = subject.bind(to: binder(target!))
    subject.send(second)
    XCTAssertEqual(read(target!), observe(second), file: file, line: line)
    target = nil
    window!.destroy()
    window = nil
    assertFinalized(targetFinalization, windowFinalization, message:
                  "a binding does not keep its widget alive", file: file, line: line)
    subject.send(first)
    onAnotherThread { worker.value.0.send(worker.value.1) }
    drainMainContext()
    live.cancel()
}

@MainActor
func verifyWidgetBinder<Target: Widget, Value: Equatable>(
    make: () -> Target,
    binder: (Target) -> Binder<Value>,
    property: String,
    read: @escaping (Target) -> Value,
    values: (Value, Value),
    file: StaticString = #filePath,
    line: UInt = #line
) {
    verifyWidgetBinder(make: make, binder: binder, property: property, read: read, values: values,
                       as: { $0 }, file: file, line: line)
}

/// The number of signal handlers GLib holds once what is already due on the main context has run
/// (earlier tests' objects may still be going).
func settledHandlerCount() -> Int {
    drainMainContext()
    return SignalHandler.heldByGLib.load(ordering: .relaxed)
}

/// Records, at the moment GLib disposes an object (its weak-reference notification, which
/// runs after GLib destroyed the object's signal handlers), which of `signals` still had a
/// handler.
final class DisposalProbe {
    let typeName: String
    let signals: [String]
    private(set) var pendingAtDispose: [String]?
    private let object: UnsafeMutablePointer<GObject>
    private var disposed = false

    @MainActor
    init(_ object: Object, signals: [String]) {
        self.object = object.objectPointer
        self.typeName = object.typeName
        self.signals = signals
        g_object_weak_ref(object.objectPointer, { data, object in
            guard let data, let object else { return }
            let probe = Unmanaged<DisposalProbe>.fromOpaque(data).takeRetainedValue()
            probe.disposed = true
            probe.pendingAtDispose = probe.signals.filter { signalHandlerIsConnected(on: object, $0) }
        }, Unmanaged.passRetained(self).toOpaque())
    }

    func handlersPendingNow() -> Bool {
        !disposed && signals.allSatisfy { signalHandlerIsConnected(on: object, $0) }
    }
}

/// Making a window active under a bare X server (Xvfb, no window manager): GTK asks for the
/// input focus when presenting, which the X server grants only once the window is mapped,
/// so present again after the map.
enum WindowActivation {
    @MainActor
    static func activate(_ window: Window, timeout: Double = 5) -> Bool {
        let pointer = window.widgetPointer
        let gtkWindow: UnsafeMutablePointer<GtkWindow> = cast(pointer)
        window.present()
        guard pumpMainContext(timeout: timeout, until: { gtk_widget_get_mapped(pointer) != 0 }) else { return false }
        for _ in 0..<3 where gtk_window_is_active(gtkWindow) == 0 {
            window.present()
            pumpMainContext(timeout: timeout / 3) { gtk_window_is_active(gtkWindow) != 0 }
        }
        return gtk_window_is_active(gtkWindow) != 0
    }
}
