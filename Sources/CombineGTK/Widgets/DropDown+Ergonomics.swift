@preconcurrency import OpenCombine
import CGtk

/// A drop-down over a list of strings (a `GtkStringList`), which generation cannot offer:
/// its model is a `GListModel`.
extension DropDown {
    /// `selected` when nothing is (`GTK_INVALID_LIST_POSITION`): the list is empty.
    public static let noSelection = UInt32.max

    /// A drop-down offering `strings`; the first is selected.
    public convenience init(strings: [String]) {
        let list = withCStringArray(strings) { gtk_string_list_new($0) }
        // gtk_drop_down_new takes over the list's reference.
        self.init(adopting: gObject(gtk_drop_down_new(list, nil)))
    }

    /// The selected item's string.
    public var selectedString: String? {
        guard let list = stringList, let string = gtk_string_list_get_string(list, selected) else { return nil }
        return String(cString: string)
    }

    /// The items. Setting them keeps the selected position, clamped to the new list.
    public var strings: [String] {
        get {
            guard let list = stringList else { return [] }
            return (0..<g_list_model_get_n_items(list)).map { String(cString: gtk_string_list_get_string(list, $0)) }
        }
        set {
            guard newValue != strings else { return }
            let previous = selected
            if let list = stringList {
                // One splice, so the model reports one `items-changed`.
                withCStringArray(newValue) { gtk_string_list_splice(list, 0, g_list_model_get_n_items(list), $0) }
            } else {
                precondition(!hasTypedSelection(objectPointer),
                             "CombineGTK: a TypedDropDown shows its model's elements; give it other elements through its ListStore, not `strings`")
                let list = withCStringArray(newValue) { gtk_string_list_new($0) }
                gtk_drop_down_set_model(opaquePointer, list)
                g_object_unref(UnsafeMutableRawPointer(list))
            }
            let count = UInt32(newValue.count)
            if previous != Self.noSelection, count > 0, selected != min(previous, count - 1) {
                selected = min(previous, count - 1)
            }
        }
    }

    /// The model when it is a `GtkStringList` (nil when other code set another kind).
    private var stringList: OpaquePointer? {
        guard let model = gtk_drop_down_get_model(opaquePointer),
              g_type_is_a(cgtk_object_type(UnsafeMutableRawPointer(model)), gtk_string_list_get_type()) != 0 else { return nil }
        return model
    }

    /// Replaces the items (see `strings`), only when they differ.
    public var itemsBinder: Binder<[String]> {
        binder { dropDown, strings in dropDown.strings = strings }
    }

    /// Binds `selected` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    public func bindSelected<S: Subject>(to subject: S) -> AnyCancellable where S.Output == UInt32, S.Failure == Never {
        bind(DropDown.selectedProperty, to: subject)
    }

    /// Binds `selected` both ways to `root[keyPath:]`, reported by `publisher` (`model.$choice`).
    public func bindSelected<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, UInt32>, publisher: Source
    ) -> AnyCancellable where Source.Output == UInt32, Source.Failure == Never {
        bind(DropDown.selectedProperty, to: root, keyPath, publisher: publisher)
    }
}

/// `strings` as the NULL-terminated C array GTK's string-list calls take, valid during `body`.
private func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(g_strdup($0)) }
    defer { copies.forEach { g_free(UnsafeMutableRawPointer(mutating: $0)) } }
    return (copies + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
}
