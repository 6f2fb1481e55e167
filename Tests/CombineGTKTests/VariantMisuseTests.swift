import CGtk
import CombineGTK
import CombineGTKTesting
import XCTest

/// What reading and building variants must not do: a read of the wrong type never reaches a
/// GLib check (no `CRITICAL`, which GLib prints and goes on), and building a value GLib would
/// refuse stops with a message naming the call, not a critical and a NULL. Each runs in a
/// child process; a GVariant property reads and writes as a `Variant` through a `GValue`.
final class VariantMisuseTests: MainActorTestCase {
    func testMismatchedReadsReachNoGLibCheck() throws {
        // Every GLib warning or critical stops the child, so one would fail the test.
        guard let result = try runInChildProcess({
            g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue))
            let scalars = [Variant(1), Variant("s"), Variant(true), Variant(1.5), Variant(UInt8(1))]
            let containers = [
                Variant([1]), Variant(["a": 1]), Variant(Int?.none), Variant(boxing: Variant(1)),
                Variant(tuple: [Variant(1)]), Variant(dictionaryEntry: Variant(1), value: Variant(2)),
                try Variant(parsing: "{1: 2}", as: "a{ix}"), try Variant(parsing: "objectpath '/'"),
                try Variant(parsing: "handle 1"), try Variant(parsing: "signature 's'"),
            ]
            for value in scalars + containers {
                _ = (Bool(variant: value), Int(variant: value), UInt8(variant: value), Double(variant: value))
                _ = (String(variant: value), [String](variant: value), [UInt8](variant: value))
                _ = ([String: Int](variant: value), [String: Variant](variant: value), Int?(variant: value))
                _ = (Variant(variant: value), TaskFilter(variant: value), value.maybeValue, value.unboxed)
                _ = (value["key"], value.count, value.children, value.hashValue, value.description)
            }
        }) else { return }
        XCTAssertEqual(result.status, 0, result.transcript)
        XCTAssertFalse(result.crashed, result.transcript)
        XCTAssertFalse(result.standardError.contains("CRITICAL"), result.transcript)
    }

    func testAnInvalidTypeStringLiteralStops() throws {
        try expectChildStops(saying: ["VariantType: \"a{vs}\" is not a valid GVariant type string"]) {
            let type: VariantType = "a{vs}"
            print(type)
        }
    }

    func testAnElementOfAnotherTypeStops() throws {
        try expectChildStops(saying: ["Variant(array:of:): an element of type \"x\" in an array of \"s\""]) {
            print(Variant(array: [Variant("a"), Variant(1)], of: .string))
        }
    }

    func testAnIndexOutOfRangeStops() throws {
        try expectChildStops(saying: ["Variant[2]: out of range for a value of type \"as\" holding 2"]) {
            print(Variant(["a", "b"])[2])
        }
    }

    func testANonBasicKeyStops() throws {
        try expectChildStops(saying: ["VariantType.dictionaryEntry: the key type \"as\" is not basic"]) {
            print(VariantType.dictionary(key: .stringArray, value: .string))
        }
    }

    func testAGVariantPropertyReadsAndWritesAsAVariant() {
        onMain {
            let action = SimpleAction(name: "toggle", state: true)
            XCTAssertEqual(action.value(of: "state", as: Variant.self), Variant(true))
            action.setValue(Variant(false), of: "state")
            XCTAssertEqual(action.state, Variant(false))
            XCTAssertEqual(action.value(of: "state", as: Variant?.self), .some(Variant(false)))

            let stateless = SimpleAction(name: "quit")
            XCTAssertNil(stateless.value(of: "state", as: Variant.self))
            XCTAssertEqual(stateless.value(of: "state", as: Variant?.self), .some(nil))
            XCTAssertNil(action.value(of: "name", as: Variant.self))
        }
    }
}
