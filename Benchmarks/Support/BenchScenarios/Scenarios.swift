import CBenchSupport
import CGtk
import CombineGTK
import Glibc
import OpenCombine

/// One measured path: `make` builds its fixture (a widget, a subscription…) on the main
/// thread; the returned `ScenarioRun` performs operations and checks they all happened.
///
/// Scenarios come in pairs, "<group>: raw …" and "<group>: CombineGTK …". The ordo-one
/// benchmarks (Benchmarks/CombineGTKBenchmarks) and the profiling driver (bench-profile, for
/// valgrind) run the same code.
public struct Scenario: @unchecked Sendable {
    public let name: String
    /// Operations per benchmark sample: 1000 for the quick paths, 1 for a whole list
    /// update (one takes about as long as 1000 emissions).
    public let operationsPerSample: Int
    /// Whether a sample takes a good part of a second (1000 awaited file loads): the
    /// benchmark then runs fewer warm-up samples and longer, for enough samples to compare.
    public let hasSlowSamples: Bool
    public let make: () -> ScenarioRun

    init(name: String, operationsPerSample: Int = 1000, hasSlowSamples: Bool = false, make: @escaping () -> ScenarioRun) {
        self.name = name
        self.operationsPerSample = operationsPerSample
        self.hasSlowSamples = hasSlowSamples
        self.make = make
    }
}

public final class ScenarioRun {
    /// Performs one operation per index (an emission, a subscribe + cancel, …).
    public let run: (Range<Int>) -> Void
    /// After `run(0..<count)`: nil, or what went wrong.
    public let check: (Int) -> String?

    init(run: @escaping (Range<Int>) -> Void, check: @escaping (Int) -> String? = { _ in nil }) {
        self.run = run
        self.check = check
    }
}

public enum Scenarios {
    /// `gtk_init_check()`, once, on the main thread. Widgets need a display: without one, say
    /// how to get one.
    ///
    /// Also chooses GLib's memory settings backend (before GTK could choose another: the
    /// settings benchmarks must not write the user's dconf), and drains the dispatch main
    /// queue from the GLib main context (`DispatchMainQueueSource`), so that main-actor tasks
    /// run while a scenario iterates the context (the file-loading benchmarks).
    public static func initializeGTK() {
        guard !initialized else { return }
        initialized = true
        setenv("GSETTINGS_BACKEND", "memory", 1)
        if gtk_init_check() == 0 {
            fatalError("CombineGTK benchmarks: gtk_init_check() failed: no display. Run under scripts/with-display (make bench does).")
        }
        MainActor.assumeIsolated { DispatchMainQueueSource.install() }
    }

    nonisolated(unsafe) private static var initialized = false

    public static let all: [Scenario] = eventDelivery + subscribeCancel + propertyDelivery + labelText + scheduler + lists
        + generatedProperties + variants + settings + actions + files + subclasses + bigLists
}

// MARK: - Event delivery: `clicked` emitted N times, as GTK emits it (g_signal_emit)

func expect(_ counter: Counter, _ expected: Int, _ what: String = "deliveries") -> String? {
    defer { counter.count = 0 }
    return counter.count == expected ? nil : "expected \(expected) \(what), got \(counter.count)"
}

/// A button, a counter its handler bumps, and `clicked` emitted with `g_signal_emit`.
private func clickRun(subscribe: (Button, Counter) -> AnyCancellable?) -> ScenarioRun {
    let button = MainActor.assumeIsolated { Button(label: "+1") }
    let counter = Counter()
    let clicked = signalID("clicked", gtk_button_get_type())
    let subscription = subscribe(button, counter)
    return ScenarioRun(run: { iterations in
        let instance = UnsafeMutableRawPointer(button.objectPointer)
        for _ in iterations { cbench_signal_emit(instance, clicked) }
    }, check: { count in
        withExtendedLifetime(subscription) { expect(counter, count) }
    })
}

