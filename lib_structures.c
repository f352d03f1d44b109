/*
 * msgpack for PHP: MessagePack\Structures, shared structures for compact mode (msgpack_compact.h): key lists that a
 * Packer and a BufferUnpacker both hold across messages, as msgpackr's `structures` option. The object owns one
 * msgpack_structures; a Packer or BufferUnpacker given it (withStructures()) holds that too, and a Packer appends to
 * it, which toArray() then shows: the application persists that list and constructs the next Structures from it.
 */

#include "msgpack_lib.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"

zend_class_entry *msgpack_ce_structures;

static zend_object_handlers msgpack_lib_structures_handlers;

typedef struct {
	msgpack_structures *structures; /* never NULL */
	bool constructed;               /* __construct() ran: it does not run again (see there) */
	zend_object std;
} msgpack_lib_structures;

static zend_always_inline msgpack_lib_structures *msgpack_lib_structures_fetch(zend_object *obj)
{
	return (msgpack_lib_structures *) ((char *) obj - offsetof(msgpack_lib_structures, std));
}

/* The default maximum, msgpackr's maxSharedStructures. */
#define MSGPACK_LIB_STRUCTURES_DEFAULT_MAX 32

static zend_object *msgpack_lib_structures_create(zend_class_entry *ce)
{
	msgpack_lib_structures *s = zend_object_alloc(sizeof(msgpack_lib_structures), ce);

	/* Also what newInstanceWithoutConstructor() gets: empty, with the default maximum. */
	s->structures = msgpack_structures_create(MSGPACK_LIB_STRUCTURES_DEFAULT_MAX);
	s->constructed = false;
	zend_object_std_init(&s->std, ce);
	object_properties_init(&s->std, ce);
	s->std.handlers = &msgpack_lib_structures_handlers;
	return &s->std;
}

static void msgpack_lib_structures_free(zend_object *obj)
{
	msgpack_lib_structures *s = msgpack_lib_structures_fetch(obj);

	msgpack_structures_release(s->structures);
	zend_object_std_dtor(obj);
}

/* A clone is independent: the same key lists (those of finished packs), appended to separately. */
static zend_object *msgpack_lib_structures_clone(zend_object *old)
{
	zend_object *obj = msgpack_lib_structures_create(old->ce);
	msgpack_structures *from = msgpack_lib_structures_fetch(old)->structures;
	msgpack_lib_structures *to = msgpack_lib_structures_fetch(obj);

	msgpack_structures_release(to->structures);
	to->structures = msgpack_structures_create(from->max);
	to->constructed = msgpack_lib_structures_fetch(old)->constructed;
	for (uint32_t i = 0; i < from->committed; i++) {
		msgpack_structures_append(to->structures, from->records[i].keys, from->records[i].count);
	}
	zend_objects_clone_members(obj, old);
	return obj;
}

msgpack_structures *msgpack_lib_structures_get(zend_object *obj)
{
	return msgpack_lib_structures_fetch(obj)->structures;
}

void msgpack_lib_structures_hold(msgpack_structures **slot, zend_object *structures)
{
	msgpack_structures *shared = msgpack_lib_structures_get(structures);

	shared->refcount++;
	if (*slot) {
		msgpack_structures_release(*slot);
	}
	*slot = shared;
}

