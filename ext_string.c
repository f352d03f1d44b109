/*
 * msgpack for PHP: string references, this extension's own ext types 0x53 (a string definition) and 0x5e (a
 * reference), in both directions (msgpack_compact.h; docs/FORMAT.md section 3.2).
 *
 * Decoding: each definition's body is a string, numbered from 0 in the order definitions appear in the message; a
 * reference's body is such a number (1, 2 or 4 bytes, big-endian), and its value is that string: the same
 * zend_string, shared.
 *
 * Encoding takes one pass and a final copy. Every string of at least MSGPACK_STRING_REF_MIN bytes is looked up in a
 * table keyed by its bytes (which stay in the output buffer: the table keeps offsets, never copies). A first
 * occurrence is written as usual and noted; a repeat is written as nothing and noted. When the value is complete,
 * msgpack_string_refs_finish() knows how often each string occurs and rewrites the output once: a string whose
 * repeats save bytes becomes a definition at its first occurrence and references at the others; any other string
 * is written out plainly again where its repeats were.
 */

#include "msgpack_encoder.h"
#include "msgpack_decoder.h"

/* How many values of the same hash, and how many entries in all, the table of strings written (compact packing)
 * compares with a value before it writes it plainly (a half-full table of mixed hashes walks a few). */
#define MSGPACK_STRING_SAME_HASH_MAX 64
#define MSGPACK_STRING_PROBES_MAX 512

/* ---- decoding -------------------------------------------------------------------------------------------------- */

static zend_result msgpack_string_define(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	zend_string *str = zend_string_init_fast((const char *) dec->p, len);

	(void) lead;
	dec->p += len;
	if (dec->strings_len == dec->strings_cap) {
		/* A definition takes 3 bytes at least: the table stays below 3 pointers per input byte. */
		uint32_t cap = dec->strings_cap ? dec->strings_cap * 2 : 8;
		dec->strings = safe_erealloc(dec->strings, cap, sizeof(zend_string *), 0);
		dec->strings_cap = cap;
	}
	dec->strings[dec->strings_len++] = zend_string_copy(str);
	ZVAL_STR(out, str);
	/*
	 * A message with string references shares its repeats of MSGPACK_STRING_REF_MIN bytes or more itself: from here
	 * on only the shorter string values are looked up in the key cache (msgpack_decode_string_value()).
	 */
	if (dec->cache.value_share_max >= MSGPACK_STRING_REF_MIN) {
		dec->cache.value_share_max = MSGPACK_STRING_REF_MIN - 1;
	}
	return SUCCESS;
}

static zend_result msgpack_string_reference(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	uint32_t id;

	(void) lead;
	ZVAL_NULL(out);
	if (UNEXPECTED(len != 1 && len != 2 && len != 4)) {
		return msgpack_decode_invalid(dec, "String reference with a %u-byte body", len);
	}
	id = msgpack_wire_load_field(dec->p, (uint8_t) len);
	if (UNEXPECTED(id >= dec->strings_len)) {
		return msgpack_decode_invalid(dec, "String reference %u out of range (strings defined before it: %u)", id,
			dec->strings_len);
	}
	dec->p += len;
	ZVAL_STR_COPY(out, dec->strings[id]);
	return SUCCESS;
}

const msgpack_ext_type msgpack_ext_string_def = {
	.type = MSGPACK_EXT_STRING_DEF,
	.name = "string definition",
	.flag = MSGPACK_OPT_STRING_REFS,
	.decode_in = msgpack_string_define,
};

const msgpack_ext_type msgpack_ext_string_ref = {
	.type = MSGPACK_EXT_STRING_REF,
	.name = "string reference",
	.flag = MSGPACK_OPT_STRING_REFS,
	.decode_in = msgpack_string_reference,
};

/* ---- encoding -------------------------------------------------------------------------------------------------- */

static void msgpack_string_writer_grow_index(msgpack_string_writer *w)
{
	uint32_t size = (w->index_mask + 1) * 2;
	uint32_t *index = safe_emalloc(size, sizeof(uint32_t), 0);

	memset(index, 0, (size_t) size * sizeof(uint32_t));
	for (uint32_t i = 0; i < w->entries_len; i++) {
		uint32_t slot = w->entries[i].hash & (size - 1);
		while (index[slot]) {
			slot = (slot + 1) & (size - 1);
		}
		index[slot] = i + 1;
	}
	if (w->index != w->inline_index) {
		efree(w->index);
	}
	w->index = index;
	w->index_mask = size - 1;
}

static void msgpack_string_writer_patch(msgpack_string_writer *w, size_t offset, uint32_t entry, bool is_bin, bool str8)
{
	if (w->patches_len == w->patches_cap) {
		uint32_t cap = w->patches_cap ? w->patches_cap * 2 : 16;
		w->patches = safe_erealloc(w->patches, cap, sizeof(msgpack_string_patch), 0);
		w->patches_cap = cap;
	}
	msgpack_string_patch *patch = &w->patches[w->patches_len++];
	patch->offset = offset;
	patch->entry = entry;
	patch->is_bin = is_bin;
	patch->str8 = str8;
	patch->array = false;
}

