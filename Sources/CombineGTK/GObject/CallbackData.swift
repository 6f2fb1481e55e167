import CGtk

/// A Swift object as the user data of a C callback that GLib keeps (`gtk_custom_filter_new`,
/// `gtk_list_box_bind_model`, qdata): retained once for GLib, and released by `release`, the
/// destroy notify GLib calls when it drops the callback.
package enum CallbackData {
    /// `object`, retained for GLib: pass `release` as the destroy notify.
    package static func retained(_ object: AnyObject) -> gpointer {
        Unmanaged.passRetained(object).toOpaque()
    }

    /// The destroy notify that gives back what `retained(_:)` took. (Releasing through
    /// `AnyObject` is the same release for any Swift class.)
    package static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// The object behind user data `retained(_:)` made, which must be a `T`; not retained:
    /// valid while GLib holds it (during the callback).
    package static func object<T: AnyObject>(_ data: gpointer?, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(data!).takeUnretainedValue()
    }
}

extension CallbackData {
    /// `object` retained for the length of `body` only: the user data of a callback with
    /// `scope="call"`, which the C function calls before it returns and then forgets.
    package static func during<Result>(_ object: AnyObject, _ body: (gpointer) throws -> Result) rethrows -> Result {
        let data = retained(object)
        defer { release(data) }
        return try body(data)
    }
}

/// A Swift closure as the user data of a C callback (`GtkCustomFilterFunc`): generated
/// methods that take a closure box it with `CallbackData`, and their trampoline calls `body`.
package final class ClosureBox<Body> {
    package let body: Body

    package init(_ body: Body) { self.body = body }
}
