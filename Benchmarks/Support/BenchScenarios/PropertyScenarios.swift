import CGtk
import CombineGTK

// A generated property's getter and setter against the C getter and setter they call: one
// operation sets a value different from the current one, then reads it back. Three mappings:
// a Boolean (`gboolean` → `Bool`), a string (`const char *` → `String`) and an integer
// (`int` → `Int`).

/// One operation: set the `index`th value, read it back; `check` says whether the last read
/// gave the last value set.
private final class ReadBack<Value: Equatable> {
    var last: Value?
    func check(_ expected: Value) -> String? {
        last == expected ? nil : "read back \(String(describing: last)), expected \(expected)"
    }
}

/// `setAndGet` is main-actor code, called in one `MainActor.assumeIsolated` around the loop
/// (which costs some 650 instructions: once per call, not per operation) on both sides.
private func propertyRun<Widget: AnyObject, Value: Equatable>(
    _ make: @MainActor () -> Widget, values: [Value], _ setAndGet: @escaping @MainActor (Widget, Value) -> Value
) -> ScenarioRun {
    let widget = MainActor.assumeIsolated { make() }
    let readBack = ReadBack<Value>()
    return ScenarioRun(run: { iterations in
        MainActor.assumeIsolated {
            for index in iterations { readBack.last = setAndGet(widget, values[index % values.count]) }
        }
    }, check: { count in
        readBack.check(values[(count - 1) % values.count])
    })
}

/// Alternating, so that every set is a change.
private let booleans = [true, false]
/// An even count, so that consecutive values always differ, also across samples.
private let labels = (0..<1_000).map { "Item \($0)" }
private let margins = Array(0..<100)

let generatedProperties: [Scenario] = [
    Scenario(name: "Property get + set: raw gtk_switch_set_active + gtk_switch_get_active") {
        propertyRun({ Switch() }, values: booleans) { toggle, value in
            let pointer = toggle.opaquePointer
            gtk_switch_set_active(pointer, value ? 1 : 0)
            return gtk_switch_get_active(pointer) != 0
        }
    },
    Scenario(name: "Property get + set: CombineGTK Switch.isActive") {
        propertyRun({ Switch() }, values: booleans) { toggle, value in
            toggle.isActive = value
            return toggle.isActive
        }
    },
    Scenario(name: "Property get + set: raw gtk_label_set_label + gtk_label_get_label") {
        propertyRun({ Label("") }, values: labels) { label, value in
            let pointer = label.opaquePointer
            gtk_label_set_label(pointer, value)
            return String(cString: gtk_label_get_label(pointer))
        }
    },
    Scenario(name: "Property get + set: CombineGTK Label.label") {
        propertyRun({ Label("") }, values: labels) { label, value in
            label.label = value
            return label.label
        }
    },
    Scenario(name: "Property get + set: raw gtk_widget_set_margin_start + gtk_widget_get_margin_start") {
        propertyRun({ Label("") }, values: margins) { label, value in
            let pointer = label.widgetPointer
            gtk_widget_set_margin_start(pointer, gint(value))
            return Int(gtk_widget_get_margin_start(pointer))
        }
    },
    Scenario(name: "Property get + set: CombineGTK Widget.marginStart") {
        propertyRun({ Label("") }, values: margins) { label, value in
            label.marginStart = value
            return label.marginStart
        }
    },
]
