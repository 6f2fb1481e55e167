import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

final class ReentrancyTests: MainActorTestCase {
    func testEmittingFromInsideTheHandlerDeliversTheNestedEmission() {
        onMain {
            let action = SimpleAction(name: "go")
            var depth = 0
            var order: [Int] = []
            let subscriber = TestSubscriber<Void, Never>(onValue: { _ in
                depth += 1
                order.append(depth)
                if depth == 1 { action.activate() }
                depth -= 1
                return .none
            })
            action.activatePublisher.subscribe(subscriber)
            action.activate()
            XCTAssertEqual(order, [1, 2])
        }
    }

    func testNestedEmissionRespectsRemainingDemand() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>(demand: .max(2))
            subscriber.onValue = { _ in // would recurse forever without demand
                action.activate()
                return .none
            }
            action.activatePublisher.subscribe(subscriber)
            action.activate()
            XCTAssertEqual(subscriber.values.count, 2)
        }
    }

    func testSubscribingFromInsideTheHandler() {
        onMain {
            let action = SimpleAction(name: "go")
            let late = TestSubscriber<Void, Never>()
            var subscribed = false
            let early = TestSubscriber<Void, Never>(onValue: { _ in
                if !subscribed {
                    subscribed = true
                    action.activatePublisher.subscribe(late)
                }
                return .none
            })
            action.activatePublisher.subscribe(early)
            action.activate()
            action.activate()
            XCTAssertEqual(early.values.count, 2)
            XCTAssertGreaterThanOrEqual(late.values.count, 1)
            XCTAssertLessThanOrEqual(late.values.count, 2)
            let before = late.values.count
            action.activate()
            XCTAssertEqual(late.values.count, before + 1)
        }
    }

    func testRequestingFromInsideReceive() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>(demand: .max(1))
            subscriber.onValue = { [unowned subscriber] _ in
                subscriber.request(.max(1))
                return .none
            }
            action.activatePublisher.subscribe(subscriber)
            for _ in 0..<4 { action.activate() }
            XCTAssertEqual(subscriber.values.count, 4)
        }
    }

    func testPropertySetFromInsideReceiveIsDeliveredInOrderWithoutDuplicates() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Bool, Never>()
            subscriber.onValue = { value in
                if !value { action.isEnabled = true }
                return .none
            }
            action.enabledPublisher.subscribe(subscriber)
            action.isEnabled = false
            XCTAssertEqual(subscriber.values, [true, false, true])
            XCTAssertTrue(action.isEnabled)
        }
    }
}
