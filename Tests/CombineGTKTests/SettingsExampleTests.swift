import CombineGTKTesting
import XCTest

/// The schema a to-do app installs (data/io.example.Todo.gschema.xml).
let todoSchema = """
<schemalist>
  <enum id="io.example.Todo.Filter">
    <value nick="all" value="0"/>
    <value nick="active" value="1"/>
    <value nick="done" value="2"/>
  </enum>
  <schema id="io.example.Todo" path="/io/example/Todo/">
    <key name="filter" enum="io.example.Todo.Filter"><default>'all'</default></key>
    <key name="font-size" type="i"><range min="6" max="72"/><default>12</default></key>
  </schema>
</schemalist>
"""

/// Which tasks the list shows: an enumeration in Swift, an `enum` key (by nick) in GSettings.
enum ShownTasks: String, VariantConvertible {
    case all, active, done
}

final class TodoViewModel {
    @Published var filter = ShownTasks.all
}

final class TodoPreferencesTests: XCTestCase {
    func testTheFilterIsAPreferenceTheMenuAndTheModelShare() throws {
        try MainActor.assumeIsolated {
            let settings = try TestSettings.settings("io.example.Todo", in: [todoSchema])
            let model = TodoViewModel()
            let binding = settings.bind("filter", to: &model.$filter)   // the stored filter wins
            let filter: SimpleAction = settings.createAction("filter")   // "win.filter" for a menu

            filter.activate(Variant("done"))                             // a radio item chosen
            drainMainContext()
            XCTAssertEqual(model.filter, .done)

            model.filter = .active                                        // the model changes it
            drainMainContext()
            XCTAssertEqual(try settings.value(for: "filter", as: ShownTasks.self), .active)
            XCTAssertEqual(filter.state, Variant("active"))

            XCTAssertThrowsError(try settings.set(100, for: "font-size")) { error in
                XCTAssertEqual("\(error)", "The value 100 is not allowed for the key \"font-size\" of the GSettings schema "
                    + "\"io.example.Todo\" (outside its type's or its schema's range, or none of its choices).")
            }
            binding.cancel()
        }
    }
}
