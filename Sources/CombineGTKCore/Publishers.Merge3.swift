#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that interleaves the elements of three publishers.
    ///
    /// Same contract as `Publishers.Merge`, over three upstreams:
    /// - every value of every upstream as it arrives; no initial value;
    /// - Combine's demand strategy: `.max(1)` per upstream, topped up per delivered value;
    ///   without demand, the latest value of each upstream waits;
    /// - finishes when all finish and none waits; fails on the first failure (cancelling
    ///   every upstream); `cancel()` reaches all three;
    /// - the same two deliberate differences from Combine as `Publishers.Merge`.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// A publisher that merges these three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            MergeSubscription(downstream: subscriber, upstreamCount: 3)
                .start {
                    a.subscribe($0.child(0))
                    b.subscribe($0.child(1))
                    c.subscribe($0.child(2))
                }
        }

        /// Flattens into one `Merge4` instead of nesting merges.
        public func merge<P: Publisher>(
            with other: P
        ) -> Publishers.Merge4<A, B, C, P>
        where C.Failure == P.Failure, C.Output == P.Output
        {
            Publishers.Merge4(a, b, c, other)
        }

        /// Flattens into one `Merge5` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher>(
            with z: Z, _ y: Y
        ) -> Publishers.Merge5<A, B, C, Z, Y>
        where C.Failure == Z.Failure, C.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output
        {
            Publishers.Merge5(a, b, c, z, y)
        }

        /// Flattens into one `Merge6` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher>(
            with z: Z, _ y: Y, _ x: X
        ) -> Publishers.Merge6<A, B, C, Z, Y, X>
        where C.Failure == Z.Failure, C.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge6(a, b, c, z, y, x)
        }

        /// Flattens into one `Merge7` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W
        ) -> Publishers.Merge7<A, B, C, Z, Y, X, W>
        where C.Failure == Z.Failure, C.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output
        {
            Publishers.Merge7(a, b, c, z, y, x, w)
        }

        /// Flattens into one `Merge8` instead of nesting merges.
        public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
        ) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
        where C.Failure == Z.Failure, C.Output == Z.Output,
              Z.Failure == Y.Failure, Z.Output == Y.Output,
              Y.Failure == X.Failure, Y.Output == X.Output,
              X.Failure == W.Failure, X.Output == W.Output,
              W.Failure == V.Failure, W.Output == V.Output
        {
            Publishers.Merge8(a, b, c, z, y, x, w, v)
        }
    }
}

extension Publishers.Merge3: Equatable
where A: Equatable, B: Equatable, C: Equatable {}

extension Publisher {
    /// Interleaves this publisher's elements with those of two other publishers.
    ///
    /// Emits until every upstream has finished; fails with the first upstream failure.
    /// See `Publishers.Merge3` for the contract.
    public func merge<B: Publisher, C: Publisher>(
        with b: B, _ c: C
    ) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output,
          B.Failure == C.Failure, B.Output == C.Output
    {
        Publishers.Merge3(self, b, c)
    }
}
#endif
