import XCTest
import CombineGTKTesting
import CGtk
@testable import CombineGTK

/// Every generated enumeration and flags type against GLib's own registration of the C type
/// (`GEnumClass`, `GFlagsClass`), with no display: the GTypes register without `gtk_init`.
final class GeneratedEnumerationTests: MainActorTestCase {
    func testTheIndexListsEveryGeneratedType() {
        // Gtk-4.0.gir (4.8): 95 enumerations and 17 bitfields with a GType; PrintCapabilities
        // is declared in gtk/gtkunixprint.h, which CGtk does not include. Gio-2.0.gir (GLib
        // 2.74): of its 43 enumerations and 39 bitfields, the 14 and 9 that Generator.json lists
        // or a generated member uses. GLib-2.0.gir: its one bitfield with a GType, IOCondition,
        // which Gio's sockets use (its error domains have none and are no GLibEnum).
        // GObject-2.0.gir: BindingFlags. Pango (14 and 3), Gdk (7 and 5; ModifierType is the
        // hand-written KeyModifiers), Gsk (2 and 0) and GdkPixbuf (3 and 0).
        XCTAssertEqual(GeneratedEnumerations.enumerations.count, 95 + 14 + 14 + 7 + 2 + 3)
        XCTAssertEqual(GeneratedEnumerations.flags.count, 16 + 9 + 1 + 1 + 3 + 5)
        let names = GeneratedEnumerations.enumerations.map { String(cString: g_type_name($0.gType)) }
            + GeneratedEnumerations.flags.map { String(cString: g_type_name($0.type.gType)) }
        XCTAssertEqual(Set(names).count, names.count, "each GType once")
    }

    func testEveryEnumerationHasExactlyOneCasePerGLibValue() {
        for type in GeneratedEnumerations.enumerations {
            checkCases(of: type)
        }
    }

    func testEveryEnumerationCaseRoundTripsThroughAGValueAndTheCType() {
        for type in GeneratedEnumerations.enumerations {
            checkRoundTrips(of: type)
        }
    }

    func testEveryFlagsTypeHasExactlyOneMemberPerGLibValue() {
        for (type, members) in GeneratedEnumerations.flags {
            let glib = Self.flagsValues(of: type.gType)
            let typeName = String(cString: g_type_name(type.gType))
            XCTAssertEqual(members.map(\.rawValue).sorted(), Array(Set(glib.map(\.value))).sorted(), "\(typeName): one member per value")
            for member in members {
                let nicks = glib.filter { $0.value == member.rawValue }.map { Self.camelCase($0.nick) }
                XCTAssertTrue(nicks.contains(member.name), "\(typeName).\(member.name) is named after a GLib nick: \(nicks)")
            }
        }
    }

    func testEveryFlagsCombinationRoundTripsThroughAGValue() {
        for (type, members) in GeneratedEnumerations.flags {
            checkFlagsRoundTrip(of: type, allBits: members.reduce(0) { $0 | $1.rawValue })
        }
    }

    func testAcceptsOnlyItsOwnGType() {
        XCTAssertTrue(Align.accepts(Align.gType))
        XCTAssertFalse(Align.accepts(Orientation.gType), "another enum is not an Align")
        XCTAssertFalse(Align.accepts(FundamentalType.int))
        XCTAssertFalse(StateFlags.accepts(FundamentalType.uint))
        XCTAssertFalse(StateFlags.accepts(InputHints.gType))
        var value = GValue()
        g_value_init(&value, Orientation.gType)
        defer { g_value_unset(&value) }
        XCTAssertNil(Align(gValue: &value), "an Orientation GValue does not read as an Align")
    }

    func testConversionsToAndFromTheCTypes() {
        XCTAssertEqual(Align.start.gtkValue, GTK_ALIGN_START)
        XCTAssertEqual(Align(GTK_ALIGN_BASELINE), .baseline)
        XCTAssertEqual(ResponseType.cancel.gtkValue, GTK_RESPONSE_CANCEL, "negative C values")
        XCTAssertEqual(ResponseType(GTK_RESPONSE_DELETE_EVENT), .deleteEvent)
        XCTAssertEqual(Ordering.smaller.gtkValue, GTK_ORDERING_SMALLER)
        XCTAssertNil(Align(GtkAlign(rawValue: 99)), "a value with no case")
        let flags: StateFlags = [.active, .focusWithin]
        XCTAssertEqual(flags.gtkValue.rawValue, GTK_STATE_FLAG_ACTIVE.rawValue | GTK_STATE_FLAG_FOCUS_WITHIN.rawValue)
        XCTAssertEqual(StateFlags(GtkStateFlags(rawValue: 1 << 30)).rawValue, 1 << 30, "unknown bits are kept")
        XCTAssertEqual(StateFlags.normal, [], "a zero flag is the empty set")
    }

