/// How GIR members are named in Swift (GTK's words, `lowerCamelCase`):
///
/// - Properties: `margin-start` → `marginStart`, with `marginStartPublisher`,
///   `marginStartBinder`, the key `marginStartProperty` and the two-way bindings
///   `bindMarginStart(to:)`. A Boolean property's Swift property reads as an assertion about
///   the object, as Swift's API guidelines ask (`booleanProperty(_:)`: `visible` →
///   `isVisible`, `show-arrow` → `showsArrow`, `has-frame` → `hasFrame`), while its
///   publisher, binder, key and bindings keep GTK's word (`visiblePublisher`,
///   `sensitiveBinder`, `bindActive(to:)`).
/// - Signals: `row-activated` → `rowActivatedPublisher`; a signal whose handler returns a
///   value also gets `onRowActivated { … }`; several arguments come in a
///   `RowActivatedArguments` struct.
/// - Methods: `set_size_request(width, height)` → `setSizeRequest(width:height:)`; `get_`
///   is dropped (`get_allocated_width` → `allocatedWidth()`); a method of one parameter
///   takes it without a label (`append(_:)`, `addCssClass(_:)`), as Swift's own API does,
///   unless it is a Boolean of a method that does not set it: an unlabelled `true` says
///   nothing at the call site, so `mnemonic_activate(group_cycling)` →
///   `mnemonicActivate(groupCycling:)`, while `set_visible(setting)` → `setVisible(_:)`.
///   A first parameter that is the text the method adds or shows (`label`, `text`,
///   `title`) of a method named by the verb that does it (`append`, `prepend`, `add`,
///   `set`) goes unlabelled too: `g_menu_append(label, detailed_action)` →
///   `append(_:detailedAction:)`.
/// - Constructors: `new(…)` → `init(…)` labelled by GTK's parameter names;
///   `new_with_label(label)` → `init(label:)`; a one-parameter `new_with_X`/`new_from_X`/
///   `new_for_X` is labelled `X` (`new_with_mnemonic(label)` → `init(mnemonic:)`); a
///   `new(str)` takes its string unlabelled (`gtk_label_new(str)` → `Label(_:)`), as
///   Swift's `String(_:)` does.
enum MemberNaming {
    /// GTK's word for a property (`margin-start` → `marginStart`): its publisher's, binder's,
    /// key's and bindings' stem, and the Swift property's name unless it is a Boolean.
    static func property(_ name: String) -> String { SwiftName.lowerCamelCase(name) }

    /// First words that already make a Boolean name an assertion: auxiliaries and verbs GTK
    /// conjugates itself (`has-frame`, `can-focus`, `is-active`, `activates-default`).
    static let assertingWords: Set<String> = ["is", "has", "can", "should", "must", "needs", "accepts", "activates", "contains", "receives"]

    /// First words that are verbs in GTK's Boolean names (`show-arrow`: whether to show an
    /// arrow): the Swift name conjugates them (`showsArrow`), as AppKit's `showsBorder`,
    /// `usesAlpha` and `drawsBackground` do. Each takes a plain `s`.
    static let verbs: Set<String> = [
        "accept", "activate", "allow", "autohide", "autoplay", "autoselect", "cascade", "clip", "create", "destroy", "draw",
        "embed", "enable", "expand", "fit", "handle", "hide", "ignore", "indent", "insert", "interpolate", "invert", "keep", "loop",
        "measure", "obey", "preload", "propagate", "register", "resize", "restrict", "reveal", "scroll", "select", "show", "shrink",
        "snap", "support", "track", "truncate", "use", "wrap",
    ]

