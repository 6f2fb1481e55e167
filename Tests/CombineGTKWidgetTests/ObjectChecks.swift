import XCTest
import Foundation
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The binder contract for binders whose effect shows in no `notify` of the target itself
/// (a range's bounds, a drop-down's model) and for objects that are not widgets
/// (`Adjustment`); `verifyWidgetBinder` covers the rest.
///
/// 1. each value sent sets the state (read back with `read`), also from another thread;
/// 2. a cancelled binding sets nothing more;
/// 3. the binding holds its target weakly: dropping the wrapper finalizes the object, and
///    sending again is harmless.
///
/// `values` must differ from each other and `values.0` from the initial state.
@MainActor
func verifyObjectBinder<Target: Object, Value: Equatable>(
    make: () -> Target,
    binder: (Target) -> Binder<Value>,
    read: @escaping (Target) -> Value,
    values: (Value, Value),
    file: StaticString = #filePath,
    line: UInt = #line
) {
    var target: Target? = make()
    let finalization = Finalization(target!)
    let (first, second) = values
    XCTAssertNotEqual(read(target!), first, "the first value must change the state", file: file, line: line)

    let subject = PassthroughSubject<Value, Never>()
    let binding = subject.bind(to: binder(target!))
    subject.send(first)
    XCTAssertEqual(read(target!), first, "sets the state", file: file, line: line)
    subject.send(second)
    XCTAssertEqual(read(target!), second, "sets the state again", file: file, line: line)
    // A plain closure, so the thread captures no generic metatype.
    let sendFirst = UncheckedSendable({ subject.send(first) })
    Thread.detachNewThread { sendFirst.value() }
    XCTAssertTrue(pumpMainContext { read(target!) == first }, "a value from another thread is applied", file: file, line: line)

    binding.cancel()
    subject.send(second)
    drainMainContext()
    XCTAssertEqual(read(target!), first, "a cancelled binding sets nothing", file: file, line: line)

    let live = subject.bind(to: binder(target!))
    subject.send(second)
    XCTAssertEqual(read(target!), second, file: file, line: line)
    target = nil
    assertFinalized(finalization, message: "a binding does not keep its object alive", file: file, line: line)
    subject.send(first)
    drainMainContext()
    live.cancel()
}

/// Subscribes to each of `publishers`, drops the only wrapper, and checks that the object is
/// finalized (no publisher holds it, nor its wrapper) and that each subscriber finished once.
@MainActor
func verifyPublishersFinishWithTheirObject<Target: Object>(
    make: () -> Target,
    _ publishers: [(Target) -> AnyPublisher<Void, Never>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    var target: Target? = make()
    let finalization = Finalization(target!)
    let subscribers = publishers.map { publisher in
        let subscriber = TestSubscriber<Void, Never>()
        publisher(target!).subscribe(subscriber)
        return subscriber
    }
    target = nil
    assertFinalized(finalization, message: "no subscription keeps the object alive", file: file, line: line)
    XCTAssertTrue(subscribers.allSatisfy(\.isFinished),
                   "each subscriber finished once", file: file, line: line)
}

extension Publisher where Failure == Never {
    /// For `verifyPublishersFinishWithTheirObject`, which only counts completions.
    var voided: AnyPublisher<Void, Never> { map { _ in () }.eraseToAnyPublisher() }
}
