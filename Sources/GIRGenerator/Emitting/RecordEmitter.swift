/// Writes a planned record (`Records/TreePath.swift`): a `final class` conforming to
/// `BoxedRecord` for a record handled by pointer, a `struct` conforming to `StructRecord` for
/// one held by value, with its constructors, fields, methods and the conformances its C
/// functions allow (`Equatable` always, as `GValueConvertible` needs: through `equal` or
/// `compare` where the GIR has one; `Comparable` through `compare`, `Hashable` through `hash`,
/// `CustomStringConvertible` through `to_string`).
///
/// Methods are `@MainActor`, as GTK's API is; the conformances and fields only touch the
/// record, and are not.
enum RecordEmitter {
    static func emit(_ plan: RecordPlan, context: GenerationContext) -> GeneratedFile {
        let object = plan.object
        let name = object.swiftName
        let isBoxed = object.kind == .boxedRecord
        let members = MemberEmitter(plan: object, namespace: object.namespace)
        var source = SourceWriter()
        source.line(context.header)
        context.imports.forEach { source.line($0) }
        source.line()
        context.nest(&source) { source in
        let summary = DocComment.lines(for: object.info.doc, in: object.namespace)
        source.doc(summary + (summary.isEmpty ? [] : [""]) + [isBoxed
            ? "\(DocComment.owner(of: object.namespace)) `\(object.cType)`, a boxed record: each wrapper owns its own copy, freed once (see `BoxedRecord`)."
            : "\(DocComment.owner(of: object.namespace)) `\(object.cType)`, held by value: copying it copies the C struct (see `StructRecord`)."])
        source.block(isBoxed ? "public final class \(context.declared(name)): BoxedRecord" : "public struct \(context.declared(name)): StructRecord") { body in
            body.doc(["`\(object.getType)()`."])
            body.line("public static var gType: GType { \(object.getType)() }")
            body.line()
            if isBoxed {
                body.doc(["The `\(object.cType)`, valid while this wrapper lives."])
                body.line("public let boxedPointer: UnsafeMutableRawPointer")
                body.line()
                body.doc(["Takes over `pointer`, a `\(object.cType)` the caller owns, to free once."])
                body.line("public init(adopting pointer: UnsafeMutableRawPointer) { boxedPointer = pointer }")
                body.line()
                body.line("deinit { g_boxed_free(Self.gType, boxedPointer) }")
            } else {
                body.doc(["The C struct, by value."])
                body.line("public var cValue: \(object.cType)")
                body.line()
                body.doc(["The record holding `cValue`."])
                body.line("public init(_ cValue: \(object.cType)) { self.cValue = cValue }")
                if plan.hasEveryField, !plan.fields.isEmpty { memberwiseInit(plan).forEach { body.line($0) } }
            }
            let constructors = members.constructors
            if !constructors.isEmpty { body.line() }
            constructors.forEach { body.line($0) }
        }
        }
        if !plan.fields.isEmpty {
            source.line()
            source.block("extension \(name)") { body in
                for (index, field) in plan.fields.enumerated() {
                    if index > 0 { body.line() }
                    fieldLines(field, of: object).forEach { body.line($0) }
                }
            }
        }
        let methods = members.body
        if !methods.isEmpty {
            source.line()
            source.line("@MainActor")
            source.block("extension \(name)") { body in methods.forEach { body.line($0) } }
        }
        conformances(plan).forEach { source.line($0) }
        return GeneratedFile(path: "Records/\(context.declared(name)).swift", contents: source.text)
    }

    /// A record's constructor: `init?` when the GIR says it may return NULL. A struct
    /// record's copies the struct the C function allocated, then frees it.
    static func constructor(_ callable: CallablePlan, of plan: ObjectPlan, parameters: String, expression: String, doc: [String]) -> [String] {
        let isNullable = callable.callable.returnValue.isNullable
        let head = "public \(plan.kind == .boxedRecord ? "convenience " : "")init\(isNullable ? "?" : "")(\(parameters)) {"
        let body = plan.kind == .boxedRecord
            ? (isNullable ? ["    guard let pointer = adoptedRecord(\(expression)) else { return nil }", "    self.init(adopting: pointer)"]
                          : ["    self.init(adopting: adoptedRecord(\(expression))!)"])
            : (isNullable ? ["    guard let value = Self.wrap(full: \(expression)) else { return nil }", "    self = value"]
                          : ["    self = Self.wrap(full: \(expression))!"])
        return doc + (isNullable ? ["///", "/// Nil when GTK makes none."] : []) + [head] + body + ["}"]
    }

