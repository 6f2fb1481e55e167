// This package's own test tooling: `package`, not part of the kit users see.

import Foundation

/// A flag one thread sets and another polls: what a test waits for when work finishes on a
/// thread of its own.
package final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    package init() {}

    package var isSet: Bool { lock.withLock { value } }

    package func set() { lock.withLock { value = true } }
}
