#if !canImport(Combine)
import OpenCombine

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers, as
    /// Combine's does.
    ///
    /// - No initial value: emits only once every upstream has emitted, then a tuple of the
    ///   latest values whenever any upstream emits while there is demand.
    /// - Demand, Combine's strategy: every downstream request goes, unchanged, to every
    ///   upstream that has subscribed and not finished (`.unlimited` included, and after it);
    ///   a request of `.none` is a precondition failure. The demand `receive(_:)` returns goes
    ///   back to the upstream whose value was delivered. A value that arrives without demand,
    ///   or while a tuple is being delivered (a subscriber sending into an upstream from
    ///   `receive(_:)`, or another thread), only replaces its upstream's latest value: no
    ///   tuple is kept for later, so after a request nothing is sent until an upstream emits
    ///   again.
    /// - Finishes when every upstream has finished.
    /// - Fails with the first upstream failure, and cancels the other upstreams.
    /// - `cancel()` cancels every upstream.
    /// - Delivers on the thread of the upstream that emitted; calls to the subscriber from
    ///   different threads never overlap.
    /// - One difference from Combine, on purpose: the subscriber is released as soon as the
    ///   subscription ends (cancel, finish, failure), where Combine keeps it until the
    ///   subscription itself is released.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// A publisher that combines the latest values of these two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            // The casts cannot fail: slot i only ever holds values of upstream i.
            CombineLatestSubscription(downstream: subscriber, upstreamCount: 2) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }
                .start {
                    a.subscribe($0.child(0) { $0 as Any })
                    b.subscribe($0.child(1) { $0 as Any })
                }
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    ///
    /// Same contract as `Publishers.CombineLatest`, over three upstreams:
    /// - no initial value; a tuple of the latest values once all three have emitted;
    /// - Combine's demand strategy: requests pass unchanged to every upstream; without demand
    ///   (or from inside `receive(_:)`) a value only replaces its upstream's latest;
    /// - finishes when all finish; fails on the first failure; `cancel()` reaches all three;
    /// - the subscriber is released when the subscription ends (unlike Combine).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// A publisher that combines the latest values of these three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            CombineLatestSubscription(downstream: subscriber, upstreamCount: 3) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
                .start {
                    a.subscribe($0.child(0) { $0 as Any })
                    b.subscribe($0.child(1) { $0 as Any })
                    c.subscribe($0.child(2) { $0 as Any })
                }
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers.
    ///
    /// Same contract as `Publishers.CombineLatest`, over four upstreams:
    /// - no initial value; a tuple of the latest values once all four have emitted;
    /// - Combine's demand strategy: requests pass unchanged to every upstream; without demand
    ///   (or from inside `receive(_:)`) a value only replaces its upstream's latest;
    /// - finishes when all finish; fails on the first failure; `cancel()` reaches all four;
    /// - the subscriber is released when the subscription ends (unlike Combine).
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>:
        Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        /// A publisher that combines the latest values of these four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S)
        where S.Failure == Failure, S.Input == Output {
            CombineLatestSubscription(downstream: subscriber, upstreamCount: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
                .start {
                    a.subscribe($0.child(0) { $0 as Any })
                    b.subscribe($0.child(1) { $0 as Any })
                    c.subscribe($0.child(2) { $0 as Any })
                    d.subscribe($0.child(3) { $0 as Any })
                }
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}

extension Publishers.CombineLatest4: Equatable
where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
    /// Publishes a tuple of the latest values of this publisher and `other`, once both have
    /// emitted, whenever either emits. See `Publishers.CombineLatest` for the contract.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Like `combineLatest(_:)`, publishing `transform` of the latest values.
    public func combineLatest<P: Publisher, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        combineLatest(other).map(transform)
    }

    /// Publishes a tuple of the latest values of this publisher and two others, once all
    /// have emitted, whenever any emits. See `Publishers.CombineLatest3`.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P,
        _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Like `combineLatest(_:_:)`, publishing `transform` of the latest values.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        combineLatest(publisher1, publisher2).map(transform)
    }

    /// Publishes a tuple of the latest values of this publisher and three others, once all
    /// have emitted, whenever any emits. See `Publishers.CombineLatest4`.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Like `combineLatest(_:_:_:)`, publishing `transform` of the latest values.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P,
        _ publisher2: Q,
        _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        combineLatest(publisher1, publisher2, publisher3).map(transform)
    }
}
#endif
