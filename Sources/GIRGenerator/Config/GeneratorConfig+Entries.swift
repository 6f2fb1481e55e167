extension GeneratorConfig {
    /// A GIR namespace to generate, and which of its types.
    public struct NamespaceEntry: Sendable, Equatable {
        /// `"Gtk"`.
        public var name: String
        /// `"4.0"`: the GIR file read is `Gtk-4.0.gir`.
        public var version: String
        /// The folder, relative to the config file, the index of the namespace's generated
        /// classes for its tests goes to (a test target that needs a display for GTK's
        /// widgets, a headless one for Gio).
        public var tests: String
        /// Classes whose every subclass (and the root) is generated: `"Widget"`.
        public var classFamilies: [String] = []
        /// Single classes generated besides the families (models, buffers widgets take).
        public var classes: [String] = []
        /// Interfaces generated besides the ones selected classes implement.
        public var interfaces: [String] = []
        /// Interfaces generated as a class rather than a protocol, because no public class
        /// implements them (every `GFile` is a private `GLocalFile`, `GResourceFile` …): the
        /// class wraps any instance, and the interface's `new_…` functions are its
        /// initializers (`g_file_new_for_path` → `File(path:)`, gtk4-rs's `File::for_path`).
        public var interfaceClasses: [String] = []
        /// Records with a GType generated (`TreePath`, `TextIter`): a Swift class wrapping
        /// the pointer when the GIR shows no fields, a Swift struct holding the C struct by
        /// value when it does (`RecordKind`).
        public var records: [String] = []
        /// Whether a Boolean property renamed by the rule (`visible` → `isVisible`) keeps its
        /// old name one release, as a deprecated forwarder: for GTK, whose old names were
        /// public; not for a namespace first generated after the rule (Gio).
        public var booleanForwarders = false
        /// nil: every enumeration and flags type with a GType is generated. A list: those it
        /// names, and those a generated member of any namespace uses.
        public var enumerations: [String]? = nil
        /// Types and members not generated on purpose, with the reason: a type of the
        /// namespace that would be selected, or any other of its classes, interfaces and
        /// records, to say in `Coverage.md` why it is not.
        public var leftOut: [LeftOut] = []
        /// Error-domain enumerations with no GType (GLib's own: `FileError`,
        /// `VariantParseError`), generated as enums adopting `GLibErrorDomain`.
        public var errorDomains: [String] = []
        /// The Swift module the namespace is generated into, when not the one `output.sources`
        /// is in (libadwaita's `Adw` goes to `CombineAdw`, a product of its own): nil, that one.
        public var module: Module? = nil
        /// The Swift type every generated type of the namespace is nested in (`"Adw"`:
        /// `Adw.HeaderBar`), declared by hand in its module as `public enum Adw {}`; nil, none.
        /// For a namespace whose type names are GTK's too (`HeaderBar`, `Window`), so a file
        /// can import both modules without ambiguity.
        public var swiftNamespace: String? = nil

        /// Why the type or member `key` (`"Gtk.Widget"`, `"Gtk.Widget:halign"`) is left out, or nil.
        public func leftOutReason(_ key: String) -> String? {
            leftOut.first { $0.name == key }?.reason
        }
    }

    /// A Swift module other than CombineGTK that a namespace is generated into.
    public struct Module: Sendable, Equatable {
        /// `"CombineAdw"`: what its generated files import besides `cModule` is the main
        /// module (`CombineGTK`), whose types they name qualified where a name could clash.
        public var name: String
        /// The folder its generated files go to, relative to the config file
        /// (`"Sources/CombineAdw/Generated"`): the namespace's folder (`Adw/`, with its
        /// `Coverage.md`) and the module's own class and enumeration indexes.
        public var sources: String
        /// The C module its generated files import (`"CAdw"`), whose header is the one the
        /// namespace's GIR names (`<c:include name="adwaita.h"/>`).
        public var cModule: String

        public init(name: String, sources: String, cModule: String) {
            self.name = name
            self.sources = sources
            self.cModule = cModule
        }
    }

    /// A type or member the generator could generate and does not, because the config says so.
    public struct LeftOut: Sendable, Equatable {
        /// A qualified GIR type (`"Gtk.Widget"`), or a member as `Coverage.md` writes it:
        /// `"Gtk.Widget.show"` (method or constructor), `"Gtk.Widget:halign"` (property),
        /// `"Gtk.Widget::destroy"` (signal).
        public var name: String
        /// Why it is left out; `Coverage.md` repeats it.
        public var reason: String
    }

    /// A GIR type that generated code maps to a hand-written Swift type.
    public struct HandWrittenType: Sendable, Equatable {
        /// How generated code uses the type.
        public enum Kind: String, Sendable, CaseIterable {
            case `class`, interface, enumeration, flags, boxed

            /// The `SwiftType` kind of a value of this type.
            var swiftKind: SwiftType.Kind {
                switch self {
                case .class: .object
                case .interface: .interface
                case .enumeration: .enumeration
                case .flags: .flags
                case .boxed: .boxed
                }
            }
        }

        /// `GObject.Object`.
        public var gir: TypeName
        /// `Object`.
        public var swift: String
        /// How generated code uses it: a class (the class table lists it), a protocol, an
        /// enumeration, an option set, or a value over a GLib boxed C type (`GLib.Variant` →
        /// `Variant`: see `SwiftType.Kind.boxed` for what the Swift type must offer).
        public var kind: Kind
        /// The C type, which is also the GType name of a class (`GtkApplication`).
        public var cType: String

        /// What a GIR reference to the type maps to.
        var swiftType: SwiftType { SwiftType(swift, kind: kind.swiftKind) }
    }

    /// A GIR type generated under a Swift name other than GTK's.
    public struct Rename: Sendable, Equatable {
        /// `Gtk.Range`.
        public var gir: TypeName
        /// `RangeWidget`.
        public var swift: String
        /// Why GTK's name is not kept.
        public var reason: String
    }

    /// A Boolean property whose Swift property is not named by the rule
    /// (`MemberNaming.booleanProperty(_:)`): `Gtk.Widget:hexpand` → `hexpands`.
    public struct BooleanName: Sendable, Equatable {
        /// The property, as `Coverage.md` writes it: `"Gtk.Widget:hexpand"`.
        public var gir: String
        /// The Swift property's name: `hexpands`.
        public var swift: String
        /// Why the rule's name (`isHexpand`) is not kept.
        public var reason: String
    }

    /// A generated Swift name kept although a module users commonly import declares it too.
    public struct AcceptedClash: Sendable, Equatable {
        /// `Unit`.
        public var swift: String
        /// What else declares it, and what users write then (printed as a note by each run).
        public var reason: String
    }
}
