#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of eight publishers.
    ///
    /// Same contract as `Publishers.Merge`, over eight upstreams:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: `.max(1)` per upstream, topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits; fails on the first failure (cancelling
    ///   every upstream); `cancel()` reaches all eight;
    /// - the same two deliberate differences from Combine as `Publishers.Merge`.
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher,
        E: Publisher, F: Publisher, G: Publisher, H: Publisher
    >: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output,
          G.Failure == H.Failure, G.Output == H.Output
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
        /// The seventh upstream publisher.
        public let g: G
        /// The eighth upstream publisher.
        public let h: H

        /// A publisher that merges these eight upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 8)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                    c.subscribe($0.child(2))
                    d.subscribe($0.child(3))
                    e.subscribe($0.child(4))
                    f.subscribe($0.child(5))
                    g.subscribe($0.child(6))
                    h.subscribe($0.child(7))
                }
        }
    }
}

extension Publishers.Merge8: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable,
      E: Equatable, F: Equatable, G: Equatable, H: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of seven other publishers.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge8` for the contract.
    public func merge<
        B: Publisher, C: Publisher, D: Publisher, E: Publisher,
        F: Publisher, G: Publisher, H: Publisher
    >(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output,
          D.Failure == E.Failure, D.Output == E.Output,
          E.Failure == F.Failure, E.Output == F.Output,
          F.Failure == G.Failure, F.Output == G.Output,
          G.Failure == H.Failure, G.Output == H.Output
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
#endif
