/// Writes an interface's fallback class (`Interfaces/ListModelImplementation.swift`): the
/// wrapper of an object whose class CombineGTK has no wrapper for, a private one
/// (`GtkListListModel`) or one not generated (`GDesktopAppInfo`), when all it is known to be
/// is an implementation of the interface.
///
/// Without it such an object is an `Object`, which adopts no interface's protocol, and every
/// generated call returning the interface (`observeControllers() -> (any ListModel)?`) casts
/// it to nil. The class is named after what it is, an implementation of the protocol by a
/// class we cannot name, and is internal: users only ever see it as `any ListModel`. It
/// derives from the interface's prerequisite class (`Widget` for `Editable`), adopts the
/// protocol (and with it the protocols of its prerequisite interfaces:
/// `SelectionModelImplementation` is a `ListModel` too) and declares nothing but its GType:
/// its members are the protocol's extensions, and having no designated initializer of its
/// own it inherits `init(adopting:)` and `init(retaining:)`. `GeneratedClasses` holds it
/// under the interface's GType name, where `WrapperClass` looks for it.
enum InterfaceFallbackEmitter {
    /// `ListModelImplementation` for `ListModel`.
    static func swiftName(of plan: ObjectPlan) -> String { "\(plan.swiftName)Implementation" }

    /// Whether `plan` gets a fallback class: every interface generated as a protocol (one
    /// generated as a class, `File`, is its own fallback).
    static func hasFallback(_ plan: ObjectPlan) -> Bool { plan.kind == .interface }

    static func emit(_ plan: ObjectPlan, context: GenerationContext) -> GeneratedFile {
        let name = swiftName(of: plan)
        var source = SourceWriter()
        source.line(context.header)
        context.imports.forEach { source.line($0) }
        source.line()
        context.nest(&source) { source in
            source.doc([
                "An object of a class CombineGTK has no wrapper for (a private one) that implements `\(plan.cType)`: `WrapperClass`",
                "wraps it as this, so it is a `\(plan.swiftName)`. Internal: users see it only as `any \(plan.swiftName)`.",
            ])
            source.block("final class \(context.declared(name)): \(context.qualified(plan.base)), \(plan.swiftName)") { body in
                body.doc(["`\(plan.getType)()`: the interface, which every object this wraps implements."])
                body.line("override nonisolated class var wrappedType: GType { \(plan.getType)() }")
            }
        }
        return GeneratedFile(path: "Interfaces/\(context.declared(name)).swift", contents: source.text)
    }
}
