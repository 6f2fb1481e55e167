import CGtk

/// What ``Object/gType`` answers for each class: the registered type of a class declared in
/// Swift (``RegisteredObjectType``), else the C type it wraps (``Object/wrappedType``). Worked
/// out once per class and thread, and remembered in a small table of that thread's, read with
/// no lock and no dynamic cast: `gType` is read on hot paths (every `Widget?` property read
/// checks the value's type with it, so does every object argument of a signal declared in
/// Swift).
///
/// A class's answer never changes once worked out: the first question about a class declared
/// in Swift registers its type (``RegisteredObjectType/registeredType``), so no answer is
/// remembered from before registration.
struct ClassGType {
    let gType: GType
    /// Whether the class is declared in Swift: its one instance per GObject is made with the
    /// GObject, never as a new wrapper.
    let isRegistered: Bool

    nonisolated static func of(_ swiftClass: Object.Type) -> ClassGType {
        let key = UInt(bitPattern: ObjectIdentifier(swiftClass))
        let slot = Table.ofCurrentThread + Table.index(of: key)
        if slot.pointee.key == key { return slot.pointee.answer }
        let answer = if let registered = swiftClass as? any RegisteredObjectType.Type {
            ClassGType(gType: registered.registeredType, isRegistered: true)
        } else {
            ClassGType(gType: swiftClass.wrappedType, isRegistered: false)
        }
        // Direct-mapped: a class whose slot another took is worked out again, as correctly.
        slot.pointee = Slot(key: key, answer: answer)
        return answer
    }

    /// One class's answer, by the address of its metadata (0: none yet).
    private struct Slot {
        var key: UInt
        var answer: ClassGType
    }

    /// One thread's slots: only that thread reads or writes them.
    private enum Table {
        static let size = 256

        /// The slot of the class whose metadata is at `key` (aligned: its low bits are zero).
        static func index(of key: UInt) -> Int {
            Int(truncatingIfNeeded: (key >> 4 ^ key >> 12) & UInt(size - 1))
        }

        static var ofCurrentThread: UnsafeMutablePointer<Slot> {
            if let known = pthread_getspecific(key) {
                return known.assumingMemoryBound(to: Slot.self)
            }
            let slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
            slots.initialize(repeating: Slot(key: 0, answer: ClassGType(gType: 0, isRegistered: false)), count: size)
            pthread_setspecific(key, slots)
            return slots
        }

        /// The key of each thread's slots, freed when the thread ends.
        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            precondition(pthread_key_create(&key) { slots in slots?.deallocate() } == 0, "CombineGTK: no thread-specific key left")
            return key
        }()
    }
}
