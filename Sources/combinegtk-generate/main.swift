// combinegtk-generate: writes Sources/CombineGTK/Generated/ from GTK's introspection data, as
// the declared config (Generator.json) says: which namespace and types, what hand-written
// code provides instead, renames and what is left out. No Swift source is read.
//
//   combinegtk-generate [--config FILE] [--gir-dir DIR]… [--output DIR]
//                       [--tests-output DIR] [--gtk-version VERSION] [--coverage]
//
// --config FILE      the generator's config (default Generator.json; its schema is in
//                    ARCHITECTURE.md, "The generator's config").
// --output DIR       where the files go (default: the config's output.sources, relative to
//                    the config file); stale generated files there are removed.
// --tests-output DIR where the widget tests' index of generated classes goes (default: the
//                    config's output.tests).
// --gir-dir DIR      where GIR files are (default /usr/share/gir-1.0).
// --gtk-version V    the version in the files' header (default: pkg-config --modversion gtk4).
// --c-include-dir D  where gtk/gtk.h and the headers it includes are (default: the first
//                    -I of pkg-config --cflags-only-I gtk4); types they do not declare are
//                    not generated.
// --coverage         print the coverage report only; write nothing.
//
// The coverage report always goes to stderr. Exit status 1 on any error.
import Foundation
import GIRGenerator

struct Arguments {
    var config = "Generator.json"
    var output: String?
    var testsOutput: String?
    var girDirectories: [String] = []
    var gtkVersion: String?
    var cIncludeDirectories: [String] = []
    var coverageOnly = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--output": output = try value(for: argument)
            case "--tests-output": testsOutput = try value(for: argument)
            case "--config": config = try value(for: argument)
            case "--hand-written":
                throw UsageError("--hand-written is gone: the hand-written types and members are declared in the config (\(config), handWrittenTypes and handWrittenMembers)")
            case "--gir-dir": girDirectories.append(try value(for: argument))
            case "--gtk-version": gtkVersion = try value(for: argument)
            case "--c-include-dir": cIncludeDirectories.append(try value(for: argument))
            case "--coverage": coverageOnly = true
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        if girDirectories.isEmpty { girDirectories = ["/usr/share/gir-1.0"] }
    }
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// What `pkg-config ARGUMENTS gtk4` prints, trimmed.
func pkgConfig(_ arguments: String..., or option: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments + ["gtk4"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, !text.isEmpty else {
        throw UsageError("pkg-config \(arguments.joined(separator: " ")) gtk4 failed; pass \(option)")
    }
    return text
}

/// The first `-I` directory of gtk4's flags (`/usr/include/gtk-4.0`).
func gtkIncludeDirectory() throws -> String {
    let flags = try pkgConfig("--cflags-only-I", or: "--c-include-dir")
    guard let first = flags.split(separator: " ").first(where: { $0.hasPrefix("-I") }) else {
        throw UsageError("pkg-config --cflags-only-I gtk4 names no directory; pass --c-include-dir")
    }
    return String(first.dropFirst(2))
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// `path` as written in the config: relative to the config file's folder.
func relativeToConfig(_ path: String, config: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let folder = URL(fileURLWithPath: config).deletingLastPathComponent().path
    return folder == FileManager.default.currentDirectoryPath ? path : "\(folder)/\(path)"
}

do {
    let arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
    let config = try GeneratorConfig.load(arguments.config)
    let output = try Generator.run(Generator.Options(
        girDirectories: arguments.girDirectories,
        libraryVersion: "GTK \(try arguments.gtkVersion ?? pkgConfig("--modversion", or: "--gtk-version"))",
        config: config,
        cIncludeDirectories: arguments.cIncludeDirectories.isEmpty ? [try gtkIncludeDirectory()] : arguments.cIncludeDirectories
    ))
    for note in output.notes { printError("note: \(note)\n") }
    if !arguments.coverageOnly {
        let sources = arguments.output ?? relativeToConfig(config.output.sources, config: arguments.config)
        let tests = arguments.testsOutput ?? relativeToConfig(config.output.tests, config: arguments.config)
        for (files, directory) in [(output.files, sources), (output.testFiles, tests)] {
            let summary = try OutputWriter.write(files, to: directory)
            printError("\(directory): \(files.count) files, \(summary.written.count) written, "
                + "\(summary.unchanged) unchanged, \(summary.removed.count) removed\(summary.removed.isEmpty ? "" : " (\(summary.removed.joined(separator: ", ")))")\n")
        }
    }
    printError(output.coverage.text)
} catch {
    printError("combinegtk-generate: \(error)\n")
    exit(1)
}
