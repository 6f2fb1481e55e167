@preconcurrency import OpenCombine

/// The name entry of the "New Notebook" and "Rename Notebook" dialogs.
///
/// - `name` is bound two-way to the entry's text.
/// - `isValid` (for the Create/Rename button's sensitivity) sends its current value on
///   subscription, then each change, never the same value twice in a row: true when the
///   name is not empty after trimming and no other notebook has it.
@MainActor
public final class NotebookNameViewModel {
    /// The entry's text.
    @Published public var name: String
    /// Whether `commit()` would accept `name`.
    public var isValid: AnyPublisher<Bool, Never> {
        $name
            .map { [taken] in Notebook.isValidName($0, among: taken) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
    private let action: (String) async -> Bool

    init(name: String, taken: Set<String>, action: @escaping (String) async -> Bool) {
        self.name = name
        self.action = action
        self.taken = taken
    }

    private let taken: Set<String>

    /// Whether the name as it is now is valid (what `isValid` last sent).
    public var isNameValid: Bool { Notebook.isValidName(name, among: taken) }

    /// Creates (or renames) the notebook with `name`, trimmed, and selects it; returns whether
    /// it did. Does nothing and returns false when the name is not valid; a failure on disk
    /// is reported in the main view model's `errorMessage`.
    @discardableResult
    public func commit() async -> Bool {
        guard isNameValid else { return false }
        return await action(Notebook.normalizedName(name))
    }
}
