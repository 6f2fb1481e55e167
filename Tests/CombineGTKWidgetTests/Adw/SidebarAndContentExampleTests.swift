import CombineAdw
import CombineGTKTesting
import XCTest

struct Folder: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// The sidebar/content pattern: side by side when the window is wide; one at a time when it
/// is narrow and the leaflet folds. Choosing a folder in the sidebar shows its content, and
/// the content's back button, shown only while folded, returns to the sidebar.
@MainActor
final class SidebarAndContent {
    let leaflet = Adw.Leaflet()
    let sidebar: TypedListBox<Folder>
    let content = Box(orientation: .vertical)
    let title = Adw.WindowTitle(title: "Mail", subtitle: "")
    let back = Button(iconName: "go-previous-symbolic")
    private var bindings = Set<AnyCancellable>()

    init(folders: ListStore<Folder, Int>) {
        sidebar = TypedListBox(folders) { Adw.ActionRow() } bind: { row, folder in
            row.isActivatable = true
            return folder.map(\.name).bind(to: row.titleBinder)
        }
        sidebar.addCssClass("navigation-sidebar")
        let sidebarHeader = Adw.HeaderBar()
        let sidebarPage = Box(orientation: .vertical)
        sidebarPage.append(sidebarHeader)
        sidebarPage.append(sidebar)
        let contentHeader = Adw.HeaderBar()
        contentHeader.titleWidget = title
        contentHeader.packStart(back)
        content.hexpands = true
        content.append(contentHeader)
        leaflet.append(sidebarPage)
        leaflet.append(Separator(orientation: .vertical))?.isNavigatable = false
        leaflet.append(content)

        // Folded, each page shows the window's buttons in its header bar, and a way back.
        leaflet.foldedPublisher.bind(to: back.visibleBinder).store(in: &bindings)
        leaflet.foldedPublisher.bind(to: sidebarHeader.showEndTitleButtonsBinder).store(in: &bindings)
        leaflet.foldedPublisher.bind(to: contentHeader.showStartTitleButtonsBinder).store(in: &bindings)
        back.clickedPublisher.sink { [leaflet] in leaflet.navigate(.back) }.store(in: &bindings)
        sidebar.activatedElementPublisher.sink { [leaflet, title, content] folder in
            title.title = folder.name
            leaflet.visibleChild = content
        }.store(in: &bindings)
    }
}

final class SidebarAndContentExampleTests: XCTestCase {
    func testChoosingAFolderShowsItsContentAndBackReturns() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let folders = ListStore<Folder, Int>()
            folders.update([Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Sent")])
            let mail = SidebarAndContent(folders: folders)
            mail.leaflet.canUnfold = false  // as in a narrow window: folded
            let window = Adw.Window()
            window.content = mail.leaflet
            window.present()
            XCTAssertTrue(pumpMainContext { mail.leaflet.isFolded })
            XCTAssertTrue(mail.back.isVisible)
            XCTAssertFalse(mail.leaflet.visibleChild === mail.content, "the sidebar first")

            mail.sidebar.rowAtIndex(1)?.emit("activate")  // what a click on "Sent" does
            XCTAssertTrue(mail.leaflet.visibleChild === mail.content)
            XCTAssertEqual(mail.title.title, "Sent")
            mail.back.emitClicked()
            XCTAssertFalse(mail.leaflet.visibleChild === mail.content, "back to the sidebar")
            window.destroy()
        }
    }
}
