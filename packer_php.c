/*
 * msgpack for PHP: the encoder's PHP-object format (PECL msgpack's, byte for byte where PECL's output is valid).
 *
 * With msgpack.php_only (the default) PHP-only information travels in map entries whose key is nil:
 *   {nil:"Class", prop:value...}      an object; private and protected names mangled as PHP stores them
 *   {nil:"Class", nil:[...]}          an object with __serialize(), the array it returned
 *   {nil:3, "Class":"payload"}        Serializable
 *   {nil:6, "Class":"Case"}           an enum case
 *   {nil:1, ...}                      the map is a PHP reference (first occurrence of a referenced array/object)
 *   {nil:2|4|5, 0:id}                 the array reference / object / object reference already written as id
 * Ids count containers the way the decoder does: every array and map header in pre-order, the root being 1. PECL's
 * encoder skipped an id for the back-reference maps {nil:2} and {nil:5}, which its own decoder counts, so any
 * back-reference after one of them pointed at the wrong value; here every map written takes its id.
 * Without php_only, objects lose their class: an array of property values (assoc on, PECL's choice) or a map.
 */

#include "msgpack_encoder.h"
#include "ext/standard/php_incomplete_class.h"
#include "zend_enum.h"
#include "zend_exceptions.h"

/* ---- identity -------------------------------------------------------------------------------------------------- */

/* The id of an object written as nil (its __sleep() returned no array, its serialize() null): no container. */
#define MSGPACK_IDENTITY_NIL UINT32_MAX
#define MSGPACK_IDENTITY_INITIAL_SLOTS 32

/* Fibonacci hashing: the high half of the product mixes every bit of the address (allocations are 8-byte aligned,
 * often a fixed size apart). */
