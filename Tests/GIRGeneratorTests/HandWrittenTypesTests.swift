import XCTest
@testable import GIRGenerator

final class HandWrittenTypesTests: XCTestCase {
    func testTopLevelPublicTypesOnly() {
        let source = """
        public final class Box: Widget {
            public struct Nested {}
        }
        @MainActor
        open class Object {}
        public protocol Editable {}
        struct Internal {}
        public enum PropertyTable {}
        public typealias Handler = () -> Void
        extension Public {}
        """
        XCTAssertEqual(HandWrittenTypes.publicTypeNames(in: source), ["Box", "Object", "Editable", "PropertyTable", "Handler"])
    }
}
