/*
 * msgpack for PHP: records, msgpackr's record extension (ext type 0x72), in both directions, and shared structures
 * (msgpack_compact.h; docs/FORMAT.md section 3.1).
 *
 * Decoding: `d4 72 ID` then an array of field names defines record ID for the rest of the message and is its first
 * instance; the byte ID then is an instance: the values of the fields, in order. An instance is built from a template
 * (the field names as an array of nulls, copied whole, each value written into the next bucket), as the decoder's map
 * shapes are. Field names must be strings; an instance counts as one container, as the map it stands for would.
 *
 * Encoding: a map whose keys are all strings is looked up by its key list (hash, then the keys compared); a new list
 * gets the next own id (after the shared ones, cycling and redefining when all are taken, as msgpackr does) and its
 * definition, or joins the shared structures while they have room.
 */

#include "msgpack_encoder.h"
#include "msgpack_decoder.h"

/* ---- key lists ------------------------------------------------------------------------------------------------- */

uint64_t msgpack_record_hash(zend_string *const *keys, uint32_t count)
{
	uint64_t h = count;

	for (uint32_t i = 0; i < count; i++) {
		h = (h ^ (keys[i] ? ZSTR_HASH(keys[i]) : 0)) * UINT64_C(0x9E3779B97F4A7C15);
	}
	return h;
}

/* Takes over the keys array and its references. */
void msgpack_record_init(msgpack_record *record, zend_string **keys, uint32_t count)
{
	record->count = count;
	record->values = count >= 2 && keys[0] == NULL ? count - 2 : count;
	record->keys = keys;
	record->template = NULL;
	record->hash = msgpack_record_hash(keys, count);
	record->uses = 0;
	record->refcount = 1;
	record->no_template = count == 0 || keys[0] == NULL;
}

bool msgpack_record_template(msgpack_record *record)
{
	if (record->no_template) {
		return false;
	}
	HashTable *template = zend_new_array(record->count);
	zval null_value;

	ZVAL_NULL(&null_value);
	for (uint32_t i = 0; i < record->count; i++) {
		zend_string *key = record->keys[i];
		zend_ulong idx;
		if (ZEND_HANDLE_NUMERIC_STR(ZSTR_VAL(key), ZSTR_LEN(key), idx) || !zend_hash_add(template, key, &null_value)) {
			zend_array_destroy(template);
			record->no_template = true;
			return false;
		}
	}
	record->template = template;
	return true;
}

/* Releases n names (a NULL one is an object record's nil) and the array holding them. */
static void msgpack_record_keys_free(zend_string **keys, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (keys[i]) {
			zend_string_release(keys[i]);
		}
	}
	if (keys) {
		efree(keys);
	}
}

void msgpack_record_release(msgpack_record *record)
{
	if (record->template) {
		zend_array_destroy(record->template);
		record->template = NULL;
	}
	msgpack_record_keys_free(record->keys, record->count);
	record->keys = NULL;
	record->count = 0;
}

/* Whether the record's names are exactly keys[0..count). */
static bool msgpack_record_matches(const msgpack_record *record, uint64_t hash, zend_string *const *keys, uint32_t count)
{
	if (record->hash != hash || record->count != count) {
		return false;
	}
	for (uint32_t i = 0; i < count; i++) {
		zend_string *a = record->keys[i], *b = keys[i];
		if (a != b && (!a || !b || !zend_string_equal_content(a, b))) {
			return false;
		}
	}
	return true;
}

/* ---- shared structures ----------------------------------------------------------------------------------------- */

msgpack_structures *msgpack_structures_create(uint32_t max)
{
	msgpack_structures *structures = emalloc(sizeof(msgpack_structures));

	structures->refcount = 1;
	structures->len = structures->committed = 0;
	structures->writing = false;
	structures->max = MIN(max, MSGPACK_STRUCTURES_MAX);
	/* Room as lists come: a maximum of thousands costs nothing until they do. */
	structures->cap = 0;
	structures->records = NULL;
	structures->index = NULL;
	structures->index_mask = 0;
	return structures;
}

void msgpack_structures_release(msgpack_structures *structures)
{
	if (--structures->refcount > 0) {
		return;
	}
	for (uint32_t i = 0; i < structures->len; i++) {
		msgpack_record_release(&structures->records[i]);
	}
	if (structures->records) {
		efree(structures->records);
	}
	if (structures->index) {
		efree(structures->index);
	}
	efree(structures);
}

/*
 * A key list's first slot in the index of a Structures: from the high half of its hash, which every bit of the keys'
 * hashes reaches (the low half follows only their low bits, which anyone can make alike). A lookup walks at most
 * MSGPACK_STRUCTURES_PROBES_MAX entries: past them, lists whose keys' hashes collide on purpose go without a record.
 */
