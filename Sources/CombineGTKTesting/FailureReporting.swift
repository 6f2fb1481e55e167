import Testing
import XCTest

/// Records a test failure in whichever framework runs the current test: an `Issue` in a Swift
/// Testing test, `XCTFail` otherwise.
func recordFailure(_ message: String, file: StaticString, line: UInt) {
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
