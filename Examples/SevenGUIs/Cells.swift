import CombineGTK

/// 7GUIs 7, Cells: a spreadsheet of columns A–Z and rows 0–99. A cell holds a number, text,
/// or a formula (`=A1+B2*2`, `=sum(A0:A9)`, functions sum, prod, avg, min, max); changing a
/// cell updates every cell whose formula depends on it, and only those.
@MainActor final class Sheet {
    nonisolated static let columns = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }, rows = 100

    struct Cell: Hashable { let column: Int, row: Int }

    private(set) var texts: [Cell: String] = [:]
    private var formulas: [Cell: Formula] = [:]
    private var values: [Cell: Double] = [:]
    private var shown: [Cell: CurrentValueSubject<String, Never>] = [:]

    /// What `cell` shows: its value, its text, or an error; current, then changes.
    func display(_ cell: Cell) -> AnyPublisher<String, Never> {
        subject(cell).removeDuplicates().eraseToAnyPublisher()
    }

    /// The user typed `text` into `cell`.
    func set(_ cell: Cell, _ text: String) {
        texts[cell] = text
        formulas[cell] = Formula(text)
        var done = Set<Cell>()
        recompute(cell, done: &done)
    }

    private func subject(_ cell: Cell) -> CurrentValueSubject<String, Never> {
        if let existing = shown[cell] { return existing }
        let made = CurrentValueSubject<String, Never>(text(of: cell))
        shown[cell] = made
        return made
    }

    private func text(of cell: Cell) -> String {
        if let value = values[cell] { return TemperatureModel.format(value) }
        switch formulas[cell] {
        case .error(let message)?: return message
        case .text(let text)?: return text
        case nil: return ""
        default: return "#VALUE"
        }
    }

    /// Evaluates `cell`, then the cells that read it, each once per change.
    private func recompute(_ cell: Cell, done: inout Set<Cell>) {
        done.insert(cell)
        if reads(cell, from: cell) {
            values[cell] = nil
            shown[cell]?.value = "#CYCLE"
        } else {
            // An empty cell reads as 0, a cell of text (or an error) as no number.
            let read: (Cell) -> Double? = { [values, texts] in values[$0] ?? ((texts[$0] ?? "").isEmpty ? 0 : nil) }
            values[cell] = formulas[cell]?.value(read)
            shown[cell]?.value = text(of: cell)
        }
        for (other, formula) in formulas where formula.references.contains(cell) && !done.contains(other) {
            recompute(other, done: &done)
        }
    }

    /// Whether `cell`'s formula reads `target`, directly or through other cells.
    private func reads(_ cell: Cell, from target: Cell, seen: Set<Cell> = []) -> Bool {
        let references = formulas[cell]?.references ?? []
        return references.contains(target)
            || references.subtracting(seen).contains { reads($0, from: target, seen: seen.union(references)) }
    }
}

/// What a cell's text means: a number, plain text, or an expression over other cells.
indirect enum Formula {
    case number(Double), text(String), error(String)
    case cell(Sheet.Cell), range(Sheet.Cell, Sheet.Cell)
    case call(String, [Formula]), binary(Character, Formula, Formula)

    init(_ text: String) {
        if let number = Double(text) { self = .number(number); return }
        guard text.hasPrefix("=") else { self = .text(text); return }
        var parser = FormulaParser(text.dropFirst().filter { $0 != " " })
        self = parser.parse() ?? .error("#PARSE")
    }

    /// The cells the formula reads.
    var references: Set<Sheet.Cell> {
        switch self {
        case .cell(let cell): return [cell]
        case .range(let from, let to):
            return Set((from.column...to.column).flatMap { column in (from.row...to.row).map { Sheet.Cell(column: column, row: $0) } })
        case .call(_, let arguments): return arguments.reduce(into: []) { $0.formUnion($1.references) }
        case .binary(_, let left, let right): return left.references.union(right.references)
        default: return []
        }
    }

    /// The value, reading cells with `read` (nil for a cell that holds text); nil when there is none.
    func value(_ read: (Sheet.Cell) -> Double?) -> Double? {
        switch self {
        case .number(let number): return number
        case .cell(let cell): return read(cell)
        case .binary(let op, let left, let right):
            guard let a = left.value(read), let b = right.value(read) else { return nil }
            return op == "+" ? a + b : op == "-" ? a - b : op == "*" ? a * b : b == 0 ? nil : a / b
        case .call(let name, let arguments):
            let numbers = arguments.flatMap { argument -> [Double?] in
                if case .range = argument { return argument.references.map(read) }
                return [argument.value(read)]
            }
            guard !numbers.contains(where: { $0 == nil }), let values = Optional(numbers.compactMap { $0 }) else { return nil }
            switch name {
            case "sum": return values.reduce(0, +)
            case "prod": return values.reduce(1, *)
            case "avg": return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
            case "min": return values.min()
            case "max": return values.max()
            default: return nil
            }
        default: return nil
        }
    }
}

/// Recursive descent over `sum(A0:A9)*2+B1`: terms of factors, `+ - * /`, calls, ranges.
struct FormulaParser {
    private var rest: Substring

    init(_ text: String) { rest = Substring(text) }

    mutating func parse() -> Formula? {
        let formula = expression()
        return rest.isEmpty ? formula : nil
    }

