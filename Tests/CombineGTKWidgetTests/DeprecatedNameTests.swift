import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The names generated members had before Swift's naming rules stay one release, deprecated:
/// they read and write the same property as the new names.
final class DeprecatedNameTests: XCTestCase {
    func testABooleansOldNameReadsAndWritesTheSameProperty() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let button = ToggleButton()
            let old: any OldActiveName = button
            let values = TestSubscriber<Bool, Never>()
            button.activePublisher.subscribe(values)

            button.isActive = true
            XCTAssertTrue(old.active, "the old name reads the new one's value")
            old.active = false
            XCTAssertFalse(button.isActive, "the old name writes the same property")
            XCTAssertEqual(button.value(ToggleButton.activeProperty), false)
            XCTAssertEqual(values.values, [false, true, false], "one property, one notify each")

            let label = Label("x")
            let widget: any OldVisibleName = label
            widget.visible = false
            XCTAssertFalse(label.isVisible)
            XCTAssertFalse(widget.visible)
        }
    }
}

/// The deprecated names, reached through requirements they satisfy: using them directly would
/// be a deprecation warning in our own build, which must have none.
@MainActor
private protocol OldActiveName: AnyObject {
    var active: Bool { get set }
}

@MainActor
private protocol OldVisibleName: AnyObject {
    var visible: Bool { get set }
}

extension ToggleButton: OldActiveName {}
extension Widget: OldVisibleName {}
