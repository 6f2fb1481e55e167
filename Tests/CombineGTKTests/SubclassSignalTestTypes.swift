import CombineGTK

// Declared without `import CGtk`: signals with object arguments and results need nothing
// but CombineGTK.

/// A board of tasks whose signals carry objects and return values.
final class TaskBoard: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestTaskBoard"
    /// Object arguments: a type declared in Swift, one that may be nil, a generated class.
    static let moved = SubclassSignal<TaskItem, TaskItem?>("moved")
    static let acted = SubclassSignal<SimpleAction, Orientation>("acted")
    /// Answered by `Bool` handlers, the first `true` stopping it.
    static let closing = SubclassReturningSignal<Bool, String>("closing")
    /// Answered by `Int` handlers, the last one's answer kept; -1 when none answers.
    static let estimate = SubclassSignal<TaskItem>("estimate").returning(Int.self, default: -1)
    /// Answered by an object, or nil.
    static let pick = SubclassReturningSignal<TaskItem?, String>("pick")
    static let signals: [any AnySubclassSignal] = [moved, acted, closing, estimate, pick]
}
