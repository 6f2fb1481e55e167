import XCTest
import CGtk
import CombineGTKTesting
import CombineGTK

/// The one reference a new window has is GTK's (its list of toplevels holds it until
/// `gtk_window_destroy`): adopting the pointer takes a reference of the wrapper's own beside
/// it, so the window is freed once, after both are gone.
final class WindowAdoptionTests: XCTestCase {
    func testAnAdoptedWindowOutlivesItsWrapperUntilDestroyed() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let raw = gtk_window_new()!
            let object = raw.cast(to: GObject.self, checking: FundamentalType.object)!
            let finalization = Finalization(object)
            do {
                let window = Window(adopting: object)
                XCTAssertEqual(object.pointee.ref_count, 2, "GTK's reference and the wrapper's")
                withExtendedLifetime(window) {}
            }
            // Before the wrapper took its own, it gave back GTK's: the window was freed while
            // GTK's list still held it.
            guard !finalization.isFinalized else { return XCTFail("the wrapper freed a window GTK still lists") }
            XCTAssertTrue(Self.toplevels().contains(UnsafeMutableRawPointer(raw)))
            gtk_window_destroy(raw.cast(to: GtkWindow.self, checking: gtk_window_get_type()))
            assertFinalized(finalization)
        }
    }

    func testDestroyingAnAdoptedWindowThenDroppingItsWrapperFreesItOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let object = gtk_window_new()!.cast(to: GObject.self, checking: Window.gType)!
            let finalizations = FinalizeCounter(object)
            var window: Window? = Window(adopting: object)
            window!.present()
            window!.destroy()
            XCTAssertTrue(window!.isDisposed)
            // Before the wrapper took its own reference, gtk_window_destroy freed the window
            // and destroy() went on to dispose freed memory.
            XCTAssertEqual(finalizations.count, 0, "the wrapper still holds the destroyed window")
            XCTAssertEqual(object.pointee.ref_count, 1, "the wrapper's reference only: GTK gave its own back")
            window = nil
            XCTAssertTrue(pumpMainContext { finalizations.count == 1 }, "freed once its wrapper is gone")
        }
    }

    func testADialogWrappedFromItsPointerIsOfItsClassAndFreedOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let object = gtk_about_dialog_new()!.cast(to: GObject.self, checking: FundamentalType.object)!
            let finalizations = FinalizeCounter(object)
            var dialog: Object? = Object.wrapper(adopting: object)
            XCTAssertTrue(dialog is AboutDialog)
            XCTAssertEqual(object.pointee.ref_count, 2, "GTK's reference and the wrapper's")
            (dialog as? Window)?.destroy()
            dialog = nil
            XCTAssertTrue(pumpMainContext { finalizations.count == 1 })
        }
    }

    func testAReferenceOfTheCallersOwnToAListedWindowIsAdopted() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let raw = gtk_window_new()!
            let object = raw.cast(to: GObject.self, checking: FundamentalType.object)!
            g_object_ref(object)  // the caller's own, beside GTK's
            var window: Window? = Window(adopting: object)
            let finalization = Finalization(window!)
            XCTAssertEqual(object.pointee.ref_count, 2, "the caller's reference became the wrapper's: none was added")
            window!.destroy()
            window = nil
            assertFinalized(finalization)
        }
    }

    func testAWindowMadeByItsSwiftInitializerHoldsTheSameTwoReferences() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            XCTAssertEqual(window!.objectPointer.pointee.ref_count, 2, "GTK's reference and the wrapper's")
            let finalization = Finalization(window!)
            window!.destroy()
            window = nil
            assertFinalized(finalization)
        }
    }

    /// Counts an object's finalizations: qdata, which GLib frees at finalize only, where a
    /// `Finalization`'s weak reference is cleared at dispose already (which `destroy()` runs).
    private final class FinalizeCounter {
        private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        var count: Int { counter.pointee }

        init(_ object: UnsafeMutablePointer<GObject>) {
            counter.initialize(to: 0)
            g_object_set_qdata_full(object, g_quark_from_string("combinegtk-test-finalize-counter"), counter) { data in
                data?.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }

        deinit { counter.deallocate() }
    }

    /// GTK's list of toplevels, as addresses.
    private static func toplevels() -> [UnsafeMutableRawPointer] {
        let model = gtk_window_get_toplevels()
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            g_object_unref(item)
            return item
        }
    }
}
