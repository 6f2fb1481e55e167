/// Plans every selected class and interface: Swift names, bases and protocols, and each
/// member mapped (`MemberMapper`) and cleared of name clashes, recording in the surface what
/// was generated, what hand-written code provides instead, and what is left out and why.
///
/// A generated member is left out when the config says so (`leftOut`, with its reason), or
/// when its Swift name is taken:
/// - by a hand-written member of the same type that the config lists (`handWrittenMembers`:
///   the hand-written one wins; the GIR member counts as hand-written);
/// - by a member the type inherits (from its ancestors, the protocols it conforms to, or
///   for a protocol, its prerequisites), generated or hand-written: Swift would need
///   `override`, or calls would be ambiguous;
/// - by a member planned earlier in the same type (constructors, then properties, then
///   signals, then methods, each in GIR order).
struct Planner {
    /// The GIR files, for the ancestors of types in any namespace.
    let library: GIRLibrary
    /// By namespace: maps its members' types.
    let members: [String: MemberMapper]
    /// For the members it leaves out (`leftOut`) and the hand-written members
    /// (`handWrittenMembers`, by Swift type name).
    let config: GeneratorConfig
    /// Selected GIR name → Swift name, in every namespace.
    let swiftNames: [TypeName: String]
    /// `"Gtk.Widget:hexpand"` → the Swift name the config gives that Boolean property.
    let booleanNames: [String: String]
    var surface: GeneratedSurface
    /// The `booleanNames` keys that named a Boolean property planned.
    private(set) var usedBooleanNames: Set<String> = []
    /// `"Gtk.Widget.is_visible"` → the Swift base name the config gives that method.
    let methodNames: [String: String]
    /// The `methodNames` keys that named a method planned.
    private(set) var usedMethodNames: Set<String> = []

    init(library: GIRLibrary, members: [String: MemberMapper], config: GeneratorConfig, swiftNames: [TypeName: String], surface: GeneratedSurface) {
        self.library = library
        self.members = members
        self.config = config
        self.swiftNames = swiftNames
        booleanNames = Dictionary(uniqueKeysWithValues: config.booleanNames.map { ($0.gir, $0.swift) })
        methodNames = Dictionary(uniqueKeysWithValues: config.methodNames.map { ($0.gir, $0.swift) })
        self.surface = surface
    }

    private var handWrittenMembers: [String: Set<MemberName>] { config.handWrittenMembers }

    /// Plans every namespace's selection, each type after what it inherits from (in that
    /// order), whichever namespace that is in (`Gtk.StringList` after `Gio.ListModel`).
    mutating func plan(_ selections: [(Namespace, Selection)]) -> [ObjectPlan] {
        var done: [TypeName: ObjectPlan] = [:]
        var order: [ObjectPlan] = []
        var classes: [TypeName: Class] = [:]
        var interfaces: [TypeName: Interface] = [:]
        var names: [TypeName] = []
        for (namespace, selection) in selections {
            for type in selection.classes { classes[TypeName(namespace: namespace.name, name: type.name)] = type }
            for type in selection.interfaces { interfaces[TypeName(namespace: namespace.name, name: type.name)] = type }
            names += selection.interfaces.map { TypeName(namespace: namespace.name, name: $0.name) }
                + selection.classes.map { TypeName(namespace: namespace.name, name: $0.name) }
        }
        func dependencies(_ name: TypeName) -> [TypeName] {
            let namespace = name.namespace!
            if let type = classes[name] {
                return ([type.parent].compactMap { $0 } + type.implements).map { $0.qualified(in: namespace) }
            }
            return interfaces[name]?.prerequisites.map { $0.qualified(in: namespace) } ?? []
        }
        var visiting: Set<TypeName> = []
        func visit(_ name: TypeName) {
            guard done[name] == nil, swiftNames[name] != nil, visiting.insert(name).inserted else { return }
            dependencies(name).forEach(visit)
            let plan = classes[name].map { planClass($0, named: name, done: done) } ?? planInterface(interfaces[name]!, named: name, done: done)
            done[name] = plan
            order.append(plan)
        }
        names.forEach(visit)
        return order
    }

    /// The Swift name of a selected type (`Gtk.Widget` → `Widget`; an unqualified name is of
    /// `namespace`), else nil.
    private func swiftName(_ name: TypeName, in namespace: String) -> String? { swiftNames[name.qualified(in: namespace)] }

