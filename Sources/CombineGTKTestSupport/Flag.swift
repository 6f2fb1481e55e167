import Foundation

/// A flag one thread sets and another polls: what a test waits for when work finishes on a
/// thread of its own.
public final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    public init() {}

    public var isSet: Bool { lock.withLock { value } }

    public func set() { lock.withLock { value = true } }
}
