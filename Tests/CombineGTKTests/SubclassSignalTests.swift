import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// Signals declared in Swift with object arguments and results, with no display: the same
/// Swift instance received as sent, results with no, one and two handlers, the true-handled
/// accumulator, C and `.ui` handlers receiving and answering, and misuse stopping the
/// program with a message.
final class SubclassSignalTests: MainActorTestCase {
    func testObjectArgumentsArriveAsTheSameSwiftInstances() {
        onMain {
            let board = TaskBoard()
            let task = TaskItem(title: "a")
            task.notes = ["Swift state"]
            var received: [(TaskItem, TaskItem?)] = []
            var actions: [(SimpleAction, Orientation)] = []
            let subscriptions = [
                board.signalPublisher(TaskBoard.moved).sink { received.append(($0, $1)) },
                board.signalPublisher(TaskBoard.acted).sink { actions.append(($0, $1)) },
            ]
            TaskBoard.moved.emit(on: board, task, nil)
            TaskBoard.moved.emit(on: board, task, task)
            let action = SimpleAction(name: "save")
            TaskBoard.acted.emit(on: board, action, .horizontal)

            XCTAssertEqual(received.count, 2)
            XCTAssertTrue(received.allSatisfy { $0.0 === task }, "the receiver gets the instance that was sent")
            XCTAssertEqual(received.first?.0.notes, ["Swift state"])
            XCTAssertNil(received[0].1, "nil arrives as nil")
            XCTAssertTrue(received[1].1 === task)
            XCTAssertTrue(actions.first?.0 === action, "a generated class's wrapper, the same one")
            XCTAssertEqual(actions.first?.1, .horizontal)

            var query = GSignalQuery()
            g_signal_query(g_signal_lookup("moved", TaskBoard.registeredType), &query)
            XCTAssertEqual(query.n_params, 2)
            XCTAssertEqual(query.param_types[0], TaskItem.registeredType, "declared with the registered GType")
            XCTAssertEqual(query.param_types[1], TaskItem.registeredType)
            XCTAssertEqual(query.return_type, FundamentalType.none)
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testAResultIsTheDefaultTheOneAnswerOrTheLastOne() {
        onMain {
            let board = TaskBoard()
            let task = TaskItem(title: "a", priority: 3)
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), -1, "no handler: the default")

            var order: [String] = []
            let first = board.connect(TaskBoard.estimate) { task in
                order.append("first")
                return task.priority * 10
            }
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), 30, "one handler: its answer")