ZEND_METHOD(MessagePack_Structures, __construct)
{
	HashTable *lists = NULL;
	zend_long max = MSGPACK_LIB_STRUCTURES_DEFAULT_MAX;
	zval *list;

	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_ARRAY_HT(lists)
		Z_PARAM_LONG(max)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_structures *s = msgpack_lib_structures_fetch(Z_OBJ_P(ZEND_THIS));
	if (UNEXPECTED(s->constructed)) {
		/* Packers and BufferUnpackers given this object hold its lists: a new list here would be one they never see,
		 * and toArray() would no longer show what they append. */
		zend_throw_error(NULL, "Cannot call %s::__construct() twice: the Packers and BufferUnpackers given it share its "
			"key lists", ZSTR_VAL(s->std.ce->name));
		RETURN_THROWS();
	}

	if (max < 0 || max > MSGPACK_STRUCTURES_MAX) {
		zend_argument_value_error(2, "must be between 0 and %d", MSGPACK_STRUCTURES_MAX);
		RETURN_THROWS();
	}
	if (lists && zend_hash_num_elements(lists) > (uint32_t) max) {
		zend_argument_value_error(1, "holds %u key lists, more than the maximum of " ZEND_LONG_FMT,
			zend_hash_num_elements(lists), max);
		RETURN_THROWS();
	}
	msgpack_structures *structures = msgpack_structures_create((uint32_t) max);
	if (lists) {
		uint32_t position = 0;
		ZEND_HASH_FOREACH_VAL(lists, list) {
			ZVAL_DEREF(list);
			if (Z_TYPE_P(list) != IS_ARRAY) {
				zend_argument_type_error(1, "must be a list of key lists, element %u is %s", position,
					zend_zval_type_name(list));
				goto fail;
			}
			uint32_t count = zend_hash_num_elements(Z_ARR_P(list));
			zend_string **keys = count ? safe_emalloc(count, sizeof(zend_string *), 0) : NULL;
			uint32_t n = 0;
			zval *key;
			ZEND_HASH_FOREACH_VAL(Z_ARR_P(list), key) {
				ZVAL_DEREF(key);
				if (Z_TYPE_P(key) != IS_STRING) {
					zend_argument_type_error(1, "must hold key lists of strings, key list %u has %s", position,
						zend_zval_type_name(key));
					if (keys) {
						efree(keys);
					}
					goto fail;
				}
				keys[n++] = Z_STR_P(key);
			} ZEND_HASH_FOREACH_END();
			msgpack_structures_append(structures, keys, n);
			if (keys) {
				efree(keys);
			}
			position++;
		} ZEND_HASH_FOREACH_END();
	}
	msgpack_structures_release(s->structures);
	s->structures = structures;
	s->constructed = true;
	return;

fail:
	msgpack_structures_release(structures);
	RETURN_THROWS();
}

ZEND_METHOD(MessagePack_Structures, toArray)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_structures *structures = msgpack_lib_structures_get(Z_OBJ_P(ZEND_THIS));
	/* The lists of finished packs: a pack() in progress (this is called from its transformer) may still take its own
	 * back. */
	array_init_size(return_value, structures->committed);
	for (uint32_t i = 0; i < structures->committed; i++) {
		const msgpack_record *record = &structures->records[i];
		zval list;
		array_init_size(&list, record->count);
		for (uint32_t k = 0; k < record->count; k++) {
			/* The packer adds string-keyed lists only (object records are the PHP-only format's). */
			if (record->keys[k]) {
				add_next_index_str(&list, zend_string_copy(record->keys[k]));
			} else {
				add_next_index_null(&list);
			}
		}
		add_next_index_zval(return_value, &list);
	}
}

ZEND_METHOD(MessagePack_Structures, count)
{
	ZEND_PARSE_PARAMETERS_NONE();

	RETURN_LONG(msgpack_lib_structures_get(Z_OBJ_P(ZEND_THIS))->committed);
}

ZEND_METHOD(MessagePack_Structures, getMaxSharedStructures)
{
	ZEND_PARSE_PARAMETERS_NONE();

	RETURN_LONG(msgpack_lib_structures_get(Z_OBJ_P(ZEND_THIS))->max);
}

void msgpack_lib_structures_class_init(void)
{
	msgpack_ce_structures->create_object = msgpack_lib_structures_create;
	memcpy(&msgpack_lib_structures_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	msgpack_lib_structures_handlers.offset = offsetof(msgpack_lib_structures, std);
	msgpack_lib_structures_handlers.free_obj = msgpack_lib_structures_free;
	msgpack_lib_structures_handlers.compare = msgpack_lib_structures_compare;
	msgpack_lib_structures_handlers.clone_obj = msgpack_lib_structures_clone;
}
