import CombineGTKTesting
import XCTest
@testable import seven_guis

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
/// CRUD's model: create, filter by surname prefix, update and delete the selected entry.
final class NamesModelTests: XCTestCase {
    func testCreateFilterUpdateDelete() {
        MainActor.assumeIsolated {
            let model = NamesModel()
            var shown: [[String]] = [], selection: [Bool] = []
            let subscriptions = [
                model.shown.sink { shown.append($0.map { "\($0.surname), \($0.name)" }) },
                model.hasSelection.sink { selection.append($0) },
            ]
            for (name, surname) in [("Hans", "Emil"), ("Max", "Mustermann"), ("Roman", "Tisch")] {
                (model.name, model.surname) = (name, surname)
                model.create()
            }
            XCTAssertEqual(shown.last, ["Emil, Hans", "Mustermann, Max", "Tisch, Roman"])
            model.prefix = "m"
            XCTAssertEqual(shown.last, ["Mustermann, Max"], "the prefix filters surnames, ignoring case")
            XCTAssertEqual(selection, [false])
            model.selected = 1
            (model.name, model.surname) = ("Maxi", "Musterfrau")
            model.update()
            XCTAssertEqual(shown.last, ["Musterfrau, Maxi"])
            model.delete()
            XCTAssertTrue(shown.last == [] && selection.last == false)
            model.prefix = ""
            XCTAssertEqual(shown.last, ["Emil, Hans", "Tisch, Roman"])
            model.update()
            XCTAssertEqual(shown.last, ["Emil, Hans", "Tisch, Roman"], "update without a selection does nothing")
            subscriptions.forEach { $0.cancel() }
        }
    }
}
