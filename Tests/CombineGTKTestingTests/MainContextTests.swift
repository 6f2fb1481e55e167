@testable import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
import XCTest

/// Pumping, finalization and emission on objects that need no display; the widget tests
/// cover what does (`TestKitWidgetTests`). XCTest, on the main thread: GTK's thread (a Swift
/// Testing `@MainActor` test runs on a worker thread on Linux).
final class MainContextTests: XCTestCase {
    func testAssertEventuallyPumpsUntilTheConditionHolds() {
        MainActor.assumeIsolated {
            var fired = false
            MainContextScheduler.shared.schedule(after: MainContextScheduler.shared.now.advanced(by: .milliseconds(20))) {
                fired = true
            }
            XCTAssertFalse(fired)
            XCTAssertTrue(assertEventually("the scheduled action ran") { fired })
        }
    }

    func testAssertEventuallyFailsAtTheDeadlineSayingWhat() {
        var held = true
        let failures = FailureCapture.failures {
            held = assertEventually("never", timeout: 0.05) { false }
        }
        XCTAssertFalse(held)
        XCTAssertEqual(failures, ["the condition did not hold within 0.05 s of pumping the main context: never"])
    }

    func testDrainRunsWhatIsPendingWithoutWaiting() {
        var ran = false
        MainContextScheduler.shared.schedule { ran = true }
        drainMainContext()
        XCTAssertTrue(ran)
    }

    func testAssertFinalizedPassesWhenNothingKeepsTheObject() {
        MainActor.assumeIsolated {
            var bindings = Set<AnyCancellable>()
            let failures = FailureCapture.failures {
                assertFinalized("a subscription does not keep the action") {
                    let action = SimpleAction(name: "go")
                    action.activatePublisher.sink {}.store(in: &bindings)
                    return action
                }
            }
            XCTAssertEqual(failures, [])
        }
    }

    func testAssertFinalizedNamesWhatIsStillAlive() {
        MainActor.assumeIsolated {
            let kept = SimpleAction(name: "kept")
            let finalization = Finalization(kept)
            let failures = FailureCapture.failures {
                assertFinalized(finalization, message: "kept on purpose", timeout: 0.05)
            }
            XCTAssertEqual(failures, ["not finalized within 0.05 s: GSimpleAction: kept on purpose"])
            XCTAssertFalse(finalization.isFinalized)
            withExtendedLifetime(kept) {}
        }
    }

    func testAssertDeallocatedChecksSwiftObjects() {
        final class Model {}
        let kept = Model()
        XCTAssertEqual(FailureCapture.failures { assertDeallocated { Model() } }, [])
        XCTAssertEqual(FailureCapture.failures { assertDeallocated(timeout: 0.05) { kept } },
                       ["Model not deallocated within 0.05 s"])
    }

    func testEmitFailsClearlyOnASignalItCannotEmit() {
        MainActor.assumeIsolated {
            let action = SimpleAction(name: "go")
            let activations = TestSubscriber(subscribingTo: action.activatePublisher)
            XCTAssertEqual(FailureCapture.failures { action.emit("no-such-signal") },
                           ["GSimpleAction has no signal \"no-such-signal\""])
            let failures = FailureCapture.failures { action.emit("activate") } // takes a parameter
            XCTAssertEqual(failures.count, 1)
            XCTAssertTrue(failures.first?.contains("\"activate\" takes 1 arguments") == true, "\(failures)")
            XCTAssertEqual(activations.values.count, 0, "nothing emitted")
            activations.cancel()
        }
    }

    func testHasSignalHandlerSeesConnectedBlockedAndCancelledHandlers() {
        MainActor.assumeIsolated {
            let action = SimpleAction(name: "go")
            XCTAssertFalse(action.hasSignalHandler("activate"))
            XCTAssertFalse(action.hasSignalHandler("notify::enabled"))
            let activations = TestSubscriber(subscribingTo: action.activatePublisher)
            let enabled = TestSubscriber(subscribingTo: action.enabledPublisher)
            XCTAssertTrue(action.hasSignalHandler("activate"))
            XCTAssertTrue(action.hasSignalHandler("notify::enabled"))
            XCTAssertFalse(action.hasSignalHandler("notify::state"), "another detail has none")
            let object = action.objectPointer
            let handler = g_signal_handler_find(object, G_SIGNAL_MATCH_ID, g_signal_lookup("activate", cgtk_object_type(object)), 0, nil, nil, nil)
            XCTAssertNotEqual(handler, 0)
            g_signal_handler_block(object, handler)
            XCTAssertTrue(action.hasSignalHandler("activate"), "a blocked handler is still connected")
            g_signal_handler_unblock(object, handler)
            activations.cancel()
            enabled.cancel()
            XCTAssertFalse(action.hasSignalHandler("activate"))
            XCTAssertFalse(action.hasSignalHandler("notify::enabled"))
            XCTAssertEqual(FailureCapture.failures { XCTAssertFalse(action.hasSignalHandler("no-such-signal")) },
                           ["GSimpleAction has no signal \"no-such-signal\""])
        }
    }

    func testVirtualTimeStartsAtZero() {
        let scheduler = MainContextScheduler.test
        var fired: [Int64] = []
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { fired.append(scheduler.now.microseconds) }
        scheduler.advance(by: 1)
        XCTAssertEqual(fired, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(fired, [2_000_000])
    }
}
