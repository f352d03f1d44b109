/*
 * msgpack for PHP: shared arrays, this extension's own ext types 0x41 (a definition) and 0x40 (a reference), in both
 * directions (msgpack_compact.h; docs/FORMAT.md section 3.6).
 *
 * PHP arrays are values shared copy-on-write: the same zend_array often stands in many places of a value (the tags of
 * a thousand objects). Written with string references (MSGPACK_OPT_STRING_REFS), such an array is written once and
 * referenced at its repeats, and the reader hands out one shared array again.
 *
 * Decoding: `c7 00 41` (an ext 8 of type 0x41 with no body) numbers the value after it, from 0 in the order
 * definitions appear; `d4 40 N` (or 2 or 4 bytes of N) is that value, the same zend_array with one more reference.
 * Only an array of scalars, strings and such arrays is kept: a reader makes objects of maps (msgpack.assoc=0) and of
 * PHP-only values, which the copies of an array would share, so a reference to anything else is an error. The writer
 * shares lists of scalars, strings and such lists only, which every reader reads as arrays.
 *
 * Encoding: an array that something else holds too (refcount above the caller's, or immutable) is noted at its first
 * occurrence; it is shareable when its encoding wrote no map, object, reference or resource
 * (msgpack_encoder.impure did not move) and took MSGPACK_ARRAY_REF_MIN bytes or more. A repeat of a shareable one is
 * written as nothing and noted among the string writer's patches: its rewrite (msgpack_string_refs_finish()) inserts
 * the definitions and writes the references, numbered in the order of the definitions' offsets.
 */

#include "msgpack_encoder.h"
#include "msgpack_decoder.h"

/* ---- decoding -------------------------------------------------------------------------------------------------- */

static void msgpack_array_pure_release(msgpack_decoder *dec);

/* A fatal error in user code (a class lookup's autoloader) inside the decode: what the table holds is released where
 * something else still holds it, and left to the request's end otherwise, so that no destructor runs in the error
 * callback. */
static ZEND_COLD void msgpack_decode_arrays_abandon(msgpack_frame *frame)
{
	msgpack_decoder *dec = (msgpack_decoder *) ((char *) frame - offsetof(msgpack_decoder, arrays_frame));

	for (uint32_t i = 0; i < dec->arrays_len; i++) {
		zval *v = &dec->arrays[i];
		if (Z_REFCOUNTED_P(v) && Z_REFCOUNT_P(v) > 1) {
			Z_DELREF_P(v);
		}
	}
	dec->arrays = NULL;
	dec->arrays_len = dec->arrays_cap = 0;
	msgpack_array_pure_release(dec);
}

static void msgpack_array_pure_release(msgpack_decoder *dec)
{
	if (dec->arrays_pure) {
		/* (arrays of scalars, strings and such arrays: releasing them runs no user code) */
		zend_hash_destroy(dec->arrays_pure);
		FREE_HASHTABLE(dec->arrays_pure);
		dec->arrays_pure = NULL;
	}
}

void msgpack_decode_arrays_release(msgpack_decoder *dec)
{
	zval *arrays = dec->arrays;
	uint32_t len = dec->arrays_len;

	msgpack_frame_leave(&dec->arrays_frame);
	dec->arrays = NULL;
	dec->arrays_len = dec->arrays_cap = 0;
	msgpack_array_pure_release(dec);
	for (uint32_t i = 0; i < len; i++) {
		zval_ptr_dtor(&arrays[i]);
	}
	efree(arrays);
}

/* The key of an array in msgpack_decoder.arrays_pure: its address. */
static zend_always_inline zend_ulong msgpack_array_key(const HashTable *ht)
{
	return (zend_ulong) (uintptr_t) ht;
}

/* A shared array found pure: noted, and held until the decode ends, so that its address names it alone meanwhile. */
static void msgpack_array_note_pure(msgpack_decoder *dec, HashTable *ht)
{
	zval held;

	if (!dec->arrays_pure) {
		ALLOC_HASHTABLE(dec->arrays_pure);
		zend_hash_init(dec->arrays_pure, 8, NULL, ZVAL_PTR_DTOR, 0);
	}
	ZVAL_ARR(&held, ht);
	/* (a definition may be a reference to one noted already: `c7 00 41 d4 40 00`) */
	if (zend_hash_index_add(dec->arrays_pure, msgpack_array_key(ht), &held)) {
		GC_ADDREF(ht);
	}
}

/*
 * Whether ht holds only scalars, strings and arrays of them. An array with more than one reference (a definition
 * referenced, but also an array a PHP-only back-reference names, a list shared with the one before it, one an
 * extension keeps) is looked at once per decode, then noted (msgpack_array_note_pure()): so checking all definitions
 * stays linear in the value, however often their arrays repeat.
 */
