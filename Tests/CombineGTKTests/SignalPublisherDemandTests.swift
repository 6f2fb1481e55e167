import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class SignalPublisherDemandTests: MainActorTestCase {
    func testNoDemandDeliversNothingUntilRequested() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>(demand: .none)
            action.activatePublisher.subscribe(subscriber)
            for _ in 0..<3 { action.activate() }
            XCTAssertEqual(subscriber.values.count, 0, "emissions without demand are dropped")
            subscriber.request(.max(2))
            XCTAssertEqual(subscriber.values.count, 0, "dropped emissions are not replayed")
            for _ in 0..<3 { action.activate() }
            XCTAssertEqual(subscriber.values.count, 2)
        }
    }

    func testMaxDemandDeliversExactlyN() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>(demand: .max(3))
            action.activatePublisher.subscribe(subscriber)
            for _ in 0..<5 { action.activate() }
            XCTAssertEqual(subscriber.values.count, 3)
        }
    }

    func testDemandReturnedFromReceiveAddsUp() {
        onMain {
            let action = SimpleAction(name: "go")
            // 1 up front, +1 from each of the first two values: 3 in all.
            var received = 0
            let subscriber = TestSubscriber<Void, Never>(demand: .max(1), onValue: { _ in
                received += 1
                return received <= 2 ? .max(1) : .none
            })
            action.activatePublisher.subscribe(subscriber)
            for _ in 0..<6 { action.activate() }
            XCTAssertEqual(subscriber.values.count, 3)
        }
    }

    func testUnlimitedDeliversEveryEmission() {
        onMain {
            let action = SimpleAction(name: "go")
            var count = 0
            let cancellable = action.activatePublisher.sink { count += 1 }
            for _ in 0..<100 { action.activate() }
            XCTAssertEqual(count, 100)
            cancellable.cancel()
        }
    }

    func testSeedStylePublisherEmitsTheObjectItself() {
        onMain {
            let action = SimpleAction(name: "go")
            var received: [SimpleAction] = []
            let cancellable = action.publisher(for: "activate").sink { received.append($0) }
            action.activate()
            XCTAssertEqual(received.count, 1)
            XCTAssertTrue(received.first === action)
            cancellable.cancel()
        }
    }

    func testSignalArgumentsAreReadIntoTypedValues() {
        onMain {
            let socket = Fixtures.socket()
            // "notify" carries the GParamSpec as its argument: read its name.
            var names: [String] = []
            let cancellable = socket.signalPublisher("notify") { emission -> String in
                let spec = emission.pointer(0, as: GParamSpec.self)!
                return String(cString: spec.pointee.name)
            }.sink { names.append($0) }
            socket.setValue(Int32(7), of: "listen-backlog")
            socket.setValue(true, of: "blocking")
            XCTAssertEqual(names, ["listen-backlog", "blocking"])
            cancellable.cancel()
        }
    }
}
