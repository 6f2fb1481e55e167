import CombineGTKTesting
import XCTest
@testable import seven_guis

// On the main actor: XCTest runs tests on the main thread, but on Linux it cannot list a
// `@MainActor` class's synchronous tests (a cast of their functions fails at run time), and
// async ones would take TestScheduler's async `advance`; each test enters it instead.
/// The spreadsheet of 7GUIs' Cells: formulas, propagation to dependents only, errors.
final class CellsModelTests: XCTestCase {
    func testNumbersTextAndFormulas() {
        MainActor.assumeIsolated {
            let sheet = Sheet()
            var b0: [String] = []
            let subscription = sheet.display(cell("B0")).sink { b0.append($0) }
            sheet.set(cell("A0"), "2")
            sheet.set(cell("A1"), "3.5")
            sheet.set(cell("B0"), "=A0*(A1+1)-1")
            XCTAssertEqual(b0, ["", "8"])
            sheet.set(cell("A0"), "4")
            XCTAssertEqual(b0, ["", "8", "17"], "a change reaches the cells that read it")
            sheet.set(cell("A1"), "hello")
            XCTAssertEqual(b0.last, "#VALUE", "text is not a number")
            subscription.cancel()
        }
    }

    func testFunctionsOverRanges() {
        MainActor.assumeIsolated {
            let sheet = Sheet()
            for (row, value) in ["1", "2", "3", "4"].enumerated() { sheet.set(cell("A\(row)"), value) }
            let results = ["=sum(A0:A3)": "10", "=prod(A0:A3)": "24", "=avg(A0:A3)": "2.5",
                           "=max(A0:A3, 7)": "7", "=min(A1:A2)": "2", "=sum(A0:A3)/4+A3": "6.5", "=SUM(a0:a1)": "3"]
            for (formula, expected) in results {
                sheet.set(cell("C0"), formula)
                var shown = ""
                let subscription = sheet.display(cell("C0")).sink { shown = $0 }
                XCTAssertEqual(shown, expected, "\(formula)")
                subscription.cancel()
            }
        }
    }

    func testOnlyDependentsAreRecomputedAndChainsPropagate() {
        MainActor.assumeIsolated {
            let sheet = Sheet()
            sheet.set(cell("A0"), "1")
            sheet.set(cell("A1"), "=A0+1")
            sheet.set(cell("A2"), "=A1+1")
            var a2: [String] = [], z9: [String] = []
            let subscriptions = [sheet.display(cell("A2")).sink { a2.append($0) }, sheet.display(cell("Z9")).sink { z9.append($0) }]
            sheet.set(cell("A0"), "10")
            XCTAssertEqual(a2, ["3", "12"])
            XCTAssertEqual(z9, [""], "an unrelated cell sends nothing")
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testCyclesAndBadFormulasAreShownAsErrors() {
        MainActor.assumeIsolated {
            let sheet = Sheet()
            var a0: [String] = [], b0: [String] = []
            let subscriptions = [sheet.display(cell("A0")).sink { a0.append($0) }, sheet.display(cell("B0")).sink { b0.append($0) }]
            sheet.set(cell("A0"), "=B0")
            sheet.set(cell("B0"), "=A0+1")
            XCTAssertTrue(a0.last == "#CYCLE" && b0.last == "#CYCLE")
            sheet.set(cell("B0"), "5")
            XCTAssertTrue(a0.last == "5" && b0.last == "5", "breaking the cycle recomputes the cell that read it")
            for bad in ["=A0+", "=nope(A0)", "=A100", "=B1:A0", "=(1"] {
                sheet.set(cell("C1"), bad)
                var shown = ""
                let subscription = sheet.display(cell("C1")).sink { shown = $0 }
                XCTAssertTrue(shown == "#PARSE" || shown == "#VALUE", "\(bad) shows \(shown)")
                subscription.cancel()
            }
            subscriptions.forEach { $0.cancel() }
        }
    }
}

@MainActor
private func cell(_ name: String) -> Sheet.Cell {
    Sheet.Cell(column: Sheet.columns.firstIndex(of: String(name.prefix(1)))!, row: Int(name.dropFirst())!)
}
