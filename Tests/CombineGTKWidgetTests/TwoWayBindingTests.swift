import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Two switches bound to one view model's `@Published var isOn`, as the app's settings
/// screen does: a change on either side reaches the other once, and nothing echoes.
final class TwoWayBindingTests: XCTestCase {
    final class ViewModel {
        /// How many times `isOn` was assigned (by the bindings or by the test).
        var assignments = 0
        @Published var isOn: Bool { didSet { assignments += 1 } }
        init(isOn: Bool) { self.isOn = isOn }
    }

    /// Two switches in a window, bound to `model`, with counters of their raw
    /// `notify::active` emissions (not de-duplicated, unlike `activePublisher`).
    @MainActor
    final class Fixture {
        var window: Window? = Window()
        var a: Switch? = Switch()
        var b: Switch? = Switch()
        var notifiesA = 0
        var notifiesB = 0
        var bindings: [AnyCancellable] = []
        private var counters: [AnyCancellable] = []

        init(model: ViewModel) {
            let box = Box()
            box.append(a!)
            box.append(b!)
            window!.child = box
            counters = [
                a!.signalPublisher("notify::active").sink { [unowned self] in notifiesA += 1 },
                b!.signalPublisher("notify::active").sink { [unowned self] in notifiesB += 1 },
            ]
            bindings = [
                a!.bind(Switch.activeProperty, to: model, \.isOn, publisher: model.$isOn),
                b!.bind(Switch.activeProperty, to: model, \.isOn, publisher: model.$isOn),
            ]
        }

        func resetCounts() {
            notifiesA = 0
            notifiesB = 0
        }
    }