    private static func memberwiseInit(_ plan: RecordPlan) -> [String] {
        let arguments = plan.fields.map { "\(SwiftName.escaped($0.swiftName)): \($0.type)" }.joined(separator: ", ")
        return ["", "/// A `\(plan.object.cType)` of these fields.", "public init(\(arguments)) {", "    self.init(\(plan.object.cType)())"]
            + plan.fields.map { "    self.\(SwiftName.escaped($0.swiftName)) = \(SwiftName.escaped($0.swiftName))" } + ["}"]
    }

    private static func fieldLines(_ field: FieldPlan, of object: ObjectPlan) -> [String] {
        let c = "cValue.\(field.field.name)"
        let get: String
        let set: String
        switch field.type.kind {
        case .bool: (get, set) = ("\(c) != 0", "\(c) = newValue ? 1 : 0")
        case .floatingPoint where field.isFloat: (get, set) = ("Double(\(c))", "\(c) = Float(newValue)")
        case .floatingPoint: (get, set) = (c, "\(c) = newValue")
        default: (get, set) = ("swiftInt(\(c))", "\(c) = cInteger(newValue, \"\(field.field.name)\", of: \"\(object.cType)\")")
        }
        var lines = DocComment.lines(for: field.field.info.doc, in: object.namespace).map { $0.isEmpty ? "///" : "/// \($0)" }
        if lines.isEmpty { lines = ["/// The `\(field.field.name)` field."] }
        let declaration = "public var \(SwiftName.escaped(field.swiftName)): \(field.type)"
        return lines + (field.isWritable ? ["\(declaration) {", "    get { \(get) }", "    set { \(set) }", "}"] : ["\(declaration) { \(get) }"])
    }

    /// `function` called on the records `lhs` and `rhs` (a class's pointers, or pointers to
    /// a struct's values).
    private static func compare(_ function: String, _ plan: RecordPlan, _ test: String) -> String {
        plan.object.kind == .boxedRecord ? "\(function)(lhs.cPointer(), rhs.cPointer()) \(test)"
            : "withCStruct(lhs.cValue) { l in withCStruct(rhs.cValue) { r in \(function)(l, r) \(test) } }"
    }

    private static func onSelf(_ plan: RecordPlan, _ call: (String) -> String) -> String {
        plan.object.kind == .boxedRecord ? call("cPointer()") : "withCStruct(cValue) { \(call("$0")) }"
    }

    private static func conformances(_ plan: RecordPlan) -> [String] {
        let name = plan.object.swiftName
        var lines: [String] = []
        let fieldwise = plan.comparableFields.map { names in
            names.isEmpty ? "true" : names.map { "lhs.cValue.\(SwiftName.escaped($0)) == rhs.cValue.\(SwiftName.escaped($0))" }.joined(separator: " && ")
        }
        let equality = plan.equal.map { compare($0, plan, "!= 0") } ?? plan.compare.map { compare($0, plan, "== 0") }
            ?? (plan.object.kind == .boxedRecord ? "lhs.boxedPointer == rhs.boxedPointer" : fieldwise ?? "sameBytes(lhs, rhs)")
        let how = plan.equal.map { "`\($0)`" } ?? plan.compare.map { "`\($0)`" } ?? (plan.object.kind == .boxedRecord
            ? "being the same record (GTK names no `equal` function)"
            : fieldwise != nil ? "having equal fields (GTK names no `equal` function)" : "holding the same bytes (GTK names no `equal` function)")
        lines += ["", "extension \(name) {", "    /// Whether the two are equal, by \(how).",
                  "    public static func == (lhs: \(name), rhs: \(name)) -> Bool { \(equality) }", "}"]
        if let function = plan.compare {
            lines += ["", "extension \(name): Comparable {", "    /// Whether `lhs` comes before `rhs`, by `\(function)`.",
                      "    public static func < (lhs: \(name), rhs: \(name)) -> Bool { \(compare(function, plan, "< 0")) }", "}"]
        }
        if let function = plan.hash {
            lines += ["", "extension \(name): Hashable {", "    /// Hashes `\(function)`'s value, which equal records share.",
                      "    public func hash(into hasher: inout Hasher) { hasher.combine(\(onSelf(plan) { "\(function)(\($0))" })) }", "}"]
        }
        if let method = plan.toString, let function = method.cIdentifier {
            let value = Conversion.result("\(function)(THIS)", SwiftType("String", kind: .string), transfer: method.returnValue.transfer)
            lines += ["", "extension \(name): CustomStringConvertible {", "    /// GTK's text for it (`\(function)`).",
                      "    public var description: String { \(onSelf(plan) { value.replacing("THIS", with: $0) }) }", "}"]
        }
        return lines
    }
}
