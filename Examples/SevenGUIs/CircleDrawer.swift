import CombineGTK

/// 7GUIs 6, Circle Drawer: a click on empty canvas adds a circle; the circle nearest the
/// pointer, if under it, is selected; its diameter can be adjusted in a dialog, the change
/// becoming one undoable step when the dialog closes; Undo and Redo walk the history.
@MainActor final class CircleModel {
    struct Circle: Equatable { var x: Double, y: Double, diameter: Double }

    @Published private(set) var circles: [Circle] = []
    @Published private(set) var selected: Int?
    @Published private(set) var canUndo = false
    @Published private(set) var canRedo = false
    private var undone: [[Circle]] = [] { didSet { canRedo = !undone.isEmpty } }
    private var done: [[Circle]] = [] { didSet { canUndo = !done.isEmpty } }
    /// The circles when the diameter dialog opened: the step to record when it closes.
    private var beforeAdjusting: [Circle]?

    func click(x: Double, y: Double) {
        if select(x: x, y: y) != nil { return }
        record { $0.append(Circle(x: x, y: y, diameter: 30)) }
        selected = circles.count - 1
    }

    /// Selects the circle nearest (x, y) whose disk holds the point; nil when none does.
    @discardableResult func select(x: Double, y: Double) -> Int? {
        let distance = { (c: Circle) in ((c.x - x) * (c.x - x) + (c.y - y) * (c.y - y)).squareRoot() }
        selected = circles.indices.filter { distance(circles[$0]) <= circles[$0].diameter / 2 }
            .min { distance(circles[$0]) < distance(circles[$1]) }
        return selected
    }

    func beginAdjusting() { beforeAdjusting = circles }
    func adjust(diameter: Double) { if let selected { circles[selected].diameter = diameter } }
    func endAdjusting() {
        guard let before = beforeAdjusting, before != circles else { beforeAdjusting = nil; return }
        beforeAdjusting = nil
        done.append(before)
        undone = []
    }

    func undo() { if let previous = done.popLast() { undone.append(circles); circles = previous; settle() } }
    func redo() { if let next = undone.popLast() { done.append(circles); circles = next; settle() } }

    private func record(_ change: (inout [Circle]) -> Void) {
        done.append(circles)
        change(&circles)
        undone = []
    }

    private func settle() {
        if let index = selected, index >= circles.count { selected = nil }
    }
}
