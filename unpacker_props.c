/*
 * msgpack for PHP: an object's properties, the PHP-only format's reading side (unpacker_php.c makes the objects).
 * Declared properties are written straight into their slots, found through a cache of the request by class and name,
 * and the names of a class's later objects are compared with its shape instead of looked up; any other name goes
 * through the property table as unserialize() reads it. Codec layer (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"
#include "msgpack_caches.h"
#include "ext/standard/php_var.h"

/* What a name the property table does not hold stands for (msgpack_decode_renamed_prop()). */
typedef enum {
	MSGPACK_PROP_DYNAMIC,  /* a dynamic property of that name */
	MSGPACK_PROP_RENAMED,  /* the declared property of that plain name, under its own name */
	MSGPACK_PROP_VIRTUAL,  /* a virtual property (PHP 8.4), which takes no value */
	MSGPACK_PROP_MALFORMED /* a mangled name without its second NUL */
} msgpack_prop_name;

/*
 * unserialize()'s reading of a name the property table does not hold: a declared property's plain name, or its name
 * mangled as protected or as a private one of the object's own class, stands for that property (static ones too, which
 * then become a dynamic property of the declared name, without a deprecation); *info is the declared property.
 */
static msgpack_prop_name msgpack_decode_renamed_prop(const zend_class_entry *ce, zend_string *key,
	const zend_property_info **info)
{
	const char *class_name = NULL, *prop_name;
	size_t prop_len;

	*info = NULL;
	if (zend_hash_num_elements(&ce->properties_info) == 0) {
		return MSGPACK_PROP_DYNAMIC;
	}
	if (zend_unmangle_property_name_ex(key, &class_name, &prop_name, &prop_len) != SUCCESS) {
		return MSGPACK_PROP_MALFORMED;
	}
	if (class_name == NULL) {
		*info = zend_hash_find_ptr(&ce->properties_info, key);
	} else if (strcmp(class_name, "*") == 0 || strcasecmp(class_name, ZSTR_VAL(ce->name)) == 0) {
		*info = zend_hash_str_find_ptr(&ce->properties_info, prop_name, prop_len);
	}
	if (!*info) {
		return MSGPACK_PROP_DYNAMIC;
	}
#ifdef ZEND_ACC_VIRTUAL
	if ((*info)->flags & ZEND_ACC_VIRTUAL) {
		return MSGPACK_PROP_VIRTUAL;
	}
#endif
	return MSGPACK_PROP_RENAMED;
}

static ZEND_COLD zend_result msgpack_decode_prop_error(msgpack_decoder *dec, zend_object *obj, zend_string *key,
	const char *format)
{
	const char *class_name, *prop_name;
	size_t prop_len;

	zend_unmangle_property_name_ex(key, &class_name, &prop_name, &prop_len);
	zend_throw_error(NULL, format, ZSTR_VAL(obj->ce->name), prop_name);
	return msgpack_decode_data_exception(dec);
}

/* Stores value (taken over) in a declared property's slot of obj, with the checks an assignment by unserialize()
 * makes; the slot's earlier value (its default, or a repeated name's) goes as msgpack_decode_drop_replaced() says. */
static zend_result msgpack_decode_store_declared(msgpack_decoder *dec, zend_object *obj, zval *slot, zend_string *key,
	zval *value)
{
	zend_property_info *info = zend_get_typed_property_info_for_slot(obj, slot);

	if (info) {
		if (UNEXPECTED(Z_TYPE_P(value) == IS_NULL) && Z_TYPE_P(slot) == IS_UNDEF && !ZEND_TYPE_ALLOW_NULL(info->type)) {
			/* PECL's encoder wrote nil for an uninitialised typed property that __sleep() names (serialize() leaves
			 * it out): a nil the type refuses, for a property still uninitialised, leaves it so, as it was written. */
			return SUCCESS;
		}
		if (UNEXPECTED(Z_ISREF_P(value)) && (info->flags & ZEND_ACC_READONLY)) {
			zval_ptr_dtor(value);
			return msgpack_decode_prop_error(dec, obj, key, "Cannot modify readonly property %s::$%s");
		}
		if (UNEXPECTED(!zend_verify_prop_assignable_by_ref(info, value, /* strict */ 1))) {
			/* (the data's exception is the one thrown now: one of the value's destructors is user code's) */
			msgpack_decode_data_exception(dec);
			zval_ptr_dtor(value);
			return FAILURE;
		}
		if (UNEXPECTED(Z_ISREF_P(slot))) {
			/* A duplicate name replaces the reference an earlier value put there: it no longer holds this property,
			 * so the property's type must stop restricting it (as unserialize() does). */
			ZEND_REF_DEL_TYPE_SOURCE(Z_REF_P(slot), info);
		}
		if (Z_ISREF_P(value)) {
			ZEND_REF_ADD_TYPE_SOURCE(Z_REF_P(value), info);
		}
	}
	zval old;
	ZVAL_COPY_VALUE(&old, slot);
	ZVAL_COPY_VALUE(slot, value);
	/* (a default is seldom counted: nothing to release) */
	return EXPECTED(!Z_REFCOUNTED(old)) ? SUCCESS : msgpack_decode_drop_replaced(dec, &old);
}

/*
 * The checks unserialize() makes of a name no property of obj holds yet (kind, info: msgpack_decode_renamed_prop()'s
 * answer): a virtual property or a malformed name is refused, a dynamic property one the class refuses, else
 * deprecated unless the class allows it (an error handler may throw for that). RENAMED: nothing to check.
 */
