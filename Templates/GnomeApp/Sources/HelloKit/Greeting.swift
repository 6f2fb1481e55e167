/// What the window greets: nobody yet, or the person whose name was typed. The view turns it
/// into words in the user's language; the view model only decides whom.
public enum Greeting: Equatable, Sendable {
    /// No name typed (or only spaces).
    case nobody
    /// A name, trimmed of surrounding white space.
    case person(String)
}
