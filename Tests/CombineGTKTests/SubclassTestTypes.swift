import CombineGTK

// Declared without `import CGtk`: defining a type needs nothing but CombineGTK.

/// A model object as an app would declare one: properties of every basic kind, and Swift
/// state GObject does not see.
final class TaskItem: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestTaskItem"
    static let properties: [SubclassProperty<TaskItem>] = [
        .string("title", \.title),
        .bool("done", \.isDone),
        .int("priority", \.priority, range: 0...10, default: 5),
        .double("progress", \.progress, range: 0...1),
        .int("revision", \.revision, access: .readOnly),
    ]
    static let renamed = SubclassSignal<String, Int>("renamed")
    static let completed = SubclassSignal<Bool>("completed")
    static let signals: [any AnySubclassSignal] = [renamed, completed]

    @Notifying var title = ""
    @Notifying var isDone = false
    @Notifying var priority = 5
    @Notifying var progress = 0.0
    @Notifying private(set) var revision = 0
    /// Swift-only state, which must survive while only C holds the object.
    var notes: [String] = []

    convenience init(title: String, priority: Int = 5) {
        self.init()
        self.title = title
        self.priority = priority
    }

    func revise() { revision += 1 }
}

/// A type with no properties, registered from several threads at once by a test.
final class PlainSubclass: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestPlainSubclass"
}

/// Takes a name GTK registered: registering it must stop the program.
final class ClashWithC: Object, ObjectSubclass {
    static let typeName = "GSimpleAction"
}

/// Takes the name `TaskItem` registered: registering it must stop the program.
final class ClashWithSwift: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestTaskItem"
}

/// Enumeration, flags and object properties.
final class ShapeItem: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestShapeItem"
    static let properties: [SubclassProperty<ShapeItem>] = [
        .enumeration("orientation", \.orientation, default: .vertical),
        .flags("binding-flags", \.bindingFlags),
        .object("task", \.task),
    ]

    @Notifying var orientation = Orientation.vertical
    @Notifying var bindingFlags: BindingFlags = []
    @Notifying var task: TaskItem?
}
