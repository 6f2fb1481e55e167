@testable import CombineGTKTesting
import Testing

/// In a Swift Testing test, the kit's failures are issues of that test.
@Test func failuresInSwiftTestingAreIssues() {
    withKnownIssue {
        recordFailure("reported", file: #filePath, line: #line)
    } matching: { issue in
        issue.comments.map(\.rawValue) == ["reported"] && issue.sourceLocation?.fileName == "FailureReportingTests.swift"
    }
}
