/* counter-timer's window in plain C, for the start-up table: the same widgets,
 * accessible labels, CSS classes, stylesheet, actions and accelerators as the app builds with
 * CombineGTK, with no view models and no bindings (a label shows its first text and stays).
 * Against counter-timer it measures what CombineGTK and Swift add to the start of that app;
 * against minimal-window.c, what the app's own window costs GTK to show. Quits after its
 * first paint when COMBINEGTK_EXIT_AFTER_FIRST_PAINT is set, as CombineGTK programs do.
 * COUNTER_TIMER_CSS (the stylesheet's path) is defined by the compiler command line. */
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

static GtkWidget *labelled(GtkWidget *widget, const char *accessible_label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
    return widget;
}

static GtkWidget *styled(GtkWidget *widget, const char *css_class) {
    gtk_widget_add_css_class(widget, css_class);
    return widget;
}

static GtkWidget *row(int spacing, GtkWidget *a, GtkWidget *b, GtkWidget *c) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing);
    gtk_box_append(GTK_BOX(box), a);
    gtk_box_append(GTK_BOX(box), b);
    gtk_box_append(GTK_BOX(box), c);
    return box;
}

static void nothing(GSimpleAction *action, GVariant *parameter, gpointer data) {}

static void startup(GtkApplication *application) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, COUNTER_TIMER_CSS);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    static const GActionEntry actions[] = {{"quit", nothing}, {"toggle-timer", nothing}, {"reset", nothing}};
    g_action_map_add_action_entries(G_ACTION_MAP(application), actions, G_N_ELEMENTS(actions), NULL);
    gtk_application_set_accels_for_action(application, "app.quit", (const char *[]){"<Control>q", NULL});
    gtk_application_set_accels_for_action(application, "app.reset", (const char *[]){"<Control>r", NULL});
}

static void activate(GtkApplication *application) {
    GtkWidget *window = gtk_application_window_new(application);
    gtk_window_set_title(GTK_WINDOW(window), "Counter Timer");
    gtk_window_set_default_size(GTK_WINDOW(window), 420, 360);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());

    GtkWidget *content = styled(gtk_box_new(GTK_ORIENTATION_VERTICAL, 24), "content");
    gtk_box_append(GTK_BOX(content), row(12, gtk_label_new("Counter"), labelled(styled(gtk_label_new("0"), "count"), "Count"),
                                         labelled(gtk_button_new_with_label("+1"), "Increment")));
    GtkWidget *timer = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_box_append(GTK_BOX(timer), labelled(styled(gtk_label_new("00:00"), "timer"), "Elapsed time"));
    GtkWidget *pause = labelled(gtk_button_new_with_label("Pause"), "Pause");
    GtkWidget *reset = labelled(gtk_button_new_with_label("Reset"), "Reset");
    gtk_widget_set_sensitive(pause, FALSE);
    gtk_widget_set_sensitive(reset, FALSE);
    gtk_box_append(GTK_BOX(timer), row(8, labelled(gtk_button_new_with_label("Start"), "Start"), pause, reset));
    gtk_box_append(GTK_BOX(timer), labelled(styled(gtk_label_new("Ready"), "dim-label"), "Timer status"));
    gtk_box_append(GTK_BOX(content), timer);
    gtk_box_append(GTK_BOX(content), row(12, gtk_label_new("Feature"), labelled(gtk_switch_new(), "Feature switch"),
                                         labelled(gtk_label_new("Off"), "Switch state")));
    gtk_window_set_child(GTK_WINDOW(window), content);

    GtkEventController *shortcuts = gtk_shortcut_controller_new();
    gtk_event_controller_set_propagation_phase(shortcuts, GTK_PHASE_CAPTURE);
    gtk_shortcut_controller_add_shortcut(GTK_SHORTCUT_CONTROLLER(shortcuts),
        gtk_shortcut_new(gtk_shortcut_trigger_parse_string("space"), gtk_named_action_new("app.toggle-timer")));
    gtk_widget_add_controller(window, shortcuts);

    g_signal_connect(window, "map", G_CALLBACK(on_map), application);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *application = gtk_application_new("io.github.combinegtk.CounterTimerC", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(application, "startup", G_CALLBACK(startup), NULL);
    g_signal_connect(application, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(application), argc, argv);
    g_object_unref(application);
    return status;
}
