/*
 * msgpack for PHP: MessagePack\BufferUnpacker's object: its creation, clone, release and references for the cycle
 * collector, its options and extensions (the constructor, withStructures(), extendWith(), and the same for the
 * MessagePack facade and StreamUnpacker), and the class's registration. Front-end layer, MessagePack\ API
 * (docs/INTERNALS.md). What the object does with its bytes is lib_buffer_unpacker.c's.
 */

#include "lib_buffer_unpacker.h"
#include "zend_interfaces.h"

static zend_object_handlers msgpack_lib_unpacker_handlers;
zend_string *msgpack_lib_str_unpack_ext;
static zend_string *msgpack_lib_str_get_type;
zend_string *msgpack_lib_unpacker_methods[MSGPACK_LIB_UNPACKER_METHODS];

/* ---- object handlers ------------------------------------------------------------------------------------------- */

/* Also what newInstanceWithoutConstructor() and mocks get: empty buffer, default options, no extensions. */
static zend_object *msgpack_lib_unpacker_create(zend_class_entry *ce)
{
	msgpack_lib_unpacker *bu = zend_object_alloc(sizeof(msgpack_lib_unpacker), ce);

	bu->buffer = ZSTR_EMPTY_ALLOC();
	bu->capacity = 0;
	bu->offset = 0;
	bu->options = MSGPACK_LIB_BIGINT_STR;
	bu->overrides = msgpack_lib_overrides(ce, msgpack_ce_buffer_unpacker, msgpack_lib_unpacker_methods,
		MSGPACK_LIB_UNPACKER_METHODS);
	bu->depth = 0;
	bu->reserve = 0;
	ZVAL_UNDEF(&bu->extensions);
	bu->structures = NULL;
	bu->kept = NULL;
	bu->window = NULL;
	msgpack_suspended_init(&bu->suspended);
	bu->suspended_start = 0;
	bu->suspended_generation = 0;
	bu->suspended_valid = false;
	bu->suspend_busy = false;
	bu->user_moves = 0;
	bu->moves = 0;
	bu->replaced = 0;
	bu->released = 0;
	bu->context = NULL;
	bu->scanning = false;
	bu->scan_start = bu->scan_pos = bu->scan_need = 0;
	bu->scan_looks = 0;
	msgpack_scanner_init(&bu->scanner);
	bu->lent = NULL;
	bu->history_len = 0;
	bu->history_bytes = 0;
	bu->rope_back = 0;
	bu->lend_off = false;
	bu->pieces = NULL;
	zend_object_std_init(&bu->std, ce);
	object_properties_init(&bu->std, ce);
	bu->std.handlers = &msgpack_lib_unpacker_handlers;
	return &bu->std;
}

static void msgpack_lib_unpacker_free(zend_object *obj)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	zend_string_release(bu->buffer);
	zval_ptr_dtor(&bu->extensions);
	if (bu->structures) {
		msgpack_structures_release(bu->structures);
	}
	msgpack_lib_unpacker_kept_drop(bu);
	msgpack_scanner_destroy(&bu->scanner);
	msgpack_suspended_destroy(&bu->suspended);
	msgpack_lib_unpacker_pieces_free(bu);
	zend_object_std_dtor(obj);
}

/* A clone carries buffer, offset, options and extensions (the extension objects are shared), and the records of the
 * stream so far, its own from then on. */
static zend_object *msgpack_lib_unpacker_clone(zend_object *old)
{
	zend_object *obj = msgpack_lib_unpacker_create(old->ce);
	msgpack_lib_unpacker *from = msgpack_lib_unpacker_fetch(old), *to = msgpack_lib_unpacker_fetch(obj);

	msgpack_lib_unpacker_join(from);
	/* user code in a decode can read the bytes after its own through a copy (msgpack_lib_unpacker_set_need()) */
	msgpack_lib_unpacker_note_look(from);
	if (from->kept) {
		to->kept = emalloc(sizeof(msgpack_lib_kept_records));
		to->kept->refcount = 1;
		msgpack_record_table_copy(&to->kept->records, &from->kept->records);
	}
	to->buffer = zend_string_copy(from->buffer);
	to->offset = from->offset;
	to->options = from->options;
	to->structures = from->structures;
	if (to->structures) {
		to->structures->refcount++;
	}
	ZVAL_COPY(&to->extensions, &from->extensions);
	zend_objects_clone_members(obj, old);
	return obj;
}

static HashTable *msgpack_lib_unpacker_get_gc(zend_object *obj, zval **table, int *n)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	if (!msgpack_suspended_active(&bu->suspended)) {
		*table = &bu->extensions;
		*n = 1;
		return zend_std_get_properties(obj);
	}
	/* A suspended message may hold objects (extensions made them) that point back here. */
	zend_get_gc_buffer *gc = zend_get_gc_buffer_create();
	zend_get_gc_buffer_add_zval(gc, &bu->extensions);
	zend_get_gc_buffer_add_zval(gc, &bu->suspended.root);
	zend_get_gc_buffer_use(gc, table, n);
	return zend_std_get_properties(obj);
}

