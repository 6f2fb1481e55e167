/// Which planned enumerations and flags types are written: every one of a namespace whose
/// config entry has no `enumerations` list (GTK's), else those it lists and those a
/// generated member of any namespace uses (Gio's: `FileType` for `FileInfo.fileType`, not
/// the D-Bus ones), so the library does not compile types nothing reaches.
enum EnumerationUse {
    /// Why an enumeration of a namespace that lists its own is not written.
    static let unusedReason = "used by no generated member, nor listed in enumerations"

    /// The plans of `plans` to write; the others are recorded in `surface` as not generated.
    static func kept(_ plans: [EnumerationPlan], objects: [ObjectPlan], config: GeneratorConfig, surface: inout GeneratedSurface) -> [EnumerationPlan] {
        let used = Set(objects.flatMap(typeNames))
        return plans.filter { plan in
            guard let listed = config.namespace(named: plan.namespace)?.enumerations,
                  !listed.contains(plan.enumeration.name), !used.contains(plan.swiftName) else { return true }
            let girName = TypeName(namespace: plan.namespace, name: plan.enumeration.name)
            surface.types.remove(girName)
            surface.skippedTypes[girName] = unusedReason
            return false
        }
    }

    /// The Swift type names a planned class or interface uses in its API.
    private static func typeNames(_ plan: ObjectPlan) -> [String] {
        var callables: [CallablePlan] = plan.constructors + plan.methods
        var types: [SwiftType] = []
        for property in plan.properties {
            callables += [property.getter, property.setter].compactMap { $0 }
            types += [property.type, property.keyType].compactMap { $0 }
        }
        for callable in callables {
            types += callable.arguments.map(\.type) + [callable.result]
        }
        for signal in plan.signals {
            types += signal.arguments.map(\.type) + [signal.result].compactMap { $0 }
        }
        return types.map(\.name)
    }
}