    private mutating func expression() -> Formula? { binary(["+", "-"]) { $0.binary(["*", "/"]) { $0.factor() } } }

    private mutating func binary(_ ops: Set<Character>, _ operand: (inout FormulaParser) -> Formula?) -> Formula? {
        guard var left = operand(&self) else { return nil }
        while let op = rest.first, ops.contains(op) {
            rest.removeFirst()
            guard let right = operand(&self) else { return nil }
            left = .binary(op, left, right)
        }
        return left
    }

    private mutating func factor() -> Formula? {
        if rest.first == "(" {
            rest.removeFirst()
            let inner = expression()
            return rest.popFirst() == ")" ? inner : nil
        }
        let number = rest.prefix { $0.isNumber || $0 == "." }
        if !number.isEmpty { rest.removeFirst(number.count); return Double(number).map(Formula.number) }
        let name = rest.prefix { $0.isLetter }
        rest.removeFirst(name.count)
        if rest.first == "(" {
            rest.removeFirst()
            var arguments: [Formula] = []
            while rest.first != ")" {
                guard let argument = range() ?? expression() else { return nil }
                arguments.append(argument)
                if rest.first == "," { rest.removeFirst() }
            }
            rest.removeFirst()
            return .call(name.lowercased(), arguments)
        }
        return cell(named: name)
    }

    private mutating func range() -> Formula? {
        var probe = self
        let name = probe.rest.prefix { $0.isLetter }
        probe.rest.removeFirst(name.count)
        guard case .cell(let from)? = probe.cell(named: name), probe.rest.popFirst() == ":" else { return nil }
        let end = probe.rest.prefix { $0.isLetter }
        probe.rest.removeFirst(end.count)
        guard case .cell(let to)? = probe.cell(named: end), from.column <= to.column, from.row <= to.row else { return nil }
        self = probe
        return .range(from, to)
    }

    private mutating func cell(named name: Substring) -> Formula? {
        let digits = rest.prefix { $0.isNumber }
        guard name.count == 1, let column = Sheet.columns.firstIndex(of: name.uppercased()),
              let row = Int(digits), row < Sheet.rows else { return nil }
        rest.removeFirst(digits.count)
        return .cell(Sheet.Cell(column: column, row: row))
    }
}

/// The sheet in a column view: 100 row elements, a column of row numbers and one per letter.
/// Cells are labels, made for the rows in view only; the one editor goes where it is needed.
@MainActor func cellsView(_ sheet: Sheet, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let editor = CellEditor(sheet)
    let rows = ListStore(Just(Array(0..<Sheet.rows)), id: \.self)
    let view = TypedColumnView(rows) {
        TypedColumn("") { Label() } bind: { label, row in row.map { "\($0)" }.bind(to: label.textBinder) }
        for column in Sheet.columns.indices {
            TypedColumn(Sheet.columns[column]) { editor.makeCell() } bind: { cell, row in
                row.map { [sheet] in
                    cell.cell = Sheet.Cell(column: column, row: $0)
                    return sheet.display(cell.cell)
                }.switchToLatest().bind(to: cell.label.textBinder)
            }
        }
    }
    view.showsColumnSeparators = true
    view.showsRowSeparators = true
    return ScrolledWindow(child: view)
}

/// One cell's widgets: its value, and room for the editor.
@MainActor final class SheetCell: ListRow {
    let box = Box(), label = Label()
    var cell = Sheet.Cell(column: 0, row: 0), clicks: AnyCancellable?
    var rootWidget: Widget { box }
}

/// The one entry that edits a cell: a double click puts it in place of the cell's label,
/// showing the cell's text; Enter, or leaving it, commits.
@MainActor final class CellEditor {
    private let sheet: Sheet, entry = Entry()
    private var editing: (view: SheetCell, cell: Sheet.Cell)?, bindings = Set<AnyCancellable>()

    init(_ sheet: Sheet) {
        self.sheet = sheet
        entry.setAccessibleLabel("Formula")
        entry.widthChars = 1
        entry.hexpands = true
        entry.activatePublisher.sink { [weak self] in self?.end() }.store(in: &bindings)
        entry.containsFocusPublisher.filter { !$0 }.sink { [weak self] _ in self?.end() }.store(in: &bindings)
    }

    func makeCell() -> SheetCell {
        let cell = SheetCell(), clicks = GestureClick()
        cell.box.widthRequest = 80
        cell.box.append(cell.label)
        cell.box.addController(clicks)
        // Holds the gesture's wrapper (GTK's box holds the gesture) until the cell goes.
        cell.clicks = clicks.pressedPublisher.filter { $0.pressCount == 2 }.sink { [weak self, weak cell] _ in
            _ = clicks.setState(.claimed) // the row's own double click (activation) would take the focus
            if let cell { self?.begin(cell) }
        }
        return cell
    }

    private func begin(_ cell: SheetCell) {
        end()
        editing = (cell, cell.cell)
        entry.text = sheet.texts[cell.cell] ?? ""
        cell.label.isVisible = false
        cell.box.append(entry)
        _ = entry.grabFocus()
    }

    private func end() {
        guard let (view, cell) = editing else { return }
        editing = nil
        if entry.text != sheet.texts[cell] ?? "" { sheet.set(cell, entry.text) }
        view.box.remove(entry)
        view.label.isVisible = true
    }
}