#define MSGPACK_STRUCTURES_PROBES_MAX 512
static zend_always_inline uint32_t msgpack_structures_slot(const msgpack_structures *structures, uint64_t hash)
{
	return (uint32_t) (hash >> 32) & structures->index_mask;
}

static void msgpack_structures_index_add(msgpack_structures *structures, uint32_t i)
{
	uint32_t slot = msgpack_structures_slot(structures, structures->records[i].hash);

	while (structures->index[slot]) {
		slot = (slot + 1) & structures->index_mask;
	}
	structures->index[slot] = i + 1;
}

/* An index of a power of two slots, at least twice the room for lists (so at most half full), over the lists there
 * are. */
static void msgpack_structures_reindex(msgpack_structures *structures, uint32_t cap)
{
	uint32_t size = 16;

	while (size < 2 * cap) {
		size *= 2;
	}

	/* Made before the old one is freed: memory_limit may end the request in this allocation (PHP 8.4 raises it at
	 * once), and the Structures object outlives it, read again by a shutdown function. */
	uint32_t *index = safe_emalloc(size, sizeof(uint32_t), 0);

	memset(index, 0, (size_t) size * sizeof(uint32_t));
	if (structures->index) {
		efree(structures->index);
	}
	structures->index = index;
	structures->index_mask = size - 1;
	for (uint32_t i = 0; i < structures->len; i++) {
		msgpack_structures_index_add(structures, i);
	}
}

int msgpack_structures_find(const msgpack_structures *structures, uint64_t hash, zend_string *const *keys, uint32_t count,
	uint32_t visible)
{
	if (!structures->index) {
		return -1;
	}
	uint32_t probes = 0;
	for (uint32_t slot = msgpack_structures_slot(structures, hash); structures->index[slot];
			slot = (slot + 1) & structures->index_mask) {
		uint32_t i = structures->index[slot] - 1;
		MSGPACK_COUNT(structures_probes, 1);
		if (i < visible && msgpack_record_matches(&structures->records[i], hash, keys, count)) {
			return (int) i;
		}
		if (UNEXPECTED(++probes == MSGPACK_STRUCTURES_PROBES_MAX)) {
			break;
		}
	}
	return -1;
}

bool msgpack_structures_append(msgpack_structures *structures, zend_string **keys, uint32_t count)
{
	if (structures->len >= structures->max) {
		return false;
	}
	if (structures->len == structures->cap) {
		/* The room counts once the records and their index are allocated: a memory_limit error in either leaves
		 * an index at most half full, for as many lists as cap says (a full one would never end a probe). */
		uint32_t cap = MIN(MAX(2 * structures->cap, 8), structures->max);
		structures->records = safe_erealloc(structures->records, cap, sizeof(msgpack_record), 0);
		msgpack_structures_reindex(structures, cap);
		structures->cap = cap;
	}
	zend_string **copy = count ? safe_emalloc(count, sizeof(zend_string *), 0) : NULL;
	for (uint32_t i = 0; i < count; i++) {
		copy[i] = keys[i] ? zend_string_copy(keys[i]) : NULL;
	}
	msgpack_record_init(&structures->records[structures->len], copy, count);
	/* Read by every message: the template at once (a const record in the decoder is never changed). */
	msgpack_record_template(&structures->records[structures->len]);
	msgpack_structures_index_add(structures, structures->len++);
	if (!structures->writing) {
		structures->committed = structures->len;
	}
	return true;
}

void msgpack_structures_end(msgpack_structures *structures, bool keep)
{
	if (keep) {
		structures->committed = structures->len;
	} else if (structures->len > structures->committed) {
		while (structures->len > structures->committed) {
			msgpack_record_release(&structures->records[--structures->len]);
		}
		/* (rare: a failed pack() that appended) */
		msgpack_structures_reindex(structures, structures->cap);
	}
	structures->writing = false;
}

/* Instances of a record decoded without its template, before it is made. */
#define MSGPACK_RECORD_TEMPLATE_AFTER 3

/* ---- a decoder's records --------------------------------------------------------------------------------------- */

static msgpack_record *msgpack_record_new(zend_string **keys, uint32_t count)
{
	msgpack_record *record = emalloc(sizeof(msgpack_record));

	msgpack_record_init(record, keys, count);
	return record;
}

static void msgpack_record_drop(msgpack_record *record)
{
	if (--record->refcount == 0) {
		msgpack_record_release(record);
		efree(record);
	}
}

