import CGtk

/// A Swift object as the user data of a C callback that GLib keeps (`gtk_custom_filter_new`,
/// `gtk_list_box_bind_model`, qdata): retained once for GLib, and released by `release`, the
/// destroy notify GLib calls when it drops the callback.
enum CallbackData {
    /// `object`, retained for GLib: pass `release` as the destroy notify.
    static func retained(_ object: AnyObject) -> gpointer {
        Unmanaged.passRetained(object).toOpaque()
    }

    /// The destroy notify that gives back what `retained(_:)` took. (Releasing through
    /// `AnyObject` is the same release for any Swift class.)
    static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// The object behind user data `retained(_:)` made, which must be a `T`; not retained:
    /// valid while GLib holds it (during the callback).
    static func object<T: AnyObject>(_ data: gpointer?, as type: T.Type) -> T {
        Unmanaged<T>.fromOpaque(data!).takeUnretainedValue()
    }
}
