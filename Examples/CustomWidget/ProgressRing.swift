import CombineGTK

/// A circular progress indicator that draws itself: a grey ring whose blue arc, clockwise
/// from the top, shows `fraction`. A GObject type declared in Swift (`ExampleProgressRing`):
/// GtkBuilder can make it, and its `fraction` is a GObject property that bindings, property
/// publishers and binders reach.
final class ProgressRing: Widget, ObjectSubclass, OverridesConstructed, OverridesMeasure, OverridesSnapshot {
    static let typeName = "ExampleProgressRing"
    static let properties: [SubclassProperty<ProgressRing>] = [
        .double("fraction", \.fraction, range: 0...1),
    ]
    /// `fraction` as GObject has it, for its publisher and binder.
    static let fractionProperty = PropertyKey<Double>(typeName, "fraction")
    static let thickness = 12.0

    /// How much of the ring is filled, from 0 to 1. A change redraws the ring and tells
    /// assistive technologies the new percentage.
    @Notifying var fraction = 0.0 {
        didSet {
            queueDraw()
            describeFraction()
        }
    }

    /// `fraction`: its current value, then every change.
    var fractionPublisher: PropertyPublisher<Double> { propertyPublisher(Self.fractionProperty) }
    /// Sets `fraction` (GObject refuses a value outside 0…1, with a warning).
    var fractionBinder: Binder<Double> { propertyBinder(Self.fractionProperty) }

    // Screen readers present it as a progress bar. The role must be set before GTK makes the
    // widget's accessible object, so here rather than after it is shown.
    func constructed() {
        accessibleRole = .progressBar
        describeFraction()
    }

    // A square of 64 pixels at least, 160 if there is room.
    func measure(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int, minimumBaseline: Int, naturalBaseline: Int) {
        (64, 160, -1, -1)
    }

    func snapshot(_ snapshot: Snapshot) {
        let width = Double(width()), height = Double(height())
        let radius = (min(width, height) - Self.thickness) / 2
        guard radius > 0 else { return }
        snapshot.appendCairo(x: 0, y: 0, width: width, height: height) { cairo in
            cairo.lineWidth = Self.thickness
            cairo.setSourceRGB(red: 0.87, green: 0.87, blue: 0.87)
            cairo.arc(centerX: width / 2, centerY: height / 2, radius: radius)
            cairo.stroke()
            guard fraction > 0 else { return }
            let top = -Double.pi / 2
            cairo.setSourceRGB(red: 0x35 / 255, green: 0x84 / 255, blue: 0xE4 / 255)
            cairo.arc(centerX: width / 2, centerY: height / 2, radius: radius, angle1: top, angle2: top + 2 * .pi * fraction)
            cairo.stroke()
        }
    }

    private func describeFraction() {
        setAccessibleDescription("\(Int((fraction * 100).rounded())) %")
    }
}
