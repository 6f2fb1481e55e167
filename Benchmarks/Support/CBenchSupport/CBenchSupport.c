#include "CBenchSupport.h"

#include <glib-object.h>

void cbench_signal_emit(void *instance, unsigned int signal_id) {
    g_signal_emit(instance, signal_id, 0);
}

/* CBenchItem: see the header. */

typedef struct {
    GObject parent_instance;
    char *title;
} CBenchItem;

typedef struct {
    GObjectClass parent_class;
} CBenchItemClass;

enum { PROP_TITLE = 1, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_TYPE (CBenchItem, cbench_item, G_TYPE_OBJECT)

static void cbench_item_init(CBenchItem *self) {
    self->title = g_strdup("");
}

static void cbench_item_finalize(GObject *object) {
    g_free(((CBenchItem *) object)->title);
    G_OBJECT_CLASS(cbench_item_parent_class)->finalize(object);
}

static void cbench_item_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    switch (id) {
    case PROP_TITLE: g_value_set_string(value, ((CBenchItem *) object)->title); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void cbench_item_set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec) {
    switch (id) {
    case PROP_TITLE: cbench_item_set_title(object, g_value_get_string(value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void cbench_item_class_init(CBenchItemClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->finalize = cbench_item_finalize;
    object_class->get_property = cbench_item_get_property;
    object_class->set_property = cbench_item_set_property;
    properties[PROP_TITLE] = g_param_spec_string("title", NULL, NULL, "",
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
    g_object_class_install_properties(object_class, N_PROPS, properties);
}

void *cbench_item_new(void) {
    return g_object_new(cbench_item_get_type(), NULL);
}

void cbench_item_set_title(void *item, const char *title) {
    CBenchItem *self = item;
    if (g_strcmp0(self->title, title) == 0) return;
    g_free(self->title);
    self->title = g_strdup(title ? title : "");
    g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_TITLE]);
}

const char *cbench_item_get_title(void *item) {
    return ((CBenchItem *) item)->title;
}
