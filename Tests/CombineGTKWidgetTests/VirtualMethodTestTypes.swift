import CombineGTK

/// A widget declared in Swift that draws itself: a horizontal meter, `fraction` of it filled.
/// It imports no `CGtk`: what an override needs, the library offers.
final class MeterWidget: Widget, ObjectSubclass, OverridesConstructed, OverridesDispose,
    OverridesSnapshot, OverridesMeasure, OverridesSizeAllocate {
    static let typeName = "CombineGTKTestMeterWidget"
    static let properties: [SubclassProperty<MeterWidget>] = [
        .double("fraction", \.fraction, range: 0...1),
    ]
    static let fill = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    static let track = RGBA(red: 0, green: 0, blue: 1, alpha: 1)

    @Notifying var fraction = 0.0 {
        didSet { queueDraw() }
    }
    var constructedCount = 0
    var disposeCount = 0
    var snapshotCount = 0
    var measured: [Orientation] = []
    var allocated: (width: Int, height: Int)?

    func constructed() { constructedCount += 1 }

    func dispose() {
        disposeCount += 1
        while let child = firstChild() { child.unparent() }
    }

    func snapshot(_ snapshot: Snapshot) {
        snapshotCount += 1
        chainSnapshot(snapshot)
        let width = Double(allocated?.width ?? 0), height = Double(allocated?.height ?? 0)
        snapshot.appendColor(Self.track, x: 0, y: 0, width: width, height: height)
        snapshot.appendColor(Self.fill, x: 0, y: 0, width: width * fraction, height: height)
    }

    func measure(_ orientation: Orientation, forSize: Int) -> (minimum: Int, natural: Int, minimumBaseline: Int, naturalBaseline: Int) {
        measured.append(orientation)
        let parent = chainMeasure(orientation, forSize: forSize)
        return orientation == .horizontal ? (max(parent.minimum, 40), 120, -1, -1) : (max(parent.minimum, 10), 16, -1, -1)
    }

    func sizeAllocate(width: Int, height: Int, baseline: Int) {
        allocated = (width, height)
        chainSizeAllocate(width: width, height: height, baseline: baseline)
    }
}
