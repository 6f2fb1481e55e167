#if !canImport(Combine)
import OpenCombine

/// The upstream side of an N-ary operator: one slot per upstream publisher.
///
/// Mutated only under the owning subscription's lock. Nothing here calls an upstream:
/// methods return the calls to make, and the owner makes them after unlocking.
struct UpstreamSlots {
    private var subscriptions: [Subscription?]
    private var requested: [Subscribers.Demand]
    private var finished: [Bool]
    /// What every upstream should have been asked for in all. A running total rather than
    /// per-request increments, so an upstream whose subscription arrives late catches up
    /// with one request, and no upstream is asked twice for the same demand.
    private var granted = Subscribers.Demand.none
    private var finishedCount = 0

    init(count: Int) {
        subscriptions = Array(repeating: nil, count: count)
        requested = Array(repeating: .none, count: count)
        finished = Array(repeating: false, count: count)
    }

    var count: Int { subscriptions.count }
    var allFinished: Bool { finishedCount == count }

    func isFinished(_ index: Int) -> Bool { finished[index] }

    /// Stores `subscription` for upstream `index`; `false` if the slot already has one or
    /// has finished, and the caller must cancel it (a publisher may subscribe only once).
    mutating func attach(_ subscription: Subscription, at index: Int) -> Bool {
        guard subscriptions[index] == nil, !finished[index] else { return false }
        subscriptions[index] = subscription
        return true
    }

    mutating func grant(_ demand: Subscribers.Demand) {
        granted += demand
    }

    /// The requests that bring every attached, unfinished upstream up to what was granted.
    mutating func takeRequests() -> [UpstreamRequest] {
        guard granted > 0 else { return [] }
        var requests: [UpstreamRequest] = []
        for index in subscriptions.indices {
            guard let subscription = subscriptions[index],
                  let demand = Self.shortfall(granted, requested[index])
            else { continue }
            requested[index] = granted
            requests.append(
                UpstreamRequest(index: index, subscription: subscription, demand: demand)
            )
        }
        return requests
    }

    /// Marks upstream `index` finished. Its subscription is returned so that it is
    /// released outside the lock.
    mutating func finish(_ index: Int) -> Subscription? {
        guard !finished[index] else { return nil }
        finished[index] = true
        finishedCount += 1
        let subscription = subscriptions[index]
        subscriptions[index] = nil
        return subscription
    }

    /// Empties every slot; the caller cancels what is returned, except `index` (the
    /// upstream that just failed, which must not be cancelled after completing).
    mutating func detachAll(except index: Int? = nil) -> [Subscription] {
        var detached: [Subscription] = []
        for slot in subscriptions.indices {
            if slot != index, let subscription = subscriptions[slot] {
                detached.append(subscription)
            }
            subscriptions[slot] = nil
        }
        return detached
    }

    /// `total - already`, or nil when nothing is missing. Not `Demand`'s `-`, which keeps
    /// `.unlimited - .unlimited` unlimited.
    private static func shortfall(
        _ total: Subscribers.Demand,
        _ already: Subscribers.Demand
    ) -> Subscribers.Demand? {
        guard let alreadyCount = already.max else { return nil }
        guard let totalCount = total.max else { return .unlimited }
        return totalCount > alreadyCount ? .max(totalCount - alreadyCount) : nil
    }
}

struct UpstreamRequest {
    let index: Int
    let subscription: Subscription
    let demand: Subscribers.Demand
}

extension Array where Element == UpstreamRequest {
    /// Sends every request except the one for `caller`, which is returned instead: that
    /// upstream is inside our `receive(_:)`, and Combine's way to ask it for more is the
    /// return value, which also spares publishers a re-entrant `request(_:)`.
    func send(returningFor caller: Int?) -> Subscribers.Demand {
        var returned = Subscribers.Demand.none
        for request in self {
            if request.index == caller {
                returned += request.demand
            } else {
                request.subscription.request(request.demand)
            }
        }
        return returned
    }
}
#endif