    /// The parent of the class `name` (qualified), qualified; nil for none or an unknown class.
    private func parent(of name: TypeName) -> TypeName? {
        guard case .class(let type)? = library.definition(of: name, in: name.namespace!) else { return nil }
        return type.parent?.qualified(in: name.namespace!)
    }

    // MARK: Types

    private mutating func planClass(_ type: Class, named girName: TypeName, done: [TypeName: ObjectPlan]) -> ObjectPlan {
        let namespace = girName.namespace!
        let parent = type.parent?.qualified(in: namespace)
        let base = parent.flatMap { swiftName($0, in: namespace) } ?? "Object"
        // Interfaces an ancestor already conforms to are not declared again (Swift refuses it).
        var inherited = ancestorConformances(of: parent, done: done)
        var protocols: [String] = []
        for name in type.implements.compactMap({ swiftName($0, in: namespace) }) where !inherited.contains(name) {
            protocols.append(name)
            inherited.insert(name)
        }
        // GtkSnapshot has no C type of its own (C's is GdkSnapshot's typedef): its GType name stands in.
        var plan = ObjectPlan(kind: .class, girName: girName, swiftName: swiftNames[girName]!, cType: type.cType ?? type.glibTypeName ?? type.name,
                              getType: type.getType!, base: base, protocols: protocols, isAbstract: type.isAbstract, info: type.info)
        var taken = Set(inheritedNames(classParent: parent, protocols: Array(inherited), done: done))
        plan.hasConstructors = !type.isAbstract && !type.constructors.isEmpty
        planMembers(&plan, constructors: type.isAbstract ? [] : type.constructors, members: type.members, taken: &taken)
        return plan
    }

    private mutating func planInterface(_ type: Interface, named girName: TypeName, done: [TypeName: ObjectPlan]) -> ObjectPlan {
        let namespace = girName.namespace!
        let prerequisites = type.prerequisites.map { $0.qualified(in: namespace) }
        let baseClass = prerequisites.first { done[$0]?.kind == .class }
        let protocols = prerequisites.filter { done[$0]?.kind == .interface }.compactMap { swiftName($0, in: namespace) }
        let isClass = config.namespace(named: namespace)?.interfaceClasses.contains(type.name) == true
        var plan = ObjectPlan(kind: isClass ? .class : .interface, girName: girName, swiftName: swiftNames[girName]!, cType: type.cType ?? type.name,
                              getType: type.getType!, base: baseClass.flatMap { swiftName($0, in: namespace) } ?? "Object", protocols: protocols,
                              isAbstract: true, info: type.info, isInterfaceClass: isClass)
        var taken = Set(inheritedNames(classParent: baseClass, protocols: protocols, done: done))
        planMembers(&plan, constructors: isClass ? InterfaceClass.constructors(of: type, named: girName) : [], members: type.members, taken: &taken)
        return plan
    }

    /// The protocols `parent` (qualified) and its ancestors conform to, with their prerequisites.
    private func ancestorConformances(of parent: TypeName?, done: [TypeName: ObjectPlan]) -> Set<String> {
        var result: Set<String> = []
        var next = parent
        while let name = next, let plan = done[name] {
            result.formUnion(protocolClosure(plan.protocols, done: done))
            next = self.parent(of: name)
        }
        return result
    }

    private func protocolClosure(_ protocols: [String], done: [TypeName: ObjectPlan]) -> Set<String> {
        var result: Set<String> = []
        var pending = protocols
        while let name = pending.popLast() {
            guard result.insert(name).inserted, let plan = done.values.first(where: { $0.swiftName == name }) else { continue }
            pending += plan.protocols
        }
        return result
    }

    /// The names a type inherits: its class ancestors' (generated and hand-written), its
    /// protocols' and their prerequisites', and `Object`'s hand-written ones.
    private func inheritedNames(classParent: TypeName?, protocols: [String], done: [TypeName: ObjectPlan]) -> [MemberName] {
        var names = Array(handWrittenMembers["Object", default: []])
        var next = classParent
        var allProtocols = protocols
        while let name = next, let plan = done[name] {
            names += plan.declaredNames + handWrittenMembers[plan.swiftName, default: []]
            allProtocols += plan.protocols
            next = parent(of: name)
        }
        for name in protocolClosure(allProtocols, done: done) {
            guard let plan = done.values.first(where: { $0.swiftName == name }) else { continue }
            names += plan.declaredNames + handWrittenMembers[name, default: []]
            if plan.base != "Object", let baseName = done.keys.first(where: { done[$0]?.swiftName == plan.base }) {
                names += inheritedNames(classParent: baseName, protocols: [], done: done)
            }
        }
        return names
    }

