import XCTest
import CGtk
import CombineGTKTesting
@testable import CombineGTK

/// C callbacks as Swift closures, with no display: GLib calls the closure with Swift values,
/// and releases it exactly once, as its scope says: when the destroy notify runs (`notified`:
/// replaced, or its owner finalized), or as the call returns (`call`).
final class CallbackClosureTests: MainActorTestCase {
    func testANotifiedClosureRunsWithSwiftValuesAndIsReleasedOnceWhenReplacedAndWhenItsOwnerGoes() {
        onMain {
            let released = Counter()
            var filter: CustomFilter? = CustomFilter(matchFunc: { [token = Token(released)] item in
                _ = token
                return (item as? TextTag)?.name == "keep"
            })
            let finalization = Finalization(filter!)
            XCTAssertTrue(matches(filter!, TextTag(name: "keep")))
            XCTAssertFalse(matches(filter!, TextTag(name: "drop")))
            XCTAssertEqual(released.count, 0, "GLib holds the closure while the filter uses it")

            filter!.setFilterFunc { [token = Token(released)] _ in
                _ = token
                return true
            }
            XCTAssertEqual(released.count, 1, "the replaced closure is released by its destroy notify")
            XCTAssertTrue(matches(filter!, TextTag(name: "drop")), "the new closure answers")

            filter = nil
            assertFinalized(finalization)
            XCTAssertEqual(released.count, 2, "the last closure is released with the filter, once")
        }
    }

    func testANilClosureUnsetsANullableCallbackAndReleasesTheOneBefore() {
        onMain {
            let released = Counter()
            let filter = CustomFilter(matchFunc: { [token = Token(released)] _ in
                _ = token
                return false
            })
            XCTAssertFalse(matches(filter, TextTag(name: "any")))
            filter.setFilterFunc(nil)
            XCTAssertEqual(released.count, 1, "the unset closure is released by its destroy notify")
            XCTAssertTrue(matches(filter, TextTag(name: "any")), "with no function, a custom filter matches every item")
            XCTAssertTrue(matches(CustomFilter(matchFunc: nil), TextTag(name: "any")))
        }
    }

    func testACallScopedClosureRunsDuringTheCallAndIsReleasedAsItReturns() {
        onMain {
            let released = Counter()
            let table = TextTagTable()
            _ = table.add(TextTag(name: "bold"))
            _ = table.add(TextTag(name: "italic"))
            var names: [String] = []
            table.foreach { [token = Token(released)] tag in
                _ = token
                names.append(tag?.name ?? "?")
            }
            XCTAssertEqual(names.sorted(), ["bold", "italic"])
            XCTAssertEqual(released.count, 1, "released once the call returns")
        }
    }
}

/// What `filter` answers for `item` (`gtk_filter_match`).
@MainActor
private func matches(_ filter: CustomFilter, _ item: Object) -> Bool {
    gtk_filter_match(UnsafeMutableRawPointer(filter.objectPointer).assumingMemoryBound(to: GtkFilter.self), item.objectPointer) != 0
}

/// How many `Token`s have been released.
private final class Counter {
    var count = 0
}

/// Counts its own release: captured by a closure, it goes when the closure's box does.
private final class Token {
    let counter: Counter

    init(_ counter: Counter) { self.counter = counter }

    deinit { counter.count += 1 }
}
