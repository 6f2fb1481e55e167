import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import XCTest
@testable import CombineGTK

/// Widgets declared in Swift made while another Swift instance is being made (a stored
/// property, a template child), a template that sets a Swift property, a wrapper asked for
/// while the object is being built, and `TypedFactoryView`'s initializer: each GObject gets one
/// Swift instance, holding its toggle reference, whichever side makes it.
final class SubclassConstructionTests: XCTestCase {
    func testAWidgetWithASwiftStoredPropertyMadeInSwiftKeepsItsToggleReference() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let before = InstancesMade.counts["NestingCard", default: 0]
            var read: [String] = []
            var card: NestingCard? = NestingCard()
            XCTAssertEqual(InstancesMade.counts["NestingCard"], before + 1, "one Swift instance")
            XCTAssertTrue(Object.wrapper(retaining: card!.objectPointer) === card)
            XCTAssertTrue(Object.wrapper(retaining: card!.badge.objectPointer) === card!.badge)
            let finalizations = [Finalization(card!), Finalization(card!.badge)]
            let subscription = card!.signalPublisher("destroy") { emission in Object.wrapper(retaining: emission.instance) }.sink { emitter in
                read.append("\(type(of: emitter))")
            }
            card = nil
            XCTAssertEqual(read, ["Box"], "the instance went as one holding the toggle reference does: no second NestingCard")
            XCTAssertEqual(InstancesMade.counts["NestingCard"], before + 1)
            subscription.cancel()
            for finalization in finalizations { XCTAssertTrue(assertFinalized(finalization)) }
        }
    }

    func testAWidgetWithASwiftStoredPropertyMadeByGtkBuilderIsFreedWithItsWindow() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            NestingCard.register()
            let before = InstancesMade.counts["NestingCard", default: 0]
            let finalizations: [Finalization]
            do {
                let builder = try Builder(string: """
                    <interface>
                      <object class="GtkWindow" id="window">
                        <child><object class="CombineGTKTestNestingCard" id="card"/></child>
                      </object>
                    </interface>
                    """)
                let window = try builder.object("window", as: Window.self)
                let card = try builder.object("card", as: NestingCard.self)
                XCTAssertEqual(InstancesMade.counts["NestingCard"], before + 1, "one Swift instance")
                XCTAssertTrue(window.child === card)
                card.notes = ["kept"]
                XCTAssertEqual((window.child as? NestingCard)?.notes, ["kept"])
                finalizations = [Finalization(card), Finalization(card.badge)]
                window.destroy()
            }
            for finalization in finalizations {
                XCTAssertTrue(assertFinalized(finalization, message: "the card and its badge go with their window and builder"))
            }
        }
    }

    func testATemplateChildWithASwiftStoredPropertyIsOneInstanceFreedWithItsOwner() throws {
        try Display.require()
        MainActor.assumeIsolated {
            NestingCard.register()
            let cards = InstancesMade.counts["NestingCard", default: 0]
            var finalizations: [Finalization] = []
            var window: Window? = Window()
            do {
                let shelf = CardShelf()
                XCTAssertEqual(InstancesMade.counts["NestingCard"], cards + 1, "one Swift instance of the template's card")
                XCTAssertTrue(shelf.firstChild() === shelf.card, "the template child is that instance")
                XCTAssertTrue(Object.wrapper(retaining: shelf.card.badge.objectPointer) === shelf.card.badge, "and its badge its own one")
                XCTAssertFalse(WrapperSlot.existing(on: shelf.card.badge.objectPointer)!.isInstanceGone)
                window!.child = shelf
                finalizations = [Finalization(shelf), Finalization(shelf.card), Finalization(shelf.card.badge)]
            }
            window!.destroy()
            window = nil
            for finalization in finalizations {
                XCTAssertTrue(assertFinalized(finalization, message: "the shelf, its card and the card's badge go with the window"))
            }
        }
    }

    func testATemplateSetsASwiftPropertyWithItsChildrenBoundWhenMadeInSwift() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let finalization: Finalization
            do {
                let row = TitledRow()
                XCTAssertEqual(row.title, "From the template", "the template's <property> reached the Swift property")
                XCTAssertEqual(row.titleLabel.text, "From the template", "its didSet found the children bound")
                XCTAssertEqual(row.boundLabel.text, "From the template", "the <binding> shows it from the start")
                row.title = "Changed"
                XCTAssertEqual(row.boundLabel.text, "Changed")
                XCTAssertEqual(row.titleLabel.text, "Changed")
                finalization = Finalization(row)
            }
            XCTAssertTrue(assertFinalized(finalization))
        }
    }

    func testATemplateSetsASwiftPropertyWithItsChildrenBoundWhenMadeByGtkBuilder() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            TitledRow.register()
            let builder = try Builder(string: #"<interface><object class="CombineGTKTestTitledRow" id="row"/></interface>"#)
            let row = try builder.object("row", as: TitledRow.self)
            XCTAssertEqual(row.title, "From the template")
            XCTAssertEqual(row.titleLabel.text, "From the template", "its didSet found the children bound")
            XCTAssertEqual(row.boundLabel.text, "From the template")
            row.title = "Changed"
            XCTAssertEqual(row.boundLabel.text, "Changed")
        }
    }

    func testAWrapperAskedForWhileAWindowIsMadeIsNoSecondInstance() throws {
        try Display.require()
        MainActor.assumeIsolated {
            CountedWindow.register()
            let before = InstancesMade.counts["CountedWindow", default: 0]
            let toplevels = ToplevelWrappers()
            defer { toplevels.stop() }
            let inSwift = CountedWindow()
            XCTAssertEqual(InstancesMade.counts["CountedWindow"], before + 1, "one Swift instance, made in Swift")
            XCTAssertFalse(toplevels.seen.isEmpty, "GTK listed the window while it was being made, and a wrapper was asked for")
            XCTAssertFalse(toplevels.seen.contains { $0 is CountedWindow }, "a plain Window then, as the instance did not exist yet: \(toplevels.seen)")
            XCTAssertTrue(Object.wrapper(retaining: inSwift.objectPointer) === inSwift, "then the instance")

            toplevels.seen = []
            let pointer = g_object_new_with_properties(CountedWindow.registeredType, 0, nil, nil)!
            XCTAssertEqual(InstancesMade.counts["CountedWindow"], before + 2, "one Swift instance, made from C")
            let fromC = Object.wrapper(retaining: gObject(pointer)) as? CountedWindow
            XCTAssertFalse(toplevels.seen.contains { $0 is CountedWindow && $0 !== fromC }, "a plain Window, or the instance once it exists: \(toplevels.seen)")
            XCTAssertEqual(fromC?.notes, ["first"])
            XCTAssertTrue(fromC.map { WrapperSlot.existing(on: $0.objectPointer)?.wrapper === $0 } ?? false)
            toplevels.seen = []
            let finalizations = [Finalization(inSwift), Finalization(gObject(pointer))]
            inSwift.destroy()
            fromC?.destroy()
            _ = consume inSwift
            _ = consume fromC
            for finalization in finalizations { XCTAssertTrue(assertFinalized(finalization)) }
            XCTAssertEqual(InstancesMade.counts["CountedWindow"], before + 2)
        }
    }

    func testTypedFactoryViewsInitializerMakesOneInstanceOfASwiftViewClass() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let before = InstancesMade.counts["ChoreListView", default: 0]
            let store = ListStore<String, String>(id: \.self)
            store.update(["Dishes", "Laundry"])
            let finalization: Finalization
            do {
                let view = ChoreListView(store, setup: { Label() }, bind: { label, chore in chore.sink { label.text = $0 } })
                XCTAssertEqual(InstancesMade.counts["ChoreListView"], before + 1, "one Swift instance")
                XCTAssertEqual(view.typeName, "CombineGTKTestChoreListView")
                XCTAssertEqual(view.constructedCalls, 1, "constructed() ran on the instance the caller holds")
                XCTAssertTrue(Object.wrapper(retaining: view.objectPointer) === view)
                XCTAssertNotNil(view.model, "the construct properties were given")
                finalization = Finalization(view)
            }
            XCTAssertTrue(assertFinalized(finalization))
        }
    }
}

/// Wraps each window GTK adds to its list of toplevels, as a subscriber to that list would.
@MainActor
private final class ToplevelWrappers {
    var seen: [Object] = []
    private var handler: gulong = 0

    init() {
        handler = g_signal_connect_data(UnsafeMutableRawPointer(gtk_window_get_toplevels()), "items-changed", unsafeBitCast(itemsChanged, to: GCallback.self),
                                        Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    func stop() {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(gtk_window_get_toplevels()), handler)
    }
}

private let itemsChanged: @convention(c) (OpaquePointer?, guint, guint, guint, gpointer?) -> Void = { model, position, _, added, data in
    guard let model, let data, added > 0 else { return }
    nonisolated(unsafe) let (list, context) = (model, data)
    MainActor.assumeIsolated {
        let wrappers = Unmanaged<ToplevelWrappers>.fromOpaque(context).takeUnretainedValue()
        for index in position..<(position + added) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            wrappers.seen.append(Object.wrapper(retaining: gObject(item)))
            g_object_unref(item)
        }
    }
}