    // MARK: Members

    /// `constructorName`: a constructor's Swift name where it is not the rule's (a record's
    /// `new_from_string` is `init(_:)`).
    mutating func planMembers(_ plan: inout ObjectPlan, constructors: [Callable], members: ObjectMembers, taken: inout Set<MemberName>,
                              constructorName: (Callable) -> MemberName? = { _ in nil }) {
        let own = handWrittenMembers[plan.swiftName, default: []]
        let mapper = self.members[plan.namespace]!
        var declared: [MemberName] = []
        /// Why `name` cannot be declared here, or nil (then it is recorded as declared).
        /// `isHandWritten` is set when a hand-written member of this type took it.
        func claim(_ name: MemberName, inherits: Bool = true) -> (reason: String, isHandWritten: Bool)? {
            if own.contains(where: { $0.clashes(with: name) }) { return ("hand-written", true) }
            if inherits, let other = taken.first(where: { $0.clashes(with: name) }) { return ("\(name) is taken by the inherited \(other)", false) }
            if let other = declared.first(where: { $0.clashes(with: name) }) { return ("\(name) is taken by \(other), planned before", false) }
            declared.append(name)
            return nil
        }
        let typeName = plan.girName

        for constructor in constructors {
            let key = GeneratedSurface.callableKey(typeName, constructor.name)
            if isLeftOut(key) { continue }
            switch mapper.callable(constructor, name: constructorName(constructor)) {
            case .failure(let reason): surface.unmapped[key] = reason.reason
            case .success(let callable):
                if let refusal = claim(callable.name, inherits: false) {
                    record(key, refusal)
                } else {
                    plan.constructors.append(callable)
                    surface.callables.insert(key)
                    noteOtherNamespaces(key, constructor.types, of: plan)
                }
            }
        }

        var accessors: Set<String> = []
        for property in members.properties {
            let key = GeneratedSurface.propertyKey(typeName, property.name)
            if isLeftOut(key) { continue }
            // A getter the config leaves out (its GIR misstates what it returns) is not the
            // property's accessor either: the property reads through GObject.
            let usableMethods = members.methods.filter { config.leftOutReason(GeneratedSurface.callableKey(typeName, $0.name)) == nil }
            switch mapper.property(property, methods: usableMethods, booleanName: booleanNames[key]) {
            case .failure(let reason): surface.unmapped[key] = reason.reason
            case .success(var planned):
                if booleanNames[key] != nil, planned.type.kind == .bool { usedBooleanNames.insert(key) }
                var handWrittenPart = false
                var refusals: [String] = []
                func keep(_ part: MemberName, _ flag: inout Bool) {
                    guard flag, let refusal = claim(part) else { return }
                    flag = false
                    if refusal.isHandWritten { handWrittenPart = true } else { refusals.append(refusal.reason) }
                }
                keep(planned.variableName, &planned.hasVariable)
                keep(planned.publisherName, &planned.hasPublisher)
                keep(planned.binderName, &planned.hasBinder)
                keep(planned.keyName, &planned.hasKey)
                keep(planned.bindingName, &planned.hasBindings)
                if !planned.hasKey { planned.hasPublisher = false; planned.hasBinder = false; planned.hasBindings = false }
                if !planned.hasVariable { planned.isVariableSettable = false }
                // The deprecated old name is a courtesy: where it is taken, it is not declared, nor
                // in a namespace that had no released API before the rule (Gio).
                if planned.hasForwarder, config.namespace(named: plan.namespace)?.booleanForwarders != true || !planned.hasVariable
                    || claim(planned.forwarderName) != nil { planned.hasForwarder = false }
                if planned.isEmpty {
                    record(key, (refusals.first ?? "hand-written", handWrittenPart && refusals.isEmpty))
                    continue
                }
                plan.properties.append(planned)
                surface.properties.insert(key)
                noteOtherNamespaces(key, [property.type], of: plan)
                // Its accessors need no method of their own while the Swift property exists.
                if planned.hasVariable {
                    [property.getter, planned.isVariableSettable ? property.setter : nil].compactMap { $0 }.forEach { accessors.insert($0) }
                }
            }
        }

        for signal in members.signals {
            let key = GeneratedSurface.signalKey(typeName, signal.name)
            if isLeftOut(key) { continue }
            switch mapper.signal(signal) {
            case .failure(let reason): surface.unmapped[key] = reason.reason
            case .success(var planned):
                var refusals: [(String, Bool)] = []
                if planned.hasPublisher, let refusal = claim(planned.publisherName) { planned.hasPublisher = false; refusals.append(refusal) }
                if planned.hasHandler, let refusal = claim(planned.handlerName) { planned.hasHandler = false; refusals.append(refusal) }
                if planned.hasPublisher, let type = planned.argumentsTypeName, let refusal = claim(MemberName(type)) {
                    planned.hasPublisher = false
                    refusals.append(refusal)
                }
                if planned.isEmpty {
                    record(key, (refusals.first { !$0.1 }?.0 ?? "hand-written", refusals.allSatisfy(\.1)))
                    continue
                }
                plan.signals.append(planned)
                surface.signals.insert(key)
                noteOtherNamespaces(key, signal.parameters.map(\.type) + [signal.returnValue.type], of: plan)
            }
        }

        let asyncPairs = AsyncPairing(methods: members.methods)
        for method in members.methods {
            let key = GeneratedSurface.callableKey(typeName, method.name)
            if isLeftOut(key) { continue }
            // An `x_finish` is part of its `x_async`'s Swift method.
            if let start = asyncPairs.start(finishing: method) {
                switch mapper.asyncCallable(start, finish: method) {
                case .success:
                    surface.callables.insert(key)
                    noteOtherNamespaces(key, method.types, of: plan)
                case .failure(let reason):
                    surface.unmapped[key] = "part of \(start.name), which is not mapped: \(reason.reason)"
                }
                continue
            }
            if accessors.contains(method.name) || method.getsProperty.map({ name in plan.properties.contains { $0.property.name == name && $0.hasVariable } }) == true
                || method.setsProperty.map({ name in plan.properties.contains { $0.property.name == name && $0.isVariableSettable } }) == true
                || readsBoolean(method, of: plan) {
                surface.callables.insert(key)
                noteOtherNamespaces(key, method.types, of: plan)
                continue
            }
            let configName = methodNames[key].map { MemberName($0, labels: MemberNaming.methodLabels(method, method.parameters.filter { $0.direction == .in })) }
            switch asyncPairs.finish(of: method).map({ mapper.asyncCallable(method, finish: $0) }) ?? mapper.callable(method, name: configName) {
            case .failure(let reason): surface.unmapped[key] = reason.reason
            case .success(let callable):
                if configName != nil { usedMethodNames.insert(key) }
                if let refusal = claim(callable.name) {
                    record(key, refusal)
                } else {
                    plan.methods.append(callable)
                    surface.callables.insert(key)
                    noteOtherNamespaces(key, method.types, of: plan)
                }
            }
        }
        taken.formUnion(declared)
    }

