import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Creating a widget wrapper or subscribing to a widget's publisher off the main thread stops
/// the program with a message naming the call. Each misuse runs in a child process (this test
/// binary, running only `testWidgetMisuseInChild` with `COMBINEGTK_WIDGET_MISUSE` set).
final class ThreadMisuseWidgetTests: XCTestCase {
    func testCreatingAWidgetOffTheMainThreadStops() throws {
        try Display.require()
        try expectMisuseStops("button-init", naming: "Button.init")
    }

    func testSubscribingToAWidgetPublisherOffTheMainThreadStops() throws {
        try Display.require()
        try expectMisuseStops("clicked-subscribe", naming: #"SignalPublisher("clicked").receive(subscriber:)"#)
    }

    func testSubscribingToAWidgetPropertyOffTheMainThreadStops() throws {
        try Display.require()
        try expectMisuseStops("active-subscribe", naming: #"PropertyPublisher("active").receive(subscriber:)"#)
    }

    func testMakingAWidgetBinderOffTheMainThreadStops() throws {
        try Display.require()
        try expectMisuseStops("binder-make", naming: "Label.binder(_:)")
    }

    private func expectMisuseStops(_ misuse: String, naming call: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try CombineGTKTesting.expectMisuseStops(misuse, naming: call, test: "CombineGTKWidgetTests.ThreadMisuseWidgetTests/testWidgetMisuseInChild",
                                                    variable: "COMBINEGTK_WIDGET_MISUSE", file: file, line: line)
    }

    /// The child's side; skipped when run as an ordinary test.
    func testWidgetMisuseInChild() throws {
        guard let misuse = ProcessInfo.processInfo.environment["COMBINEGTK_WIDGET_MISUSE"] else {
            throw XCTSkip("runs only as the child of the other ThreadMisuseWidgetTests")
        }
        try Display.require()
        MainActor.assumeIsolated {
            let button = Button(label: "+1")
            let toggle = Switch()
            let work: @Sendable () -> Void
            switch misuse {
            case "button-init":
                // What a C callback or unchecked code does: main-actor code on another thread.
                let create: @MainActor () -> Void = { _ = Button(label: "off main") }
                work = unsafeBitCast(create, to: (@Sendable () -> Void).self)
            case "binder-make":
                let label = Label("x")
                let make: @MainActor () -> Void = { _ = label.textBinder }
                work = unsafeBitCast(make, to: (@Sendable () -> Void).self)
            case "clicked-subscribe":
                let publisher = UncheckedSendable(button.clickedPublisher)
                work = { _ = publisher.value.sink { _ in } }
            case "active-subscribe":
                let publisher = UncheckedSendable(toggle.activePublisher)
                work = { _ = publisher.value.sink { _ in } }
            default:
                XCTFail("unknown COMBINEGTK_WIDGET_MISUSE \(misuse)")
                return
            }
            let done = Flag()
            Thread {
                work()
                done.set()
                g_main_context_wakeup(nil)
            }.start()
            XCTAssertTrue(pumpMainContext(timeout: 10) { done.isSet }, "the misuse did not finish")
            withExtendedLifetime((button, toggle)) {}
        }
    }
}