static bool msgpack_array_pure(msgpack_decoder *dec, HashTable *ht, uint32_t depth)
{
	zval *v;

	ZEND_HASH_FOREACH_VAL(ht, v) {
		if (Z_TYPE_P(v) == IS_ARRAY) {
			HashTable *inner = Z_ARR_P(v);
			if (!Z_REFCOUNTED_P(v)) {
				continue; /* immutable: no objects in it */
			}
			bool shared = GC_REFCOUNT(inner) > 1;
			if (shared && dec->arrays_pure && zend_hash_index_exists(dec->arrays_pure, msgpack_array_key(inner))) {
				continue;
			}
			if (depth == 0 || !msgpack_array_pure(dec, inner, depth - 1)) {
				return false;
			}
			if (shared) {
				msgpack_array_note_pure(dec, inner);
			}
		} else if (Z_TYPE_P(v) > IS_STRING) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* `c7 00 41` and the value it numbers; dec->p at the (empty) body. */
static zend_result msgpack_array_define(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	ZVAL_NULL(out);
	if (UNEXPECTED(lead != MSGPACK_WIRE_EXT8 || len != 0)) {
		return msgpack_decode_invalid(dec, "An array definition (ext 0x41) must be c7 00 41, not a %u-byte body", len);
	}
	if (dec->arrays_len == dec->arrays_cap) {
		/* A definition takes 4 bytes at least (its value included): the table stays below 4 bytes per input byte. */
		uint32_t cap = dec->arrays_cap ? dec->arrays_cap * 2 : 8;
		if (!dec->arrays) {
			msgpack_frame_enter(&dec->arrays_frame, msgpack_decode_arrays_abandon);
		}
		dec->arrays = safe_erealloc(dec->arrays, cap, sizeof(zval), 0);
		dec->arrays_cap = cap;
	}
	uint32_t id = dec->arrays_len++;
	/* Being read: a reference to it from inside is an error. */
	ZVAL_UNDEF(&dec->arrays[id]);
	/* The ext and the value it numbers, one level deeper: a chain of definitions cannot recurse without end. */
	if (UNEXPECTED(msgpack_decode_container_enter(dec, out, 1, 1) != SUCCESS)) {
		return FAILURE;
	}
	zend_result result = msgpack_decode_value(dec, out);
	dec->depth--;
	if (UNEXPECTED(result != SUCCESS)) {
		ZVAL_NULL(&dec->arrays[id]);
		return FAILURE;
	}
	if (EXPECTED(Z_TYPE_P(out) == IS_ARRAY) && msgpack_array_pure(dec, Z_ARR_P(out), dec->max_depth)) {
		ZVAL_COPY(&dec->arrays[id], out);
		if (Z_REFCOUNTED_P(out)) {
			/* its references put it in later definitions with more than one reference */
			msgpack_array_note_pure(dec, Z_ARR_P(out));
		}
	} else {
		/* Read as it is, but never shared (see above). */
		ZVAL_NULL(&dec->arrays[id]);
	}
	return SUCCESS;
}

static zend_result msgpack_array_reference(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	uint32_t id;

	(void) lead;
	ZVAL_NULL(out);
	if (UNEXPECTED(len != 1 && len != 2 && len != 4)) {
		return msgpack_decode_invalid(dec, "Array reference with a %u-byte body", len);
	}
	id = msgpack_wire_load_field(dec->p, (uint8_t) len);
	if (UNEXPECTED(id >= dec->arrays_len)) {
		return msgpack_decode_invalid(dec, "Array reference %u out of range (arrays defined before it: %u)", id,
			dec->arrays_len);
	}
	zval *v = &dec->arrays[id];
	if (UNEXPECTED(Z_TYPE_P(v) != IS_ARRAY)) {
		return msgpack_decode_invalid(dec, Z_ISUNDEF_P(v) ? "Array reference %u inside its own definition"
			: "Array reference %u to a value that is not an array of scalars, strings and arrays", id);
	}
	dec->p += len;
	ZVAL_COPY(out, v);
	return SUCCESS;
}

const msgpack_ext_type msgpack_ext_array_def = {
	.type = MSGPACK_EXT_ARRAY_DEF,
	.name = "array definition",
	.flag = MSGPACK_OPT_STRING_REFS,
	.decode_in = msgpack_array_define,
};

const msgpack_ext_type msgpack_ext_array_ref = {
	.type = MSGPACK_EXT_ARRAY_REF,
	.name = "array reference",
	.flag = MSGPACK_OPT_STRING_REFS,
	.decode_in = msgpack_array_reference,
};

/* ---- encoding -------------------------------------------------------------------------------------------------- */

static zend_always_inline uint32_t msgpack_array_hash(const HashTable *ht)
{
	/* Allocations are 8-byte aligned: the low bits say nothing. */
	return (uint32_t) (((uintptr_t) ht >> 3) * 0x9e3779b1u);
}

static void msgpack_array_writer_grow_index(msgpack_array_writer *w)
{
	uint32_t size = w->index_mask ? (w->index_mask + 1) * 2 : 16;
	uint32_t *index = safe_emalloc(size, sizeof(uint32_t), 0);

	memset(index, 0, (size_t) size * sizeof(uint32_t));
	for (uint32_t i = 0; i < w->entries_len; i++) {
		uint32_t slot = msgpack_array_hash(w->entries[i].ht) & (size - 1);
		while (index[slot]) {
			slot = (slot + 1) & (size - 1);
		}
		index[slot] = i + 1;
	}
	if (w->index) {
		efree(w->index);
	}
	w->index = index;
	w->index_mask = size - 1;
}

zend_result msgpack_encode_array_shared(msgpack_encoder *enc, HashTable *ht, int kind, uint32_t n)
{
	msgpack_array_writer *w = enc->arrays;

	if (!w) {
		w = enc->arrays = &enc->array_storage;
		memset(w, 0, sizeof(*w));
	}
	if (w->entries_len * 2 >= w->index_mask) {
		msgpack_array_writer_grow_index(w);
	}
	uint32_t slot = msgpack_array_hash(ht) & w->index_mask;
	while (w->index[slot]) {
		uint32_t i = w->index[slot] - 1;
		msgpack_array_entry *e = &w->entries[i];
		if (e->ht == ht) {
			if (e->kind != kind || e->state < MSGPACK_ARRAY_PURE
					|| e->modes != (enc->flags & MSGPACK_OPT_VALUE_MODES)) {
				/* Written otherwise (a Map object's array, or before user code constructed the Packer again with
				 * other str/bin or float options), not shareable, or being written: as usual. */
				return msgpack_encode_array_body(enc, ht, kind, n);
			}
			if (e->state == MSGPACK_ARRAY_PURE) {
				e->state = MSGPACK_ARRAY_DEFINED;
				w->defined++;
			}
			/* The repeat is written as nothing: its containers are not counted by either side (PHP-only ids). */
			msgpack_string_writer *sw = msgpack_string_writer_get(enc);
			if (sw->patches_len == sw->patches_cap) {
				uint32_t cap = sw->patches_cap ? sw->patches_cap * 2 : 16;
				sw->patches = safe_erealloc(sw->patches, cap, sizeof(msgpack_string_patch), 0);
				sw->patches_cap = cap;
			}
			msgpack_string_patch *patch = &sw->patches[sw->patches_len++];
			patch->offset = enc->buf->s ? ZSTR_LEN(enc->buf->s) : 0;
			patch->entry = i;
			patch->is_bin = patch->str8 = false;
			patch->array = true;
			return SUCCESS;
		}
		slot = (slot + 1) & w->index_mask;
	}
	if (w->entries_len == w->entries_cap) {
		uint32_t cap = w->entries_cap ? w->entries_cap * 2 : 8;
		w->entries = safe_erealloc(w->entries, cap, sizeof(msgpack_array_entry), 0);
		w->entries_cap = cap;
	}
	uint32_t i = w->entries_len++;
	msgpack_array_entry *e = &w->entries[i];
	w->index[slot] = i + 1;
	/* Held: user code run meanwhile (__serialize()) cannot free it and hand its address to another array. */
	GC_TRY_ADDREF(ht);
	e->ht = ht;
	e->offset = enc->buf->s ? ZSTR_LEN(enc->buf->s) : 0;
	e->impure = enc->impure;
	e->kind = (uint8_t) kind;
	e->modes = enc->flags & MSGPACK_OPT_VALUE_MODES;
	e->state = MSGPACK_ARRAY_OPEN;
	e->id = 0;
	zend_result result = msgpack_encode_array_body(enc, ht, kind, n);
	/* (entries may have moved) */
	e = &enc->arrays->entries[i];
	size_t end = enc->buf->s ? ZSTR_LEN(enc->buf->s) : 0;
	e->state = result == SUCCESS && enc->impure == e->impure && end - e->offset >= MSGPACK_ARRAY_REF_MIN
		? MSGPACK_ARRAY_PURE : MSGPACK_ARRAY_PLAIN;
	return result;
}

void msgpack_array_refs_release(msgpack_encoder *enc)
{
	msgpack_array_writer *w = enc->arrays;

	enc->arrays = NULL;
	for (uint32_t i = 0; i < w->entries_len; i++) {
		/* The caller's value still holds each: this never frees one while the encoder is in use. */
		zend_array_release(w->entries[i].ht);
	}
	if (w->entries) {
		efree(w->entries);
	}
	if (w->index) {
		efree(w->index);
	}
}