    /// The Swift name of the Boolean property `name`, by one rule (Swift's API guidelines:
    /// "uses of Boolean methods and properties should read as assertions about the receiver"),
    /// in the order tried:
    ///
    /// 1. `…-set`, GTK's "whether … was set" companion of another property, is `is…Set`:
    ///    `hexpand-set` → `isHexpandSet`, `wrap-mode-set` → `isWrapModeSet`.
    /// 2. A name that starts with an auxiliary or a conjugated verb (`assertingWords`) stays
    ///    as it is: `has-frame` → `hasFrame`, `can-focus` → `canFocus`, `is-active` → `isActive`.
    /// 3. A name that starts with a verb (`verbs`) conjugates it: `show-arrow` →
    ///    `showsArrow`, `use-underline` → `usesUnderline`, `wrap` → `wraps`.
    /// 4. Anything else (an adjective, a participle, a noun) takes `is`: `visible` →
    ///    `isVisible`, `modal` → `isModal`, `selected` → `isSelected`.
    ///
    /// Where the rule reads badly the config names the property (`booleanNames`).
    static func booleanProperty(_ name: String) -> String {
        let words = name.split(separator: "-").map(String.init)
        guard let first = words.first else { return property(name) }
        if words.count > 1, words.last == "set" { return "is" + SwiftName.upperCamelCase(name) }
        if assertingWords.contains(first) { return property(name) }
        if verbs.contains(first) { return property(([first + "s"] + words.dropFirst()).joined(separator: "-")) }
        return "is" + SwiftName.upperCamelCase(name)
    }

    static func signal(_ name: String) -> String { SwiftName.lowerCamelCase(name) }

    static func parameter(_ name: String) -> String {
        let camel = SwiftName.lowerCamelCase(name)
        return camel.isEmpty ? "value" : camel
    }

    /// An out parameter's name as its tuple label: C's marks of direction go (`etag_out` →
    /// `etag`, `out_mime_type` → `mimeType`), unless nothing else would be left.
    static func output(_ name: String) -> String {
        var name = name
        if name.hasPrefix("out_"), name.count > 4 { name.removeFirst(4) }
        if name.hasSuffix("_out"), name.count > 4 { name.removeLast(4) }
        return parameter(name)
    }

    /// The base name of method `name` (after `shadows`).
    static func method(_ callable: Callable) -> String {
        var name = callable.shadows ?? callable.name
        if name.hasPrefix("get_"), name.count > 4 { name.removeFirst(4) }
        return SwiftName.lowerCamelCase(name)
    }

    /// Parameter names that are the text a method adds or shows, taken unlabelled first.
    static let textParameters: Set<String> = ["label", "text", "title"]

    /// Verbs that say what a method does with its first argument. Not `insert`, whose text
    /// follows a position (`g_menu_insert`), and whose GTK methods of text first were released
    /// labelled (`TextBuffer.insertAtCursor(text:len:)`).
    static let addingVerbs: Set<String> = ["append", "prepend", "add", "set"]

    static func methodLabels(_ callable: Callable, _ parameters: [Parameter]) -> [String] {
        // GIO's optional `GCancellable` is always `cancellable:`, defaulting to nil
        // (`ParameterPlan.defaultValue`): `file.delete()`, `file.delete(cancellable: c)`.
        if parameters.count == 1, isCancellable(parameters[0]) { return ["cancellable"] }
        // And an asynchronous call's `io_priority` is `ioPriority:`, defaulting to
        // `G_PRIORITY_DEFAULT` (0): `try await stream.close()`.
        if parameters.count == 1, parameters[0].name == "io_priority" { return ["ioPriority"] }
        guard parameters.count == 1 else {
            var labels = parameters.map { parameter($0.name) }
            // `g_menu_append(menu, label, detailed_action)` → `append(_:detailedAction:)`: the
            // verb already says what becomes of the text, as `append(_:)` does for one argument.
            let verb = (callable.shadows ?? callable.name).split(separator: "_").first.map(String.init)
            if let first = parameters.first, textParameters.contains(first.name), let verb, addingVerbs.contains(verb) {
                labels[0] = "_"
            }
            return labels
        }
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

    /// Whether `parameter` is a `GCancellable *` (which generated calls default to nil).
    static func isCancellable(_ parameter: Parameter) -> Bool {
        parameter.type.name?.name == "Cancellable" && (parameter.type.name?.namespace ?? "Gio") == "Gio"
    }
}