/* The header of an entry's first occurrence, as the encoder wrote it at bytes + e->offset: its size, read off its lead
 * byte (never worked out again here, so the rewrite cannot disagree with what was written). */
static zend_always_inline size_t msgpack_string_entry_head(const char *bytes, const msgpack_string_entry *e)
{
	return msgpack_wire_lead_of((unsigned char) bytes[e->offset])->head;
}

msgpack_string_writer *msgpack_string_writer_get(msgpack_encoder *enc)
{
	msgpack_string_writer *w = enc->strings;

	if (EXPECTED(w != NULL)) {
		return w;
	}
	w = enc->strings = &enc->string_storage;
	w->entries = w->inline_entries;
	w->entries_len = 0;
	w->entries_cap = MSGPACK_STRING_WRITER_INLINE;
	w->index = w->inline_index;
	w->index_mask = 2 * MSGPACK_STRING_WRITER_INLINE - 1;
	memset(w->inline_index, 0, sizeof(w->inline_index));
	w->patches = NULL;
	w->patches_len = w->patches_cap = 0;
	return w;
}

bool msgpack_string_refs_repeat(msgpack_encoder *enc, const char *s, size_t len, uint32_t hash, bool is_bin, bool str8)
{
	msgpack_string_writer *w = msgpack_string_writer_get(enc);
	size_t offset = enc->buf->s ? ZSTR_LEN(enc->buf->s) : 0;

	if (w->entries_len * 2 >= w->index_mask) {
		msgpack_string_writer_grow_index(w);
	}
	/* PHP's string hash keeps similar strings in nearby slots, and anyone can make strings of one hash, or of hashes
	 * that share their low bits: mixed first (a bijection: equal hashes stay equal), and the walk bounded. */
	hash ^= hash >> 16;
	hash *= 0x7feb352dU;
	hash ^= hash >> 15;
	hash *= 0x846ca68bU;
	hash ^= hash >> 16;
	uint32_t slot = hash & w->index_mask;
	uint32_t same_hash = 0, probes = 0;
	while (w->index[slot]) {
		msgpack_string_entry *e = &w->entries[w->index[slot] - 1];
		MSGPACK_COUNT(string_probes, 1);
		if (UNEXPECTED(++probes > MSGPACK_STRING_PROBES_MAX)) {
			return false;
		}
		if (e->hash == hash) {
			if (e->len == len && memcmp(ZSTR_VAL(enc->buf->s) + e->offset
					+ msgpack_string_entry_head(ZSTR_VAL(enc->buf->s), e), s, len) == 0) {
				e->count++;
				msgpack_string_writer_patch(w, offset, w->index[slot] - 1, is_bin, str8);
				return true;
			}
			if (UNEXPECTED(++same_hash == MSGPACK_STRING_SAME_HASH_MAX)) {
				/* Values whose hashes collide on purpose: past a few of them a value is written plainly and not
				 * noted, so that packing them stays linear. */
				return false;
			}
		}
		slot = (slot + 1) & w->index_mask;
	}
	/* A first occurrence: noted, and written by the caller as usual. */
	if (w->entries_len == w->entries_cap) {
		uint32_t cap = w->entries_cap * 2;
		if (w->entries == w->inline_entries) {
			w->entries = safe_emalloc(cap, sizeof(msgpack_string_entry), 0);
			memcpy(w->entries, w->inline_entries, sizeof(w->inline_entries));
		} else {
			w->entries = safe_erealloc(w->entries, cap, sizeof(msgpack_string_entry), 0);
		}
		w->entries_cap = cap;
	}
	msgpack_string_entry *e = &w->entries[w->entries_len];
	e->offset = offset;
	e->len = (uint32_t) len;
	e->count = 1;
	e->hash = hash;
	e->define = false;
	e->id = 0;
	w->index[slot] = ++w->entries_len;
	return false;
}


/* A reference's body: the definition's number in 1, 2 or 4 bytes. */
static size_t msgpack_string_ref_body(uint32_t id)
{
	return id <= UINT8_MAX ? 1 : id <= UINT16_MAX ? 2 : 4;
}

static size_t msgpack_string_ref_size(uint32_t id)
{
	size_t body = msgpack_string_ref_body(id);

	return msgpack_ext_head_size(body) + body;
}

/* The headers below are the encoder's own (msgpack_encode_ext_header(), msgpack_encode_bytes_as()): what the rewrite
 * writes and weighs is what the encoder writes. A shared array's reference (ext_array.c) has the same body. */
static void msgpack_string_write_ref(smart_str *out, int8_t type, uint32_t id)
{
	size_t body = msgpack_string_ref_body(id);
	unsigned char *w;

	msgpack_encode_ext_header(out, type, body);
	w = (unsigned char *) smart_str_extend(out, body);
	switch (body) {
		case 1:
			w[0] = (unsigned char) id;
			break;
		case 2:
			msgpack_store16(w, (uint16_t) id);
			break;
		default:
			msgpack_store32(w, id);
			break;
	}
}

