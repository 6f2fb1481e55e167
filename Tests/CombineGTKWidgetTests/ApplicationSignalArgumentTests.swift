import XCTest
import CombineGTKTesting
import CGtk
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The application signals whose arguments are C pointers (`open`'s `GFile **`,
/// `handle-local-options`' `GVariantDict *`), read through `SignalEmission.pointer(_:as:)`.
final class ApplicationSignalArgumentTests: XCTestCase {
    /// An application that neither looks for another instance on the session bus nor is
    /// found by one, with `extraFlags`.
    @MainActor
    private static func makeApplication(_ name: String, extraFlags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) -> Application {
        let application = Application(id: "io.github.combinegtk.tests.\(name)")
        g_application_set_flags(application.applicationPointer, GApplicationFlags(G_APPLICATION_NON_UNIQUE.rawValue | extraFlags.rawValue))
        return application
    }

    func testOpenPublisherSendsTheURIsOfTheFilesToOpen() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let application = Self.makeApplication("Open", extraFlags: G_APPLICATION_HANDLES_OPEN)
            var opened: [[String]] = []
            let cancellable = application.openPublisher.sink { opened.append($0) }
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(g_application_register(application.applicationPointer, nil, &error), 0)
            var files = [g_file_new_for_path("/tmp/first.txt"), g_file_new_for_path("/tmp/second.txt")]
            g_application_open(application.applicationPointer, &files, 2, "")
            files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
            XCTAssertEqual(opened, [["file:///tmp/first.txt", "file:///tmp/second.txt"]])
            cancellable.cancel()
        }
    }

    func testOnLocalOptionsSeesTheFlagsGivenAndItsStatusEndsTheRun() throws {
        try Display.require()
        MainActor.assumeIsolated {
            let application = Self.makeApplication("LocalOptions")
            application.addFlag(long: "verbose", short: "v", description: "Say more")
            application.addFlag(long: "quiet", description: "Say less")
            var seen: [Set<String>] = []
            application.onLocalOptions(flags: ["verbose", "quiet"]) { given in
                seen.append(given)
                return 3
            }
            XCTAssertEqual(application.run(arguments: ["combinegtk-tests", "-v"]), 3, "the handler's status ends the run")
            XCTAssertEqual(seen, [["verbose"]])
        }
    }
}
