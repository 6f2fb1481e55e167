import CombineGTK

extension Widget {
    /// The widgets below this one that are `T`s, depth first in child order.
    func descendants<T: Widget>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var child = firstChild()
        while let current = child {
            if let match = current as? T { found.append(match) }
            found += current.descendants(T.self)
            child = current.nextSibling()
        }
        return found
    }
}
