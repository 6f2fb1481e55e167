import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `SignalPublisher.sink`, the fast path installed on the GLib handler itself, keeps the
/// publisher contract point by point.
final class SignalSinkTests: MainActorTestCase {
    func testDeliversEveryEmissionAndCancelDisconnectsAndFreesTheBox() {
        onMain {
            let boxes = Fixtures.liveBoxes
            let action = SimpleAction(name: "go")
            var values = 0
            var completions = 0
            let cancellable = action.activatePublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { values += 1 })
            XCTAssertTrue(action.hasSignalHandler("activate"))
            XCTAssertEqual(Fixtures.liveBoxes, boxes + 1)
            for _ in 0..<3 { action.activate() }
            XCTAssertEqual(values, 3, "unlimited demand")
            cancellable.cancel()
            cancellable.cancel()
            XCTAssertFalse(action.hasSignalHandler("activate"))
            XCTAssertEqual(Fixtures.liveBoxes, boxes, "GLib's finalize notifier released the box")
            action.activate()
            XCTAssertEqual(values, 3)
            XCTAssertEqual(completions, 0, "a cancelled sink does not finish")
        }
    }

    func testDroppingTheCancellableCancels() {
        onMain {
            let action = SimpleAction(name: "go")
            var values = 0
            var cancellable: AnyCancellable? = action.activatePublisher.sink { values += 1 }
            action.activate()
            cancellable = nil
            XCTAssertFalse(action.hasSignalHandler("activate"))
            action.activate()
            XCTAssertEqual(values, 1)
            XCTAssertNil(cancellable)
        }
    }

    func testCancelFromInsideTheHandlerStopsDelivery() {
        onMain {
            let action = SimpleAction(name: "go")
            var values = 0
            var cancellable: AnyCancellable?
            cancellable = action.activatePublisher.sink {
                values += 1
                cancellable?.cancel()
                action.activate() // a nested emission after cancel must not arrive
            }
            action.activate()
            action.activate()
            XCTAssertEqual(values, 1)
            XCTAssertFalse(action.hasSignalHandler("activate"))
        }
    }

    func testTheObjectEndingFinishesOnceAndReleasesTheClosures() {
        onMain {
            var action: SimpleAction? = SimpleAction(name: "go")
            let finalization = Finalization(action!)
            weak var captured: Log?
            var completions = 0
            let cancellable: AnyCancellable
            do {
                let log = Log()
                captured = log
                cancellable = action!.activatePublisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { log.count += 1 })
            }
            action!.activate()
            XCTAssertEqual(captured?.count, 1)
            action = nil
            XCTAssertTrue(finalization.isFinalized, "the sink does not keep the object alive")
            XCTAssertEqual(completions, 1)
            XCTAssertNil(captured, "the closures are released when the sink ends")
            cancellable.cancel()
            XCTAssertEqual(completions, 1)
        }
    }

    func testSinkOnAGoneObjectOrAnUnknownSignalFinishesAtOnce() {
        onMain {
            var action: SimpleAction? = SimpleAction(name: "go")
            let publisher = action!.activatePublisher
            action = nil
            var completions = 0
            _ = publisher.sink(receiveCompletion: { _ in completions += 1 }, receiveValue: {})
            XCTAssertEqual(completions, 1)

            LogCapture.start()
            let alive = SimpleAction(name: "go")
            _ = alive.signalPublisher("no-such-signal").sink(receiveCompletion: { _ in completions += 1 }, receiveValue: {})
            XCTAssertEqual(completions, 2)
            XCTAssertTrue(LogCapture.messages.contains { $0.contains("no-such-signal") }, "\(LogCapture.messages)")
        }
    }

    func testCancelOffTheMainThreadStopsAtOnceAndDisconnectsOnTheMainContext() {
        onMain {
            let boxes = Fixtures.liveBoxes
            let action = SimpleAction(name: "go")
            var values = 0
            let cancellable = UncheckedSendable(action.activatePublisher.sink { values += 1 })
            let done = DispatchSemaphore(value: 0)
            Thread {
                cancellable.value.cancel()
                done.signal()
            }.start()
            // Not pumping meanwhile: the disconnect queued for the main context has not run.
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            XCTAssertTrue(action.hasSignalHandler("activate"))
            action.activate()
            XCTAssertEqual(values, 0, "stopped at once")
            XCTAssertTrue(pumpMainContext { !action.hasSignalHandler("activate") })
            XCTAssertTrue(pumpMainContext { Fixtures.liveBoxes == boxes })
        }
    }

    func testBindAndAssignUseTheSinkPathAndKeepItsContract() {
        onMain {
            final class Model { var activations = 0 }
            let action = SimpleAction(name: "go")
            let boxes = Fixtures.liveBoxes
            var bound = 0
            let binding = action.activatePublisher.map { 1 }.bind(to: Binder { bound += $0 })
            let counted = action.activatePublisher.bind(to: Binder { bound += 10 })
            let model = Model()
            let countsOne = action.activatePublisher.map { model.activations + 1 }
            let assignment = countsOne.assign(to: \.activations, on: model)
            XCTAssertEqual(Fixtures.liveBoxes, boxes + 3, "one handler per binding")
            action.activate()
            action.activate()
            XCTAssertEqual(bound, 22)
            XCTAssertEqual(model.activations, 2)
            counted.cancel()
            assignment.cancel()
            binding.cancel()
            XCTAssertEqual(Fixtures.liveBoxes, boxes)
            action.activate()
            XCTAssertEqual(bound, 22)
            XCTAssertFalse(action.hasSignalHandler("activate"))
        }
    }

    func testAssignHoldsItsObjectUntilCancelled() {
        onMain {
            final class Model { var activations = 0 }
            let action = SimpleAction(name: "go")
            weak var released: Model?
            var assignment: AnyCancellable?
            do {
                let model = Model()
                released = model
                let publisher = SignalPublisher<Int>(object: action.objectPointer, signal: "activate") { _ in 7 }
                assignment = publisher.assign(to: \.activations, on: model)
            }
            action.activate()
            XCTAssertEqual(released?.activations, 7, "held, as Combine's assign holds it")
            assignment?.cancel()
            XCTAssertNil(released)
        }
    }
}

private final class Log {
    var count = 0
}
