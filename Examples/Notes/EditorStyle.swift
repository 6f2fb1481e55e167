@preconcurrency import OpenCombine
import CombineGTK

/// The editor's font size, from the preferences: a style sheet for the `.editor` text view,
/// rewritten when the size changes (GTK 4.8's text view has no font-size property).
@MainActor
enum EditorStyle {
    /// Keeps the editor's font at each size `sizes` sends, in points, until cancelled.
    static func follow(_ sizes: some Publisher<Int, Never>) -> AnyCancellable {
        let provider = CssProvider()
        _ = provider.addToDefaultDisplay()
        let following = sizes.sink { size in
            provider.loadFromData("textview.editor { font-size: \(size)pt; }")
        }
        return AnyCancellable {
            following.cancel()
            provider.removeFromDefaultDisplay()
        }
    }
}