/* ---- extensions ------------------------------------------------------------------------------------------------ */

/*
 * Adds each extension to ht under its getType() (called now, as the library does); a later one replaces an earlier.
 * ht is the caller's until every getType() has run, then installed whole: that user code may construct the object
 * anew, which replaces (and frees) the table the object has.
 */
static zend_result msgpack_lib_unpacker_register(HashTable *ht, zval *extensions, uint32_t count)
{
	for (uint32_t i = 0; i < count; i++) {
		zval *ext = &extensions[i], held, type;
		ZVAL_DEREF(ext);
		if (Z_TYPE_P(ext) != IS_OBJECT) {
			zend_throw_error(NULL, "Call to a member function getType() on %s", zend_zval_type_name(ext));
			return FAILURE;
		}
		/* (held for its call: getType() may drop what referred to it, a reference's value among them) */
		ZVAL_COPY(&held, ext);
		const msgpack_ext_type *native = msgpack_lib_native_extension(Z_OBJCE(held));
		if (native) {
			ZVAL_LONG(&type, native->type);
		} else if (zend_call_method_if_exists(Z_OBJ(held), msgpack_lib_str_get_type, &type, 0, NULL) != SUCCESS) {
			if (!EG(exception)) {
				zend_throw_error(NULL, "Call to undefined method %s::getType()", ZSTR_VAL(Z_OBJCE(held)->name));
			}
			zval_ptr_dtor(&held);
			return FAILURE;
		}
		if (EG(exception)) {
			zval_ptr_dtor(&type);
			zval_ptr_dtor(&held);
			return FAILURE;
		}
		zend_long t = zval_get_long(&type);
		zval_ptr_dtor(&type);
		if (UNEXPECTED(EG(exception))) {
			/* a type that is no number warns ("could not be converted"), and an error handler may throw */
			zval_ptr_dtor(&held);
			return FAILURE;
		}
		zend_hash_index_update(ht, t, &held);
	}
	return SUCCESS;
}

/* The object's extensions are now ht (taken over; NULL: none). The old table is released last: its destructors may run
 * user code that uses the object. */
static void msgpack_lib_unpacker_install(msgpack_lib_unpacker *bu, HashTable *ht)
{
	zval old;

	ZVAL_COPY_VALUE(&old, &bu->extensions);
	if (ht) {
		ZVAL_ARR(&bu->extensions, ht);
	} else {
		ZVAL_UNDEF(&bu->extensions);
	}
	zval_ptr_dtor(&old);
}

/* ---- decoding -------------------------------------------------------------------------------------------------- */

/* Sets up a BufferUnpacker the way its constructor does (for the MessagePack facade). */
zend_result msgpack_lib_unpacker_setup(zend_object *obj, zend_string *buffer, uint32_t options, bool timestamp)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	msgpack_lib_unpacker_set_buffer(bu, buffer);
	bu->options = options;
	if (timestamp) {
		zval ext;
		object_init_ex(&ext, msgpack_ce_timestamp_extension);
		/* (no user code: TimestampExtension is the codec's) */
		HashTable *ht = zend_new_array(1);
		zend_result result = msgpack_lib_unpacker_register(ht, &ext, 1);
		zval_ptr_dtor(&ext);
		if (result != SUCCESS) {
			zend_array_destroy(ht);
			return FAILURE;
		}
		msgpack_lib_unpacker_install(bu, ht);
		return SUCCESS;
	}
	return SUCCESS;
}

/*
 * The constructor's options (from msgpack_lib_unpack_options()) and extensions, for a BufferUnpacker the
 * StreamUnpacker owns as well. The object changes only once every getType() has run, and not at all when one fails:
 * one that constructs the object again (or uses it) meets its state before this call, and this call's state replaces
 * what that did, as a StreamUnpacker constructed again from there replaces its reader.
 */
zend_result msgpack_lib_unpacker_configure(zend_object *obj, uint32_t options, HashTable *extensions)
{
	HashTable *ht = NULL;

	if (extensions && zend_hash_num_elements(extensions) > 0) {
		zval *ext;
		ht = zend_new_array(zend_hash_num_elements(extensions));
		ZEND_HASH_FOREACH_VAL(extensions, ext) {
			if (msgpack_lib_unpacker_register(ht, ext, 1) != SUCCESS) {
				zend_array_release(ht);
				return FAILURE;
			}
		} ZEND_HASH_FOREACH_END();
	}

	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);
	/* (pieces are lent only to objects whose decodes run no user code: what that was decided on changes) */
	msgpack_lib_unpacker_join(bu);
	bu->options = options;
	if (bu->structures) {
		msgpack_structures_release(bu->structures);
		bu->structures = NULL;
	}
	msgpack_lib_unpacker_install(bu, ht);
	return SUCCESS;
}

/* ---- methods: construction ------------------------------------------------------------------------------------ */