static zend_always_inline zend_result msgpack_decode_new_prop(msgpack_decoder *dec, zend_object *obj, zend_string *key,
	msgpack_prop_name kind, const zend_property_info *info)
{
	zend_class_entry *ce = obj->ce;
	const char *class_name, *prop_name;
	size_t prop_len;

	switch (kind) {
		case MSGPACK_PROP_RENAMED:
			return SUCCESS;
		case MSGPACK_PROP_VIRTUAL:
			/* PHP 8.4: a hooked property without storage takes no value (unserialize()'s message; a warning and
			 * false there too) */
			zend_unmangle_property_name_ex(key, &class_name, &prop_name, &prop_len);
			return msgpack_decode_invalid(dec, "Cannot unserialize value for virtual property %s::$%s",
				ZSTR_VAL(info->ce->name), prop_name);
		case MSGPACK_PROP_MALFORMED:
			return msgpack_decode_invalid(dec, "Malformed property name for %s", ZSTR_VAL(ce->name));
		case MSGPACK_PROP_DYNAMIC:
			if (UNEXPECTED(ce->ce_flags & ZEND_ACC_NO_DYNAMIC_PROPERTIES)) {
				return msgpack_decode_prop_error(dec, obj, key, "Cannot create dynamic property %s::$%s");
			}
			if (UNEXPECTED(!(ce->ce_flags & ZEND_ACC_ALLOW_DYNAMIC_PROPERTIES))) {
				zend_unmangle_property_name_ex(key, &class_name, &prop_name, &prop_len);
				zend_error(E_DEPRECATED, "Creation of dynamic property %s::$%s is deprecated", ZSTR_VAL(ce->name),
					prop_name);
				if (UNEXPECTED(EG(exception))) {
					return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
				}
			}
			return SUCCESS;
	}
	return SUCCESS;
}

/* Stores value (taken over) as property key of obj, with the checks an assignment by unserialize() makes. */
zend_result msgpack_decode_store_prop(msgpack_decoder *dec, zend_object *obj, HashTable *props, zend_string *key,
	zval *value)
{
	zval *slot = zend_hash_find(props, key);

	if (!slot) {
		const zend_property_info *info;
		msgpack_prop_name kind = msgpack_decode_renamed_prop(obj->ce, key, &info);

		if (UNEXPECTED(msgpack_decode_new_prop(dec, obj, key, kind, info) != SUCCESS)) {
			zval_ptr_dtor(value);
			return FAILURE;
		}
		if (kind == MSGPACK_PROP_DYNAMIC) {
			zend_hash_add_new(props, key, value);
			return SUCCESS;
		}
		/* (a static property's name: a dynamic property of that name, made without a deprecation) */
		slot = zend_hash_lookup(props, info->name);
		if (Z_TYPE_P(slot) == IS_INDIRECT) {
			return msgpack_decode_store_declared(dec, obj, Z_INDIRECT_P(slot), info->name, value);
		}
	} else if (Z_TYPE_P(slot) == IS_INDIRECT) {
		return msgpack_decode_store_declared(dec, obj, Z_INDIRECT_P(slot), key, value);
	}
	/* An earlier duplicate (a dynamic property): replaced, then released where unserialize() releases it. */
	zval old;
	ZVAL_COPY_VALUE(&old, slot);
	ZVAL_COPY_VALUE(slot, value);
	return msgpack_decode_drop_replaced(dec, &old);
}

/* Whether such a name needs judging as it is read: not a plain name for a class that allows dynamic properties, which
 * the store takes as it is (before PHP 8.4, where a name may also stand for a virtual property), unless it is the
 * plain name of a declared property (a protected, private or static one's, which it stands for). */
static zend_always_inline bool msgpack_decode_prop_name_judged(const zend_class_entry *ce, zend_string *key)
{
#ifdef ZEND_ACC_VIRTUAL
	(void) ce; (void) key;
	return true;
#else
	return !(ce->ce_flags & ZEND_ACC_ALLOW_DYNAMIC_PROPERTIES) || ZSTR_LEN(key) == 0 || ZSTR_VAL(key)[0] == '\0'
		|| (zend_hash_num_elements(&ce->properties_info) != 0 && zend_hash_exists(&ce->properties_info, key));
#endif
}

/*
 * A name read for obj that no declared slot takes straight away, judged before its value is decoded, as unserialize()
 * judges it as it reads the name: the deprecation of a dynamic property (and an exception a handler throws for it), or
 * the refusal, comes before any user code the value runs (Serializable::unserialize(), an autoloader), and a refusal
 * runs none of it. A new dynamic property takes its place (null) now, so that the store finds it as a name read again;
 * so does a static property's name, which unserialize() makes a dynamic property of the declared name. *prev: the
 * place the name stands for when that is not its own (a declared property under another name, "\0*\0p" and "p", or a
 * static one's), whose value the caller holds as a name read again holds it.
 * props: the table, NULL to build it (the store would build it for such a name anyway).
 */
static zend_never_inline zend_result msgpack_decode_prop_name_read(msgpack_decoder *dec, zend_object *obj,
	HashTable *props, zend_string *key, zval **prev)
{
	const zend_property_info *info;

	if (!props && UNEXPECTED((props = msgpack_decode_prop_table(dec, obj)) == NULL)) {
		return FAILURE;
	}
	if ((*prev = zend_hash_find(props, key)) != NULL) {
		return SUCCESS;
	}
	msgpack_prop_name kind = msgpack_decode_renamed_prop(obj->ce, key, &info);
	if (UNEXPECTED(msgpack_decode_new_prop(dec, obj, key, kind, info) != SUCCESS)) {
		return FAILURE;
	}
	if (kind == MSGPACK_PROP_DYNAMIC) {
		zend_hash_add_new(props, key, &EG(uninitialized_zval));
	} else if (kind == MSGPACK_PROP_RENAMED) {
		*prev = (info->flags & ZEND_ACC_STATIC) ? zend_hash_lookup(props, info->name) : zend_hash_find(props, info->name);
	}
	return SUCCESS;
}

