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
	record->busy = 0;
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
	structures->records = structures->max ? safe_emalloc(structures->max, sizeof(msgpack_record), 0) : NULL;
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
	efree(structures);
}

bool msgpack_structures_append(msgpack_structures *structures, zend_string **keys, uint32_t count)
{
	if (structures->len >= structures->max) {
		return false;
	}
	zend_string **copy = count ? safe_emalloc(count, sizeof(zend_string *), 0) : NULL;
	for (uint32_t i = 0; i < count; i++) {
		copy[i] = keys[i] ? zend_string_copy(keys[i]) : NULL;
	}
	msgpack_record_init(&structures->records[structures->len], copy, count);
	/* Read by every message: the template at once (a const record in the decoder is never changed). */
	msgpack_record_template(&structures->records[structures->len++]);
	if (!structures->writing) {
		structures->committed = structures->len;
	}
	return true;
}

void msgpack_structures_end(msgpack_structures *structures, bool keep)
{
	if (keep) {
		structures->committed = structures->len;
	} else {
		while (structures->len > structures->committed) {
			msgpack_record_release(&structures->records[--structures->len]);
		}
	}
	structures->writing = false;
}

/* Instances of a record decoded without its template, before it is made. */
#define MSGPACK_RECORD_TEMPLATE_AFTER 3

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

/* The values of an instance of record, at dec->p, into out; own: a record of this decode (counted busy while its
 * values are decoded, which a definition among them could otherwise free), else a shared structure. */
