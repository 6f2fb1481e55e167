/// One press or release of a pointer button, as `GestureClick` reports it.
public struct Click: Equatable, Hashable, Sendable {
    /// How many presses in a row this one is (GTK's `n_press`): 1 for a click, 2 for a
    /// double click, …
    public let pressCount: Int
    /// Where, horizontally, in the widget's coordinates.
    public let x: Double
    /// Where, vertically, in the widget's coordinates.
    public let y: Double

    /// A press (or release) number `pressCount` in a row, at (`x`, `y`).
    public init(pressCount: Int, x: Double, y: Double) {
        self.pressCount = pressCount
        self.x = x
        self.y = y
    }
}
