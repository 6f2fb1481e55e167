/// What a ``MenuBuilder`` block lists: a `MenuItem`, a ``Section`` or a ``Submenu``, each of
/// which appends itself to the `Menu` being built.
@MainActor
public protocol MenuElement {
    /// Appends this element at the end of `menu`.
    func append(to menu: Menu)
}