            // A publisher observes and does not answer: the answer before it stays.
            var observed: [TaskItem] = []
            let observer = board.signalPublisher(TaskBoard.estimate).sink { observed.append($0) }
            let second = board.connect(TaskBoard.estimate) { _ in
                order.append("second")
                return 7
            }
            order = []
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), 7, "two handlers: the last answer")
            XCTAssertEqual(order, ["first", "second"])
            XCTAssertEqual(observed.count, 1)
            XCTAssertTrue(observed.first === task)

            second.cancel()
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), 30, "the cancelled handler no longer answers")
            first.cancel()
            observer.cancel()
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), -1)

            var query = GSignalQuery()
            g_signal_query(g_signal_lookup("estimate", TaskBoard.registeredType), &query)
            XCTAssertEqual(query.return_type, FundamentalType.int64)
        }
    }

    func testTheFirstHandlerAnsweringTrueStopsABoolSignal() {
        onMain {
            let board = TaskBoard()
            XCTAssertFalse(TaskBoard.closing.emit(on: board, "idle"), "no handler: false")
            var calls: [String] = []
            let handlers = [
                board.connect(TaskBoard.closing) { reason in
                    calls.append("first \(reason)")
                    return false
                },
                board.connect(TaskBoard.closing) { reason in
                    calls.append("second \(reason)")
                    return reason == "unsaved"
                },
                board.connect(TaskBoard.closing) { reason in
                    calls.append("third \(reason)")
                    return false
                },
            ]
            XCTAssertTrue(TaskBoard.closing.emit(on: board, "unsaved"))
            XCTAssertEqual(calls, ["first unsaved", "second unsaved"], "the true answer stopped the emission")
            calls = []
            XCTAssertFalse(TaskBoard.closing.emit(on: board, "idle"))
            XCTAssertEqual(calls, ["first idle", "second idle", "third idle"], "false goes on to every handler")
            handlers.forEach { $0.cancel() }
        }
    }

    func testAnObjectResultComesBackAsTheSwiftInstanceOrNil() {
        onMain {
            let board = TaskBoard()
            let task = TaskItem(title: "chosen")
            XCTAssertNil(TaskBoard.pick.emit(on: board, "any"))
            let handler = board.connect(TaskBoard.pick) { title in title == "chosen" ? task : nil }
            XCTAssertTrue(TaskBoard.pick.emit(on: board, "chosen") === task)
            XCTAssertNil(TaskBoard.pick.emit(on: board, "other"))
            handler.cancel()
        }
    }

    func testACHandlerGetsTheArgumentsAsCAndItsAnswerCounts() {
        onMain {
            let board = TaskBoard()
            let task = TaskItem(title: "from C")
            // What a C program connects: `gboolean closing (TaskBoard *, const char *, gpointer)`.
            let reasons = Box<[String]>([])
            let closing: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> gboolean = { _, reason, data in
                let reasons = Unmanaged<Box<[String]>>.fromOpaque(data!).takeUnretainedValue()
                reasons.value.append(String(cString: reason!))
                return 1
            }
            let id = g_signal_connect_data(board.objectPointer, "closing", unsafeBitCast(closing, to: GCallback.self),
                                           Unmanaged.passUnretained(reasons).toOpaque(), nil, GConnectFlags(rawValue: 0))
            XCTAssertTrue(TaskBoard.closing.emit(on: board, "from Swift"), "the C handler answered true")
            XCTAssertEqual(reasons.value, ["from Swift"])
            g_signal_handler_disconnect(board.objectPointer, id)

            // `gint64 estimate (TaskBoard *, TaskItem *, gpointer)`: the object pointer itself.
            let estimate: @convention(c) (gpointer?, gpointer?, gpointer?) -> gint64 = { _, item, data in
                item == data ? 42 : 0
            }
            let estimateID = g_signal_connect_data(board.objectPointer, "estimate", unsafeBitCast(estimate, to: GCallback.self),
                                                   UnsafeMutableRawPointer(task.objectPointer), nil, GConnectFlags(rawValue: 0))
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), 42, "the C handler got the task's GObject")
            g_signal_handler_disconnect(board.objectPointer, estimateID)
        }
    }

    func testAUIFileHandlerReadsObjectArgumentsAndAnswers() throws {
        try onMain {
            TaskBoard.register()
            var moves: [(TaskItem, TaskItem?)] = []
            var estimated: [TaskItem?] = []
            let builder = try Builder(string: """
                <interface>
                  <object class="CombineGTKTestTaskBoard" id="board">
                    <signal name="moved" handler="on_moved"/>
                    <signal name="closing" handler="on_closing"/>
                    <signal name="estimate" handler="on_estimate"/>
                  </object>
                </interface>
                """, handlers: [
                    // Typed as the signal declares its arguments.
                    "on_moved": .handling(TaskBoard.moved) { task, previous in moves.append((task, previous)) },
                    "on_closing": .answering(TaskBoard.closing) { reason in reason == "unsaved" },
                    // Read by position, as for any signal.
                    "on_estimate": .emission { emission in
                        estimated.append(emission.object(0, as: TaskItem.self))
                        emission.setResult(5)
                    },
                ])
            let board = try builder.object("board", as: TaskBoard.self)
            let task = TaskItem(title: "a")
            TaskBoard.moved.emit(on: board, task, nil)
            XCTAssertEqual(moves.count, 1)
            XCTAssertTrue(moves.first?.0 === task, "the .ui handler gets the Swift instance")
            XCTAssertNil(moves.first?.1)
            XCTAssertTrue(TaskBoard.closing.emit(on: board, "unsaved"), "the .ui handler's answer")
            XCTAssertFalse(TaskBoard.closing.emit(on: board, "saved"))
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), 5)
            XCTAssertTrue(estimated.count == 1 && estimated[0] === task)
        }
    }

    func testAnAnswerOfAnotherTypeIsReportedAndLeftOut() throws {
        try onMain {
            let board = TaskBoard()
            let task = TaskItem(title: "a")
            // Declared elsewhere with the same name and arguments but another result.
            let misdeclared = SubclassSignal<TaskItem>("estimate").returning(String.self, default: "")
            LogCapture.start()
            defer { Diagnostics.handler = nil }
            let handler = board.connect(misdeclared) { _ in "soon" }
            XCTAssertEqual(TaskBoard.estimate.emit(on: board, task), -1, "the answer is left out: the default stays")
            handler.cancel()

            // A .ui file's handler goes the same way.
            let builder = try Builder(string: """
                <interface>
                  <object class="CombineGTKTestTaskBoard" id="board">
                    <signal name="estimate" handler="on_estimate"/>
                  </object>
                </interface>
                """, handlers: ["on_estimate": .answering(misdeclared) { _ in "later" }])
            XCTAssertEqual(TaskBoard.estimate.emit(on: try builder.object("board", as: TaskBoard.self), task), -1)
            let report = "CombineGTK: a handler of the signal \"estimate\" answered a String, but the signal returns a gint64: the answer is ignored"
            XCTAssertEqual(LogCapture.messages, [report, report], "one report per answer, the connected handler's and the .ui file's")
        }
    }

    func testAnArgumentTypeNoGValueHoldsStopsTheProgramNamingIt() throws {
        try expectChildStops(saying: ["the argument #0 of the signal \"measured\" of CombineGTKTestBadSignalType is a NotAValue",
                                      "which no GValue holds"]) {
            // The signals are installed with the class, when the first instance is made.
            MainActor.assumeIsolated { _ = BadSignalType() }
        }
    }

    func testNullForANonOptionalObjectArgumentStopsTheProgramSayingSo() throws {
        try expectChildStops(saying: ["argument #0 of the signal \"moved\" is NULL, which a TaskItem cannot be: declare it TaskItem? to receive nil"]) {
            MainActor.assumeIsolated {
                let board = TaskBoard()
                let subscription = board.signalPublisher(TaskBoard.moved).sink { _, _ in }
                // What a C emitter may do: NULL where Swift declared a TaskItem.
                var values = [GValue(), GValue(), GValue()]
                g_value_init(&values[0], TaskBoard.registeredType)
                g_value_set_object(&values[0], board.objectPointer)
                g_value_init(&values[1], TaskItem.registeredType)
                g_value_init(&values[2], TaskItem.registeredType)
                g_signal_emitv(values, g_signal_lookup("moved", TaskBoard.registeredType), 0, nil)
                subscription.cancel()
            }
        }
    }
}

/// A value type claiming a GType no `GValue` holds.
private struct NotAValue: SignalValue {
    static var signalValueType: GType { FundamentalType.none }
    static func signalValue(from gValue: UnsafePointer<GValue>) -> NotAValue? { NotAValue() }
    func storeSignalValue(in gValue: UnsafeMutablePointer<GValue>) {}
}

/// Declares a signal with a `NotAValue` argument: registering it must stop the program.
private final class BadSignalType: Object, ObjectSubclass {
    static let typeName = "CombineGTKTestBadSignalType"
    static let signals: [any AnySubclassSignal] = [SubclassSignal<NotAValue>("measured")]
}

/// A reference a C callback's user data can point to.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