    func testAGObjectPropertyReadsAndWritesAsTheGeneratedType() {
        onMain {
            LogCapture.start()
            let group = Object(adopting: gObject(gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)))
            XCTAssertEqual(group.value(of: "mode", as: SizeGroupMode.self), .horizontal)
            group.setValue(SizeGroupMode.both, of: "mode")
            XCTAssertEqual(gtk_size_group_get_mode(UnsafeMutableRawPointer(group.objectPointer).assumingMemoryBound(to: GtkSizeGroup.self)), GTK_SIZE_GROUP_BOTH)
            XCTAssertEqual(group.value(of: "mode", as: SizeGroupMode.self), .both)
            XCTAssertNil(group.value(of: "mode", as: Orientation.self))
            XCTAssertEqual(LogCapture.messages, ["property \"mode\" of GtkSizeGroup holds GtkSizeGroupMode, which Orientation cannot represent"])
        }
    }

    // MARK: Helpers

    private func checkCases<T: GLibEnum>(of type: T.Type) {
        let glib = Self.enumValues(of: T.gType)
        let typeName = String(cString: g_type_name(T.gType))
        XCTAssertEqual(T.allCases.map(\.rawValue).sorted(), Array(Set(glib.map(\.value))).sorted(), "\(typeName): one case per value")
        for value in T.allCases {
            // GLib's nick is the C name's tail in kebab-case: "baseline-fill" → baselineFill; one
            // that starts with a digit follows the type's last word ("2d" → category2d).
            let nicks = glib.filter { $0.value == value.rawValue }.map { Self.camelCase($0.nick) }
            let name = String(describing: value)
            XCTAssertTrue(nicks.contains { $0 == name || ($0.first?.isNumber == true && name.hasSuffix($0)) },
                          "\(typeName).\(value) is named after a GLib nick: \(nicks)")
        }
    }

    private func checkRoundTrips<T: GLibEnum>(of type: T.Type) {
        for value in T.allCases {
            var gValue = GValue()
            g_value_init(&gValue, T.gType)
            value.store(in: &gValue)
            XCTAssertEqual(g_value_get_enum(&gValue), value.rawValue)
            XCTAssertEqual(T(gValue: &gValue), value, "\(T.self).\(value) through a GValue")
            g_value_unset(&gValue)
        }
    }

    private func checkFlagsRoundTrip<T: GLibFlags>(of type: T.Type, allBits: UInt32) {
        let value = T(rawValue: allBits)
        var gValue = GValue()
        g_value_init(&gValue, T.gType)
        defer { g_value_unset(&gValue) }
        value.store(in: &gValue)
        XCTAssertEqual(g_value_get_flags(&gValue), allBits)
        XCTAssertEqual(T(gValue: &gValue), value, "\(T.self) with every flag through a GValue")
    }

    private static func enumValues(of gType: GType) -> [(value: Int32, nick: String)] {
        registered(gType, as: GEnumClass.self, \.n_values, \.values).map { ($0.value, String(cString: $0.value_nick)) }
    }

    private static func flagsValues(of gType: GType) -> [(value: UInt32, nick: String)] {
        registered(gType, as: GFlagsClass.self, \.n_values, \.values).map { ($0.value, String(cString: $0.value_nick)) }
    }

    /// The values GLib registered for an enum or flags type (`GEnumClass.values`).
    private static func registered<Class, Value>(
        _ gType: GType, as type: Class.Type, _ count: KeyPath<Class, guint>, _ values: KeyPath<Class, UnsafeMutablePointer<Value>?>
    ) -> [Value] {
        let klass = g_type_class_ref(gType)!.assumingMemoryBound(to: Class.self)
        defer { g_type_class_unref(klass) }
        return Array(UnsafeBufferPointer(start: klass.pointee[keyPath: values], count: Int(klass.pointee[keyPath: count])))
    }

    private static func camelCase(_ nick: String) -> String {
        let words = nick.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }
}
