import XCTest
import Foundation
import CGtk
@testable import CombineGTK

/// GLib's `*_static_*` functions keep the pointer they are given forever, while a Swift
/// `String` passed as `const char *` lives only for the call: GLib would later read freed
/// memory (AddressSanitizer reported it in the quark table).
final class StaticStringTests: MainActorTestCase {
    /// Fails under AddressSanitizer (`make sanitize`) when the wrapper-slot quark is made with
    /// `g_quark_from_static_string`: GLib's quark table then points into a freed Swift buffer.
    func testTheWrapperSlotQuarkNamesAStringGLibOwns() {
        onMain { _ = SimpleAction(name: "quark") } // attaches a slot, so the quark exists
        let name = g_quark_to_string(WrapperSlot.key.quark).map { String(cString: $0) }
        XCTAssertEqual(name, "combinegtk-wrapper-slot")
        XCTAssertEqual(g_quark_try_string("combinegtk-wrapper-slot"), WrapperSlot.key.quark)
    }

    /// No Swift source calls a GLib `*static*` function that keeps a pointer: any string it
    /// could pass is Swift's. `g_type_register_static` and `g_type_add_interface_static` are
    /// "static" for the type's lifetime, not the pointers': GLib interns the name
    /// (`g_quark_from_string`) and copies the info structures.
    func testNoSwiftSourceCallsAGLibStaticStringFunction() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let call = try NSRegularExpression(pattern: #"\bg_(?!type_register_static\b|type_add_interface_static\b)\w*static\w*\s*\("#)
        var scanned = 0
        var offenders: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Benchmarks/Support", "Benchmarks/Benchmarks"] {
            guard let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                scanned += 1
                for (index, line) in text.components(separatedBy: "\n").enumerated()
                where call.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                    offenders.append("\(file.path.replacingOccurrences(of: root.path + "/", with: "")):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        XCTAssertGreaterThan(scanned, 100, "the scan found the sources")
        XCTAssertEqual(offenders, [], "GLib keeps these pointers; pass a C literal from the shim, or use the copying variant")
    }
}
