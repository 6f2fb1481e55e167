import Testing
@preconcurrency import OpenCombine
import CounterTimer

@MainActor
struct SwitchViewModelTests {
    @Test func outputsSendCurrentValueOnSubscription() {
        let off = SwitchViewModel()
        #expect(Recorder(off.isOnPublisher).values == [false])
        #expect(Recorder(off.stateText).values == ["Off"])
        #expect(Recorder(off.prefersDarkStyle).values == [false])

        let on = SwitchViewModel(isOn: true)
        #expect(Recorder(on.isOnPublisher).values == [true])
        #expect(Recorder(on.stateText).values == ["On"])
        #expect(Recorder(on.prefersDarkStyle).values == [true])
    }

    @Test func settingIsOnDrivesEveryOutput() {
        let viewModel = SwitchViewModel()
        let isOn = Recorder(viewModel.isOnPublisher)
        let text = Recorder(viewModel.stateText)
        let dark = Recorder(viewModel.prefersDarkStyle)
        viewModel.isOn = true
        viewModel.isOn = false
        #expect(isOn.values == [false, true, false])
        #expect(text.values == ["Off", "On", "Off"])
        #expect(dark.values == [false, true, false])
    }

    @Test func settingTheSameValueAgainSendsNothing() {
        let viewModel = SwitchViewModel()
        let isOn = Recorder(viewModel.isOnPublisher)
        let text = Recorder(viewModel.stateText)
        viewModel.isOn = false
        viewModel.isOn = true
        viewModel.isOn = true
        #expect(isOn.values == [false, true])
        #expect(text.values == ["Off", "On"])
    }

    @Test func binderAndToggleSetIsOn() {
        let viewModel = SwitchViewModel()
        let text = Recorder(viewModel.stateText)
        let binding = [true, true, false].publisher.bind(to: viewModel.isOnBinder)
        #expect(viewModel.isOn == false)
        viewModel.toggle()
        #expect(viewModel.isOn == true)
        #expect(text.values == ["Off", "On", "Off", "On"])
        binding.cancel()
    }

    /// What the app's two-way binding does: each value the view model sends is written back
    /// to it, as the widget's `notify::active` would. It must settle, not loop.
    @Test func echoedValueDoesNotLoop() {
        let viewModel = SwitchViewModel()
        var sent: [Bool] = []
        let echo = viewModel.isOnPublisher.sink { value in
            sent.append(value)
            viewModel.isOn = value
        }
        viewModel.isOn = true
        #expect(sent == [false, true])
        echo.cancel()
    }
}
