import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class PropertyPublisherTests: MainActorTestCase {
    func testCurrentValueThenProgrammaticChangesWithoutDuplicates() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Bool, Never>()
            action.enabledPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [true], "the current value arrives on subscription")
            action.isEnabled = false
            action.isEnabled = false
            action.isEnabled = true
            g_object_notify(action.objectPointer, "enabled") // a notify with no change
            XCTAssertEqual(subscriber.values, [true, false, true])
        }
    }

    func testNoInitialValueWithoutDemandThenTheLatestWhenDemandArrives() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Bool, Never>(demand: .none)
            action.enabledPublisher.subscribe(subscriber)
            action.isEnabled = false
            XCTAssertEqual(subscriber.values, [])
            subscriber.request(.max(1))
            XCTAssertEqual(subscriber.values, [false], "the latest value, not a queue of changes")
        }
    }

    func testMaxDemandOnPropertyChanges() {
        onMain {
            let action = SimpleAction(name: "go")
            let subscriber = TestSubscriber<Bool, Never>(demand: .max(2))
            action.enabledPublisher.subscribe(subscriber)
            action.isEnabled = false
            action.isEnabled = true
            action.isEnabled = false
            XCTAssertEqual(subscriber.values, [true, false])
            subscriber.request(.max(5))
            XCTAssertEqual(subscriber.values, [true, false], "latest (false) equals the last sent: no duplicate")
            action.isEnabled = true
            XCTAssertEqual(subscriber.values, [true, false, true])
        }
    }

    func testReadsBoolIntUIntDoubleStringAndEnum() {
        onMain {
            let client = Fixtures.socketClient()
            var timeouts: [UInt32] = []
            var proxies: [Bool] = []
            var families: [Int32] = []
            var familiesAsEnum: [SocketFamily] = []
            let socket = Fixtures.socket()
            var backlogs: [Int32] = []
            let application = Fixtures.application(id: "org.example.First")
            var ids: [String] = []
            let adjustment = Fixtures.adjustment(value: 5)
            var values: [Double] = []

            let cancellables = [
                client.propertyPublisher("timeout", as: UInt32.self).sink { timeouts.append($0) },
                client.propertyPublisher("enable-proxy", as: Bool.self).sink { proxies.append($0) },
                client.propertyPublisher("family", as: Int32.self).sink { families.append($0) },
                client.propertyPublisher("family", as: SocketFamily.self).sink { familiesAsEnum.append($0) },
                socket.propertyPublisher("listen-backlog", as: Int32.self).sink { backlogs.append($0) },
                application.propertyPublisher("application-id", as: String.self).sink { ids.append($0) },
                adjustment.propertyPublisher("value", as: Double.self).sink { values.append($0) },
            ]

            g_socket_client_set_timeout(Fixtures.cast(client), 30)
            g_socket_client_set_enable_proxy(Fixtures.cast(client), 0)
            g_socket_client_set_family(Fixtures.cast(client), G_SOCKET_FAMILY_IPV6)
            g_socket_set_listen_backlog(Fixtures.cast(socket), 42)
            g_application_set_application_id(Fixtures.cast(application), "org.example.Second")
            gtk_adjustment_set_value(Fixtures.cast(adjustment), 7.5)

            XCTAssertEqual(timeouts, [0, 30])
            XCTAssertEqual(proxies, [true, false])
            XCTAssertEqual(families, [Int32(G_SOCKET_FAMILY_INVALID.rawValue), Int32(G_SOCKET_FAMILY_IPV6.rawValue)])
            XCTAssertEqual(familiesAsEnum, [.invalid, .ipv6])
            XCTAssertEqual(backlogs.last, 42)
            XCTAssertEqual(backlogs.count, 2)
            XCTAssertEqual(ids, ["org.example.First", "org.example.Second"])
            XCTAssertEqual(values, [5, 7.5])
            cancellables.forEach { $0.cancel() }
        }
    }

    func testSetValueWritesThroughGValue() {
        onMain {
            let adjustment = Fixtures.adjustment(value: 1)
            adjustment.setValue(9.25, of: "value")
            XCTAssertEqual(adjustment.value(of: "value", as: Double.self), 9.25)
        }
    }
}

/// `GSocketFamily` as a Swift enum: read through the enum conformance.
enum SocketFamily: Int32, GValueConvertible {
    case invalid = 0
    case unix = 1
    case ipv4 = 2
    case ipv6 = 10
}
