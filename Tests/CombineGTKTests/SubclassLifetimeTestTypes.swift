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

/// Counts the Swift instances the construction tests' types make: a stored property's initial
/// value runs once per instance.
@MainActor
enum InstancesMade {
    static var counts: [String: Int] = [:]

    static func note(_ type: String) -> Int {
        counts[type, default: 0] += 1
        return counts[type]!
    }
}

/// A model object whose stored property is another type declared in Swift: that one is made
/// (`g_object_new` and all) while this one's instance is being made.
final class NestingItem: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestNestingItem"

    let serial = InstancesMade.note("NestingItem")
    let inner = TaskItem(title: "inner")
    var notes: [String] = []
}

/// An application class declared in Swift, made with `Application(id:flags:)`: its
/// `constructed()` and its state must be the instance's the caller holds.
final class NotingApplication: Application, ObjectSubclass, OverridesConstructed {
    static let typeName = "CombineGTKTestNotingApplication"

    let serial = InstancesMade.note("NotingApplication")
    var constructedCalls = 0
    var notes: [String] = []

    func constructed() {
        constructedCalls += 1
    }
}

/// Its `gType` is first read through a metatype held in a variable, before anything registers it.
final class FirstReadItem: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestFirstReadItem"
}
