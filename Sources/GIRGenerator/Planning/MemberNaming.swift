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
///   takes it without a label (`append(_:)`, `addCssClass(_:)`), as Swift's own API does,
///   unless it is a Boolean of a method that does not set it: an unlabelled `true` says
///   nothing at the call site, so `mnemonic_activate(group_cycling)` →
///   `mnemonicActivate(groupCycling:)`, while `set_visible(setting)` → `setVisible(_:)`.
/// - Constructors: `new(…)` → `init(…)` labelled by GTK's parameter names;
///   `new_with_label(label)` → `init(label:)`; a one-parameter `new_with_X`/`new_from_X`/
///   `new_for_X` is labelled `X` (`new_with_mnemonic(label)` → `init(mnemonic:)`); a
///   `new(str)` takes its string unlabelled (`gtk_label_new(str)` → `Label(_:)`), as
///   Swift's `String(_:)` does.
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

    static func methodLabels(_ callable: Callable, _ parameters: [Parameter]) -> [String] {
        guard parameters.count == 1 else { return parameters.map { parameter($0.name) } }
        let only = parameters[0]
        let isBoolean = only.type.name?.name == "gboolean"
        return isBoolean && !(callable.shadows ?? callable.name).hasPrefix("set_") ? [parameter(only.name)] : ["_"]
    }

    static func constructorLabels(_ callable: Callable) -> [String] {
        let name = callable.shadows ?? callable.name
        if callable.parameters.count == 1,
           let match = try? #/new_(?:with|from|for)_(\w+)/#.wholeMatch(in: name) {
            return [SwiftName.lowerCamelCase(String(match.output.1))]
        }
        if name == "new", callable.parameters.count == 1, callable.parameters[0].name == "str" {
            return ["_"]
        }
        return callable.parameters.map { parameter($0.name) }
    }
}
