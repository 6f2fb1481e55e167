import CombineGTKTesting
import XCTest
@testable import seven_guis

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
/// The 7GUIs view models, without widgets; the timer in virtual time.
final class SevenGUIsModelTests: XCTestCase {
    func testCounterCounts() {
        MainActor.assumeIsolated {
            let model = CounterModel()
            var shown: [Int] = []
            let subscription = model.$count.sink { shown.append($0) }
            model.increment()
            model.increment()
            XCTAssertEqual(shown, [0, 1, 2])
            subscription.cancel()
        }
    }

    func testTemperaturesConvertBothWaysAndLeaveTheTypedFieldAlone() {
        MainActor.assumeIsolated {
            let model = TemperatureModel()
            model.celsius = "100"
            XCTAssertEqual(model.fahrenheit, "212")
            model.fahrenheit = "-40"
            XCTAssertEqual(model.celsius, "-40")
            model.celsius = "10.123"
            XCTAssertEqual(model.fahrenheit, "50.2")
            XCTAssertEqual(model.celsius, "10.123", "the field being typed in is not rewritten")
            model.celsius = "abc"
            XCTAssertEqual(model.fahrenheit, "50.2", "text that is not a number converts nothing")
        }
    }

    func testFlightBookingFollowsTheRules() {
        MainActor.assumeIsolated {
            let model = FlightModel()
            var canBook: [Bool] = [], returnEnabled: [Bool] = [], startValid: [Bool] = []
            let subscriptions = [
                model.canBook.sink { canBook.append($0) },
                model.isReturn.sink { returnEnabled.append($0) },
                model.isStartValid.sink { startValid.append($0) },
            ]
            XCTAssertTrue(canBook.last == true && returnEnabled.last == false)
            model.kind = 1
            model.back = "26.03.2014"
            XCTAssertEqual(returnEnabled.last, true)
            XCTAssertEqual(canBook.last, false, "a return before the start")
            model.back = "28.03.2014"
            XCTAssertEqual(canBook.last, true)
            model.start = "31.04.2014"
            XCTAssertTrue(startValid.last == false && canBook.last == false)
            model.start = "27.03.2014"
            model.book()
            XCTAssertEqual(model.message, "You have booked a return flight from 27.03.2014 to 28.03.2014.")
            model.kind = 0
            model.back = "not a date"
            XCTAssertEqual(canBook.last, true, "a one-way flight ignores the return date")
            model.book()
            XCTAssertEqual(model.message, "You have booked a one-way flight on 27.03.2014.")
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testDaysAreReadStrictly() {
        MainActor.assumeIsolated {
            for (text, valid) in [("29.02.2012", true), ("29.02.2013", false), ("29.02.2000", true), ("29.02.1900", false),
                                  ("31.12.2014", true), ("32.01.2014", false), ("1.1.2014", false), ("01.13.2014", false)] {
                XCTAssertEqual(Day(text) != nil, valid, text)
            }
        }
    }

    func testTimerGrowsToTheDurationFollowsTheSliderAndResets() {
        MainActor.assumeIsolated {
            let scheduler = MainContextScheduler.test
            let model = TimerModel(scheduler: scheduler)
            var texts: [String] = []
            var gauge = 0.0
            let subscriptions = [model.elapsedText.sink { texts.append($0) }, model.gauge.sink { gauge = $0 }]
            model.duration = 2
            scheduler.advance(by: 1)
            XCTAssertEqual(model.elapsed, 1)
            XCTAssertEqual(gauge, 0.5)
            scheduler.advance(by: 5)
            XCTAssertEqual(model.elapsed, 2, "stops at the duration")
            model.duration = 4
            scheduler.advance(by: 1)
            XCTAssertEqual(model.elapsed, 3, "grows again when the slider moves past it")
            model.reset()
            XCTAssertEqual(model.elapsed, 0)
            scheduler.advance(by: .milliseconds(500))
            XCTAssertEqual(model.elapsed, 0.5)
            XCTAssertTrue(texts.first == "0 s" && texts.contains("1 s") && texts.last == "0.5 s")
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testAStalledLoopLosesNoTime() {
        MainActor.assumeIsolated {
            let scheduler = MainContextScheduler.test
            let model = TimerModel(scheduler: scheduler)
            // One long step: the ticks due meanwhile run late, the elapsed time is still right.
            scheduler.advance(by: 3)
            XCTAssertEqual(model.elapsed, 3)
        }
    }
}
