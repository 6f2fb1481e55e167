@preconcurrency import OpenCombine
import CombineGTK
import CounterTimer

/// The application's view side: builds the window when GTK activates the application and
/// binds it to the view models. Holds the view models and every binding.
@MainActor
final class CounterTimerApp {
    private let application: Application
    private let counter = CounterViewModel()
    private let timer = TimerViewModel(scheduler: MainContextScheduler.shared)
    private let feature = SwitchViewModel()
    private var bindings = Set<AnyCancellable>()
    private var window: ApplicationWindow?
    private var statusLine: StatusLine?

    init(application: Application) {
        self.application = application
        // Weak: GTK may still emit while the app object goes (a focus-leave at teardown
        // crashed an `unowned` capture in a trial app). The other handlers capture the view
        // models they call, not the app.
        application.startupPublisher.sink { [weak self] in self?.installActions() }.store(in: &bindings)
        application.activatePublisher.sink { [weak self] in self?.presentWindow() }.store(in: &bindings)
    }

    private func installActions() {
        Stylesheet.load()
        let quit = SimpleAction(name: "quit")
        quit.activatePublisher.sink { [application] in application.quit() }.store(in: &bindings)
        application.addAction(quit, accelerators: ["<Control>q"])

        let toggleTimer = SimpleAction(name: "toggle-timer")
        toggleTimer.activatePublisher.sink { [timer] in timer.toggle() }.store(in: &bindings)
        application.addAction(toggleTimer)

        let reset = SimpleAction(name: "reset")
        reset.activatePublisher.sink { [timer] in timer.reset() }.store(in: &bindings)
        application.addAction(reset, accelerators: ["<Control>r"])
    }

    private func presentWindow() {
        if let window {
            window.present()
            return
        }
        let window = ApplicationWindow(application: application)
        window.title = tr("Counter Timer")
        window.setDefaultSize(width: 420, height: 360)
        let header = HeaderBar()
        window.titlebar = header

        let content = Box(orientation: .vertical, spacing: 24)
        content.cssClassBinder("content").on(true)
        content.append(counterSection())
        content.append(timerSection())
        content.append(switchSection())
        window.child = content

        feature.isOnPublisher.bind(to: window.cssClassBinder("feature-on")).store(in: &bindings)
        // Space starts or pauses the timer from anywhere in the window, before a focused
        // button could take it as a click.
        Shortcuts.capture(in: window, key: "space", action: "app.toggle-timer")
        self.window = window
        window.present()
    }

    private func counterSection() -> Widget {
        let section = Box(orientation: .horizontal, spacing: 12)
        let count = Label("0")
        count.setAccessibleLabel(tr("Count"))
        count.cssClassBinder("count").on(true)
        let increment = Button(label: "+1")
        increment.setAccessibleLabel(tr("Increment"))
        section.append(Label(tr("Counter")))
        section.append(count)
        section.append(increment)

        counter.countText.bind(to: count.textBinder).store(in: &bindings)
        increment.clickedPublisher.sink { [counter] in counter.increment() }.store(in: &bindings)
        return section
    }

    private func timerSection() -> Widget {
        let section = Box(orientation: .vertical, spacing: 8)
        let time = Label("00:00")
        time.setAccessibleLabel(tr("Elapsed time"))
        time.cssClassBinder("timer").on(true)
        let buttons = Box(orientation: .horizontal, spacing: 8)
        let start = Button(label: tr("Start"))
        start.setAccessibleLabel(tr("Start"))
        let pause = Button(label: tr("Pause"))
        pause.setAccessibleLabel(tr("Pause"))
        let reset = Button(label: tr("Reset"))
        reset.setAccessibleLabel(tr("Reset"))
        [start, pause, reset].forEach(buttons.append)
        let status = Label(tr("Ready", context: "timer status"))
        status.setAccessibleLabel(tr("Timer status"))
        status.cssClassBinder("dim-label").on(true)
        section.append(time)
        section.append(buttons)
        section.append(status)

        timer.timeText.bind(to: time.textBinder).store(in: &bindings)
        timer.isStartEnabled.bind(to: start.sensitiveBinder).store(in: &bindings)
        timer.isPauseEnabled.bind(to: pause.sensitiveBinder).store(in: &bindings)
        timer.isResetEnabled.bind(to: reset.sensitiveBinder).store(in: &bindings)
        start.clickedPublisher.sink { [timer] in timer.start() }.store(in: &bindings)
        pause.clickedPublisher.sink { [timer] in timer.pause() }.store(in: &bindings)
        reset.clickedPublisher.sink { [timer] in timer.reset() }.store(in: &bindings)

        let statusLine = StatusLine(label: status)
        timer.model.events.add(statusLine).store(in: &bindings)
        self.statusLine = statusLine
        return section
    }

    private func switchSection() -> Widget {
        let section = Box(orientation: .horizontal, spacing: 12)
        let toggle = Switch()
        toggle.setAccessibleLabel(tr("Feature switch"))
        let state = Label(tr("Off"))
        state.setAccessibleLabel(tr("Switch state"))
        section.append(Label(tr("Feature")))
        section.append(toggle)
        section.append(state)

        toggle.bind(Switch.activeProperty, to: feature.isOnPublisher) { [weak feature] in feature?.isOn = $0 }.store(in: &bindings)
        feature.stateText.bind(to: state.textBinder).store(in: &bindings)
        return section
    }
}
