// This package's own test tooling: `package`, not part of the kit users see.

import CGtk

/// Counts the finalizations of the objects it watches, through qdata whose destroy notify
/// GObject calls at finalize: a lifetime test asserts exactly one each, where ``Finalization``
/// tells only that the object is gone.
@MainActor
package final class FinalizeCounter {
    package private(set) var count = 0

    package init() {}

    /// Counts `object`'s finalization (the counter is kept until then).
    package func watch(_ object: UnsafeMutablePointer<GObject>) {
        g_object_set_data_full(object, "combinegtk-test-finalize-counter", Unmanaged.passRetained(self).toOpaque()) { data in
            guard let data else { return }
            let counter = Unmanaged<FinalizeCounter>.fromOpaque(data).takeRetainedValue()
            MainActor.assumeIsolated { counter.count += 1 }
        }
    }
}
