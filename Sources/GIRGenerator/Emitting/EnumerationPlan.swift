/// An enumeration or bitfield with its Swift names decided: which members become cases (or
/// static flags) and which become aliases of an earlier member with the same value.
struct EnumerationPlan {
    struct Member {
        let member: EnumerationMember
        /// The Swift name, unescaped (`"baselineFill"`, `"true"`).
        let swiftName: String
        /// For an alias, the Swift name of the member it stands for.
        let aliasOf: String?

        var escapedName: String { SwiftName.escaped(swiftName) }
    }

    /// Names every generated enumeration or flags type already has.
    static let reservedNames: Set<String> = [
        "rawValue", "allCases", "gType", "gtkValue", "accepts", "store", "init", "hashValue", "hash",
        "namedMembers", "isEmpty", "contains", "insert", "remove", "update", "union",
        "intersection", "symmetricDifference", "subtracting", "isSubset", "isSuperset", "isDisjoint",
        "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "isStrictSubset",
        "isStrictSuperset", "Element", "ArrayLiteralElement", "RawValue", "AllCases",
    ]

    let enumeration: Enumeration
    let swiftName: String
    /// The C function returning the GType (`gtk_align_get_type`); nil for an error domain
    /// GLib registers no GType for (`GFileError`).
    let getType: String?
    /// The GIR namespace, dropped from documentation links (`[class@Gtk.Widget]` → `Widget`).
    let namespace: String
    let members: [Member]

    /// The members that are cases (or flags of their own): one per value.
    var primaries: [Member] { members.filter { $0.aliasOf == nil } }

    /// Plans `enumeration` as the Swift type `swiftName`. Of the members sharing a value,
    /// the first that is not deprecated (or else the first) is the case; the others alias it.
    /// Only an error domain (`isErrorDomain`) may have no GType.
    init(_ enumeration: Enumeration, swiftName: String, namespace: String, isErrorDomain: Bool = false) throws {
        let getType = enumeration.getType
        guard getType != nil || (isErrorDomain && enumeration.errorDomain != nil) else {
            throw GenerationError.noGType(type: enumeration.name)
        }
        self.enumeration = enumeration
        self.swiftName = swiftName
        self.getType = getType
        self.namespace = namespace
        var primaryByValue: [Int64: EnumerationMember] = [:]
        for member in enumeration.members {
            if let current = primaryByValue[member.value], current.info.deprecation == nil || member.info.deprecation != nil {
                continue
            }
            primaryByValue[member.value] = member
        }
        func name(of member: EnumerationMember) -> String { SwiftName.memberName(member.name, ofType: swiftName) }
        var seen: [String: String] = [:]
        var members: [Member] = []
        for member in enumeration.members {
            let swiftMemberName = name(of: member)
            if let other = seen[swiftMemberName] {
                throw GenerationError.duplicateMember(type: swiftName, swiftName: swiftMemberName, members: [other, member.name])
            }
            if Self.reservedNames.contains(swiftMemberName) {
                throw GenerationError.reservedMember(type: swiftName, swiftName: swiftMemberName)
            }
            seen[swiftMemberName] = member.name
            let primary = primaryByValue[member.value]!
            members.append(Member(member: member, swiftName: swiftMemberName, aliasOf: primary == member ? nil : name(of: primary)))
        }
        self.members = members
    }

    /// `@available(*, deprecated, …)` for something deprecated; nil otherwise.
    func availability(_ deprecation: Deprecation?) -> String? {
        deprecation.map { "@available(*, deprecated, message: \"\(DocComment.deprecationMessage($0, in: namespace))\")" }
    }

    /// The lines before a declaration: its doc comment (GTK's first paragraph, then `note`
    /// as a paragraph of its own) and its deprecation.
    func preamble(_ info: ElementInfo, note: String? = nil) -> [String] {
        let summary = DocComment.lines(for: info.doc, in: namespace)
        let paragraphs = summary + (note.map { (summary.isEmpty ? [] : [""]) + [$0] } ?? [])
        return paragraphs.map { $0.isEmpty ? "///" : "/// \($0)" } + [availability(info.deprecation)].compactMap { $0 }
    }

    /// A file for the type: the header line, `import CGtk`, then the type's preamble and
    /// `declaration`, nested in the namespace's type when the config gives one.
    func startFile(_ context: GenerationContext, declaration: (inout SourceWriter) -> Void) -> SourceWriter {
        var source = SourceWriter()
        source.line(context.header)
        context.imports.forEach { source.line($0) }
        source.line()
        context.nest(&source) { source in
            typePreamble.forEach { source.line($0) }
            declaration(&source)
        }
        return source
    }

    /// The lines before the type's declaration, ending with which C type it is.
    var typePreamble: [String] {
        let cName = enumeration.cType ?? enumeration.glibTypeName ?? enumeration.name
        return preamble(enumeration.info, note: "\(DocComment.owner(of: namespace)) `\(cName)`.")
            + DocComment.since(enumeration.info, in: namespace).map { $0.isEmpty ? "///" : "/// \($0)" }
    }

    /// The lines before a member's declaration; an alias says what it aliases.
    func preamble(_ member: Member) -> [String] {
        // A member the GIR leaves undocumented still says which C value it is, so no public
        // symbol goes without a comment.
        let note = member.aliasOf.map { "The same value as `\($0)`." }
            ?? (DocComment.lines(for: member.member.info.doc, in: namespace).isEmpty ? member.member.cIdentifier.map { "`\($0)`." } : nil)
        return preamble(member.member.info, note: note)
    }

    /// `gType` and the internal conversions from and to the C type, for the `GLibEnum` or
    /// `GLibFlags` extension.
    func writeConversions(into body: inout SourceWriter) {
        let cName = enumeration.cType ?? enumeration.name
        // A type renamed after its namespace (`Pango.WrapMode` → `PangoWrapMode`) has its C
        // type's name, which it hides inside the module: that one is spelled as CGtk's.
        let cType = cName == swiftName ? "CGtk.\(cName)" : cName
        guard let getType else { preconditionFailure("\(swiftName): an error domain without a GType has no GLibEnum conversions") }
        body.doc(["`\(getType)()`."])
        body.line("public static var gType: GType { \(getType)() }")
        body.line()
        switch enumeration.kind {
        case .enumeration:
            body.doc(["The case for a `\(cName)`; nil for a value the GIR this was generated from did not list."])
            body.line("package init?(_ value: \(cType)) { self.init(rawValue: Int32(truncatingIfNeeded: value.rawValue)) }")
        case .bitfield:
            body.doc(["The flags of a `\(cName)`, unknown bits included."])
            body.line("package init(_ value: \(cType)) { self.init(rawValue: UInt32(truncatingIfNeeded: value.rawValue)) }")
        }
        body.line()
        body.doc(["The `\(cName)` for GTK calls."])
        body.line("package var gtkValue: \(cType) { \(cType)(rawValue: .init(truncatingIfNeeded: rawValue)) }")
    }
}
