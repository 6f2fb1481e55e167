import CGtk

// A path's indices are a C array whose length is an out parameter, which the generator does
// not map: read here, once, for TreePath("1:2").indices and TreePath(indices:).

extension TreePath {
    /// The path's indices from the top level down: `[1, 2]` for the path `"1:2"`
    /// (`gtk_tree_path_get_indices_with_depth`); empty for an empty path.
    public var indices: [Int] {
        withExtendedLifetime(self) {
            var depth: Int32 = 0
            guard let pointer = gtk_tree_path_get_indices_with_depth(cPointer(), &depth) else { return [] }
            return (0..<Int(depth)).map { Int(pointer[$0]) }
        }
    }

    /// The path of `indices`, from the top level down: `TreePath(indices: [1, 2])` is `"1:2"`.
    @MainActor
    public convenience init(indices: [Int]) {
        self.init()
        for index in indices { appendIndex(index) }
    }
}
