extension Publisher where Failure == Never {
    /// Sends every value to `binder` until the returned cancellable is cancelled or released.
    /// Requests unlimited demand.
    public func bind(to binder: Binder<Output>) -> AnyCancellable {
        sink { binder.on($0) }
    }

    /// Sends every value to `binder`, for binders of optional values (`tooltipTextBinder`).
    public func bind(to binder: Binder<Output?>) -> AnyCancellable {
        sink { binder.on($0) }
    }
}
