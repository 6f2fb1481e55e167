import CBenchSupport
import CGtk
import CombineGTK

// A property of a GObject type declared in Swift (`ObjectSubclass`, a `@Notifying` stored
// property) set from Swift, with a GTK label bound to it (`g_object_bind_property`: the
// label's text follows the property), against the same with a type defined in C
// (`CBenchItem` in CBenchSupport: G_DEFINE_TYPE, a setter that notifies on a change). Each
// set notifies, the binding reads the property through GObject and sets the label's text.

/// The Swift-declared type: one string property.
final class BenchItem: Object, ObjectSubclass {
    static let typeName = "CombineGTKBenchItem"
    static let properties: [SubclassProperty<BenchItem>] = [.string("title", \.title)]

    @Notifying var title = ""
}

private let titles = (0..<1_000).map { "Task \($0)" }

/// `set` is main-actor code, called in one `MainActor.assumeIsolated` around the loop on both
/// sides.
private func subclassRun(_ source: UnsafeMutablePointer<GObject>, keep: AnyObject?, set: @escaping @MainActor (String) -> Void) -> ScenarioRun {
    let label = MainActor.assumeIsolated { Label("") }
    g_object_bind_property(source, "title", label.objectPointer, "label", G_BINDING_DEFAULT)
    return ScenarioRun(run: { iterations in
        MainActor.assumeIsolated {
            for index in iterations { set(titles[index % titles.count]) }
        }
    }, check: { count in
        withExtendedLifetime(keep) {
            let shown = String(cString: gtk_label_get_label(label.opaquePointer))
            return shown == titles[(count - 1) % titles.count] ? nil : "the label shows \(shown)"
        }
    })
}

let subclasses: [Scenario] = [
    Scenario(name: "Subclass property set, label bound: raw C GObject subclass (cbench_item_set_title)") {
        let item = cbench_item_new()!
        return subclassRun(item.assumingMemoryBound(to: GObject.self), keep: nil) { cbench_item_set_title(item, $0) }
    },
    Scenario(name: "Subclass property set, label bound: CombineGTK ObjectSubclass @Notifying var title") {
        let item = MainActor.assumeIsolated { BenchItem() }
        return subclassRun(item.objectPointer, keep: item) { item.title = $0 }
    },
]
