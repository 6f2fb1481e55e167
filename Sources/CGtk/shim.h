#ifndef CGTK_SHIM_H
#define CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <libintl.h> /* bindtextdomain, textdomain: Translations */

/* Only what Swift cannot import: variadic functions and cast/type macros. */

static inline GObjectClass *cgtk_object_get_class(gpointer instance) {
    return G_OBJECT_GET_CLASS(instance);
}

static inline GType cgtk_object_type(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

static inline const char *cgtk_object_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

static inline gboolean cgtk_type_is_enum(GType type) {
    return G_TYPE_IS_ENUM(type);
}

static inline gboolean cgtk_type_is_flags(GType type) {
    return G_TYPE_IS_FLAGS(type);
}

static inline GType cgtk_value_type(const GValue *value) {
    return G_VALUE_TYPE(value);
}

/* GLib's fundamental type ids: G_TYPE_MAKE_FUNDAMENTAL casts, which Swift cannot import. */
static inline GType cgtk_type_none(void) { return G_TYPE_NONE; }
static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_int64(void) { return G_TYPE_INT64; }
static inline GType cgtk_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType cgtk_type_long(void) { return G_TYPE_LONG; }
static inline GType cgtk_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType cgtk_type_enum(void) { return G_TYPE_ENUM; }
static inline GType cgtk_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType cgtk_type_float(void) { return G_TYPE_FLOAT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_variant(void) { return G_TYPE_VARIANT; }
static inline GType cgtk_type_interface(void) { return G_TYPE_INTERFACE; }
static inline GType cgtk_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType cgtk_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType cgtk_type_param(void) { return G_TYPE_PARAM; }

/* Whether the caller runs on the process's main thread (its thread id is the process id).
 * syscall is variadic; Foundation's Thread.isMainThread asks the same, but CombineGTK does
 * not load Foundation. */
static inline gboolean cgtk_is_main_thread(void) {
    return syscall(SYS_gettid) == getpid();
}

/* g_signal_emit_by_name is variadic: one wrapper per argument shape we emit. */

static inline void cgtk_signal_emit_by_name(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

static inline void cgtk_signal_emit_by_name_pointer(gpointer instance, const char *name, gpointer arg) {
    g_signal_emit_by_name(instance, name, arg);
}

static inline gboolean cgtk_signal_emit_by_name_boolean_arg_boolean_result(gpointer instance, const char *name, gboolean arg) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, name, arg, &result);
    return result;
}

static inline void cgtk_signal_emit_by_name_int_double_double(gpointer instance, const char *name, gint n, gdouble x, gdouble y) {
    g_signal_emit_by_name(instance, name, n, x, y);
}

static inline gboolean cgtk_signal_emit_by_name_key(gpointer instance, const char *name, guint keyval, guint keycode, GdkModifierType state) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, name, keyval, keycode, state, &result);
    return result;
}

#endif
