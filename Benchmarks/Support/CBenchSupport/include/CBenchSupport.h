#ifndef CBENCH_SUPPORT_H
#define CBENCH_SUPPORT_H

/*
 * g_signal_emit is variadic, so Swift cannot call it. GTK emits its own signals with it
 * (g_signal_emit_valist inside), which is the path whose cost matters, so the benchmarks emit
 * the same way. Only void pointers here, so Swift never sees a second copy of GLib's types.
 */

/* g_signal_emit (instance, signal_id, 0) for a signal with no arguments and no return value. */
void cbench_signal_emit(void *instance, unsigned int signal_id);

#endif
