import Foundation

/// The GIR files of a search path, read on demand: a namespace and, when a type lookup
/// reaches into it, each namespace it includes.
public final class GIRLibrary {
    /// Where GIR files are looked for, in order (`/usr/share/gir-1.0`).
    public let searchDirectories: [String]
    private var repositories: [String: Repository] = [:]
    /// The version each namespace named by an include is wanted at.
    private var includedVersions: [String: String] = [:]

    public init(searchDirectories: [String]) {
        self.searchDirectories = searchDirectories
    }

    /// A library holding `repositories` only, already read (tests).
    public init(repositories: [Repository]) {
        searchDirectories = []
        for repository in repositories { remember(repository) }
    }

    /// The repository for namespace `name` at `version`, read the first time it is asked for.
    @discardableResult
    public func load(_ name: String, version: String) throws -> Repository {
        if let repository = repositories[name] { return repository }
        let fileName = "\(name)-\(version).gir"
        guard let path = searchDirectories.map({ "\($0)/\(fileName)" }).first(where: FileManager.default.fileExists(atPath:)) else {
            throw GIRError.notFound(fileName, searched: searchDirectories)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let repository: Repository
        do {
            repository = try GIRParser.parse(data)
        } catch let error as GIRError {
            throw GIRError.inFile(path, error)
        }
        remember(repository)
        return repository
    }

    /// The loaded namespace `name`, reading it if an included repository named it, directly
    /// or through the repositories it includes (Gtk includes Gdk, which includes Gio).
    public func namespace(_ name: String) -> Namespace? {
        if let repository = repositories[name] { return repository.namespace }
        if let version = includedVersions[name] { return (try? load(name, version: version))?.namespace }
        for (included, version) in includedVersions.sorted(by: { $0.key < $1.key }) where repositories[included] == nil {
            if (try? load(included, version: version)) != nil, repositories[name] != nil || includedVersions[name] != nil {
                return namespace(name)
            }
        }
        return nil
    }

    /// What `name` stands for, an unqualified name being looked up in `namespace`.
    public func definition(of name: TypeName, in namespace: String) -> Definition? {
        let qualified = name.qualified(in: namespace)
        return self.namespace(qualified.namespace ?? namespace)?.definition(named: qualified.name)
    }

    private func remember(_ repository: Repository) {
        repositories[repository.namespace.name] = repository
        for include in repository.includes where includedVersions[include.name] == nil {
            includedVersions[include.name] = include.version
        }
    }
}
