#ifndef CDISPATCH_MAIN_QUEUE_H
#define CDISPATCH_MAIN_QUEUE_H

/*
 * The dispatch main queue, for a foreign run loop: what CombineGTK's DispatchMainQueueSource
 * drains on the GLib main loop. libdispatch exports the hooks CoreFoundation's run loop uses
 * (`_dispatch_get_main_queue_handle_4CF`, `_dispatch_main_queue_callback_4CF`) on Linux, but
 * declares them in no public header; this target declares them once and wraps them.
 */

/* The queue's wake-up handle: an eventfd that libdispatch writes when the main queue gains
 * work. Reading (resetting) it is the caller's job. */
int cdispatch_main_queue_handle(void);

/* Runs the jobs queued on the main queue. Main thread only; not re-entrant (a nested call
 * returns at once). */
void cdispatch_main_queue_drain(void);

#endif
