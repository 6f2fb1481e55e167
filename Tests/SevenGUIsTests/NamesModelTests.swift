import CombineGTKTesting
import Testing
@testable import seven_guis

/// CRUD's model: create, filter by surname prefix, update and delete the selected entry.
@MainActor
struct NamesModelTests {
    @Test func createFilterUpdateDelete() {
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
        #expect(shown.last == ["Emil, Hans", "Mustermann, Max", "Tisch, Roman"])
        model.prefix = "m"
        #expect(shown.last == ["Mustermann, Max"], "the prefix filters surnames, ignoring case")
        #expect(selection == [false])
        model.selected = 1
        (model.name, model.surname) = ("Maxi", "Musterfrau")
        model.update()
        #expect(shown.last == ["Musterfrau, Maxi"])
        model.delete()
        #expect(shown.last == [] && selection.last == false)
        model.prefix = ""
        #expect(shown.last == ["Emil, Hans", "Tisch, Roman"])
        model.update()
        #expect(shown.last == ["Emil, Hans", "Tisch, Roman"], "update without a selection does nothing")
        subscriptions.forEach { $0.cancel() }
    }
}