static zend_always_inline uint32_t msgpack_encode_identity_hash(const msgpack_identity *t, const zend_refcounted *counted)
{
	return (uint32_t) (((uint64_t) (uintptr_t) counted * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & t->mask;
}

/* The slot of counted, or the free slot where it would go. */
static zend_always_inline uint32_t *msgpack_encode_identity_slot(const msgpack_identity *t, const zend_refcounted *counted)
{
	uint32_t i = msgpack_encode_identity_hash(t, counted);

	while (t->slots[i] != 0 && t->entries[t->slots[i] - 1].counted != counted) {
		i = (i + 1) & t->mask;
	}
	return &t->slots[i];
}

/* Index of the given size over the entries. */
static void msgpack_encode_identity_index(msgpack_identity *t, uint32_t size)
{
	t->slots = ecalloc(size, sizeof(uint32_t));
	t->mask = size - 1;
	for (uint32_t i = 0; i < t->count; i++) {
		*msgpack_encode_identity_slot(t, t->entries[i].counted) = i + 1;
	}
}

/* msgpack_encode_identity_find_or_add()'s first entry or growth; the slot where counted goes. */
static zend_never_inline uint32_t *msgpack_encode_identity_make_room(msgpack_identity *t, zend_refcounted *counted)
{
	if (!t->entries) {
		t->entries = emalloc(MSGPACK_IDENTITY_INITIAL_SLOTS / 2 * sizeof(msgpack_identity_entry));
		t->count = 0;
		msgpack_encode_identity_index(t, MSGPACK_IDENTITY_INITIAL_SLOTS);
	} else {
		uint32_t size = (t->mask + 1) * 2;
		t->entries = erealloc(t->entries, size / 2 * sizeof(msgpack_identity_entry));
		efree(t->slots);
		msgpack_encode_identity_index(t, size);
	}
	return msgpack_encode_identity_slot(t, counted);
}

/* The id counted was written under, or 0 after recording it under id. */
static uint32_t msgpack_encode_identity_find_or_add(msgpack_encoder *enc, zend_refcounted *counted, uint32_t id)
{
	msgpack_identity *t = &enc->identity;
	uint32_t *slot;

	if (EXPECTED(t->entries)) {
		slot = msgpack_encode_identity_slot(t, counted);
		if (*slot) {
			return t->entries[*slot - 1].id;
		}
		if (UNEXPECTED(t->count == (t->mask + 1) / 2)) {
			slot = msgpack_encode_identity_make_room(t, counted);
		}
	} else {
		slot = msgpack_encode_identity_make_room(t, counted);
	}
	t->entries[t->count].counted = counted;
	t->entries[t->count].id = id;
	*slot = ++t->count;
	/* Held until the encode ends, so that a temporary freed meanwhile cannot hand its address to another value. */
	GC_ADDREF(counted);
	return 0;
}

/* The id counted was written under, or 0. */
static uint32_t msgpack_encode_identity_find(msgpack_encoder *enc, zend_refcounted *counted)
{
	if (!enc->identity.entries) {
		return 0;
	}
	uint32_t slot = *msgpack_encode_identity_slot(&enc->identity, counted);
	return slot ? enc->identity.entries[slot - 1].id : 0;
}

/*
 * Takes back the id of an object that ended up written as nil (the decoder counts no container for it). The object
 * stays listed, as nil: a later occurrence is nil too, without its __sleep() or serialize() called again, as
 * serialize() calls them once per object.
 */
static void msgpack_encode_identity_nil(msgpack_encoder *enc, zend_object *obj)
{
	if (enc->flags & MSGPACK_OPT_PHP_ONLY) {
		uint32_t slot = *msgpack_encode_identity_slot(&enc->identity, (zend_refcounted *) obj);
		ZEND_ASSERT(slot != 0);
		enc->identity.entries[slot - 1].id = MSGPACK_IDENTITY_NIL;
		enc->next_id--;
	}
}

/* Drops a hold on a PHP reference (which may have been its last). */
static void msgpack_encode_reference_release(zend_reference *ref)
{
	if (GC_DELREF(ref) == 0) {
		zval_ptr_dtor(&ref->val);
		efree_size(ref, sizeof(zend_reference));
	}
}

void msgpack_encode_identity_release(msgpack_encoder *enc)
{
	msgpack_identity *t = &enc->identity;
	msgpack_identity_entry *entries = t->entries;
	uint32_t count = t->count;

	/* Emptied first: a destructor run by a release below may start an encode of its own, never touch this one. */
	efree(t->slots);
	t->slots = NULL;
	t->entries = NULL;
	for (uint32_t i = 0; i < count; i++) {
		zend_refcounted *counted = entries[i].counted;
		if (GC_TYPE(counted) == IS_OBJECT) {
			OBJ_RELEASE((zend_object *) counted);
		} else {
			msgpack_encode_reference_release((zend_reference *) counted);
		}
	}
	efree(entries);
}

/* {nil:marker, 0:id}: a value already written. The decoder counts this map, so it takes an id too. */
static void msgpack_encode_back_reference(msgpack_encoder *enc, zend_long marker, uint32_t id)
{
	msgpack_encode_header(enc, 2, true);
	msgpack_encode_nil(enc);
	msgpack_encode_int(enc, marker);
	msgpack_encode_int(enc, 0);
	msgpack_encode_int(enc, id);
	enc->next_id++;
}

zend_result msgpack_encode_array_reference(msgpack_encoder *enc, zend_reference *ref)
{
	HashTable *ht = Z_ARR(ref->val);
	uint32_t existing = msgpack_encode_identity_find_or_add(enc, (zend_refcounted *) ref, enc->next_id + 1);

	if (existing) {
		msgpack_encode_back_reference(enc, MSGPACK_MARKER_RECURSIVE, existing);
		return SUCCESS;
	}
	if (zend_hash_num_elements(ht) == 0) {
		/* An empty array is written as one, marker-less; later references still point back at it. */
		msgpack_encode_header(enc, 0, false);
		enc->next_id++;
		return SUCCESS;
	}
	enc->next_id++;
	if (UNEXPECTED(msgpack_encode_enter(enc) != SUCCESS)) {
		return FAILURE;
	}
	/* {nil:1, key:value...}: every key written, lists too, as PECL does. */
	msgpack_encode_header(enc, zend_hash_num_elements(ht) + 1, true);
	msgpack_encode_nil(enc);
	msgpack_encode_int(enc, MSGPACK_MARKER_REFERENCE);
	zend_result result = msgpack_encode_pairs(enc, ht);
	enc->depth--;
	return result;
}

/* ---- objects --------------------------------------------------------------------------------------------------- */


static void msgpack_encode_php_name(msgpack_encoder *enc, zend_string *str)
{
	msgpack_encode_zstr(enc, str, (enc->flags & MSGPACK_OPT_STR8) != 0);
}

/* msgpack_encode_prop_value() with the incomplete class's own name entry as the one skipped. */
#define MSGPACK_INCOMPLETE_SKIP(incomplete) \
	((incomplete) ? MAGIC_MEMBER : NULL), ((incomplete) ? sizeof(MAGIC_MEMBER) - 1 : 0)

static zend_always_inline zval *msgpack_encode_php_prop_value(zval *v, zend_string *key, bool incomplete)
{
	return msgpack_encode_prop_value(v, key, MSGPACK_INCOMPLETE_SKIP(incomplete));
}

static uint32_t msgpack_encode_count_props(HashTable *props, bool incomplete)
{
	zend_string *key;
	zval *v;
	uint32_t n = 0;

	ZEND_HASH_FOREACH_STR_KEY_VAL(props, key, v) {
		if (msgpack_encode_php_prop_value(v, key, incomplete)) {
			n++;
		}
	} ZEND_HASH_FOREACH_END();
	return n;
}

static ZEND_COLD zend_result msgpack_encode_props_changed(msgpack_encoder *enc, zend_object *obj)
{
	zend_throw_error(NULL, "Object of class %s changed while it was being serialized", ZSTR_VAL(obj->ce->name));
	return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
}

/*
 * The n properties counted for the header as name/value pairs (keys false: values only, PECL's php_only=0 array
 * form, or an object record's values under its names). The table is held by the caller, so writes to dynamic
 * properties separate it; a declared property that user code reached from an earlier value initialised or unset
 * meanwhile would break the count, or write a value under another property's name in a record, and is an error (the
 * caller discards what was written).
 */
static zend_result msgpack_encode_props(msgpack_encoder *enc, zend_object *obj, HashTable *props, uint32_t n,
	bool incomplete, bool keys, zend_string *const *names)
{
	uint32_t written;

	if (UNEXPECTED(msgpack_encode_property_entries(enc, props, keys, MSGPACK_INCOMPLETE_SKIP(incomplete), names, n,
			&written) != SUCCESS)) {
		return FAILURE;
	}
	if (UNEXPECTED(written != n)) {
		return msgpack_encode_props_changed(enc, obj);
	}
	return SUCCESS;
}

/* The class map header: {[nil:1,] nil:"Class", ...n entries}. */
msgpack_inline void msgpack_encode_class_header(msgpack_encoder *enc, zend_string *class_name, uint32_t n, zend_reference *ref)
{
	msgpack_encode_header(enc, n + 1 + (ref != NULL), true);
	if (ref) {
		msgpack_encode_nil(enc);
		msgpack_encode_int(enc, MSGPACK_MARKER_REFERENCE);
	}
	msgpack_encode_nil(enc);
	msgpack_encode_php_name(enc, class_name);
}

#define MSGPACK_OBJECT_RECORD_STACK_KEYS 18

/* An object record's key list [nil, "Class", names...], kept while its values are written. */
typedef struct {
	zend_string *stack[MSGPACK_OBJECT_RECORD_STACK_KEYS];
	zend_string **keys; /* stack, or allocated */
	uint32_t count;     /* names held: keys[2..count) */
} msgpack_object_record_names;

static void msgpack_object_record_names_release(msgpack_object_record_names *names)
{
	for (uint32_t i = 2; i < names->count; i++) {
		zend_string_release(names->keys[i]);
	}
	if (names->keys != names->stack) {
		efree(names->keys);
	}
}

/*
 * Compact mode: the head of an object record, [nil, "Class", names of the n properties written...], when every name
 * is a string (not an integer key); false: nothing written. The names are held in *names (released by the caller
 * either way) for the values, which are written under them: user code they run may unset and initialise properties.
 */
static bool msgpack_encode_object_record(msgpack_encoder *enc, zend_string *class_name, HashTable *props, uint32_t n,
	bool incomplete, msgpack_object_record_names *names)
{
	zend_string *key;
	zval *v;

	names->keys = names->stack;
	names->count = 2;
	if (n + 2 > MSGPACK_OBJECT_RECORD_STACK_KEYS) {
		names->keys = safe_emalloc(n, sizeof(zend_string *), 2 * sizeof(zend_string *));
	}
	names->keys[0] = NULL;
	names->keys[1] = class_name;
	if (props) {
		ZEND_HASH_FOREACH_STR_KEY_VAL(props, key, v) {
			if (!msgpack_encode_php_prop_value(v, key, incomplete)) {
				continue;
			}
			/* (a name of 4 GiB or more: no record, and the plain path refuses it) */
			if (!key || names->count == n + 2 || UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(key)))) {
				return false;
			}
			names->keys[names->count++] = zend_string_copy(key);
		} ZEND_HASH_FOREACH_END();
	}
	return names->count == n + 2 && msgpack_encode_record_head(enc, names->keys, names->count);
}

