import Foundation

// Every object of the config is decoded strictly: a key the schema does not have is an error
// naming it (a misspelt `handWritenMembers` would otherwise be ignored in silence), and a
// missing optional list is empty.

extension GeneratorConfig: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case about, output, namespaces, handWrittenTypes, handWrittenMembers, renames, booleanNames, methodNames, acceptedClashes
    }

    /// Reads and validates the config at `path`; every problem is a `GeneratorConfigError`
    /// naming the file and where in it.
    public static func load(_ path: String) throws(GeneratorConfigError) -> GeneratorConfig {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GeneratorConfigError(file: path, problem: "cannot be read (\((error as NSError).localizedDescription))")
        }
        return try decode(data, file: path)
    }

    /// Decodes and validates `data`, naming `file` in messages.
    public static func decode(_ data: Data, file: String) throws(GeneratorConfigError) -> GeneratorConfig {
        var config: GeneratorConfig
        do {
            config = try JSONDecoder().decode(GeneratorConfig.self, from: data)
        } catch let error as DecodingError {
            throw GeneratorConfigError(file: file, problem: describe(error, in: data))
        } catch {
            throw GeneratorConfigError(file: file, problem: "\(error)")
        }
        config.file = file
        try config.validate()
        return config
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let members = try container.decodeIfPresent([String: [MemberName]].self, forKey: .handWrittenMembers) ?? [:]
        for (type, names) in members {
            if let twice = Dictionary(grouping: names, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
                throw DecodingError.dataCorruptedError(forKey: .handWrittenMembers, in: container, debugDescription: "\(type) lists \(twice) twice")
            }
        }
        self.init(
            output: try container.decode(Output.self, forKey: .output),
            namespaces: try container.decode([NamespaceEntry].self, forKey: .namespaces),
            handWrittenTypes: try container.decodeIfPresent([HandWrittenType].self, forKey: .handWrittenTypes) ?? [],
            handWrittenMembers: members.mapValues(Set.init),
            renames: try container.decodeIfPresent([Rename].self, forKey: .renames) ?? [],
            booleanNames: try container.decodeIfPresent([BooleanName].self, forKey: .booleanNames) ?? [],
            acceptedClashes: try container.decodeIfPresent([AcceptedClash].self, forKey: .acceptedClashes) ?? [],
            methodNames: try container.decodeIfPresent([MethodName].self, forKey: .methodNames) ?? []
        )
    }

    /// `at namespaces[0].classes[2]: …`, or what the JSON parser says about `data`.
    static func describe(_ error: DecodingError, in data: Data) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): "
        }
        switch error {
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty, let syntax = syntaxError(in: data) {
                return "not valid JSON: \(syntax)"
            }
            return at(context) + context.debugDescription
        case .keyNotFound(let key, let context):
            return at(context) + "the key \"\(key.stringValue)\" is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return at(context) + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}

/// What `JSONSerialization` says is wrong with `data` (the decoder only says that something
/// is), with the line and column of the character it names; nil if it finds nothing wrong.
private func syntaxError(in data: Data) -> String? {
    do {
        _ = try JSONSerialization.jsonObject(with: data)
        return nil
    } catch {
        var message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        if message.hasSuffix("."), let range = message.range(of: "character ", options: .backwards),
           let offset = Int(message[range.upperBound...].dropLast()), offset <= data.count {
            let before = data.prefix(offset)
            let line = before.count { $0 == UInt8(ascii: "\n") } + 1
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            message = "\(message.dropLast()) (line \(line), column \(column))"
        }
        return message
    }
}

extension GeneratorConfig.Output: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case sources, linesPerFile }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let linesPerFile = try container.decodeIfPresent(Int.self, forKey: .linesPerFile) ?? 1_500
        guard linesPerFile > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .linesPerFile, in: container, debugDescription: "linesPerFile must be positive, not \(linesPerFile)")
        }
        self.init(sources: try container.decode(String.self, forKey: .sources), linesPerFile: linesPerFile)
    }
}

extension GeneratorConfig.NamespaceEntry: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, version, tests, classFamilies, classes, interfaces, interfaceClasses, records, enumerations, booleanForwarders, leftOut, errorDomains,
             module, swiftNamespace
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        func list<Element: Decodable>(_ key: CodingKeys) throws -> [Element] { try container.decodeIfPresent([Element].self, forKey: key) ?? [] }
        self.init(name: try container.decode(String.self, forKey: .name), version: try container.decode(String.self, forKey: .version),
                  tests: try container.decode(String.self, forKey: .tests), classFamilies: try list(.classFamilies), classes: try list(.classes),
                  interfaces: try list(.interfaces), interfaceClasses: try list(.interfaceClasses), records: try list(.records),
                  booleanForwarders: try container.decodeIfPresent(Bool.self, forKey: .booleanForwarders) ?? false,
                  enumerations: try container.decodeIfPresent([String].self, forKey: .enumerations), leftOut: try list(.leftOut),
                  errorDomains: try list(.errorDomains), module: try container.decodeIfPresent(GeneratorConfig.Module.self, forKey: .module))
        if let swiftNamespace = try container.decodeIfPresent(String.self, forKey: .swiftNamespace) {
            guard let first = swiftNamespace.first, first.isUppercase, swiftNamespace.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                throw DecodingError.dataCorruptedError(forKey: .swiftNamespace, in: container, debugDescription: "\"\(swiftNamespace)\" is not a Swift type name (Adw)")
            }
            self.swiftNamespace = swiftNamespace
        }
    }
}

