import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import XCTest
@testable import CombineGTK

/// The last dispose of a widget declared in Swift: when its container lets go last, its Swift
/// `dispose()` runs once, with its state, before the instance goes, and a `destroy` handler
/// reading the emitter gets that instance; the GObject is finalized once, after.
final class LastDisposeTests: XCTestCase {
    func testTheSwiftDisposeUnparentsItsChildOnceWhenTheWindowLetsGoLast() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var seen: [String] = []
            let finalizations = FinalizeCounter()
            var window: Window? = Window()
            let caption: Label
            do {
                let widget = CaptionWidget(caption: "inside")
                widget.disposed = { seen.append($0) }
                caption = widget.caption
                finalizations.watch(widget.objectPointer)
                window!.child = widget
                window!.present()
                XCTAssertTrue(pumpMainContext { widget.caption.mapped() })
            }
            XCTAssertEqual(seen, [], "the window holds it")
            window!.destroy()
            window = nil
            XCTAssertEqual(seen, ["inside"], "disposed once, with its state")
            XCTAssertNil(caption.parent, "the Swift dispose unparented the child")
            XCTAssertEqual(finalizations.count, 1, "finalized once")
            let captionFinalization = Finalization(caption)
            _ = consume caption
            XCTAssertTrue(assertFinalized(captionFinalization, message: "the child goes with its last reference"))
        }
    }

    func testADestroyHandlerReadsTheSameInstanceInTheLastDispose() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var read: [(identity: ObjectIdentifier, caption: String)] = []
            var subscriptions: [AnyCancellable] = []
            let finalizations = FinalizeCounter()
            var window: Window? = Window()
            let identity: ObjectIdentifier
            do {
                let widget = CaptionWidget(caption: "state")
                identity = ObjectIdentifier(widget)
                finalizations.watch(widget.objectPointer)
                widget.publisher(for: "destroy").sink { emitter in
                    read.append((ObjectIdentifier(emitter), emitter.caption.text))
                }.store(in: &subscriptions)
                widget.signalPublisher("destroy") { emission in Object.wrapper(retaining: emission.instance) }.sink { emitter in
                    read.append((ObjectIdentifier(emitter), (emitter as? CaptionWidget)?.caption.text ?? "not a CaptionWidget"))
                }.store(in: &subscriptions)
                window!.child = widget
            }
            window!.destroy()
            window = nil
            XCTAssertEqual(read.map(\.identity), [identity, identity], "the one instance, not a new one")
            XCTAssertEqual(read.map(\.caption), ["state", "state"], "with its state")
            XCTAssertEqual(finalizations.count, 1)
            XCTAssertFalse(subscriptions.isEmpty)
        }
    }

    func testAfterTheLastSwiftReferenceADestroyHandlerGetsAPlainWidget() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var read: [String] = []
            let finalizations = FinalizeCounter()
            var widget: CaptionWidget? = CaptionWidget()
            finalizations.watch(widget!.objectPointer)
            let subscription = widget!.signalPublisher("destroy") { emission in Object.wrapper(retaining: emission.instance) }.sink { emitter in
                read.append("\(type(of: emitter))")
            }
            widget = nil
            XCTAssertEqual(read, ["Widget"], "the instance went first: no second CaptionWidget with none of its state")
            XCTAssertEqual(finalizations.count, 1, "finalized once, the plain wrapper gone with the handler")
            subscription.cancel()
        }
    }
}
