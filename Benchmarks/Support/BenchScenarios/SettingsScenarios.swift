import CGtk
import CombineGTK
import OpenCombine

// A settings key changed, delivered to a publisher's sink, against a raw `changed::key`
// handler that reads the key (`g_settings_get_int`, `g_settings_get_string`) and skips
// repeats. Both sides change the key the same way, with the C setter, in GLib's memory
// backend (`Scenarios.initializeGTK` chooses it), so the write and GSettings' own dispatch
// are in both; the difference is what delivers the value.

private let schemaID = "io.github.combinegtk.Bench"

private let schemaXML = """
<schemalist>
  <schema id="\(schemaID)">
    <key name="count" type="i"><default>0</default></key>
    <key name="sort" type="s"><default>''</default></key>
  </schema>
</schemalist>
"""

/// The two sides' settings: one relocatable schema, compiled into a temporary folder at
/// first use, at two paths. Made together, so that each side's writes are dispatched to
/// the same watchers (a backend tells every `GSettings` on it of every write).
@MainActor
private final class SettingsPair {
    static let shared = SettingsPair()

    let raw: Settings
    let combineGTK: Settings

    private init() {
        let folder = Self.compileSchema()
        do {
            raw = try Settings(schemaID: schemaID, directories: [folder], path: "/io/github/combinegtk/bench/raw/")
            combineGTK = try Settings(schemaID: schemaID, directories: [folder], path: "/io/github/combinegtk/bench/combinegtk/")
        } catch {
            fatalError("CombineGTK benchmarks: the benchmark schema: \(error)")
        }
    }

    /// `schemaXML` compiled by `glib-compile-schemas` into a new temporary folder (removed
    /// as the process exits).
    private static func compileSchema() -> String {
        var error: UnsafeMutablePointer<GError>?
        let folder = TemporaryFolder.make("combinegtk-bench-schema")
        guard g_file_set_contents(folder + "/bench.gschema.xml", schemaXML, -1, &error) != 0 else {
            fatalError("CombineGTK benchmarks: cannot write the benchmark schema: \(String(cString: error!.pointee.message))")
        }
        var status: gint = 0
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("glib-compile-schemas"), strdup("--strict"), strdup(folder), nil]
        defer { arguments.forEach { free($0) } }
        guard g_spawn_sync(nil, &arguments, nil, G_SPAWN_SEARCH_PATH, nil, nil, nil, nil, &status, &error) != 0,
              g_spawn_check_wait_status(status, &error) != 0 else {
            fatalError("CombineGTK benchmarks: glib-compile-schemas failed: \(String(cString: error!.pointee.message))")
        }
        return folder
    }
}

/// The last value a handler was given, and how many.
private final class Received<Value> {
    var count = 0
    var last: Value?
}

private func settingsRun<Value: Equatable>(
    values: [Value],
    write: @escaping (UnsafeMutablePointer<GSettings>, Value) -> Void,
    subscribe: (Settings, Received<Value>) -> AnyCancellable?,
    settings pick: (SettingsPair) -> Settings
) -> ScenarioRun {
    let settings = MainActor.assumeIsolated { pick(SettingsPair.shared) }
    let pointer = UnsafeMutableRawPointer(settings.objectPointer).assumingMemoryBound(to: GSettings.self)
    // Starts at a value no operation writes again first.
    write(pointer, values[values.count - 1])
    let received = Received<Value>()
    let subscription = subscribe(settings, received)
    received.count = 0  // the publisher sends the current value on subscription
    return ScenarioRun(run: { iterations in
        for index in iterations { write(pointer, values[index % values.count]) }
    }, check: { count in
        defer { received.count = 0 }
        return withExtendedLifetime(subscription) {
            let expected = values[(count - 1) % values.count]
            if received.count != count { return "expected \(count) deliveries, got \(received.count)" }
            return received.last == expected ? nil : "the last value delivered is \(String(describing: received.last)), expected \(expected)"
        }
    })
}

/// Writes differ from the last (64 values, an operation count a multiple of 1000).
private let counts = Array(0..<64)
private let sorts = (0..<64).map { "column \($0)" }

private func writeCount(_ settings: UnsafeMutablePointer<GSettings>, _ value: Int) {
    g_settings_set_int(settings, "count", gint(value))
}

private func writeSort(_ settings: UnsafeMutablePointer<GSettings>, _ value: String) {
    g_settings_set_string(settings, "sort", value)
}

let settings: [Scenario] = [
    Scenario(name: "Settings key change (int): raw changed::count handler + g_settings_get_int") {
        settingsRun(values: counts, write: writeCount, subscribe: { settings, received in
            let pointer = UnsafeMutableRawPointer(settings.objectPointer).assumingMemoryBound(to: GSettings.self)
            var last = Int(g_settings_get_int(pointer, "count"))
            _ = RawSignal.connectOneArgument(settings.objectPointer, "changed::count") {
                let value = Int(g_settings_get_int(pointer, "count"))
                if value != last {
                    last = value
                    received.count += 1
                    received.last = value
                }
            }
            return nil
        }, settings: \.raw)
    },
    Scenario(name: "Settings key change (int): CombineGTK publisher(for: \"count\", as: Int.self) + sink") {
        settingsRun(values: counts, write: writeCount, subscribe: { settings, received in
            MainActor.assumeIsolated {
                settings.publisher(for: "count", as: Int.self).sink { value in
                    received.count += 1
                    received.last = value
                }
            }
        }, settings: \.combineGTK)
    },
    Scenario(name: "Settings key change (string): raw changed::sort handler + g_settings_get_string") {
        settingsRun(values: sorts, write: writeSort, subscribe: { settings, received in
            let pointer = UnsafeMutableRawPointer(settings.objectPointer).assumingMemoryBound(to: GSettings.self)
            var last = swiftString(taking: g_settings_get_string(pointer, "sort"))
            _ = RawSignal.connectOneArgument(settings.objectPointer, "changed::sort") {
                let value = swiftString(taking: g_settings_get_string(pointer, "sort"))
                if value != last {
                    last = value
                    received.count += 1
                    received.last = value
                }
            }
            return nil
        }, settings: \.raw)
    },
    Scenario(name: "Settings key change (string): CombineGTK publisher(for: \"sort\", as: String.self) + sink") {
        settingsRun(values: sorts, write: writeSort, subscribe: { settings, received in
            MainActor.assumeIsolated {
                settings.publisher(for: "sort", as: String.self).sink { value in
                    received.count += 1
                    received.last = value
                }
            }
        }, settings: \.combineGTK)
    },
]

/// A string a C function returned for the caller to free: copied, then freed.
func swiftString(taking pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { g_free(pointer) }
    return String(cString: pointer)
}
