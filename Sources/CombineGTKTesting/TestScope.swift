import Foundation
import Testing

/// What a test leaves behind, let go when it ends: every ``TestSubscriber`` made inside the
/// scope is cancelled, and anything else registered with ``atEnd(_:)`` runs.
///
/// A subscription never cancelled lives on in a reference cycle with its subscriber (and with
/// a subject, or with a test publisher), as it would in Apple's Combine; a leak checker
/// (LeakSanitizer) would report the test's objects. Inside a scope there is nothing to
/// cancel by hand.
///
/// - Swift Testing: `@Suite(.testScope)` (or `@Test(.testScope)`) runs each test in a scope
///   of its own.
/// - XCTest, or any code: `TestScope.run { … }`.
public final class TestScope: @unchecked Sendable {
    /// The scope the current task runs in, if any.
    @TaskLocal public static var current: TestScope?

    private let lock = NSLock()
    private var cleanups: [() -> Void] = []

    /// Makes an empty scope; `TestScope.run { … }` makes one for you.
    public init() {}

    /// Runs `cleanup` when the scope ends (cleanups run in the order they were added).
    public func atEnd(_ cleanup: @escaping () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    /// Runs `body` in a new scope and ends it when `body` returns or throws.
    public static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let scope = TestScope()
        defer { scope.end() }
        return try $current.withValue(scope) { try body() }
    }

    /// Runs `body` in a new scope and ends it when `body` returns or throws.
    public static func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        let scope = TestScope()
        defer { scope.end() }
        return try await $current.withValue(scope) { try await body() }
    }

    /// Runs the cleanups registered so far, once.
    public func end() {
        let cleanups = lock.withLock { () -> [() -> Void] in
            defer { self.cleanups = [] }
            return self.cleanups
        }
        cleanups.forEach { $0() }
    }
}

/// The Swift Testing trait behind ``Testing/Trait/testScope``: each test case runs in a
/// ``TestScope`` of its own.
public struct TestScopeTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test in a suite, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs `function` in a new ``TestScope`` for each test case; a suite itself gets none.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await TestScope.run { try await function() }
    }
}

extension Trait where Self == TestScopeTrait {
    /// Each test runs in a ``TestScope`` of its own: `@Suite(.testScope)`.
    public static var testScope: Self { TestScopeTrait() }
}
