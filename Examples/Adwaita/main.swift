import CombineAdw
import Glibc // exit(), without the start-up cost of Foundation

struct TaskList: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
    var due: String
}

// The model: the lists, the tasks of the one shown, and the removed task an Undo restores.
let lists = CurrentValueSubject<[TaskList], Never>([
    TaskList(id: 1, name: "Inbox"), TaskList(id: 2, name: "Groceries"), TaskList(id: 3, name: "Work"),
])
let tasks = CurrentValueSubject<[Task], Never>([
    Task(id: 1, title: "Buy milk", due: "Today"), Task(id: 2, title: "Call the plumber", due: "Tomorrow"),
    Task(id: 3, title: "Water the plants", due: "Saturday"), Task(id: 4, title: "Renew the passport", due: "Next month"),
])

/// A task's row: an action row with a button that removes the task.
@MainActor
struct TaskRow: ListRow {
    let row = Adw.ActionRow()
    let remove = Button(iconName: "user-trash-symbolic")
    var rootWidget: Widget { row }

    init() {
        remove.valign = .center
        remove.addCssClass("flat")
        row.addSuffix(remove)
    }
}

/// `widget` centred, at most libadwaita's readable width, with a margin: how boxed lists show.
@MainActor
func clamped(_ widget: Widget) -> Adw.Clamp {
    let clamp = Adw.Clamp()
    clamp.child = widget
    clamp.marginStart = 12
    clamp.marginEnd = 12
    return clamp
}

let application = Adw.Application(id: "io.github.combinegtk.examples.Adwaita")
var window: Adw.ApplicationWindow?
var bindings = Set<AnyCancellable>()
let activation = application.activatePublisher.sink {
    if let window { return window.present() }
    let overlay = Adw.ToastOverlay()

    // The sidebar: the lists, a boxed list of action rows under a header bar.
    let newList = Button(iconName: "list-add-symbolic")
    newList.setAccessibleLabel("New list")
    let sidebarHeader = Adw.HeaderBar()
    sidebarHeader.titleWidget = Adw.WindowTitle(title: "Lists", subtitle: "")
    sidebarHeader.packStart(newList)
    let listRows = TypedListBox(ListStore(lists)) { Adw.ActionRow() } bind: { row, list in
        list.map(\.name).bind(to: row.titleBinder)
    }
    listRows.addCssClass("boxed-list")
    let sidebar = Box(orientation: .vertical, spacing: 12)
    sidebar.append(sidebarHeader)
    sidebar.append(clamped(listRows))

    // The content: the tasks of the list, each removable, a toast offering to undo.
    let back = Button(iconName: "go-previous-symbolic")
    back.setAccessibleLabel("Back")
    let contentHeader = Adw.HeaderBar()
    contentHeader.titleWidget = Adw.WindowTitle(title: "Inbox", subtitle: "")
    contentHeader.packStart(back)
    let taskRows = TypedListBox(ListStore(tasks)) { TaskRow() } bind: { row, task in
        let shown = task.sink { task in
            row.row.title = task.title
            row.row.subtitle = task.due
            row.remove.setAccessibleLabel("Remove \(task.title)")
        }
        let removal = task.map { task in row.remove.clickedPublisher.map { task } }.switchToLatest().sink { task in
            let position = tasks.value.firstIndex(of: task) ?? 0
            tasks.value.removeAll { $0.id == task.id }
            let toast = Adw.Toast(title: "“\(task.title)” removed")
            toast.buttonLabel = "Undo"
            toast.buttonClickedPublisher.sink {
                tasks.value.insert(task, at: min(position, tasks.value.count))
            }.store(in: &bindings)
            overlay.addToast(toast)
        }
        return AnyCancellable { shown.cancel(); removal.cancel() }
    }
    taskRows.addCssClass("boxed-list")
    let content = Box(orientation: .vertical, spacing: 12)
    content.hexpands = true
    content.append(contentHeader)
    content.append(clamped(taskRows))

    // The leaflet: side by side when wide; one at a time when folded, with a back button,
    // and choosing a list shows its tasks.
    let leaflet = Adw.Leaflet()
    leaflet.append(sidebar)
    leaflet.append(Separator(orientation: .vertical))?.isNavigatable = false
    leaflet.append(content)
    leaflet.foldedPublisher.bind(to: back.visibleBinder).store(in: &bindings)
    leaflet.foldedPublisher.bind(to: contentHeader.showStartTitleButtonsBinder).store(in: &bindings)
    leaflet.foldedPublisher.bind(to: sidebarHeader.showEndTitleButtonsBinder).store(in: &bindings)
    back.clickedPublisher.sink { leaflet.navigate(.back) }.store(in: &bindings)
    listRows.activatedElementPublisher.sink { list in
        (contentHeader.titleWidget as? Adw.WindowTitle)?.title = list.name
        leaflet.visibleChild = content
    }.store(in: &bindings)
    tasks.map { "\($0.count) tasks" }.sink { (contentHeader.titleWidget as? Adw.WindowTitle)?.subtitle = $0 }.store(in: &bindings)
    overlay.child = leaflet

    let shown = Adw.ApplicationWindow(application: application)
    shown.title = "Tasks"
    shown.setDefaultSize(width: 720, height: 460)
    shown.content = overlay
    shown.present()
    window = shown

    // A message dialog asks for the new list; its response arrives as a publisher.
    newList.clickedPublisher.sink {
        let dialog = Adw.MessageDialog(parent: shown, heading: "New Collection", body: "A list gathers tasks under one name.")
        dialog.addResponse(id: "cancel", label: "Cancel")
        dialog.addResponse(id: "create", label: "Create")
        dialog.setResponseAppearance(response: "create", appearance: .suggested)
        dialog.responsePublisher.filter { $0 == "create" }.sink { _ in
            lists.value.append(TaskList(id: lists.value.count + 1, name: "List \(lists.value.count + 1)"))
        }.store(in: &bindings)
        dialog.present()
    }.store(in: &bindings)
}
exit(application.run())
