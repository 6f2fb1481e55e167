import XCTest
@testable import CombineGTK

/// Menus from Swift blocks, read back through the `GMenuModel` API, with no display.
final class MenuBuilderTests: MainActorTestCase {
    func testAMenuBuildsSectionsSubmenusAndTargets() {
        onMain {
            let menu = Menu {
                Section {
                    MenuItem("_Preferences", action: "app.preferences")
                    Submenu("_Filter") {
                        MenuItem("_All", action: "win.filter", target: "All")
                        MenuItem("_Done", action: "win.filter", target: "Done")
                    }
                }
            }
            XCTAssertEqual(menu.nItems(), 1)
            XCTAssertNil(label(menu, 0), "an unlabelled section")
            guard let section = menu.itemLink(itemIndex: 0, link: "section") else { return XCTFail("no section link") }
            XCTAssertEqual(section.nItems(), 2)
            XCTAssertEqual(label(section, 0), "_Preferences")
            XCTAssertEqual(section.itemAttributeValue(itemIndex: 0, attribute: "action", expectedType: .string), Variant("app.preferences"))
            XCTAssertNil(section.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: nil))
            XCTAssertEqual(label(section, 1), "_Filter")
            XCTAssertNil(section.itemLink(itemIndex: 1, link: "section"))
            guard let filter = section.itemLink(itemIndex: 1, link: "submenu") else { return XCTFail("no submenu link") }
            XCTAssertEqual(filter.nItems(), 2)
            XCTAssertEqual(label(filter, 0), "_All")
            XCTAssertEqual(filter.itemAttributeValue(itemIndex: 0, attribute: "action", expectedType: .string), Variant("win.filter"))
            XCTAssertEqual(filter.itemAttributeValue(itemIndex: 0, attribute: "target", expectedType: nil), Variant("All"))
            XCTAssertEqual(filter.itemAttributeValue(itemIndex: 1, attribute: "target", expectedType: nil), Variant("Done"))
        }
    }

    func testItemsCarryIconsAcceleratorsAndTypedTargets() {
        onMain {
            let menu = Menu {
                MenuItem("_Open", action: "win.open", icon: "document-open-symbolic", accelerator: "<Control>o")
                MenuItem("Page _2", action: "win.page", target: 2)
                MenuItem("_Wrap", action: "win.wrap", target: true)
                Section("Filter") {
                    for filter in ["All", "Open", "Done"] {
                        MenuItem(filter, action: "win.filter", target: filter)
                    }
                }
            }
            XCTAssertEqual(menu.nItems(), 4)
            XCTAssertEqual(menu.itemAttributeValue(itemIndex: 0, attribute: "accel", expectedType: .string), Variant("<Control>o"))
            let icon = menu.itemAttributeValue(itemIndex: 0, attribute: "icon", expectedType: nil)
            XCTAssertEqual(icon?[0], Variant("themed"), "a serialized themed icon")
            XCTAssertEqual(icon?[1].unboxed.flatMap { [String](variant: $0) }?.first, "document-open-symbolic")
            XCTAssertEqual(menu.itemAttributeValue(itemIndex: 1, attribute: "target", expectedType: nil), Variant(2))
            XCTAssertEqual(menu.itemAttributeValue(itemIndex: 2, attribute: "target", expectedType: nil), Variant(true))
            XCTAssertEqual(label(menu, 3), "Filter", "a section with a heading")
            let filters = menu.itemLink(itemIndex: 3, link: "section")
            XCTAssertEqual(filters?.nItems(), 3)
            XCTAssertEqual(filters?.itemAttributeValue(itemIndex: 2, attribute: "target", expectedType: nil), Variant("Done"))
        }
    }

    func testConditionalsChooseItemsAndAppendAddsToTheEnd() {
        onMain {
            let debugging = false
            let menu = Menu {
                if debugging {
                    MenuItem("_Inspector", action: "win.inspector")
                } else {
                    MenuItem("_About", action: "app.about")
                }
                if !debugging { MenuItem("_Quit", action: "app.quit") }
            }
            XCTAssertEqual([label(menu, 0), label(menu, 1)], ["_About", "_Quit"])
            menu.append { MenuItem("_Help", action: "app.help") }
            XCTAssertEqual(menu.nItems(), 3)
            XCTAssertEqual(label(menu, 2), "_Help")
        }
    }

}

/// The label of `model`'s item at `index`; nil for none.
@MainActor
private func label(_ model: MenuModel, _ index: Int) -> String? {
    model.itemAttributeValue(itemIndex: index, attribute: "label", expectedType: .string).flatMap { String(variant: $0) }
}
