/// An element of a GIR file, kept with its attributes, children and (for documentation
/// elements) text. Names keep their prefixes: `glib:signal`, `c:type`.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    /// The line the element starts on, for error messages.
    let line: Int
    private(set) var children: [XMLNode] = []
    var text = ""

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLNode) { children.append(child) }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// A GIR boolean attribute: `"1"` is true, anything else (or nothing) false.
    func flag(_ attribute: String) -> Bool { attributes[attribute] == "1" }

    /// An integer attribute, nil when absent or not a number.
    func integer(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }

    func children(named name: String) -> [XMLNode] { children.filter { $0.name == name } }

    func child(named name: String) -> XMLNode? { children.first { $0.name == name } }

    /// The element's name read as a `Kind` (`"method"` → `Callable.Kind.method`); the error
    /// says the element is not a `what`.
    func kind<Kind: RawRepresentable>(_ type: Kind.Type, _ what: String) throws -> Kind where Kind.RawValue == String {
        guard let kind = Kind(rawValue: name) else {
            throw GIRError.malformed(line: line, "<\(name)> is not \(what)")
        }
        return kind
    }

    /// An attribute that must be there; the error names the element and its line.
    func required(_ attribute: String) throws -> String {
        guard let value = attributes[attribute] else {
            throw GIRError.malformed(line: line, "<\(name)> has no \(attribute)")
        }
        return value
    }
}