ZEND_METHOD(MessagePack_BufferUnpacker, __construct)
{
	zval *buffer_arg = NULL, *options = NULL;
	zend_string *buffer = NULL;
	HashTable *extensions = NULL;
	uint32_t unpack_options;

	ZEND_PARSE_PARAMETERS_START(0, 3)
		Z_PARAM_OPTIONAL
		MSGPACK_PARAM_STR_NOT_NULL(buffer, buffer_arg, 1)
		Z_PARAM_ZVAL(options)
		Z_PARAM_ARRAY_HT(extensions)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	if (msgpack_lib_unpack_options(options, &unpack_options) != SUCCESS) {
		RETURN_THROWS();
	}
	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	if (UNEXPECTED(bu->overrides) && (unpack_options & MSGPACK_LIB_UNPACK_COMPACT)) {
		msgpack_lib_throw_compact_overrides(bu->std.ce, bu->overrides, msgpack_lib_unpacker_methods, "UnpackOptions::COMPACT");
		RETURN_THROWS();
	}
	/* The buffer after the extensions' getType(), which may construct the object again: this call's state wins whole. */
	if (msgpack_lib_unpacker_configure(Z_OBJ_P(ZEND_THIS), unpack_options, extensions) != SUCCESS) {
		RETURN_THROWS();
	}
	msgpack_lib_unpacker_set_buffer(bu, buffer ? buffer : ZSTR_EMPTY_ALLOC());
}

ZEND_METHOD(MessagePack_BufferUnpacker, withStructures)
{
	zval *structures;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(structures, msgpack_ce_structures)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_unpacker *self = MSGPACK_BU_THIS();
	if (UNEXPECTED(self->overrides)) {
		msgpack_lib_throw_compact_overrides(self->std.ce, self->overrides, msgpack_lib_unpacker_methods, "withStructures()");
		RETURN_THROWS();
	}
	zend_object *clone = Z_OBJ_HT_P(ZEND_THIS)->clone_obj(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(clone);

	msgpack_lib_structures_hold(&bu->structures, Z_OBJ_P(structures));
	/* Shared structures are records' ids: they imply reading compact mode. */
	bu->options |= MSGPACK_LIB_UNPACK_COMPACT;
	RETURN_OBJ(clone);
}

ZEND_METHOD(MessagePack_BufferUnpacker, extendWith)
{
	zval *first, *rest = NULL;
	uint32_t rest_count = 0;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_OBJECT_OF_CLASS(first, msgpack_ce_extension)
		Z_PARAM_VARIADIC('*', rest, rest_count)
	ZEND_PARSE_PARAMETERS_END();

	for (uint32_t i = 0; i < rest_count; i++) {
		if (Z_TYPE(rest[i]) != IS_OBJECT || !instanceof_function(Z_OBJCE(rest[i]), msgpack_ce_extension)) {
			zend_argument_type_error(i + 2, "must be of type MessagePack\\Extension, %s given", zend_zval_type_name(&rest[i]));
			RETURN_THROWS();
		}
	}
	zend_object *clone = Z_OBJ_HT_P(ZEND_THIS)->clone_obj(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(clone);
	/* (the clone's __clone() may have handed it to the user code getType() runs) */
	HashTable *ht = Z_TYPE(bu->extensions) == IS_ARRAY ? zend_array_dup(Z_ARR(bu->extensions)) : zend_new_array(1 + rest_count);
	if (msgpack_lib_unpacker_register(ht, first, 1) != SUCCESS
			|| (rest_count && msgpack_lib_unpacker_register(ht, rest, rest_count) != SUCCESS)) {
		zend_array_release(ht);
		OBJ_RELEASE(clone);
		RETURN_THROWS();
	}
	msgpack_lib_unpacker_install(bu, ht);
	RETURN_OBJ(clone);
}


/* ---- registration ---------------------------------------------------------------------------------------------- */

void msgpack_lib_unpacker_class_init(void)
{
	msgpack_ce_buffer_unpacker->create_object = msgpack_lib_unpacker_create;
	/* Its state lives outside the property table: serialize() would silently drop buffer, options and extensions. */
	msgpack_ce_buffer_unpacker->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
	memcpy(&msgpack_lib_unpacker_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	msgpack_lib_unpacker_handlers.offset = offsetof(msgpack_lib_unpacker, std);
	msgpack_lib_unpacker_handlers.free_obj = msgpack_lib_unpacker_free;
	msgpack_lib_unpacker_handlers.clone_obj = msgpack_lib_unpacker_clone;
	msgpack_lib_unpacker_handlers.get_gc = msgpack_lib_unpacker_get_gc;
	msgpack_lib_unpacker_handlers.compare = msgpack_lib_unpacker_compare;
	msgpack_lib_str_unpack_ext = zend_string_init_interned("unpackExt", sizeof("unpackExt") - 1, 1);
	msgpack_lib_str_get_type = zend_string_init_interned("getType", sizeof("getType") - 1, 1);
	static const char *const methods[MSGPACK_LIB_UNPACKER_METHODS] = {
		"unpack", "read", "unpackarrayheader", "unpackmapheader",
	};
	for (int i = 0; i < MSGPACK_LIB_UNPACKER_METHODS; i++) {
		msgpack_lib_unpacker_methods[i] = zend_string_init_interned(methods[i], strlen(methods[i]), 1);
	}
}