/* Looks a __sleep() name up as PHP stores it: public, then private to the object's class, then protected. */
static zval *msgpack_encode_sleep_find(HashTable *props, zend_class_entry *ce, zend_string *name, zend_string **key)
{
	zval *v;

	if ((v = zend_hash_find(props, name)) != NULL) {
		*key = zend_string_copy(name);
		return v;
	}
	*key = zend_mangle_property_name(ZSTR_VAL(ce->name), ZSTR_LEN(ce->name), ZSTR_VAL(name), ZSTR_LEN(name), 0);
	if ((v = zend_hash_find(props, *key)) != NULL) {
		return v;
	}
	zend_string_release(*key);
	*key = zend_mangle_property_name("*", 1, ZSTR_VAL(name), ZSTR_LEN(name), 0);
	if ((v = zend_hash_find(props, *key)) != NULL) {
		return v;
	}
	zend_string_release(*key);
	*key = NULL;
	return NULL;
}

/*
 * A virtual property (PHP 8.4) has no value: serialize() leaves a __sleep() name for one out (after its warning), and a
 * nil in its place could not be read back, unserialize() refusing any value for it.
 */
static bool msgpack_encode_sleep_virtual(const zend_class_entry *ce, zend_string *name)
{
#ifdef ZEND_ACC_VIRTUAL
	const zend_property_info *info = zend_hash_find_ptr(&ce->properties_info, name);

	return info && (info->flags & ZEND_ACC_VIRTUAL);
#else
	(void) ce;
	(void) name;
	return false;
#endif
}

