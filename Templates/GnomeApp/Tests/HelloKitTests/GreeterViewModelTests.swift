import CombineGTKCore
import HelloKit
import Testing

/// The view model in virtual time: no display, no main loop, no sleeping.
@MainActor
struct GreeterViewModelTests {
    @Test func greetsNobodyUntilANameIsTyped() {
        let viewModel = GreeterViewModel(scheduler: VirtualTimeScheduler())
        let greetings = Recorder(viewModel.greeting)
        #expect(greetings.values == [.nobody])
    }

    @Test func greetsOnceTypingPauses() {
        let scheduler = VirtualTimeScheduler()
        let viewModel = GreeterViewModel(scheduler: scheduler, pause: .milliseconds(300))
        let greetings = Recorder(viewModel.greeting)
        for text in ["A", "Ad", "Ada"] {
            viewModel.nameChanged(text)
            scheduler.advance(by: .milliseconds(100))
        }
        scheduler.advance(by: .milliseconds(199))
        #expect(greetings.values == [.nobody], "still typing: 299 ms since the last key")
        scheduler.advance(by: .milliseconds(1))
        #expect(greetings.values == [.nobody, .person("Ada")])
    }

    @Test func trimsTheNameAndTreatsSpacesAsNobody() {
        let scheduler = VirtualTimeScheduler()
        let viewModel = GreeterViewModel(scheduler: scheduler, name: "Ada")
        let greetings = Recorder(viewModel.greeting)
        viewModel.nameChanged("  Grace ")
        scheduler.advance(by: 1)
        viewModel.nameChanged("   ")
        scheduler.advance(by: 1)
        #expect(greetings.values == [.person("Ada"), .person("Grace"), .nobody])
    }

    @Test func clearEmptiesTheTextAtOnceAndTheGreetingAfterThePause() {
        let scheduler = VirtualTimeScheduler()
        let viewModel = GreeterViewModel(scheduler: scheduler, name: "Ada")
        let text = Recorder(viewModel.text)
        let canClear = Recorder(viewModel.canClear)
        let greetings = Recorder(viewModel.greeting)
        viewModel.clear()
        #expect(text.values == ["Ada", ""])
        #expect(canClear.values == [true, false])
        #expect(greetings.values == [.person("Ada")])
        scheduler.advance(by: .milliseconds(300))
        #expect(greetings.values == [.person("Ada"), .nobody])
    }

    @Test func aLateSubscriberGetsTheCurrentGreeting() {
        let scheduler = VirtualTimeScheduler()
        let viewModel = GreeterViewModel(scheduler: scheduler)
        viewModel.nameChanged("Ada")
        scheduler.advance(by: 1)
        #expect(Recorder(viewModel.greeting).values == [.person("Ada")])
    }
}
