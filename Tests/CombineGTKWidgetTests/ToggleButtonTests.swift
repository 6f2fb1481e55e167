import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A view model with one `@Published` flag that counts its assignments.
private final class OnOffModel {
    @Published var isOn = false { didSet { didSets += 1 } }
    private(set) var didSets = 0
}

final class ToggleButtonTests: XCTestCase {
    func testToggledAndActivePublishersFollowGtkToggleButtonSetActive() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = ToggleButton(label: "Bold")
            let toggled = TestSubscriber<Bool, Never>()
            let active = TestSubscriber<Bool, Never>()
            button.toggledPublisher.subscribe(toggled)
            button.activePublisher.subscribe(active)
            XCTAssertEqual(toggled.values, [], "toggled has no initial value")
            XCTAssertEqual(active.values, [false], "active starts with the current value")

            gtk_toggle_button_set_active(button.pointer(as: GtkToggleButton.self), 1)
            gtk_toggle_button_set_active(button.pointer(as: GtkToggleButton.self), 1)
            button.isActive = false
            XCTAssertEqual(toggled.values, [true, false], "one value per flip, carrying the new state")
            XCTAssertEqual(active.values, [false, true, false], "every change, no duplicates")
        }
    }

    func testPublishersFinishWhenTheButtonIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { ToggleButton(label: "Bold") }, [
                { $0.toggledPublisher.voided }, { $0.activePublisher.voided },
            ])
        }
    }

    func testActiveBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { ToggleButton(label: "Bold") }, binder: \.activeBinder, property: "active",
                               read: { gtk_toggle_button_get_active($0.pointer(as: GtkToggleButton.self)) != 0 }, values: (true, false))
        }
    }

    func testLabelBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { ToggleButton(label: "Bold") }, binder: \.labelBinder, property: "label",
                               read: { gtk_button_get_label($0.pointer(as: GtkButton.self)).map { String(cString: $0) } },
                               values: ("Italic", "Underline"))
        }
    }

    /// A check button and a toggle button bound to one `@Published var isOn`: each change
    /// reaches the model once and the other widget once, and nothing comes back.
    func testACheckButtonAndAToggleButtonBoundToOnePublishedValueDoNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = OnOffModel()
            var toggle: ToggleButton? = ToggleButton(label: "On")
            let check = CheckButton(label: "On")
            var toggleNotifies = 0
            var checkNotifies = 0
            let counters = [
                toggle!.signalPublisher("notify::active").sink { toggleNotifies += 1 },
                check.signalPublisher("notify::active").sink { checkNotifies += 1 },
            ]
            let toggleBinding = toggle!.bind(ToggleButton.activeProperty, to: model, \.isOn, publisher: model.$isOn)
            let checkBinding = check.bind(CheckButton.activeProperty, to: model, \.isOn, publisher: model.$isOn)
            drainMainContext()
            XCTAssertEqual([model.didSets, toggleNotifies, checkNotifies], [0, 0, 0], "binding equal values writes nothing")

            // The user presses the toggle button.
            gtk_toggle_button_set_active(toggle!.pointer(as: GtkToggleButton.self), 1)
            drainMainContext()
            XCTAssertTrue(model.isOn)
            XCTAssertEqual(model.didSets, 1, "the user's change reaches the model exactly once")
            XCTAssertTrue(check.isActive, "and the other widget")
            XCTAssertEqual(toggleNotifies, 1, "the pressed button is not written back")
            XCTAssertEqual(checkNotifies, 1, "the other widget changes once")

            // The model changes.
            model.isOn = false
            drainMainContext()
            XCTAssertEqual(model.didSets, 2, "no echo back into the model")
            XCTAssertFalse(toggle!.isActive)
            XCTAssertFalse(check.isActive)
            XCTAssertEqual([toggleNotifies, checkNotifies], [2, 2], "each widget changes exactly once")

            // The user ticks the check button.
            gtk_check_button_set_active(check.pointer(as: GtkCheckButton.self), 1)
            drainMainContext()
            XCTAssertEqual(model.didSets, 3)
            XCTAssertTrue(model.isOn)
            XCTAssertTrue(toggle!.isActive)
            XCTAssertEqual([toggleNotifies, checkNotifies], [3, 3])

            // Cancelled: the toggle button neither follows the model nor drives it.
            toggleBinding.cancel()
            model.isOn = false
            XCTAssertTrue(toggle!.isActive, "a cancelled binding no longer follows the model")
            gtk_toggle_button_set_active(toggle!.pointer(as: GtkToggleButton.self), 0)
            gtk_toggle_button_set_active(toggle!.pointer(as: GtkToggleButton.self), 1)
            drainMainContext()
            XCTAssertEqual(model.didSets, 4, "only the model's own assignment")
            XCTAssertFalse(model.isOn)
            XCTAssertFalse(check.isActive, "the check button still follows")

            // The binding does not keep its widget alive.
            let finalization = Finalization(toggle!)
            let live = toggle!.bind(ToggleButton.activeProperty, to: model, \.isOn, publisher: model.$isOn)
            toggle = nil
            assertFinalized(finalization)
            model.isOn = true
            XCTAssertEqual(model.didSets, 5)
            XCTAssertTrue(check.isActive)
            live.cancel()
            checkBinding.cancel()
            counters.forEach { $0.cancel() }
        }
    }

    /// A model value set before binding drives the widget without coming back.
    func testBindingAppliesTheModelsCurrentValueWithoutEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = OnOffModel()
            model.isOn = true
            let toggle = ToggleButton(label: "On")
            var notifies = 0
            let counter = toggle.signalPublisher("notify::active").sink { notifies += 1 }
            let binding = toggle.bind(ToggleButton.activeProperty, to: model, \.isOn, publisher: model.$isOn)
            drainMainContext()
            XCTAssertTrue(toggle.isActive)
            XCTAssertEqual(notifies, 1)
            XCTAssertEqual(model.didSets, 1, "the model was not written back")
            binding.cancel()
            counter.cancel()
        }
    }
}

