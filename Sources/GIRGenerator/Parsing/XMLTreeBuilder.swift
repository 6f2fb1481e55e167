import Foundation
import FoundationXML

/// Reads XML into `XMLNode`s with `XMLParser`, leaving out the elements no model type reads
/// (source positions, function macros, unions …) so a 7 MB GIR file stays quick to walk.
/// Fields are read: a record's tell whether it is a value the caller allocates (`RecordPlan`).
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
    /// Elements skipped with everything inside them.
    static let skipped: Set<String> = [
        "source-position", "function-macro", "docsection", "constant", "union",
        "doc-version", "doc-stability", "attribute",
    ]
    /// Elements whose text is kept.
    static let textual: Set<String> = ["doc", "doc-deprecated"]

    private var stack: [XMLNode] = []
    private var root: XMLNode?
    private var skipDepth = 0

    /// The root element of `data`.
    static func tree(of data: Data) throws -> XMLNode {
        let parser = XMLParser(data: data)
        let builder = XMLTreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        guard parser.parse(), let root = builder.root else {
            let message = parser.parserError.map { "\($0)" } ?? "no root element"
            throw GIRError.invalidXML(line: parser.lineNumber, message)
        }
        // Foundation's XMLParser on Linux reports success for input that simply stops.
        if let open = builder.stack.last {
            throw GIRError.invalidXML(line: parser.lineNumber, "<\(open.name)> (line \(open.line)) is never closed")
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if skipDepth > 0 || Self.skipped.contains(elementName) {
            skipDepth += 1
            return
        }
        let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last {
            parent.append(node)
        } else {
            root = node
        }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        if skipDepth > 0 {
            skipDepth -= 1
            return
        }
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard skipDepth == 0, let node = stack.last, Self.textual.contains(node.name) else { return }
        node.text += string
    }
}
