import XCTest
import Foundation
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
import PropertyBased
@testable import CombineGTK

/// The publisher contract, checked on random sequences of steps (subscribe, request, cancel,
/// cancel from another thread, emit, programmatic property and state sets, a binder's value
/// from another thread, dispose, finalize, and re-entrant reactions from inside `receive`)
/// against `ContractModel` after every step: a signal, a property and an action's state
/// (`statePublisher(as:)`, by value and by variant).
///
/// Runs in XCTest, on the main thread, because GObject publishers must be subscribed there;
/// the sequences come from PropertyBased's generators with a seeded `Xoshiro`.
///
/// - `COMBINEGTK_STRESS_SEQUENCES`: how many sequences (default 300; `make stress` runs 50,000,
///   `make sanitize` 3,000 under ThreadSanitizer).
/// - `COMBINEGTK_STRESS_SEED`: the seed (base64, as printed); random when unset. A failure prints
///   the seed of the failing sequence: run it alone with that seed and
///   `COMBINEGTK_STRESS_SEQUENCES=1`.
final class PublisherContractPropertyTests: MainActorTestCase {
    func testRandomSequencesKeepTheContract() throws {
        var (count, rng) = try RandomSequences.setUp(count: "COMBINEGTK_STRESS_SEQUENCES", default: 300)
        let firstSeed = rng.currentSeed
        print("contract-pbt: seed \(firstSeed), \(count) sequences")

        onMain {
            let started = Date()
            var statistics = Statistics()
            for number in 0..<count {
                let seed = rng.currentSeed
                let steps = ContractGen.sequence.run(using: &rng)
                if let failure = ContractRun.run(steps, statistics: &statistics) {
                    let shrunk = ContractRun.shrink(steps, failure: failure)
                    let listing = shrunk.steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
                    XCTFail("""
                        sequence \(number + 1) of \(count) broke the contract: \(shrunk.failure)
                        seed \(seed) (rerun with COMBINEGTK_STRESS_SEED=\(seed) COMBINEGTK_STRESS_SEQUENCES=1)
                        \(steps.count) steps, shrunk to \(shrunk.steps.count):
                        \(listing)
                        """)
                    statistics.failures += 1
                    break
                }
                statistics.sequences += 1
            }
            let seconds = Date().timeIntervalSince(started)
            print("contract-pbt: \(statistics.sequences) sequences, \(statistics.steps) steps, \(statistics.failures) failures "
                + "(\(statistics.values) values, \(statistics.completions) completions, \(statistics.subscribers) subscribers, "
                + "\(statistics.endedEarly) objects disposed or finalized mid-sequence) in \(String(format: "%.1f", seconds)) s, seed \(firstSeed)")
        }
    }

