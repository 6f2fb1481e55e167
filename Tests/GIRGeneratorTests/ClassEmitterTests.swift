import XCTest
@testable import GIRGenerator

/// Classes, interfaces and their members, generated from the fixture GIR.
final class ClassEmitterTests: XCTestCase {
    private func output(members: [String: Set<MemberName>] = [:]) throws -> Generator.Output {
        try Fixtures.generate(Fixtures.config(members: members))
    }

    private func file(_ path: String, members: [String: Set<MemberName>] = [:]) throws -> String {
        try XCTUnwrap(output(members: members).files.first { $0.path == path }?.contents, "\(path) is generated")
    }

    func testAClassDerivesFromItsGTKParentAndDeclaresItsInterfaces() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains("""
        /// The base of all widgets.
        ///
        /// GTK's `DemoWidget` (abstract: GTK makes only its subclasses).
        open class Widget: Object, Buildable {
            /// `demo_widget_get_type()`.
            override nonisolated open class var wrappedType: GType { demo_widget_get_type() }

            public required init(adopting pointer: UnsafeMutablePointer<GObject>) { super.init(adopting: pointer) }
        """), widget)
        XCTAssertFalse(widget.contains("init(_ never: Never)"), "no constructors of its own: none to keep from subclasses")
        let button = try file("Demo/Classes/Button.swift")
        XCTAssertTrue(button.contains("private init(_ never: Never) { switch never {} }"), "subclasses inherit no constructor")
        XCTAssertTrue(button.contains("open class Button: Widget {"), "Buildable comes with Widget: not declared again")
        XCTAssertTrue(button.contains("""
            /// GTK's `demo_button_new`.
            public convenience init() {
                self.init(retaining: gObject(demo_button_new()))
            }
        """), "a transfer-none constructor's object is retained (a floating one is sunk)")
        XCTAssertTrue(try file("GeneratedClasses.swift").contains("\"DemoButton\": Button.self,"))
    }

    func testAPropertyHasASwiftPropertyThroughItsAccessorsAPublisherABinderAndAKey() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains("""
            public var halign: Align {
                get { propertyValue(Widget.halignProperty) }
                set { demo_widget_set_halign(cPointer(), newValue.gtkValue) }
            }
        """), "no getter in the GIR: read through GValue; the setter is GTK's")
        XCTAssertTrue(widget.contains("public var halignPublisher: PropertyPublisher<Align> { propertyPublisher(Widget.halignProperty) }"))
        XCTAssertTrue(widget.contains("public var halignBinder: Binder<Align> { propertyBinder(Widget.halignProperty) }"))
        XCTAssertTrue(widget.contains("public nonisolated static var halignProperty: PropertyKey<Align> { PropertyKey(\"DemoWidget\", \"halign\") }"))
        XCTAssertFalse(widget.contains("func setHalign"), "the setter is the Swift property's, not a method of its own")
        XCTAssertFalse(widget.contains("namePublisher"), "a property that cannot be read has no publisher")
    }

    func testASignalThatReturnsAValueHasAHandlerAndAnObservingPublisher() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains("""
            public struct KeyPressedArguments: Equatable {
                /// The `keyval` argument.
                public let keyval: Int
                /// The `child` argument.
                public let child: Widget?
            }
        """), "an argument the GIR leaves undocumented still has a comment: " + widget)
        XCTAssertTrue(widget.contains("public var keyPressedPublisher: SignalPublisher<KeyPressedArguments> { signalPublisher(\"key-pressed\") { KeyPressedArguments(keyval: $0.value(0, as: Int.self), child: $0.object(1, as: Widget.self)) } }"))
        XCTAssertTrue(widget.contains("public func onKeyPressed(_ handler: @escaping (Int, Widget?) -> Bool) -> AnyCancellable {"))
    }

    func testOutParametersComeBackAfterTheResult() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains("""
            /// GTK's `demo_widget_get_size`.
            public func size(_ forAlign: Align) -> (result: Bool, width: Int, align: Align) {
                var _width = Int32(0)
                var _align = DemoAlign(0)
                let _result = demo_widget_get_size(cPointer(), forAlign.gtkValue, &_width, &_align)
                return (_result != 0, swiftInt(_width), Align.known(_align))
            }
        """), widget)
    }

    func testAnIntGoesIntoCThroughARangeCheckNamingTheCall() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains(
            #"public func setSpacing(_ spacing: Int) { demo_widget_set_spacing(cPointer(), cInteger(spacing, "spacing", of: "demo_widget_set_spacing")) }"#
        ), widget)
        XCTAssertTrue(widget.contains("public func spacing() -> Int { swiftInt(demo_widget_get_spacing(cPointer())) }"), widget)
    }

    func testAnInterfaceIsAProtocolWithItsMembersInAnExtension() throws {
        let buildable = try file("Demo/Interfaces/Buildable.swift")
        XCTAssertTrue(buildable.contains("@MainActor\npublic protocol Buildable: Object {}\n\nextension Buildable {"), buildable)
        XCTAssertTrue(buildable.contains("public var idPublisher: PropertyPublisher<String?> { propertyPublisher(Self.idProperty) }"))
    }

    func testAHandWrittenMemberWinsAndCountsAsHandWritten() throws {
        let partly = try output(members: ["Widget": [MemberName("halignPublisher")]])
        let widget = try XCTUnwrap(partly.files.first { $0.path == "Demo/Classes/Widget.swift" }?.contents)
        XCTAssertFalse(widget.contains("halignPublisher"))
        XCTAssertTrue(widget.contains("public var halign: Align {"), "the other parts are generated")

        let whole = try output(members: ["Widget": [MemberName("halign"), MemberName("halignPublisher"), MemberName("halignBinder"),
                                                    MemberName("halignProperty"), MemberName("onKeyPressed", labels: ["_"])]])
        let surface = try XCTUnwrap(whole.files.first { $0.path == "Demo/Coverage.md" }?.contents)
        XCTAssertFalse(surface.contains("halign"), "hand-written is not unmapped")
        let properties = whole.coverage[0].rows[1]
        XCTAssertEqual([properties.generated, properties.handWritten, properties.total], [3, 1, 4])
        XCTAssertTrue(whole.coverageText.contains("      3 +   1 of     4"), whole.coverageText)
    }

    func testInheritedNamesAreNotTakenAgain() throws {
        // Object's hand-written `halignBinder` reaches every class: Widget's is left out.
        let text = try file("Demo/Classes/Widget.swift", members: ["Object": [MemberName("halignBinder")]])
        XCTAssertFalse(text.contains("halignBinder"))
        let other = try file("Demo/Classes/Widget.swift", members: ["Object": [MemberName("halign")]])
        XCTAssertFalse(other.contains("public var halign:"))
        XCTAssertTrue(other.contains("public var halignPublisher:"), "the other names are free")
    }
}

