#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of four publishers.
    ///
    /// Same contract as `Publishers.Merge`, over four upstreams:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: `.max(1)` per upstream, topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits; fails on the first failure (cancelling
    ///   every upstream); `cancel()` reaches all four;
    /// - the same two deliberate differences from Combine as `Publishers.Merge`.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output
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

        /// A publisher that merges these four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 4)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                    c.subscribe($0.child(2))
                    d.subscribe($0.child(3))
                }
        }

        /// Flattens into one `Merge5` instead of nesting merges.
        public func merge<P: Publisher>(
            with other: P
        ) -> Publishers.Merge5<A, B, C, D, P>
        where D.Failure == P.Failure, D.Output == P.Output
        {
            Publishers.Merge5(a, b, c, d, other)
        }

        /// Flattens into one `Merge6` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher>(
            with z: Z, _ y: Y
        ) -> Publishers.Merge6<A, B, C, D, Z, Y>
        where D.Failure == Z.Failure, D.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output
        {
            Publishers.Merge6(a, b, c, d, z, y)
        }

        /// Flattens into one `Merge7` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
            with z: Z, _ y: Y, _ x: X
        ) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
        where D.Failure == Z.Failure, D.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge7(a, b, c, d, z, y, x)
        }

        /// Flattens into one `Merge8` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W
        ) -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
        where D.Failure == Z.Failure, D.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output
        {
            Publishers.Merge8(a, b, c, d, z, y, x, w)
        }
    }
}

extension Publishers.Merge4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of three other publishers.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge4` for the contract.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
        with b: B, _ c: C, _ d: D
    ) -> Publishers.Merge4<Self, B, C, D>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output,
          C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }
}
#endif
