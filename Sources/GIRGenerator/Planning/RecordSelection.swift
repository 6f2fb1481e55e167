/// The records of a namespace its config entry names (`records`), each a record of the
/// namespace with a GType; those the config leaves out or the C headers do not declare are
/// skipped with the reason, so `Coverage.md` lists them.
struct RecordSelection {
    /// Selected records, in the config's order.
    let records: [Record]
    /// Records named but not generated, with the reason.
    let skipped: [TypeName: String]

    init(_ namespace: Namespace, entry: GeneratorConfig.NamespaceEntry, declarations: CDeclarations?, configFile: String) throws {
        var records: [Record] = []
        var skipped: [TypeName: String] = [:]
        for name in entry.records {
            guard case .record(let record)? = namespace.definition(named: name), record.getType != nil, record.isGTypeStructFor == nil else {
                throw GeneratorConfigError(file: configFile, problem: "records lists \(name), which is no record of \(namespace.name) with a GType")
            }
            let girName = TypeName(namespace: namespace.name, name: name)
            if let reason = entry.leftOutReason(girName.description) {
                skipped[girName] = reason
            } else if let declarations, let missing = [record.cType, record.getType].compactMap({ $0 }).first(where: { !declarations.declares($0) }) {
                skipped[girName] = "\(missing) is not declared by the headers CGtk includes"
            } else if record.info.deprecation != nil {
                skipped[girName] = "deprecated"
            } else {
                records.append(record)
            }
        }
        self.records = records
        self.skipped = skipped
    }
}
