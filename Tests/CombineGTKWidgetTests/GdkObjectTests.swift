import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Generated Gdk and Pango classes used for real under the test display: the default
/// display, the clipboard holding text, a memory texture's size (as a texture and as a
/// paintable a picture shows), and a label's Pango layout.
final class GdkObjectTests: XCTestCase {
    func testTheDefaultDisplayIsTheOneWidgetsAreOn() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let display = try XCTUnwrap(Display.default)
            XCTAssertFalse(display.name().isEmpty, "an X display has a name (:99 …)")
            XCTAssertFalse(display.isClosed())
            let label = Label("on a display")
            XCTAssertTrue(label.display() === display, "a widget's display is the default one, the same wrapper")
            XCTAssertTrue(Display.default === display)
            XCTAssertTrue(display.clipboard() === display.clipboard(), "one wrapper per clipboard")
            XCTAssertFalse(display.clipboard() === display.primaryClipboard())
        }
    }

    func testTheClipboardHoldsTextSetOnIt() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let clipboard = try XCTUnwrap(Display.default?.clipboard())
            var changes = 0
            var local: [Bool] = []
            let subscriptions = [
                clipboard.changedPublisher.sink { changes += 1 },
                clipboard.localPublisher.sink { local.append($0) },
            ]
            clipboard.setText("Remove Done Tasks")
            XCTAssertTrue(pumpMainContext { changes > 0 }, "changed is emitted")
            XCTAssertTrue(clipboard.isLocal, "the text is this process's")
            XCTAssertEqual(local.last, true)
            let provider = try XCTUnwrap(clipboard.content)
            XCTAssertEqual(Self.text(of: provider), "Remove Done Tasks")

            clipboard.setText("Second")
            XCTAssertEqual(Self.text(of: try XCTUnwrap(clipboard.content)), "Second")
            XCTAssertTrue(clipboard.setContent(nil), "a local clipboard can be cleared")
            XCTAssertNil(clipboard.content)
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testAMemoryTextureHasTheSizeItWasMadeWith() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let (width, height) = (3, 2)
            let pixels = [UInt8](repeating: 0xff, count: width * height * 4)
            let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            let made = try XCTUnwrap(gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4)))
            let wrapper = Object.wrapper(adopting: UnsafeMutableRawPointer(made).assumingMemoryBound(to: GObject.self))
            let texture = try XCTUnwrap(wrapper as? MemoryTexture, "the class table wraps a GdkMemoryTexture as MemoryTexture")
            XCTAssertEqual(texture.width, 3)
            XCTAssertEqual(texture.height, 2)
            let paintable: any Paintable = texture
            XCTAssertEqual(paintable.intrinsicWidth(), 3)
            XCTAssertEqual(paintable.intrinsicHeight(), 2)
            XCTAssertEqual(paintable.intrinsicAspectRatio(), 1.5, accuracy: 1e-9)
            XCTAssertEqual(paintable.flags(), [.size, .contents], "a texture never changes")

            let picture = Picture(paintable: texture)
            XCTAssertTrue(picture.paintable === texture, "a picture shows the paintable it was given")

            let fromPixbuf = Picture(pixbuf: Pixbuf(colorspace: .rgb, hasAlpha: false, bitsPerSample: 8, width: 5, height: 7))
            let shown = try XCTUnwrap(fromPixbuf.paintable as? Texture, "GTK shows a pixbuf as a texture")
            XCTAssertEqual([shown.width, shown.height], [5, 7])
        }
    }

    func testALabelsPangoLayoutHoldsItsTextAndWrapping() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let label = Label("Grüße aus Pango")
            label.wrapMode = .wordChar
            label.ellipsize = .end
            let layout = try XCTUnwrap(label.layout())
            XCTAssertEqual(layout.text(), "Grüße aus Pango")
            XCTAssertEqual(layout.characterCount(), 15)
            XCTAssertEqual(layout.wrap(), .wordChar)
            XCTAssertEqual(layout.ellipsize(), .end)
            let (width, height) = layout.pixelSize()
            XCTAssertGreaterThan(width, 0, "the display's font map measures the text")
            XCTAssertGreaterThan(height, 0)
            XCTAssertNotNil(layout.context()?.fontMap(), "the context has the display's font map")
            label.text = "changed"
            XCTAssertEqual(label.layout()?.text(), "changed")
        }
    }

    /// The text a content provider holds, read as GTK's clipboard would (`G_TYPE_STRING`).
    @MainActor private static func text(of provider: ContentProvider) -> String? {
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(provider.cPointer(), &value, nil) != 0 else { return nil }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
