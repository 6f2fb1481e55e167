// swift-tools-version: 6.1
// CombineGTK's benchmarks: each CombineGTK path against the raw GLib/GTK path, in
// the same run. `make bench` at the top level runs them under Xvfb and prints the summary.
import Foundation
import PackageDescription

// The parent package is a path dependency, so its identity is its directory's name, which
// depends on where the repository was cloned.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "CombineGTKBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        // GLib's flags for CBenchSupport (pkg-config gobject-2.0); never imported from Swift.
        .systemLibrary(name: "CGObjectFlags", path: "Support/CGObjectFlags", pkgConfig: "gobject-2.0"),
        // g_signal_emit, which is variadic.
        .target(name: "CBenchSupport", dependencies: ["CGObjectFlags"], path: "Support/CBenchSupport"),
        // The real main thread kept for GTK in the ordo-one executable; see its header.
        .target(name: "CMainThread", path: "Support/CMainThread"),
        // The measured paths, raw and CombineGTK, shared by the benchmarks and bench-profile.
        .target(
            name: "BenchScenarios",
            dependencies: [
                "CBenchSupport",
                .product(name: "CombineGTK", package: parent),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Support/BenchScenarios"
        ),
        // The ordo-one benchmarks: `swift package benchmark` finds Benchmarks/<target>.
        .executableTarget(
            name: "CombineGTKBenchmarks",
            dependencies: [
                "BenchScenarios",
                "CMainThread",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CombineGTKBenchmarks",
            linkerSettings: [.unsafeFlags(["-Xlinker", "--wrap=main"])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Hop latency to the GLib loop and idle wake-ups (see its main.swift); run by run.sh.
        .executableTarget(
            name: "bench-hop",
            dependencies: [.product(name: "CombineGTK", package: parent)],
            path: "Support/bench-hop"
        ),
        // The start-up pair's CombineGTK window (Support/startup/startup.py runs it).
        .executableTarget(
            name: "minimal-window",
            dependencies: [
                .product(name: "CombineGTK", package: parent),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Support/minimal-window"
        ),
        // The libadwaita start-up pair's CombineAdw window (Support/startup/startup.py runs it).
        .executableTarget(
            name: "minimal-adw-window",
            dependencies: [
                .product(name: "CombineAdw", package: parent),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Support/minimal-adw-window"
        ),
        // The floor of a Swift start: the minimal C window run from a Swift program that loads
        // the libraries CombineGTK programs load, and no CombineGTK (see its main.swift).
        .systemLibrary(name: "CGtkFlags", path: "Support/CGtkFlags", pkgConfig: "gtk4"),
        .target(name: "CMinimalWindow", dependencies: ["CGtkFlags"], path: "Support/CMinimalWindow"),
        .executableTarget(
            name: "startup-floor",
            dependencies: ["CMinimalWindow"],
            path: "Support/startup-floor",
            linkerSettings: [.linkedLibrary("dispatch"), .linkedLibrary("BlocksRuntime")]
        ),
        // A 100,000-element TypedListView against a 1,000-element one (see its main.swift).
        .executableTarget(
            name: "bench-big-list",
            dependencies: [.product(name: "CombineGTK", package: parent)],
            path: "Support/bench-big-list"
        ),
        // One scenario on the main thread with no harness, for valgrind (see its main.swift).
        .executableTarget(
            name: "bench-profile",
            dependencies: ["BenchScenarios"],
            path: "Support/bench-profile"
        ),
    ],
    swiftLanguageModes: [.v5]
)