/* Writes a repeat that is not worth a definition plainly, as the encoder would have written it: by the encoder, over
 * the rewrite's buffer. */
static void msgpack_string_write_plain(smart_str *out, const char *str, uint32_t len, bool is_bin, bool str8)
{
	msgpack_encoder plain;

	memset(&plain, 0, sizeof(plain));
	plain.buf = out;
	msgpack_encode_bytes_as(&plain, str, len, is_bin, str8);
}

void msgpack_string_refs_finish(msgpack_encoder *enc)
{
	msgpack_string_writer *w = enc->strings;
	uint32_t next_id = 0;

	if (w->patches_len == 0) {
		/* No string was repeated: the output is final. */
		return;
	}
	/* Which strings become definitions, numbered in the order their first occurrences appear (the entries' order). */
	for (uint32_t i = 0; i < w->entries_len; i++) {
		msgpack_string_entry *e = &w->entries[i];
		if (e->count < 2) {
			continue;
		}
		/* In 64 bits: repeats of one string written plainly may pass 4 GiB (4096 of 1 MiB), where a 32-bit size_t
		 * wrapped and made the plain form look the smaller. */
		uint64_t plain = (uint64_t) e->count * (msgpack_string_entry_head(ZSTR_VAL(enc->buf->s), e) + e->len);
		uint64_t refs = (uint64_t) msgpack_ext_head_size(e->len) + e->len
			+ (uint64_t) (e->count - 1) * msgpack_string_ref_size(next_id);
		if (refs < plain) {
			e->define = true;
			e->id = next_id++;
		}
	}

	/* Shared arrays (ext_array.c): every repeated one is a definition, numbered in the order of their offsets. */
	msgpack_array_writer *aw = enc->arrays;
	uint32_t arrays_len = aw && aw->defined ? aw->entries_len : 0;
	for (uint32_t k = 0, array_id = 0; k < arrays_len; k++) {
		if (aw->entries[k].state == MSGPACK_ARRAY_DEFINED) {
			aw->entries[k].id = array_id++;
		}
	}

	/*
	 * One copy of the output: definitions where first occurrences were, references or plain strings where repeats
	 * belong, merged by offset (a repeat wrote nothing, so a first occurrence after it starts at the same offset, and
	 * comes after it; an array's first byte is its header, so no string starts where an array does).
	 */
	zend_string *old = enc->buf->s;
	const char *bytes = ZSTR_VAL(old);
	size_t old_len = ZSTR_LEN(old), from = 0;
	smart_str out = {0};
	uint32_t i = 0, j = 0, a = 0;

	smart_str_alloc(&out, old_len, 0);
	while (i < w->entries_len || j < w->patches_len || a < arrays_len) {
		if (a < arrays_len && aw->entries[a].state != MSGPACK_ARRAY_DEFINED) {
			a++;
			continue;
		}
		size_t next_entry = i < w->entries_len ? w->entries[i].offset : SIZE_MAX;
		size_t next_array = a < arrays_len ? aw->entries[a].offset : SIZE_MAX;
		if (j < w->patches_len && w->patches[j].offset <= next_entry && w->patches[j].offset <= next_array) {
			msgpack_string_patch *patch = &w->patches[j++];
			smart_str_appendl(&out, bytes + from, patch->offset - from);
			from = patch->offset;
			if (patch->array) {
				msgpack_string_write_ref(&out, MSGPACK_EXT_ARRAY_REF, aw->entries[patch->entry].id);
				continue;
			}
			msgpack_string_entry *e = &w->entries[patch->entry];
			if (e->define) {
				msgpack_string_write_ref(&out, MSGPACK_EXT_STRING_REF, e->id);
			} else {
				msgpack_string_write_plain(&out, bytes + e->offset + msgpack_string_entry_head(bytes, e), e->len,
					patch->is_bin, patch->str8);
			}
			continue;
		}
		if (next_array <= next_entry) {
			/* `c7 00 41` before the array's first occurrence, which stays as it is */
			a++;
			smart_str_appendl(&out, bytes + from, next_array - from);
			from = next_array;
			msgpack_encode_ext_header(&out, MSGPACK_EXT_ARRAY_DEF, 0);
			continue;
		}
		msgpack_string_entry *e = &w->entries[i++];
		if (!e->define) {
			continue;
		}
		smart_str_appendl(&out, bytes + from, e->offset - from);
		msgpack_encode_ext_header(&out, MSGPACK_EXT_STRING_DEF, e->len);
		size_t head = msgpack_string_entry_head(bytes, e);
		smart_str_appendl(&out, bytes + e->offset + head, e->len);
		from = e->offset + head + e->len;
	}
	smart_str_appendl(&out, bytes + from, old_len - from);
	smart_str_free(enc->buf);
	*enc->buf = out;
}

void msgpack_string_refs_release(msgpack_encoder *enc)
{
	msgpack_string_writer *w = enc->strings;

	if (w->entries != w->inline_entries) {
		efree(w->entries);
	}
	if (w->index != w->inline_index) {
		efree(w->index);
	}
	if (w->patches) {
		efree(w->patches);
	}
	enc->strings = NULL;
}
