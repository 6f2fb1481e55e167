import XCTest
@testable import GIRGenerator

final class DocCommentTests: XCTestCase {
    func testOnlyTheFirstParagraphTrimmed() {
        XCTAssertEqual(DocComment.firstParagraph(of: "\n  First line\n  second line  \n\n  Second paragraph."), "First line\nsecond line")
        XCTAssertEqual(DocComment.lines(for: "One.\n\nTwo.", in: "Gtk"), ["One."])
        XCTAssertEqual(DocComment.lines(for: "  \n ", in: "Gtk"), [])
        XCTAssertEqual(DocComment.lines(for: nil, in: "Gtk"), [])
    }

    func testLinksBecomeNames() {
        XCTAssertEqual(DocComment.cleaned("See [class@Gtk.Widget] and [iface@Gtk.Orientable].", in: "Gtk"), "See Widget and Orientable.")
        XCTAssertEqual(DocComment.cleaned("A [class@Gdk.Texture]", in: "Gtk"), "A Gdk.Texture", "other namespaces stay")
        XCTAssertEqual(DocComment.cleaned("A [class@Gdk.Texture]", in: "Gdk"), "A Texture", "the namespace being generated goes")
        XCTAssertEqual(DocComment.cleaned("Call [method@Gtk.Widget.show]", in: "Gtk"), "Call `Widget.show()`")
        XCTAssertEqual(DocComment.cleaned("[ctor@Gtk.Box.new] or [func@Gtk.init]", in: "Gtk"), "`Box.new()` or `init()`")
        XCTAssertEqual(DocComment.cleaned("[property@Gtk.Widget:halign]", in: "Gtk"), "`Widget:halign`")
        XCTAssertEqual(DocComment.cleaned("[signal@Gtk.Widget::destroy]", in: "Gtk"), "`Widget::destroy`")
        XCTAssertEqual(DocComment.cleaned("[id@gtk_widget_show]", in: "Gtk"), "`gtk_widget_show`")
        XCTAssertEqual(DocComment.cleaned("[enum@Gtk.Align] [flags@Gtk.StateFlags]", in: "Gtk"), "Align StateFlags")
    }

    func testGtkDocSigils() {
        XCTAssertEqual(DocComment.cleaned("%TRUE if set, %FALSE if not, %NULL for none", in: "Gtk"), "true if set, false if not, nil for none")
        XCTAssertEqual(DocComment.cleaned("Same as %GTK_ALIGN_FILL", in: "Gtk"), "Same as `GTK_ALIGN_FILL`")
        XCTAssertEqual(DocComment.cleaned("a #GtkWidget", in: "Gtk"), "a GtkWidget")
        XCTAssertEqual(DocComment.cleaned("sets @widget (or @other_one) to@x", in: "Gtk"), "sets `widget` (or `other_one`) to@x")
        XCTAssertEqual(DocComment.cleaned("100% of %d", in: "Gtk"), "100% of %d", "printf formats and lone percents stay")
        XCTAssertEqual(DocComment.cleaned("Layout: ![](layout-lrtb.png)", in: "Gtk"), "Layout: ")
    }

    func testDeprecationMessagesAreOneEscapedLine() {
        XCTAssertEqual(DocComment.deprecationMessage(Deprecation(version: "4.10", doc: "Use [class@Gtk.Button]\ninstead of \"this\".\n\nMore."), in: "Gtk"),
                       "Since GTK 4.10: Use Button instead of \\\"this\\\".")
        XCTAssertEqual(DocComment.deprecationMessage(Deprecation(version: "4.2", doc: nil), in: "Gtk"), "Deprecated since GTK 4.2.")
        XCTAssertEqual(DocComment.deprecationMessage(Deprecation(version: nil, doc: nil), in: "Gtk"), "Deprecated.")
    }
}
