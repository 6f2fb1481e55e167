/// GTK's C API types each pointer by class; the instance is the same memory. For this
/// package's tests, which call GTK's C functions directly.
package func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
