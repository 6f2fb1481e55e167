import CombineAdw
import NotesKit

/// The window's primary menu (F10): the commands, the sort order as a radio submenu of the
/// `app.sort-order` settings action, preferences, shortcuts and quit.
@MainActor
enum PrimaryMenu {
    static func make() -> Menu {
        Menu {
            Section {
                MenuItem(tr("_New Note"), action: "win.new-note")
                MenuItem(tr("New Note_book…"), action: "win.new-notebook")
                MenuItem(tr("_Rename Notebook…"), action: "win.rename-notebook")
                MenuItem(tr("_Import Text File…"), action: "win.import-note")
                MenuItem(tr("_Export Note…"), action: "win.export-note")
            }
            Section {
                Submenu(tr("_Sort Notes By")) {
                    for order in SortOrder.allCases {
                        MenuItem(order.label, action: "app.sort-order", target: order.rawValue)
                    }
                }
            }
            Section {
                MenuItem(tr("_Preferences"), action: "app.preferences")
                MenuItem(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
                MenuItem(tr("_Quit"), action: "app.quit")
            }
        }
    }
}
