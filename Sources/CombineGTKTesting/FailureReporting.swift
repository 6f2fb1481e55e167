import Testing
import XCTest

/// Records a test failure in whichever framework runs the current test: an `Issue` in a Swift
/// Testing test, `XCTFail` otherwise.
func recordFailure(_ message: String, file: StaticString, line: UInt) {
    if let capture = FailureCapture.handler {
        return capture(message)
    }
    guard Test.current != nil else {
        return XCTFail(message, file: file, line: line)
    }
    // Swift Testing wants a `Module/File.swift` identifier; a test file's folder is its
    // target's name (`Tests/MyAppTests/…`), which is the module's.
    let path = "\(file)"
    let components = path.split(separator: "/").suffix(2).map(String.init)
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(fileID: components.joined(separator: "/"), filePath: path, line: Int(line), column: 1)
    )
}

/// Where the kit's own tests catch the failures it reports (XCTest on Linux cannot expect a
/// failure): set only on the main thread, around one call.
enum FailureCapture {
    nonisolated(unsafe) static var handler: ((String) -> Void)?

    /// Runs `body` and returns the failures it reported instead of reporting them.
    static func failures(in body: () -> Void) -> [String] {
        var failures: [String] = []
        handler = { failures.append($0) }
        defer { handler = nil }
        body()
        return failures
    }
}
