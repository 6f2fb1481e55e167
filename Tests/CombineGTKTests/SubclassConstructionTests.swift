import CGtk
import CombineGTKTesting
import XCTest
@testable import CombineGTK

/// Swift instances made while another is being made, and initializers other than
/// `ObjectSubclass.init()` that make an object of a type declared in Swift: each GObject gets
/// one Swift instance, which holds its toggle reference.
final class SubclassConstructionTests: MainActorTestCase {
    func testAStoredPropertyOfASwiftTypeLeavesTheOuterInstanceItsToggleReference() {
        onMain {
            let before = InstancesMade.counts["NestingItem", default: 0]
            let finalizations = FinalizeCounter()
            var item: NestingItem? = NestingItem()
            XCTAssertEqual(InstancesMade.counts["NestingItem"], before + 1, "one Swift instance")
            XCTAssertEqual(item!.inner.title, "inner")
            XCTAssertTrue(Object.wrapper(retaining: item!.objectPointer) === item, "the object's wrapper is that instance")
            XCTAssertTrue(Object.wrapper(retaining: item!.inner.objectPointer) === item!.inner)
            XCTAssertEqual(item!.objectPointer.pointee.ref_count, 1, "its one reference, the toggle reference")
            let pointer = item!.objectPointer
            finalizations.watch(pointer)
            let seen = DisposeWitness()
            seen.watch(pointer)
            item = nil
            XCTAssertTrue(seen.wrapper.map { type(of: $0) == Object.self } ?? false,
                          "the instance went, as one holding the toggle reference does: no second NestingItem in the last dispose (got \(String(describing: seen.wrapper)))")
            XCTAssertEqual(InstancesMade.counts["NestingItem"], before + 1)
            seen.wrapper = nil
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testGtkBuilderMakesAnObjectWithASwiftStoredPropertyWithOneInstance() throws {
        try onMain {
            NestingItem.register()
            let before = InstancesMade.counts["NestingItem", default: 0]
            let finalizations = FinalizeCounter()
            let seen = DisposeWitness()
            var builder: Builder? = try Builder(string: #"<interface><object class="CombineGTKTestNestingItem" id="item"/></interface>"#)
            var item: NestingItem? = try builder!.object("item", as: NestingItem.self)
            XCTAssertEqual(InstancesMade.counts["NestingItem"], before + 1, "one Swift instance")
            XCTAssertTrue(Object.wrapper(retaining: item!.inner.objectPointer) === item!.inner)
            finalizations.watch(item!.objectPointer)
            seen.watch(item!.objectPointer)
            builder = nil
            XCTAssertEqual(finalizations.count, 0, "the Swift variable holds it")
            item = nil
            XCTAssertTrue(seen.wrapper.map { type(of: $0) == Object.self } ?? false,
                          "the instance went, as one holding the toggle reference does: no second NestingItem in the last dispose (got \(String(describing: seen.wrapper)))")
            XCTAssertEqual(InstancesMade.counts["NestingItem"], before + 1)
            seen.wrapper = nil
            XCTAssertEqual(finalizations.count, 1)
            _ = builder
        }
    }

    func testApplicationIdMakesOneInstanceOfASwiftApplicationClass() {
        onMain {
            let before = InstancesMade.counts["NotingApplication", default: 0]
            let finalizations = FinalizeCounter()
            let pointer: UnsafeMutablePointer<GObject>
            do {
                let app = NotingApplication(id: "io.github.combinegtk.Noting", flags: [.nonUnique])
                XCTAssertEqual(InstancesMade.counts["NotingApplication"], before + 1, "one Swift instance")
                XCTAssertEqual(app.typeName, "CombineGTKTestNotingApplication")
                XCTAssertEqual(app.constructedCalls, 1, "constructed() ran on the instance the caller holds")
                XCTAssertEqual(app.resourceBasePath, "/io/github/combinegtk/Noting", "the construct properties were given")
                XCTAssertTrue(Object.wrapper(retaining: app.objectPointer) === app)
                app.notes = ["kept"]
                pointer = app.objectPointer
                finalizations.watch(pointer)
                g_object_ref(pointer)
            }
            let again = Object.wrapper(retaining: pointer) as? NotingApplication
            XCTAssertEqual(again?.notes, ["kept"], "C's reference kept the instance with its state")
            XCTAssertEqual(InstancesMade.counts["NotingApplication"], before + 1)
            _ = consume again
            g_object_unref(pointer)
            XCTAssertEqual(finalizations.count, 1)
        }
    }

    func testASecondWrapperOfASwiftTypeStopsTheProgram() throws {
        try expectChildStops(saying: ["TaskItem(adopting:) made a second Swift instance"]) {
            MainActor.assumeIsolated {
                let item = TaskItem(title: "one")
                _ = TaskItem(retaining: item.objectPointer)
            }
        }
    }

    func testGTypeReadBeforeRegistrationThroughAMetatypeIsTheRegisteredType() {
        onMain {
            XCTAssertEqual(g_type_from_name("CombineGTKTestFirstReadItem"), 0, "not registered yet")
            let held: Object.Type = FirstReadItem.self
            let type = held.gType
            XCTAssertNotEqual(type, 0)
            XCTAssertEqual(type, g_type_from_name("CombineGTKTestFirstReadItem"), "registered by that read")
            XCTAssertEqual(held.gType, type)
            XCTAssertEqual(FirstReadItem.gType, type)
            let offMain = Written(held)
            performOffTheMainThread { offMain.type = offMain.metatype.gType }
            XCTAssertEqual(offMain.type, type, "the same on another thread")
            XCTAssertEqual(Label.gType, gtk_label_get_type(), "a generated class's")
            XCTAssertEqual(Object.gType, FundamentalType.object)
        }
    }
}

/// A class's GType, read on another thread.
private final class Written: @unchecked Sendable {
    let metatype: Object.Type
    var type: GType = 0
    init(_ metatype: Object.Type) { self.metatype = metatype }
}
