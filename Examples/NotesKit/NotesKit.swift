/// NotesKit: the Notes app's model, storage and view models, with no widgets. The app's
/// windows (`Examples/Notes`) bind to the view models; the tests drive them in virtual time.
///
/// ## Where the notes live
///
/// ```
/// $XDG_DATA_HOME/io.github.combinegtk.Notes/     NotesStore.defaultRoot() (g_get_user_data_dir())
///     Work/                                       one folder per notebook, named after it
///         1717243200123.txt                       one file per note: its body, UTF-8, nothing else
///         1717243260456.txt
///     Home%2FGarden/                              "Home/Garden": `%`, `/` and a leading `.` are
///                                                 percent-encoded (NotebookFolderName)
/// ```
///
/// - A note's file name is its id: the time it was created, in milliseconds since 1970 (a
///   file named otherwise, e.g. copied in by hand, is a note too, created at its change time).
///   Its title is the first line of its body; its modified time is the file's.
/// - Writes are atomic (`File.replaceContents`, `g_file_replace_contents` semantics): GIO
///   writes a hidden temporary file beside the note and renames it over the note when it is
///   complete, so a crash while saving leaves the previous text whole. Hidden files (such a
///   left-over temporary) and files not ending in `.txt` are ignored.
/// - What cannot be read (not UTF-8, permission denied, a file where a folder should be) is
///   reported as a `NotesError` whose message the window shows; the file is kept, never
///   overwritten: it is not in the library, and a new note never takes its name.
public enum NotesKit {
    /// The application id, the data folder's name.
    public static let applicationID = "io.github.combinegtk.Notes"
}