private let eventDelivery: [Scenario] = [
    Scenario(name: "Event delivery: raw g_signal_connect_data closure") {
        clickRun { button, counter in
            _ = RawSignal.connect(button.objectPointer, "clicked") { counter.count += 1 }
            return nil
        }
    },
    Scenario(name: "Event delivery: CombineGTK clickedPublisher + sink") {
        clickRun { button, counter in
            MainActor.assumeIsolated { button.clickedPublisher.sink { counter.count += 1 } }
        }
    },
    // The generated `clickedPublisher` against the hand-written entry it is made from.
    Scenario(name: "Event delivery: CombineGTK signalPublisher(\"clicked\") + sink (hand-written)") {
        clickRun { button, counter in
            MainActor.assumeIsolated { button.signalPublisher("clicked").sink { counter.count += 1 } }
        }
    },
    Scenario(name: "Event delivery: CombineGTK publisher(for: \"clicked\") + sink") {
        clickRun { button, counter in
            MainActor.assumeIsolated { button.publisher(for: "clicked").sink { _ in counter.count += 1 } }
        }
    },
]

// MARK: - Subscribe + cancel on `clicked`

private func noHandlerLeft(_ button: Button) -> String? {
    let clicked = signalID("clicked", gtk_button_get_type())
    return g_signal_has_handler_pending(button.objectPointer, clicked, 0, 0) == 0 ? nil : "a handler is left connected"
}

private let subscribeCancel: [Scenario] = [
    Scenario(name: "Subscribe + cancel: raw g_signal_connect_data + g_signal_handler_disconnect") {
        let button = MainActor.assumeIsolated { Button(label: "+1") }
        let counter = Counter()
        return ScenarioRun(run: { iterations in
            let object = button.objectPointer
            for _ in iterations {
                let id = RawSignal.connect(object, "clicked") { counter.count += 1 }
                g_signal_handler_disconnect(object, id)
            }
        }, check: { _ in noHandlerLeft(button) })
    },
    Scenario(name: "Subscribe + cancel: CombineGTK clickedPublisher.sink + cancel") {
        let button = MainActor.assumeIsolated { Button(label: "+1") }
        let counter = Counter()
        return ScenarioRun(run: { iterations in
            MainActor.assumeIsolated {
                for _ in iterations {
                    let subscription = button.clickedPublisher.sink { counter.count += 1 }
                    subscription.cancel()
                }
            }
        }, check: { _ in noHandlerLeft(button) })
    },
    Scenario(name: "Subscribe + cancel: CombineGTK signalPublisher(\"clicked\").sink + cancel (hand-written)") {
        let button = MainActor.assumeIsolated { Button(label: "+1") }
        let counter = Counter()
        return ScenarioRun(run: { iterations in
            MainActor.assumeIsolated {
                for _ in iterations {
                    let subscription = button.signalPublisher("clicked").sink { counter.count += 1 }
                    subscription.cancel()
                }
            }
        }, check: { _ in noHandlerLeft(button) })
    },
]

// MARK: - Property delivery: `notify::active` of a GtkSwitch, changed by code

/// A switch flipped once per operation (one `notify::active` each).
private func switchRun(subscribe: (Switch, Counter) -> AnyCancellable?) -> ScenarioRun {
    let toggle = MainActor.assumeIsolated { Switch() }
    let counter = Counter()
    let subscription = subscribe(toggle, counter)
    counter.count = 0 // a property publisher sends the current value on subscription
    var on = false
    return ScenarioRun(run: { iterations in
        let pointer = toggle.opaquePointer
        for _ in iterations {
            on.toggle()
            gtk_switch_set_active(pointer, on ? 1 : 0)
        }
    }, check: { count in
        withExtendedLifetime(subscription) { expect(counter, count) }
    })
}

