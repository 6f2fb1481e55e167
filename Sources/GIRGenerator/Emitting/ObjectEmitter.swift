/// Writes a planned class (`Classes/Button.swift`) or interface (`Interfaces/Editable.swift`).
///
/// A class is `open` and derives from its GTK parent's wrapper; it declares its GType, the
/// two required initializers, and, when GTK gives it constructors, a private one that keeps
/// subclasses from inheriting them (Swift would otherwise let `LinkButton()` call `Button`'s `init()` and wrap
/// a `GtkButton` as a `LinkButton`). Its members go in an extension: statically dispatched,
/// not overridable. An interface is a protocol constrained to its prerequisite class, with
/// its members in a protocol extension.
struct ObjectEmitter {
    let plan: ObjectPlan
    let namespace: String
    let context: GenerationContext

    static func emit(_ plan: ObjectPlan, context: GenerationContext) -> GeneratedFile {
        let emitter = ObjectEmitter(plan: plan, namespace: plan.namespace, context: context)
        let folder = plan.kind == .class ? "Classes" : "Interfaces"
        return GeneratedFile(path: "\(folder)/\(context.declared(plan.swiftName)).swift", contents: emitter.text)
    }

    private var members: MemberEmitter {
        MemberEmitter(plan: plan, namespace: namespace, initializer: context.swiftNamespace.map { "\($0).initialize()" })
    }

    var text: String {
        var source = SourceWriter()
        source.line(context.header)
        source.line("@preconcurrency import OpenCombine")
        context.imports.forEach { source.line($0) }
        source.line()
        let summary = DocComment.lines(for: plan.info.doc, in: namespace)
        let owner = DocComment.owner(of: namespace)
        let note = plan.isInterfaceClass
            ? "\(owner) `\(plan.cType)` interface, as a class: no public class implements it, so this wraps any object that does."
            : plan.kind == .class
            ? "\(owner) `\(plan.cType)`\(plan.isAbstract ? " (abstract: \(owner.dropLast(2)) makes only its subclasses)" : "")."
            : "\(owner) `\(plan.cType)` interface: the classes that implement it conform."
        // Nested in the namespace's type (`extension Adw { … }`) when the config gives one, where
        // its own names come first: the inheritance clause names CombineGTK's qualified.
        context.nest(&source) { source in
            source.doc(summary + (summary.isEmpty ? [] : [""]) + [note] + DocComment.since(plan.info, in: namespace))
            let inheritance = ([plan.base] + plan.protocols).map(context.qualified).joined(separator: ", ")
            let name = context.declared(plan.swiftName)
            switch plan.kind {
            case .class:
                source.block("open class \(name): \(inheritance)") { body in
                    // A namespace in a module of its own registers its class table from here too:
                    // `Adw.Application(id:)` makes its object by `gType`, with no constructor of Adw's.
                    body.doc(context.swiftNamespace == nil ? ["`\(plan.getType)()`."]
                        : ["`\(plan.getType)()`; registers the \(context.swiftNamespace!) classes with the wrapping first."])
                    body.line(context.swiftNamespace.map { "override nonisolated open class var wrappedType: GType { \($0).registerClasses(); return \(plan.getType)() }" }
                        ?? "override nonisolated open class var wrappedType: GType { \(plan.getType)() }")
                    body.line()
                    body.line("public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }")
                    body.line()
                    body.block("public convenience init(retaining pointer: UnsafeMutablePointer<GObject>)") { body in
                        body.line("g_object_ref_sink(pointer)")
                        body.line("self.init(adopting: pointer)")
                    }
                    // A subclass that implements every designated initializer of its superclass
                    // inherits its convenience ones; this private one keeps subclasses from
                    // inheriting the class's constructors, generated or hand-written (a
                    // `ToggleButton(label:)` making a GtkButton). A class GTK gives no
                    // constructor has none to keep, and each guard costs every user's build two
                    // functions.
                    let constructors = members.constructors
                    if plan.hasConstructors || !constructors.isEmpty {
                        body.line()
                        body.doc(["Never called: it keeps subclasses from inheriting this class's constructors."])
                        body.line("private init(_ never: Never) { switch never {} }")
                        body.line()
                    }
                    constructors.forEach { body.line($0) }
                }
            case .boxedRecord, .structRecord:
                preconditionFailure("records are written by RecordEmitter")
            case .interface:
                source.line("@MainActor")
                source.line("public protocol \(name): \(inheritance) {}")
            }
        }
        let extensionBody = members.body
        if !extensionBody.isEmpty {
            source.line()
            source.block("extension \(plan.swiftName)") { body in
                for (index, line) in extensionBody.enumerated() {
                    if index > 0 || !line.isEmpty { body.line(line) }
                }
            }
        }
        let topLevel = members.topLevel
        if !topLevel.isEmpty { context.nest(&source) { source in topLevel.forEach { source.line($0) } } }
        return source.text
    }
}
