// This package's own test tooling: `package`, not part of the kit users see.

import CGtk
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

    /// Both outputs, each line marked as the child's, for failure messages: unmarked, the
    /// child's own test summary would read as the parent's.
    package var transcript: String {
        (standardOutput + standardError).split(separator: "\n", omittingEmptySubsequences: false)
            .map { "  child | \($0)" }
            .joined(separator: "\n")
    }
}

/// Names, in a child, the test it runs: its presence is how a test knows it is the child.
private let childTestVariable = "COMBINEGTK_CHILD_TEST"

extension XCTestCase {
    /// This test as the XCTest runner names it on the command line: `Module.Class/method`.
    package var runnerIdentifier: String {
        // `name` is `Class.method` on Linux.
        let method = name.split(separator: ".").last.map(String.init) ?? name
        return "\(String(reflecting: type(of: self)))/\(method)"
    }

    /// Runs this test again in a child process (this test binary, with `environment` added;
    /// a nil value removes the variable), for tests that must crash: a precondition failure
    /// cannot be caught in-process.
    ///
    /// In the child, runs `child` and returns nil: the test returns then, and passes or fails
    /// there by what `child` did. Here, returns how the child ended, once it has; a child
    /// that did not run this test (an identifier the runner does not know) fails the test.
    /// One test method is both sides, so neither run reports a test it skipped.
    package func runInChildProcess(
        environment: [String: String?] = [:],
        file: StaticString = #filePath,
        line: UInt = #line,
        _ child: () throws -> Void
    ) throws -> ChildTestResult? {
        let identifier = runnerIdentifier
        if ProcessInfo.processInfo.environment[childTestVariable] == identifier {
            try child()
            return nil
        }
        var added = environment
        added[childTestVariable] = identifier
        let result = try runTestInChild(identifier, environment: added)
        // XCTest announces each test it starts; a crash comes after.
        guard result.standardOutput.contains("Test Case '\(name)' started") else {
            XCTFail("the child did not run \(identifier):\n\(result.transcript)", file: file, line: line)
            throw ChildTestNotRun()
        }
        return result
    }

    /// Runs this test again in a child process, where `child` must stop the program with a
    /// trap whose message holds each of `messages`; fails the test otherwise. Returns the
    /// child's result here, nil in the child.
    @discardableResult
    package func expectChildStops(
        saying messages: [String],
        environment: [String: String?] = [:],
        file: StaticString = #filePath,
        line: UInt = #line,
        _ child: () throws -> Void
    ) throws -> ChildTestResult? {
        guard let result = try runInChildProcess(environment: environment, file: file, line: line, child) else { return nil }
        XCTAssertTrue(result.crashed, "the child should stop with a trap; it exited with \(result.status):\n\(result.transcript)",
                      file: file, line: line)
        for message in messages {
            XCTAssertTrue(result.standardError.contains(message), "stderr lacks \"\(message)\":\n\(result.transcript)",
                          file: file, line: line)
        }
        return result
    }

    /// Runs this test again in a child process, where `misuse` must stop the program with a
    /// message saying `call` "was called off the main thread"; prints that message here
    /// (`make stress` collects these lines).
    package func expectMisuseStops(
        naming call: String,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ misuse: () throws -> Void
    ) throws {
        let expected = "CombineGTK: \(call) was called off the main thread"
        guard let result = try expectChildStops(saying: [expected], file: file, line: line, misuse) else { return }
        if let message = result.standardError.split(separator: "\n").first(where: { $0.contains(expected) }) {
            print("thread-misuse: \(name): \(message)")
        }
    }
}

/// The child process ran no test of that name (the failure says more).
package struct ChildTestNotRun: Error {}

/// Runs `work` on a thread of its own and pumps the main context until it has returned, up
/// to 10 s (failing the test then): a thread-misuse child's side, which the misuse stops.
package func performOffTheMainThread(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ work: @escaping @Sendable () -> Void
) {
    let done = Flag()
    Thread {
        work()
        done.set()
        g_main_context_wakeup(nil)
    }.start()
    XCTAssertTrue(pumpMainContext(timeout: 10) { done.isSet }, "the work did not finish", file: file, line: line)
}

/// Runs one XCTest of this test binary (`"Module.Class/testMethod"`) in a child process with
/// `environment` added (a nil value removes the variable). Swift's crash backtracer is
/// turned off in the child (it only adds seconds).
///
/// Blocks until the child exits; the child test is expected to bound its own run time.
private func runTestInChild(_ test: String, environment: [String: String?]) throws -> ChildTestResult {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = [test]
    var childEnvironment = ProcessInfo.processInfo.environment
    childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
    for (variable, value) in environment {
        childEnvironment[variable] = value
    }
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