final class CheckButtonTests: XCTestCase {
    func testToggledAndActivePublishersFollowGtkCheckButtonSetActive() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = CheckButton(label: "Remember me")
            let toggled = TestSubscriber<Bool, Never>()
            let active = TestSubscriber<Bool, Never>()
            button.toggledPublisher.subscribe(toggled)
            button.activePublisher.subscribe(active)
            XCTAssertEqual(toggled.values, [])
            XCTAssertEqual(active.values, [false])

            gtk_check_button_set_active(button.pointer(as: GtkCheckButton.self), 1)
            gtk_check_button_set_active(button.pointer(as: GtkCheckButton.self), 1)
            button.isActive = false
            XCTAssertEqual(toggled.values, [true, false])
            XCTAssertEqual(active.values, [false, true, false])
        }
    }

    func testGroupedCheckButtonsPublishTheRadioSelection() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let first = CheckButton(label: "A")
            let second = CheckButton(label: "B")
            second.setGroup(first)
            first.isActive = true
            let states = TestSubscriber<Bool, Never>()
            first.activePublisher.subscribe(states)
            gtk_check_button_set_active(second.pointer(as: GtkCheckButton.self), 1)
            XCTAssertEqual(states.values, [true, false], "activating one radio button deactivates the other")
        }
    }

    func testPublishersFinishWhenTheButtonIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { CheckButton(label: "A") }, [
                { $0.toggledPublisher.voided }, { $0.activePublisher.voided },
            ])
        }
    }

    func testActiveBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { CheckButton(label: "A") }, binder: \.activeBinder, property: "active",
                               read: { gtk_check_button_get_active($0.pointer(as: GtkCheckButton.self)) != 0 }, values: (true, false))
        }
    }

    func testLabelBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { CheckButton(label: "A") }, binder: \.labelBinder, property: "label",
                               read: { gtk_check_button_get_label($0.pointer(as: GtkCheckButton.self)).map { String(cString: $0) } },
                               values: ("B", "C"))
        }
    }
}
