import CGtk
import CombineGTK

/// A generated class or interface held to GLib's registration of its GType, with no
/// instance (so abstract classes and interfaces are checked too, and Gio's without a
/// display): its name, each property found on the class or interface as the Swift key
/// reads it, and each signal. A generated test index lists one per type (`types`).
@MainActor
package struct TypeCheck {
    /// `GMenuModel`.
    package let typeName: String
    package let gType: GType
    /// The wrapper class; nil for an interface.
    package let wrapper: Object.Type?
    package let properties: [any AnyPropertyKey]
    /// Properties with no key (their type has no `GValue` conversion): found by name.
    package let unkeyedProperties: [String]
    package let signals: [String]
    /// A generated record (a boxed type): no properties or signals.
    package let isRecord: Bool

    /// A generated class.
    package init(_ typeName: String, _ wrapper: Object.Type, properties: [any AnyPropertyKey] = [], unkeyedProperties: [String] = [],
                 signals: [String] = []) {
        self.init(typeName: typeName, gType: wrapper.gType, wrapper: wrapper, properties: properties, unkeyedProperties: unkeyedProperties,
                  signals: signals)
    }

    /// A generated interface, whose GType comes from its C function.
    package init(_ typeName: String, interface gType: GType, properties: [any AnyPropertyKey] = [], unkeyedProperties: [String] = [],
                 signals: [String] = []) {
        self.init(typeName: typeName, gType: gType, wrapper: nil, properties: properties, unkeyedProperties: unkeyedProperties, signals: signals)
    }

    /// A generated record (`TreePath`, `TextIter`), whose GType must be a boxed type.
    package init(_ typeName: String, record gType: GType) {
        self.init(typeName: typeName, gType: gType, wrapper: nil, properties: [], unkeyedProperties: [], signals: [], isRecord: true)
    }

    private init(typeName: String, gType: GType, wrapper: Object.Type?, properties: [any AnyPropertyKey], unkeyedProperties: [String],
                 signals: [String], isRecord: Bool = false) {
        self.isRecord = isRecord
        self.typeName = typeName
        self.gType = gType
        self.wrapper = wrapper
        self.properties = properties
        self.unkeyedProperties = unkeyedProperties
        self.signals = signals
    }

    /// What does not match GLib, one line each; empty when all does.
    package func problems() -> [String] {
        let registered = String(cString: g_type_name(gType))
        guard registered == typeName else { return ["\(typeName): the GType is \(registered)"] }
        // G_TYPE_BOXED is G_TYPE_MAKE_FUNDAMENTAL (18).
        if isRecord { return g_type_fundamental(gType) == GType(18 << G_TYPE_FUNDAMENTAL_SHIFT) ? [] : ["\(typeName) is not a boxed type"] }
        // G_TYPE_INTERFACE is G_TYPE_MAKE_FUNDAMENTAL (2), a macro Swift does not import.
        let isInterface = g_type_fundamental(gType) == GType(2 << G_TYPE_FUNDAMENTAL_SHIFT)
        if isInterface != (wrapper == nil) { return ["\(typeName) is \(isInterface ? "" : "not ")an interface"] }
        // The class or default interface holds the properties and signals, made on first use.
        let structure = isInterface ? g_type_default_interface_ref(gType) : g_type_class_ref(gType)
        defer { isInterface ? g_type_default_interface_unref(structure) : g_type_class_unref(structure) }
        func property(_ name: String) -> UnsafeMutablePointer<GParamSpec>? {
            isInterface ? g_object_interface_find_property(structure, name)
                : g_object_class_find_property(structure?.assumingMemoryBound(to: GObjectClass.self), name)
        }
        var problems: [String] = []
        for key in properties {
            if key.typeName != typeName { problems.append("\(typeName): the key of \(key.name) names \(key.typeName)") }
            guard let spec = property(key.name) else {
                problems.append("\(typeName) has no property \(key.name)")
                continue
            }
            if !key.valueType.accepts(spec.pointee.value_type) {
                problems.append("\(typeName):\(key.name) holds \(String(cString: g_type_name(spec.pointee.value_type))), not a \(key.valueType)")
            }
        }
        for name in unkeyedProperties where property(name) == nil {
            problems.append("\(typeName) has no property \(name)")
        }
        for signal in signals where g_signal_lookup(signal, gType) == 0 {
            problems.append("\(typeName) has no signal \(signal)")
        }
        return problems
    }
}
