// bench-big-list: a 100,000-element TypedListView in a window against a 1,000-element
// one. Virtualization means the window's memory and its number of row widgets should not grow
// with the collection (only the store's items do); and a full replacement of the collection
// (every id new, or every element's content new) should stay proportionate.
//
//   bench-big-list             runs both sizes, each in its own process, and prints the table
//   bench-big-list show N      one process: shows N elements, prints its figures as JSON
//
// Needs a display (make bench runs it under scripts/with-display). Each figure is one run:
// memory is the process's resident set (VmRSS) after the window's first frames; the row
// widgets are those the list's setup made (GTK makes rows for what is visible, plus a few);
// a replacement is timed from `update` to the end of the next frame painted.
import CGtk
import CombineGTK
import Foundation

struct Item: Identifiable, Equatable {
    let id: Int
    var text: String
}

struct Figures: Codable {
    var count = 0
    var rssBeforeMiB = 0.0
    var rssMiB = 0.0
    var rows = 0
    var newIDsUpdateMs = 0.0
    var newIDsPaintedMs = 0.0
    var newContentUpdateMs = 0.0
    var newContentPaintedMs = 0.0
    var rowsAfter = 0
}

func rssMiB() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return (Double(line.split(separator: " ")[1]) ?? 0) / 1024
}

func milliseconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

@MainActor
func show(_ count: Int) -> Figures {
    var figures = Figures(count: count)
    let window = Window()
    window.setDefaultSize(width: 300, height: 600)
    window.present()
    var paints = 0
    let clock = Object.wrapping(UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window.widgetPointer)!).assumingMemoryBound(to: GObject.self))
    let painted = clock.signalPublisher("after-paint").sink { paints += 1 }
    // Wakes the loop now and then, so that a wait whose frame never comes still ends.
    g_timeout_add(100, { _ in 1 }, nil)
    /// Runs the main loop until `frames` more frames are painted (or 10 s pass).
    func waitForPaints(_ frames: Int) {
        let target = paints + frames
        let deadline = DispatchTime.now().uptimeNanoseconds + 10_000_000_000
        while paints < target, DispatchTime.now().uptimeNanoseconds < deadline {
            g_main_context_iteration(nil, 1)
        }
    }
    waitForPaints(1)
    figures.rssBeforeMiB = rssMiB()

    let items = CurrentValueSubject<[Item], Never>((0..<count).map { Item(id: $0, text: "Item \($0)") })
    var rows = 0
    let view = TypedListView(ListStore(items)) { () -> Label in
        rows += 1
        return Label()
    } bind: { label, item in
        item.map(\.text).bind(to: label.textBinder)
    }
    window.child = ScrolledWindow(child: view)
    waitForPaints(1)
    figures.rssMiB = rssMiB()
    figures.rows = rows

    var start = DispatchTime.now().uptimeNanoseconds
    items.send((count..<(2 * count)).map { Item(id: $0, text: "Item \($0)") })
    figures.newIDsUpdateMs = milliseconds(since: start)
    waitForPaints(1)
    figures.newIDsPaintedMs = milliseconds(since: start)

    start = DispatchTime.now().uptimeNanoseconds
    items.send((count..<(2 * count)).map { Item(id: $0, text: "Renamed \($0)") })
    figures.newContentUpdateMs = milliseconds(since: start)
    waitForPaints(1)
    figures.newContentPaintedMs = milliseconds(since: start)
    figures.rowsAfter = rows
    painted.cancel()
    return figures
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "show", let count = Int(arguments[2]) {
    guard gtk_init_check() != 0 else {
        FileHandle.standardError.write("bench-big-list: no display (run it under scripts/with-display)\n".data(using: .utf8)!)
        exit(1)
    }
    let figures = MainActor.assumeIsolated { show(count) }
    print(String(data: try JSONEncoder().encode(figures), encoding: .utf8)!)
    exit(0)
}

func run(_ count: Int) throws -> Figures {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["show", String(count)]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw NSError(domain: "bench-big-list", code: Int(process.terminationStatus)) }
    return try JSONDecoder().decode(Figures.self, from: data)
}

let small = try run(1_000)
let large = try run(100_000)
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
print("| elements | RSS before the list (MiB) | RSS shown (MiB) | row widgets | full replacement, new ids: update / painted (ms) | every element's content new: update / painted (ms) |")
print("|---:|---:|---:|---:|---:|---:|")
for figures in [small, large] {
    print("| \(figures.count) | \(format(figures.rssBeforeMiB)) | \(format(figures.rssMiB)) | \(figures.rows) (\(figures.rowsAfter) after) "
        + "| \(format(figures.newIDsUpdateMs)) / \(format(figures.newIDsPaintedMs)) "
        + "| \(format(figures.newContentUpdateMs)) / \(format(figures.newContentPaintedMs)) |")
}
let perElement = (large.rssMiB - large.rssBeforeMiB - (small.rssMiB - small.rssBeforeMiB)) * 1024 * 1024 / Double(large.count - small.count)
print("\n100,000 vs 1,000 elements: \(format(large.rssMiB / small.rssMiB, 2))× the memory (\(format(perElement, 0)) bytes per extra element), "
    + "\(large.rows) row widgets against \(small.rows)")
