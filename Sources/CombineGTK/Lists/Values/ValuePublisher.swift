@preconcurrency import OpenCombine

/// A value CombineGTK keeps for a list, followed: one element of a `ListStore` (what a
/// `TypedListView` row binds to), or the id a `TypedSingleSelection` has selected.
///
/// - Sends the current value on subscription (as soon as there is demand), then every
///   change, never the same change twice.
/// - Demand is honoured. Changes made while demand is zero are not queued: when demand
///   returns, the latest value is sent if it has not been (as `CurrentValueSubject` does).
///   So a value changed and changed back while demand was zero (A, then B, then A) is sent
///   again: a change happened. With unlimited demand (`sink`, `bind(to:)`) every change is
///   sent as it happens; add `removeDuplicates()` where equal neighbours matter.
/// - Finishes once when the value ends: the element leaves its store (a move is not
///   leaving), or the item or selection model holding it is finalized; subscribing after
///   that finishes at once. Never fails.
/// - Holds no GObject: an element's publisher does not keep its item, its store or a row
///   alive.
/// - `cancel()` is idempotent and stops delivery at once, on any thread.
/// - Subscribe on the main thread; values arrive on the main thread.
public struct ValuePublisher<Output>: Publisher {
    public typealias Failure = Never

    let cell: ValueCell<Output>

    init(_ cell: ValueCell<Output>) {
        self.cell = cell
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        MainThread.check("ValuePublisher<\(Output.self)>.receive(subscriber:)")
        cell.subscribe(subscriber)
    }
}