private let propertyDelivery: [Scenario] = [
    Scenario(name: "Property delivery: raw notify::active handler + gtk_switch_get_active") {
        switchRun { toggle, counter in
            let pointer = toggle.opaquePointer
            var last = false
            _ = RawSignal.connectNotify(toggle.objectPointer, "notify::active") {
                // What a hand-written handler does: read the value, skip repeats.
                let value = gtk_switch_get_active(pointer) != 0
                if value != last {
                    last = value
                    counter.count += 1
                }
            }
            return nil
        }
    },
    Scenario(name: "Property delivery: CombineGTK activePublisher + sink") {
        switchRun { toggle, counter in
            MainActor.assumeIsolated { toggle.activePublisher.sink { _ in counter.count += 1 } }
        }
    },
    Scenario(name: "Property delivery: CombineGTK propertyPublisher(\"active\") + sink (hand-written)") {
        switchRun { toggle, counter in
            MainActor.assumeIsolated {
                toggle.propertyPublisher(PropertyKey<Bool>("GtkSwitch", "active")).sink { _ in counter.count += 1 }
            }
        }
    },
]

// MARK: - Label text: a binder vs gtk_label_set_text

/// The texts a counter label shows; every operation sets a text different from the last.
private let texts = (0..<1_000).map(String.init)

/// A value made on the main thread and used there: scenarios run on the main thread, which
/// the compiler cannot see through `MainActor.assumeIsolated`.
struct MadeOnMain<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

private func labelRun(set: @escaping (Label) -> (String) -> Void) -> ScenarioRun {
    let label = MainActor.assumeIsolated { Label("") }
    let apply = set(label)
    return ScenarioRun(run: { iterations in
        for index in iterations { apply(texts[index % texts.count]) }
    }, check: { count in
        let shown = String(cString: gtk_label_get_text(label.opaquePointer))
        return shown == texts[(count - 1) % texts.count] ? nil : "the label shows \(shown)"
    })
}

private let labelText: [Scenario] = [
    Scenario(name: "Label text: raw gtk_label_set_text") {
        labelRun { label in
            let pointer = label.opaquePointer
            return { gtk_label_set_text(pointer, $0) }
        }
    },
    Scenario(name: "Label text: CombineGTK textBinder.on") {
        labelRun { label in
            let binder = MainActor.assumeIsolated { MadeOnMain(label.textBinder) }.value
            return { binder.on($0) }
        }
    },
    // What OpenCombine alone costs on this path: its PassthroughSubject and Sink around the
    // raw setter. No binding of ours can be cheaper than the subject's `send`.
    Scenario(name: "Label text: OpenCombine subject.sink { gtk_label_set_text } + send") {
        labelRun { label in
            let pointer = label.opaquePointer
            let subject = PassthroughSubject<String, Never>()
            let sink = subject.sink { gtk_label_set_text(pointer, $0) }
            return { text in withExtendedLifetime(sink) { subject.send(text) } }
        }
    },
    Scenario(name: "Label text: CombineGTK subject.bind(to: textBinder) + send") {
        labelRun { label in
            let subject = PassthroughSubject<String, Never>()
            let binding = subject.bind(to: MainActor.assumeIsolated { MadeOnMain(label.textBinder) }.value)
            return { text in withExtendedLifetime(binding) { subject.send(text) } }
        }
    },
]

// MARK: - Scheduling N immediate actions on the main context

/// Iterates the main context until `expected` actions have run.
private func drain(_ counter: Counter, _ expected: Int) {
    while counter.count < expected { g_main_context_iteration(nil, 0) }
}

private let scheduler: [Scenario] = [
    Scenario(name: "Scheduler: raw g_idle_add x N, then run") {
        let counter = Counter()
        return ScenarioRun(run: { iterations in
            let data = Unmanaged.passUnretained(counter).toOpaque()
            for _ in iterations { g_idle_add(rawIdleCallback, data) }
            drain(counter, iterations.count)
        }, check: { expect(counter, $0, "actions") })
    },
    Scenario(name: "Scheduler: CombineGTK MainContextScheduler.schedule x N, then run") {
        let counter = Counter()
        return ScenarioRun(run: { iterations in
            let scheduler = MainContextScheduler.shared
            for _ in iterations { scheduler.schedule { counter.count += 1 } }
            drain(counter, iterations.count)
        }, check: { expect(counter, $0, "actions") })
    },
]
