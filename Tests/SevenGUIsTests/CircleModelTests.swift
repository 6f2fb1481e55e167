import CombineGTKTesting
import XCTest
@testable import seven_guis

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
/// Circle Drawer's model: adding, selecting the nearest circle under the pointer, adjusting
/// a diameter as one undoable step, undo and redo.
final class CircleModelTests: XCTestCase {
    func testClicksAddCirclesAndSelectTheNearestUnderThePointer() {
        MainActor.assumeIsolated {
            let model = CircleModel()
            model.click(x: 50, y: 50)
            model.click(x: 150, y: 50)
            XCTAssertEqual(model.circles.map(\.x), [50, 150])
            XCTAssertEqual(model.select(x: 60, y: 55), 0)
            XCTAssertNil(model.select(x: 100, y: 50), "between the circles: none holds the point")
            model.click(x: 60, y: 50)  // inside the first: selects it, adds nothing
            XCTAssertTrue(model.circles.count == 2 && model.selected == 0)
            model.click(x: 70, y: 50)  // outside (20 from the first's centre, radius 15): a new, overlapping circle
            XCTAssertTrue(model.circles.count == 3 && model.selected == 2)
            XCTAssertEqual(model.select(x: 62, y: 50), 2, "inside both: the nearest centre wins")
            XCTAssertEqual(model.select(x: 52, y: 50), 0)
        }
    }

    func testAdjustingIsOneStepUndoneAndRedone() {
        MainActor.assumeIsolated {
            let model = CircleModel()
            var canUndo: [Bool] = [], canRedo: [Bool] = []
            let subscriptions = [model.$canUndo.sink { canUndo.append($0) }, model.$canRedo.sink { canRedo.append($0) }]
            model.click(x: 50, y: 50)
            model.beginAdjusting()
            for diameter in stride(from: 31.0, through: 60, by: 1) { model.adjust(diameter: diameter) }
            model.endAdjusting()
            XCTAssertEqual(model.circles, [.init(x: 50, y: 50, diameter: 60)])
            model.undo()
            XCTAssertEqual(model.circles, [.init(x: 50, y: 50, diameter: 30)], "the whole adjustment is one step")
            model.undo()
            XCTAssertTrue(model.circles.isEmpty && model.selected == nil)
            XCTAssertTrue(canUndo.last == false && canRedo.last == true)
            model.redo()
            model.redo()
            XCTAssertEqual(model.circles, [.init(x: 50, y: 50, diameter: 60)])
            model.undo()
            model.click(x: 200, y: 200)
            XCTAssertEqual(canRedo.last, false, "a new step drops what was undone")
            model.beginAdjusting()
            model.endAdjusting()
            model.undo()
            XCTAssertEqual(model.circles.count, 1, "an adjustment that changed nothing is no step")
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testWhileAdjustingTheSelectionStaysAndOnlyThenDiametersChange() {
        MainActor.assumeIsolated {
            let model = CircleModel()
            model.click(x: 50, y: 50)
            model.click(x: 150, y: 50)
            model.adjust(diameter: 80)
            XCTAssertEqual(model.circles.map(\.diameter), [30, 30], "no adjusting outside the dialog")
            model.select(x: 50, y: 50)
            model.beginAdjusting()
            XCTAssertEqual(model.select(x: 150, y: 50), 0, "the pointer moving elsewhere keeps the circle being adjusted")
            model.adjust(diameter: 40)
            XCTAssertEqual(model.selectedCircle, .init(x: 50, y: 50, diameter: 40))
            model.endAdjusting()
            XCTAssertEqual(model.select(x: 150, y: 50), 1)
        }
    }

    func testTheSummaryTellsWhatTheCanvasShows() {
        MainActor.assumeIsolated {
            let model = CircleModel()
            var summaries: [String] = []
            let subscription = model.summary.sink { summaries.append($0) }
            model.click(x: 50.4, y: 60)
            model.select(x: 0, y: 0)
            XCTAssertEqual(summaries.last, "Circles: 1; at 50, 60, diameter 30")
            model.click(x: 150, y: 60)
            XCTAssertEqual(summaries.last, "Circles: 2; at 50, 60, diameter 30; at 150, 60, diameter 30, selected")
            XCTAssertEqual(summaries.first, "Circles: 0")
            subscription.cancel()
        }
    }
}
