#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of two publishers, as Combine's does.
    ///
    /// - No initial value: emits the values of every upstream as they arrive.
    /// - Demand, Combine's strategy: each upstream is asked for `.max(1)` as it subscribes
    ///   (`.unlimited` if the downstream demand already is), and for one more each time one
    ///   of its values is delivered. A value that arrives without demand waits as its
    ///   upstream's pending value; a newer one from the same upstream replaces it. A request
    ///   delivers pending values in upstream order; `.unlimited` delivers them all, asks every
    ///   upstream for `.unlimited`, and later requests are ignored. A request made while a
    ///   value is being delivered (from inside `receive(_:)`, or from another thread) counts
    ///   once that delivery returns.
    /// - Finishes when every upstream has finished and no value is pending (with no
    ///   upstreams, on the first request).
    /// - Fails with the first upstream failure, dropping pending values and cancelling every
    ///   upstream, the failed one included.
    /// - `cancel()` cancels every upstream.
    /// - Delivers on the thread of the upstream that emitted, or of the `request(_:)` that
    ///   released a pending value. Calls from different threads never overlap; a value sent
    ///   from inside `receive(_:)` on the same thread is delivered at once, nested, as in
    ///   Combine, when demand is left for it.
    /// - Two differences from Combine, on purpose: the subscriber is released as soon as the
    ///   subscription ends (cancel, finish, failure), where Combine keeps it until the
    ///   subscription itself is released; and a value is counted against the demand before
    ///   it is sent. Combine's Merge counts it after, so in Combine a value sent re-entrantly
    ///   can take demand already spent, and more values arrive than were asked for.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// A publisher that merges these two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 2)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                }
        }

        /// Flattens into one `Merge3` instead of nesting merges.
        public func merge<P: Publisher>(
            with other: P
        ) -> Publishers.Merge3<A, B, P>
        where B.Failure == P.Failure, B.Output == P.Output
        {
            Publishers.Merge3(a, b, other)
        }

        /// Flattens into one `Merge4` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher>(
            with z: Z, _ y: Y
        ) -> Publishers.Merge4<A, B, Z, Y>
        where B.Failure == Z.Failure, B.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output
        {
            Publishers.Merge4(a, b, z, y)
        }

        /// Flattens into one `Merge5` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
            with z: Z, _ y: Y, _ x: X
        ) -> Publishers.Merge5<A, B, Z, Y, X>
        where B.Failure == Z.Failure, B.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge5(a, b, z, y, x)
        }

        /// Flattens into one `Merge6` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W
        ) -> Publishers.Merge6<A, B, Z, Y, X, W>
        where B.Failure == Z.Failure, B.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output
        {
            Publishers.Merge6(a, b, z, y, x, w)
        }

        /// Flattens into one `Merge7` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
        ) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
        where B.Failure == Z.Failure, B.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output,
              W.Failure == V.Failure, W.Output == V.Output
        {
            Publishers.Merge7(a, b, z, y, x, w, v)
        }

        /// Flattens into one `Merge8` instead of nesting merges.
        public func merge<
            Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher
        >(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U
        ) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
        where B.Failure == Z.Failure, B.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output,
              W.Failure == V.Failure, W.Output == V.Output,
              V.Failure == U.Failure, V.Output == U.Output
        {
            Publishers.Merge8(a, b, z, y, x, w, v, u)
        }
    }
}

extension Publishers.Merge: Equatable
where A: Equatable, B: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of `other`.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge` for the contract.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }
}
#endif
