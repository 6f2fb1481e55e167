import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// A view model with one `@Published` choice that counts its assignments.
private final class ChoiceModel {
    @Published var choice: Int? = 0 { didSet { didSets += 1 } }
    private(set) var didSets = 0
}

/// The drop-down's items, read from its model through the C API.
@MainActor
private func items(_ dropDown: DropDown) -> [String] {
    let model = gtk_drop_down_get_model(dropDown.opaquePointer)!
    return (0..<g_list_model_get_n_items(model)).map { String(cString: gtk_string_list_get_string(model, $0)) }
}

final class DropDownTests: XCTestCase {
    func testInitOffersTheStringsWithTheFirstSelected() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["Red", "Green", "Blue"])
            XCTAssertEqual(items(dropDown), ["Red", "Green", "Blue"])
            XCTAssertEqual(dropDown.strings, ["Red", "Green", "Blue"])
            XCTAssertEqual(dropDown.selected, 0)
            XCTAssertEqual(dropDown.selectedString, "Red")
        }
    }

    func testSelectedPublisherFollowsGtkDropDownSetSelected() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["Red", "Green", "Blue"])
            let selected = TestSubscriber<Int, Never>()
            dropDown.selectedPublisher.subscribe(selected)
            XCTAssertEqual(selected.values, [0], "current value first")
            gtk_drop_down_set_selected(dropDown.opaquePointer, 2)
            gtk_drop_down_set_selected(dropDown.opaquePointer, 2)
            dropDown.selected = 1
            XCTAssertEqual(selected.values, [0, 2, 1], "every change, no duplicates")
            XCTAssertEqual(dropDown.selectedString, "Green")
        }
    }

    func testSelectedPublisherFinishesWhenTheDropDownIsFinalized() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyPublishersFinishWithTheirObject(make: { DropDown(strings: ["a"]) }, [{ $0.selectedPublisher.voided }])
        }
    }

    func testSelectedBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { DropDown(strings: ["a", "b", "c"]) }, binder: \.selectedBinder, property: "selected",
                               read: { Int(gtk_drop_down_get_selected($0.opaquePointer)) }, values: (2, 1))
        }
    }

    func testItemsBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyObjectBinder(make: { DropDown(strings: ["a", "b"]) }, binder: \.itemsBinder, read: items,
                               values: (["x", "y", "z"], ["p"]))
        }
    }

    func testItemsBinderReplacesTheListInOneChangeAndKeepsTheSelectedPosition() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["a", "b", "c"])
            let model = Object(retaining: UnsafeMutablePointer<GObject>(gtk_drop_down_get_model(dropDown.opaquePointer)!))
            var itemsChanged = 0
            let counter = model.signalPublisher("items-changed").sink { itemsChanged += 1 }
            dropDown.selected = 2
            let subject = PassthroughSubject<[String], Never>()
            let binding = subject.bind(to: dropDown.itemsBinder)

            subject.send(["w", "x", "y", "z"])
            XCTAssertEqual(itemsChanged, 1, "one splice")
            XCTAssertEqual(dropDown.selected, 2, "the position is kept")
            XCTAssertEqual(dropDown.selectedString, "y")
            subject.send(["w", "x", "y", "z"])
            XCTAssertEqual(itemsChanged, 1, "equal items change nothing")
            subject.send(["only"])
            XCTAssertEqual(dropDown.selected, 0, "clamped to the shorter list")
            subject.send([])
            XCTAssertNil(dropDown.selectedIndex)
            XCTAssertNil(dropDown.selectedString)
            binding.cancel()
            counter.cancel()
        }
    }

    /// A plain drop-down whose model someone set to another list gets a list of strings in
    /// its place (only a typed drop-down's model, which its selection follows, is refused).
    func testStringsReplaceAModelThatIsNotAStringList() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["x"])
            let other = g_list_store_new(gtk_string_object_get_type())!
            gtk_drop_down_set_model(dropDown.opaquePointer, other)
            g_object_unref(UnsafeMutableRawPointer(other))
            XCTAssertEqual(dropDown.strings, [], "another kind of list has no strings to show")
            dropDown.strings = ["a", "b"]
            XCTAssertEqual(dropDown.strings, ["a", "b"])
            XCTAssertEqual(dropDown.selectedString, "a")
        }
    }

    func testSelectedIndexIsThePositionOrNilForNone() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["a", "b", "c"])
            let indexes = TestSubscriber<Int?, Never>()
            dropDown.selectedIndexPublisher.subscribe(indexes)
            XCTAssertEqual(dropDown.selectedIndex, 0)
            dropDown.selectedIndex = 2
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown.opaquePointer), 2)
            dropDown.selectedIndex = nil
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown.opaquePointer), GTK_INVALID_LIST_POSITION)
            XCTAssertNil(dropDown.selectedIndex)
            gtk_drop_down_set_selected(dropDown.opaquePointer, 1)
            XCTAssertEqual(dropDown.selectedIndex, 1)
            dropDown.selectedIndex = 3
            XCTAssertNil(dropDown.selectedIndex, "past the end selects nothing")
            XCTAssertEqual(indexes.values, [0, 2, nil, 1, nil], "current value first, then each change")
            indexes.cancel()
        }
    }

    func testSelectedIndexBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["a", "b", "c"])
            let subject = PassthroughSubject<Int?, Never>()
            let binding = subject.bind(to: dropDown.selectedIndexBinder)
            subject.send(2)
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown.opaquePointer), 2)
            subject.send(nil)
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown.opaquePointer), GTK_INVALID_LIST_POSITION)
            binding.cancel()
            subject.send(1)
            XCTAssertNil(dropDown.selectedIndex, "a cancelled binder sets nothing")
        }
    }

    func testBindSelectedIndexToASubjectBothWaysWithNilForNone() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let dropDown = DropDown(strings: ["a", "b", "c"])
            let subject = CurrentValueSubject<Int?, Never>(1)
            var sent: [Int?] = []
            let observer = subject.sink { sent.append($0) }
            let binding = dropDown.bindSelectedIndex(to: subject)
            drainMainContext()
            XCTAssertEqual(dropDown.selectedIndex, 1, "the subject's value first")
            gtk_drop_down_set_selected(dropDown.opaquePointer, 2)
            gtk_drop_down_set_selected(dropDown.opaquePointer, GTK_INVALID_LIST_POSITION)
            XCTAssertEqual(sent, [1, 2, nil], "the user's changes reach the subject once each, none as nil")
            subject.send(0)
            drainMainContext()
            XCTAssertEqual(dropDown.selectedIndex, 0)
            XCTAssertEqual(sent, [1, 2, nil, 0], "no echo")
            binding.cancel()
            observer.cancel()
        }
    }

    func testBindSelectedIndexToAPublishedPropertyNamesItOnce() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ChoiceModel()
            let dropDown = DropDown(strings: ["a", "b", "c"])
            var seen: [Int?] = []
            let observer = model.$choice.sink { seen.append($0) }
            let binding = dropDown.bindSelectedIndex(to: &model.$choice)
            drainMainContext()
            gtk_drop_down_set_selected(dropDown.opaquePointer, 2)
            XCTAssertEqual(model.choice, 2)
            model.choice = nil
            drainMainContext()
            XCTAssertEqual(gtk_drop_down_get_selected(dropDown.opaquePointer), GTK_INVALID_LIST_POSITION)
            XCTAssertEqual(seen, [0, 2, nil], "each change once, no echo")
            binding.cancel()
            observer.cancel()
        }
    }

    /// Two drop-downs bound to one `@Published var choice`: each change reaches the model once
    /// and the other drop-down once, and nothing comes back.
    func testTwoDropDownsBoundToOnePublishedChoiceDoNotEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = ChoiceModel()
            let first = DropDown(strings: ["a", "b", "c"])
            let second = DropDown(strings: ["A", "B", "C"])
            var firstNotifies = 0
            var secondNotifies = 0
            let counters = [
                first.signalPublisher("notify::selected").sink { firstNotifies += 1 },
                second.signalPublisher("notify::selected").sink { secondNotifies += 1 },
            ]
            let bindings = [
                first.bindSelectedIndex(to: model, \.choice, publisher: model.$choice),
                second.bindSelectedIndex(to: model, \.choice, publisher: model.$choice),
            ]
            drainMainContext()
            XCTAssertEqual([model.didSets, firstNotifies, secondNotifies], [0, 0, 0])

            gtk_drop_down_set_selected(first.opaquePointer, 2)
            drainMainContext()
            XCTAssertEqual(model.choice, 2)
            XCTAssertEqual(model.didSets, 1, "the user's choice reaches the model exactly once")
            XCTAssertEqual(gtk_drop_down_get_selected(second.opaquePointer), 2)
            XCTAssertEqual([firstNotifies, secondNotifies], [1, 1], "each drop-down changes exactly once")

            model.choice = 1
            drainMainContext()
            XCTAssertEqual(model.didSets, 2, "no echo back into the model")
            XCTAssertEqual(gtk_drop_down_get_selected(first.opaquePointer), 1)
            XCTAssertEqual(gtk_drop_down_get_selected(second.opaquePointer), 1)
            XCTAssertEqual([firstNotifies, secondNotifies], [2, 2])

            gtk_drop_down_set_selected(second.opaquePointer, 0)
            drainMainContext()
            XCTAssertEqual(model.didSets, 3)
            XCTAssertEqual(gtk_drop_down_get_selected(first.opaquePointer), 0)
            XCTAssertEqual([firstNotifies, secondNotifies], [3, 3])

            bindings[0].cancel()
            model.choice = 2
            XCTAssertEqual(gtk_drop_down_get_selected(first.opaquePointer), 0, "a cancelled binding no longer follows the model")
            gtk_drop_down_set_selected(first.opaquePointer, 1)
            drainMainContext()
            XCTAssertEqual(model.didSets, 4, "nor drives it")
            bindings[1].cancel()
            counters.forEach { $0.cancel() }
        }
    }
}
