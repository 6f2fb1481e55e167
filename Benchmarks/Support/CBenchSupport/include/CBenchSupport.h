#ifndef CBENCH_SUPPORT_H
#define CBENCH_SUPPORT_H

/*
 * What the benchmarks need written in C. Only void pointers here, so Swift never sees a
 * second copy of GLib's types.
 *
 * g_signal_emit is variadic, so Swift cannot call it. GTK emits its own signals with it
 * (g_signal_emit_valist inside), which is the path whose cost matters, so the benchmarks emit
 * the same way.
 */

/* g_signal_emit (instance, signal_id, 0) for a signal with no arguments and no return value. */
void cbench_signal_emit(void *instance, unsigned int signal_id);

/*
 * CBenchItem: a GObject subclass defined in C the usual way (G_DEFINE_TYPE, a "title"
 * string property with G_PARAM_EXPLICIT_NOTIFY, a setter that notifies only on a change):
 * what a Swift ObjectSubclass with a @Notifying property is compared against.
 */
void *cbench_item_new(void);
void cbench_item_set_title(void *item, const char *title);
const char *cbench_item_get_title(void *item);

#endif
