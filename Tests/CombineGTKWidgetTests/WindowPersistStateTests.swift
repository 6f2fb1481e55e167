import Synchronization
import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `window.persistState(in:)` on real windows: restores the size and maximized state from
/// three keys, saves them on close, keeps the unmaximized size while maximized.
final class WindowPersistStateTests: XCTestCase {
    private static let schema = """
    <schemalist>
      <schema id="io.github.combinegtk.WindowState" path="/io/github/combinegtk/WindowState/">
        <key name="window-width" type="i"><default>640</default></key>
        <key name="window-height" type="i"><default>480</default></key>
        <key name="window-maximized" type="b"><default>false</default></key>
      </schema>
    </schemalist>
    """

    /// Settings of the window-state schema, every key at its default.
    @MainActor
    private static func settings() throws -> Settings {
        try TestSettings.settings("io.github.combinegtk.WindowState", in: [Self.schema])
    }

    /// Closes `window` as a person would: GTK closes only a realized window.
    @MainActor
    private static func close(_ window: Window) {
        window.present()
        XCTAssertTrue(pumpMainContext { window.realized() })
        window.close()
        drainMainContext()
    }

    func testRestoresTheSizeAndSavesItOnClose() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try Self.settings()
            try settings.set(700, for: "window-width")
            try settings.set(500, for: "window-height")
            let window = Window()
            let state = window.persistState(in: settings)
            XCTAssertEqual(window.defaultWidth, 700)
            XCTAssertEqual(window.defaultHeight, 500)
            XCTAssertFalse(window.isMaximized)

            window.setDefaultSize(width: 800, height: 600)
            Self.close(window)
            XCTAssertEqual(settings.int("window-width"), 800)
            XCTAssertEqual(settings.int("window-height"), 600)
            XCTAssertFalse(settings.boolean("window-maximized"))
            state.cancel()
        }
    }

    func testAMaximizedWindowKeepsTheSizeItReturnsTo() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try Self.settings()
            try settings.set(true, for: "window-maximized")
            try settings.set(720, for: "window-width")
            let window = Window()
            let state = window.persistState(in: settings)
            XCTAssertTrue(window.isMaximized, "restored maximized")
            XCTAssertEqual(window.defaultWidth, 720)
            try settings.set(false, for: "window-maximized")   // so the save below shows

            window.setDefaultSize(width: 1000, height: 900)
            Self.close(window)
            XCTAssertTrue(settings.boolean("window-maximized"), "saved maximized")
            XCTAssertEqual(settings.int("window-width"), 720, "the size is not saved while maximized")
            state.cancel()
        }
    }

    func testCancellingStopsSaving() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try Self.settings()
            let window = Window()
            window.persistState(in: settings).cancel()
            XCTAssertEqual(window.defaultWidth, 640, "restored from the defaults")
            window.setDefaultSize(width: 300, height: 200)
            Self.close(window)
            XCTAssertEqual(settings.int("window-width"), 640)
        }
    }

    func testKeysTheSchemaLacksRestoreAndSaveNothing() throws {
        try Display.require()
        try MainActor.assumeIsolated {
            let settings = try Self.settings()
            let window = Window()
            let unset = window.defaultWidth
            let messages = Mutex<[String]>([])
            Diagnostics.handler = { message in messages.withLock { $0.append(message) } }
            defer { Diagnostics.handler = nil }
            let state = window.persistState(in: settings, width: "width", height: "height", maximized: "maximized")
            XCTAssertEqual(messages.withLock { $0 }, ["The GSettings schema \"io.github.combinegtk.WindowState\" has no key \"width\"."])
            XCTAssertEqual(window.defaultWidth, unset, "left as it was")
            window.setDefaultSize(width: 300, height: 200)
            Self.close(window)
            XCTAssertEqual(settings.int("window-width"), 640)
            state.cancel()
        }
    }
}
