@preconcurrency import OpenCombine

extension Publisher where Failure == Never {
    /// Sends every value to `binder` until the returned cancellable is cancelled or released.
    /// Requests unlimited demand; values that arrive after `cancel()` are not applied.
    public func bind(to binder: Binder<Output>) -> AnyCancellable {
        let subscriber = BindingSubscriber(binder)
        subscribe(subscriber)
        // A closure over the one object: no allocation for its context.
        return AnyCancellable { subscriber.cancel() }
    }

    /// Sends every value to `binder`, for binders of optional values (`tooltipTextBinder`).
    public func bind(to binder: Binder<Output?>) -> AnyCancellable {
        map(Optional.some).bind(to: binder)
    }
}
