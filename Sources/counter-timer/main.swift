import CombineGTK
import Glibc

// counter-timer: the seed articles' counter, timer and switch in one GTK window.

let applicationID = "io.github.combinegtk.CounterTimer"
let version = "0.1.0"

// GApplication answers an unknown option with status 1; the convention for usage errors is
// 2, so the command line is checked first with the same options.
if let problem = CommandLineCheck.problem(in: CommandLine.arguments) {
    printError("counter-timer: \(problem)\n\(CommandLineCheck.usage)")
    exit(2)
}

let status: Int32 = MainActor.assumeIsolated {
    let application = Application(id: applicationID, textDomain: "counter-timer")
    application.setSummary(tr("- a counter, a timer and a switch"))
    application.addFlag(long: "version", description: tr("Print the version and exit"))
    application.onLocalOptions(flags: ["version"]) { given in
        if given.contains("version") {
            print("counter-timer \(version)")
            return 0
        }
        // After --help and --version, which need no display, and before GTK would exit
        // with its terse "cannot open display".
        guard Application.openDisplay() else {
            let display = getenv("DISPLAY").map { " \(String(cString: $0))" } ?? " (DISPLAY is not set)"
            printError("counter-timer: cannot open a display\(display); run it in a graphical session, or headless under xvfb-run (xvfb-run counter-timer)\n")
            return 1
        }
        return nil
    }
    let app = CounterTimerApp(application: application)
    return withExtendedLifetime(app) { application.run() }
}
exit(status)
