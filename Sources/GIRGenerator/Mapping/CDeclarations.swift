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
        while let header = pending.popLast() {
            guard seen.insert(header).inserted,
                  let path = includeDirectories.map({ "\($0)/\(header)" }).first(where: FileManager.default.fileExists(atPath:))
            else { continue }
            var text = try String(contentsOfFile: path, encoding: .utf8)
            text.withUTF8 { bytes in
                pending += Self.includes(in: bytes)
                Self.collectIdentifiers(in: bytes, into: &identifiers)
            }
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

    /// The headers `bytes` include (`#include <gtk/gtkwidget.h>` or `"…"`), in order.
    private static func includes(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var headers: [String] = []
        var index = 0
        func skipBlanks() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        while index < bytes.count {
            skipBlanks()
            if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                index += 1
                skipBlanks()
                let keyword = Array("include".utf8)
                if index + keyword.count <= bytes.count, Array(bytes[index..<index + keyword.count]) == keyword {
                    index += keyword.count
                    skipBlanks()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: "\"") {
                        let start = index + 1
                        var end = start
                        while end < bytes.count, bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
                        if end < bytes.count, bytes[end] != 0x0A {
                            headers.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                        }
                    }
                }
            }
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            index += 1
        }
        return headers
    }

    // Over raw bytes: the headers are about 5 MB, and this runs in the debug build `make test`
    // checks the generated files with.
    private static func collectIdentifiers(in bytes: UnsafeBufferPointer<UInt8>, into identifiers: inout Set<String>) {
        var start = -1
        for index in 0...bytes.count {
            let isIdentifier: Bool
            if index < bytes.count {
                let byte = bytes[index]
                isIdentifier = byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            } else {
                isIdentifier = false
            }
            if isIdentifier {
                if start < 0 { start = index }
            } else if start >= 0 {
                identifiers.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = -1
            }
        }
    }
}
