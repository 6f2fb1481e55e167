import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// The generated `GObject.Binding` and the hand-written `Object.bindProperty(_:to:_:flags:)`,
/// with no display: two actions' `enabled` properties bound.
final class GObjectBindingTests: MainActorTestCase {
    func testTheGeneratedGObjectSurfaceIsRegisteredWithItsProperties() {
        onMain {
            let result = SurfaceVerification.types(GObjectSurfaceIndex.types)
            XCTAssertEqual(result.problems, [])
            XCTAssertEqual(result.properties, 5, "flags, source, source-property, target, target-property")
            XCTAssertTrue(WrapperClass.of(Binding.gType) == Binding.self, "Binding is in the class table")
        }
    }

    func testATargetFollowsItsSourceUntilUnbound() {
        onMain {
            let source = SimpleAction(name: "source")
            let target = SimpleAction(name: "target")
            source.isEnabled = false
            let binding = source.bindProperty("enabled", to: target, "enabled", flags: .syncCreate)
            XCTAssertFalse(target.isEnabled, "syncCreate copies the value at once")
            XCTAssertEqual(binding.sourcePropertyName(), "enabled")
            XCTAssertEqual(binding.targetPropertyName(), "enabled")
            XCTAssertEqual(binding.flags, .syncCreate)
            XCTAssertTrue(binding.dupSource() === source)
            XCTAssertTrue(binding.dupTarget() === target)
            source.isEnabled = true
            XCTAssertTrue(target.isEnabled)
            binding.unbind()
            source.isEnabled = false
            XCTAssertTrue(target.isEnabled, "an unbound target no longer follows")
            XCTAssertNil(binding.dupSource(), "GLib drops both ends on unbind")
        }
    }

    func testABidirectionalInvertingBindingWorksBothWays() {
        onMain {
            let source = SimpleAction(name: "source")
            let target = SimpleAction(name: "target")
            let binding = source.bindProperty(SimpleAction.enabledProperty, to: target, SimpleAction.enabledProperty,
                                              flags: [.syncCreate, .bidirectional, .invertBoolean])
            XCTAssertFalse(target.isEnabled)
            target.isEnabled = true
            XCTAssertFalse(source.isEnabled)
            source.isEnabled = true
            XCTAssertFalse(target.isEnabled)
            binding.unbind()
        }
    }
}
