// swift-tools-version: 6.2
import PackageDescription

// Where CombineGTK comes from (scripts/new-gnome-app's --combinegtk wrote these two lines): a
// checkout by path, whose package name is its folder's name, or a git URL, whose package name
// is its last part without ".git".
let combineGTK: Package.Dependency = .package(path: "../CombineGTK")
let combineGTKName = "CombineGTK"

let package = Package(
    name: "Hello",
    products: [
        .executable(name: "hello", targets: ["hello"]),
    ],
    dependencies: [combineGTK],
    targets: [
        // The app: windows and widgets, wired to HelloKit's view models. Its resources
        // (Resources/resources.gresource.xml) are compiled by CombineGTK's GResources plugin.
        .executableTarget(
            name: "hello",
            dependencies: [
                "HelloKit",
                .product(name: "CombineAdw", package: combineGTKName),
            ],
            exclude: ["Resources"],
            plugins: [.plugin(name: "GResources", package: combineGTKName)]
        ),
        // The view models: no widget, no GTK, only CombineGTKCore (which re-exports
        // OpenCombine), so the tests build quickly and run without a display.
        .target(
            name: "HelloKit",
            dependencies: [.product(name: "CombineGTKCore", package: combineGTKName)]
        ),
        .testTarget(name: "HelloKitTests", dependencies: ["HelloKit"]),
    ],
    swiftLanguageModes: [.v6]
)
