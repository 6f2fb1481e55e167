/// A parsed GIR file: one namespace and the repositories it includes.
public struct Repository: Hashable, Sendable {
    /// An `<include name="Gdk" version="4.0"/>`.
    public struct Include: Hashable, Sendable {
        public let name: String
        public let version: String

        public init(name: String, version: String) {
            self.name = name
            self.version = version
        }

        /// The GIR file name, `"Gdk-4.0.gir"`.
        public var fileName: String { "\(name)-\(version).gir" }
    }

    public let includes: [Include]
    /// `<package name="gtk4"/>`: the pkg-config packages.
    public let packages: [String]
    /// `<c:include name="gtk/gtk.h"/>`.
    public let cIncludes: [String]
    public let namespace: Namespace

    public init(includes: [Include], packages: [String], cIncludes: [String], namespace: Namespace) {
        self.includes = includes
        self.packages = packages
        self.cIncludes = cIncludes
        self.namespace = namespace
    }
}
