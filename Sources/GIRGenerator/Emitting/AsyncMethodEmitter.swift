/// Writes an asynchronous GIO call (`CallablePlan.finish` set) as a Swift `async throws`
/// method: `asyncCall` (`GObject/AsyncCall.swift`) starts the `x_async` C function with a
/// cancellable it cancels with the task, and runs the `x_finish` in the callback, on the main
/// context, returning its values (labelled as a tuple when there are several).
struct AsyncMethodEmitter {
    let members: MemberEmitter

    func method(_ callable: CallablePlan) -> [String] {
        let finish = callable.finish!
        let (start, startWrap) = members.call(callable, instance: true)
        let (end, endWrap) = members.call(finish, instance: true)
        let name = SwiftName.escaped(callable.name.base)
        let result = finish.swiftResult.map { " -> \($0)" } ?? ""
        let note = [
            "\(DocComment.owner(of: members.namespace)) `\(callable.callable.cIdentifier!)` and `\(finish.callable.cIdentifier!)`: completes on the main",
            "context; cancelling the task cancels the call.",
            "- Throws: the `GLibError` GLib reports; `CancellationError` when the task was cancelled.",
        ]
        var lines = members.doc(callable.callable.info.doc, note, element: callable.callable.info)
        if finish.swiftResult != nil { lines.append("@discardableResult") }
        lines.append("public func \(name)(\(members.parameterList(callable.parameters))) async throws\(result) {")
        lines.append("    try await asyncCall { _cancellable, _callback, _data in")
        lines.append("        \(startWrap(start))")
        lines.append("    } finish: { [self] _asyncResult throws(GLibError) in")
        lines += members.statements(finish, expression: end, wrap: endWrap).map { "        \($0)" }
        lines.append("    }")
        lines.append("}")
        return lines
    }
}
