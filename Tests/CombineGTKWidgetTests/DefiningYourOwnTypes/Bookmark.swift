import CombineGTK

/// A bookmark in a reading app: a model object of its own GObject type, which GTK's lists,
/// GtkBuilder, bindings and CombineGTK's publishers all see.
final class Bookmark: Object, ObjectSubclass {
    // The GType's name: unique in the process; prefix it, as C libraries prefix theirs.
    static let typeName = "MyAppBookmark"

    // The GObject properties, each stored in the Swift property its key path names.
    static let properties: [SubclassProperty<Bookmark>] = [
        .string("title", \.title),
        .bool("pinned", \.isPinned),
        .int("rating", \.rating, range: 0...5, default: 3),
        .double("progress", \.progress, range: 0...1),
        .int("visits", \.visits, access: .readOnly),
    ]
    // Keys for the properties' publishers and binders.
    static let titleProperty = PropertyKey<String>(typeName, "title")
    static let ratingProperty = PropertyKey<Int>(typeName, "rating")
    static let visitsProperty = PropertyKey<Int>(typeName, "visits")

    // A signal with typed arguments: the page opened, and the visits that makes.
    static let opened = SubclassSignal<Int, Int>("opened")
    static let signals: [any AnySubclassSignal] = [opened]

    // @Notifying: setting one from Swift emits `notify::`, as GTK's own properties do.
    @Notifying var title = ""
    @Notifying var isPinned = false
    @Notifying var rating = 3
    @Notifying var progress = 0.0
    @Notifying private(set) var visits = 0
    // Swift-only state: no property, so GObject never sees it, but it lives as long.
    var openedPages: [Int] = []

    // No designated initializer (GtkBuilder passes no arguments): a convenience one.
    convenience init(title: String, rating: Int = 3) {
        self.init()
        self.title = title
        self.rating = rating
    }

    /// Opens the book at `page`: one more visit, then `opened`.
    func open(page: Int) {
        openedPages.append(page)
        visits += 1
        Self.opened.emit(on: self, page, visits)
    }
}
