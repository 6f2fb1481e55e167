import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// A generated test index's types held to GLib (`SurfaceVerification.types`), each class also
/// found in the class table under its GType; returns how many properties and signals were
/// checked, for the caller to hold to the index it expects.
@MainActor
func verifyRegistered(_ types: [TypeCheck], file: StaticString = #filePath, line: UInt = #line) -> (properties: Int, signals: Int) {
    let result = SurfaceVerification.types(types)
    XCTAssertEqual(result.problems, [], file: file, line: line)
    for check in types {
        if let wrapper = check.wrapper {
            XCTAssertTrue(WrapperClass.of(check.gType) == wrapper, "\(check.typeName) is in the class table", file: file, line: line)
        }
    }
    return (result.properties, result.signals)
}
