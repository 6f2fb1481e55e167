import CGtk
@testable import CombineGTK

/// GObjects that need no display, as `Object` wrappers.
@MainActor
enum Fixtures {
    static func socketClient() -> Object {
        Object(adopting: object(g_socket_client_new()))
    }

    static func application(id: String) -> Object {
        Object(adopting: object(g_application_new(id, G_APPLICATION_DEFAULT_FLAGS)))
    }

    static func adjustment(value: Double) -> Object {
        Object(adopting: object(gtk_adjustment_new(value, 0, 100, 1, 10, 0)))
    }

    static func socket() -> Object {
        Object(adopting: object(g_socket_new(G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, nil)))
    }

    static func object<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: GObject.self)
    }

    static func object(_ pointer: OpaquePointer?) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(pointer!).assumingMemoryBound(to: GObject.self)
    }

    /// The wrapped object as the C type a GLib function expects.
    static func cast<T>(_ object: Object) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(object.objectPointer).assumingMemoryBound(to: T.self)
    }

    static func cast(_ object: Object) -> OpaquePointer {
        OpaquePointer(object.objectPointer)
    }

    static var liveBoxes: Int { SignalHandler.heldByGLib.load(ordering: .relaxed) }
}

