/* The C side of the libadwaita start-up pair: an AdwApplication with an AdwApplicationWindow
 * holding the minimal window's widgets (minimal-window.c: a label, a button and a switch), the
 * smallest libadwaita program that shows a window. libadwaita's start (adw_init at the
 * application's startup, its style manager and stylesheet) is in both sides of the pair.
 * Quits once the window has been painted for the first time when
 * COMBINEGTK_EXIT_AFTER_FIRST_PAINT is set, as CombineGTK programs do. */
#include <adwaita.h>
#include <stdlib.h>

static void after_paint(GdkFrameClock *clock, GApplication *application) {
    g_signal_handlers_disconnect_by_func(clock, after_paint, application);
    g_application_quit(application);
}

static void on_map(GtkWidget *window, GApplication *application) {
    if (getenv("COMBINEGTK_EXIT_AFTER_FIRST_PAINT") != NULL)
        g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), application);
}

static void activate(GtkApplication *application) {
    GtkWidget *window = adw_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Minimal");
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 360);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24);
    gtk_box_append(GTK_BOX(box), gtk_label_new("0"));
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Count"));
    gtk_box_append(GTK_BOX(box), gtk_switch_new());
    adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(on_map), application);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    AdwApplication *application = adw_application_new("io.github.combinegtk.MinimalAdwWindow", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
