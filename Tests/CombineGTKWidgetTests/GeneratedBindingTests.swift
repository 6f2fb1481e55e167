import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The generated two-way bindings (`bindX(to:)`), on properties no hand-written code binds:
/// each side's change reaches the other once, without echo, in all three forms.
final class GeneratedBindingTests: XCTestCase {
    private final class Model {
        @Published var width = 4
        @Published var isOn = false
        var writes = 0
        var text = "" { didSet { writes += 1 } }
    }

    func testTheSubjectFormBindsBothWaysWithoutEcho() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("x")
            let subject = CurrentValueSubject<Int, Never>(7)
            let sent = TestSubscriber<Int, Never>()
            subject.subscribe(sent)
            let binding = label.bindWidthChars(to: subject)
            XCTAssertEqual(label.widthChars, 7, "the subject drives the property")
            label.widthChars = 9
            XCTAssertEqual(sent.values, [7, 9], "a change on the widget reaches the subject once, not echoed back")
            subject.send(11)
            XCTAssertEqual(label.widthChars, 11)
            binding.cancel()
            label.widthChars = 3
            XCTAssertEqual(subject.value, 11, "nothing after cancel")
        }
    }

    func testThePublishedFormAndTheKeyPathForm() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let model = Model()
            let check = CheckButton()
            var bindings = Set<AnyCancellable>()
            check.bindActive(to: &model.$isOn).store(in: &bindings)
            model.isOn = true
            XCTAssertTrue(check.isActive)
            check.isActive = false
            XCTAssertFalse(model.isOn, "the widget's change is written to the model")

            let label = Label("x")
            label.bind(Label.labelProperty, to: model, \.text, publisher: Just("a")).store(in: &bindings)
            XCTAssertEqual(label.label, "a")
            label.label = "b"
            XCTAssertEqual(model.text, "b")
            XCTAssertEqual(model.writes, 1, "through the setter (didSet runs), once")
        }
    }
}
