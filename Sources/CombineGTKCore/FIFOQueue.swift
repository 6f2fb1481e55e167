/// A first-in, first-out queue with O(1) amortised `append` and `popFirst`.
///
/// Slots are emptied as they are popped, so a delivered value is released at once rather
/// than when the whole queue drains.
struct FIFOQueue<Element> {
    private var slots: [Element?] = []
    private var head = 0

    var isEmpty: Bool { head == slots.count }
    var count: Int { slots.count - head }

    mutating func append(_ element: Element) {
        slots.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < slots.count else { return nil }
        let element = slots[head].take()
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= slots.count {
            // A queue that never fully drains must not grow without bound.
            slots.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        slots.removeAll()
        head = 0
    }
}
