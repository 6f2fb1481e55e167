/// What a generator run produced, in GIR terms, for the coverage report.
public struct GeneratedSurface: Sendable {
    /// Qualified GIR names of the types given a Swift type (`Gtk.Align`).
    public var types: Set<TypeName> = []
    /// `Gtk.Widget:halign`: properties with a typed Swift API.
    public var properties: Set<String> = []
    /// `Gtk.Widget::destroy`: signals with a typed publisher.
    public var signals: Set<String> = []
    /// `Gtk.Widget.show`: methods and constructors callable from Swift.
    public var callables: Set<String> = []
    /// Property, signal and callable keys whose Swift API is hand-written instead (a
    /// hand-written member took the generated name).
    public var handWritten: Set<String> = []
    /// Generated property, signal and callable keys whose Swift API uses a type another
    /// namespace generates (`Gtk.ListView:model`, a `Gio.ListModel`).
    public var usingOtherNamespaces: Set<String> = []
    /// Property, signal and callable keys left out, with the reason.
    public var unmapped: [String: String] = [:]
    /// Types left out on purpose, with the reason (`Gtk.PrintCapabilities`: its header is not
    /// included by gtk/gtk.h).
    public var skippedTypes: [TypeName: String] = [:]

    /// Types listed with the types not generated but not counted among those selected: the
    /// ones hand-written code provides (`handWrittenTypes`), and the ones the config leaves
    /// out that it would not have selected anyway (for the record: `Gio.DBusConnection`).
    public var unselectedTypes: Set<TypeName> = []

    public init() {}

    static func propertyKey(_ type: TypeName, _ name: String) -> String { "\(type):\(name)" }
    static func signalKey(_ type: TypeName, _ name: String) -> String { "\(type)::\(name)" }
    static func callableKey(_ type: TypeName, _ name: String) -> String { "\(type).\(name)" }
}
