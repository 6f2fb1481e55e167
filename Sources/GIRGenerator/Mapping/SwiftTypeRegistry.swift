/// The GIR types that have a Swift type: filled by each generation step as it plans its
/// output (this step: the Gtk enumerations and bitfields with a GType), read by `TypeMapper`.
public struct SwiftTypeRegistry: Sendable {
    private var types: [TypeName: SwiftType] = [:]

    public init() {}

    /// Records that `girName` (qualified) is generated as `swiftType`.
    public mutating func register(_ girName: TypeName, as swiftType: SwiftType) {
        types[girName] = swiftType
    }

    /// The Swift type for a qualified GIR name, if one is generated.
    public func swiftType(for girName: TypeName) -> SwiftType? { types[girName] }

    /// Every registered (GIR name, Swift type), sorted by GIR name.
    public var all: [(girName: TypeName, swiftType: SwiftType)] {
        types.sorted { $0.key < $1.key }.map { (girName: $0.key, swiftType: $0.value) }
    }
}
