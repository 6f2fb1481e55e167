#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of any number of publishers of one type.
    ///
    /// Same contract as `Publishers.Merge`, over `publishers`:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: nothing asked before the downstream asks, then `.max(1)`
    ///   per upstream (`.unlimited` for unlimited demand), topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits (with no upstreams, on the first request);
    ///   fails on the first failure, cancelling every upstream; `cancel()` reaches every
    ///   upstream; the subscriber is released when the subscription ends.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The upstream publishers, in the order given.
        public let publishers: [Upstream]

        /// A publisher that merges the publishers given.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// A publisher that merges the publishers of a sequence.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: publishers.count).start { subscription in
                for (index, publisher) in publishers.enumerated() {
                    publisher.subscribe(subscription.child(index))
                }
            }
        }

        /// Adds `other` to the merged publishers instead of nesting merges.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of another publisher of the same
    /// type. See `Publishers.MergeMany` for the contract.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }
}
#endif
