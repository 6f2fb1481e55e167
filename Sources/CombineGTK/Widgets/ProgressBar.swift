@preconcurrency import OpenCombine
import CGtk

/// A `GtkProgressBar`.
public final class ProgressBar: Widget {
    public convenience init() {
        self.init(adopting: gObject(gtk_progress_bar_new()))
    }

    /// How much is done, 0…1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(opaquePointer) }
        set { gtk_progress_bar_set_fraction(opaquePointer, newValue) }
    }

    /// The text on the bar; shown only while `showsText` is on (nil then shows the percentage).
    public var text: String? {
        get { gtk_progress_bar_get_text(opaquePointer).map { String(cString: $0) } }
        set { gtk_progress_bar_set_text(opaquePointer, newValue) }
    }

    public var showsText: Bool {
        get { gtk_progress_bar_get_show_text(opaquePointer) != 0 }
        set { gtk_progress_bar_set_show_text(opaquePointer, newValue ? 1 : 0) }
    }

    /// Moves the bar's block back and forth, for progress of unknown length.
    public func pulse() { gtk_progress_bar_pulse(opaquePointer) }

    /// Sets `fraction`, clamped to 0…1, only when it differs.
    public var fractionBinder: Binder<Double> {
        // Not the property: GObject refuses an out-of-range value (with a warning), where
        // `gtk_progress_bar_set_fraction` clamps it.
        binder { bar, fraction in
            let clamped = min(max(fraction, 0), 1)
            if bar.fraction != clamped { bar.fraction = clamped }
        }
    }
    /// Sets `text`. It is shown only while `show-text` is on (`showTextBinder`).
    public var textBinder: Binder<String?> { propertyBinder(PropertyTable.progressBarText) }
    /// Sets `show-text`.
    public var showTextBinder: Binder<Bool> { propertyBinder(PropertyTable.progressBarShowText) }
}