/* A property __sleep() named, as it is written: its key and its value, both held (UNDEF: the object has no such
 * property, written as nil). */
typedef struct {
	zend_string *key;
	zval value;
} msgpack_sleep_entry;

#define MSGPACK_SLEEP_STACK_ENTRIES 16

static void msgpack_sleep_entries_release(msgpack_sleep_entry *entries, uint32_t n, const msgpack_sleep_entry *stack)
{
	for (uint32_t i = 0; i < n; i++) {
		zend_string_release(entries[i].key);
		zval_ptr_dtor(&entries[i].value);
	}
	if (entries != stack) {
		efree(entries);
	}
}

/*
 * The entries of the names __sleep() returned, taken before the header is written, as serialize() takes them: the
 * names are read once (one held through a PHP reference may be changed by user code a value runs) and the values as
 * they are then (an error handler a notice runs may unset one already taken), so the count covers exactly what
 * follows. An uninitialised typed property is left out silently, as serialize() leaves it (nil could not be read back
 * into it), and a virtual one after the "does not exist" notice. FAILURE: a notice left an exception pending.
 */
static zend_result msgpack_encode_sleep_entries(msgpack_encoder *enc, zend_object *obj, HashTable *names,
	HashTable *props, msgpack_sleep_entry *entries, uint32_t *count)
{
	zval *name;
	uint32_t n = 0;
	zend_result result = SUCCESS;

	ZEND_HASH_FOREACH_VAL(names, name) {
		zend_string *key;
		zval *v;

		ZVAL_DEREF(name);
		if (Z_TYPE_P(name) != IS_STRING) {
			if (UNEXPECTED(msgpack_codec_notice(enc->notice, MSGPACK_NOTICE_SLEEP_NOT_STRING, NULL) != SUCCESS)) {
				result = FAILURE;
				break;
			}
			continue;
		}
		v = msgpack_encode_sleep_find(props, obj->ce, Z_STR_P(name), &key);
		if (v && Z_TYPE_P(v) == IS_INDIRECT) {
			v = Z_INDIRECT_P(v);
			if (Z_TYPE_P(v) == IS_UNDEF && zend_get_typed_property_info_for_slot(obj, v)) {
				zend_string_release(key);
				continue;
			}
		}
		if (!v || Z_TYPE_P(v) == IS_UNDEF) {
			if (v || !msgpack_encode_sleep_virtual(obj->ce, Z_STR_P(name))) {
				entries[n].key = key ? key : zend_string_copy(Z_STR_P(name));
				ZVAL_UNDEF(&entries[n++].value);
			}
			if (UNEXPECTED(msgpack_codec_notice(enc->notice, MSGPACK_NOTICE_SLEEP_MISSING, Z_STRVAL_P(name)) != SUCCESS)) {
				result = FAILURE;
				break;
			}
			continue;
		}
		entries[n].key = key;
		/* An object behind a PHP reference nothing else holds is written as a plain value (msgpack_encode_other()):
		 * the copy must not make that reference a shared one. */
		if (Z_ISREF_P(v) && Z_REFCOUNT_P(v) == 1 && Z_TYPE_P(Z_REFVAL_P(v)) == IS_OBJECT) {
			v = Z_REFVAL_P(v);
		}
		ZVAL_COPY(&entries[n++].value, v);
	} ZEND_HASH_FOREACH_END();
	*count = n;
	return result;
}