extension GeneratorConfig.Module: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, sources, cModule }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        for key in CodingKeys.allCases {
            let value = try container.decode(String.self, forKey: key)
            guard !value.isEmpty, key == .sources || value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\"\(value)\" is not a \(key == .sources ? "folder" : "module name")")
            }
        }
        self.init(name: try container.decode(String.self, forKey: .name), sources: try container.decode(String.self, forKey: .sources),
                  cModule: try container.decode(String.self, forKey: .cModule))
    }
}

extension GeneratorConfig.LeftOut: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        guard name.contains(".") else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "\"\(name)\" is not a qualified GIR name (Gtk.Widget, Gtk.Widget.show, Gtk.Widget:halign, Gtk.Widget::destroy)")
        }
        self.init(name: name, reason: try container.decode(String.self, forKey: .reason))
    }
}

extension GeneratorConfig.HandWrittenType: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case gir, swift, kind, cType }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        guard let known = Kind(rawValue: kind) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "\"\(kind)\" is not one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.init(gir: try container.decode(QualifiedName.self, forKey: .gir).name, swift: try container.decode(String.self, forKey: .swift),
                  kind: known, cType: try container.decode(String.self, forKey: .cType))
    }
}

extension GeneratorConfig.Rename: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case gir, swift, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(gir: try container.decode(QualifiedName.self, forKey: .gir).name, swift: try container.decode(String.self, forKey: .swift),
                  reason: try container.decode(String.self, forKey: .reason))
    }
}

extension GeneratorConfig.BooleanName: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case gir, swift, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let gir = try container.decode(String.self, forKey: .gir)
        guard let colon = gir.firstIndex(of: ":"), TypeName(String(gir[..<colon])).namespace != nil, !gir[colon...].dropFirst().isEmpty,
              !gir[colon...].dropFirst().contains(":") else {
            throw DecodingError.dataCorruptedError(forKey: .gir, in: container, debugDescription: "\"\(gir)\" is not a property as Coverage.md writes it (Gtk.Widget:hexpand)")
        }
        let swift = try container.decode(String.self, forKey: .swift)
        guard let name = MemberName(spelling: swift), name.labels == nil else {
            throw DecodingError.dataCorruptedError(forKey: .swift, in: container, debugDescription: "\"\(swift)\" is not a Swift property name")
        }
        self.init(gir: gir, swift: swift, reason: try container.decode(String.self, forKey: .reason))
    }
}

extension GeneratorConfig.MethodName: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case gir, swift, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let gir = try container.decode(String.self, forKey: .gir)
        guard !gir.contains(":"), gir.split(separator: ".").count == 3 else {
            throw DecodingError.dataCorruptedError(forKey: .gir, in: container, debugDescription: "\"\(gir)\" is not a method as Coverage.md writes it (Gtk.Widget.is_visible)")
        }
        let swift = try container.decode(String.self, forKey: .swift)
        guard let name = MemberName(spelling: swift), name.labels == nil else {
            throw DecodingError.dataCorruptedError(forKey: .swift, in: container, debugDescription: "\"\(swift)\" is not a Swift base name")
        }
        self.init(gir: gir, swift: swift, reason: try container.decode(String.self, forKey: .reason))
    }
}

extension GeneratorConfig.AcceptedClash: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case swift, reason }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(swift: try container.decode(String.self, forKey: .swift), reason: try container.decode(String.self, forKey: .reason))
    }
}

extension MemberName: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let name = MemberName(spelling: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a Swift member name: write `name` for a property, `name(label:_:)` for a function or initializer")
        }
        self = name
    }
}

/// A GIR type name that must name its namespace (`"Gtk.Range"`).
private struct QualifiedName: Decodable {
    let name: TypeName

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        name = TypeName(text)
        guard name.namespace != nil, !name.name.isEmpty else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a qualified GIR type name (Namespace.Name, as Gtk.Range)")
        }
    }
}

/// Any key, to find the ones a schema does not have.
private struct AnyKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private extension Decoder {
    /// The keyed container, after checking that the object has no key `Key` does not list.
    func strictContainer<Key: CodingKey & CaseIterable>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let known = Set(Key.allCases.map(\.stringValue))
        if let unknown = try container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "unknown key \"\(unknown)\" (known: \(Key.allCases.map(\.stringValue).joined(separator: ", ")))"
            ))
        }
        return try container(keyedBy: type)
    }
}
