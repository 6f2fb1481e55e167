/// How generated code hands records to C and back, where that differs from objects.
///
/// A boxed record (a class, `TreePath`) passes as `path.cPointer()`, like an object
/// (`Conversion`). A struct record (`TextIter`) is a Swift value: each C call gets a pointer
/// to it for the length of the call, in a closure around the call (`withCStruct(iter.cValue)
/// { _iter in … }`); where the C function may change it (`GtkTextIter *`, not `const
/// GtkTextIter *`) the Swift parameter is `inout` and the method `mutating`, so the change
/// reaches the caller; an optional one is an input the GIR allows NULL for, lent as a copy.
/// An `out` parameter the caller allocates is a local C struct returned as the record
/// (`var _iter = GtkTextIter()`, then `TextIter(_iter)`).
enum RecordConversion {
    /// The name, inside the closure, of the pointer to struct argument `name` (escaped).
    static func argumentName(_ name: String) -> String { "_" + name.replacing("`", with: "") }

    /// The pointer to the instance a struct record's method is called on.
    static let instanceName = "this"

    /// Whether C may change the struct `type` points to (its C type is not `const`).
    static func isMutable(_ type: TypeReference?) -> Bool {
        !(type?.cType ?? "const").hasPrefix("const ")
    }

    /// Whether `parameter` is a struct record the C function may change: `inout` in Swift.
    static func isInout(_ parameter: ParameterPlan) -> Bool {
        parameter.type.kind == .structRecord && !parameter.isOutput && !parameter.type.isOptional && isMutable(parameter.parameter.type)
    }

    /// Whether `callable` is a method of a struct record that may change the instance.
    static func isMutating(_ callable: CallablePlan, of plan: ObjectPlan) -> Bool {
        plan.kind == .structRecord && callable.callable.kind == .method && isMutable(callable.callable.instanceParameter?.type)
    }

    /// `body`, a C call, inside the closures that give it pointers to the struct records
    /// among `values` (the Swift parameters' expressions and types, by `parameters`), and to
    /// the instance of a struct record's method: `instance` says whether C may change it
    /// (nil: no struct instance).
    static func wrap(_ body: String, parameters: [ParameterPlan], values: [(String, SwiftType)], instance: Bool?) -> String {
        var result = body
        for (parameter, value) in zip(parameters, values).reversed() where value.1.kind == .structRecord {
            let local = argumentName(value.0)
            result = isInout(parameter)
                ? "withUnsafeMutablePointer(to: &\(value.0).cValue) { \(local) in \(result) }"
                : "\(pointerFunction(parameter))(\(value.0)\(value.1.isOptional ? "?" : "").cValue) { \(local) in \(result) }"
        }
        switch instance {
        case true?: return "withUnsafeMutablePointer(to: &cValue) { \(instanceName) in \(result) }"
        case false?: return "withCStruct(cValue) { \(instanceName) in \(result) }"
        case nil: return result
        }
    }

    /// The C type of the local a boxed record's `out` parameter is written to: a record
    /// the GIR shows no fields of is one C declares no fields of either, imported as opaque.
    static let boxedOutputCType = "OpaquePointer?"

    /// The function that lends a pointer to a struct argument C reads: an optional one C
    /// does not declare `const` (GTK's tree model functions) gets a mutable copy.
    private static func pointerFunction(_ parameter: ParameterPlan) -> String {
        guard parameter.type.isOptional else { return "withCStruct" }
        return isMutable(parameter.parameter.type) ? "withOptionalMutableCStruct" : "withOptionalCStruct"
    }

    /// The declaration of the local an `out` parameter is written to.
    static func outputLocal(_ output: ParameterPlan) -> String {
        switch output.type.kind {
        case .structRecord: "var _\(output.name) = \(output.outputCType!)()"
        case .boxedRecord: "var _\(output.name): \(output.outputCType!) = nil"
        default: "var _\(output.name) = \(output.outputCType!)(0)"
        }
    }

    /// The Swift value of the local an `out` parameter was written to.
    static func outputValue(_ output: ParameterPlan) -> String {
        switch output.type.kind {
        case .structRecord: "\(output.type.name)(_\(output.name))"
        case .boxedRecord: Conversion.result("_\(output.name)", output.type, transfer: output.parameter.transfer)
        default: Conversion.result("_\(output.name)", output.type, transfer: .none)
        }
    }
}
