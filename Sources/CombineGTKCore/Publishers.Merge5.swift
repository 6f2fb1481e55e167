#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of five publishers.
    ///
    /// Same contract as `Publishers.Merge`, over five upstreams:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: `.max(1)` per upstream, topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits; fails on the first failure (cancelling
    ///   every upstream); `cancel()` reaches all five;
    /// - the same two deliberate differences from Combine as `Publishers.Merge`.
    public struct Merge5<
        A: Publisher, B: Publisher, C: Publisher,
        D: Publisher, E: Publisher
    >: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D
        /// The fifth upstream publisher.
        public let e: E

        /// A publisher that merges these five upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 5)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                    c.subscribe($0.child(2))
                    d.subscribe($0.child(3))
                    e.subscribe($0.child(4))
                }
        }

        /// Flattens into one `Merge6` instead of nesting merges.
        public func merge<P: Publisher>(
            with other: P
        ) -> Publishers.Merge6<A, B, C, D, E, P>
        where E.Failure == P.Failure, E.Output == P.Output
        {
            Publishers.Merge6(a, b, c, d, e, other)
        }

        /// Flattens into one `Merge7` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher>(
            with z: Z, _ y: Y
        ) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
        where E.Failure == Z.Failure, E.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output
        {
            Publishers.Merge7(a, b, c, d, e, z, y)
        }

        /// Flattens into one `Merge8` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
            with z: Z, _ y: Y, _ x: X
        ) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
        where E.Failure == Z.Failure, E.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge8(a, b, c, d, e, z, y, x)
        }
    }
}

extension Publishers.Merge5: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of four other publishers.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge5` for the contract.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E
    ) -> Publishers.Merge5<Self, B, C, D, E>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output
    {
        Publishers.Merge5(self, b, c, d, e)
    }
}
#endif
