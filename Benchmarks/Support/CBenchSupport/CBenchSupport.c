#include "CBenchSupport.h"

#include <glib-object.h>

void cbench_signal_emit(void *instance, unsigned int signal_id) {
    g_signal_emit(instance, signal_id, 0);
}
