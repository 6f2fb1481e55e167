import CGtk

/// A C object as the `GObject` it starts with: GTK's C API types each pointer by class, and
/// every instance is the same memory seen as its ancestors. The one place that conversion is
/// spelled out.
package func gObject<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<GObject> {
    gObject(UnsafeMutableRawPointer(pointer!))
}

/// For C APIs that hand out opaque pointers (`GAction *`, `GMenuModel *`).
package func gObject(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<GObject> {
    gObject(UnsafeMutableRawPointer(pointer!))
}

package func gObject(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GObject> {
    pointer.assumingMemoryBound(to: GObject.self)
}
