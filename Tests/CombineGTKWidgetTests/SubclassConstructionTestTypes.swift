import CombineGTK

// Declared without `import CGtk`, as an app would.

/// Counts the Swift instances the construction tests' types make: a stored property's initial
/// value runs once per instance.
@MainActor
enum InstancesMade {
    static var counts: [String: Int] = [:]

    static func note(_ type: String) -> Int {
        counts[type, default: 0] += 1
        return counts[type]!
    }
}

/// A widget whose stored property is a widget declared in Swift (`BadgeBox`): that one is made,
/// `g_object_new` and all, while this one's instance is being made.
final class NestingCard: Box, ObjectSubclass {
    static let typeName = "CombineGTKTestNestingCard"

    let serial = InstancesMade.note("NestingCard")
    let badge = BadgeBox()
    var notes: [String] = []
}

/// A template holding a `NestingCard` (register it first): the card, and its badge, are made
/// while the shelf is built.
final class CardShelf: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestCardShelf"
    static let template = WidgetTemplate.string("""
        <interface>
          <template class="CombineGTKTestCardShelf" parent="GtkBox">
            <child><object class="CombineGTKTestNestingCard" id="card"/></child>
          </template>
        </interface>
        """)
    static let templateChildren: [TemplateChild<CardShelf>] = [.child("card", \.card)]

    var card: NestingCard!
}

/// Its template sets its Swift property `title`, which a label of the template shows through a
/// `<binding>` and whose `didSet` writes to another child of the template.
final class TitledRow: Box, ObjectSubclass, CompositeTemplate {
    static let typeName = "CombineGTKTestTitledRow"
    static let properties: [SubclassProperty<TitledRow>] = [.string("title", \.title)]
    static let template = WidgetTemplate.string("""
        <interface>
          <template class="CombineGTKTestTitledRow" parent="GtkBox">
            <property name="title">From the template</property>
            <child><object class="GtkLabel" id="title_label"/></child>
            <child><object class="GtkLabel" id="bound_label">
              <binding name="label"><lookup name="title">CombineGTKTestTitledRow</lookup></binding>
            </object></child>
          </template>
        </interface>
        """)
    static let templateChildren: [TemplateChild<TitledRow>] = [
        .child("title_label", \.titleLabel),
        .child("bound_label", \.boundLabel),
    ]

    @Notifying var title = "" {
        didSet { titleLabel.text = title }
    }
    var titleLabel: Label!
    var boundLabel: Label!
}

/// A window type declared in Swift: GTK lists a new window as a toplevel while it is being
/// made, before its Swift instance exists.
final class CountedWindow: Window, ObjectSubclass {
    static let typeName = "CombineGTKTestCountedWindow"

    let serial = InstancesMade.note("CountedWindow")
    var notes = ["first"]
}

/// A list view declared in Swift, made with `TypedFactoryView`'s initializer.
final class ChoreListView: ListView, ObjectSubclass, TypedFactoryView, OverridesConstructed {
    typealias Element = String
    static let typeName = "CombineGTKTestChoreListView"

    let serial = InstancesMade.note("ChoreListView")
    var constructedCalls = 0

    func constructed() {
        constructedCalls += 1
    }
}
