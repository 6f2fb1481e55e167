import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

final class UnknownNameTests: MainActorTestCase {
    func testUnknownSignalLogsTheTypeAndNameAndFinishes() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            let boxes = Fixtures.liveBoxes
            let subscriber = TestSubscriber<Void, Never>()
            action.signalPublisher("clikced").subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(Fixtures.liveBoxes, boxes)
            XCTAssertEqual(LogCapture.messages, ["GSimpleAction has no signal named \"clikced\""])
        }
    }

    func testUnknownPropertyLogsTheTypeAndNameAndFinishes() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Bool, Never>()
            action.propertyPublisher("enbled", as: Bool.self).subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(subscriber.values, [])
            XCTAssertEqual(LogCapture.messages, ["GSimpleAction has no property named \"enbled\""])
        }
    }

    func testPropertyOfAnotherTypeLogsAndFinishes() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Double, Never>()
            action.propertyPublisher("name", as: Double.self).subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(LogCapture.messages, ["property \"name\" of GSimpleAction holds gchararray, which Double cannot represent"])
        }
    }

    func testSettingAReadOnlyPropertyLogsAndChangesNothing() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            action.setValue(true, of: "state-type-that-is-not-there")
            action.setValue("other", of: "parameter-type")
            XCTAssertEqual(action.name, "go")
            XCTAssertEqual(LogCapture.messages.count, 2)
            XCTAssertEqual(LogCapture.messages.first, "GSimpleAction has no property named \"state-type-that-is-not-there\"")
        }
    }
}

/// `notify::` details are checked against the object's properties: GLib accepts any detail
/// and would never emit a misspelled one.
final class NotifyDetailTests: MainActorTestCase {
    func testAMisspelledPropertyInANotifyDetailLogsAndFinishes() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            let boxes = Fixtures.liveBoxes
            let subscriber = TestSubscriber<Void, Never>()
            action.signalPublisher("notify::enbled").subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(Fixtures.liveBoxes, boxes)
            XCTAssertEqual(LogCapture.messages, ["GSimpleAction has no property named \"enbled\" (in \"notify::enbled\")"])
        }
    }

    func testAnUnderscoredPropertyNameSaysHowGLibSpellsIt() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Void, Never>()
            action.signalPublisher("notify::parameter_type").subscribe(subscriber)
            XCTAssertEqual(subscriber.completions, [.finished])
            XCTAssertEqual(LogCapture.messages, [
                "write \"notify::parameter-type\": GLib notifies GSimpleAction's property \"parameter_type\" under that name (in \"notify::parameter_type\")",
            ])
        }
    }

    func testAValidNotifyDetailConnectsAndDelivers() {
        onMain {
            LogCapture.start()
            let action = SimpleAction(name: "go")
            var notified = 0
            let cancellable = action.signalPublisher("notify::enabled").sink { notified += 1 }
            action.isEnabled = false
            XCTAssertEqual(notified, 1)
            XCTAssertEqual(LogCapture.messages, [])
            cancellable.cancel()
        }
    }
}
