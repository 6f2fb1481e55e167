import XCTest
import CGtk
import CombineGTKTesting
@preconcurrency import OpenCombine
@testable import CombineGTK

/// GObject types registered from Swift (`ObjectSubclass`), with no display: registration,
/// instances made from Swift, from C and from GtkBuilder, one lifetime for both sides, and
/// properties reaching the Swift storage.
final class SubclassTests: MainActorTestCase {
    func testTheTypeIsRegisteredOnceUnderItsNameBelowItsSwiftSuperclass() {
        // Locked, not Synchronization.Mutex: ThreadSanitizer cannot see a contended Mutex.
        let types = Locked<Set<GType>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let type = PlainSubclass.registeredType
            types.withLock { _ = $0.insert(type) }
        }
        XCTAssertEqual(types.withLock { $0.count }, 1, "every thread got the one type")
        let type = PlainSubclass.registeredType
        XCTAssertEqual(String(cString: g_type_name(type)), "CombineGTKTestPlainSubclass")
        XCTAssertEqual(g_type_parent(type), FundamentalType.object)
        XCTAssertEqual(g_type_from_name("CombineGTKTestPlainSubclass"), type)
        XCTAssertTrue(WrapperClass.of(type) == PlainSubclass.self, "the class table knows it")
    }

    func testAnInstanceMadeInSwiftIsItsGObjectsWrapperAndFreesItWhenDropped() {
        onMain {
            var item: TaskItem? = TaskItem(title: "Write")
            let pointer = item!.objectPointer
            XCTAssertEqual(String(cString: cgtk_object_type_name(pointer)), "CombineGTKTestTaskItem")
            XCTAssertTrue(Object.wrapper(retaining: pointer) === item, "the wrapper for the pointer is the instance")
            XCTAssertEqual(pointer.pointee.ref_count, 1, "only the instance's toggle reference")
            let finalization = Finalization(item!)
            weak let swiftSide = item
            item = nil
            XCTAssertTrue(finalization.isFinalized, "finalized with the last Swift reference, at once")
            XCTAssertNil(swiftSide)
        }
    }

    func testAnInstanceMadeByGObjectNewHasItsSwiftStateAndLivesWhileCHoldsIt() {
        onMain {
            let pointer = gObject(g_object_new_with_properties(TaskItem.registeredType, 0, nil, nil))
            let finalization = Finalization(pointer)
            weak var swiftSide: TaskItem?
            do {
                let item = Object.wrapper(retaining: pointer) as? TaskItem
                XCTAssertNotNil(item, "the wrapper is the Swift subclass")
                XCTAssertEqual(item?.priority, 5, "its Swift initial values")
                item?.notes = ["kept"]
                swiftSide = item
            }
            XCTAssertNotNil(swiftSide, "C's reference keeps the Swift instance")
            XCTAssertEqual((Object.wrapper(retaining: pointer) as? TaskItem)?.notes, ["kept"], "the same instance, its state intact")
            g_object_unref(pointer)
            XCTAssertTrue(finalization.isFinalized, "C's unref was the last reference")
            XCTAssertNil(swiftSide, "and the Swift instance went with it")
        }
    }

    func testTheSwiftStateSurvivesWhileAListStoreAloneHoldsTheObject() {
        onMain {
            let store = g_list_store_new(TaskItem.registeredType)!
            var finalization: Finalization?
            do {
                let item = TaskItem(title: "Stored")
                item.notes = ["swift only"]
                g_list_store_append(store, item.objectPointer)
                finalization = Finalization(item)
            }
            let stored = gObject(g_list_model_get_item(store, 0))
            let item = Object.wrapper(adopting: stored) as? TaskItem
            XCTAssertEqual(item?.title, "Stored")
            XCTAssertEqual(item?.notes, ["swift only"], "the Swift instance is the one that was stored")
            g_object_unref(UnsafeMutableRawPointer(store))
            XCTAssertFalse(finalization!.isFinalized, "the Swift variable still holds it")
            _ = item
        }
    }

    func testPropertiesAreInstalledWithTheirTypesDefaultsRangesAndAccess() throws {
        onMain {
            let item = TaskItem()
            let objectClass = cgtk_object_get_class(item.objectPointer)
            func spec(_ name: String) -> UnsafeMutablePointer<GParamSpec>? { g_object_class_find_property(objectClass, name) }
            XCTAssertEqual(spec("title")?.pointee.value_type, FundamentalType.string)
            XCTAssertEqual(spec("done")?.pointee.value_type, FundamentalType.boolean)
            XCTAssertEqual(spec("priority")?.pointee.value_type, FundamentalType.int64)
            XCTAssertEqual(spec("progress")?.pointee.value_type, FundamentalType.double)
            let priority = spec("priority").map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GParamSpecInt64.self).pointee }
            XCTAssertEqual(priority?.minimum, 0)
            XCTAssertEqual(priority?.maximum, 10)
            XCTAssertEqual(priority?.default_value, 5)
            XCTAssertEqual(spec("revision")!.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue, 0, "read-only")
            XCTAssertNotEqual(spec("title")!.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue, 0)
        }
    }

    func testGObjectReadsAndWritesTheSwiftStorage() {
        onMain {
            let item = TaskItem(title: "First")
            XCTAssertEqual(item.value(of: "title", as: String.self), "First", "g_object_get_property reads Swift's value")
            item.setValue("Second", of: "title")
            item.setValue(true, of: "done")
            item.setValue(7, of: "priority")
            item.setValue(0.5, of: "progress")
            XCTAssertEqual(item.title, "Second", "g_object_set_property writes Swift's storage")
            XCTAssertTrue(item.isDone)
            XCTAssertEqual(item.priority, 7)
            XCTAssertEqual(item.progress, 0.5)
            item.revise()
            XCTAssertEqual(item.value(of: "revision", as: Int.self), 1)
        }
    }

    func testSettingFromSwiftOrGObjectNotifiesOncePerChange() {
        onMain {
            let item = TaskItem(title: "a")
            var titles: [String] = []
            var revisions: [Int] = []
            let subscriptions = [
                item.propertyPublisher(PropertyKey<String>(TaskItem.typeName, "title")).sink { titles.append($0) },
                item.propertyPublisher(PropertyKey<Int>(TaskItem.typeName, "revision")).sink { revisions.append($0) },
            ]
            item.title = "b"
            item.title = "b"
            item.setValue("c", of: "title")
            item.setValue("c", of: "title")
            item.revise()
            XCTAssertEqual(titles, ["a", "b", "c"], "the current value, then each change, never an unchanged one")
            XCTAssertEqual(revisions, [0, 1], "a read-only property notifies when Swift changes it")
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testGObjectBindPropertyFollowsASwiftProperty() {
        onMain {
            let item = TaskItem(title: "x")
            let action = SimpleAction(name: "toggle")
            let binding = item.bindProperty("done", to: action, "enabled", flags: .syncCreate)
            XCTAssertFalse(action.isEnabled)
            item.isDone = true
            XCTAssertTrue(action.isEnabled, "a change from Swift reaches the bound target")
            binding.unbind()
        }
    }

    func testGtkBuilderMakesTheTypeWithItsPropertiesAndItIsFreedWithTheLastReference() throws {
        try onMain {
            TaskItem.register()
            let finalization: Finalization
            do {
                let builder = try Builder(string: """
                    <interface>
                      <object class="CombineGTKTestTaskItem" id="task">
                        <property name="title">Write the tests</property>
                        <property name="done">True</property>
                        <property name="priority">9</property>
                      </object>
                    </interface>
                    """)
                let task = try builder.object("task", as: TaskItem.self)
                XCTAssertEqual(task.title, "Write the tests")
                XCTAssertTrue(task.isDone)
                XCTAssertEqual(task.priority, 9)
                finalization = Finalization(task)
            }
            XCTAssertTrue(assertFinalized(finalization, message: "neither the builder nor the Swift side keeps it"))
        }
    }

    func testAPropertyExpressionSortsAListStoreOfThem() {
        onMain {
            let store = g_list_store_new(TaskItem.registeredType)!
            for (title, priority) in [("b", 3), ("c", 1), ("a", 2)] {
                let item = TaskItem(title: title, priority: priority)
                g_list_store_append(store, item.objectPointer)
            }
            @MainActor func sorted(by sorter: UnsafeMutablePointer<GtkSorter>) -> [String] {
                let model = gtk_sort_list_model_new(OpaquePointer(g_object_ref(UnsafeMutableRawPointer(store))), sorter)!
                defer { g_object_unref(UnsafeMutableRawPointer(model)) }
                return (0..<g_list_model_get_n_items(model)).map { index in
                    let item = Object.wrapper(adopting: gObject(g_list_model_get_item(model, index))) as! TaskItem
                    return item.title
                }
            }
            func sorter(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GtkSorter> {
                UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GtkSorter.self)
            }
            let byTitle = gtk_string_sorter_new(gtk_property_expression_new(TaskItem.registeredType, nil, "title"))!
            let byPriority = gtk_numeric_sorter_new(gtk_property_expression_new(TaskItem.registeredType, nil, "priority"))!
            XCTAssertEqual(sorted(by: sorter(byTitle)), ["a", "b", "c"])
            XCTAssertEqual(sorted(by: sorter(byPriority)), ["c", "a", "b"])
            let first = g_list_model_get_item(store, 0)!
            let finalization = Finalization(gObject(first))
            g_object_unref(first)
            g_object_unref(UnsafeMutableRawPointer(store))
            XCTAssertTrue(assertFinalized(finalization, message: "the store's items go with it"))
        }
    }

    func testANameCTookStopsTheProgramNamingBoth() throws {
        try expectChildStops(saying: ["cannot register ClashWithC as GType \"GSimpleAction\"", "C (a library, or GLib itself) registered that name already"]) {
            _ = SimpleAction.gType
            ClashWithC.register()
        }
    }

    func testANameAnotherSwiftClassTookStopsTheProgramNamingBoth() throws {
        try expectChildStops(saying: ["cannot register ClashWithSwift as GType \"CombineGTKTestTaskItem\"", "the Swift class TaskItem registered that name already"]) {
            TaskItem.register()
            ClashWithSwift.register()
        }
    }

    func testAWidgetActionNameWithoutAPrefixStopsTheProgramSayingSo() throws {
        // No widget is made: the name is checked where the action is declared.
        try expectChildStops(saying: ["Box's widget action \"delete\" has no prefix: name it \"prefix.delete\""]) {
            MainActor.assumeIsolated { _ = WidgetAction<Box>.action("delete") { _ in } }
        }
        MainActor.assumeIsolated { XCTAssertEqual(WidgetAction<Box>.action("row.delete") { _ in }.name, "row.delete") }
    }

    func testASignalDeclaredInSwiftIsEmittedWithTypedArguments() {
        onMain {
            let item = TaskItem(title: "a")
            var renames: [String] = []
            var completions: [Bool] = []
            var generic: [String?] = []
            let subscriptions = [
                item.signalPublisher(TaskItem.renamed).sink { title, revision in renames.append("\(title) #\(revision)") },
                item.signalPublisher(TaskItem.completed).sink { completions.append($0) },
                item.signalPublisher("renamed") { $0.argument(0, as: String.self) }.sink { generic.append($0) },
            ]
            TaskItem.renamed.emit(on: item, "b", 2)
            TaskItem.completed.emit(on: item, true)
            XCTAssertEqual(renames, ["b #2"])
            XCTAssertEqual(completions, [true])
            XCTAssertEqual(generic, ["b"], "the generic publisher reads the arguments as GObject has them")
            var query = GSignalQuery()
            g_signal_query(g_signal_lookup("renamed", TaskItem.registeredType), &query)
            XCTAssertEqual(query.n_params, 2)
            XCTAssertEqual(query.param_types[0], FundamentalType.string)
            XCTAssertEqual(query.param_types[1], FundamentalType.int64)
            subscriptions.forEach { $0.cancel() }
        }
    }

    func testAUIFileConnectsToASignalDeclaredInSwift() throws {
        try onMain {
            TaskItem.register()
            var calls = 0
            let builder = try Builder(string: """
                <interface>
                  <object class="CombineGTKTestTaskItem" id="task">
                    <signal name="completed" handler="on_completed"/>
                  </object>
                </interface>
                """, handlers: ["on_completed": { calls += 1 }])
            let task = try builder.object("task", as: TaskItem.self)
            TaskItem.completed.emit(on: task, true)
            XCTAssertEqual(calls, 1)
        }
    }

    func testEnumerationFlagsAndObjectPropertiesReachTheSwiftStorage() {
        onMain {
            let shape = ShapeItem()
            let objectClass = cgtk_object_get_class(shape.objectPointer)
            XCTAssertEqual(g_object_class_find_property(objectClass, "orientation")?.pointee.value_type, gtk_orientation_get_type())
            XCTAssertEqual(g_object_class_find_property(objectClass, "binding-flags")?.pointee.value_type, g_binding_flags_get_type())
            XCTAssertEqual(g_object_class_find_property(objectClass, "task")?.pointee.value_type, TaskItem.registeredType)
            var tasks: [String?] = []
            let subscription = shape.propertyPublisher("task", as: TaskItem?.self).sink { tasks.append($0?.title) }
            shape.setValue(Orientation.horizontal, of: "orientation")
            shape.setValue(BindingFlags.bidirectional, of: "binding-flags")
            XCTAssertEqual(shape.orientation, .horizontal)
            XCTAssertEqual(shape.bindingFlags, .bidirectional)
            let finalization: Finalization
            do {
                let task = TaskItem(title: "held")
                finalization = Finalization(task)
                shape.task = task
            }
            XCTAssertEqual(shape.value(of: "task", as: TaskItem?.self)??.title, "held")
            shape.setValue(nil as TaskItem?, of: "task")
            XCTAssertNil(shape.task)
            XCTAssertEqual(tasks, [nil, "held", nil])
            XCTAssertTrue(finalization.isFinalized, "the property held the only reference")
            subscription.cancel()
        }
    }

    func testTheLastCReferenceDroppedOnAnotherThreadFreesBothOnTheMainContext() {
        onMain {
            let pointer = UncheckedSendable(gObject(g_object_new_with_properties(TaskItem.registeredType, 0, nil, nil)))
            let finalization = Finalization(pointer.value)
            weak let swiftSide = Object.wrapper(retaining: pointer.value) as? TaskItem
            XCTAssertNotNil(swiftSide, "held by the slot while C's reference lasts")
            performOffTheMainThread { g_object_unref(pointer.value) }
            XCTAssertTrue(assertFinalized(finalization, message: "the toggle reference is given back on the main context"))
            XCTAssertNil(swiftSide)
        }
    }
}
