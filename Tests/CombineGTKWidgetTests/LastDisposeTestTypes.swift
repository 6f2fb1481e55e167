import CombineGTK

// Declared without `import CGtk`, as an app would.

/// A widget declared in Swift with a child of its own (`setParent`), which its `dispose`
/// unparents, as GTK asks of a widget that is no container: it reports the state it sees.
final class CaptionWidget: Widget, ObjectSubclass, OverridesDispose {
    static let typeName = "CombineGTKTestCaptionWidget"

    let caption = Label("caption")
    var disposed: (String) -> Void = { _ in }

    convenience init(caption text: String) {
        self.init()
        layoutManager = BinLayout()
        caption.text = text
        caption.setParent(self)
    }

    func dispose() {
        disposed(caption.text)
        caption.unparent()
    }
}
