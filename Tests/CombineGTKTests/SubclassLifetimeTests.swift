import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// What a type declared in Swift says of itself (`gType`, type checks) and the end of its
/// instances: dispose with the Swift state when C lets go last, and no second Swift instance
/// for an object whose instance has gone.
final class SubclassLifetimeTests: MainActorTestCase {
    func testGTypeIsTheRegisteredTypeWithNothingWrittenForIt() {
        onMain {
            XCTAssertEqual(TaskItem.gType, TaskItem.registeredType)
            let held: Object.Type = TaskItem.self
            XCTAssertEqual(held.gType, TaskItem.registeredType, "dispatched on the class held in a variable too")
            XCTAssertEqual(String(cString: g_type_name(ShapeItem.gType)), "CombineGTKTestShapeItem")
            XCTAssertEqual(Object.gType, FundamentalType.object, "the classes of C types say theirs")
            XCTAssertEqual(SimpleAction.gType, g_simple_action_get_type())
            XCTAssertTrue(TaskItem.accepts(TaskItem.registeredType))
            XCTAssertFalse(TaskItem.accepts(ShapeItem.registeredType), "an object property of another Swift type is not a TaskItem's")
            XCTAssertTrue(Object.accepts(TaskItem.registeredType))
            XCTAssertEqual(TaskItem(title: "a").typeName, "CombineGTKTestTaskItem")
        }
    }

    func testBuilderObjectChecksTheSwiftTypeItself() throws {
        try onMain {
            ShapeItem.register()
            let builder = try Builder(string: """
                <interface><object class="CombineGTKTestShapeItem" id="shape"/></interface>
                """)
            XCTAssertThrowsError(try builder.object("shape", as: TaskItem.self)) { error in
                XCTAssertEqual(error as? BuilderObjectError, .wrongType(id: "shape", expected: "TaskItem", actualType: "CombineGTKTestShapeItem"))
            }
            let shape = try builder.object("shape", as: ShapeItem.self)
            XCTAssertTrue(try builder.object("shape", as: ShapeItem.self) === shape, "its one instance")
        }
    }

    func testWrappingAnotherTypesObjectAsASwiftTypeStopsTheProgram() throws {
        try expectChildStops(saying: ["cannot wrap a CombineGTKTestShapeItem as TaskItem"]) {
            MainActor.assumeIsolated {
                let shape = ShapeItem()
                _ = TaskItem.wrapping(shape.objectPointer)
            }
        }
    }

    func testDisposeRunsOnceWithTheStateWhenCLetsGoLast() {
        onMain {
            var seen: [String] = []
            let pointer: UnsafeMutablePointer<GObject>
            let finalizations = FinalizeCounter()
            do {
                let item = DisposingItem()
                item.name = "kept"
                item.disposed = { seen.append($0) }
                pointer = item.objectPointer
                g_object_ref(pointer)
                finalizations.watch(pointer)
            }
            XCTAssertEqual(seen, [], "C holds it, and with it the Swift instance")
            g_object_unref(pointer)
            XCTAssertEqual(seen, ["kept"], "disposed once, before the instance went")
            XCTAssertEqual(finalizations.count, 1, "then finalized, once")
        }
    }

