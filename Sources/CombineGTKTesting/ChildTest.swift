// This package's own test tooling: `package`, not part of the kit users see.

import Foundation
import XCTest

/// How a test run in a child process ended.
package struct ChildTestResult: Sendable {
    /// The exit status, or the signal number when `crashed`.
    package let status: Int32
    /// True when the child was killed by a signal (a trap, such as a precondition failure).
    package let crashed: Bool
    package let standardError: String
    package let standardOutput: String
}

/// Runs one XCTest of this test binary (`"Module.Class/testMethod"`) in a child process with
/// `environment` added, for tests that must crash: a precondition failure cannot be caught
/// in-process. Swift's crash backtracer is turned off in the child (it only adds seconds).
///
/// Blocks until the child exits; the child test is expected to bound its own run time.
package func runTestInChild(_ test: String, environment: [String: String]) throws -> ChildTestResult {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [test]
    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    childEnvironment.merge(environment) { _, new in new }
    process.environment = childEnvironment
    // Standard output goes to a file, standard error through a pipe read to its end before
    // waiting: a chatty child can block on neither.
    let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("child-test-\(UUID().uuidString).out")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outputURL) }
    let outputFile = try FileHandle(forWritingTo: outputURL)
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = outputFile
    try process.run()
    try outputFile.close()
    let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = (try? Data(contentsOf: outputURL)) ?? Data()
    return ChildTestResult(
        status: process.terminationStatus,
        crashed: process.terminationReason == .uncaughtSignal,
        standardError: String(decoding: errorData, as: UTF8.self),
        standardOutput: String(decoding: output, as: UTF8.self)
    )
}

/// Runs `test` in a child with `variable=misuse` and asserts that the child stopped with a
/// trap whose message says `call` "was called off the main thread"; prints that message.
package func expectMisuseStops(
    _ misuse: String,
    naming call: String,
    test: String,
    variable: String,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {
    let result = try runTestInChild(test, environment: [variable: misuse])
    let expected = "CombineGTK: \(call) was called off the main thread"
    XCTAssertTrue(result.crashed, "the child should stop with a trap; it exited with \(result.status):\n\(result.standardError)",
                  file: file, line: line)
    XCTAssertTrue(result.standardError.contains(expected), "stderr lacks \"\(expected)\":\n\(result.standardError)",
                  file: file, line: line)
    if let message = result.standardError.split(separator: "\n").first(where: { $0.contains(expected) }) {
        print("thread-misuse: \(misuse): \(message)")
    }
}
