import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// A value counting how often its object let it go.
private final class Tracked: ReleaseObserver {
    let name: String
    private(set) var releases = 0

    init(_ name: String) {
        self.name = name
    }

    override func releasedByObject() {
        releases += 1
    }
}

/// A plain value (the key only releases it).
private final class Plain {}

private let trackedKey = ObjectDataKey<Tracked>("combinegtk-test-tracked")
private let plainKey = ObjectDataKey<Plain>("combinegtk-test-plain")

/// `ObjectDataKey`: the object holds its value exactly as long as GLib's qdata does, and a
/// `ReleaseObserver` value hears when the object lets it go.
final class ObjectDataKeyTests: MainActorTestCase {
    /// A new plain GObject (the caller's reference).
    private static func makeObject() -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(g_object_new_with_properties(cgtk_type_object(), 0, nil, nil)!).assumingMemoryBound(to: GObject.self)
    }

    func testTheObjectHoldsItsValueUntilItIsFinalized() {
        let object = Self.makeObject()
        let finalization = Finalization(object)
        weak var weakValue: Plain?
        do {
            let value = Plain()
            weakValue = value
            plainKey.attach(value, to: object)
        }
        XCTAssertNotNil(weakValue, "the object holds the value")
        XCTAssertTrue(plainKey.value(on: object) === weakValue, "and gives it back")
        XCTAssertNil(trackedKey.value(on: object), "another key has nothing there")
        g_object_unref(object)
        XCTAssertTrue(finalization.isFinalized)
        XCTAssertNil(weakValue, "released by the destroy notify at finalize")
    }

    func testAnObservingValueHearsOnceWhenTheObjectIsFinalized() {
        let object = Self.makeObject()
        let value = Tracked("kept")
        trackedKey.attach(value, to: object)
        XCTAssertEqual(value.releases, 0)
        g_object_unref(object)
        XCTAssertEqual(value.releases, 1)
    }

    func testReplacingOrRemovingReleasesTheValueThereBefore() {
        let object = Self.makeObject()
        defer { g_object_unref(object) }
        let first = Tracked("first"), second = Tracked("second")
        trackedKey.attach(first, to: object)
        trackedKey.attach(second, to: object)
        XCTAssertEqual([first.releases, second.releases], [1, 0], "the replaced value hears it")
        XCTAssertEqual(trackedKey.value(on: object)?.name, "second")
        trackedKey.remove(from: object)
        XCTAssertEqual([first.releases, second.releases], [1, 1])
        XCTAssertNil(trackedKey.value(on: object))
        weak var released: Plain?
        do {
            let plain = Plain()
            released = plain
            plainKey.attach(plain, to: object)
        }
        plainKey.remove(from: object)
        XCTAssertNil(released, "a removed value is released at once")
    }

    /// GLib keeps a quark's string: the key must give it one GLib owns (see StaticStringTests).
    func testTheKeyIsTheQuarkOfItsName() {
        XCTAssertEqual(g_quark_try_string("combinegtk-test-plain"), plainKey.quark)
        XCTAssertEqual(g_quark_to_string(trackedKey.quark).map { String(cString: $0) }, "combinegtk-test-tracked")
    }
}
