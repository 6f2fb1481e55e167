import XCTest
@testable import GIRGenerator

final class SwiftNameTests: XCTestCase {
    func testMembersBecomeLowerCamelCase() {
        XCTAssertEqual(SwiftName.memberName("baseline_fill", ofType: "Align"), "baselineFill")
        XCTAssertEqual(SwiftName.memberName("dir-ltr", ofType: "StateFlags"), "dirLtr")
        XCTAssertEqual(SwiftName.memberName("fill", ofType: "Align"), "fill")
        XCTAssertEqual(SwiftName.lowerCamelCase("focus__within_"), "focusWithin", "empty words are dropped")
        XCTAssertEqual(SwiftName.upperCamelCase("key_pressed"), "KeyPressed")
    }

    func testADigitFirstKeepsTheTypesLastWord() {
        XCTAssertEqual(SwiftName.memberName("2d", ofType: "TransformCategory"), "category2d")
        XCTAssertEqual(SwiftName.memberName("2d_affine", ofType: "TransformCategory"), "category2dAffine")
        XCTAssertEqual(SwiftName.memberName("2big", ofType: "SpawnError"), "error2big")
        XCTAssertEqual(SwiftName.memberName("3d", ofType: "Unit"), "unit3d")
        XCTAssertEqual(SwiftName.lastWord(of: "IMContext"), "IMContext", "no lower-to-upper step: the whole name")
        XCTAssertEqual(SwiftName.lastWord(of: "GLArea"), "GLArea")
        XCTAssertEqual(SwiftName.lastWord(of: "Gesture2Drag"), "Drag")
    }

    func testKeywordsAreEscaped() {
        XCTAssertEqual(SwiftName.escaped("default"), "`default`")
        XCTAssertEqual(SwiftName.escaped("true"), "`true`")
        XCTAssertEqual(SwiftName.escaped("switch"), "`switch`")
        XCTAssertEqual(SwiftName.escaped("private"), "`private`")
        XCTAssertEqual(SwiftName.escaped("Type"), "`Type`")
        XCTAssertEqual(SwiftName.escaped("start"), "start")
    }
}
