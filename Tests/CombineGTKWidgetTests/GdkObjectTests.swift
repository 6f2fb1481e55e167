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

    func testADragSourcesPrepareHandlerAnswersWithAContentProvider() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let source = DragSource()
            let bytes = Array("dragged".utf8).withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(bytes) }
            let made = try XCTUnwrap(gdk_content_provider_new_for_bytes("text/plain", bytes))
            let provider = try XCTUnwrap(Object.wrapper(adopting: UnsafeMutableRawPointer(made).assumingMemoryBound(to: GObject.self)) as? ContentProvider)
            var asked: [Double] = []
            let handler = source.onPrepare { x, y in
                asked += [x, y]
                return provider
            }
            let references = provider.objectPointer.pointee.ref_count
            let answer = Self.emitPrepare(on: source, x: 3, y: 4)
            XCTAssertEqual(asked, [3, 4])
            XCTAssertEqual(answer, UnsafeMutableRawPointer(provider.objectPointer), "the handler's provider is the signal's result")
            XCTAssertEqual(provider.objectPointer.pointee.ref_count, references, "the emission's reference is given back")
            handler.cancel()
            XCTAssertNotEqual(Self.emitPrepare(on: source, x: 0, y: 0), UnsafeMutableRawPointer(provider.objectPointer), "not asked once cancelled")
            XCTAssertEqual(asked, [3, 4])
        }
    }

    func testAColorAndAFontDescriptionTravelAsRecords() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var color = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            XCTAssertTrue(color.parse("rgba(255, 0, 0, 0.5)"))
            XCTAssertEqual([color.red, color.green, color.blue], [1, 0, 0])
            XCTAssertEqual(color.alpha, 0.5, accuracy: 1e-6)
            XCTAssertEqual(color.description, "rgba(255,0,0,0.5)")
            let chooser = ColorChooserWidget()
            chooser.rgba = color
            XCTAssertEqual(chooser.rgba, color, "GTK gives the color back")

            let font = FontDescription()
            font.setFamily("Sans")
            font.setWeight(.bold)
            let tag = TextTag(name: "strong")
            tag.fontDesc = font
            XCTAssertEqual(tag.fontDesc?.description, "Sans Bold")
            XCTAssertEqual(tag.fontDesc?.weight(), .bold)
        }
    }

    /// Emits `prepare` as GTK does when a drag starts, returning the provider it answers
    /// (compared only: its reference is dropped with the result).
    @MainActor private static func emitPrepare(on source: DragSource, x: Double, y: Double) -> UnsafeMutableRawPointer? {
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], DragSource.gType)
        g_value_set_object(&values[0], source.objectPointer)
        g_value_init(&values[1], cgtk_type_double())
        g_value_set_double(&values[1], x)
        g_value_init(&values[2], cgtk_type_double())
        g_value_set_double(&values[2], y)
        var result = GValue()
        g_value_init(&result, ContentProvider.gType)
        values.withUnsafeBufferPointer { g_signal_emitv($0.baseAddress, g_signal_lookup("prepare", DragSource.gType), 0, &result) }
        let answer = g_value_get_object(&result).map { UnsafeMutableRawPointer($0) }
        for index in values.indices { g_value_unset(&values[index]) }
        g_value_unset(&result)
        return answer
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
