import XCTest
import Foundation

/// The README and the DocC articles show the example programs as they are: each fenced block
/// after a `<!-- file: PATH -->` line is that file, byte for byte. The files are built by
/// `make test` and run by Tests/EndToEnd/examples.py (or are tests themselves), so the
/// documentation's code is known to work as pasted.
final class ReadmeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testEveryFileBlockIsTheFileAsItIs() throws {
        let blocks = try Self.fileBlocks(in: "README.md")
        XCTAssertEqual(Set(blocks.map(\.path)), [
            "Examples/Builder/main.swift",
            "Examples/Counter/CounterWindow.swift",
            "Examples/Counter/main.swift",
            "Examples/Dice/main.swift",
            "Examples/Greeter/Greeter.swift",
            "Examples/Names/main.swift",
            "Tests/CombineGTKTests/ActionsAndMenusExampleTests.swift",
            "Tests/CombineGTKWidgetTests/Adw/AdwReadmeExampleTests.swift",
            "Tests/CombineGTKTests/SettingsExampleTests.swift",
            "Tests/CombineGTKTests/Translations/TranslationsExampleTests.swift",
        ])
        for block in blocks {
            let file = try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8)
            XCTAssertEqual(block.code, file, "the README's block for \(block.path) differs from the file")
        }
    }

    func testEveryFileBlockOfTheArticlesIsTheFileAsItIs() throws {
        let catalogs = ["Sources/CombineGTK/CombineGTK.docc", "Sources/CombineGTKCore/CombineGTKCore.docc",
                        "Sources/CombineGTKTesting/CombineGTKTesting.docc", "Sources/CombineAdw/CombineAdw.docc"]
        var paths: Set<String> = []
        for catalog in catalogs {
            let articles = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(catalog).path)
            for article in articles where article.hasSuffix(".md") {
                for block in try Self.fileBlocks(in: "\(catalog)/\(article)") {
                    paths.insert(block.path)
                    let file = try String(contentsOf: Self.root.appendingPathComponent(block.path), encoding: .utf8)
                    XCTAssertEqual(block.code, file, "\(article)'s block for \(block.path) differs from the file")
                }
            }
        }
        XCTAssertEqual(paths, [
            "Examples/Builder/main.swift",
            "Examples/Counter/CounterWindow.swift",
            "Examples/Counter/main.swift",
            "Examples/Dice/main.swift",
            "Examples/Greeter/Greeter.swift",
            "Tests/CombineGTKWidgetTests/ReadmeExampleTests.swift",
            "Tests/CombineGTKTests/WorkingWithCExampleTests.swift",
            "Tests/CombineGTKTests/GLibValuesExampleTests.swift",
            "Tests/CombineGTKTests/ActionsAndMenusExampleTests.swift",
            "Tests/CombineGTKTests/SettingsExampleTests.swift",
            "Tests/CombineGTKWidgetTests/TestKitExampleTests.swift",
            "Tests/CounterTimerTests/DocumentationExampleTests.swift",
            "Tests/CombineGTKTests/Translations/TranslationsExampleTests.swift",
            "Tests/CombineGTKWidgetTests/Adw/SidebarAndContentExampleTests.swift",
            "Tests/CombineGTKWidgetTests/DefiningYourOwnTypes/Bookmark.swift",
            "Tests/CombineGTKWidgetTests/DefiningYourOwnTypes/BookmarkInstanceTests.swift",
            "Tests/CombineGTKWidgetTests/DefiningYourOwnTypes/BookmarkBindingTests.swift",
            "Examples/CustomWidget/ProgressRing.swift",
            "Examples/CustomWidget/main.swift",
            "Tests/CombineGTKWidgetTests/GTKFirstListExampleTests.swift",
            "Tests/CombineGTKWidgetTests/CompositeTemplatesExampleTests.swift",
        ])
    }

    /// A document's `<!-- file: PATH -->` blocks: the path and the code between the fences.
    private static func fileBlocks(in document: String) throws -> [(path: String, code: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        var blocks: [(path: String, code: String)] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") else { continue }
            let path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
            guard index < lines.count, lines[index] == "```swift" else {
                XCTFail("no ```swift block after \(line)")
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(of: "```") else {
                XCTFail("the block for \(path) is not closed")
                break
            }
            blocks.append((path, lines[(index + 1)..<close].joined(separator: "\n") + "\n"))
            index = close + 1
        }
        return blocks
    }
}
