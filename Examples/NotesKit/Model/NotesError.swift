/// Something the notes could not do or read, as a sentence the window shows the user.
///
/// The message is in the user's language where the app has a translation (`tr`), and names
/// the file concerned; the file itself is kept as it was.
public struct NotesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What happened and what became of the data, for the window.
    public let message: String
    /// The path of the file or folder concerned, when there is one.
    public let path: String?

    public init(message: String, path: String? = nil) {
        self.message = message
        self.path = path
    }

    public var description: String { message }
}
