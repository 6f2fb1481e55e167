import CGtk
import CombineGTKTesting
import XCTest
@testable import CombineGTK

/// A widget type declared in Swift, deriving from `Box`: Swift state of its own.
final class BadgeBox: Box, ObjectSubclass {
    static let typeName = "CombineGTKTestBadgeBox"
    static let properties: [SubclassProperty<BadgeBox>] = [
        .string("caption", \.caption),
        .bool("highlighted", \.isHighlighted),
    ]

    @Notifying var caption = ""
    @Notifying var isHighlighted = false
    var clicks = 0
}

/// A window type declared in Swift: GTK owns a new window's one reference.
final class NotesWindow: Window, ObjectSubclass {
    static let typeName = "CombineGTKTestNotesWindow"
    var notes = ["first"]
}

/// Widget types registered from Swift (`ObjectSubclass` over a generated widget): kept alive
/// by a GTK container with their Swift state, made by GtkBuilder inside a widget tree, bound
/// to a GTK widget's property, and freed with the last reference.
final class SubclassWidgetTests: XCTestCase {
    func testAContainerAloneKeepsTheSwiftStateAndFreesItWithItself() throws {
        try Display.require()
        MainActor.assumeIsolated {
            XCTAssertEqual(g_type_parent(BadgeBox.registeredType), gtk_box_get_type())
            var box: Box? = Box(orientation: .vertical, spacing: 0)
            weak var swiftSide: BadgeBox?
            let finalization: Finalization
            do {
                let badge = BadgeBox()
                XCTAssertEqual(g_object_is_floating(badge.objectPointer), 0, "made from Swift, not floating")
                badge.caption = "New"
                badge.clicks = 3
                box!.append(badge)
                swiftSide = badge
                finalization = Finalization(badge)
            }
            XCTAssertNotNil(swiftSide, "the box's reference keeps the Swift instance")
            let child = box!.firstChild() as? BadgeBox
            XCTAssertTrue(child === swiftSide, "the box's child is the Swift instance")
            XCTAssertEqual(child?.caption, "New")
            XCTAssertEqual(child?.clicks, 3, "Swift-only state intact")
            box = nil
            XCTAssertFalse(finalization.isFinalized, "the local variable still holds it")
            _ = child
        }
    }

    func testAChildIsFreedWithItsContainer() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let finalization: Finalization
            weak var swiftSide: BadgeBox?
            do {
                let box = Box(orientation: .vertical, spacing: 0)
                let badge = BadgeBox()
                box.append(badge)
                finalization = Finalization(badge)
                swiftSide = badge
            }
            XCTAssertTrue(assertFinalized(finalization, message: "the box and the badge both go"))
            XCTAssertNil(swiftSide)
        }
    }

    func testGtkBuilderMakesItInsideAWidgetTreeBoundToALabel() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            BadgeBox.register()
            let builder = try Builder(string: """
                <interface>
                  <object class="GtkBox" id="root">
                    <child><object class="CombineGTKTestBadgeBox" id="badge">
                      <property name="caption">From XML</property>
                      <child><object class="GtkLabel" id="label"/></child>
                    </object></child>
                  </object>
                </interface>
                """)
            let badge = try builder.object("badge", as: BadgeBox.self)
            let label = try builder.object("label", as: Label.self)
            XCTAssertEqual(badge.caption, "From XML")
            XCTAssertTrue(label.parent === badge)
            let binding = badge.bindProperty("caption", to: label, "label", flags: .syncCreate)
            XCTAssertEqual(label.text, "From XML")
            badge.caption = "Changed in Swift"
            XCTAssertEqual(label.text, "Changed in Swift", "g_object_bind_property follows a change made in Swift")
            binding.unbind()
        }
    }

    func testAnInstanceMadeByGtkBuilderIsFreedWithTheLastReference() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            BadgeBox.register()
            let finalization: Finalization
            do {
                let builder = try Builder(string: """
                    <interface><object class="GtkBox" id="root">
                      <child><object class="CombineGTKTestBadgeBox" id="badge"/></child>
                    </object></interface>
                    """)
                let root = try builder.object("root", as: Box.self)
                finalization = Finalization(try builder.object("badge", as: BadgeBox.self))
                _ = root
            }
            XCTAssertTrue(assertFinalized(finalization, message: "builder, root and badge all go"))
        }
    }

    func testABuilderBindingFollowsAPropertyDeclaredInSwift() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            BadgeBox.register()
            let builder = try Builder(string: """
                <interface>
                  <object class="CombineGTKTestBadgeBox" id="badge">
                    <property name="caption">First</property>
                    <child><object class="GtkLabel" id="label">
                      <binding name="label"><lookup name="caption">badge</lookup></binding>
                    </object></child>
                  </object>
                </interface>
                """)
            let badge = try builder.object("badge", as: BadgeBox.self)
            let label = try builder.object("label", as: Label.self)
            XCTAssertEqual(label.text, "First")
            badge.caption = "Second"
            XCTAssertEqual(label.text, "Second", "the expression watches notify::caption")
        }
    }

    func testAWindowLivesUntilDestroyedWithItsSwiftState() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let finalization: Finalization
            let pointer: UnsafeMutablePointer<GObject>
            do {
                let window = NotesWindow()
                window.notes.append("second")
                pointer = window.objectPointer
                finalization = Finalization(window)
            }
            XCTAssertFalse(finalization.isFinalized, "GTK's reference keeps a window until it is destroyed")
            let window = Object.wrapper(retaining: pointer) as? NotesWindow
            XCTAssertEqual(window?.notes, ["first", "second"], "the same Swift instance")
            window?.destroy()
            // destroy() disposes the window, which clears GWeakRefs (Finalization's) too.
            XCTAssertEqual(window?.isDisposed, true)
            XCTAssertEqual(window?.notes, ["first", "second"], "the Swift state outlives the dispose")
        }
    }

    func testADestroyedWindowIsFreedWithItsLastSwiftReference() throws {
        try Display.require()
        MainActor.assumeIsolated {
            weak var swiftSide: NotesWindow?
            do {
                let window = NotesWindow()
                swiftSide = window
                window.destroy()
                // Finalization cannot tell here: the dispose cleared its GWeakRef.
                XCTAssertEqual(window.objectPointer.pointee.ref_count, 1, "GTK gave its reference back; Swift's toggle one is left")
            }
            XCTAssertNil(swiftSide, "the Swift instance went, and its deinit gave the last reference back")
        }
    }
}