/// Two-way bindings, generated for every property that can be read and set after construction.
final class BindingEmitterTests: XCTestCase {
    private func file(_ path: String) throws -> String {
        try XCTUnwrap(Fixtures.generate().files.first { $0.path == path }?.contents, "\(path) is generated")
    }

    func testAReadWritePropertyHasTheThreeBindingsUnderGTKsWord() throws {
        let widget = try file("Demo/Classes/Widget.swift")
        XCTAssertTrue(widget.contains(
            "public func bindHalign<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Align, S.Failure == Never { bind(Widget.halignProperty, to: subject) }"
        ), widget)
        XCTAssertTrue(widget.contains(
            "public func bindHalign(to published: inout Published<Align>.Publisher) -> AnyCancellable { bind(Widget.halignProperty, to: &published) }"
        ))
        XCTAssertFalse(widget.contains("ReferenceWritableKeyPath"), "the pair only: a key path goes through the generic bind(_:to:_:publisher:)")
        XCTAssertTrue(widget.contains("public func bindVisible<S: Subject>(to subject: S)"), "a Boolean's bindings keep GTK's word")
        XCTAssertFalse(widget.contains("bindName"), "a construct-only property cannot be bound")
        XCTAssertFalse(widget.contains("bindHasFrame"), "a read-only property cannot be bound")
        let buildable = try file("Demo/Interfaces/Buildable.swift")
        XCTAssertTrue(buildable.contains("{ bind(Self.idProperty, to: subject) }"), "an interface's bindings use its conforming type's key")
    }

    func testAHandWrittenBindingWins() throws {
        let output = try Fixtures.generate(Fixtures.config(members: ["Widget": [MemberName("bindHalign", labels: ["to"])]]))
        let widget = try XCTUnwrap(output.files.first { $0.path == "Demo/Classes/Widget.swift" }?.contents)
        XCTAssertFalse(widget.contains("bindHalign"), "the three go together")
        XCTAssertTrue(widget.contains("public var halignBinder:"))
    }
}
