import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Creating a widget wrapper or subscribing to a widget's publisher off the main thread stops
/// the program with a message naming the call. Each test runs itself again in a child
/// process, which does the misuse.
final class ThreadMisuseWidgetTests: XCTestCase {
    func testCreatingAWidgetOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: "Button.init") { _, _ in
            // What a C callback or unchecked code does: main-actor code on another thread.
            let create: @MainActor () -> Void = { _ = Button(label: "off main") }
            return unsafeBitCast(create, to: (@Sendable () -> Void).self)
        }
    }

    func testSubscribingToAWidgetPublisherOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: #"SignalPublisher("clicked").receive(subscriber:)"#) { button, _ in
            let publisher = UncheckedSendable(button.clickedPublisher)
            return { _ = publisher.value.sink { _ in } }
        }
    }

    func testSubscribingToAWidgetPropertyOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: #"PropertyPublisher("active").receive(subscriber:)"#) { _, toggle in
            let publisher = UncheckedSendable(toggle.activePublisher)
            return { _ = publisher.value.sink { _ in } }
        }
    }

    func testMakingAWidgetBinderOffTheMainThreadStops() throws {
        try expectMisuseStops(naming: "Label.binder(_:)") { _, _ in
            let label = Label("x")
            let make: @MainActor () -> Void = { _ = label.textBinder }
            return unsafeBitCast(make, to: (@Sendable () -> Void).self)
        }
    }

    /// Runs this test again in a child, which does `work` (made with a button and a switch)
    /// on another thread and waits, pumping the main context, for it to stop the process.
    private func expectMisuseStops(
        naming call: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ work: @MainActor (Button, Switch) -> @Sendable () -> Void
    ) throws {
        try Display.require()
        try expectMisuseStops(naming: call, file: file, line: line) {
            MainActor.assumeIsolated {
                let button = Button(label: "+1")
                let toggle = Switch()
                performOffTheMainThread(work(button, toggle))
                withExtendedLifetime((button, toggle)) {}
            }
        }
    }
}
