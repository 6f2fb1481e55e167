#ifndef CADW_SHIM_H
#define CADW_SHIM_H

/* libadwaita's C API for CombineAdw alone: apps import CombineAdw, never this. It includes
   <gtk/gtk.h>, as CGtk's shim does; Clang merges the two modules' GTK declarations, so a
   GtkWidget * from here is CGtk's. */
#include <adwaita.h>

#endif
