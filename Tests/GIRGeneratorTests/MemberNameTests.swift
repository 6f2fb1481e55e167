import XCTest
@testable import GIRGenerator

final class MemberNameTests: XCTestCase {
    func testWhichNamesClash() {
        let text = MemberName("text"), textMethod = MemberName("text", labels: []), first = MemberName("text", labels: ["where"])
        XCTAssertTrue(text.clashes(with: MemberName("text")))
        XCTAssertTrue(text.clashes(with: textMethod), "`text` and `text()`")
        XCTAssertFalse(text.clashes(with: first), "`text` and `text(where:)`, as `first` and `first(where:)`")
        XCTAssertTrue(first.clashes(with: MemberName("text", labels: ["where"])))
        XCTAssertFalse(first.clashes(with: MemberName("text", labels: ["_"])))
    }

    func testTheConfigSpellingIsSwiftsAndReadsBack() {
        XCTAssertEqual(MemberName(spelling: "text"), MemberName("text"))
        XCTAssertEqual(MemberName(spelling: "destroy()"), MemberName("destroy", labels: []))
        XCTAssertEqual(MemberName(spelling: "init(_:)"), MemberName("init", labels: ["_"]))
        XCTAssertEqual(MemberName(spelling: "bind(to:_:transform:)"), MemberName("bind", labels: ["to", "_", "transform"]))
        for name in [MemberName("text"), MemberName("text", labels: []), MemberName("init", labels: ["value", "_"])] {
            XCTAssertEqual(MemberName(spelling: name.description), name)
        }
        for wrong in ["", "text(", "text(label)", "text(a:b)", "init(_:)x", "is visible", "1st", "text(:)", "a.b"] {
            XCTAssertNil(MemberName(spelling: wrong), wrong)
        }
    }
}
