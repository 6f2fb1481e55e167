import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
import CombineGTK

/// The generated surface as users write it, with no `import CGtk`: GTK's inheritance,
/// constructors taking generated enumerations, typed properties with publishers and
/// binders, interfaces as protocols, signals with typed arguments and handlers.
final class GeneratedAPITests: XCTestCase {
    func testClassesFollowGTKsInheritance() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let toggle = ToggleButton(label: "On")
            let button: Button = toggle
            XCTAssertEqual(button.label, "On", "a ToggleButton is a Button, with its label")
            XCTAssertTrue(CheckButton() as Any is Widget)
            XCTAssertFalse(CheckButton() as Any is Button, "in GTK 4 a check button is not a button")
            let click: EventController = GestureClick()
            XCTAssertTrue(click is GestureSingle && click is Gesture)
        }
    }

    func testPropertiesEnumerationsAndInterfaces() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let box = Box(orientation: .vertical)
            XCTAssertEqual(box.orientation, .vertical, "Orientable's property, on a Box")
            box.orientation = .horizontal
            XCTAssertEqual(box.value(of: "orientation", as: Orientation.self), .horizontal)
            let orientable: any Orientable = box
            XCTAssertEqual(orientable.orientation, .horizontal)

            let label = Label("x")
            label.halign = .start
            label.widthChars = 5
            label.marginStart = 3
            label.hexpands = true
            XCTAssertEqual([label.halign], [.start])
            XCTAssertEqual(label.widthChars, 5)
            XCTAssertEqual(label.value(of: "margin-start", as: Int32.self), 3)
            XCTAssertTrue(label.hexpands)

            label.setSizeRequest(width: 40, height: 20)
            XCTAssertTrue(label.sizeRequest() == (40, 20), "out parameters come back as a tuple")

            let entry = Entry()
            entry.text = "typed"
            XCTAssertEqual(entry.text, "typed", "Editable's text, generated")
            entry.placeholderText = "hint"
            XCTAssertEqual(entry.placeholderText, "hint")
        }
    }

    func testPublishersAndBindersOfEveryKind() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            var aligns: [Align] = []
            let alignment = label.halignPublisher.sink { aligns.append($0) }
            let subject = PassthroughSubject<Align, Never>()
            let binding = subject.bind(to: label.halignBinder)
            subject.send(.end)
            label.halign = .center
            XCTAssertEqual(aligns, [.fill, .end, .center], "current value, then every change")

            let window = Window()
            var children: [Widget?] = []
            let child = window.childPublisher.sink { children.append($0) }
            window.child = label
            window.child = nil
            XCTAssertEqual(children, [nil, label, nil], "object properties publish their wrappers")
            [alignment, binding, child].forEach { $0.cancel() }
            window.destroy()
        }
    }

    func testSignalsWithArgumentsAndHandlersThatAnswer() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let window = Window()
            var requests = 0
            let observer = window.closeRequestPublisher.sink { requests += 1 }
            let handler = window.onCloseRequest { true }
            window.present()
            XCTAssertTrue(pumpMainContext { window.realized() })
            window.close()
            XCTAssertEqual(requests, 1)
            XCTAssertTrue(window.isVisible, "the handler answered true: the window stays")
            handler.cancel()
            window.close()
            XCTAssertEqual(requests, 2)
            XCTAssertFalse(window.isVisible, "without the handler, it closes")
            observer.cancel()
            window.destroy()

            let list = ListBox()
            let row = ListBoxRow()
            list.append(row)
            var selected: [ListBoxRow?] = []
            let selection = list.rowSelectedPublisher.sink { selected.append($0) }
            list.selectRow(row)
            list.unselectAll()
            XCTAssertEqual(selected, [row, nil], "object arguments come as their wrappers")
            selection.cancel()
        }
    }
}
