import CombineGTK
import Testing

/// Which tasks a to-do list shows: kept as a string, an enumeration in Swift.
enum TodoFilter: String, VariantConvertible {
    case all, active, done
}

/// What a window saves between runs, as GNOME apps save it: an `a{sv}` dictionary.
struct WindowState: Equatable {
    var width: Int
    var isMaximized: Bool
    var filter: TodoFilter

    var variant: Variant {
        Variant(["width": Variant(width), "maximized": Variant(isMaximized), "filter": Variant(filter)])
    }
}

extension WindowState {
    /// The state `variant` holds; nil when a key is missing or holds another type.
    init?(_ variant: Variant) {
        guard let width = variant["width"].flatMap({ Int(variant: $0) }),
              let isMaximized = variant["maximized"].flatMap({ Bool(variant: $0) }),
              let filter = variant["filter"].flatMap({ TodoFilter(variant: $0) })
        else { return nil }
        self.init(width: width, isMaximized: isMaximized, filter: filter)
    }
}

@Test func windowStateSurvivesGLibsTextFormat() throws {
    let state = WindowState(width: 800, isMaximized: false, filter: .active)
    let text = state.variant.description
    #expect(text == "{'filter': <'active'>, 'maximized': <false>, 'width': <int64 800>}")
    #expect(WindowState(try Variant(parsing: text)) == state)
    // A width saved by an older version as an int32 still reads.
    #expect(WindowState(try Variant(parsing: "{'filter': <'done'>, 'maximized': <true>, 'width': <640>}"))?.width == 640)
}

@Test func textThatIsNoVariantThrowsGLibsError() {
    do {
        _ = try Variant(parsing: "{'width': <800")
        Issue.record("parsed an unclosed dictionary")
    } catch {
        #expect(error.domain == "g-variant-parse-error-quark")
        #expect(error.message == "14:expected '>' to follow variant value")  // 14: where in the text
    }
}
