// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CombineGTK",
    products: [
        .library(name: "CombineGTKCore", targets: ["CombineGTKCore"]),
        .library(name: "CombineGTK", targets: ["CombineGTK"]),
        .library(name: "CombineGTKTesting", targets: ["CombineGTKTesting"]),
        // libadwaita (1.2 and later), reactive; re-exports CombineGTK.
        .library(name: "CombineAdw", targets: ["CombineAdw"]),
        .library(name: "CounterTimer", targets: ["CounterTimer"]),
        .executable(name: "counter-timer", targets: ["counter-timer"]),
        // The Notes app (issue 26): libadwaita, settings, files, translations; installable.
        .executable(name: "notes", targets: ["notes"]),
        // Compiles a target's *.gresource.xml (and .blp files) during `swift build`.
        .plugin(name: "GResources", targets: ["GResources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita, for CombineAdw only: a package that uses only the CombineGTK product never
        // builds or links it.
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // libdispatch's run-loop hooks, which no public header declares.
        .systemLibrary(name: "CDispatchMainQueue"),
        .target(
            name: "CombineGTKCore",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .target(
            name: "CombineGTK",
            dependencies: [
                "CGtk",
                "CDispatchMainQueue",
                "CombineGTKCore",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            // What the generated surface covers and what it leaves out (make generate writes it).
            exclude: ["Generated/GLib/Coverage.md", "Generated/GObject/Coverage.md", "Generated/Gdk/Coverage.md", "Generated/GdkPixbuf/Coverage.md", "Generated/Gio/Coverage.md", "Generated/Graphene/Coverage.md", "Generated/Gsk/Coverage.md", "Generated/Gtk/Coverage.md", "Generated/Pango/Coverage.md"]
        ),
        // libadwaita's widgets, generated into the `Adw` namespace (Adw.HeaderBar), with
        // CombineGTK re-exported: `import CombineAdw` is all an app writes.
        .target(
            name: "CombineAdw",
            dependencies: [
                "CAdw",
                "CGtk",
                "CombineGTK",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            exclude: ["Generated/Adw/Coverage.md"]
        ),
        // The test kit users' tests and ours share: test subscribers, main-context pumping,
        // finalization checks, virtual time on MainContextScheduler's clock, display
        // requirements, signal emission. Test targets only: it links XCTest and Swift Testing,
        // and combine-schedulers brings Foundation and FoundationNetworking.
        .target(
            name: "CombineGTKTesting",
            dependencies: [
                "CGtk",
                "CombineGTK",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
            ]
        ),
        .target(
            name: "CounterTimer",
            dependencies: [
                "CombineGTKCore",
                "CombineGTK",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        // The generator (make generate): GIR XML in, Sources/CombineGTK/Generated/ out. No
        // product: users' builds never compile it. FoundationXML comes with the toolchain.
        .target(name: "GIRGenerator"),
        .executableTarget(name: "combinegtk-generate", dependencies: ["GIRGenerator"]),
        .executableTarget(
            name: "counter-timer",
            dependencies: ["CombineGTK", "CounterTimer"]
        ),
        // The README's examples, each built as the program it shows (Tests/EndToEnd/examples.py
        // runs them; ReadmeTests checks the README shows these files as they are).
        .executableTarget(name: "counter-example", dependencies: ["CombineGTK"], path: "Examples/Counter"),
        .executableTarget(name: "dice-example", dependencies: ["CombineGTK"], path: "Examples/Dice"),
        .executableTarget(name: "greeter-example", dependencies: ["CombineGTK"], path: "Examples/Greeter"),
        // The 7GUIs benchmark's tasks with CombineGTK alone (no CGtk): `seven-guis <task>`.
        .executableTarget(name: "seven-guis", dependencies: ["CombineGTK"], path: "Examples/SevenGUIs"),
        .executableTarget(name: "names-example", dependencies: ["CombineGTK"], path: "Examples/Names"),
        // libadwaita's widgets with CombineAdw: the showcase Tests/EndToEnd/adwaita.py screenshots.
        .executableTarget(name: "adwaita-example", dependencies: ["CombineAdw"], path: "Examples/Adwaita"),
        // The Notes app: a GNOME app with CombineAdw alone (Tests/EndToEnd/notes.py drives it).
        // data/: its schema, resources (compiled by the plugin) and desktop files; po/: its
        // translations (the Makefile's notes-data target compiles both next to the program).
        .executableTarget(
            name: "notes", dependencies: ["CombineAdw", "NotesKit"], path: "Examples/Notes",
            exclude: ["data", "po"], plugins: ["GResources"]
        ),
        // A widget declared in Swift that draws itself: Tests/EndToEnd/custom_widget.py screenshots it.
        .executableTarget(name: "custom-widget", dependencies: ["CombineGTK"], path: "Examples/CustomWidget"),
        // GtkBuilder from a GResource the GResources plugin compiles (Blueprint included).
        .plugin(name: "GResources", capability: .buildTool()),
        .executableTarget(
            name: "builder-example", dependencies: ["CombineGTK"], path: "Examples/Builder",
            exclude: ["Resources"], plugins: ["GResources"]
        ),
        // The Notes app's model, storage and view models, without widgets (Tests/NotesKitTests).
        .target(
            name: "NotesKit",
            dependencies: ["CombineGTK", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Examples/NotesKit"
        ),
        // The app template (Templates/GnomeApp; scripts/new-gnome-app copies it): its sources
        // compiled here as they stand, so they never rot; its view models' tests run with ours.
        .target(name: "HelloKit", dependencies: ["CombineGTKCore"], path: "Templates/GnomeApp/Sources/HelloKit"),
        .executableTarget(
            name: "hello", dependencies: ["HelloKit", "CombineAdw"], path: "Templates/GnomeApp/Sources/hello",
            exclude: ["Resources"], plugins: ["GResources"]
        ),
        .testTarget(name: "HelloKitTests", dependencies: ["HelloKit"], path: "Templates/GnomeApp/Tests/HelloKitTests"),
        .testTarget(
            name: "CombineGTKCoreTests",
            dependencies: [
                "CombineGTKCore",
                "CombineGTKTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CombineGTKTests",
            dependencies: [
                "CGtk",
                "CombineGTKTesting",
                "CombineGTK",
                "CAdw",
                "CombineAdw",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CombineGTKWidgetTests",
            dependencies: [
                "CGtk",
                "CAdw",
                "CombineAdw",
                "counter-example",
                "builder-example",
                "custom-widget",
                "CombineGTKTesting",
                "CombineGTK",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .testTarget(name: "GIRGeneratorTests", dependencies: ["GIRGenerator"]),
        // The kit's own tests that need no display (those that do are widget tests).
        .testTarget(
            name: "CombineGTKTestingTests",
            dependencies: [
                "CombineGTKTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .testTarget(
            name: "SevenGUIsTests",
            dependencies: ["seven-guis", "CombineGTKTesting"]
        ),
        .testTarget(
            name: "CounterTimerTests",
            dependencies: [
                "CounterTimer",
                "CombineGTK",
                "CombineGTKTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "CombineSchedulers", package: "combine-schedulers"),
            ]
        ),
        .testTarget(
            name: "NotesKitTests",
            dependencies: [
                "NotesKit",
                "CombineGTKTesting",
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// No Swift target here indexes the modules it imports from the system: a debug build writes an
// index store (SwiftPM's test discovery reads it), and by default its compiler processes also
// index each system module they import, the standard library, Glibc and the GTK, GLib and Pango
// headers, which nothing here reads. Measured in pairs of clean builds, that was about 5 % of
// the CPU time, of a user's one-file app as of this package's own build with its tests (320 ->
// 301 CPU-seconds). What the targets declare is still indexed. SwiftPM accepts such a flag in a
// dependency since Swift 6.2, hence the tools version.
//
// Test targets also compile whole-module, their code generation split over two threads: a
// debug build otherwise compiles a target's files in batches, one compiler process each, each
// type-checking what its files use of CombineGTK's and CombineAdw's interfaces and emitting its
// own objects. Every test target rebuilt took 70 to 73 s of CPU time (41 s of wall time) that
// way and takes 48 to 51 s (29 to 31 s) whole-module, measured in alternation; an edit of one
// test file then recompiles its whole target. ("-num-threads" keeps an object file per source
// file, as SwiftPM's build plan and test discovery expect.) No package that depends on this
// one builds these targets.
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    var flags = ["-index-ignore-system-modules"]
    if target.type == .test { flags += ["-wmo", "-num-threads", "2"] }
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
}
