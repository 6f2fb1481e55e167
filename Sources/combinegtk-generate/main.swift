// combinegtk-generate: writes Sources/CombineGTK/Generated/ from the introspection data of
// the namespaces the declared config (Generator.json) names (Gio, Gtk): which types, what
// hand-written code provides instead, renames and what is left out. No Swift source is read.
//
//   combinegtk-generate [--config FILE] [--root DIR] [--gir-dir DIR]… [--gtk-version VERSION]
//                       [--c-header HEADER] [--c-include-dir DIR]… [--coverage]
//
// --config FILE      the generator's config (default Generator.json; its schema is in
//                    ARCHITECTURE.md, "The generator's config").
// --root DIR         the folder the config's output paths (output.sources, each namespace's
//                    tests) are taken relative to (default: the config file's folder);
//                    stale generated files there are removed.
// --gir-dir DIR      where GIR files are (default /usr/share/gir-1.0).
// --gtk-version V    GTK's version in the files' header (default: pkg-config --modversion
//                    gtk4); other namespaces' come from pkg-config for the package their GIR
//                    names (gio-2.0: GLib's version).
// --c-header H       the header CGtk's shim includes (default gtk/gtk.h, which includes
//                    gio/gio.h): types and functions it does not declare, directly or through
//                    the headers it includes, are not generated.
// --c-include-dir D  where that header and the ones it includes are (default: every -I of
//                    pkg-config --cflags-only-I gtk4).
// --coverage         print the coverage report only; write nothing.
//
// The coverage report always goes to stderr. Exit status 1 on any error.
import Foundation
import GIRGenerator

struct Arguments {
    var config = "Generator.json"
    var root: String?
    var girDirectories: [String] = []
    var gtkVersion: String?
    var cHeader = "gtk/gtk.h"
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
            case "--root": root = try value(for: argument)
            case "--output", "--tests-output":
                throw UsageError("\(argument) is gone: each namespace has a folder of its own and its tests' folder in the config; --root DIR writes them all below DIR")
            case "--config": config = try value(for: argument)
            case "--hand-written":
                throw UsageError("--hand-written is gone: the hand-written types and members are declared in the config (\(config), handWrittenTypes and handWrittenMembers)")
            case "--gir-dir": girDirectories.append(try value(for: argument))
            case "--gtk-version": gtkVersion = try value(for: argument)
            case "--c-header": cHeader = try value(for: argument)
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

/// What `pkg-config ARGUMENTS PACKAGE` prints, trimmed.
func pkgConfig(_ arguments: String..., package: String = "gtk4", or option: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config"] + arguments + [package]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, !text.isEmpty else {
        throw UsageError("pkg-config \(arguments.joined(separator: " ")) \(package) failed; pass \(option)")
    }
    return text
}

/// The `-I` directories of gtk4's flags (`/usr/include/gtk-4.0`, `/usr/include/glib-2.0` …):
/// where gtk/gtk.h and every header it includes are; of another package's (`libadwaita-1`)
/// for a namespace generated into a module of its own.
func gtkIncludeDirectories(package: String = "gtk4") throws -> [String] {
    let flags = try pkgConfig("--cflags-only-I", package: package, or: "--c-include-dir")
    let directories = flags.split(separator: " ").filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)) }
    guard !directories.isEmpty else {
        throw UsageError("pkg-config --cflags-only-I \(package) names no directory; pass --c-include-dir")
    }
    return directories
}

/// `"GTK 4.8.3"`, `"GLib 2.74.6"`: the library a namespace's GIR comes from (its first
/// pkg-config package) and its version.
func libraryVersion(namespace: String, packages: [String], gtkVersion: String?) throws -> String {
    guard let package = packages.first else { throw UsageError("the GIR of \(namespace) names no pkg-config package") }
    let library = switch package {
    case "gtk4": "GTK"
    case "glib-2.0", "gobject-2.0", "gio-2.0": "GLib"
    case "libadwaita-1": "libadwaita"
    default: namespace
    }
    if package == "gtk4", let gtkVersion { return "GTK \(gtkVersion)" }
    return "\(library) \(try pkgConfig("--modversion", package: package, or: package == "gtk4" ? "--gtk-version" : "a pkg-config that knows \(package)"))"
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
    let gtkVersion = arguments.gtkVersion
    let output = try Generator.run(Generator.Options(
        girDirectories: arguments.girDirectories,
        libraryVersion: { namespace, packages in try libraryVersion(namespace: namespace, packages: packages, gtkVersion: gtkVersion) },
        config: config,
        cHeader: arguments.cHeader,
        cIncludeDirectories: arguments.cIncludeDirectories.isEmpty ? try gtkIncludeDirectories() : arguments.cIncludeDirectories,
        moduleIncludeDirectories: { packages in try packages.flatMap { try gtkIncludeDirectories(package: $0) } }
    ))
    for note in output.notes { printError("note: \(note)\n") }
    if !arguments.coverageOnly {
        func place(_ path: String) -> String {
            arguments.root.map { "\($0)/\(path)" } ?? relativeToConfig(path, config: arguments.config)
        }
        let sources = try SourceBundler.bundle(output.files, linesPerFile: config.output.linesPerFile)
        let modules = try output.moduleFiles.sorted { $0.key < $1.key }.map { (try SourceBundler.bundle($0.value, linesPerFile: config.output.linesPerFile), place($0.key)) }
        let folders = [(sources, place(config.output.sources))] + modules + output.testFiles.sorted { $0.key < $1.key }.map { ($0.value, place($0.key)) }
        for (files, directory) in folders {
            let summary = try OutputWriter.write(files, to: directory)
            printError("\(directory): \(files.count) files, \(summary.written.count) written, "
                + "\(summary.unchanged) unchanged, \(summary.removed.count) removed\(summary.removed.isEmpty ? "" : " (\(summary.removed.joined(separator: ", ")))")\n")
        }
    }
    printError(output.coverageText)
} catch {
    printError("combinegtk-generate: \(error)\n")
    exit(1)
}
