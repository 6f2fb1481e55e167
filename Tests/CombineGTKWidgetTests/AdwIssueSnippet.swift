import CombineAdw

/// Issue 24's names, as an app that imports CombineAdw alone writes them (no CombineGTK, no
/// CAdw): compiling this file is the check; `AdwSurfaceTests` runs it.
@MainActor
func adwIssueSnippet() -> (row: Adw.ActionRow, leaflet: Adw.Leaflet, overlay: Adw.ToastOverlay, folded: PropertyPublisher<Bool>) {
    let row = Adw.ActionRow()
    row.title = "Buy milk"
    let leaflet = Adw.Leaflet()
    let folded = leaflet.foldedPublisher          // Bool
    let overlay = Adw.ToastOverlay()
    overlay.addToast(Adw.Toast(title: "Task removed"))
    // GTK's names stay GTK's beside them.
    let header: HeaderBar = HeaderBar()
    let adwHeader: Adw.HeaderBar = Adw.HeaderBar()
    _ = (header, adwHeader)
    return (row, leaflet, overlay, folded)
}
