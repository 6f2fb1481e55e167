import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A view model with one `@Published` number that counts its assignments.
private final class VolumeModel {
    @Published var volume = 0.0 { didSet { didSets += 1 } }
    private(set) var didSets = 0
}

@MainActor
private func bounds(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> ClosedRange<Double> {
    gtk_adjustment_get_lower(adjustment)...gtk_adjustment_get_upper(adjustment)
}

@MainActor
private func rangeAdjustment(_ scale: Scale) -> UnsafeMutablePointer<GtkAdjustment> {
    gtk_range_get_adjustment(scale.pointer(as: GtkRange.self))
}

final class RangeTests: XCTestCase {
    // MARK: Adjustment

    func testAdjustmentPublishersFollowGtkAdjustmentSetValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let adjustment = Adjustment(value: 0, lower: 0, upper: 10)
            let changed = TestSubscriber<Double, Never>()
            let value = TestSubscriber<Double, Never>()
            adjustment.valueChangedPublisher.subscribe(changed)
            adjustment.valuePublisher.subscribe(value)
            XCTAssertEqual(changed.values, [])
            XCTAssertEqual(value.values, [0], "current value first")

            gtk_adjustment_set_value(adjustment.pointer(as: GtkAdjustment.self), 3)
            gtk_adjustment_set_value(adjustment.pointer(as: GtkAdjustment.self), 3)
            gtk_adjustment_set_value(adjustment.pointer(as: GtkAdjustment.self), 50)
            XCTAssertEqual(changed.values, [3, 10], "one value per change, clamped by GTK")
            XCTAssertEqual(value.values, [0, 3, 10])
        }
    }

    func testAdjustmentPublishersFinishWhenItIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { Adjustment() }, [
                { $0.valueChangedPublisher.voided }, { $0.valuePublisher.voided },
            ])
        }
    }

    func testAdjustmentBinders() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let make = { Adjustment(value: 5, lower: 0, upper: 10) }
            verifyObjectBinder(make: make, binder: \.valueBinder, read: { gtk_adjustment_get_value($0.pointer(as: GtkAdjustment.self)) },
                               values: (2, 8))
            verifyObjectBinder(make: make, binder: \.lowerBinder, read: { gtk_adjustment_get_lower($0.pointer(as: GtkAdjustment.self)) },
                               values: (-5, 1))
            verifyObjectBinder(make: make, binder: \.upperBinder, read: { gtk_adjustment_get_upper($0.pointer(as: GtkAdjustment.self)) },
                               values: (20, 30))
            verifyObjectBinder(make: make, binder: \.rangeBinder, read: { bounds($0.pointer(as: GtkAdjustment.self)) },
                               values: (1...4, -10...100))
        }
    }

    func testAdjustmentRangeBinderClampsTheValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let adjustment = Adjustment(value: 5, lower: 0, upper: 10)
            let subject = PassthroughSubject<ClosedRange<Double>, Never>()
            let binding = subject.bind(to: adjustment.rangeBinder)
            subject.send(20...30)
            XCTAssertEqual(adjustment.value, 20, "raised to the new lower bound")
            subject.send(0...25)
            XCTAssertEqual(adjustment.value, 20, "left alone inside the new range")
            subject.send(0...2)
            XCTAssertEqual(adjustment.value, 2, "lowered to the new upper bound")
            binding.cancel()
        }
    }

    // MARK: SpinButton

    func testSpinButtonPublishersFollowGtkSpinButtonSetValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let spin = SpinButton(lower: 0, upper: 10)
            let changed = TestSubscriber<Double, Never>()
            let value = TestSubscriber<Double, Never>()
            spin.valueChangedPublisher.subscribe(changed)
            spin.valuePublisher.subscribe(value)
            XCTAssertEqual(changed.values, [])
            XCTAssertEqual(value.values, [0])

            gtk_spin_button_set_value(spin.opaquePointer, 4)
            gtk_adjustment_set_value(gtk_spin_button_get_adjustment(spin.opaquePointer), 6)
            XCTAssertEqual(changed.values, [4, 6], "changes made on the spin button or on its adjustment")
            XCTAssertEqual(value.values, [0, 4, 6])
        }
    }

    func testSpinButtonPublishersFinishWhenItIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { SpinButton(lower: 0, upper: 10) }, [
                { $0.valueChangedPublisher.voided }, { $0.valuePublisher.voided },
            ])
        }
    }

    func testSpinButtonValueBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { SpinButton(lower: 0, upper: 10) }, binder: \.valueBinder, property: "value",
                               read: { gtk_spin_button_get_value($0.opaquePointer) }, values: (3, 7))
        }
    }

    func testSpinButtonRangeBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyObjectBinder(make: { SpinButton(lower: 0, upper: 10) }, binder: \.rangeBinder,
                               read: { bounds(gtk_spin_button_get_adjustment($0.opaquePointer)) }, values: (5...50, -1...1))
            let spin = SpinButton(lower: 0, upper: 10)
            spin.value = 8
            let binding = Just(0...5).bind(to: spin.rangeBinder)
            XCTAssertEqual(spin.value, 5, "the value is clamped into the new range")
            binding.cancel()
        }
    }

    // MARK: Scale

    func testScalePublishersFollowGtkRangeSetValue() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let scale = Scale(lower: 0, upper: 100)
            let changed = TestSubscriber<Double, Never>()
            let value = TestSubscriber<Double, Never>()
            scale.valueChangedPublisher.subscribe(changed)
            scale.valuePublisher.subscribe(value)
            XCTAssertEqual(changed.values, [])
            XCTAssertEqual(value.values, [0])

            gtk_range_set_value(scale.pointer(as: GtkRange.self), 25)
            gtk_adjustment_set_value(rangeAdjustment(scale), 75)
            XCTAssertEqual(changed.values, [25, 75])
            XCTAssertEqual(value.values, [0, 25, 75])
        }
    }

    func testScalePublishersFinishWhenItIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { Scale(lower: 0, upper: 100) }, [
                { $0.valueChangedPublisher.voided }, { $0.valuePublisher.voided },
            ])
        }
    }

    func testScaleBinders() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let make = { Scale(lower: 0, upper: 100) }
            verifyObjectBinder(make: make, binder: \.valueBinder, read: { gtk_range_get_value($0.pointer(as: GtkRange.self)) },
                               values: (30, 60))
            verifyObjectBinder(make: make, binder: \.rangeBinder, read: { bounds(rangeAdjustment($0)) },
                               values: (10...20, -50...50))
        }
    }

    // MARK: Two-way

    /// A spin button and a scale bound to one `@Published var volume`: each change reaches
    /// the model once and the other widget once, and nothing comes back.
    func testASpinButtonAndAScaleBoundToOnePublishedValueDoNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = VolumeModel()
            let spin = SpinButton(lower: 0, upper: 100)
            var scale: Scale? = Scale(lower: 0, upper: 100)
            var spinNotifies = 0
            var scaleNotifies = 0
            let counters = [
                spin.signalPublisher("notify::value").sink { spinNotifies += 1 },
                scale!.adjustment.signalPublisher("notify::value").sink { scaleNotifies += 1 },
            ]
            let spinBinding = spin.bind(SpinButton.valueProperty, to: model, \.volume, publisher: model.$volume)
            let scaleBinding = scale!.bindValue(to: model, \.volume, publisher: model.$volume)
            drainMainContext()
            XCTAssertEqual([model.didSets, spinNotifies, scaleNotifies], [0, 0, 0])

            // The user spins.
            gtk_spin_button_set_value(spin.opaquePointer, 30)
            drainMainContext()
            XCTAssertEqual(model.volume, 30)
            XCTAssertEqual(model.didSets, 1, "the user's change reaches the model exactly once")
            XCTAssertEqual(gtk_range_get_value(scale!.pointer(as: GtkRange.self)), 30)
            XCTAssertEqual([spinNotifies, scaleNotifies], [1, 1], "each widget changes exactly once")

            // The user drags the slider.
            gtk_range_set_value(scale!.pointer(as: GtkRange.self), 60)
            drainMainContext()
            XCTAssertEqual(model.volume, 60)
            XCTAssertEqual(model.didSets, 2)
            XCTAssertEqual(gtk_spin_button_get_value(spin.opaquePointer), 60)
            XCTAssertEqual([spinNotifies, scaleNotifies], [2, 2])

            // The model changes.
            model.volume = 10
            drainMainContext()
            XCTAssertEqual(model.didSets, 3, "no echo back into the model")
            XCTAssertEqual(gtk_spin_button_get_value(spin.opaquePointer), 10)
            XCTAssertEqual(gtk_range_get_value(scale!.pointer(as: GtkRange.self)), 10)
            XCTAssertEqual([spinNotifies, scaleNotifies], [3, 3])

            // Cancelled: the spin button neither follows nor drives the model.
            spinBinding.cancel()
            model.volume = 20
            XCTAssertEqual(gtk_spin_button_get_value(spin.opaquePointer), 10, "a cancelled binding no longer follows the model")
            gtk_spin_button_set_value(spin.opaquePointer, 90)
            drainMainContext()
            XCTAssertEqual(model.didSets, 4, "nor drives it")
            XCTAssertEqual(gtk_range_get_value(scale!.pointer(as: GtkRange.self)), 20)

            // The binding does not keep the scale alive.
            let finalization = Finalization(scale!)
            scale = nil
            assertFinalized(finalization)
            model.volume = 40
            XCTAssertEqual(model.didSets, 5)
            scaleBinding.cancel()
            counters.forEach { $0.cancel() }
        }
    }

    func testAnAdjustmentBoundToASubjectDoesNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let subject = CurrentValueSubject<Double, Never>(4)
            let adjustment = Adjustment(value: 0, lower: 0, upper: 10)
            var sent: [Double] = []
            let recorder = subject.dropFirst().sink { sent.append($0) }
            let binding = adjustment.bindValue(to: subject)
            XCTAssertEqual(adjustment.value, 4, "the subject's current value drives the adjustment")
            XCTAssertEqual(sent, [], "and is not sent back")
            gtk_adjustment_set_value(adjustment.pointer(as: GtkAdjustment.self), 7)
            XCTAssertEqual(sent, [7])
            subject.send(2)
            XCTAssertEqual(sent, [7, 2], "no echo")
            XCTAssertEqual(adjustment.value, 2)
            binding.cancel()
            recorder.cancel()
        }
    }
}
