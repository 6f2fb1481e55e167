import CGtk
@preconcurrency import OpenCombine
import CombineGTK

/// The checks a generated test index (`GtkSurfaceIndex`, `GioSurfaceIndex`) is run through,
/// shared by the widget tests (GTK's) and the headless ones (Gio's). Each returns what it
/// checked and, one line each, what does not match the library.
@MainActor
package enum SurfaceVerification {
    /// Every type's `TypeCheck`.
    package static func types(_ checks: [TypeCheck]) -> (properties: Int, signals: Int, problems: [String]) {
        let problems = checks.flatMap { $0.problems() }
        return (checks.map { $0.properties.count + $0.unkeyedProperties.count }.reduce(0, +), checks.map(\.signals.count).reduce(0, +), problems)
    }

    /// Makes each class, checks it is of its own type and wrapped with its own class, and
    /// reads every property through its Swift API and through `g_object_get_property`
    /// (`knownDifferences`: properties whose two reads differ by the library's design).
    package static func properties(of classes: [ClassCheck], knownDifferences: [String: String] = [:]) -> (checked: Int, problems: [String]) {
        var checked = 0
        var problems: [String] = []
        for check in classes {
            let object = check.make()
            if object.typeName != check.typeName { problems.append("the constructor of \(check.typeName) makes a \(object.typeName)") }
            if type(of: Object.wrapper(retaining: object.objectPointer)) != type(of: object) {
                problems.append("\(check.typeName) is not wrapped with its own class")
            }
            for property in check.properties {
                if let problem = property.verify(object), knownDifferences[property.name] == nil {
                    problems.append("\(property.name) on a \(check.typeName): \(problem)")
                }
                checked += 1
            }
            (object as? Window)?.destroy()
        }
        return (checked, problems)
    }

    /// Connects each signal's publisher or handler and, where it can be emitted without
    /// running the library's default handler, emits it once and once more after cancelling
    /// (`handlersHeld`: how many handlers GLib holds, to see each connection made).
    package static func signals(of classes: [ClassCheck], handlersHeld: () -> Int) -> (connected: Int, emitted: Int, problems: [String]) {
        var connected = 0
        var emitted = 0
        var problems: [String] = []
        for check in classes {
            let object = check.make()
            for signal in check.signals {
                let label = "\(check.typeName)::\(signal.signal) (\(signal.api))"
                let before = handlersHeld()
                var hits = 0
                let connection = signal.connect(object) { hits += 1 }
                if handlersHeld() != before + 1 { problems.append("\(label) does not connect") }
                connected += 1
                if SignalEmitter.canEmit(signal.signal, on: object.objectPointer) {
                    SignalEmitter.emit(signal.signal, on: object.objectPointer)
                    if hits != 1 { problems.append("\(label) receives \(hits) calls for one emission") }
                    connection.cancel()
                    SignalEmitter.emit(signal.signal, on: object.objectPointer)
                    if hits != 1 { problems.append("\(label) receives an emission once cancelled") }
                    emitted += 1
                }
                connection.cancel()
            }
            (object as? Window)?.destroy()
        }
        return (connected, emitted, problems)
    }
}