/*
 * The declared property of ce named exactly key (PHP's mangled name, as serialize() writes it), to be written straight
 * into its slot; NULL: none (a parent's private property, an unmangled name PECL wrote for a protected one, a static,
 * virtual or dynamic property), which goes through the property table.
 */
static const zend_property_info *msgpack_decode_declared_info(const zend_class_entry *ce, zend_string *key)
{
	const char *class_name, *prop_name;
	size_t prop_len;
	const zend_property_info *info;

	if (ZSTR_VAL(key)[0] == '\0') {
		/* A malformed one goes the table's way, which reports it as unserialize() does (once per name). */
		if (ZSTR_LEN(key) < 3 || ZSTR_VAL(key)[1] == '\0' || !memchr(ZSTR_VAL(key) + 2, '\0', ZSTR_LEN(key) - 3)
				|| zend_unmangle_property_name_ex(key, &class_name, &prop_name, &prop_len) != SUCCESS) {
			return NULL;
		}
		info = zend_hash_str_find_ptr(&ce->properties_info, prop_name, prop_len);
	} else {
		info = zend_hash_find_ptr(&ce->properties_info, key);
	}
	if (!info || (info->flags & ZEND_ACC_STATIC) || !zend_string_equals(info->name, key)) {
		return NULL;
	}
#ifdef ZEND_ACC_VIRTUAL
	if (info->flags & ZEND_ACC_VIRTUAL) {
		return NULL;
	}
#endif
	return info;
}

/*
 * The same through a cache of the request: names come from the key cache, so the objects of one class find theirs by
 * address, without hashing and comparing the name again. A slot holds a reference to its name, so that no other string
 * takes that address while the slot names it; classes and their properties live until the request ends, and so do
 * the slots (msgpack_prop_cache_release()).
 */
static zend_always_inline const zend_property_info *msgpack_decode_cached_info(const zend_class_entry *ce, zend_string *key)
{
	uint32_t h = (uint32_t) (((uintptr_t) ce >> 3) ^ ((uintptr_t) key >> 3)) * 0x9E3779B1u;
	msgpack_prop_slot *slot = &MSGPACK_G(props)[h >> (32 - MSGPACK_PROP_CACHE_BITS)];

	if (EXPECTED(slot->ce == ce) && EXPECTED(slot->name == key)) {
		return slot->info;
	}
	const zend_property_info *info = msgpack_decode_declared_info(ce, key);
	if (!ZSTR_IS_INTERNED(key)) {
		zend_string *old = slot->name;
		if (!slot->ce) {
			MSGPACK_G(props_filled)[MSGPACK_G(props_filled_len)++] = (uint8_t) (slot - MSGPACK_G(props));
		}
		slot->ce = ce;
		slot->name = zend_string_copy(key);
		slot->info = info;
		if (old) {
			zend_string_release_ex(old, 0);
		}
	}
	return info;
}

/* Drops a noted list (the slot is empty first: releasing frees only scalars, but keep the slot whole anyway). */
static void msgpack_shape_list_clear(msgpack_shape_list *memo)
{
	zend_array *list = memo->list;

	memo->list = NULL;
	memo->len = 0;
	if (list) {
		zend_array_release(list);
	}
}

static void msgpack_obj_shape_clear(msgpack_obj_shape *shape)
{
	uint32_t count = shape->count;

	shape->ce = NULL;
	shape->count = 0;
	for (uint32_t i = 0; i < count; i++) {
		zend_string_release_ex(shape->names[i], 0);
	}
	for (uint32_t i = 0; i < MSGPACK_SHAPE_LISTS; i++) {
		msgpack_shape_list_clear(&shape->lists[i]);
	}
}

void msgpack_prop_cache_release(void)
{
	uint32_t len = MSGPACK_G(props_filled_len);

	MSGPACK_G(props_filled_len) = 0;
	for (uint32_t i = 0; i < len; i++) {
		msgpack_prop_slot *slot = &MSGPACK_G(props)[MSGPACK_G(props_filled)[i]];
		zend_string_release_ex(slot->name, 0);
		slot->ce = NULL;
		slot->name = NULL;
		slot->info = NULL;
	}
	if (MSGPACK_G(obj_shapes_filled)) {
		MSGPACK_G(obj_shapes_filled) = false;
		for (uint32_t i = 0; i < MSGPACK_OBJ_SHAPE_CACHE_SIZE; i++) {
			msgpack_obj_shape *shape = &MSGPACK_G(obj_shapes)[i];
			/* (a fatal error may have ended a decode going through it) */
			shape->users = 0;
			msgpack_obj_shape_clear(shape);
		}
	}
}

/*
 * Object shapes: once an object of a class had all its names written straight into slots, its names and their
 * properties are kept (by class and number of pairs), and the next object of that class and count compares each name's
 * bytes with the kept one in turn, instead of looking it up through the key cache and then the property cache, until a
 * name differs; from there on it goes the general way. A shape is not replaced while a decode goes through it (nested
 * objects of the class come back to it).
 */
static zend_always_inline msgpack_obj_shape *msgpack_obj_shape_slot(const zend_class_entry *ce, uint32_t count)
{
	uint32_t h = (uint32_t) ((uintptr_t) ce >> 3) * 0x9E3779B1u;

	return &MSGPACK_G(obj_shapes)[((h >> (32 - MSGPACK_OBJ_SHAPE_CACHE_BITS)) + count) & (MSGPACK_OBJ_SHAPE_CACHE_SIZE - 1)];
}