static zend_result msgpack_record_values(msgpack_decoder *dec, zval *out, msgpack_record *record, bool own)
{
	uint32_t id = ++dec->containers;
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
	if (EXPECTED(record->template != NULL) && EXPECTED(msgpack_decode_reserve(dec, count) == count)) {
		/* The template is copied before any value is decoded: a redefinition among them cannot reach it. */
		HashTable *ht = msgpack_decode_table_copy(record->template);
		ZVAL_ARR(out, ht);
		result = msgpack_decode_bucket_values(dec, ht->arData, count);
	} else {
		record->busy += own;
		result = object ? msgpack_record_object(dec, out, record, id)
			: msgpack_decode_named_values(dec, out, record->keys, count);
		record->busy -= own;
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

zend_result msgpack_decode_record_byte(msgpack_decoder *dec, zval *out, unsigned char b)
{
	uint32_t index = (uint32_t) b - MSGPACK_RECORD_ID_FIRST;
	const msgpack_structures *shared = dec->structures;

	if (dec->records_defined & (UINT64_C(1) << index)) {
		return msgpack_record_values(dec, out, dec->records[index], true);
	}
	if (shared && index < shared->len) {
		return msgpack_record_values(dec, out, (msgpack_record *) &shared->records[index], false);
	}
	if (shared && index < shared->max) {
		ZVAL_NULL(out);
		dec->p--;
		return msgpack_decode_invalid(dec, "Unknown shared structure 0x%02x: the structures hold %u", b, shared->len);
	}
	/* No record has this id: the integer, as in data written without records. */
	ZVAL_LONG(out, b);
	return SUCCESS;
}

static void msgpack_record_free(msgpack_record *record)
{
	msgpack_record_release(record);
	efree(record);
}

/* The old record of an id defined anew: freed, or kept to the end of the decode while an instance uses it. */
static void msgpack_record_retire(msgpack_decoder *dec, msgpack_record *record)
{
	if (record->busy == 0) {
		msgpack_record_free(record);
		return;
	}
	msgpack_record_retired *retired = dec->records_retired;
	if (!retired) {
		retired = dec->records_retired = ecalloc(1, sizeof(msgpack_record_retired));
	}
	if (retired->len == retired->cap) {
		retired->cap = retired->cap ? 2 * retired->cap : 4;
		retired->records = safe_erealloc(retired->records, retired->cap, sizeof(msgpack_record *), 0);
	}
	retired->records[retired->len++] = record;
}

/* `d4 72 ID` [names...] values...: dec->p at the body (the id), lead the value's first byte. */
static zend_result msgpack_record_define(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	if (UNEXPECTED(lead == MSGPACK_WIRE_FIXEXT2)) {
		/* msgpackr's two-byte ids (beyond 64 records), which the scanner refuses too. */
		ZVAL_NULL(out);
		return msgpack_decode_invalid(dec, "Record definitions with a 2-byte id are not supported");
	}
	if (UNEXPECTED(lead != MSGPACK_WIRE_FIXEXT1)) {
		/* `c7 01 72 ID` and the like: only the fixext form defines a record (the scanner frames the others as plain
		 * ext values, and so are they read). */
		msgpack_ext_object_init(out, MSGPACK_EXT_RECORD, (const char *) dec->p, len);
		dec->p += len;
		return SUCCESS;
	}
	ZVAL_NULL(out);
	if (UNEXPECTED(len != 1)) {
		return msgpack_decode_invalid(dec, "Record definitions with a %u-byte id are not supported", len);
	}
	unsigned char b = *dec->p;
	if (UNEXPECTED(b < MSGPACK_RECORD_ID_FIRST || b >= MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS)) {
		return msgpack_decode_invalid(dec, "Record id 0x%02x out of range", b);
	}
	dec->p++;
	if (UNEXPECTED(dec->p >= dec->end)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	const unsigned char *head = dec->p;
	const msgpack_wire_lead *names = msgpack_wire_lead_of(*head);
	if (UNEXPECTED(names->kind != MSGPACK_KIND_ARRAY)) {
		return msgpack_decode_invalid(dec, "A record definition must be followed by an array of field names");
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
	uint32_t index = (uint32_t) b - MSGPACK_RECORD_ID_FIRST;
	if (dec->records_defined & (UINT64_C(1) << index)) {
		msgpack_record_retire(dec, dec->records[index]);
	}
	msgpack_record *record = emalloc(sizeof(msgpack_record));
	msgpack_record_init(record, keys, count);
	dec->records[index] = record;
	dec->records_defined |= UINT64_C(1) << index;
	return msgpack_record_values(dec, out, record, true);
}

void msgpack_decode_compact_release(msgpack_decoder *dec)
{
	if (dec->records_defined) {
		for (uint64_t defined = dec->records_defined; defined; defined &= defined - 1) {
			msgpack_record_free(dec->records[msgpack_lowest_bit(defined)]);
		}
		dec->records_defined = 0;
	}
	if (dec->records_retired) {
		for (uint32_t i = 0; i < dec->records_retired->len; i++) {
			msgpack_record_free(dec->records_retired->records[i]);
		}
		if (dec->records_retired->records) {
			efree(dec->records_retired->records);
		}
		efree(dec->records_retired);
		dec->records_retired = NULL;
	}
	if (dec->strings) {
		for (uint32_t i = 0; i < dec->strings_len; i++) {
			zend_string_release(dec->strings[i]);
		}
		efree(dec->strings);
		dec->strings = NULL;
		dec->strings_len = dec->strings_cap = 0;
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

static void msgpack_record_writer_unindex(msgpack_record_writer *w, uint32_t index)
{
	for (uint32_t slot = (uint32_t) w->records[index].hash & MSGPACK_RECORD_INDEX_MASK, probes = 0;
			probes <= MSGPACK_RECORD_INDEX_MASK; slot = (slot + 1) & MSGPACK_RECORD_INDEX_MASK, probes++) {
		if (w->index[slot] == index + 1) {
			w->index[slot] = MSGPACK_RECORD_INDEX_DELETED;
			return;
		}
		if (w->index[slot] == 0) {
			return;
		}
	}
}

static void msgpack_record_writer_index(msgpack_record_writer *w, uint32_t index)
{
	uint32_t slot = (uint32_t) w->records[index].hash & MSGPACK_RECORD_INDEX_MASK;

	/* At most 64 live entries in 128 slots: a free or deleted one is always found. */
	while (w->index[slot] != 0 && w->index[slot] != MSGPACK_RECORD_INDEX_DELETED) {
		slot = (slot + 1) & MSGPACK_RECORD_INDEX_MASK;
	}
	w->index[slot] = (uint8_t) (index + 1);
}

void msgpack_encode_records_release(msgpack_encoder *enc)
{
	msgpack_record_writer *w = enc->records;

	for (uint64_t defined = w->defined; defined; defined &= defined - 1) {
		msgpack_record_release(&w->records[msgpack_lowest_bit(defined)]);
	}
	if (w->records != w->inline_records) {
		efree(w->records);
	}
	enc->records = NULL;
}

/*
 * The id of the record for the key list keys[0..count), defining it when new; *define says whether its definition
 * must be written (a shared structure never is). -1: no id is free (shared structures take them all).
 */
static int msgpack_record_id(msgpack_encoder *enc, zend_string **keys, uint32_t count, bool *define)
{
	msgpack_record_writer *w = enc->records;
	msgpack_structures *shared = enc->structures;
	uint64_t hash = msgpack_record_hash(keys, count);
	int found;

	*define = false;
	if (!w) {
		w = enc->records = &enc->record_storage;
		w->records = w->inline_records;
		w->records_cap = MSGPACK_RECORD_WRITER_INLINE;
		w->defined = 0;
		w->first_own = w->next_own = shared ? shared->max : 0;
		memset(w->index, 0, sizeof(w->index));
	}
	if ((found = msgpack_record_writer_find(w, hash, keys, count)) >= 0) {
		return found;
	}
	if (shared) {
		/* Another encode's appends are not for this message (see msgpack_structures). */
		uint32_t visible = enc->structures_writer ? shared->len : shared->committed;
		for (uint32_t i = 0; i < visible; i++) {
			if (msgpack_record_matches(&shared->records[i], hash, keys, count)) {
				return (int) i;
			}
		}
		if (!shared->writing || enc->structures_writer) {
			shared->writing = enc->structures_writer = true;
			if (msgpack_structures_append(shared, keys, count)) {
				return (int) shared->len - 1;
			}
		}
	}
	if (w->first_own >= MSGPACK_RECORD_IDS) {
		return -1;
	}
	uint32_t index = w->next_own;
	uint32_t own_end = shared ? MIN(MSGPACK_RECORD_IDS, w->first_own + MSGPACK_RECORD_OWN_WITH_SHARED) : MSGPACK_RECORD_IDS;
	w->next_own = index + 1 >= own_end ? w->first_own : index + 1;
	if (w->defined & (UINT64_C(1) << index)) {
		/* Every own id taken: the oldest is defined anew, as msgpackr cycles through its ids. */
		msgpack_record_writer_unindex(w, index);
		msgpack_record_release(&w->records[index]);
	}
	if (index >= w->records_cap) {
		uint32_t cap = MIN(MAX(2 * w->records_cap, index + 1), MSGPACK_RECORD_IDS);
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
	msgpack_record_init(&w->records[index], copy, count);
	w->defined |= UINT64_C(1) << index;
	msgpack_record_writer_index(w, index);
	*define = true;
	return (int) index;
}

/* A record id byte, after its definition when it is new: `d4 72 ID [names...]`. */
static void msgpack_record_write_id(msgpack_encoder *enc, uint32_t index, bool define, zend_string **keys,
	uint32_t count)
{
	unsigned char id = (unsigned char) (MSGPACK_RECORD_ID_FIRST + index);

	if (define) {
		unsigned char *w = msgpack_encode_reserve(enc, 3);
		w[0] = MSGPACK_WIRE_FIXEXT1;
		w[1] = MSGPACK_EXT_RECORD;
		w[2] = id;
		msgpack_encode_header(enc, count, false);
		for (uint32_t i = 0; i < count; i++) {
			if (keys[i]) {
				msgpack_encode_zstr(enc, keys[i], (enc->flags & MSGPACK_OPT_STR8) != 0);
			} else {
				msgpack_encode_nil(enc);
			}
		}
		return;
	}
	msgpack_encode_byte(enc, id);
}

bool msgpack_encode_record_head(msgpack_encoder *enc, zend_string **keys, uint32_t count)
{
	bool define;
	int index = msgpack_record_id(enc, keys, count, &define);

	if (index < 0) {
		return false;
	}
	msgpack_record_write_id(enc, (uint32_t) index, define, keys, count);
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
		if (!key) {
			/* An integer key: no record (field names are strings). */
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
