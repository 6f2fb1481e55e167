import XCTest
@testable import CombineGTK

/// A test case whose main-actor tasks run while the test pumps the GLib main context: the
/// dispatch main queue's source is installed for each test (as `Application.run()` does) and
/// removed after it.
class MainQueueTestCase: MainActorTestCase {
    override func setUp() {
        super.setUp()
        onMain { DispatchMainQueueSource.install() }
    }

    override func tearDown() {
        onMain { DispatchMainQueueSource.remove() }
        super.tearDown()
    }
}
