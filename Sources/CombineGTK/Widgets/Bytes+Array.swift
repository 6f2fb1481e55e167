import CGtk

// GBytes' data is a C array with its length as an out parameter, which the generator does
// not map: copied in and out here, as [UInt8].

extension Bytes {
    /// A `GBytes` holding a copy of `bytes` (`g_bytes_new`).
    public convenience init(_ bytes: [UInt8]) {
        let pointer = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        self.init(adopting: UnsafeMutableRawPointer(pointer!))
    }

    /// A copy of the bytes it holds (`g_bytes_get_data`).
    public var bytes: [UInt8] {
        withExtendedLifetime(self) {
            var size: gsize = 0
            guard let data = g_bytes_get_data(cPointer(), &size), size > 0 else { return [] }
            return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
        }
    }
}
