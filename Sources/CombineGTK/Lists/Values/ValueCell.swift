@preconcurrency import OpenCombine
import Synchronization

/// A value CombineGTK keeps on the main thread for others to follow (a list element, the
/// selected id), with the subscriptions of its `ValuePublisher`s.
///
/// Changes are versioned: a subscription remembers the version it sent last, so however
/// changes and demand interleave (a change made from inside `receive`, demand returned
/// later), no value is sent twice and the latest is never lost.
///
/// Main thread only, except `ValueSubscription.cancel()` and `request(_:)`, which hop here.
@usableFromInline
class ValueCell<Value>: AnyValueCell {
    private(set) var value: Value
    /// Bumped on each change; 0 is never a version, so a new subscription owes the value.
    private(set) var version: UInt64 = 1
    private(set) var isEnded = false
    /// Not generic: an array of a generic element type looks up its type's metadata each
    /// time it is made or read in generic code (a `ListStore` update made one per new item).
    private var subscriptions: [AnyValueSubscription] = []

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Stores `value` without telling anyone yet: `notify()` follows once the change is
    /// visible everywhere (after the list store's splices).
    @usableFromInline
    func store(_ value: Value) {
        self.value = value
        version &+= 1
    }

    /// Sends the latest value to every subscription with demand that has not seen it.
    @usableFromInline
    func notify() {
        guard !subscriptions.isEmpty else { return }
        // A copy: a subscriber may subscribe or cancel from inside `receive`.
        for subscription in subscriptions {
            subscription.deliverLatest()
        }
    }

    /// No more values: every subscription finishes, and later ones finish at once.
    @usableFromInline
    override func end() {
        guard !isEnded else { return }
        isEnded = true
        // Most cells end with no subscription (a list's rows bind only what is shown).
        guard !subscriptions.isEmpty else { return }
        let ended = subscriptions
        subscriptions = []
        ValueSubscriptions.live.subtract(ended.count, ordering: .relaxed)
        for subscription in ended {
            subscription.finish()
        }
    }

    func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
        guard !isEnded else {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: .finished)
            return
        }
        let subscription = ValueSubscription(downstream: subscriber, cell: self)
        subscriptions.append(subscription)
        ValueSubscriptions.live.add(1, ordering: .relaxed)
        subscriber.receive(subscription: subscription)
    }

    func remove(_ subscription: AnyValueSubscription) {
        if let index = subscriptions.firstIndex(where: { $0 === subscription }) {
            subscriptions.remove(at: index)
            ValueSubscriptions.live.subtract(1, ordering: .relaxed)
        }
    }
}

/// A cell whatever its value: what C callbacks (a destroy notify) hold.
@usableFromInline
class AnyValueCell: ReleaseObserver {
    @usableFromInline
    func end() {}

    /// A cell attached to a GObject (a `ListItemBox` to its item) ends with it: nothing can
    /// reach its value any more.
    override func releasedByObject() {
        end()
    }

    @usableFromInline
    override init() {}
}

extension ValueCell where Value: Equatable {
    /// Stores `value` and sends it, if it differs from the current one.
    func update(_ value: Value) {
        guard value != self.value else { return }
        store(value)
        notify()
    }
}
