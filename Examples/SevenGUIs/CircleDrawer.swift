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
    /// While a diameter is adjusted, the selection stays on that circle.
    @discardableResult func select(x: Double, y: Double) -> Int? {
        if beforeAdjusting != nil { return selected }
        let distance = { (c: Circle) in ((c.x - x) * (c.x - x) + (c.y - y) * (c.y - y)).squareRoot() }
        selected = circles.indices.filter { distance(circles[$0]) <= circles[$0].diameter / 2 }
            .min { distance(circles[$0]) < distance(circles[$1]) }
        return selected
    }

    func beginAdjusting() { beforeAdjusting = circles }
    func adjust(diameter: Double) {
        if beforeAdjusting != nil, let selected, circles[selected].diameter != diameter { circles[selected].diameter = diameter }
    }
    func endAdjusting() {
        guard let before = beforeAdjusting, before != circles else { beforeAdjusting = nil; return }
        beforeAdjusting = nil
        done.append(before)
        undone = []
    }

    func undo() { if let previous = done.popLast() { undone.append(circles); circles = previous; settle() } }
    func redo() { if let next = undone.popLast() { done.append(circles); circles = next; settle() } }

    var selectedCircle: Circle? { selected.map { circles[$0] } }
    /// What the canvas shows, as text: its accessible description.
    var summary: AnyPublisher<String, Never> {
        $circles.combineLatest($selected).map { circles, selected in
            "Circles: \(circles.count)" + circles.indices.map { index in
                let c = circles[index]
                return "; at \(Int(c.x)), \(Int(c.y)), diameter \(Int(c.diameter))" + (index == selected ? ", selected" : "")
            }.joined()
        }.eraseToAnyPublisher()
    }

    private func record(_ change: (inout [Circle]) -> Void) {
        done.append(circles)
        change(&circles)
        undone = []
    }

    private func settle() {
        if let index = selected, index >= circles.count { selected = nil }
    }
}

@MainActor func circleView(_ model: CircleModel, _ bindings: inout Set<AnyCancellable>) -> Widget {
    let undo = Button(label: "Undo"), redo = Button(label: "Redo"), canvas = DrawingArea(), frame = Frame(label: nil)
    let press = GestureClick(), menuPress = GestureClick(), motion = EventControllerMotion()
    let menu = Popover(), adjustItem = Button(label: "Adjust diameter..")
    let dialog = Dialog(), dialogText = Label(), slider = Scale(lower: 4, upper: 200)
    canvas.contentWidth = 480
    canvas.contentHeight = 320
    canvas.setAccessibleLabel("Canvas")
    canvas.setDrawFunction { context, _, _ in
        context.setSourceRGB(red: 1, green: 1, blue: 1)
        context.paint()
        context.lineWidth = 1
        for (index, circle) in model.circles.enumerated() {
            context.arc(centerX: circle.x, centerY: circle.y, radius: circle.diameter / 2)
            if index == model.selected {
                context.setSourceRGB(red: 0.75, green: 0.75, blue: 0.75)
                context.fillPreserve()
            }
            context.setSourceRGB(red: 0, green: 0, blue: 0)
            context.stroke()
        }
    }
    model.$circles.combineLatest(model.$selected).bind(to: canvas.redrawBinder()).store(in: &bindings)
    model.summary.bind(to: canvas.accessibleDescriptionBinder).store(in: &bindings)
    menuPress.button = 3
    [press, menuPress, motion].forEach(canvas.addController)
    press.pressedPublisher.sink { model.click(x: $0.x, y: $0.y) }.store(in: &bindings)
    motion.motionPublisher.sink { model.select(x: $0.x, y: $0.y) }.store(in: &bindings)
    menuPress.pressedPublisher.sink { click in
        guard model.select(x: click.x, y: click.y) != nil else { return }
        menu.setPointingTo(x: Int(click.x), y: Int(click.y))
        menu.popup()
    }.store(in: &bindings)

    adjustItem.hasFrame = false
    menu.child = adjustItem
    menu.hasArrow = false
    menu.attach(to: canvas)
    dialog.title = "Adjust diameter"
    dialog.isModal = true
    dialog.hidesOnClose = true
    dialog.contentArea()?.append(Box(.vertical, spacing: 8, dialogText, slider))
    slider.setAccessibleLabel("Diameter")
    adjustItem.clickedPublisher.sink {
        menu.popdown()
        guard let circle = model.selectedCircle else { return }
        model.beginAdjusting()
        dialogText.text = "Adjust diameter of circle at (\(Int(circle.x)), \(Int(circle.y)))."
        slider.value = circle.diameter
        dialog.transientFor = canvas.root as? Window
        dialog.present()
    }.store(in: &bindings)
    slider.valuePublisher.sink { model.adjust(diameter: $0) }.store(in: &bindings)
    dialog.closeRequestPublisher.sink { model.endAdjusting() }.store(in: &bindings)

    model.$canUndo.bind(to: undo.sensitiveBinder).store(in: &bindings)
    model.$canRedo.bind(to: redo.sensitiveBinder).store(in: &bindings)
    undo.clickedPublisher.sink { model.undo() }.store(in: &bindings)
    redo.clickedPublisher.sink { model.redo() }.store(in: &bindings)
    let buttons = Box(.horizontal, spacing: 8, undo, redo)
    buttons.halign = .center
    frame.child = canvas
    return Box(.vertical, spacing: 8, buttons, frame)
}
