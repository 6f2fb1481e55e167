import CGtk

extension Entry {
    /// An entry showing `text`, and `placeholder` while it is empty.
    public convenience init(text: String = "", placeholder: String? = nil) {
        self.init(adopting: gObject(gtk_entry_new()))
        self.text = text
        placeholderText = placeholder
    }
}
