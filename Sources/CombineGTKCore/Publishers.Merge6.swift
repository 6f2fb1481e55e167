#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of six publishers.
    ///
    /// Same contract as `Publishers.Merge`, over six upstreams:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: `.max(1)` per upstream, topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits; fails on the first failure (cancelling
    ///   every upstream); `cancel()` reaches all six;
    /// - the same two deliberate differences from Combine as `Publishers.Merge`.
    public struct Merge6<
        A: Publisher, B: Publisher, C: Publisher,
        D: Publisher, E: Publisher, F: Publisher
    >: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output
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
        /// The sixth upstream publisher.
        public let f: F

        /// A publisher that merges these six upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 6)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                    c.subscribe($0.child(2))
                    d.subscribe($0.child(3))
                    e.subscribe($0.child(4))
                    f.subscribe($0.child(5))
                }
        }

        /// Flattens into one `Merge7` instead of nesting merges.
        public func merge<P: Publisher>(
            with other: P
        ) -> Publishers.Merge7<A, B, C, D, E, F, P>
        where F.Failure == P.Failure, F.Output == P.Output
        {
            Publishers.Merge7(a, b, c, d, e, f, other)
        }

        /// Flattens into one `Merge8` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher>(
            with z: Z, _ y: Y
        ) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
        where F.Failure == Z.Failure, F.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output
        {
            Publishers.Merge8(a, b, c, d, e, f, z, y)
        }
    }
}

extension Publishers.Merge6: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of five other publishers.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge6` for the contract.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> Publishers.Merge6<Self, B, C, D, E, F>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }
}
#endif
