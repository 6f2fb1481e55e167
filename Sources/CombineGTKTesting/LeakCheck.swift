// This package's own test tooling: `package`, not part of the kit users see.

import Foundation
import XCTest

/// LeakSanitizer's check for an XCTest run, made as the bundle finishes rather than at exit.
///
/// At exit, XCTest's own objects (its test runs, the test case instances) are no longer
/// reachable and LeakSanitizer would report them; the tests' leaks would hide among them. As
/// the bundle finishes they are still reachable, so what LeakSanitizer finds then is what the
/// tests leaked. `make sanitize` runs XCTest with `leak_check_at_exit=0` and checks that this
/// ran ("leak-check: done"). In a build without AddressSanitizer, nothing happens.
package enum LeakCheck {
    private typealias CheckFunction = @convention(c) () -> Int32
    private static let check: CheckFunction? = dlsym(nil, "__lsan_do_recoverable_leak_check")
        .map { unsafeBitCast($0, to: CheckFunction.self) }
    nonisolated(unsafe) private static var observer: Observer?

    /// Registers the check once per process; call it from the tests' set-up.
    package static func atBundleEnd() {
        guard observer == nil, let check else { return }
        let observer = Observer(check: check)
        Self.observer = observer
        XCTestObservationCenter.shared.addTestObserver(observer)
    }

    private final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
        let check: CheckFunction

        init(check: @escaping CheckFunction) {
            self.check = check
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            let leaked = check() != 0
            print("leak-check: done, \(leaked ? "LeakSanitizer reported leaks (make sanitize counts them or sets third-party ones aside)" : "no leaks")")
        }
    }
}
