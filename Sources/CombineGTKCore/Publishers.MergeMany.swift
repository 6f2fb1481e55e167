#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of any number of publishers of one type.
    ///
    /// Same contract as `Publishers.Merge`, over `publishers`:
    /// - every value of every upstream, in arrival order; no initial value;
    /// - values without demand are buffered, never dropped;
    /// - finishes when all finish (at once, if there are none); fails on the first
    ///   failure; `cancel()` reaches every upstream.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            let buffer = MergeBuffer<Output>()
            CombiningSubscription(
                downstream: subscriber,
                upstreamCount: publishers.count,
                buffer: buffer
            ).start { subscription in
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
