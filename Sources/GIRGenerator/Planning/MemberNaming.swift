/// How GIR members are named in Swift (GTK's words, `lowerCamelCase`):
///
/// - Properties: `margin-start` → `marginStart`, with `marginStartPublisher`,
///   `marginStartBinder` and the key `marginStartProperty`. Booleans keep GTK's word too
///   (`visible`, `hexpand`, `hasFocus`); the few `is…` names ARCHITECTURE.md promises
///   (`Switch.isActive`) are hand-written.
/// - Signals: `row-activated` → `rowActivatedPublisher`; a signal whose handler returns a
///   value also gets `onRowActivated { … }`; several arguments come in a
///   `RowActivatedArguments` struct.
/// - Methods: `set_size_request(width, height)` → `setSizeRequest(width:height:)`; `get_`
///   is dropped (`get_allocated_width` → `allocatedWidth()`); a method of one parameter
///   takes it without a label (`append(_:)`, `addCssClass(_:)`), as Swift's own API does.
/// - Constructors: `new(…)` → `init(…)` labelled by GTK's parameter names;
///   `new_with_label(label)` → `init(label:)`; a one-parameter `new_with_X`/`new_from_X`/
///   `new_for_X` is labelled `X` (`new_with_mnemonic(label)` → `init(mnemonic:)`).
enum MemberNaming {
    static func property(_ name: String) -> String { SwiftName.lowerCamelCase(name) }

    static func signal(_ name: String) -> String { SwiftName.lowerCamelCase(name) }

    static func parameter(_ name: String) -> String {
        let camel = SwiftName.lowerCamelCase(name)
        return camel.isEmpty ? "value" : camel
    }

    /// The base name of method `name` (after `shadows`).
    static func method(_ callable: Callable) -> String {
        var name = callable.shadows ?? callable.name
        if name.hasPrefix("get_"), name.count > 4 { name.removeFirst(4) }
        return SwiftName.lowerCamelCase(name)
    }

    static func methodLabels(_ parameters: [Parameter]) -> [String] {
        parameters.count == 1 ? ["_"] : parameters.map { parameter($0.name) }
    }

    static func constructorLabels(_ callable: Callable) -> [String] {
        let name = callable.shadows ?? callable.name
        if callable.parameters.count == 1,
           let match = try? #/new_(?:with|from|for)_(\w+)/#.wholeMatch(in: name) {
            return [SwiftName.lowerCamelCase(String(match.output.1))]
        }
        return callable.parameters.map { parameter($0.name) }
    }
}
