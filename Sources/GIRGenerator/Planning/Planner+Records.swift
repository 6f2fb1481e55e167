/// Records: their conformances found, their fields mapped, their members planned as a class's.
extension Planner {
    /// The plan of the selected record `record`, generated as `swiftName`.
    mutating func planRecord(_ record: Record, named girName: TypeName, swiftName: String) -> RecordPlan {
        let namespace = girName.namespace!
        var plan = RecordPlan(object: ObjectPlan(
            kind: RecordPlan.kind(of: record), girName: girName, swiftName: swiftName, cType: record.cType ?? record.name,
            getType: record.getType!, base: "", protocols: [], isAbstract: false, info: record.info
        ))
        func isSelf(_ type: TypeReference) -> Bool { type.name?.qualified(in: namespace) == girName }
        func returns(_ method: Callable, _ type: String) -> Bool { method.returnValue.type.name == TypeName(type) }
        var covered: Set<String> = []
        for method in record.methods where MemberMapper.exclusion(method.info) == nil {
            let parameters = method.parameters
            switch method.name {
            case _ where RecordPlan.lifecycle.contains(method.name): break
            case "equal" where parameters.count == 1 && isSelf(parameters[0].type) && returns(method, "gboolean"):
                plan.equal = method.cIdentifier
            case "compare" where parameters.count == 1 && isSelf(parameters[0].type) && returns(method, "gint"):
                plan.compare = method.cIdentifier
            case "hash" where parameters.isEmpty && returns(method, "guint"): plan.hash = method.cIdentifier
            case "to_string" where parameters.isEmpty && returns(method, "utf8"): plan.toString = method
            default: continue
            }
            covered.insert(method.name)
        }
        if plan.equal == nil, plan.compare == nil, plan.hash != nil {
            plan.hash = nil
            covered.remove("hash")
        }
        for name in covered { surface.callables.insert(GeneratedSurface.callableKey(girName, name)) }
        if plan.object.kind == .structRecord {
            plan.fields = fields(of: record, in: namespace)
            plan.hasEveryField = plan.fields.count == record.fields.count
            let comparable = record.fields.filter { field in
                guard case .named(let name?, _, [])? = field.type, name.namespace == nil else { return false }
                return TypeMapper.fundamentals[name.name] != nil || ["gpointer", "gconstpointer"].contains(name.name)
            }
            plan.comparableFields = comparable.count == record.fields.count ? comparable.map(\.name) : nil
        }
        var taken = Set(plan.fields.map { MemberName($0.swiftName) } + [MemberName("cValue")] + (plan.toString == nil ? [] : [MemberName("description")]))
        // The record's functions (`g_settings_schema_source_get_default`) are static methods.
        let methods = record.methods.filter { !covered.contains($0.name) } + record.functions
        planMembers(&plan.object, constructors: record.constructors, members: ObjectMembers(methods: methods), taken: &taken) { constructor in
            // `TreePath("1:2")`, as `LosslessStringConvertible` has it.
            constructor.name == "new_from_string" && constructor.parameters.count == 1 ? MemberName("init", labels: ["_"]) : nil
        }
        return plan
    }

    /// The public fields of `record` whose C type is a number or a Boolean.
    private func fields(of record: Record, in namespace: String) -> [FieldPlan] {
        record.fields.compactMap { field in
            guard !field.isPrivate, field.isReadable, let reference = field.type,
                  let type = members[namespace]!.mapper.map(reference).swiftType,
                  type.kind == .bool || type.kind == .floatingPoint || type.name == "Int" else { return nil }
            let isFloat = type.name == "Float"
            return FieldPlan(field: field, swiftName: MemberNaming.parameter(field.name),
                             type: isFloat ? SwiftType("Double", kind: .floatingPoint) : type, isFloat: isFloat, isWritable: field.isWritable)
        }
    }
}
