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
