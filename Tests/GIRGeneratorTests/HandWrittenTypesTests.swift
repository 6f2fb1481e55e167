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

    func testMembersOfTypesAndExtensionsPrivateOnesLeftOut() {
        let source = """
        extension Label {
            public convenience init(_ text: String = "") {}
            public var text: String { "" }
            private var hidden: Int { 0 }
            public private(set) var count = 0
            nonisolated(unsafe) static var shared = 0
            public func bind<S: Subject>(
                to subject: S, _ keyPath: KeyPath<S, Int>, transform: @escaping (Int) -> Bool
            ) -> AnyCancellable { fatalError() }
            func `default`() {}
                func nested() {}
        }
        extension CombineCompatible where Self: Object {
            public func publisher(for signal: String) {}
        }
        """
        let members = HandWrittenTypes.memberNames(in: source)
        XCTAssertEqual(members["Label"]?.sorted().map(\.description), [
            "bind(to:_:transform:)", "count", "default()", "init(_:)", "shared", "text",
        ])
        XCTAssertEqual(members["Object"]?.map(\.description), ["publisher(for:)"], "CombineCompatible's extensions reach every Object")
    }

    func testWhichNamesClash() {
        let text = MemberName("text"), textMethod = MemberName("text", labels: []), first = MemberName("text", labels: ["where"])
        XCTAssertTrue(text.clashes(with: MemberName("text")))
        XCTAssertTrue(text.clashes(with: textMethod), "`text` and `text()`")
        XCTAssertFalse(text.clashes(with: first), "`text` and `text(where:)`, as `first` and `first(where:)`")
        XCTAssertTrue(first.clashes(with: MemberName("text", labels: ["where"])))
        XCTAssertFalse(first.clashes(with: MemberName("text", labels: ["_"])))
    }
}
