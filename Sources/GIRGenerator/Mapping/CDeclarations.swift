import Foundation

/// The C identifiers an umbrella header (`gtk/gtk.h`, what CGtk's shim includes) declares,
/// through every header it includes below the given include directories.
///
/// The GIR describes a whole library, but some of its types live in headers the umbrella
/// does not include (`GtkPrintCapabilities` is in `gtk/gtkunixprint.h`, package
/// gtk4-unix-print): Swift cannot see those through CGtk, so they are not generated. The
/// scan ignores `#if`: every include written in a header counts.
public struct CDeclarations: Sendable {
    public let identifiers: Set<String>
    /// The headers read, relative to their include directory, sorted.
    public let headers: [String]

    public init(identifiers: Set<String>, headers: [String] = []) {
        self.identifiers = identifiers
        self.headers = headers
    }

    /// Reads `umbrella` (`"gtk/gtk.h"`) and the headers it includes, found in
    /// `includeDirectories`; includes found nowhere there (GLib's, the C library's) are not
    /// followed.
    public init(umbrella: String, includeDirectories: [String]) throws {
        var identifiers: Set<String> = []
        var seen: Set<String> = []
        var pending = [umbrella]
        let include = #/#\s*include\s*[<"]([^>"]+)[>"]/#
        while let header = pending.popLast() {
            guard seen.insert(header).inserted,
                  let path = includeDirectories.map({ "\($0)/\(header)" }).first(where: FileManager.default.fileExists(atPath:))
            else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for match in text.matches(of: include) { pending.append(String(match.output.1)) }
            Self.collectIdentifiers(in: text, into: &identifiers)
        }
        guard !identifiers.isEmpty else {
            throw GIRError.notFound(umbrella, searched: includeDirectories)
        }
        self.identifiers = identifiers
        self.headers = seen.filter { header in
            includeDirectories.contains { FileManager.default.fileExists(atPath: "\($0)/\(header)") }
        }.sorted()
    }

    /// These and `other`'s, as if one umbrella included both.
    public func merging(_ other: CDeclarations) -> CDeclarations {
        CDeclarations(identifiers: identifiers.union(other.identifiers), headers: Array(Set(headers).union(other.headers)).sorted())
    }

    /// Whether some header declares or mentions `identifier`.
    public func declares(_ identifier: String) -> Bool { identifiers.contains(identifier) }

    private static func collectIdentifiers(in text: String, into identifiers: inout Set<String>) {
        var current: [UInt8] = []
        for byte in text.utf8 {
            let isIdentifier = byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
                || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isIdentifier {
                current.append(byte)
            } else if !current.isEmpty {
                identifiers.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { identifiers.insert(String(decoding: current, as: UTF8.self)) }
    }
}
