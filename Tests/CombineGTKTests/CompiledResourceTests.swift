import Foundation
import XCTest
import CombineGTKTesting
@testable import CombineGTK

/// `CompiledResource`, the runtime side of the GResources plugin, with a bundle compiled
/// here by `glib-compile-resources` (what the plugin runs): where it looks, in which order,
/// the error naming every place when there is none, and a found bundle registered.
final class CompiledResourceTests: MainActorTestCase {
    func testItLooksInstalledThenBesideTheProgramThenInTheBuildFolder() throws {
        let program = try XCTUnwrap(try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let folder = (program as NSString).deletingLastPathComponent
        let name = (program as NSString).lastPathComponent
        let resource = CompiledResource(fileName: "app.gresource", builtPath: "/build/app.gresource")
        XCTAssertEqual(resource.searchPaths, [
            "\((folder as NSString).deletingLastPathComponent)/share/\(name)/app.gresource",
            "\(folder)/app.gresource",
            "/build/app.gresource",
        ])
    }

    func testNoBundleAnywhereIsAnErrorNamingEveryPlaceLookedIn() throws {
        try onMain {
            let resource = CompiledResource(fileName: "missing.gresource", builtPath: "/nonexistent/missing.gresource")
            XCTAssertThrowsError(try resource.register()) { error in
                let error = error as? GLibError
                XCTAssertTrue(error?.matches(FileError.noent) ?? false, "\(String(describing: error))")
                for path in resource.searchPaths {
                    XCTAssertTrue(error?.message.contains(path) ?? false, "\(String(describing: error)) names \(path)")
                }
            }
        }
    }

    func testAFoundBundleIsRegisteredSoBuilderLoadsFromIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compiled-resource-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"<interface><object class="GtkAdjustment" id="volume"><property name="upper">11</property></object></interface>"#
            .write(to: folder.appendingPathComponent("volume.ui"), atomically: true, encoding: .utf8)
        try """
            <gresources><gresource prefix="/io/example/Tests"><file>volume.ui</file></gresource></gresources>
            """.write(to: folder.appendingPathComponent("tests.gresource.xml"), atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/glib-compile-resources")
        compile.arguments = ["--sourcedir", folder.path, "--target", folder.appendingPathComponent("tests.gresource").path,
                             folder.appendingPathComponent("tests.gresource.xml").path]
        try compile.run()
        compile.waitUntilExit()
        XCTAssertEqual(compile.terminationStatus, 0)
        try onMain {
            let resource = try CompiledResource(fileName: "tests.gresource", builtPath: folder.appendingPathComponent("tests.gresource").path).register()
            defer { resource.unregister() }
            let volume = try Builder(resource: "/io/example/Tests/volume.ui").object("volume", as: Adjustment.self)
            XCTAssertEqual(volume.upper, 11)
        }
    }
}
