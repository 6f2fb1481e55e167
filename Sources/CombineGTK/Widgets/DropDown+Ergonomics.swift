@preconcurrency import OpenCombine
import CGtk

/// A drop-down over a list of strings (a `GtkStringList`), which generation cannot offer:
/// its model is a `GListModel`; and its selected position as Swift says it, an `Int?`.
extension DropDown {
    /// `selected` when nothing is (`GTK_INVALID_LIST_POSITION`): the list is empty.
    @available(*, deprecated, message: "use selectedIndex, which is nil when nothing is selected")
    public static let noSelection = ListPosition.invalid

    /// The position of the selected item, or nil when none is (the list is empty). Setting
    /// nil selects nothing; a position past the end selects nothing too (GTK's rule).
    public var selectedIndex: Int? {
        get { ListPosition.index(selected) }
        set { selected = ListPosition.position(newValue, for: "DropDown.selectedIndex") }
    }

    /// `notify::selected` as `selectedIndex`: the selected position, nil when none is.
    ///
    /// - Current value on subscription, then every change, programmatic ones included; no
    ///   duplicates.
    /// - Finishes when the drop-down is finalized; never fails.
    /// - Subscribe on the main thread; values arrive on the main thread.
    public var selectedIndexPublisher: Publishers.Map<PropertyPublisher<Int>, Int?> {
        selectedPublisher.map(ListPosition.index)
    }

    /// Sets `selectedIndex` to each value (see `binder(_:)`).
    public var selectedIndexBinder: Binder<Int?> {
        binder { dropDown, index in dropDown.selectedIndex = index }
    }

    /// Binds `selectedIndex` both ways to `subject`, without echo (see `Object.bind(_:to:)`).
    /// A model index the drop-down cannot show (past the end of its list) leaves it with
    /// nothing selected; when that changes nothing on the widget, nothing is sent back, so
    /// the model keeps its index until the widget next changes.
    public func bindSelectedIndex<S: Subject>(to subject: S) -> AnyCancellable where S.Output == Int?, S.Failure == Never {
        bindSelectedIndex(to: subject) { [weak subject] index in subject?.send(index) }
    }

    /// Binds `selectedIndex` both ways to an `@Published` property, named once
    /// (`bindSelectedIndex(to: &model.$choice)`); see `Object.bind(_:to:)` for the lifetimes.
    public func bindSelectedIndex(to published: inout Published<Int?>.Publisher) -> AnyCancellable {
        published.bindBothWays { source, set in bindSelectedIndex(to: source, set: set) }
    }

    /// Binds `selectedIndex` both ways to `root[keyPath:]`, reported by `publisher`
    /// (`model.$choice`). Holds `root` weakly.
    public func bindSelectedIndex<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Int?>, publisher: Source
    ) -> AnyCancellable where Source.Output == Int?, Source.Failure == Never {
        bindSelectedIndex(to: publisher) { [weak root] index in root?[keyPath: keyPath] = index }
    }

    /// The two-way binding of `selected`, read and written as `selectedIndex`.
    private func bindSelectedIndex<Source: Publisher>(to source: Source, set: @escaping (Int?) -> Void) -> AnyCancellable
    where Source.Output == Int?, Source.Failure == Never {
        bind(DropDown.selectedProperty, to: source.map { ListPosition.position($0, for: "DropDown.bindSelectedIndex") }) { position in
            set(ListPosition.index(position))
        }
    }

    /// A drop-down offering `strings`; the first is selected.
    public convenience init(strings: [String]) {
        let list = withCStringArray(strings) { gtk_string_list_new($0) }
        // gtk_drop_down_new takes over the list's reference.
        self.init(adopting: gObject(gtk_drop_down_new(list, nil)))
    }

    /// The selected item's string.
    public var selectedString: String? {
        guard let list = stringList, let string = gtk_string_list_get_string(list, guint(selected)) else { return nil }
        return String(cString: string)
    }

    /// The items. Setting them keeps the selected position, clamped to the new list.
    ///
    /// A drop-down whose model is some other list (one set through `model`) gets a list of
    /// strings in its place. A `TypedDropDown` keeps its model (its selection follows it):
    /// setting `strings` on one stops the program with a message; change its items through
    /// its `ListStore`.
    public var strings: [String] {
        get {
            guard let list = stringList else { return [] }
            return (0..<g_list_model_get_n_items(list)).map { String(cString: gtk_string_list_get_string(list, $0)) }
        }
        set {
            guard newValue != strings else { return }
            let previous = selectedIndex
            if let list = stringList {
                // One splice, so the model reports one `items-changed`.
                withCStringArray(newValue) { gtk_string_list_splice(list, 0, g_list_model_get_n_items(list), $0) }
            } else {
                if DropDown.typedModel.value(on: objectPointer) != nil, let model = gtk_drop_down_get_model(opaquePointer) {
                    let modelType = String(cString: cgtk_object_type_name(UnsafeMutableRawPointer(model)))
                    preconditionFailure("CombineGTK: this \(typeName) shows a \(modelType) its selection follows: change its items through its ListStore, not `strings`")
                }
                let list = withCStringArray(newValue) { gtk_string_list_new($0) }
                gtk_drop_down_set_model(opaquePointer, list)
                g_object_unref(UnsafeMutableRawPointer(list))
            }
            if let previous, !newValue.isEmpty, selectedIndex != min(previous, newValue.count - 1) {
                selectedIndex = min(previous, newValue.count - 1)
            }
        }
    }

    /// Marks a drop-down whose model others follow (a `TypedDropDown`'s): `strings` must not
    /// replace it.
    static let typedModel = ObjectDataKey<TypedModelMark>("combinegtk-drop-down-typed-model")

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
    @available(*, deprecated, message: "use bindSelectedIndex(to:), whose index is an Int?, nil when nothing is selected")
    public func bindSelected<S: Subject>(to subject: S) -> AnyCancellable where S.Output == UInt32, S.Failure == Never {
        bind(DropDown.selectedProperty, to: subject.map { Int($0) }) { [weak subject] in subject?.send(UInt32(truncatingIfNeeded: $0)) }
    }

    /// Binds `selected` both ways to `root[keyPath:]`, reported by `publisher` (`model.$choice`).
    @available(*, deprecated, message: "use bindSelectedIndex(to:), whose index is an Int?, nil when nothing is selected")
    public func bindSelected<Root: AnyObject, Source: Publisher>(
        to root: Root, _ keyPath: ReferenceWritableKeyPath<Root, UInt32>, publisher: Source
    ) -> AnyCancellable where Source.Output == UInt32, Source.Failure == Never {
        bind(DropDown.selectedProperty, to: publisher.map { Int($0) }) { [weak root] in root?[keyPath: keyPath] = UInt32(truncatingIfNeeded: $0) }
    }
}

/// `strings` as the NULL-terminated C array GTK's string-list calls take, valid during `body`.
private func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(g_strdup($0)) }
    defer { copies.forEach { g_free(UnsafeMutableRawPointer(mutating: $0)) } }
    return (copies + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// The value of `DropDown.typedModel`: its presence is the mark.
final class TypedModelMark {}
