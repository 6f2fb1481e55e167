#include "CDispatchMainQueue.h"

#if !defined(__linux__)
#error "CombineGTK runs Swift's main actor on the GLib main loop through libdispatch's Linux run-loop hooks (_dispatch_get_main_queue_handle_4CF, _dispatch_main_queue_callback_4CF); this platform's toolchain does not provide them"
#endif

/* Exported by every Linux libdispatch (swift-corelibs-libdispatch, queue.c); a toolchain
 * without them fails to link here, naming them. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int cdispatch_main_queue_handle(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

void cdispatch_main_queue_drain(void) {
    _dispatch_main_queue_callback_4CF(0);
}
