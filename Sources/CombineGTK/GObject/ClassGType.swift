import CGtk

/// What ``Object/gType`` answers for each class: the registered type of a class declared in
/// Swift (``RegisteredObjectType``), else the C type it wraps (``Object/wrappedType``). Worked
/// out once per class and thread, and remembered in a table of that thread's, read with no lock
/// and no dynamic cast: `gType` is read on hot paths (every `Widget?` property read checks the
/// value's type with it, every object argument of a signal declared in Swift).
///
/// A class's answer never changes once worked out: the first question about a class declared
/// in Swift registers its type (``RegisteredObjectType/registeredType``), so an answer is never
/// remembered from before registration.
struct ClassGType {
    let gType: GType
    /// Whether the class is declared in Swift: its one instance per GObject is made with the
    /// GObject, never as a new wrapper.
    let isRegistered: Bool

    nonisolated static func of(_ swiftClass: Object.Type) -> ClassGType {
        let table = Table.ofCurrentThread
        let key = ObjectIdentifier(swiftClass)
        if let known = table.classes[key] { return known }
        let answer = if let registered = swiftClass as? any RegisteredObjectType.Type {
            ClassGType(gType: registered.registeredType, isRegistered: true)
        } else {
            ClassGType(gType: swiftClass.wrappedType, isRegistered: false)
        }
        table.classes[key] = answer
        return answer
    }

    /// One thread's answers: only that thread reads or writes it.
    private final class Table {
        var classes: [ObjectIdentifier: ClassGType] = [:]

        static var ofCurrentThread: Table {
            if let known = pthread_getspecific(key) {
                return Unmanaged<Table>.fromOpaque(known).takeUnretainedValue()
            }
            let table = Table()
            pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
            return table
        }

        /// The key of each thread's table, released when the thread ends.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key) { table in
                guard let table else { return }
                Unmanaged<Table>.fromOpaque(table).release()
            } == 0, "CombineGTK: no thread-specific key left")
            return key
        }()
    }
}
