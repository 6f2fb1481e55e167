import CGtk

/// An action of every instance of a widget type declared in Swift (``InstallsActions``),
/// installed in its class with `gtk_widget_class_install_action`.
///
/// - The name has a prefix, as GTK's own widget actions do: `"row.delete"` is activated as
///   `"row.delete"` from the instance and from the widgets inside it. A name without one
///   (`"delete"`) stops the program saying so.
/// - ``action(_:_:)`` takes no parameter; `action(_:parameter:_:)` takes a typed one (a
///   ``VariantConvertible``: its ``VariantConvertible/variantType`` is the action's parameter
///   type; `Int`'s is `x`, so a `.ui` file's `action-target` says `int64 5`, as a bare `5`
///   is an `int32`); `action(_:parameterType:_:)` takes any ``Variant`` of a given type. An
///   activation with a parameter of another type, or with none when the action takes one
///   (or one when it takes none), is not run: GTK 4.8 does not check, so CombineGTK does,
///   and reports it through ``Diagnostics``.
/// - ``propertyAction(_:property:)`` is a stateful action that reads and sets a property of
///   the instance (`gtk_widget_class_install_property_action`): a `Bool` property makes a
///   toggle (a check button with `action-name`), another a radio group.
@MainActor
public struct WidgetAction<Owner: Widget> {
    /// The action's name, with its prefix (`"row.delete"`).
    public let name: String
    /// The parameter's type, or nil for an action that takes none.
    public let parameterType: VariantType?
    /// The property a property action reads and sets.
    let propertyName: String?
    /// Runs the action on an instance, with its parameter (nil for none).
    let activate: @MainActor (Owner, Variant?) -> Void

    private init(name: String, parameterType: VariantType?, propertyName: String?, activate: @escaping @MainActor (Owner, Variant?) -> Void) {
        // `gtk_widget_class_install_action` takes a prefixed name and does not check.
        precondition(name.contains("."), "CombineGTK: \(Owner.self)'s widget action \"\(name)\" has no prefix: name it \"prefix.\(name)\" as GTK names its own (\"row.delete\"), the name a button's action-name and activateAction(name:args:) use")
        self.name = name
        self.parameterType = parameterType
        self.propertyName = propertyName
        self.activate = activate
    }

    /// An action with no parameter, running `body` with the instance.
    public static func action(_ name: String, _ body: @escaping @MainActor (Owner) -> Void) -> WidgetAction {
        WidgetAction(name: name, parameterType: nil, propertyName: nil) { owner, _ in body(owner) }
    }

    /// An action with a parameter of type `Parameter` (a `String`, an `Int`, an enumeration
    /// with raw values…), running `body` with the instance and the value. The parameter
    /// type is `Parameter.variantType`: `x` for an `Int`, so a `.ui` file's
    /// `<property name="action-target">int64 5</property>` (a bare `5` is an `int32`,
    /// reported and not run).
    public static func action<Parameter: VariantConvertible>(
        _ name: String, parameter: Parameter.Type, _ body: @escaping @MainActor (Owner, Parameter) -> Void
    ) -> WidgetAction {
        WidgetAction(name: name, parameterType: Parameter.variantType, propertyName: nil) { owner, variant in
            guard let value = variant.flatMap({ Parameter(variant: $0) }) else { return }
            body(owner, value)
        }
    }

    /// An action with a parameter of `parameterType`, running `body` with the instance and
    /// the parameter.
    public static func action(
        _ name: String, parameterType: VariantType, _ body: @escaping @MainActor (Owner, Variant) -> Void
    ) -> WidgetAction {
        WidgetAction(name: name, parameterType: parameterType, propertyName: nil) { owner, variant in
            guard let variant else { return }
            body(owner, variant)
        }
    }

    /// A stateful action whose state is the instance's property `property` (a GObject
    /// property: one of ``ObjectSubclass/properties``, or one the parent type has).
    public static func propertyAction(_ name: String, property: String) -> WidgetAction {
        WidgetAction(name: name, parameterType: nil, propertyName: property) { _, _ in }
    }
}
