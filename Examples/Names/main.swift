import CombineGTK
import Glibc // exit(), without the start-up cost of Foundation

struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
}

// The model: a list of people and the selected one's id. The window only binds to them.
let people = CurrentValueSubject<[Person], Never>([
    Person(id: 1, name: "Ada"), Person(id: 2, name: "Alan"), Person(id: 3, name: "Grace"),
])
let selectedID = CurrentValueSubject<Int?, Never>(nil)

let application = Application(id: "io.github.combinegtk.examples.Names")
var window: ApplicationWindow?
var bindings = Set<AnyCancellable>()
let activation = application.activatePublisher.sink {
    if let window { return window.present() }
    // Each new array is diffed by id: one splice per changed run, and a renamed person's
    // row updates in place (selection and scroll position stay).
    let selection = TypedSingleSelection(ListStore(people))
    let list = TypedListView(selection) { Label() } bind: { label, person in
        person.map(\.name).bind(to: label.textBinder)
    }
    list.setAccessibleLabel("People")
    let add = Button(label: "Add")
    let shout = Button(label: "Shout")
    let remove = Button(label: "Remove")
    let status = Label("Nothing selected")
    status.setAccessibleLabel("Selection")
    let box = Box(spacing: 6)
    for widget: Widget in [ScrolledWindow(child: list), add, shout, remove, status] { box.append(widget) }
    window = ApplicationWindow(application: application)
    window?.title = "Names"
    window?.setDefaultSize(width: 240, height: 320)
    window?.child = box
    window?.present()

    selection.bindSelectedID(to: selectedID).store(in: &bindings)
    add.clickedPublisher.sink {
        let id = (people.value.map(\.id).max() ?? 0) + 1
        people.value.append(Person(id: id, name: "Person \(id)"))
    }.store(in: &bindings)
    shout.clickedPublisher.sink {
        people.value = people.value.map { $0.id == selectedID.value ? Person(id: $0.id, name: $0.name.uppercased()) : $0 }
    }.store(in: &bindings)
    remove.clickedPublisher.sink {
        people.value.removeAll { $0.id == selectedID.value }
    }.store(in: &bindings)
    selectedID.combineLatest(people)
        .map { id, people in people.first { $0.id == id }.map { "Selected: \($0.name)" } ?? "Nothing selected" }
        .bind(to: status.textBinder)
        .store(in: &bindings)
}
exit(application.run())
