import XCTest
@testable import GIRGenerator

final class CoverageReportTests: XCTestCase {
    func testTotalsCountTheRootAndItsSubclassesOwnMembers() throws {
        let namespace = try Fixtures.repository().namespace
        var surface = GeneratedSurface()
        surface.types = [TypeName(namespace: "Demo", name: "Align"), TypeName(namespace: "Demo", name: "Buildable")]
        surface.properties = [GeneratedSurface.propertyKey(TypeName(namespace: "Demo", name: "Widget"), "halign")]
        surface.handWritten = [GeneratedSurface.signalKey(TypeName(namespace: "Demo", name: "Widget"), "key-pressed")]
        let report = CoverageReport(namespace: namespace, libraryVersion: "Demo 1.0.1", surface: surface)
        let rows = report.rows.map { "\($0.label): \($0.generated)+\($0.handWritten)/\($0.total)" }
        XCTAssertEqual(rows, [
            "widget classes (GtkWidget and subclasses): 0+0/2",
            "properties: 1+0/4", "signals: 0+1/1", "methods: 0+0/5", "constructors: 0+0/1",
            "other classes selected (models, buffers, shortcuts, layouts …): 0+0/0",
            "properties: 0+0/0", "signals: 0+0/0", "methods: 0+0/0", "constructors: 0+0/0",
            "interfaces selected (as protocols): 1+0/1",
            "properties: 0+0/1", "signals: 0+0/0", "methods: 0+0/0",
            "enumerations with a GType: 1+0/1", "bitfields with a GType: 0+0/1",
        ])
        XCTAssertEqual(report.rows[14].note, "not counted, no GType: Error")
        XCTAssertTrue(report.text.hasPrefix("Coverage of Demo (Demo 1.0.1), generated (+ hand-written) of the GIR's total:\n"))
        XCTAssertTrue(report.text.contains("    properties"), "members are indented under their family")
        XCTAssertTrue(report.text.contains("    signals  ") && report.text.contains("0 +   1 of     1"), report.text)
    }
}