    func testBindingTakesTheModelsValueWithoutWritingItBack() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: true)
            let fixture = Fixture(model: model)
            XCTAssertEqual(fixture.a!.isActive, true)
            XCTAssertEqual(fixture.b!.isActive, true)
            XCTAssertEqual(fixture.notifiesA, 1)
            XCTAssertEqual(fixture.notifiesB, 1)
            XCTAssertEqual(model.assignments, 0, "the model's own value is not written back to it")
            fixture.window!.destroy()
        }
    }

    func testAUserChangeReachesTheModelOnceAndTheOtherSwitchWithoutEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: false)
            let fixture = Fixture(model: model)
            fixture.resetCounts()

            gtk_switch_set_active(fixture.a!.opaquePointer, 1)
            XCTAssertEqual(model.isOn, true)
            XCTAssertEqual(model.assignments, 1, "the user change reached the model exactly once")
            XCTAssertEqual(fixture.b!.isActive, true, "the other switch follows")
            XCTAssertEqual(fixture.notifiesA, 1, "no echo back to the switch the user flipped")
            XCTAssertEqual(fixture.notifiesB, 1)

            // The way a user flips it: the switch's activate signal (a mapped switch changes
            // at the end of its animation).
            fixture.window!.present()
            XCTAssertTrue(pumpMainContext { gtk_widget_get_mapped(fixture.b!.widgetPointer) != 0 })
            gtk_widget_activate(fixture.b!.widgetPointer)
            XCTAssertTrue(pumpMainContext { model.isOn == false })
            XCTAssertEqual(model.assignments, 2)
            XCTAssertEqual(fixture.a!.isActive, false)
            XCTAssertEqual(fixture.notifiesA, 2)
            XCTAssertEqual(fixture.notifiesB, 2)
            fixture.window!.destroy()
        }
    }

    func testAModelChangeReachesEachSwitchOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: false)
            let fixture = Fixture(model: model)
            fixture.resetCounts()

            model.isOn = true
            XCTAssertEqual(fixture.a!.isActive, true)
            XCTAssertEqual(fixture.b!.isActive, true)
            XCTAssertEqual(fixture.notifiesA, 1)
            XCTAssertEqual(fixture.notifiesB, 1)
            XCTAssertEqual(model.assignments, 1, "only the test's own assignment: nothing came back")
            fixture.window!.destroy()
        }
    }

    func testTheSameValueSendsNothing() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: true)
            let fixture = Fixture(model: model)
            fixture.resetCounts()

            model.isOn = true
            XCTAssertEqual(fixture.notifiesA, 0, "the model's same value is not written")
            XCTAssertEqual(fixture.notifiesB, 0)
            gtk_switch_set_active(fixture.a!.opaquePointer, 1)
            XCTAssertEqual(model.assignments, 1, "the switch's same value is not sent (the 1 is the test's)")
            XCTAssertEqual(fixture.notifiesA, 0)
            fixture.window!.destroy()
        }
    }

    func testCancellingStopsBothDirections() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: false)
            let fixture = Fixture(model: model)
            fixture.bindings.forEach { $0.cancel() }
            fixture.bindings.removeAll()

            model.isOn = true
            XCTAssertEqual(fixture.a!.isActive, false, "model → widget stopped")
            XCTAssertEqual(fixture.b!.isActive, false)
            gtk_switch_set_active(fixture.a!.opaquePointer, 1)
            XCTAssertEqual(model.assignments, 1, "widget → model stopped (the 1 is the test's)")
            XCTAssertEqual(fixture.b!.isActive, false)
            fixture.window!.destroy()
        }
    }

    func testCancellingDisconnectsTheNotifyHandler() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = settledHandlerCount()
            let model = ViewModel(isOn: false)
            let toggle = Switch()
            let binding = toggle.bind(Switch.activeProperty, to: model, \.isOn, publisher: model.$isOn)
            XCTAssertTrue(toggle.hasSignalHandler("notify::active"))
            binding.cancel()
            binding.cancel()
            XCTAssertFalse(toggle.hasSignalHandler("notify::active"), "cancel disconnects, and is idempotent")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes)
        }
    }

    func testTheBindingKeepsNeitherTheWidgetNorTheModelAlive() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let boxes = settledHandlerCount()
            var model: ViewModel? = ViewModel(isOn: false)
            weak let weakModel = model
            var window: Window? = Window()
            var toggle: Switch? = Switch()
            window!.child = toggle
            let finalization = Finalization(toggle!)
            let binding = toggle!.bind(Switch.activeProperty, to: model!, \.isOn, publisher: model!.$isOn)

            model = nil
            XCTAssertNil(weakModel, "the binding does not keep the model")
            gtk_switch_set_active(toggle!.opaquePointer, 1) // a user change with no model: harmless

            toggle = nil
            window!.destroy()
            window = nil
            assertFinalized(finalization, message: "the binding does not keep the widget")
            XCTAssertEqual(SignalHandler.heldByGLib.load(ordering: .relaxed), boxes, "its handler's box was released")
            binding.cancel()
        }
    }

    func testSubjectBindingSendsUserChangesOnceAndFollowsTheSubject() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let subject = CurrentValueSubject<Bool, Never>(false)
            let toggle = Switch()
            var received: [Bool] = []
            let observer = subject.sink { received.append($0) }
            let binding = toggle.bindActive(to: subject)
            gtk_switch_set_active(toggle.opaquePointer, 1)
            XCTAssertEqual(received, [false, true], "the user change reached the subject once")
            subject.send(false)
            XCTAssertEqual(toggle.isActive, false)
            XCTAssertEqual(received, [false, true, false], "and did not come back")
            binding.cancel()
            observer.cancel()
        }
    }

    /// `bindActive(to: &model.$isOn)` names the model once and writes through the publisher,
    /// as Combine's `assign(to:)` does: `$isOn`'s subscribers see each user change once,
    /// the other switch follows, nothing echoes, and the property's `didSet` does not run.
    func testPublishedBindingNamesTheModelOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ViewModel(isOn: false)
            let a = Switch(), b = Switch()
            var seen: [Bool] = []
            let observer = model.$isOn.sink { seen.append($0) }
            let bindings = [a.bindActive(to: &model.$isOn), b.bindActive(to: &model.$isOn)]

            gtk_switch_set_active(a.opaquePointer, 1)
            XCTAssertEqual(seen, [false, true], "the user change reached the model once")
            XCTAssertEqual(model.isOn, true)
            XCTAssertEqual(b.isActive, true, "the other switch follows")
            XCTAssertEqual(model.assignments, 0, "written through the publisher: didSet does not run")

            model.isOn = false
            XCTAssertEqual([a.isActive, b.isActive], [false, false], "the model drives both")
            XCTAssertEqual(seen, [false, true, false], "with no echo")

            bindings.forEach { $0.cancel() }
            gtk_switch_set_active(a.opaquePointer, 1)
            XCTAssertEqual(model.isOn, false, "a cancelled binding writes nothing")
            observer.cancel()
        }
    }

    func testPublishedBindingKeepsNeitherTheWidgetNorTheModelAlive() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var toggle: Switch? = Switch()
            let finalization = Finalization(toggle!)
            var binding: AnyCancellable?
            assertDeallocated("the binding does not keep the model") {
                let model = ViewModel(isOn: true)
                binding = toggle!.bindActive(to: &model.$isOn)
                return model
            }
            XCTAssertEqual(toggle!.isActive, true)
            gtk_switch_set_active(toggle!.opaquePointer, 0) // a user change with no model: harmless
            toggle = nil
            assertFinalized(finalization, message: "the binding does not keep the widget")
            binding?.cancel()
        }
    }
}
