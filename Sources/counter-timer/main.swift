import CGtk
import CombineGTK
import Foundation

// A placeholder window until the app lands: proves the package builds and opens a real
// GTK window through GtkApplication, wired with CombineGTK's own publishers.

guard gtk_init_check() != 0 else {
    FileHandle.standardError.write(Data("counter-timer: cannot open a display. Run it in a graphical session, or headless with `xvfb-run counter-timer`.\n".utf8))
    exit(1)
}

MainActor.assumeIsolated {
    let app = gtk_application_new("io.github.combinegtk.CounterTimer", G_APPLICATION_DEFAULT_FLAGS)!
    let application = Object(adopting: UnsafeMutableRawPointer(app).assumingMemoryBound(to: GObject.self))
    let activation = application.signalPublisher("activate").sink {
        let window = gtk_application_window_new(app)!
        gtk_window_set_title(cast(window), "Counter Timer")
        gtk_window_set_default_size(cast(window), 360, 240)
        gtk_window_set_child(cast(window), gtk_label_new("CombineGTK"))
        gtk_window_present(cast(window))
    }
    let status = g_application_run(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self), CommandLine.argc, CommandLine.unsafeArgv)
    activation.cancel()
    exit(status)
}

/// GTK's C API types each pointer by class; the instance is the same memory.
func cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