/* Whether the item at dec->p is a str of exactly name's bytes (in its shortest form, as encoders write names). */
static zend_always_inline bool msgpack_decode_is_name(const msgpack_decoder *dec, const zend_string *name, size_t *head)
{
	const unsigned char *p = dec->p;
	size_t len = ZSTR_LEN(name);
	size_t avail = (size_t) (dec->end - p);

	if (EXPECTED(msgpack_fixstr_word_equals(p, avail, name))) {
		*head = 1;
		return true;
	}
	if (EXPECTED(len <= 31)) {
		*head = 1;
		if (UNEXPECTED(avail <= len) || p[0] != (0xa0 | len)) {
			return false;
		}
	} else {
		*head = 2;
		if (UNEXPECTED(avail < len + 2) || p[0] != MSGPACK_WIRE_STR8 || p[1] != len) {
			return false;
		}
	}
	return len >= MSGPACK_KEY_CACHE_MIN_LEN && len <= MSGPACK_KEY_CACHE_MAX_LEN
		? msgpack_key_equals(ZSTR_VAL(name), p + *head, len)
		: memcmp(ZSTR_VAL(name), p + *head, len) == 0;
}

/*
 * Shared lists. Data built by PHP code often gives many objects the same small list (a tags array): the encoding of
 * such a list (msgpack_decode_list_of_scalars()), when a shape's position repeats it, decodes to the array that
 * position last held in this decode.
 */
/* The list just decoded from [at, dec->p) into value, at the shape's position: noted there for the next objects. */
static zend_never_inline void msgpack_shape_list_note(msgpack_decoder *dec, msgpack_shape_list *memo, uint32_t position,
	const unsigned char *at, const zval *value)
{
	size_t len = (size_t) (dec->p - at);

	if (memo->generation != dec->cache.generation) {
		memo->generation = dec->cache.generation;
		memo->misses = 0;
	} else if (memo->misses >= MSGPACK_SHAPE_LIST_MISSES) {
		/* this decode's lists here do not repeat */
		return;
	}
	memo->misses++;
	if (len > MSGPACK_SHARED_LIST_MAX_BYTES || !msgpack_decode_list_of_scalars(dec, at, len)) {
		return;
	}
	zend_array *old = memo->list;
	memo->list = Z_ARR_P(value);
	GC_ADDREF(memo->list);
	memo->position = (uint8_t) position;
	memo->len = (uint8_t) len;
	memcpy(memo->bytes, at, len);
	if (old) {
		zend_array_release(old);
	}
}

/* Whether the value at dec->p repeats the list noted at this position: then value is that list, dec->p past it. */
static zend_always_inline bool msgpack_shape_list_hit(msgpack_decoder *dec, msgpack_shape_list *memo, uint32_t position,
	zval *value)
{
	if (EXPECTED(memo->generation != dec->cache.generation) || memo->position != position || !memo->list) {
		return false;
	}
	size_t len = memo->len;
	/* (a decode would enter the list: the depth limit holds for it all the same) */
	if ((size_t) (dec->end - dec->p) < len || memcmp(dec->p, memo->bytes, len) != 0 || dec->depth >= dec->max_depth) {
		return false;
	}
	dec->p += len;
	/* the container id the list's header takes */
	dec->php.containers++;
	if (UNEXPECTED(dec->php.drift_at != 0)) {
		msgpack_decode_record_array(dec, dec->php.containers, memo->list);
	}
	memo->misses = 0;
	GC_ADDREF(memo->list);
	ZVAL_ARR(value, memo->list);
	MSGPACK_COUNT(shared_lists, 1);
	return true;
}

/* A decoded object's names and properties become its class's shape for count pairs (the names' references with them). */
static void msgpack_obj_shape_record(const zend_class_entry *ce, uint32_t count, zend_string **names,
	const zend_property_info **infos)
{
	msgpack_obj_shape *shape = msgpack_obj_shape_slot(ce, count);
	bool repeats = false;

	/* (a name twice in one object is no shape: objects through one read each name once, and check no repeat) */
	for (uint32_t i = 1; i < count && !repeats; i++) {
		for (uint32_t j = 0; j < i && !repeats; j++) {
			repeats = infos[i] == infos[j];
		}
	}
	if (shape->users != 0 || repeats) {
		for (uint32_t i = 0; i < count; i++) {
			zend_string_release_ex(names[i], 0);
		}
		return;
	}
	msgpack_obj_shape_clear(shape);
	memcpy(shape->names, names, count * sizeof(*names));
	memcpy(shape->infos, infos, count * sizeof(*infos));
	shape->count = count;
	shape->ce = ce;
	MSGPACK_G(obj_shapes_filled) = true;
}

/*
 * The numbers msgpack.illegal_key_insert gives the pairs of illegal keys in an object: what the next index of its
 * property table would be, as in a map (msgpack_decode_other_pair()), the numbered names it has counting as their
 * numbers. A scratch table takes the numbers of the property table's names as they come (scanned once each), so that
 * the engine's own rule for the next index applies.
 */
typedef struct {
	HashTable *table;  /* the property table scanned, or NULL: none yet (numbers not initialised) */
	uint32_t scanned;  /* its buckets taken into numbers */
	HashTable numbers;
} msgpack_prop_numbering;