    /// Found by this test (shrunk to one step): a property changed from inside `receive`,
    /// while demand was zero, was not sent when `receive` returned more demand, so the
    /// subscriber kept a stale value.
    func testDemandReturnedFromReceiveSendsTheLatestValue() {
        onMain {
            let action = SimpleAction(name: "go")
            var toggles = 0
            let subscriber = TestSubscriber<Bool, Never>(demand: .max(1))
            subscriber.onValue = { value in
                if toggles < 1 {
                    toggles += 1
                    action.isEnabled = !value
                }
                return .max(1)
            }
            action.enabledPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, [true, false], "the change made while demand was zero arrives with the returned demand")
            subscriber.cancel()
        }
    }

    /// The state publishers in the harness: activation toggles the state while no
    /// `activate` handler is connected, and a state change from inside `receive` restarts
    /// `notify::state` without nesting.
    func testAKnownStateSequenceMatchesTheModel() {
        onMain {
            let steps: [Step] = [
                .subscribe(.state, initial: .max(1), more: 1, reaction: .none),
                .subscribe(.stateByVariant, initial: .max(1), more: 0, reaction: .toggleState),
                .activate,               // no activate handler: GIO toggles the state
                .subscribe(.signal, initial: .unlimited, more: 0, reaction: .none),
                .activate,               // a handler now: emitted, the state stays
                .setState(true),
                .notifyStateUnchanged,   // no repeat
                .request(1, .max(1)),    // #1 gets the latest, and toggles the state back
                .cancel(0),
                .setState(true),
                .finalize,
            ]
            var model = ContractModel()
            steps.forEach { model.perform($0) }
            XCTAssertEqual(model.trace, ["0:F", "1:F", "0:T", "0:F", "2:•", "0:T", "1:T", "0:F"])
            XCTAssertEqual(model.subscribers.map(\.completions), [0, 1, 1])
            var statistics = Statistics()
            XCTAssertNil(ContractRun.run(steps, statistics: &statistics))
        }
    }

    /// The harness itself: a hand-written sequence whose every delivery is known.
    func testAKnownSequenceMatchesTheModel() {
        onMain {
            let steps: [Step] = [
                .subscribe(.property, initial: .max(1), more: 0, reaction: .none),
                .subscribe(.signal, initial: .max(2), more: 0, reaction: .toggleEnabled),
                .activate,               // signal #1 receives, toggles enabled to false
                .request(0, .max(1)),    // property #0 gets the latest: false
                .activate,               // disabled: GSimpleAction does not emit
                .emit,                   // emitted directly: #1 receives, toggles to true
                .cancel(1),
                .emit,
                .finalize,
                .subscribe(.signal, initial: .unlimited, more: 0, reaction: .none),
            ]
            var model = ContractModel()
            steps.forEach { model.perform($0) }
            XCTAssertEqual(model.trace, ["0:T", "1:•", "0:F", "1:•"])
            XCTAssertEqual(model.subscribers.map(\.completions), [1, 0, 1])
            var statistics = Statistics()
            XCTAssertNil(ContractRun.run(steps, statistics: &statistics))
        }
    }
}

struct Statistics {
    var sequences = 0
    var steps = 0
    var failures = 0
    var values = 0
    var completions = 0
    var subscribers = 0
    var endedEarly = 0
}

@MainActor
enum ContractRun {
    /// Runs `steps` on a new `GSimpleAction` and the model side by side, comparing after every
    /// step and after a final finalize. Returns what differed first, or nil.
    static func run(_ steps: [Step], statistics: inout Statistics) -> String? {
        let harness = Harness()
        var model = ContractModel()
        for (index, step) in steps.enumerated() {
            harness.perform(step)
            model.perform(step)
            statistics.steps += 1
            if let difference = harness.difference(from: model) {
                return "after step \(index + 1) (\(step)): \(difference)"
            }
        }
        if model.life != .alive { statistics.endedEarly += 1 }
        harness.perform(.finalize)
        model.perform(.finalize)
        if let difference = harness.difference(from: model) {
            return "after the final finalize: \(difference)"
        }
        if let leaked = harness.leftovers() {
            return "after the final finalize: \(leaked)"
        }
        statistics.values += model.trace.count
        statistics.completions += model.subscribers.reduce(0) { $0 + $1.completions }
        statistics.subscribers += model.subscribers.count
        return nil
    }

    /// Removes steps (and reactions) while the sequence still fails: a smaller sequence that
    /// shows the same kind of failure.
    static func shrink(_ steps: [Step], failure: String) -> (steps: [Step], failure: String) {
        var current = steps
        var currentFailure = failure
        var statistics = Statistics()
        var shrinking = true
        while shrinking {
            shrinking = false
            for index in current.indices.reversed() where index < current.count {
                var candidate = current
                candidate.remove(at: index)
                if !candidate.isEmpty, let failure = run(candidate, statistics: &statistics) {
                    current = candidate
                    currentFailure = failure
                    shrinking = true
                }
            }
            for index in current.indices {
                guard let simpler = current[index].withoutReaction else { continue }
                var candidate = current
                candidate[index] = simpler
                if let failure = run(candidate, statistics: &statistics) {
                    current = candidate
                    currentFailure = failure
                    shrinking = true
                }
            }
        }
        return (current, currentFailure)
    }
}
