/* The C side of the start-up pair: a GtkApplication window with a label, a button
 * and a switch, the smallest program that does what counter-timer's start does. Like any
 * CombineGTK application run with COMBINEGTK_EXIT_AFTER_FIRST_PAINT=1, it quits once its
 * window has been painted for the first time, so both sides end at the same point. */
#include <gtk/gtk.h>
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
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Minimal");
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 360);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 24);
    gtk_box_append(GTK_BOX(box), gtk_label_new("0"));
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Count"));
    gtk_box_append(GTK_BOX(box), gtk_switch_new());
    gtk_window_set_child(GTK_WINDOW(window), box);
    g_signal_connect(window, "map", G_CALLBACK(on_map), application);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *application = gtk_application_new("io.github.combinegtk.MinimalWindow", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
