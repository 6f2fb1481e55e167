/* The minimal C window's program, compiled from the one source the start-up pairs run
 * (Support/startup/minimal-window.c), with its main renamed for CMinimalWindow.h. */
#include "CMinimalWindow.h"
#define main minimal_window_main
#include "../startup/minimal-window.c"