/*
 * An object whose class has __sleep(): only the named properties. Unlike PECL, names that are not strings are left
 * out of the map's count as well (PECL wrote a header promising them: a corrupt map), and an empty list gives an
 * object without properties (PECL wrote nothing at all).
 */
static zend_result msgpack_encode_sleep(msgpack_encoder *enc, zend_object *obj, zend_function *sleep_fn,
	zend_string *class_name, zend_reference *ref)
{
	msgpack_sleep_entry stack[MSGPACK_SLEEP_STACK_ENTRIES], *entries = stack;
	zval names;
	uint32_t n;
	msgpack_frame lock;

	msgpack_serialize_lock(&lock);
	zend_call_known_instance_method_with_0_params(sleep_fn, obj, &names);
	msgpack_serialize_unlock(&lock);
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(&names);
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	if (UNEXPECTED(Z_TYPE(names) != IS_ARRAY)) {
		zval_ptr_dtor(&names);
		if (UNEXPECTED(msgpack_codec_notice(enc->notice, MSGPACK_NOTICE_SLEEP_NOT_ARRAY, NULL) != SUCCESS)) {
			return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
		}
		msgpack_encode_identity_nil(enc, obj);
		msgpack_encode_nil(enc);
		return SUCCESS;
	}

	/*
	 * Held while the names are looked up, which may run an error handler: a write to the object then separates it.
	 * Taken for serialising, as serialize() takes it: a lazy object flagged SKIP_INITIALIZATION_ON_SERIALIZE stays
	 * uninitialised (its properties then missing), and get_properties_for handlers are heard.
	 */
	zval zv;
	ZVAL_OBJ(&zv, obj);
	HashTable *props = zend_get_properties_for(&zv, ZEND_PROP_PURPOSE_SERIALIZE);
	zend_result result;

	if (UNEXPECTED(!props)) {
		props = (HashTable *) &zend_empty_array;
	}
	if (UNEXPECTED(EG(exception))) {
		/* A lazy object's initializer threw: serialize() stops there, without a notice for each name. */
		zend_release_properties(props);
		zval_ptr_dtor(&names);
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	if (zend_hash_num_elements(Z_ARR(names)) > MSGPACK_SLEEP_STACK_ENTRIES) {
		entries = safe_emalloc(zend_hash_num_elements(Z_ARR(names)), sizeof(msgpack_sleep_entry), 0);
	}
	result = msgpack_encode_sleep_entries(enc, obj, Z_ARR(names), props, entries, &n);
	zend_release_properties(props);
	zval_ptr_dtor(&names);
	if (UNEXPECTED(result != SUCCESS)) {
		result = msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	} else {
		msgpack_encode_class_header(enc, class_name, n, ref);
		for (uint32_t i = 0; i < n; i++) {
			/* (a name __sleep() returned may be of any length) */
			if (UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(entries[i].key)))) {
				result = msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
				break;
			}
			msgpack_encode_php_name(enc, entries[i].key);
			if (UNEXPECTED(msgpack_encode_value(enc, &entries[i].value) != SUCCESS)) {
				result = FAILURE;
				break;
			}
		}
	}
	msgpack_sleep_entries_release(entries, n, stack);
	return result;
}