    /// Records the generated member `key` as one that uses a type another namespace's entry
    /// generates (a GTK method taking a `Gio.ListModel`), when one of `types` is.
    private mutating func noteOtherNamespaces(_ key: String, _ types: [TypeReference], of plan: ObjectPlan) {
        func named(_ type: TypeReference) -> [TypeName] {
            switch type {
            case .named(let name, _, let elements): [name].compactMap { $0 } + elements.flatMap(named)
            case .array(let array): named(array.element)
            case .varargs: []
            }
        }
        let names = types.flatMap(named).map { $0.qualified(in: plan.namespace) }
        if names.contains(where: { $0.namespace != plan.namespace && surface.types.contains($0) }) {
            surface.usingOtherNamespaces.insert(key)
        }
    }

    /// Whether `method` is `is_prepared` for a planned Boolean property `prepared` whose GIR
    /// names no getter (GTK 4.8 marks some getters only with the older
    /// `org.gtk.Method.get_property` attribute): the Swift property (`isPrepared`) reads it.
    private func readsBoolean(_ method: Callable, of plan: ObjectPlan) -> Bool {
        guard method.name.hasPrefix("is_"), method.parameters.isEmpty else { return false }
        return plan.properties.contains { property in
            property.hasVariable && property.type.kind == .bool && property.property.getter == nil
                && "is_" + property.property.name.replacing("-", with: "_") == method.name
        }
    }

    /// Whether the config leaves the member `key` out; then its reason is recorded.
    private mutating func isLeftOut(_ key: String) -> Bool {
        guard let reason = config.leftOutReason(key) else { return false }
        surface.unmapped[key] = reason
        return true
    }

    private mutating func record(_ key: String, _ refusal: (reason: String, isHandWritten: Bool)) {
        if refusal.isHandWritten {
            surface.handWritten.insert(key)
        } else {
            surface.unmapped[key] = refusal.reason
        }
    }
}
