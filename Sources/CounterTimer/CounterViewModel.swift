@preconcurrency import OpenCombine

/// The counter of seed 002: a number that a "+1" button raises and a label shows.
///
/// - `countText` sends the current count on subscription, then each new one, never the
///   same text twice in a row; it never fails or finishes.
/// - Values are sent synchronously on the thread that calls `increment()`: the main thread.
@MainActor
public final class CounterViewModel {
    /// The count; `$count` is the seed's publisher, kept for code ported from UIKit.
    @Published public private(set) var count: Int

    /// The count as the label shows it: "0", "1", "2", …
    public var countText: AnyPublisher<String, Never> {
        $count
            .map { String($0) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    public init(count: Int = 0) {
        self.count = count
    }

    /// Input: the "+1" button was clicked.
    public func increment() {
        count += 1
    }
}
