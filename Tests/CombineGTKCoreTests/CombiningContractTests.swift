import CombineGTKTesting
import Foundation
import OpenCombine
import PropertyBased
import XCTest
@testable import CombineGTKCore

/// `combineLatest` and `merge` on random sequences of upstream sends, completions, requests
/// and cancels, compared after every step with `CombiningModel` (Combine's behaviour).
///
/// `COMBINEGTK_STRESS_SEQUENCES` sets how many sequences per operator (default 300);
/// `COMBINEGTK_STRESS_SEED` replays a seed a failure printed.
final class CombiningContractTests: ScopedTestCase {
    static let upstreams = 3

    static let step = Gen<CombiningStep>.frequency(
        (8, zip(Gen.int(in: 0...2), Gen.int(in: 0...99)).map { CombiningStep.send(upstream: $0.0, value: $0.1) }),
        (1, Gen.int(in: 0...2).map { CombiningStep.finish(upstream: $0) }),
        (0.3, Gen.int(in: 0...2).map { CombiningStep.fail(upstream: $0) }),
        (3, Gen.int(in: 0...3).map { CombiningStep.request($0 == 0 ? nil : $0) }),
        (0.3, Gen.always(CombiningStep.cancel))
    )

    static let sequence = zip(Gen.int(in: 0...3), Gen.int(in: 0...2), step.array(of: 1...40))

    func testRandomSequencesMatchCombinesBehaviour() throws {
        for kind in [CombiningModel.Operator.combineLatest, .merge] {
            try TestScope.run { try randomSequencesMatchCombinesBehaviour(kind) }
        }
    }

    /// One operator's sequences; the first difference fails the test, naming the operator.
    private func randomSequencesMatchCombinesBehaviour(_ kind: CombiningModel.Operator) throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["COMBINEGTK_STRESS_SEQUENCES"].flatMap { Int($0) } ?? 300
        var rng = try environment["COMBINEGTK_STRESS_SEED"].map { try XCTUnwrap(Xoshiro(seed: $0)) } ?? Xoshiro()
        var steps = 0
        for number in 0..<count {
            let seed = rng.currentSeed
            let (initial, more, generated) = Self.sequence.run(using: &rng)
            let lawful = Self.lawful(generated)
            steps += lawful.count
            if let failure = Self.run(kind, initial: initial == 0 ? nil : initial - 1, more: more, steps: lawful) {
                XCTFail("""
                    \(kind) sequence \(number + 1) of \(count): \(failure)
                    seed \(seed) (rerun with COMBINEGTK_STRESS_SEED=\(seed) COMBINEGTK_STRESS_SEQUENCES=1)
                    initial demand \(initial == 0 ? "∞" : String(initial - 1)), receive returns \(more), steps: \(lawful.map(\.description).joined(separator: "; "))
                    """)
                return
            }
        }
        print("combining-pbt: \(kind): \(count) sequences, \(steps) steps, 0 differences from the model")
    }

    /// Drops steps an upstream may not take (anything after its completion).
    static func lawful(_ steps: [CombiningStep]) -> [CombiningStep] {
        var completed = Set<Int>()
        return steps.filter { step in
            switch step {
            case let .send(upstream, _):
                return !completed.contains(upstream)
            case let .finish(upstream), let .fail(upstream):
                return completed.insert(upstream).inserted
            case .request, .cancel:
                return true
            }
        }
    }

    /// Runs `steps` on the operator and on the model; the first difference, or nil.
    static func run(_ kind: CombiningModel.Operator, initial: Int?, more: Int, steps: [CombiningStep]) -> String? {
        let upstreams = (0..<Self.upstreams).map { _ in TestUpstream<Int, TestError>() }
        let subscriber = TestSubscriber<String, TestError>(demand: initial.map { .max($0) } ?? .unlimited)
        subscriber.onValue = { _ in .max(more) }
        switch kind {
        case .combineLatest:
            upstreams[0].combineLatest(upstreams[1], upstreams[2]) { "\($0),\($1),\($2)" }.subscribe(subscriber)
        case .merge:
            upstreams[0].merge(with: upstreams[1], upstreams[2]).map(String.init).subscribe(subscriber)
        }
        var model = CombiningModel(kind, upstreams: Self.upstreams, initial: initial, more: more)
        var returned: [Subscribers.Demand] = []
        func observed() -> CombiningObservation {
            var observation = CombiningObservation(upstreams: Self.upstreams)
            observation.values = subscriber.values
            observation.completions = subscriber.completions.map { $0 == .finished ? "finished" : "failure" }
            observation.requests = upstreams.map(\.subscription.requests)
            observation.cancels = upstreams.map(\.subscription.cancelCount)
            observation.returned = returned
            return observation
        }
        if observed() != model.observed {
            return "on subscription: \(observed()), the model says \(model.observed)"
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case let .send(upstream, value):
                returned.append(upstreams[upstream].send(value))
            case let .finish(upstream):
                upstreams[upstream].send(completion: .finished)
            case let .fail(upstream):
                upstreams[upstream].send(completion: .failure(.boom))
            case let .request(amount):
                subscriber.request(amount.map { .max($0) } ?? .unlimited)
            case .cancel:
                subscriber.cancel()
            }
            model.perform(step)
            if observed() != model.observed {
                return "after step \(index + 1) (\(step)): \(observed()), the model says \(model.observed)"
            }
        }
        return nil
    }
}
