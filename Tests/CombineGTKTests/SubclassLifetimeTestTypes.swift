import CombineGTK

// Declared without `import CGtk`, as an app would.

/// A model object whose `dispose` reports the Swift state it sees, then drops it.
final class DisposingItem: Object, ObjectSubclass, OverridesDispose {
    static let typeName = "CombineGTKTestDisposingItem"

    var name = ""
    var disposed: (String) -> Void = { _ in }

    func dispose() {
        disposed(name)
        name = ""
    }
}