    func testAnObjectDisposedBeforeIsNotDisposedAgainByTheSwiftMethod() {
        onMain {
            var seen: [String] = []
            let pointer: UnsafeMutablePointer<GObject>
            let finalizations = FinalizeCounter()
            do {
                let item = DisposingItem()
                item.name = "kept"
                item.disposed = { seen.append($0) }
                pointer = item.objectPointer
                g_object_ref(pointer)
                finalizations.watch(pointer)
            }
            g_object_run_dispose(pointer)
            XCTAssertEqual(seen, ["kept"])
            g_object_unref(pointer)
            XCTAssertEqual(seen, ["kept"], "dispose ran while the instance lived: not again")
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testTheLastCReferenceDroppedOnAnotherThreadDisposesWithTheStateOnTheMainThread() {
        onMain {
            var seen: [(name: String, onMain: Bool)] = []
            let finalizations = FinalizeCounter()
            let pointer: UncheckedSendable<UnsafeMutablePointer<GObject>>
            do {
                let item = DisposingItem()
                item.name = "kept"
                item.disposed = { seen.append(($0, Thread.isMainThread)) }
                pointer = UncheckedSendable(item.objectPointer)
                g_object_ref(pointer.value)
                finalizations.watch(item.objectPointer)
            }
            performOffTheMainThread { g_object_unref(pointer.value) }
            XCTAssertTrue(pumpMainContext { finalizations.count > 0 }, "the reference is given back on the main context")
            XCTAssertEqual(seen.map(\.name), ["kept"])
            XCTAssertEqual(seen.map(\.onMain), [true], "disposed on the main thread")
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testAStoreLettingGoLastDisposesWithTheState() {
        onMain {
            var seen: [String] = []
            let finalizations = FinalizeCounter()
            let store = g_list_store_new(DisposingItem.gType)!
            defer { g_object_unref(UnsafeMutableRawPointer(store)) }
            do {
                let item = DisposingItem()
                item.name = "listed"
                item.disposed = { seen.append($0) }
                finalizations.watch(item.objectPointer)
                g_list_store_append(store, item.objectPointer)
            }
            g_list_store_remove_all(store)
            XCTAssertEqual(seen, ["listed"])
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testWhenASwiftVariableHoldsTheLastReferenceTheInstanceGoesFirst() {
        onMain {
            var seen: [String] = []
            let finalizations = FinalizeCounter()
            var item: DisposingItem? = DisposingItem()
            item!.name = "swift"
            item!.disposed = { seen.append($0) }
            finalizations.watch(item!.objectPointer)
            item = nil
            XCTAssertEqual(seen, [], "documented: the instance is gone when GObject disposes; deinit is the place")
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testAWrapperAskedForInTheLastDisposeAfterTheInstanceWentIsNoSecondInstance() {
        onMain {
            let finalizations = FinalizeCounter()
            var item: TaskItem? = TaskItem(title: "state")
            let pointer = item!.objectPointer
            finalizations.watch(pointer)
            let seen = DisposeWitness()
            seen.watch(pointer)
            item = nil
            XCTAssertNotNil(seen.wrapper, "the weak reference's notification asked for a wrapper in the last dispose")
            XCTAssertFalse(seen.wrapper is TaskItem, "no new TaskItem with none of the state: \(String(describing: seen.wrapper))")
            XCTAssertTrue(seen.wrapper.map { type(of: $0) == Object.self } ?? false, "the nearest class not declared in Swift")
            XCTAssertEqual(finalizations.count, 0, "that wrapper keeps the object, as GObject allows")
            seen.wrapper = nil
            XCTAssertEqual(finalizations.count, 1, "finalized once, when it goes")
        }
    }

    func testWrappingAsTheSwiftTypeInTheLastDisposeAfterTheInstanceWentStops() throws {
        try expectChildStops(saying: ["the TaskItem of this CombineGTKTestTaskItem is gone", "Read it as Object there"]) {
            MainActor.assumeIsolated {
                var item: TaskItem? = TaskItem(title: "state")
                let witness = DisposeWitness()
                witness.asTaskItem = true
                witness.watch(item!.objectPointer)
                item = nil
            }
        }
    }
}

/// Asks for the wrapper of an object in its dispose (GObject notifies weak references there),
/// as a `destroy` handler reading its emitter would.
@MainActor
final class DisposeWitness {
    var wrapper: Object?
    var asTaskItem = false

    func watch(_ object: UnsafeMutablePointer<GObject>) {
        g_object_weak_ref(object, { data, object in
            guard let data, let object else { return }
            let witness = Unmanaged<DisposeWitness>.fromOpaque(data).takeRetainedValue()
            nonisolated(unsafe) let pointer = object
            MainActor.assumeIsolated {
                witness.wrapper = witness.asTaskItem ? TaskItem.wrapping(pointer) : Object.wrapper(retaining: pointer)
            }
        }, Unmanaged.passRetained(self).toOpaque())
    }
}