/* The next number into *number; false once the next index would pass PHP_INT_MAX. */
static bool msgpack_prop_number(msgpack_prop_numbering *numbering, HashTable *props, zend_long *number)
{
	if (numbering->table != props) {
		if (numbering->table) {
			zend_hash_destroy(&numbering->numbers);
		}
		zend_hash_init(&numbering->numbers, 8, NULL, NULL, 0);
		numbering->table = props;
		numbering->scanned = 0;
	}
	for (; numbering->scanned < props->nNumUsed; numbering->scanned++) {
		Bucket *bucket = props->arData + numbering->scanned;
		zend_ulong idx = bucket->h;

		if (Z_TYPE(bucket->val) == IS_UNDEF
				|| (bucket->key && !ZEND_HANDLE_NUMERIC_STR(ZSTR_VAL(bucket->key), ZSTR_LEN(bucket->key), idx))) {
			continue;
		}
		zend_hash_index_add_empty_element(&numbering->numbers, idx);
	}
	*number = numbering->numbers.nNextFreeElement == ZEND_LONG_MIN ? 0 : numbering->numbers.nNextFreeElement;
	return zend_hash_next_index_insert(&numbering->numbers, &EG(uninitialized_zval)) != NULL;
}

/* value (taken over) as the property of the next number (dropped when there is none). */
static zend_result msgpack_decode_numbered_prop(msgpack_decoder *dec, zend_object *obj, HashTable *props,
	msgpack_prop_numbering *numbering, zval *value)
{
	zend_long number;

	if (UNEXPECTED(!msgpack_prop_number(numbering, props, &number))) {
		zval_ptr_dtor(value);
		return SUCCESS;
	}
	zend_string *name = zend_long_to_str(number);
	zend_result result = msgpack_decode_store_prop(dec, obj, props, name, value);
	zend_string_release(name);
	return result;
}

/*
 * A pair whose key is neither a str nor an int (key and value taken over), as PECL reads it into any object, and as
 * msgpack_decode_other_pair() reads it into a stdClass's table: after the illegal key notice, the key's string
 * conversion names the property ("2.5", "1", "Array" with PHP's warning; an object, or a reference to one, drops the
 * pair), or with msgpack.illegal_key_insert key and value become the next two numbered properties. nil, a marker
 * there (a second class marker, ...), is dropped without the notice, as PECL and a stdClass's table drop it.
 */
