import CombineGTK

/// 7GUIs 5, CRUD: a list of "Surname, Name" filtered by a surname prefix; Create adds the
/// name in the fields, Update replaces the selected entry with it, Delete removes the
/// selected entry; Update and Delete need a selection.
@MainActor final class NamesModel {
    struct Person: Identifiable, Equatable { let id: Int; var name: String, surname: String }

    @Published private(set) var people: [Person] = []
    @Published var prefix = ""
    @Published var name = ""
    @Published var surname = ""
    @Published var selected: Int?
    private var nextID = 0

    /// The people whose surname starts with the prefix, as the list shows them.
    var shown: AnyPublisher<[Person], Never> {
        $people.combineLatest($prefix).map { people, prefix in
            people.filter { $0.surname.lowercased().hasPrefix(prefix.lowercased()) }
        }.eraseToAnyPublisher()
    }
    var hasSelection: AnyPublisher<Bool, Never> { $selected.map { $0 != nil }.eraseToAnyPublisher() }

    func create() {
        people.append(Person(id: nextID, name: name, surname: surname))
        nextID += 1
    }

    func update() {
        guard let index = people.firstIndex(where: { $0.id == selected }) else { return }
        people[index].name = name
        people[index].surname = surname
    }

    func delete() {
        people.removeAll { $0.id == selected }
        selected = nil
    }
}

@MainActor func crudView(_ model: NamesModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let prefix = Entry(), name = Entry(), surname = Entry(), form = Grid()
    let create = Button(label: "Create"), update = Button(label: "Update"), delete = Button(label: "Delete")
    let selection = TypedSingleSelection(ListStore(model.shown))
    let list = TypedListView(selection) { () -> Label in let label = Label(); label.xalign = 0; return label } bind: { label, person in
        person.map { "\($0.surname), \($0.name)" }.bind(to: label.textBinder)
    }
    for (entry, title) in [(prefix, "Filter prefix"), (name, "Name"), (surname, "Surname")] { entry.setAccessibleLabel(title) }
    list.setAccessibleLabel("Names")
    let scroller = ScrolledWindow(child: list)
    (scroller.minContentWidth, scroller.minContentHeight) = (160, 150)
    (form.rowSpacing, form.columnSpacing) = (8, 8)
    for (row, (title, entry)) in [("Name:", name), ("Surname:", surname)].enumerated() {
        form.attach(child: Label(title), column: 0, row: row, width: 1, height: 1)
        form.attach(child: entry, column: 1, row: row, width: 1, height: 1)
    }
    prefix.bindText(to: &model.$prefix).store(in: &bindings)
    name.bindText(to: &model.$name).store(in: &bindings)
    surname.bindText(to: &model.$surname).store(in: &bindings)
    selection.bindSelectedID(to: model, \.selected, publisher: model.$selected).store(in: &bindings)
    model.hasSelection.bind(to: update.sensitiveBinder).store(in: &bindings)
    model.hasSelection.bind(to: delete.sensitiveBinder).store(in: &bindings)
    create.clickedPublisher.sink { model.create() }.store(in: &bindings)
    update.clickedPublisher.sink { model.update() }.store(in: &bindings)
    delete.clickedPublisher.sink { model.delete() }.store(in: &bindings)
    return Box(.vertical, spacing: 8, Box(.horizontal, spacing: 8, Label("Filter prefix:"), prefix),
               Box(.horizontal, spacing: 8, scroller, form), Box(.horizontal, spacing: 8, create, update, delete))
}