/* {nil:"Class", nil:payload}: what __serialize() returned, as an ordinary array. */
static zend_result msgpack_encode_serialize_method(msgpack_encoder *enc, zend_object *obj, zend_string *class_name)
{
	zval payload;
	msgpack_frame lock;

	msgpack_serialize_lock(&lock);
	zend_call_known_instance_method_with_0_params(obj->ce->__serialize, obj, &payload);
	msgpack_serialize_unlock(&lock);
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(&payload);
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	if (UNEXPECTED(Z_TYPE(payload) != IS_ARRAY)) {
		zval_ptr_dtor(&payload);
		zend_type_error("%s::__serialize() must return an array", ZSTR_VAL(obj->ce->name));
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	/* A referenced object keeps no reference marker in this form: PECL's layout. */
	msgpack_encode_class_header(enc, class_name, 1, NULL);
	msgpack_encode_nil(enc);
	/* The reader takes the payload's maps for arrays whatever msgpack.assoc says (msgpack_decode_payload()): a
	 * stdClass in it keeps its class marker, where a plain map would come back as an array. */
	bool assoc_off = (enc->flags & (MSGPACK_OPT_PHP_ONLY | MSGPACK_OPT_ASSOC)) == MSGPACK_OPT_PHP_ONLY;
	if (assoc_off) {
		enc->flags |= MSGPACK_OPT_ASSOC;
	}
	zend_result result = msgpack_encode_value(enc, &payload);
	if (assoc_off) {
		enc->flags &= ~MSGPACK_OPT_ASSOC;
	}
	zval_ptr_dtor(&payload);
	return result;
}

/*
 * {nil:3, "Class":"payload"} for Serializable; nil when serialize() returned null, as PECL. A referenced object gets
 * no reference marker: PECL's decoder calls unserialize() on the reference itself, which loses (and leaks) it.
 */
static zend_result msgpack_encode_serializable(msgpack_encoder *enc, zend_object *obj, zend_string *class_name)
{
	unsigned char *data = NULL;
	size_t len = 0;
	zval zv;

	ZVAL_OBJ(&zv, obj);
	if (obj->ce->serialize(&zv, &data, &len, NULL) != SUCCESS) {
		if (EG(exception)) {
			return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
		}
		msgpack_encode_identity_nil(enc, obj);
		msgpack_encode_nil(enc);
		return SUCCESS;
	}
	if (UNEXPECTED(!msgpack_encode_length_ok(len))) {
		efree(data);
		return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
	}
	msgpack_encode_header(enc, 2, true);
	msgpack_encode_nil(enc);
	msgpack_encode_int(enc, MSGPACK_MARKER_CUSTOM_OBJECT);
	msgpack_encode_php_name(enc, class_name);
	/* PECL writes this payload with str8 whatever msgpack.use_str8_serialization says. */
	msgpack_encode_str(enc, (const char *) data, len, true);
	efree(data);
	return SUCCESS;
}

static zend_result msgpack_encode_object_body(msgpack_encoder *enc, zend_object *obj, zend_reference *ref)
{
	zend_class_entry *ce = obj->ce;
	bool php_only = (enc->flags & MSGPACK_OPT_PHP_ONLY) != 0;
	zend_function *sleep_fn;

	if (ce->ce_flags & ZEND_ACC_ENUM) {
		msgpack_encode_header(enc, 2, true);
		msgpack_encode_nil(enc);
		msgpack_encode_int(enc, MSGPACK_MARKER_ENUM);
		msgpack_encode_php_name(enc, ce->name);
		msgpack_encode_php_name(enc, Z_STR_P(zend_enum_fetch_case_name(obj)));
		return SUCCESS;
	}
	if (ce->__serialize) {
		return msgpack_encode_serialize_method(enc, obj, ce->name);
	}
	if (ce->serialize) {
		return msgpack_encode_serializable(enc, obj, ce->name);
	}

	bool incomplete = ce == php_ce_incomplete_class;
	zend_string *class_name = incomplete ? php_lookup_class_name(obj) : NULL;
	zend_result result = SUCCESS;

	if (!class_name) {
		class_name = zend_string_copy(ce->name);
	}
	if (ce != enc->sleep_ce) {
		/* A class's methods are fixed once it is linked. */
		enc->sleep_ce = ce;
		enc->sleep_fn = zend_hash_find_ptr(&ce->function_table, ZSTR_KNOWN(ZEND_STR_SLEEP));
	}
	if (!incomplete && (sleep_fn = enc->sleep_fn) != NULL) {
		/*
		 * A referenced object gets the reference marker, which PECL left out here (so the reference link was lost);
		 * PECL's decoder reads it. (Not for __serialize(): PECL's decoder drops the payload after that marker.)
		 */
		result = msgpack_encode_sleep(enc, obj, sleep_fn, class_name, ref);
		zend_string_release(class_name);
		return result;
	}

	zval zv;
	ZVAL_OBJ(&zv, obj);
	HashTable *props = zend_get_properties_for(&zv, ZEND_PROP_PURPOSE_SERIALIZE);
	/* Declared properties may be uninitialised: count what will be written. */
	uint32_t n = props ? (ce->default_properties_count || incomplete
		? msgpack_encode_count_props(props, incomplete) : zend_hash_num_elements(props)) : 0;

	if (php_only && (ce != zend_standard_class_def || (enc->flags & MSGPACK_OPT_ASSOC))) {
		msgpack_object_record_names names;
		bool record = false;
		/* An incomplete class's name is the unserialized data's, of any length (a declared one is short). */
		if (UNEXPECTED(incomplete) && UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(class_name)))) {
			result = msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
		} else if ((enc->flags & MSGPACK_OPT_RECORDS) && !ref && msgpack_object_record_allowed(obj, n)) {
			record = msgpack_encode_object_record(enc, class_name, props, n, incomplete, &names);
			if (record) {
				/* The class and the property names are the record's: the values follow, under those names. */
				result = props ? msgpack_encode_props(enc, obj, props, n, incomplete, false, names.keys + 2) : SUCCESS;
			}
			msgpack_object_record_names_release(&names);
		}
		if (!record && result == SUCCESS) {
			msgpack_encode_class_header(enc, class_name, n, ref);
			result = props ? msgpack_encode_props(enc, obj, props, n, incomplete, true, NULL) : SUCCESS;
		}
	} else if (php_only || !(enc->flags & MSGPACK_OPT_ASSOC)) {
		/* assoc off: a plain map of the properties (stdClass only, in PHP-only mode). */
		msgpack_encode_header(enc, n + (php_only && ref ? 1 : 0), true);
		if (php_only && ref) {
			msgpack_encode_nil(enc);
			msgpack_encode_int(enc, MSGPACK_MARKER_REFERENCE);
		}
		result = props ? msgpack_encode_props(enc, obj, props, n, incomplete, true, NULL) : SUCCESS;
	} else {
		/* PECL without php_only: the property values as an array. */
		msgpack_encode_header(enc, n, false);
		result = props ? msgpack_encode_props(enc, obj, props, n, incomplete, false, NULL) : SUCCESS;
	}
	if (props) {
		zend_release_properties(props);
	}
	zend_string_release(class_name);
	return result;
}


