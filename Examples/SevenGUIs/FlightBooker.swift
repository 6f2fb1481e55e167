import CombineGTK

/// 7GUIs 3, Flight Booker: a one-way or return flight on dates typed as dd.mm.yyyy; the
/// return date is editable only for a return flight, an invalid date is marked, and booking
/// needs valid dates with the return not before the start.
@MainActor final class FlightModel {
    static let kinds = ["one-way flight", "return flight"]
    @Published var kind: Int? = 0
    @Published var start = "27.03.2014"
    @Published var back = "27.03.2014"
    @Published private(set) var message = ""

    var isReturn: AnyPublisher<Bool, Never> { $kind.map { $0 == 1 }.eraseToAnyPublisher() }
    var isStartValid: AnyPublisher<Bool, Never> { $start.map { Day($0) != nil }.eraseToAnyPublisher() }
    var isBackValid: AnyPublisher<Bool, Never> { $back.map { Day($0) != nil }.eraseToAnyPublisher() }
    var canBook: AnyPublisher<Bool, Never> {
        $kind.combineLatest($start, $back).map { kind, start, back in
            guard let first = Day(start) else { return false }
            return kind == 0 || Day(back).map { $0 >= first } == true
        }.eraseToAnyPublisher()
    }

    func book() {
        message = kind == 0 ? "You have booked a one-way flight on \(start)."
            : "You have booked a return flight from \(start) to \(back)."
    }
}

/// A calendar day read from "dd.mm.yyyy", nil when there is no such day.
struct Day: Comparable {
    let year: Int, month: Int, day: Int

    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let day = parts[0], let month = parts[1], let year = parts[2],
              (1...12).contains(month), text.count == 10 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    static func < (a: Day, b: Day) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }
}

@MainActor func flightView(_ model: FlightModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let kind = DropDown(strings: FlightModel.kinds), start = Entry(), back = Entry()
    let book = Button(label: "Book"), message = Label()
    start.setAccessibleLabel("Start date")
    back.setAccessibleLabel("Return date")
    kind.bindSelectedIndex(to: &model.$kind).store(in: &bindings)
    start.bindText(to: &model.$start).store(in: &bindings)
    back.bindText(to: &model.$back).store(in: &bindings)
    model.isReturn.bind(to: back.sensitiveBinder).store(in: &bindings)
    model.isStartValid.map(!).bind(to: start.cssClassBinder("error")).store(in: &bindings)
    model.isBackValid.map(!).bind(to: back.cssClassBinder("error")).store(in: &bindings)
    model.canBook.bind(to: book.sensitiveBinder).store(in: &bindings)
    model.$message.bind(to: message.textBinder).store(in: &bindings)
    book.clickedPublisher.sink { model.book() }.store(in: &bindings)
    return Box(.vertical, spacing: 8, kind, start, back, book, message)
}