/* A table of records by index, and the reference it holds on each. */
static void msgpack_record_map_free(HashTable *map)
{
	msgpack_record *record;

	ZEND_HASH_FOREACH_PTR(map, record) {
		msgpack_record_drop(record);
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(map);
	FREE_HASHTABLE(map);
}

void msgpack_record_table_release(msgpack_record_table *table)
{
	for (uint64_t defined = table->defined; defined; defined &= defined - 1) {
		msgpack_record_drop(table->slots[msgpack_lowest_bit(defined)]);
	}
	table->defined = table->two_byte = 0;
	if (table->wide_own) {
		msgpack_record_map_free(table->wide_own);
		table->wide_own = NULL;
	}
	/* (wide is shared by copies: the records are held once, by the table of them) */
	if (table->wide && GC_DELREF(table->wide) == 0) {
		msgpack_record_map_free(table->wide);
	}
	table->wide = NULL;
}

void msgpack_record_table_copy(msgpack_record_table *dst, const msgpack_record_table *src)
{
	/* (copies are of a stream's kept records, settled: msgpack_decode_compact_release()) */
	ZEND_ASSERT(src->wide_own == NULL);
	dst->wide_own = NULL;
	dst->defined = src->defined;
	dst->two_byte = src->two_byte;
	for (uint64_t defined = src->defined; defined; defined &= defined - 1) {
		uint32_t i = msgpack_lowest_bit(defined);
		dst->slots[i] = src->slots[i];
		dst->slots[i]->refcount++;
		MSGPACK_COUNT(records_copied, 1);
	}
	/* The records of two-byte ids are shared until one side defines one (msgpack_record_table_set()): a stream's
	 * messages each begin with a copy of the records kept, and copying thousands of them made every message cost as
	 * many. */
	dst->wide = src->wide;
	if (dst->wide) {
		GC_ADDREF(dst->wide);
	}
}

/* Record index is now record (the table takes its reference); two_byte: a slot's record named with a second byte. The
 * record it replaces is dropped after (an instance being decoded may still hold it). */
static void msgpack_record_table_set(msgpack_record_table *table, uint32_t index, msgpack_record *record, bool two_byte)
{
	msgpack_record *old = NULL;

	if (index < MSGPACK_RECORD_IDS) {
		uint64_t bit = UINT64_C(1) << index;
		if (table->defined & bit) {
			old = table->slots[index];
		}
		table->slots[index] = record;
		table->defined |= bit;
		table->two_byte = two_byte ? table->two_byte | bit : table->two_byte & ~bit;
	} else {
		HashTable **into = &table->wide;
		if (table->wide_own || (table->wide && GC_REFCOUNT(table->wide) > 1)) {
			/* shared with a copy (msgpack_record_table_copy()): over it, its record (if any) left to it */
			into = &table->wide_own;
		}
		if (!*into) {
			ALLOC_HASHTABLE(*into);
			zend_hash_init(*into, 8, NULL, NULL, 0);
		}
		old = zend_hash_index_find_ptr(*into, index);
		zend_hash_index_update_ptr(*into, index, record);
	}
	if (old) {
		msgpack_record_drop(old);
	}
}

void msgpack_record_table_settle(msgpack_record_table *table)
{
	HashTable *own = table->wide_own;
	msgpack_record *record, *old;
	zend_ulong index;

	if (!own) {
		return;
	}
	table->wide_own = NULL;
	if (!table->wide) {
		table->wide = own;
		return;
	}
	if (GC_REFCOUNT(table->wide) > 1) {
		/* still shared (a clone, what a tryUnpack() in progress rolls back to): separated, once */
		HashTable *dup = zend_array_dup(table->wide);
		ZEND_HASH_FOREACH_PTR(dup, record) {
			record->refcount++;
		} ZEND_HASH_FOREACH_END();
		MSGPACK_COUNT(records_copied, zend_hash_num_elements(dup));
		GC_DELREF(table->wide);
		table->wide = dup;
	}
	ZEND_HASH_FOREACH_NUM_KEY_PTR(own, index, record) {
		old = zend_hash_index_find_ptr(table->wide, index);
		zend_hash_index_update_ptr(table->wide, index, record);
		if (old) {
			msgpack_record_drop(old);
		}
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(own);
	FREE_HASHTABLE(own);
}

/* ---- decoding -------------------------------------------------------------------------------------------------- */

zend_result msgpack_decode_record_pairs(msgpack_decoder *dec, zval *out, uint32_t count)
{
	zend_string *const *keys = dec->record_keys;

	dec->record_keys += count;
	return msgpack_decode_named_values(dec, out, keys, count);
}

/* An object record's instance: the object of class keys[1] with the properties keys[2..] (unpacker_php.c). */
static zend_result msgpack_record_object(msgpack_decoder *dec, zval *out, const msgpack_record *record, uint32_t id)
{
	zend_string *const *saved_keys = dec->record_keys;
	uint32_t saved_depth = dec->record_keys_depth;

	dec->record_keys = record->keys + 2;
	dec->record_keys_depth = dec->depth;
	zend_result result = msgpack_decode_record_object(dec, out, record->keys[1], record->values, id);
	dec->record_keys = saved_keys;
	dec->record_keys_depth = saved_depth;
	return result;
}

/* The values of an instance of record, at dec->p, into out; own: a record of the decoder's table (held while its
 * values are decoded, which may define another record under its index), else a shared structure. */
static zend_result msgpack_record_values(msgpack_decoder *dec, zval *out, msgpack_record *record, bool own)
{
	uint32_t id = ++dec->php.containers;
	uint32_t count = record->values;
	bool object = record->count > 0 && record->keys[0] == NULL;
	zend_result result;

	if (object && UNEXPECTED(!(dec->flags & MSGPACK_OPT_PHP_ONLY))) {
		ZVAL_NULL(out);
		return msgpack_decode_invalid(dec, "An object record outside the PHP-only format");
	}
	if (count == 0 && !object) {
		if (UNEXPECTED(dec->depth >= dec->max_depth)) {
			ZVAL_NULL(out);
			return msgpack_decode_error(dec, MSGPACK_ERR_DEPTH);
		}
		msgpack_decode_empty_map(dec, out);
		return SUCCESS;
	}
	if (UNEXPECTED(msgpack_decode_container_enter(dec, out, count, 1) != SUCCESS)) {
		return FAILURE;
	}
	/* The template from the fourth instance on: a record used a few times costs no template (whose table outweighs
	 * them in memory). An own record only: shared ones have theirs. */
	if (own && record->uses++ == MSGPACK_RECORD_TEMPLATE_AFTER && !record->template) {
		msgpack_record_template(record);
	}
	/* Room for the fields only while the decode's budget lasts: nested instances must not multiply it. */
	if (EXPECTED(record->template != NULL) && EXPECTED(msgpack_decode_reserve(dec, count, false) == count)) {
		/* The template is copied before any value is decoded: a redefinition among them cannot reach it. */
		HashTable *ht = msgpack_decode_table_copy(record->template);
		ZVAL_ARR(out, ht);
		result = msgpack_decode_bucket_values(dec, ht->arData, count);
	} else {
		record->refcount += own;
		result = object ? msgpack_record_object(dec, out, record, id)
			: msgpack_decode_named_values(dec, out, record->keys, count);
		if (own) {
			msgpack_record_drop(record);
		}
	}
	if (UNEXPECTED(result != SUCCESS)) {
		return FAILURE;
	}
	dec->depth--;
	if (!object) {
		msgpack_decode_map_done(dec, out, id);
	}
	return SUCCESS;
}

/* An id no record has, at its first byte: one of the shared structures' a list does not hold (yet), or a two-byte id
 * (one byte alone is the integer). */
static ZEND_COLD zend_result msgpack_record_undefined(msgpack_decoder *dec, zval *out, const unsigned char *at,
	bool two_byte, uint32_t index)
{
	const msgpack_structures *shared = dec->structures;

	ZVAL_NULL(out);
	dec->p = at;
	if (!two_byte) {
		return msgpack_decode_invalid(dec, "Unknown shared structure 0x%02x: the structures hold %u", at[0],
			shared->committed);
	}
	if (shared && index < shared->max) {
		return msgpack_decode_invalid(dec, "Unknown shared structure 0x%02x 0x%02x (index %u): the structures hold %u",
			at[0], at[1], index, shared->committed);
	}
	return msgpack_decode_invalid(dec, "Record 0x%02x 0x%02x (index %u) is not defined", at[0], at[1], index);
}

zend_result msgpack_decode_record_byte(msgpack_decoder *dec, zval *out, unsigned char b)
{
	uint32_t slot = (uint32_t) b - MSGPACK_RECORD_ID_FIRST;
	uint64_t bit = UINT64_C(1) << slot;
	const msgpack_structures *shared = dec->structures;
	msgpack_record *record;
	bool own, two_byte;

	if (dec->records.defined & bit) {
		record = dec->records.slots[slot];
		own = true;
		two_byte = (dec->records.two_byte & bit) != 0;
	} else if (shared && slot < shared->committed) {
		/* The committed lists only: those a pack() in progress appends are its own until it ends, and one that fails
		 * frees them (a decode suspended in user code would read them freed); the structures are held by the decode,
		 * and committed lists are never taken back. */
		record = &shared->records[slot];
		own = false;
		two_byte = slot >= MSGPACK_RECORD_TWO_BYTE_MIN;
	} else if (shared && slot < shared->max) {
		return msgpack_record_undefined(dec, out, dec->p - 1, false, slot);
	} else {
		/* No record has this id: the integer, as in data written without records. */
		ZVAL_LONG(out, b);
		return SUCCESS;
	}
	if (two_byte) {
		/* msgpackr's two-byte id: a high byte of 0 names this record, another one a record beyond the 64 slots. */
		if (UNEXPECTED(dec->p >= dec->end)) {
			ZVAL_NULL(out);
			return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
		}
		uint32_t high = *dec->p++;
		if (high != 0) {
			uint32_t index = msgpack_record_two_byte_index(slot, high);
			record = msgpack_record_table_wide(&dec->records, index);
			own = record != NULL;
			if (!record) {
				if (!shared || index >= shared->committed) {
					return msgpack_record_undefined(dec, out, dec->p - 2, true, index);
				}
				record = &shared->records[index];
			}
		}
	}
	return msgpack_record_values(dec, out, record, own);
}

/*
 * `d4 72 ID` or `d5 72 ID HIGH` [names...] values...: dec->p at the body (the id), lead the value's first byte. ID is a
 * one-byte id (0x40..0x7f), or with a high byte the first byte of a two-byte id (0x60..0x7f).
 */
static zend_result msgpack_record_define(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	uint32_t index;
	bool two_byte = false;

	if (UNEXPECTED(lead != MSGPACK_WIRE_FIXEXT1 && lead != MSGPACK_WIRE_FIXEXT2)) {
		/* `c7 01 72 ID` and the like: only the fixext forms define a record (the scanner frames the others as plain
		 * ext values, and so are they read). */
		msgpack_ext_object_init(out, MSGPACK_EXT_RECORD, (const char *) dec->p, len);
		dec->p += len;
		return SUCCESS;
	}
	ZVAL_NULL(out);
	unsigned char b = dec->p[0];
	if (lead == MSGPACK_WIRE_FIXEXT1) {
		if (UNEXPECTED(b < MSGPACK_RECORD_ID_FIRST || b >= MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS)) {
			return msgpack_decode_invalid(dec, "Record id 0x%02x out of range", b);
		}
		index = (uint32_t) b - MSGPACK_RECORD_ID_FIRST;
	} else {
		if (UNEXPECTED(b < MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_TWO_BYTE_MIN
				|| b >= MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS)) {
			return msgpack_decode_invalid(dec, "Two-byte record id 0x%02x 0x%02x out of range", b, dec->p[1]);
		}
		index = msgpack_record_two_byte_index((uint32_t) b - MSGPACK_RECORD_ID_FIRST, dec->p[1]);
		two_byte = dec->p[1] == 0;
	}
	dec->p += len;
	if (UNEXPECTED(dec->p >= dec->end)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	const unsigned char *head = dec->p;
	const msgpack_wire_lead *names = msgpack_wire_lead_of(*head);
	if (UNEXPECTED(names->kind != MSGPACK_KIND_ARRAY)) {
		return msgpack_decode_invalid(dec, "A record definition must be followed by an array of field names");
	}
	/* The names and the first instance's values are one container a level deeper: too deep is refused at the names'
	 * header, before any name is read, as the scanner refuses it (else a bad name would be met first in one and the
	 * depth in the other). */
	if (UNEXPECTED(dec->depth >= dec->max_depth)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_DEPTH);
	}
	if (UNEXPECTED((size_t) (dec->end - head) < names->head)) {
		dec->p = head + 1;
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	uint32_t count = (uint32_t) msgpack_wire_length(names, head);
	dec->p = head + names->head;
	/* Every name takes a byte at least: a count the input cannot hold allocates nothing. */
	if (UNEXPECTED(count > (size_t) (dec->end - dec->p))) {
		dec->error_items = count;
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	zend_string **keys = count ? safe_emalloc(count, sizeof(zend_string *), 0) : NULL;
	uint32_t i = 0;
	if (count > 0 && *dec->p == MSGPACK_WIRE_NIL) {
		/* [nil, "Class", names...]: an object record (PHP-only format), the class name a string like the names. */
		if (UNEXPECTED(count < 2 + MSGPACK_OBJECT_RECORD_MIN_VALUES)) {
			efree(keys);
			return msgpack_decode_invalid(dec, "An object record names a class and %d properties at least",
				MSGPACK_OBJECT_RECORD_MIN_VALUES);
		}
		dec->p++;
		keys[i++] = NULL;
	}
	for (; i < count; i++) {
		if (UNEXPECTED(msgpack_decode_field_name(dec, &keys[i]) != SUCCESS)) {
			msgpack_record_keys_free(keys, i);
			return FAILURE;
		}
	}
	msgpack_record *record = msgpack_record_new(keys, count);
	msgpack_record_table_set(&dec->records, index, record, two_byte);
	return msgpack_record_values(dec, out, record, true);
}

void msgpack_decoder_keep_records(msgpack_decoder *dec, msgpack_record_table *kept)
{
	ZEND_ASSERT(dec->flags & MSGPACK_OPT_RECORDS);
	dec->kept = kept;
	msgpack_record_table_copy(&dec->records, kept);
}

void msgpack_decode_compact_release(msgpack_decoder *dec, zend_result result)
{
	if (dec->kept && result == SUCCESS) {
		/* The message is read: its records are the stream's from now on. */
		msgpack_record_table_release(dec->kept);
		*dec->kept = dec->records;
		msgpack_record_table_init(&dec->records);
		msgpack_record_table_settle(dec->kept);
	} else {
		msgpack_record_table_release(&dec->records);
	}
	dec->kept = NULL;
	if (dec->strings) {
		for (uint32_t i = 0; i < dec->strings_len; i++) {
			zend_string_release(dec->strings[i]);
		}
		efree(dec->strings);
		dec->strings = NULL;
		dec->strings_len = dec->strings_cap = 0;
	}
	if (dec->arrays) {
		msgpack_decode_arrays_release(dec);
	}
}

const msgpack_ext_type msgpack_ext_record = {
	.type = MSGPACK_EXT_RECORD,
	.name = "record",
	.flag = MSGPACK_OPT_RECORDS,
	.decode_in = msgpack_record_define,
};

/* ---- encoding -------------------------------------------------------------------------------------------------- */

#define MSGPACK_RECORD_INDEX_MASK (MSGPACK_RECORD_INDEX_SLOTS - 1)
#define MSGPACK_RECORD_INDEX_DELETED 0xff

/* The own slot of the key list keys[0..count), or -1. */
static int msgpack_record_writer_find(const msgpack_record_writer *w, uint64_t hash, zend_string *const *keys,
	uint32_t count)
{
	for (uint32_t slot = (uint32_t) hash & MSGPACK_RECORD_INDEX_MASK, probes = 0; probes <= MSGPACK_RECORD_INDEX_MASK;
			slot = (slot + 1) & MSGPACK_RECORD_INDEX_MASK, probes++) {
		uint8_t v = w->index[slot];
		if (v == 0) {
			return -1;
		}
		if (v != MSGPACK_RECORD_INDEX_DELETED && msgpack_record_matches(&w->records[v - 1], hash, keys, count)) {
			return v - 1;
		}
	}
	return -1;
}

static void msgpack_record_writer_unindex(msgpack_record_writer *w, uint32_t own)
{
	for (uint32_t slot = (uint32_t) w->records[own].hash & MSGPACK_RECORD_INDEX_MASK, probes = 0;
			probes <= MSGPACK_RECORD_INDEX_MASK; slot = (slot + 1) & MSGPACK_RECORD_INDEX_MASK, probes++) {
		if (w->index[slot] == own + 1) {
			w->index[slot] = MSGPACK_RECORD_INDEX_DELETED;
			return;
		}
		if (w->index[slot] == 0) {
			return;
		}
	}
}

static void msgpack_record_writer_index(msgpack_record_writer *w, uint32_t own)
{
	uint32_t slot = (uint32_t) w->records[own].hash & MSGPACK_RECORD_INDEX_MASK;

	/* At most 64 live entries in 128 slots: a free or deleted one is always found. */
	while (w->index[slot] != 0 && w->index[slot] != MSGPACK_RECORD_INDEX_DELETED) {
		slot = (slot + 1) & MSGPACK_RECORD_INDEX_MASK;
	}
	w->index[slot] = (uint8_t) (own + 1);
}

static void msgpack_record_writer_reindex(msgpack_record_writer *w)
{
	memset(w->index, 0, sizeof(w->index));
	for (uint64_t defined = w->defined; defined; defined &= defined - 1) {
		msgpack_record_writer_index(w, msgpack_lowest_bit(defined));
	}
}

void msgpack_record_writer_init(msgpack_record_writer *w, const msgpack_structures *shared, bool sequential)
{
	w->records = w->inline_records;
	w->records_cap = MSGPACK_RECORD_WRITER_INLINE;
	w->defined = 0;
	/* As msgpackr: 64 ids of the message's own, or 32 after the shared ones or in a stream (its PackrStream keeps them
	 * in a structures list of its own); two-byte ids beyond 32 shared ones. */
	w->first_own = shared ? shared->max : 0;
	w->own_slots = shared || sequential ? MSGPACK_RECORD_OWN_WITH_SHARED : MSGPACK_RECORD_IDS;
	w->two_byte = shared && msgpack_structures_two_byte(shared);
	w->next_own = 0;
	memset(w->index, 0, sizeof(w->index));
	w->sequential = sequential;
	w->busy = false;
	w->undo = NULL;
	w->undo_len = w->undo_cap = 0;
	w->undo_next_own = 0;
}

void msgpack_record_writer_destroy(msgpack_record_writer *w)
{
	for (uint64_t defined = w->defined; defined; defined &= defined - 1) {
		msgpack_record_release(&w->records[msgpack_lowest_bit(defined)]);
	}
	w->defined = 0;
	for (uint32_t i = 0; i < w->undo_len; i++) {
		if (w->undo[i].was_defined) {
			msgpack_record_release(&w->undo[i].record);
		}
	}
	if (w->undo) {
		efree(w->undo);
		w->undo = NULL;
	}
	if (w->records != w->inline_records) {
		efree(w->records);
		w->records = w->inline_records;
	}
}

void msgpack_record_writer_end(msgpack_record_writer *w, bool keep)
{
	if (keep) {
		/* The message went out: the records it replaced are gone for good. */
		for (uint32_t i = 0; i < w->undo_len; i++) {
			if (w->undo[i].was_defined) {
				msgpack_record_release(&w->undo[i].record);
			}
		}
	} else {
		/* It did not: the stream's records are those of the last message that did, newest change undone first. */
		while (w->undo_len > 0) {
			msgpack_record_undo *undo = &w->undo[--w->undo_len];
			uint64_t bit = UINT64_C(1) << undo->slot;
			if (w->defined & bit) {
				msgpack_record_release(&w->records[undo->slot]);
			}
			if (undo->was_defined) {
				w->records[undo->slot] = undo->record;
				w->defined |= bit;
			} else {
				w->defined &= ~bit;
			}
		}
		w->next_own = w->undo_next_own;
		msgpack_record_writer_reindex(w);
	}
	w->undo_len = 0;
	w->undo_next_own = w->next_own;
	w->busy = false;
}

void msgpack_encode_records_release(msgpack_encoder *enc)
{
	if (enc->records == &enc->record_storage) {
		msgpack_record_writer_destroy(enc->records);
	} else {
		/* A stream's writer, whose message did not finish (msgpack_encode_finish() took it on success). */
		msgpack_record_writer_end(enc->records, false);
	}
	enc->records = NULL;
}

void msgpack_encoder_keep_records(msgpack_encoder *enc, msgpack_record_writer *w)
{
	ZEND_ASSERT(enc->compact_state && (enc->flags & MSGPACK_OPT_RECORDS) && w->sequential && !w->busy);
	enc->records = w;
	w->busy = true;
	w->undo_len = 0;
	w->undo_next_own = w->next_own;
	msgpack_encoder_frame_enter(enc);
}

/* Own slot own is about to change: a sequential writer notes what it held, for msgpack_record_writer_end(). */
static void msgpack_record_writer_note(msgpack_record_writer *w, uint32_t own)
{
	if (w->undo_len == w->undo_cap) {
		/* (the room counts once allocated: the writer outlives a memory_limit error here, see msgpack_structures) */
		uint32_t cap = w->undo_cap ? 2 * w->undo_cap : 8;
		w->undo = safe_erealloc(w->undo, cap, sizeof(msgpack_record_undo), 0);
		w->undo_cap = cap;
	}
	msgpack_record_undo *undo = &w->undo[w->undo_len++];
	undo->slot = own;
	undo->was_defined = (w->defined & (UINT64_C(1) << own)) != 0;
	if (undo->was_defined) {
		/* moved: the slot's keys and template go with it */
		undo->record = w->records[own];
		w->defined &= ~(UINT64_C(1) << own);
	}
}

/*
 * The index of the record for the key list keys[0..count) (a shared structure's, or first_own + an own slot),
 * defining it when new; *define says whether its definition must be written (a shared structure never is).
 */
static uint32_t msgpack_record_id(msgpack_encoder *enc, zend_string **keys, uint32_t count, bool *define)
{
	msgpack_record_writer *w = enc->records;
	msgpack_structures *shared = enc->structures;
	uint64_t hash = msgpack_record_hash(keys, count);
	int found;

	*define = false;
	if (!w) {
		w = enc->records = &enc->record_storage;
		msgpack_record_writer_init(w, shared, false);
	}
	if ((found = msgpack_record_writer_find(w, hash, keys, count)) >= 0) {
		return w->first_own + (uint32_t) found;
	}
	if (shared) {
		/* Another encode's appends are not for this message (see msgpack_structures). */
		uint32_t visible = enc->structures_writer ? shared->len : shared->committed;
		if ((found = msgpack_structures_find(shared, hash, keys, count, visible)) >= 0) {
			return (uint32_t) found;
		}
		if (!shared->writing || enc->structures_writer) {
			if (!enc->structures_writer) {
				/* (a fatal error in user code takes the lists back: msgpack_encoder_abandon()) */
				msgpack_encoder_frame_enter(enc);
			}
			shared->writing = enc->structures_writer = true;
			if (msgpack_structures_append(shared, keys, count)) {
				return shared->len - 1;
			}
		}
	}
	uint32_t own = w->next_own;
	w->next_own = own + 1 >= w->own_slots ? 0 : own + 1;
	if (w->sequential) {
		if (w->defined & (UINT64_C(1) << own)) {
			msgpack_record_writer_unindex(w, own);
		}
		msgpack_record_writer_note(w, own);
	} else if (w->defined & (UINT64_C(1) << own)) {
		/* Every own id taken: the oldest is defined anew, as msgpackr cycles through its ids. */
		msgpack_record_writer_unindex(w, own);
		msgpack_record_release(&w->records[own]);
	}
	if (own >= w->records_cap) {
		uint32_t cap = MIN(MAX(2 * w->records_cap, own + 1), MSGPACK_RECORD_IDS);
		if (w->records == w->inline_records) {
			/* (Slots not defined are copied too: only the defined bits say which are records.) */
			w->records = safe_emalloc(cap, sizeof(msgpack_record), 0);
			memcpy(w->records, w->inline_records, sizeof(w->inline_records));
		} else {
			w->records = safe_erealloc(w->records, cap, sizeof(msgpack_record), 0);
		}
		w->records_cap = cap;
	}
	zend_string **copy = safe_emalloc(count, sizeof(zend_string *), 0);
	for (uint32_t i = 0; i < count; i++) {
		copy[i] = keys[i] ? zend_string_copy(keys[i]) : NULL;
	}
	msgpack_record_init(&w->records[own], copy, count);
	w->defined |= UINT64_C(1) << own;
	msgpack_record_writer_index(w, own);
	*define = true;
	return w->first_own + own;
}

/*
 * The id of record index, after its definition when it is new: `d4 72 ID [names...]`, or in two-byte ids (shared
 * structures beyond 32, index 32 and above) `d5 72 ID HIGH [names...]`.
 */
static void msgpack_record_write_id(msgpack_encoder *enc, uint32_t index, bool define, zend_string **keys,
	uint32_t count)
{
	bool two_byte = index >= MSGPACK_RECORD_TWO_BYTE_MIN && enc->records->two_byte;
	unsigned char *w;

	if (define) {
		w = msgpack_encode_reserve(enc, 2);
		w[0] = two_byte ? MSGPACK_WIRE_FIXEXT2 : MSGPACK_WIRE_FIXEXT1;
		w[1] = MSGPACK_EXT_RECORD;
	}
	if (two_byte) {
		w = msgpack_encode_reserve(enc, 2);
		w[0] = (unsigned char) (MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_TWO_BYTE_MIN + (index & 31));
		w[1] = (unsigned char) ((index - MSGPACK_RECORD_TWO_BYTE_MIN) >> 5);
	} else {
		msgpack_encode_byte(enc, (unsigned char) (MSGPACK_RECORD_ID_FIRST + index));
	}
	if (define) {
		msgpack_encode_header(enc, count, false);
		for (uint32_t i = 0; i < count; i++) {
			if (keys[i]) {
				msgpack_encode_zstr(enc, keys[i], (enc->flags & MSGPACK_OPT_STR8) != 0);
			} else {
				msgpack_encode_nil(enc);
			}
		}
	}
}

bool msgpack_encode_record_head(msgpack_encoder *enc, zend_string **keys, uint32_t count)
{
	bool define;
	uint32_t index = msgpack_record_id(enc, keys, count, &define);

	msgpack_record_write_id(enc, index, define, keys, count);
	return true;
}

#define MSGPACK_RECORD_STACK_KEYS 16

zend_result msgpack_encode_record(msgpack_encoder *enc, HashTable *ht, bool *written)
{
	uint32_t count = zend_hash_num_elements(ht);
	zend_string *stack_keys[MSGPACK_RECORD_STACK_KEYS], **keys = stack_keys;
	zend_string *key;
	zval *val;
	uint32_t n = 0;

	*written = false;
	if (count == 0 || HT_IS_PACKED(ht)) {
		return SUCCESS;
	}
	if (count > MSGPACK_RECORD_STACK_KEYS) {
		keys = safe_emalloc(count, sizeof(zend_string *), 0);
	}
	ZEND_HASH_MAP_FOREACH_STR_KEY(ht, key) {
		if (!key || UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(key)))
				|| UNEXPECTED((enc->flags & (MSGPACK_OPT_STR_AS_BIN | MSGPACK_OPT_STR_DETECT))
					&& msgpack_encode_is_bin(enc->flags, ZSTR_VAL(key), ZSTR_LEN(key)))) {
			/* An integer key: no record (field names are strings); nor for a key of 4 GiB or more, which the map's
			 * own path refuses, nor for one the options write as bin (FORCE_BIN, DETECT_STR_BIN): msgpackr reads a
			 * record's names as strings, and bytes that are no UTF-8 would come back changed. */
			if (keys != stack_keys) {
				efree(keys);
			}
			return SUCCESS;
		}
		keys[n++] = key;
	} ZEND_HASH_FOREACH_END();

	bool head = msgpack_encode_record_head(enc, keys, count);
	if (keys != stack_keys) {
		efree(keys);
	}
	if (!head) {
		return SUCCESS;
	}
	*written = true;
	ZEND_HASH_MAP_FOREACH_VAL(ht, val) {
		if (UNEXPECTED(msgpack_encode_value(enc, val) != SUCCESS)) {
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	return SUCCESS;
}
