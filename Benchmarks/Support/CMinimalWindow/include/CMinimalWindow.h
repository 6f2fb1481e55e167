#ifndef CMINIMAL_WINDOW_H
#define CMINIMAL_WINDOW_H

/*
 * Support/startup/minimal-window.c's program (the C side of the start-up pairs) as a
 * function, so that a Swift program can run it: Support/startup-floor, the floor of a Swift
 * start. Only plain C types here, so Swift never sees GTK's.
 */
int minimal_window_main(int argc, char **argv);

#endif
