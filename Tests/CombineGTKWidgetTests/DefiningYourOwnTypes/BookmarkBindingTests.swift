import CombineGTK
import CombineGTKTesting
import XCTest

final class BookmarkBindingTests: XCTestCase {
    func testWidgetsBoundToItsProperties() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let bookmark = Bookmark(title: "Dune")
            let pin = CheckButton(label: "Pinned")
            let stars = Scale(lower: 0, upper: 5)
            let heading = Label()
            var bindings = Set<AnyCancellable>()

            // GObject's own binding (g_object_bind_property), both ways.
            let pinning = bookmark.bindProperty("pinned", to: pin, "active", flags: [.syncCreate, .bidirectional])
            // CombineGTK's publishers and binders, as for GTK's properties.
            bookmark.propertyPublisher(Bookmark.titleProperty)
                .bind(to: heading.textBinder)
                .store(in: &bindings)
            stars.valuePublisher.map { Int($0.rounded()) }
                .bind(to: bookmark.propertyBinder(Bookmark.ratingProperty))
                .store(in: &bindings)

            pin.isActive = true
            XCTAssertTrue(bookmark.isPinned, "the check button set the Swift property")
            bookmark.isPinned = false
            XCTAssertFalse(pin.isActive, "and the Swift property the check button")
            bookmark.title = "Dune Messiah"
            XCTAssertEqual(heading.text, "Dune Messiah")
            stars.value = 4
            XCTAssertEqual(bookmark.rating, 4)
            pinning.unbind()
        }
    }

    func testAPropertyExpressionSortsThem() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            Bookmark.register()
            // GTK's sorters read the properties through expressions (GtkPropertyExpression).
            let builder = try Builder(string: """
                <interface>
                  <object class="GListStore" id="bookmarks">
                    <property name="item-type">MyAppBookmark</property>
                  </object>
                  <object class="GtkSortListModel" id="by-title">
                    <property name="model">bookmarks</property>
                    <property name="sorter">
                      <object class="GtkStringSorter">
                        <property name="expression">
                          <lookup name="title" type="MyAppBookmark"/>
                        </property>
                      </object>
                    </property>
                  </object>
                  <object class="GtkSortListModel" id="best-first">
                    <property name="model">bookmarks</property>
                    <property name="sorter">
                      <object class="GtkNumericSorter">
                        <property name="expression">
                          <lookup name="rating" type="MyAppBookmark"/>
                        </property>
                        <property name="sort-order">descending</property>
                      </object>
                    </property>
                  </object>
                </interface>
                """)
            let bookmarks = try builder.object("bookmarks", as: GioListStore.self)
            for (title, rating) in [("Emma", 4), ("Dune", 2), ("Ulysses", 5)] {
                bookmarks.append(Bookmark(title: title, rating: rating))
            }
            @MainActor func titles(_ id: String) throws -> [String] {
                let model = try builder.object(id, as: SortListModel.self)
                return (0..<model.nItems).compactMap { (model.item($0) as? Bookmark)?.title }
            }
            XCTAssertEqual(try titles("by-title"), ["Dune", "Emma", "Ulysses"])
            XCTAssertEqual(try titles("best-first"), ["Ulysses", "Emma", "Dune"])
        }
    }
}
