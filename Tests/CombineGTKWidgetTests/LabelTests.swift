import XCTest
import Foundation
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

final class LabelTests: XCTestCase {
    func testLabelPublisherSendsTheCurrentTextThenEveryChange() throws {
        try Display.require()
        MainActor.assumeIsolated {
            var window: Window? = Window()
            var label: Label? = Label("0")
            window!.child = label
            let subscriber = TestSubscriber<String, Never>()
            label!.labelPublisher.subscribe(subscriber)
            XCTAssertEqual(subscriber.values, ["0"], "current value first")
            label!.text = "1"
            label!.text = "1"
            gtk_label_set_label(label!.opaquePointer, "2")
            XCTAssertEqual(subscriber.values, ["0", "1", "2"], "programmatic changes, no duplicates")
            let markup = Just("<b>3</b>").bind(to: label!.markupBinder)
            XCTAssertEqual(subscriber.values, ["0", "1", "2", "<b>3</b>"], "the label property holds the markup")
            markup.cancel()

            let finalization = Finalization(label!)
            label = nil
            window!.destroy()
            window = nil
            assertFinalized(finalization)
            XCTAssertEqual(subscriber.completions, [.finished])
        }
    }

    func testTextBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("0") }, binder: \.textBinder, property: "label",
                               read: { $0.text }, values: ("1", "2"))
        }
    }

    func testTextBinderShowsMarkupCharactersAsTheyAre() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let label = Label("0")
            let subject = PassthroughSubject<String, Never>()
            let markup = subject.bind(to: label.markupBinder)
            subject.send("<b>bold</b>")
            markup.cancel()
            XCTAssertEqual(label.text, "bold")
            let text = subject.bind(to: label.textBinder)
            subject.send("<b>bold</b>")
            XCTAssertEqual(label.text, "<b>bold</b>", "plain text, even where markup was")
            XCTAssertEqual(label.value(Label.useMarkupProperty), false)
            text.cancel()
        }
    }

    func testMarkupBinder() throws {
        try Display.require()
        MainActor.assumeIsolated {
            verifyWidgetBinder(make: { Label("0") }, binder: \.markupBinder, property: "label",
                               read: { [$0.value(Label.labelProperty) ?? "", $0.text] },
                               values: ("<b>1</b>", "<i>2</i>"),
                               as: { [$0, $0.replacingOccurrences(of: "<b>", with: "").replacingOccurrences(of: "</b>", with: "")
                                        .replacingOccurrences(of: "<i>", with: "").replacingOccurrences(of: "</i>", with: "")] })
        }
    }
}
