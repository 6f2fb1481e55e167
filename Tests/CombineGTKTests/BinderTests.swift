import XCTest
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

final class BinderTests: MainActorTestCase {
    final class Target { var text = "" }

    func testAppliesAtOnceOnTheMainThread() {
        onMain {
            let target = Target()
            let binder = Binder(target, context: MainContextScheduler.shared) { $0.text = $1 }
            let subject = CurrentValueSubject<String, Never>("a")
            let cancellable = subject.bind(to: binder)
            XCTAssertEqual(target.text, "a")
            subject.send("b")
            XCTAssertEqual(target.text, "b")
            cancellable.cancel()
            subject.send("c")
            XCTAssertEqual(target.text, "b", "a cancelled binding stops")
        }
    }

    func testHoldsItsTargetWeakly() {
        onMain {
            var target: Target? = Target()
            weak let weakTarget = target
            let binder = Binder(target!, context: MainContextScheduler.shared) { $0.text = $1 }
            let subject = PassthroughSubject<String, Never>()
            let cancellable = subject.bind(to: binder)
            target = nil
            XCTAssertNil(weakTarget)
            subject.send("ignored") // must not crash or resurrect anything
            cancellable.cancel()
        }
    }

    func testValuesFromAnotherThreadAreAppliedOnTheMainContext() {
        onMain {
            let target = Target()
            var appliedOnMain: [Bool] = []
            let binder = Binder(target, context: MainContextScheduler.shared) {
                $0.text = $1
                appliedOnMain.append(Thread.isMainThread)
            }
            let sendable = UncheckedSendable(binder)
            Thread.detachNewThread { sendable.value.on("from a worker") }
            XCTAssertTrue(pumpMainContext { target.text == "from a worker" })
            XCTAssertEqual(appliedOnMain, [true])
        }
    }
}
