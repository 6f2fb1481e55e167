import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineAdw

/// `Adw.Leaflet.foldedPublisher` as the leaflet gets narrower and wider than its children,
/// and the sidebar/content pattern the article shows: a back button shown while folded.
final class AdwLeafletTests: XCTestCase {
    func testFoldedFollowsTheWidthAndTheBackButtonFollowsFolded() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let leaflet = Adw.Leaflet()
            let sidebar = Label("Sidebar")
            sidebar.widthRequest = 200
            let content = Label("Content")
            content.widthRequest = 300
            leaflet.append(sidebar)
            leaflet.append(content)
            let back = Button(iconName: "go-previous-symbolic")
            var folded: [Bool] = []
            let observers = [
                leaflet.foldedPublisher.sink { folded.append($0) },
                leaflet.foldedPublisher.bind(to: back.visibleBinder),
                back.clickedPublisher.sink { leaflet.navigate(.back) },
            ]
            XCTAssertEqual(folded, [false], "the current value first")

            allocate(leaflet, width: 300)
            XCTAssertEqual(folded, [false, true], "narrower than both children: folded")
            XCTAssertTrue(back.isVisible)
            leaflet.visibleChild = content
            back.emitClicked()
            XCTAssertTrue(leaflet.visibleChild === sidebar, "back goes to the sidebar")

            allocate(leaflet, width: 600)
            XCTAssertEqual(folded, [false, true, false], "wide enough again")
            XCTAssertFalse(back.isVisible)
            observers.forEach { $0.cancel() }
        }
    }
}

/// Lays `widget` out `width` pixels wide, as its window would.
@MainActor
private func allocate(_ widget: Widget, width: Int32) {
    var minimum: Int32 = 0, natural: Int32 = 0
    gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    gtk_widget_measure(widget.widgetPointer, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
    gtk_widget_size_allocate(widget.widgetPointer, [GtkAllocation(x: 0, y: 0, width: width, height: natural)], -1)
}
