import CombineGTK
import CombineGTKTesting
import XCTest

final class BookmarkInstanceTests: XCTestCase {
    func testSwiftAndGObjectSeeTheSameProperties() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let bookmark = Bookmark(title: "Dune", rating: 5)
            XCTAssertEqual(bookmark.typeName, "MyAppBookmark")
            XCTAssertEqual(bookmark.value(of: "title", as: String.self), "Dune") // g_object_get_property
            bookmark.setValue(true, of: "pinned")                                 // g_object_set_property
            XCTAssertTrue(bookmark.isPinned)
            XCTAssertEqual(Bookmark().rating, 3, "the declared default")
        }
    }

    func testGtkBuilderMakesOneAndBindsALabelToIt() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            Bookmark.register() // GtkBuilder finds types by name: register first
            let builder = try Builder(string: """
                <interface>
                  <object class="MyAppBookmark" id="dune">
                    <property name="title">Dune</property>
                    <property name="rating">5</property>
                  </object>
                  <object class="GtkLabel" id="heading">
                    <binding name="label">
                      <lookup name="title">dune</lookup>
                    </binding>
                  </object>
                </interface>
                """)
            let dune = try builder.object("dune", as: Bookmark.self)
            let heading = try builder.object("heading", as: Label.self)
            XCTAssertEqual(dune.rating, 5)
            XCTAssertEqual(heading.text, "Dune")
            dune.title = "Dune Messiah"
            XCTAssertEqual(heading.text, "Dune Messiah", "the <binding> follows the Swift property")
        }
    }

    func testPublishersAndSignals() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let bookmark = Bookmark(title: "Dune")
            var visits: [Int] = []
            var opened: [String] = []
            var bindings = Set<AnyCancellable>()
            bookmark.propertyPublisher(Bookmark.visitsProperty)
                .sink { visits.append($0) }
                .store(in: &bindings)
            bookmark.signalPublisher(Bookmark.opened)
                .sink { page, visits in opened.append("page \(page), visit \(visits)") }
                .store(in: &bindings)

            bookmark.open(page: 12)
            bookmark.open(page: 40)
            XCTAssertEqual(visits, [0, 1, 2], "the current value, then each change")
            XCTAssertEqual(opened, ["page 12, visit 1", "page 40, visit 2"])

            // A .ui file connects to the signal like to any of GTK's.
            var handled = 0
            let builder = try Builder(string: """
                <interface>
                  <object class="MyAppBookmark" id="book">
                    <signal name="opened" handler="on_opened"/>
                  </object>
                </interface>
                """, handlers: ["on_opened": { handled += 1 }])
            try builder.object("book", as: Bookmark.self).open(page: 1)
            XCTAssertEqual(handled, 1)
        }
    }

    func testTheSwiftStateLivesAsLongAsTheGObject() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            var store: GioListStore? = try emptyStore()
            let finalization: Finalization
            do {
                let bookmark = Bookmark(title: "Dune")
                bookmark.open(page: 12)
                store?.append(bookmark)
                finalization = Finalization(bookmark)
            }
            // No Swift variable holds it now, the store does: the instance kept its state.
            XCTAssertEqual((store?.item(0) as? Bookmark)?.openedPages, [12])
            store = nil
            XCTAssertTrue(assertFinalized(finalization, message: "freed with its last reference"))
        }
    }
}

/// A `GListStore` of bookmarks, from a .ui file (its item type is a type name there).
@MainActor
func emptyStore() throws -> GioListStore {
    Bookmark.register()
    let builder = try Builder(string: """
        <interface>
          <object class="GListStore" id="bookmarks">
            <property name="item-type">MyAppBookmark</property>
          </object>
        </interface>
        """)
    return try builder.object("bookmarks", as: GioListStore.self)
}