msgpack_inline zend_result msgpack_encode_php_object_held(msgpack_encoder *enc, zend_object *obj, zend_reference *ref)
{
	zend_class_entry *ce = obj->ce;
	zend_result result;

	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_NOT_SERIALIZABLE)) {
		zend_throw_exception_ex(NULL, 0, "Serialization of '%s' is not allowed", ZSTR_VAL(ce->name));
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	if (enc->flags & MSGPACK_OPT_PHP_ONLY) {
		/*
		 * The PHP reference is tracked as well as the object: [$o, &$x, &$x] with $x = $o writes the object, then a
		 * {nil:5} to it, whose own id names the reference from then on, so the last element links to the second, not
		 * to a reference of its own.
		 */
		uint32_t existing = ref ? msgpack_encode_identity_find(enc, (zend_refcounted *) ref) : 0;
		if (existing) {
			msgpack_encode_back_reference(enc, MSGPACK_MARKER_OBJECT_REFERENCE, existing);
			return SUCCESS;
		}
		uint32_t id = enc->next_id + 1;
		existing = msgpack_encode_identity_find_or_add(enc, (zend_refcounted *) obj, id);
		if (UNEXPECTED(existing == MSGPACK_IDENTITY_NIL)) {
			msgpack_encode_nil(enc);
			return SUCCESS;
		}
		if (existing) {
			if (ref) {
				msgpack_encode_identity_find_or_add(enc, (zend_refcounted *) ref, id);
			}
			msgpack_encode_back_reference(enc, ref ? MSGPACK_MARKER_OBJECT_REFERENCE : MSGPACK_MARKER_OBJECT, existing);
			return SUCCESS;
		}
		enc->next_id++;
		if (UNEXPECTED(msgpack_encode_enter(enc) != SUCCESS)) {
			return FAILURE;
		}
		if (!ref) {
			result = msgpack_encode_object_body(enc, obj, NULL);
			enc->depth--;
			return result;
		}
		/* Held across the body: user code it runs may drop both sides of the reference (unset() the property and the
		 * variable), and its address must not go to another reference before it is recorded below. */
		GC_ADDREF(ref);
		result = msgpack_encode_object_body(enc, obj, ref);
		enc->depth--;
		/*
		 * Once written (not as nil, which takes back the object's id), the reference names it too, while it still
		 * holds it: one user code pointed at another value is a value of its own from here on.
		 */
		if (result == SUCCESS && msgpack_encode_identity_find(enc, (zend_refcounted *) obj) == id
				&& Z_TYPE(ref->val) == IS_OBJECT && Z_OBJ(ref->val) == obj) {
			msgpack_encode_identity_find_or_add(enc, (zend_refcounted *) ref, id);
		}
		msgpack_encode_reference_release(ref);
		return result;
	}

	/* Without identity tracking an object that contains itself would recurse forever: cut it with nil (else the depth
	 * limit ends it). Found in the encoder's own list, not by the engine's recursion flag, which the object's own
	 * __serialize() would see, and which other code (var_dump() calling __debugInfo()) sets. */
	bool guard = (enc->flags & MSGPACK_OPT_CUT_RECURSION) != 0;
	if (UNEXPECTED(guard && msgpack_encode_object_marked(enc, obj))) {
		msgpack_encode_nil(enc);
		return SUCCESS;
	}
	if (UNEXPECTED(msgpack_encode_enter(enc) != SUCCESS)) {
		return FAILURE;
	}
	if (guard) {
		msgpack_encode_mark_object(enc, obj);
	}
	result = msgpack_encode_object_body(enc, obj, ref);
	if (guard) {
		enc->marked_len--;
	}
	enc->depth--;
	return result;
}

zend_result msgpack_encode_php_object(msgpack_encoder *enc, zend_object *obj, zend_reference *ref)
{
	/*
	 * Held while it is written: its __serialize(), __sleep() or serialize(), or user code reached from one of its
	 * properties, may drop the last other reference to it (through the PHP reference it was reached by, say). In the
	 * PHP-only format the identity table holds every object from its first occurrence to the end of the encode.
	 */
	if (enc->flags & MSGPACK_OPT_PHP_ONLY) {
		return msgpack_encode_php_object_held(enc, obj, ref);
	}
	uint32_t refcount = msgpack_object_hold(obj);
	zend_result result = msgpack_encode_php_object_held(enc, obj, ref);
	msgpack_object_unhold(obj, refcount);
	return result;
}

