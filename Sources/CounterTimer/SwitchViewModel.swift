@preconcurrency import OpenCombine
import CombineGTK

/// The switch of seed 000: one on/off value, bound both ways to a `GtkSwitch`, that drives a
/// state label and the window's colour scheme.
///
/// - Every output sends its current value on subscription, then each change; none fails or
///   finishes.
/// - Setting `isOn` to the value it already has sends nothing: the two-way binding with the
///   widget (widget → `isOnBinder`, `isOnPublisher` → widget) settles after one round trip
///   instead of echoing forever.
/// - Values are sent synchronously on the thread that sets `isOn`: the main thread.
@MainActor
public final class SwitchViewModel {
    private let subject: CurrentValueSubject<Bool, Never>

    /// Whether the switch is on. Setting the current value again is a no-op.
    public var isOn: Bool {
        get { subject.value }
        set {
            // CurrentValueSubject re-sends equal values; the guard keeps the binding quiet.
            guard newValue != subject.value else { return }
            subject.send(newValue)
        }
    }

    /// `isOn`: its current value, then each change.
    public let isOnPublisher: AnyPublisher<Bool, Never>

    /// "On" or "Off", for the state label, in the user's language (``tr(_:)``).
    public let stateText: AnyPublisher<String, Never>

    /// Whether the window should ask for GTK's dark style (`gtk-application-prefer-dark-theme`),
    /// so that flipping the switch visibly changes the window.
    public let prefersDarkStyle: AnyPublisher<Bool, Never>

    public init(isOn: Bool = false) {
        let subject = CurrentValueSubject<Bool, Never>(isOn)
        self.subject = subject
        // The guard in `isOn` already drops repeats; `removeDuplicates` keeps the contract
        // even if a later change sends through the subject directly.
        let distinct = subject.removeDuplicates()
        isOnPublisher = distinct.eraseToAnyPublisher()
        stateText = distinct.map { $0 ? tr("On") : tr("Off") }.eraseToAnyPublisher()
        prefersDarkStyle = distinct.eraseToAnyPublisher()
    }

    /// Input: where the widget's `activePublisher` is bound, so user flips reach `isOn`.
    /// Holds the view model weakly, like every `Binder`.
    public var isOnBinder: Binder<Bool> {
        Binder(self) { viewModel, isOn in viewModel.isOn = isOn }
    }

    /// Input: flips the switch.
    public func toggle() {
        isOn.toggle()
    }
}
