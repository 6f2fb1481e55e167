#ifndef CDISPATCH_MAIN_QUEUE_H
#define CDISPATCH_MAIN_QUEUE_H

/*
 * The dispatch main queue, for a foreign run loop: what CombineGTK's DispatchMainQueueSource
 * drains on the GLib main loop. libdispatch exports the hooks CoreFoundation's run loop uses
 * (`_dispatch_get_main_queue_handle_4CF`, `_dispatch_main_queue_callback_4CF`) on Linux, but
 * declares them in no public header; this module declares them once and wraps them.
 *
 * A system-library module with static inline wrappers, not a C target: nothing is compiled,
 * so no DWARF 5 from clang reaches the app, which valgrind 3.19 (make leak-check) cannot read.
 */

#if !defined(__linux__)
#error "CombineGTK runs Swift's main actor on the GLib main loop through libdispatch's Linux run-loop hooks (_dispatch_get_main_queue_handle_4CF, _dispatch_main_queue_callback_4CF); this platform's toolchain does not provide them"
#endif

/* Exported by every Linux libdispatch (swift-corelibs-libdispatch, queue.c); a toolchain
 * without them fails to link, naming them. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/* The queue's wake-up handle: an eventfd that libdispatch writes when the main queue gains
 * work. Reading (resetting) it is the caller's job. */
static inline int cdispatch_main_queue_handle(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

/* Runs the jobs queued on the main queue. Main thread only; not re-entrant (a nested call
 * returns at once). */
static inline void cdispatch_main_queue_drain(void) {
    _dispatch_main_queue_callback_4CF(0);
}

#endif
