#include "CMainThread.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_t main_thread;

int cmainthread_is_main(void) {
    return pthread_equal(pthread_self(), main_thread);
}

struct arguments { int argc; char **argv; };

/* The program's own main (--wrap=main). */
extern int __real_main(int argc, char **argv);

static void *run_program(void *raw) {
    struct arguments *arguments = raw;
    exit(__real_main(arguments->argc, arguments->argv));
}

int __wrap_main(int argc, char **argv) {
    main_thread = pthread_self();

    static struct arguments arguments;
    arguments.argc = argc;
    arguments.argv = argv;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 16 * 1024 * 1024);
    pthread_t program;
    if (pthread_create(&program, &attributes, run_program, &arguments) != 0) {
        fprintf(stderr, "CMainThread: cannot start the program thread\n");
        return 1;
    }
    pthread_attr_destroy(&attributes);
    cmainthread_loop(); /* never returns: the program thread calls exit() */
    return 0;
}
