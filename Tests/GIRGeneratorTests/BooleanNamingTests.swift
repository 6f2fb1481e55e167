import XCTest
@testable import GIRGenerator

/// Boolean properties: named by Swift's guidelines, GTK's word kept for the rest, the old
/// name kept one release.
final class BooleanNamingTests: XCTestCase {
    func testTheRule() {
        let cases = [
            "visible": "isVisible", "modal": "isModal", "selected": "isSelected", "child-revealed": "isChildRevealed",
            "has-frame": "hasFrame", "can-focus": "canFocus", "is-active": "isActive", "activates-default": "activatesDefault",
            "show-arrow": "showsArrow", "use-underline": "usesUnderline", "wrap": "wraps", "enable-search": "enablesSearch",
            "hexpand-set": "isHexpandSet", "wrap-mode-set": "isWrapModeSet", "show-spaces-set": "isShowSpacesSet",
        ]
        for (gtk, swift) in cases {
            XCTAssertEqual(MemberNaming.booleanProperty(gtk), swift, gtk)
        }
    }

    private func widget(_ config: GeneratorConfig = Fixtures.config()) throws -> String {
        try XCTUnwrap(Fixtures.generate(config).files.first { $0.path == "Demo/Classes/Widget.swift" }?.contents)
    }

    func testTheSwiftPropertyTakesTheRulesNameAndTheRestKeepGTKsWord() throws {
        let widget = try widget()
        XCTAssertTrue(widget.contains("""
            public var isVisible: Bool {
                get { propertyValue(Widget.visibleProperty) }
                set { setValue(newValue, of: Widget.visibleProperty.name) }
            }
        """), widget)
        XCTAssertTrue(widget.contains("public var visiblePublisher: PropertyPublisher<Bool>"))
        XCTAssertTrue(widget.contains("public var visibleBinder: Binder<Bool>"))
        XCTAssertTrue(widget.contains("public nonisolated static var visibleProperty: PropertyKey<Bool> { PropertyKey(\"DemoWidget\", \"visible\") }"))
        XCTAssertTrue(widget.contains("public var hasFrame: Bool { propertyValue(Widget.hasFrameProperty) }"))
    }

    func testTheOldNameIsADeprecatedForwarderOnlyWhereTheNameChanged() throws {
        let widget = try widget()
        XCTAssertTrue(widget.contains("""
            @available(*, deprecated, renamed: "isVisible")
            public var visible: Bool {
                get { isVisible }
                set { isVisible = newValue }
            }
        """), widget)
        XCTAssertFalse(widget.contains("renamed: \"hasFrame\""), "hasFrame is GTK's word already")
        let taken = try self.widget(Fixtures.config(members: ["Widget": [MemberName("visible")]]))
        XCTAssertTrue(taken.contains("public var isVisible: Bool {"))
        XCTAssertFalse(taken.contains("public var visible:"), "a hand-written `visible` keeps its name: no forwarder")
        var config = Fixtures.config()
        config.namespaces[0].booleanForwarders = false
        let new = try self.widget(config)
        XCTAssertTrue(new.contains("public var isVisible: Bool {"))
        XCTAssertFalse(new.contains("deprecated, renamed"), "a namespace without released names (Gio) has no forwarders")
    }

    func testTheConfigNamesTheExceptions() throws {
        let renamed = try widget(Fixtures.config(booleanNames: [.init(gir: "Demo.Widget:visible", swift: "isShown", reason: "r")]))
        XCTAssertTrue(renamed.contains("public var isShown: Bool {"))
        XCTAssertTrue(renamed.contains("@available(*, deprecated, renamed: \"isShown\")"))
        XCTAssertTrue(renamed.contains("public var visiblePublisher:"))
        XCTAssertThrowsError(try Fixtures.generate(Fixtures.config(booleanNames: [.init(gir: "Demo.Widget:halign", swift: "isAligned", reason: "r")]))) { error in
            XCTAssertEqual("\(error)", "Demo.json: booleanNames lists Demo.Widget:halign, which names no Boolean property the generator generates")
        }
    }
}
