/// Why a GIR file could not be read.
public enum GIRError: Error, Equatable, CustomStringConvertible {
    /// Not well-formed XML; the parser's message.
    case invalidXML(line: Int, String)
    /// Well-formed XML that is not the GIR the model expects.
    case malformed(line: Int, String)
    /// The file for an included namespace is not in any search directory.
    case notFound(String, searched: [String])
    /// An error in the file at a path.
    indirect case inFile(String, GIRError)

    public var description: String {
        switch self {
        case .invalidXML(let line, let message): "line \(line): not valid XML: \(message)"
        case .malformed(let line, let message): "line \(line): \(message)"
        case .notFound(let file, let searched): "\(file) is in none of \(searched.joined(separator: ", "))"
        case .inFile(let path, let error): "\(path): \(error)"
        }
    }
}
