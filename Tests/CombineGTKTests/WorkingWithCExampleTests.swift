import CGtk
import CombineGTK
import XCTest

/// GIO's `GMountOperation` (how a file manager asks for a password), which CombineGTK does
/// not wrap: a subclass of `Object` with its GType, a `PropertyKey` per property used, the
/// generic factories for publishers and binders, and C for the rest.
final class MountOperation: Object {
    /// The C type: what `gType`, and with it `wrapping(_:)` and the cast below, check against.
    override nonisolated class var wrappedType: GType { g_mount_operation_get_type() }

    /// A new operation. `g_mount_operation_new` returns a reference the caller owns (a
    /// plain GObject is never floating), which the wrapper adopts.
    convenience init() {
        let operation = g_mount_operation_new()!  // UnsafeMutablePointer<GMountOperation>
        self.init(adopting: operation.cast(to: GObject.self, checking: MountOperation.gType)!)
    }

    /// The `username` property of `GMountOperation`, as `String?`.
    nonisolated static let usernameProperty = PropertyKey<String?>("GMountOperation", "username")

    /// The user name: its current value, then every change, C's included.
    var usernamePublisher: PropertyPublisher<String?> { propertyPublisher(Self.usernameProperty) }

    /// Sets the user name to each value.
    var usernameBinder: Binder<String?> { propertyBinder(Self.usernameProperty) }

    /// `"reply"`: each answer the operation gets, as GIO's enumeration.
    var replyPublisher: SignalPublisher<GMountOperationResult> {
        signalPublisher("reply") { emission in
            GMountOperationResult(UInt32(bitPattern: emission.argument(0, as: Int32.self) ?? 0))
        }
    }

    /// Answers the operation, as a password dialog does: a C call on the typed pointer.
    func reply(_ result: GMountOperationResult) {
        g_mount_operation_reply(pointer(as: GMountOperation.self), result)
    }
}

final class MountOperationTests: XCTestCase {
    func testPublishesItsUserNameAndItsReplies() {
        MainActor.assumeIsolated {  // XCTest runs tests on the main thread
            let operation = MountOperation()
            var userNames: [String?] = []
            var replies: [GMountOperationResult] = []
            let names = operation.usernamePublisher.sink { userNames.append($0) }
            let answers = operation.replyPublisher.sink { replies.append($0) }

            let binding = Just("ada").map(Optional.some).bind(to: operation.usernameBinder)
            g_mount_operation_set_username(operation.pointer(as: GMountOperation.self), "grace")
            operation.reply(G_MOUNT_OPERATION_HANDLED)

            XCTAssertEqual(userNames, [nil, "ada", "grace"])
            XCTAssertEqual(replies, [G_MOUNT_OPERATION_HANDLED])
            XCTAssertTrue(MountOperation.wrapping(operation.objectPointer) === operation)
            withExtendedLifetime((names, answers, binding)) {}
        }
    }
}
