import XCTest
import CombineGTKTesting

/// XCTest on Linux runs tests on the main thread but cannot call `@MainActor` test methods;
/// tests enter the main actor through `onMain`.
class MainActorTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        LeakCheck.atBundleEnd()
    }

    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        XCTAssertTrue(Thread.isMainThread, "GTK tests must run on the main thread")
        try MainActor.assumeIsolated { try body() }
    }
}
