import Foundation

/// Reads GIR XML into the model.
public enum GIRParser {
    /// The repository in `data`, a whole GIR file.
    public static func parse(_ data: Data) throws -> Repository {
        try Repository(gir: XMLTreeBuilder.tree(of: data))
    }

    /// The repository in `text`, a whole GIR file (tests, small snippets).
    public static func parse(_ text: String) throws -> Repository {
        try parse(Data(text.utf8))
    }
}