static ZEND_COLD zend_result msgpack_decode_illegal_prop(msgpack_decoder *dec, zend_object *obj, HashTable *props,
	msgpack_prop_numbering *numbering, zval *key, zval *value)
{
	zend_result noticed = Z_TYPE_P(key) == IS_NULL ? SUCCESS : msgpack_decode_notice_illegal_key(dec);

	if (UNEXPECTED(noticed != SUCCESS) || Z_TYPE_P(key) == IS_NULL) {
		zval_ptr_dtor(key);
		zval_ptr_dtor(value);
		return noticed;
	}
	if (dec->flags & MSGPACK_OPT_ILLEGAL_KEY_INSERT) {
		if (UNEXPECTED(msgpack_decode_numbered_prop(dec, obj, props, numbering, key) != SUCCESS)) {
			zval_ptr_dtor(value);
			return FAILURE;
		}
		return msgpack_decode_numbered_prop(dec, obj, props, numbering, value);
	}
	if (Z_TYPE_P(Z_ISREF_P(key) ? Z_REFVAL_P(key) : key) == IS_OBJECT) {
		zval_ptr_dtor(key);
		zval_ptr_dtor(value);
		return SUCCESS;
	}
	zend_string *name = zval_get_string(key);
	zval_ptr_dtor(key);
	if (UNEXPECTED(EG(exception))) {
		zend_string_release(name);
		zval_ptr_dtor(value);
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	zend_result result = msgpack_decode_store_prop(dec, obj, props, name, value);
	zend_string_release(name);
	return result;
}

/*
 * obj's property table, built now if it is not yet (a name no declared slot takes goes there), or NULL when the input
 * cannot pay for it. A Bucket and two hash slots per declared slot, 40 bytes and more against the 16 the object was
 * charged: a class marker and one such name, 7 bytes, built it for each object of a class of 50 properties (500 bytes
 * per input byte). The engine's smallest table is free, as a one-byte map's is.
 */
HashTable *msgpack_decode_prop_table(msgpack_decoder *dec, zend_object *obj)
{
	uint32_t declared = (uint32_t) obj->ce->default_properties_count;

	if (!obj->properties && declared > MSGPACK_RESERVE_FREE
			&& obj->handlers->get_properties == zend_std_get_properties) {
		size_t bytes = msgpack_hash_table_bytes((size_t) 1 << msgpack_log2_at_least(declared));

		if (UNEXPECTED(msgpack_decode_charge(dec, (bytes + MSGPACK_OBJECT_CREDIT - 1) / MSGPACK_OBJECT_CREDIT,
				"Objects of more property slots") != SUCCESS)) {
			return NULL;
		}
	}
	return obj->handlers->get_properties(obj);
}

/*
 * A name read again in this object: the value it holds (prev, NULL when none) is queued among the delayed calls now,
 * before the value that replaces it is decoded, as unserialize() queues it as it reads the name (var_push_dtor_value()):
 * released before the __wakeup() of that value's objects. A copy: the slot keeps it until the store, which then only
 * lets go of its own (php.replaced_held). Returns whether it queued one.
 */
static zend_never_inline bool msgpack_decode_hold_replaced_slow(msgpack_decoder *dec, zval *prev)
{
	if (!(dec->flags & MSGPACK_OPT_PHP_ONLY) || !msgpack_decode_queues_replaced(&dec->php, prev)) {
		return false;
	}
	zval copy;
	ZVAL_COPY(&copy, prev);
	/* (queued: nothing runs) */
	msgpack_decode_drop_replaced(dec, &copy);
	return true;
}

/* (a fresh object's slots hold defaults, none of them counted: one check each) */
static zend_always_inline bool msgpack_decode_hold_replaced(msgpack_decoder *dec, zval *prev)
{
	if (prev && Z_TYPE_P(prev) == IS_INDIRECT) {
		prev = Z_INDIRECT_P(prev);
	}
	return prev && UNEXPECTED(Z_REFCOUNTED_P(prev)) && msgpack_decode_hold_replaced_slow(dec, prev);
}

/* Whether the class a property type names takes an object of class vce: a class not loaded takes none (the engine's
 * check of a property type does not autoload either); self and parent are the declaring class's. */
static bool msgpack_decode_class_takes(const zend_property_info *info, zend_string *name, zend_class_entry *vce)
{
	zend_class_entry *ce = zend_string_equals_literal_ci(name, "self") ? info->ce
		: zend_string_equals_literal_ci(name, "parent") ? info->ce->parent
		: zend_lookup_class_ex(name, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);

	return ce && instanceof_function(vce, ce);
}

/* An intersection type's list takes an object its every class takes. */
static bool msgpack_decode_intersection_takes(const zend_property_info *info, zend_type_list *list,
	zend_class_entry *vce)
{
	const zend_type *single;

	ZEND_TYPE_LIST_FOREACH(list, single) {
		if (!ZEND_TYPE_HAS_NAME(*single) || !msgpack_decode_class_takes(info, ZEND_TYPE_NAME(*single), vce)) {
			return false;
		}
	} ZEND_TYPE_LIST_FOREACH_END();
	return true;
}

/* Whether a declared property's type takes value as it is (no coercion, no autoloading, no user code). */
static bool msgpack_decode_type_takes(zend_property_info *info, const zval *value)
{
	if (Z_TYPE_P(value) != IS_OBJECT) {
		return Z_TYPE_P(value) != IS_REFERENCE && ZEND_TYPE_CONTAINS_CODE(info->type, Z_TYPE_P(value));
	}
	if (ZEND_TYPE_FULL_MASK(info->type) & MAY_BE_OBJECT) {
		return true;
	}
	if (!ZEND_TYPE_IS_COMPLEX(info->type)) {
		return false;
	}
	if (ZEND_TYPE_IS_INTERSECTION(info->type)) {
		return msgpack_decode_intersection_takes(info, ZEND_TYPE_LIST(info->type), Z_OBJCE_P(value));
	}
	const zend_type *single;
	ZEND_TYPE_FOREACH(info->type, single) {
		/* (a DNF type's member may be an intersection: (A&B)|null) */
		if (ZEND_TYPE_IS_INTERSECTION(*single)
				? msgpack_decode_intersection_takes(info, ZEND_TYPE_LIST(*single), Z_OBJCE_P(value))
				: ZEND_TYPE_HAS_NAME(*single) && msgpack_decode_class_takes(info, ZEND_TYPE_NAME(*single), Z_OBJCE_P(value))) {
			return true;
		}
	} ZEND_TYPE_FOREACH_END();
	return false;
}

#if PHP_VERSION_ID >= 80600
/*
 * PHP 8.6: a failed value for the typed property whose slot is slot (taken over) is not written there: the property
 * gets its default back (uninitialised where it has none), as unserialize() leaves it, and the value waits among the
 * delayed calls, queued now, after what its own decode queued, so that it goes after the object, as unserialize()
 * releases it. What the slot held goes now: a repeated name's value was queued already as the name was read.
 */
static ZEND_COLD void msgpack_decode_failed_typed(msgpack_decoder *dec, zend_object *obj, zval *slot,
	const zend_property_info *typed, zval *value)
{
	zval old, *def = &CE_DEFAULT_PROPERTIES_TABLE(obj->ce)[slot - obj->properties_table];

	if (Z_ISREF_P(slot)) {
		/* a repeated name's reference leaves this property: its type no longer restricts it */
		ZEND_REF_DEL_TYPE_SOURCE(Z_REF_P(slot), typed);
	}
	ZVAL_COPY_VALUE(&old, slot);
	/* (as the engine fills a new object's slots) */
	if (UNEXPECTED(obj->ce->type == ZEND_INTERNAL_CLASS)) {
		ZVAL_COPY_OR_DUP_PROP(slot, def);
	} else {
		ZVAL_COPY_PROP(slot, def);
	}
	zval_ptr_dtor(&old);
	if (msgpack_decode_queues_replaced(&dec->php, value)) {
		/* (php.replaced_held is clear: no store is under way) */
		msgpack_decode_drop_replaced(dec, value);
	} else {
		zval_ptr_dtor(value);
	}
}
#endif

/*
 * obj's property table, for the dynamic property a failed value stays in (its name was not judged as it was read, so
 * nothing built the table): charged as the store would have charged it; NULL when the input cannot pay, and then the
 * decode's own error stays the one reported.
 */
static ZEND_COLD HashTable *msgpack_decode_failed_table(msgpack_decoder *dec, zend_object *obj)
{
	msgpack_error error = dec->error;
	size_t offset = dec->error_offset;
	char detail[sizeof(dec->error_detail)];

	memcpy(detail, dec->error_detail, sizeof(detail));
	HashTable *table = msgpack_decode_prop_table(dec, obj);
	if (UNEXPECTED(!table)) {
		dec->error = error;
		dec->error_offset = offset;
		memcpy(dec->error_detail, detail, sizeof(detail));
	}
	return table;
}

/*
 * The value (taken over) whose decode failed for property key of obj: left in the property, as unserialize() leaves
 * it (it decodes into the property), so that the object's release releases it, after the object's destructor, which
 * sees it (null where nothing was decoded); else, released now. A value a typed property's type does not take as it is, or a name without a place,
 * goes now (nothing invalid is written). PHP 8.6's unserialize() writes no failed value to a typed property: there the
 * property gets its default back and the value waits among the delayed calls (msgpack_decode_failed_typed()).
 */
static ZEND_COLD void msgpack_decode_failed_prop(msgpack_decoder *dec, zend_object *obj, HashTable *props,
	zend_string *key, zval *value)
{
	zval *slot = NULL;
	const zend_property_info *info;

	if (Z_ISUNDEF_P(value)) {
		/* nothing decoded (cut short, a byte no value starts with): unserialize() leaves null in the property, which
		 * it cleared as it read the name */
		ZVAL_NULL(value);
	}
	if (key) {
		slot = props ? zend_hash_find(props, key)
			: obj->properties ? zend_hash_find(obj->properties, key)
			: ZSTR_LEN(key) != 0 && (info = msgpack_decode_cached_info(obj->ce, key)) != NULL
			? OBJ_PROP(obj, info->offset) : NULL;
		HashTable *table = props ? props : obj->properties;
		msgpack_prop_name kind = slot ? MSGPACK_PROP_RENAMED : msgpack_decode_renamed_prop(obj->ce, key, &info);
		if (!slot && kind == MSGPACK_PROP_RENAMED) {
			/* another name of a declared property ("p" or "\0*\0p" for a protected one): its slot, as the store
			 * takes it; a static one's: the dynamic property of its name the name's reading made */
			slot = table ? zend_hash_find(table, info->name)
				: !(info->flags & ZEND_ACC_STATIC) ? OBJ_PROP(obj, info->offset) : NULL;
		} else if (!slot && (obj->ce->ce_flags & ZEND_ACC_ALLOW_DYNAMIC_PROPERTIES) && kind == MSGPACK_PROP_DYNAMIC
				&& (table || (table = msgpack_decode_failed_table(dec, obj)) != NULL)) {
			/* a dynamic property the class allows (not judged as it was read): its place now */
			slot = zend_hash_add_new(table, key, &EG(uninitialized_zval));
		}
	}
	if (slot) {
		if (Z_TYPE_P(slot) == IS_INDIRECT) {
			slot = Z_INDIRECT_P(slot);
		}
		/* (a declared property's slot: the engine's lookup of its info takes no other) */
		zend_property_info *typed = slot >= obj->properties_table
				&& slot < obj->properties_table + obj->ce->default_properties_count
			? zend_get_typed_property_info_for_slot(obj, slot) : NULL;
#if PHP_VERSION_ID >= 80600
		if (typed) {
			msgpack_decode_failed_typed(dec, obj, slot, typed, value);
			return;
		}
#endif
		if (typed && !msgpack_decode_type_takes(typed, value)) {
			slot = NULL;
		} else if (typed && Z_ISREF_P(slot)) {
			/* a repeated name's reference leaves this property: its type no longer restricts it (as the store) */
			ZEND_REF_DEL_TYPE_SOURCE(Z_REF_P(slot), typed);
		}
	}
	if (!slot) {
		zval_ptr_dtor(value);
		return;
	}
	zval old;
	ZVAL_COPY_VALUE(&old, slot);
	ZVAL_COPY_VALUE(slot, value);
	/* (a default, or a repeated name's value, queued already as the name was read) */
	zval_ptr_dtor(&old);
}

/* count name/value pairs into obj's properties. */
zend_result msgpack_decode_props(msgpack_decoder *dec, zend_object *obj, uint32_t count)
{
	HashTable *props = NULL;
	/* Declared properties are written straight into their slots, without the property table that building would cost
	 * each object (and that unserialize() builds): a name no slot takes goes through the table, built then. */
	bool direct = obj->handlers->get_properties == zend_std_get_properties
		&& (obj->ce->default_properties_count || msgpack_decode_keys_from_record(dec));
	/* while shaping, the names so far (referenced), every one written into a slot: the shape they make */
	zend_string *names[MSGPACK_OBJ_SHAPE_MAX_COUNT];
	const zend_property_info *infos[MSGPACK_OBJ_SHAPE_MAX_COUNT];
	bool shaping = false;
	uint32_t total = count, named = 0, owned = 0;  /* owned: the names[] this call holds (its own references) */
	zend_result result = SUCCESS;

	if (count == 0) {
		return SUCCESS;
	}
	if (!obj->ce->default_properties_count && !obj->properties && obj->handlers->get_properties == zend_std_get_properties) {
		/* stdClass and classes without declared properties: a table of the right size straight away. */
		obj->properties = zend_new_array(msgpack_decode_reserve(dec, count, false));
	}
	if (!direct) {
		props = obj->handlers->get_properties(obj);
	} else if (count <= MSGPACK_OBJ_SHAPE_MAX_COUNT && !msgpack_decode_keys_from_record(dec)) {
		msgpack_obj_shape *shape = msgpack_obj_shape_slot(obj->ce, count);
		if (shape->ce == obj->ce && shape->count == count) {
			shape->users++;
			for (; named < total; named++) {
				zend_string *name = shape->names[named];
				zval value;
				size_t head;

				if (!msgpack_decode_is_name(dec, name, &head)) {
					break;
				}
				dec->p += head + ZSTR_LEN(name);
				/* (a shape names each property once: msgpack_obj_shape_record()) */
				msgpack_shape_list *memo = &shape->lists[named & (MSGPACK_SHAPE_LISTS - 1)];
				if (!msgpack_shape_list_hit(dec, memo, named, &value)) {
					const unsigned char *at = dec->p;
					uint32_t swaps = dec->buffer_swaps;
					if (UNEXPECTED(msgpack_decode_value(dec, &value) != SUCCESS)) {
						msgpack_decode_failed_prop(dec, obj, NULL, name, &value);
						result = FAILURE;
						break;
					}
					/* (an ext hook that swapped the buffer may have freed the bytes at `at`) */
					if (Z_TYPE(value) == IS_ARRAY && Z_ARRVAL(value) != &zend_empty_array
							&& EXPECTED(swaps == dec->buffer_swaps)) {
						msgpack_shape_list_note(dec, memo, named, at, &value);
					}
				}
				/* (a table user code built meanwhile is the truth) */
				result = EXPECTED(!obj->properties)
					? msgpack_decode_store_declared(dec, obj, OBJ_PROP(obj, shape->infos[named]->offset), name, &value)
					: msgpack_decode_store_prop(dec, obj, obj->handlers->get_properties(obj), name, &value);
				if (UNEXPECTED(result != SUCCESS)) {
					break;
				}
			}
			shape->users--;
			MSGPACK_COUNT(shaped_names, named);
			if (UNEXPECTED(result != SUCCESS)) {
				return FAILURE;
			}
			count -= named;
			if (count > 0 && shape->users == 0) {
				/* another order of names: the object may make the shape anew, beginning with the names that matched */
				shaping = true;
				for (uint32_t i = 0; i < named; i++) {
					names[i] = zend_string_copy(shape->names[i]);
					infos[i] = shape->infos[i];
				}
				owned = named;
			}
		} else {
			shaping = shape->users == 0;
		}
	}
	msgpack_prop_numbering numbering;
	numbering.table = NULL;
	for (; count > 0; count--) {
		zend_string *key;
		zval value, other;

		ZVAL_UNDEF(&other);
		if (UNEXPECTED(msgpack_decode_prop_key(dec, &key, &other) != SUCCESS)) {
			result = FAILURE;
			break;
		}
		const zend_property_info *info = NULL;
		zval *prev = !key ? NULL : !direct ? zend_hash_find(props, key)
			: obj->properties ? zend_hash_find(obj->properties, key)
			: ZSTR_LEN(key) != 0 && (info = msgpack_decode_cached_info(obj->ce, key)) != NULL
			? OBJ_PROP(obj, info->offset) : NULL;
		/* (a name no slot takes: judged now, before its value runs any user code) */
		if (UNEXPECTED(!prev) && key && msgpack_decode_prop_name_judged(obj->ce, key) && UNEXPECTED(
				msgpack_decode_prop_name_read(dec, obj, direct ? obj->properties : props, key, &prev) != SUCCESS)) {
			zend_string_release(key);
			result = FAILURE;
			break;
		}
		bool held = msgpack_decode_hold_replaced(dec, prev);
		if (UNEXPECTED(msgpack_decode_value(dec, &value) != SUCCESS)
				|| (key && UNEXPECTED(msgpack_decode_charge_name(dec, key, "Long property names used more often") != SUCCESS))) {
			msgpack_decode_failed_prop(dec, obj, direct ? NULL : props, key, &value);
			zval_ptr_dtor(&other);
			if (key) {
				zend_string_release(key);
			}
			result = FAILURE;
			break;
		}
		if (UNEXPECTED(!key)) {
			shaping = false;
			/* (the table built now, or fetched again: user code run by a value may have built or replaced it) */
			HashTable *table = direct ? msgpack_decode_prop_table(dec, obj) : props;
			if (UNEXPECTED(!table)) {
				zval_ptr_dtor(&value);
				zval_ptr_dtor(&other);
				result = FAILURE;
				break;
			}
			result = msgpack_decode_illegal_prop(dec, obj, table, &numbering, &other, &value);
			if (UNEXPECTED(result != SUCCESS)) {
				break;
			}
			continue;
		}
		dec->php.replaced_held = held;
		if (!direct) {
			result = msgpack_decode_store_prop(dec, obj, props, key, &value);
		} else if (!obj->properties && ZSTR_LEN(key) != 0
				&& (info != NULL || (info = msgpack_decode_cached_info(obj->ce, key)) != NULL)) {
			result = msgpack_decode_store_declared(dec, obj, OBJ_PROP(obj, info->offset), key, &value);
			if (shaping && ZSTR_LEN(key) <= 255) {
				names[named] = key;
				infos[named++] = info;
				owned = named;
				key = NULL;
			} else {
				shaping = false;
			}
		} else {
			/* Built now, or fetched again: user code run by a value may have built or replaced it. */
			HashTable *table = msgpack_decode_prop_table(dec, obj);
			shaping = false;
			if (EXPECTED(table)) {
				result = msgpack_decode_store_prop(dec, obj, table, key, &value);
			} else {
				zval_ptr_dtor(&value);
				result = FAILURE;
			}
		}
		dec->php.replaced_held = false;
		if (key) {
			zend_string_release(key);
		}
		if (UNEXPECTED(result != SUCCESS)) {
			break;
		}
	}
	if (UNEXPECTED(numbering.table != NULL)) {
		zend_hash_destroy(&numbering.numbers);
	}
	if (shaping && result == SUCCESS && named == total) {
		/* (the names' references go with them) */
		msgpack_obj_shape_record(obj->ce, total, names, infos);
	} else {
		for (uint32_t i = 0; i < owned; i++) {
			zend_string_release_ex(names[i], 0);
		}
	}
	return result;
}
