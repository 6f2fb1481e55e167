#ifndef CMAIN_THREAD_H
#define CMAIN_THREAD_H

/*
 * Keeps the process's real main thread for GTK in the ordo-one benchmark executable.
 *
 * ordo-one/benchmark's runner has an async main that ends in dispatch_main, which ends the
 * main thread; benchmark closures then run on other threads. CombineGTK, like GTK, must be
 * used on the main thread (it checks, and stops the program otherwise). So the benchmark
 * executable links with --wrap=main and this file's __wrap_main runs first: the real main
 * thread starts the program's own main on a second thread, then runs
 * cmainthread_loop(), which the Swift side defines as the GLib main loop (which also drains
 * the main dispatch queue). Benchmarks reach the main thread with an idle source
 * (BenchScenarios' MainContextHop).
 */

/* Nonzero on the process's main thread (the thread that entered main). */
int cmainthread_is_main(void);

/* Defined in Swift (@_cdecl): what the real main thread runs for the life of the process. */
void cmainthread_loop(void);

#endif
