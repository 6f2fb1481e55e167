import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// `settings.publisher(for:as:)` keeps the publisher contract: current value, then each
/// change of its key from anywhere, no duplicates, demand, cancel, finalize, clear errors.
final class SettingsPublisherTests: MainActorTestCase {
    func testSendsTheCurrentValueThenEveryChangeWithoutDuplicates() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let other = try Settings(schemaID: SettingsTestSchema.id)
            let filter = TestSubscriber(subscribingTo: settings.publisher(for: "filter", as: String.self))
            XCTAssertEqual(filter.values, ["All"])
            try settings.set("Done", for: "filter")
            drainMainContext()
            try other.set("Open", for: "filter")
            drainMainContext()
            try other.set("Open", for: "filter")
            try settings.set(14, for: "font-size")
            drainMainContext()
            other.reset("filter")
            drainMainContext()
            XCTAssertEqual(filter.values, ["All", "Done", "Open", "All"], "changes from another object too, the other key's not, no duplicates")
            filter.cancel()
        }
    }

    func testConvertsFromTheKeysType() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let sizes = TestSubscriber(subscribingTo: settings.publisher(for: "font-size", as: Double.self))
            let sort = TestSubscriber(subscribingTo: settings.publisher(for: "sort", as: SettingsSort.self))
            try settings.set(20, for: "font-size")
            try settings.set(SettingsSort.date, for: "sort")
            drainMainContext()
            XCTAssertEqual(sizes.values, [12, 20])
            XCTAssertEqual(sort.values, [.name, .date])
            sizes.cancel()
            sort.cancel()
        }
    }

    func testHonoursDemandAndSendsTheLatestValueWhenDemandReturns() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let filter = TestSubscriber<String, Never>(demand: .none)
            settings.publisher(for: "filter", as: String.self).subscribe(filter)
            XCTAssertEqual(filter.values, [])
            filter.request(.max(1))
            XCTAssertEqual(filter.values, ["All"])
            try settings.set("Done", for: "filter")
            try settings.set("Open", for: "filter")
            drainMainContext()
            XCTAssertEqual(filter.values, ["All"], "no demand, nothing sent")
            filter.request(.max(1))
            XCTAssertEqual(filter.values, ["All", "Open"], "the latest, not a queue")
            filter.cancel()
        }
    }

    func testCancelDisconnectsAndStopsDelivery() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let filter = TestSubscriber(subscribingTo: settings.publisher(for: "filter", as: String.self))
            XCTAssertTrue(settings.hasSignalHandler("changed::filter"))
            filter.cancel()
            filter.cancel()
            XCTAssertFalse(settings.hasSignalHandler("changed::filter"), "cancel disconnected the handler")
            try settings.set("Done", for: "filter")
            drainMainContext()
            XCTAssertEqual(filter.values, ["All"])
            XCTAssertEqual(filter.completions.count, 0)
        }
    }

    func testFinishesWhenTheSettingsGoAndDoesNotKeepThem() {
        onMain {
            var filter: TestSubscriber<String, Never>?
            assertFinalized("a subscription does not keep the settings") {
                let settings = try! SettingsTestSchema.settings()
                filter = TestSubscriber(subscribingTo: settings.publisher(for: "filter", as: String.self))
                return settings
            }
            XCTAssertTrue(filter?.isFinished == true, "finished once when the settings were finalized")
        }
    }

    func testAMissingKeyOrAnUnconvertibleTypeFinishesWithAClearError() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            LogCapture.start()
            let missing = TestSubscriber(subscribingTo: settings.publisher(for: "filtre", as: String.self))
            let wrongType = TestSubscriber(subscribingTo: settings.publisher(for: "filter", as: Int.self))
            // An "ai" key whose default, [], converts to anything: the types decide.
            let wrongElements = TestSubscriber(subscribingTo: settings.publisher(for: "sizes", as: [String].self))
            let convertible = TestSubscriber(subscribingTo: settings.publisher(for: "sizes", as: [Double].self))
            XCTAssertTrue(missing.isFinished)
            XCTAssertTrue(wrongType.isFinished)
            XCTAssertTrue(wrongElements.isFinished)
            XCTAssertFalse(convertible.isFinished, "integers convert to doubles")
            XCTAssertEqual(missing.values, [])
            XCTAssertEqual(LogCapture.messages, [
                "The GSettings schema \"io.github.combinegtk.SettingsTests\" has no key \"filtre\".",
                "The key \"filter\" of the GSettings schema \"io.github.combinegtk.SettingsTests\" holds values of type \"s\"; a Int cannot be converted to or from it.",
                "The key \"sizes\" of the GSettings schema \"io.github.combinegtk.SettingsTests\" holds values of type \"ai\"; a Array<String> cannot be converted to or from it.",
            ])
        }
    }

    func testAWriteFromInsideTheHandlerIsDeliveredOnce() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let filter = TestSubscriber<String, Never>()
            filter.onValue = { value in
                if value == "Done" { try? settings.set("Done!", for: "filter") }
                return .none
            }
            settings.publisher(for: "filter", as: String.self).subscribe(filter)
            try settings.set("Done", for: "filter")
            drainMainContext()
            XCTAssertEqual(filter.values, ["All", "Done", "Done!"])
            filter.cancel()
        }
    }

    func testABinderWritesTheKeyAndLogsWhatItCannotWrite() throws {
        try onMain {
            let settings = try SettingsTestSchema.settings()
            let sizes = PassthroughSubject<Int, Never>()
            let binding = sizes.bind(to: settings.binder(for: "font-size"))
            sizes.send(16)
            XCTAssertEqual(settings.int("font-size"), 16)
            LogCapture.start()
            sizes.send(500)
            XCTAssertEqual(settings.int("font-size"), 16)
            XCTAssertEqual(LogCapture.messages.count, 1)
            XCTAssertTrue(LogCapture.messages.first?.contains("500 is not allowed for the key \"font-size\"") == true, "\(LogCapture.messages)")
            binding.cancel()
        }
    }
}
