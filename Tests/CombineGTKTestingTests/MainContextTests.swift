import CombineGTKTesting
@preconcurrency import OpenCombine
import Testing

/// Pumping, finalization and emission on objects that need no display; the widget tests
/// cover what does (`TestKitWidgetTests`).
@MainActor
@Suite struct MainContextTests {
    @Test func assertEventuallyPumpsUntilTheConditionHolds() {
        var fired = false
        MainContextScheduler.shared.schedule(after: MainContextScheduler.shared.now.advanced(by: .milliseconds(20))) {
            fired = true
        }
        #expect(!fired)
        #expect(assertEventually("the scheduled action ran") { fired })
    }

    @Test func assertEventuallyFailsAtTheDeadlineSayingWhat() {
        withKnownIssue {
            #expect(!assertEventually("never", timeout: 0.05) { false })
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("did not hold within 0.05 s") && $0.rawValue.contains("never") }
        }
    }

    @Test func drainRunsWhatIsPendingWithoutWaiting() {
        var ran = false
        MainContextScheduler.shared.schedule { ran = true }
        drainMainContext()
        #expect(ran)
    }

    @Test func assertFinalizedPassesWhenNothingKeepsTheObject() {
        var bindings = Set<AnyCancellable>()
        #expect(assertFinalized("a subscription does not keep the action") {
            let action = SimpleAction(name: "go")
            action.activatePublisher.sink {}.store(in: &bindings)
            return action
        })
    }

    @Test func assertFinalizedNamesWhatIsStillAlive() {
        let kept = SimpleAction(name: "kept")
        let finalization = Finalization(kept)
        withKnownIssue {
            assertFinalized(finalization, timeout: 0.05)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("not finalized within 0.05 s: GSimpleAction") }
        }
        #expect(!finalization.isFinalized)
        withExtendedLifetime(kept) {}
    }

    @Test func assertDeallocatedChecksSwiftObjects() {
        final class Model {}
        #expect(assertDeallocated { Model() })
        let kept = Model()
        withKnownIssue {
            assertDeallocated(timeout: 0.05) { kept }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Model not deallocated") }
        }
    }

    @Test func emitFailsClearlyOnASignalItCannotEmit() {
        let action = SimpleAction(name: "go")
        let activations = TestSubscriber(subscribingTo: action.activatePublisher)
        withKnownIssue {
            action.emit("no-such-signal")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("GSimpleAction has no signal \"no-such-signal\"") }
        }
        withKnownIssue {
            action.emit("activate") // takes the parameter variant
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("takes 1 arguments") }
        }
        #expect(activations.values.isEmpty, "nothing emitted")
        activations.cancel()
    }

    @Test func virtualTimeStartsAtZero() {
        let scheduler = MainContextScheduler.test
        var fired: [Int64] = []
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { fired.append(scheduler.now.microseconds) }
        scheduler.advance(by: 1)
        #expect(fired.isEmpty)
        scheduler.advance(by: 1)
        #expect(fired == [2_000_000])
    }
}
