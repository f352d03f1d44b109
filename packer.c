/*
 * msgpack for PHP: the encoder.
 *
 * Byte choices follow PECL msgpack so that data at rest reads the same in both: non-negative integers always use the
 * unsigned families, floats are doubles unless force_f32 is set, strings of 32..255 bytes use str8 only when
 * use_str8_serialization is on, and an array is a msgpack array only when it is a list (keys 0..n-1 in order).
 * Every token reserves its bytes once (header and payload together) and stores multi-byte fields byte-swapped.
 */

#include "msgpack_encoder.h"

void msgpack_encoder_init_compact(msgpack_encoder *enc, const msgpack_options *opts)
{
	if (opts->flags & MSGPACK_OPT_RECORDS) {
		enc->flags |= MSGPACK_OPT_UINT8_IDS;
	}
	enc->records = NULL;
	/* Held: user code may drop the Packer's and the Structures' own references meanwhile. */
	enc->structures = (opts->flags & MSGPACK_OPT_RECORDS) ? opts->structures : NULL;
	if (enc->structures) {
		enc->structures->refcount++;
	}
	enc->structures_writer = false;
	enc->strings = NULL;
	enc->arrays = NULL;
}

zend_string *msgpack_output_take_other(smart_str *buf)
{
	if (UNEXPECTED(buf->s == NULL)) {
		return ZSTR_EMPTY_ALLOC();
	}
	return smart_str_extract(buf);
}

void msgpack_output_release(void)
{
	if (MSGPACK_G(output_scratch)) {
		efree(MSGPACK_G(output_scratch));
		MSGPACK_G(output_scratch) = NULL;
	}
}

/*
 * The state a message changes that outlives it: the shared structures' lists it appended and a stream's records it
 * defined are kept when the message is complete (keep), taken back when it never went out.
 */
static void msgpack_encoder_end_message(msgpack_encoder *enc, bool keep)
{
	if (enc->structures_writer) {
		msgpack_structures_end(enc->structures, keep);
		enc->structures_writer = false;
	}
	if (enc->records && enc->records != &enc->record_storage) {
		msgpack_record_writer_end(enc->records, keep);
		enc->records = NULL;
	}
}

/*
 * A fatal error in user code the encode runs: every array's mark comes off (objects are only listed; the values are
 * still held by the calls unwound), and what the message changed in state that outlives it is taken back, as for a
 * failed encode: the shared structures it appended to, a stream's records (the message never went out).
 */
static ZEND_COLD void msgpack_encoder_abandon(msgpack_frame *frame)
{
	msgpack_encoder *enc = (msgpack_encoder *) ((char *) frame - offsetof(msgpack_encoder, frame));

	for (uint32_t i = 0; i < enc->marked_len; i++) {
		if (!((uintptr_t) enc->marked[i] & 1)) {
			GC_UNPROTECT_RECURSION(enc->marked[i]);
		}
	}
	enc->marked_len = 0;
	if (enc->compact_state) {
		msgpack_encoder_end_message(enc, false);
	}
}

void msgpack_encoder_frame_enter(msgpack_encoder *enc)
{
	if (!enc->frame_entered) {
		msgpack_frame_enter(&enc->frame, msgpack_encoder_abandon);
		enc->frame_entered = true;
	}
}

void msgpack_encode_mark_grow(msgpack_encoder *enc)
{
	uint32_t cap = enc->marked_cap ? enc->marked_cap * 2 : 16;

	/* Reallocated before anything new is marked: memory running out here leaves the list complete. */
	enc->marked = safe_erealloc(enc->marked, cap, sizeof(zend_refcounted *), 0);
	enc->marked_cap = cap;
	msgpack_encoder_frame_enter(enc);
}

void msgpack_encoder_destroy_other(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->compact_state)) {
		if (enc->structures) {
			if (enc->structures_writer) {
				/* Not finished with success (msgpack_encode_finish()): its appends are taken back. */
				msgpack_structures_end(enc->structures, false);
				enc->structures_writer = false;
			}
			msgpack_structures_release(enc->structures);
			enc->structures = NULL;
		}
		if (enc->records) {
			msgpack_encode_records_release(enc);
		}
		if (enc->strings) {
			msgpack_string_refs_release(enc);
		}
		if (enc->arrays) {
			msgpack_array_refs_release(enc);
		}
	}
	if (enc->frame_entered) {
		msgpack_frame_leave(&enc->frame);
		enc->frame_entered = false;
	}
	if (enc->marked) {
		efree(enc->marked);
		enc->marked = NULL;
	}
	if (enc->identity.entries) {
		msgpack_encode_identity_release(enc);
	}
}

zend_never_inline unsigned char *msgpack_encode_grow(msgpack_encoder *enc, size_t n)
{
	smart_str *buf = enc->buf;
	size_t len = 0;

	if (EXPECTED(buf->s != NULL)) {
		len = ZSTR_LEN(buf->s);
		/* Not for a little output before a large token (an array's header before a long string): the buffer grows
		 * instead, and it goes out with the token, so that every write but the last is a large one. */
		if (UNEXPECTED(enc->flush != NULL) && len >= MSGPACK_ENCODE_FLUSH_SIZE) {
			enc->flush(enc);
			len = ZSTR_LEN(buf->s);
		}
	}
	/* smart_str_extend()'s slow path; after a flush the bytes may fit without it */
	if (!buf->s || len + n >= buf->a) {
		size_t need = len + n;

		/* not in packToStream(): there the buffer holds what the token needs only, so that no write is larger than
		 * MSGPACK_ENCODE_FLUSH_SIZE and the largest token */
		if (UNEXPECTED(need >= MSGPACK_GROW_GEOMETRIC_FROM) && buf->s && EXPECTED(enc->flush == NULL)) {
			MSGPACK_COUNT(large_grows, 1);
			need = msgpack_grow_capacity(buf->a, need);
		}
		smart_str_erealloc(buf, need);
	}
	ZSTR_LEN(buf->s) = len + n;
	return (unsigned char *) ZSTR_VAL(buf->s) + len;
}

/* A float64, or with f32 a float32. */
void msgpack_encode_float(msgpack_encoder *enc, double d, bool f32)
{
	unsigned char *w;

	if (UNEXPECTED(f32)) {
		float f = (float) d;
		uint32_t bits;

		memcpy(&bits, &f, sizeof(bits));
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_FLOAT32));
		w[0] = MSGPACK_WIRE_FLOAT32;
		msgpack_store32(w + 1, bits);
	} else {
		uint64_t bits;

		memcpy(&bits, &d, sizeof(bits));
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_FLOAT64));
		w[0] = MSGPACK_WIRE_FLOAT64;
		msgpack_store64(w + 1, bits);
	}
}

/*
 * packToStream() (MSGPACK_OPT_WRITE_THROUGH): a payload over 64 KiB, its header already in the buffer, goes out from
 * where it is, so that the buffer never holds a long string. The buffer is topped up to MSGPACK_ENCODE_FLUSH_SIZE from
 * the payload's head and sent, then the rest goes in one write (or, short, into the buffer), so that every write but
 * the last is still at least that large. The write runs user code (a stream wrapper, a user filter): the caller holds
 * the string s is in.
 */
static void msgpack_encode_through(msgpack_encoder *enc, const char *s, size_t len)
{
	size_t have = enc->buf->s ? ZSTR_LEN(enc->buf->s) : 0;
	size_t take = have < MSGPACK_ENCODE_FLUSH_SIZE ? MIN(MSGPACK_ENCODE_FLUSH_SIZE - have, len) : 0;

	/* (the buffer holds less than MSGPACK_ENCODE_FLUSH_SIZE: growing it for these does not flush) */
	if (take) {
		memcpy(msgpack_encode_reserve(enc, take), s, take);
	}
	enc->flush(enc);
	s += take;
	len -= take;
	if (len >= MSGPACK_ENCODE_FLUSH_SIZE) {
		enc->write(enc, s, len);
	} else if (len) {
		memcpy(msgpack_encode_reserve(enc, len), s, len);
	}
}

/* msgpack_encode_bytes() of a str or bin over 64 KiB (and below 4 GiB) under MSGPACK_OPT_WRITE_THROUGH: str is held
 * across the write. */
static zend_never_inline ZEND_COLD bool msgpack_encode_bytes_through(msgpack_encoder *enc, zend_string *str, bool is_bin)
{
	size_t len = ZSTR_LEN(str);
	/* held before the header's reservation, which may flush (user code) too */
	zend_string_addref(str);
	unsigned char *w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR32));
	w[0] = is_bin ? MSGPACK_WIRE_BIN32 : MSGPACK_WIRE_STR32;
	msgpack_store32(w + 1, (uint32_t) len);
	msgpack_encode_through(enc, ZSTR_VAL(str), len);
	zend_string_release(str);
	return true;
}

/*
 * A str (or, with is_bin, bin) header plus payload in one reservation. bin has no fix form and always has bin8; str8
 * says whether a str of 32..255 bytes uses str8 (else str16). false, nothing written: 4 GiB or more (tested in the
 * str32 branch only, so that a caller's test of the result costs the short strings nothing once inlined; values were
 * tested before, map keys and property names rely on this). zs: the PHP string s is the value of, or NULL; in
 * packToStream() a long one goes out from where it is (msgpack_encode_bytes_through()), held meanwhile.
 */
msgpack_inline bool msgpack_encode_bytes(msgpack_encoder *enc, const char *s, size_t len, bool is_bin, bool str8,
	zend_string *zs)
{
	unsigned char *w;
	size_t header;

	if (!is_bin && len <= MSGPACK_WIRE_FIXSTR_MAX) {
		header = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_FIXSTR);
		w = msgpack_encode_reserve(enc, header + len);
		w[0] = (unsigned char) (MSGPACK_WIRE_FIXSTR | len);
	} else if (len <= UINT8_MAX && (is_bin || str8)) {
		/* Copied here rather than after the chain: the shared tail cost a jump per string. */
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8) + len);
		w[0] = is_bin ? MSGPACK_WIRE_BIN8 : MSGPACK_WIRE_STR8;
		w[1] = (unsigned char) len;
		msgpack_copy_bytes(w + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8), s, len);
		return true;
	} else if (len <= UINT16_MAX) {
		header = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR16);
		w = msgpack_encode_reserve(enc, header + len);
		w[0] = is_bin ? MSGPACK_WIRE_BIN16 : MSGPACK_WIRE_STR16;
		msgpack_store16(w + 1, (uint16_t) len);
	} else {
		if (UNEXPECTED(!msgpack_encode_length_ok(len))) {
			return false;
		}
		if (UNEXPECTED(enc->flags & MSGPACK_OPT_WRITE_THROUGH) && zs) {
			return msgpack_encode_bytes_through(enc, zs, is_bin);
		}
		header = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR32);
		w = msgpack_encode_reserve(enc, header + len);
		w[0] = is_bin ? MSGPACK_WIRE_BIN32 : MSGPACK_WIRE_STR32;
		msgpack_store32(w + 1, (uint32_t) len);
	}
	msgpack_copy_bytes(w + header, s, len);
	return true;
}

/*
 * Whether s[0..len) is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), the
 * check PackOptions::DETECT_STR_BIN makes. ASCII runs are skipped eight bytes at a time.
 */
static bool msgpack_encode_utf8_valid(const unsigned char *s, size_t len)
{
	const unsigned char *end = s + len;

	while (s < end) {
		if ((size_t) (end - s) >= 8) {
			uint64_t word;
			memcpy(&word, s, sizeof(word));
			if (!(word & UINT64_C(0x8080808080808080))) {
				s += 8;
				continue;
			}
		}
		unsigned char c = *s;
		size_t avail = (size_t) (end - s);

		if (c < 0x80) {
			s++;
		} else if (c >= 0xc2 && c <= 0xdf) {
			if (avail < 2 || (s[1] & 0xc0) != 0x80) {
				return false;
			}
			s += 2;
		} else if (c >= 0xe0 && c <= 0xef) {
			/* E0 needs A0..BF (else overlong), ED needs 80..9F (else a surrogate) */
			unsigned char lo = c == 0xe0 ? 0xa0 : 0x80, hi = c == 0xed ? 0x9f : 0xbf;
			if (avail < 3 || s[1] < lo || s[1] > hi || (s[2] & 0xc0) != 0x80) {
				return false;
			}
			s += 3;
		} else if (c >= 0xf0 && c <= 0xf4) {
			/* F0 needs 90..BF (else overlong), F4 needs 80..8F (else above U+10FFFF) */
			unsigned char lo = c == 0xf0 ? 0x90 : 0x80, hi = c == 0xf4 ? 0x8f : 0xbf;
			if (avail < 4 || s[1] < lo || s[1] > hi || (s[2] & 0xc0) != 0x80 || (s[3] & 0xc0) != 0x80) {
				return false;
			}
			s += 4;
		} else {
			return false;
		}
	}
	return true;
}

/* Compact mode's half of msgpack_encode_bytes_once(), out of the way of plain encodes. */
static zend_never_inline bool msgpack_encode_bytes_refs(msgpack_encoder *enc, const char *s, size_t len, bool is_bin,
	bool str8, zend_string *zs)
{
	/* (the table keeps 32-bit lengths: a longer string goes on to be refused) */
	if (len >= MSGPACK_STRING_REF_MIN && msgpack_encode_length_ok(len)) {
		zend_ulong hash = zs ? zend_string_hash_val(zs) : zend_inline_hash_func(s, len);
		if (msgpack_string_refs_repeat(enc, s, len, (uint32_t) hash, is_bin, str8)) {
			return true;
		}
	}
	return msgpack_encode_bytes(enc, s, len, is_bin, str8, zs);
}

/*
 * A str or bin once, or the note of a repeat when strings are written once (MSGPACK_OPT_STRING_REFS). zs: the PHP
 * string s is the value of, whose cached hash then serves (NULL: hashed here).
 */
msgpack_inline bool msgpack_encode_bytes_once(msgpack_encoder *enc, const char *s, size_t len, bool is_bin, bool str8,
	zend_string *zs)
{
	if (UNEXPECTED(enc->flags & MSGPACK_OPT_STRING_REFS)) {
		return msgpack_encode_bytes_refs(enc, s, len, is_bin, str8, zs);
	}
	return msgpack_encode_bytes(enc, s, len, is_bin, str8, zs);
}

/*
 * A PHP string under PackOptions' FORCE_BIN or DETECT_STR_BIN (as bin, or as str when it is UTF-8 and detection is
 * on), or written once (MSGPACK_OPT_STRING_REFS). s is the value of a zend_string (msgpack_encode_string()'s callers),
 * found back from it for its cached hash: passing it along would cost plain encodes a register.
 */
static zend_never_inline bool msgpack_encode_string_by_mode(msgpack_encoder *enc, const char *s, size_t len,
	uint32_t flags)
{
	zend_string *str = (zend_string *) (s - offsetof(zend_string, val));

	return msgpack_encode_bytes_once(enc, s, len, msgpack_encode_is_bin(flags, s, len),
		(flags & MSGPACK_OPT_STR8) != 0, str);
}

/*
 * A PHP string (value or map key: s is ZSTR_VAL of a zend_string) under the str/bin choice of flags: the encoder's
 * for a value, those its map began with for a key (a Packer's options changed by user code in the middle of a map
 * apply to its values, not its keys, as the library's packMap() chooses the keys' form once); false as for
 * msgpack_encode_bytes().
 */
msgpack_inline bool msgpack_encode_string(msgpack_encoder *enc, const char *s, size_t len, uint32_t flags)
{
	if (UNEXPECTED(flags & (MSGPACK_OPT_STR_AS_BIN | MSGPACK_OPT_STR_DETECT | MSGPACK_OPT_STRING_REFS))) {
		return msgpack_encode_string_by_mode(enc, s, len, flags);
	}
	/* (zs: found back from s, as by msgpack_encode_string_by_mode(), only where a long string needs it) */
	return msgpack_encode_bytes(enc, s, len, false, (flags & MSGPACK_OPT_STR8) != 0,
		(zend_string *) (s - offsetof(zend_string, val)));
}

void msgpack_encode_ext_header(smart_str *buf, int8_t type, size_t len)
{
	unsigned char *w = (unsigned char *) smart_str_extend(buf, MSGPACK_EXT_HEAD_MAX);

	/* room for the longest, then what this one did not take given back */
	ZSTR_LEN(buf->s) -= MSGPACK_EXT_HEAD_MAX - msgpack_put_ext_head(w, type, len);
}

/* ---- containers ------------------------------------------------------------------------------------------------ */

static zend_result msgpack_encode_other(msgpack_encoder *enc, zval *val);

/*
 * Writes val if it is a scalar (int, string, float, null, bool) and returns true; false for anything else. Container
 * loops call this inline before msgpack_encode_other(), so most elements cost no call into the full dispatch.
 */
msgpack_inline bool msgpack_encode_scalar(msgpack_encoder *enc, zval *val)
{
	switch (Z_TYPE_P(val)) {
		case IS_LONG:
			msgpack_encode_int(enc, Z_LVAL_P(val));
			return true;
		case IS_STRING:
			/* (4 GiB or more: nothing written, and msgpack_encode_nonscalar() says why) */
			return msgpack_encode_string(enc, Z_STRVAL_P(val), Z_STRLEN_P(val), enc->flags);
		case IS_DOUBLE:
			msgpack_encode_float(enc, Z_DVAL_P(val), (enc->flags & MSGPACK_OPT_FORCE_F32) != 0);
			return true;
		case IS_NULL:
			msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
			return true;
		case IS_FALSE:
			msgpack_encode_byte(enc, MSGPACK_WIRE_FALSE);
			return true;
		case IS_TRUE:
			msgpack_encode_byte(enc, MSGPACK_WIRE_TRUE);
			return true;
		default:
			return false;
	}
}

/*
 * What a scalar leaves: an array goes to msgpack_encode_array() without msgpack_encode_other()'s frame. Out of line, so
 * that the loops over a container's values hold one call here, as they did before arrays took this way (inlined, the
 * test cost a list of 100,000 ints an instruction per element).
 */
static zend_never_inline zend_result msgpack_encode_nonscalar(msgpack_encoder *enc, zval *val)
{
	if (EXPECTED(Z_TYPE_P(val) == IS_ARRAY)) {
		return msgpack_encode_array(enc, Z_ARR_P(val), MSGPACK_ARRAY_AUTO);
	}
	return msgpack_encode_other(enc, val);
}

msgpack_inline zend_result msgpack_encode_value_inline(msgpack_encoder *enc, zval *val)
{
	if (EXPECTED(msgpack_encode_scalar(enc, val))) {
		return SUCCESS;
	}
	return msgpack_encode_nonscalar(enc, val);
}

ZEND_COLD zend_result msgpack_encode_error(msgpack_encoder *enc, msgpack_error error)
{
	enc->error = error;
	return FAILURE;
}

static zend_result msgpack_encode_map_entries(msgpack_encoder *enc, HashTable *ht)
{
	const uint32_t key_flags = enc->flags;
	zend_ulong idx;
	zend_string *key;
	zval *val;

	if (HT_IS_PACKED(ht)) {
		ZEND_HASH_PACKED_FOREACH_KEY_VAL(ht, idx, val) {
			msgpack_encode_int(enc, (zend_long) idx);
			if (UNEXPECTED(msgpack_encode_value_inline(enc, val) != SUCCESS)) {
				return FAILURE;
			}
		} ZEND_HASH_FOREACH_END();
		return SUCCESS;
	}
	ZEND_HASH_MAP_FOREACH_KEY_VAL(ht, idx, key, val) {
		if (key) {
			/* (a key of 4 GiB or more: no value's test met it) */
			if (UNEXPECTED(!msgpack_encode_string(enc, ZSTR_VAL(key), ZSTR_LEN(key), key_flags))) {
				return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
			}
		} else {
			msgpack_encode_int(enc, (zend_long) idx);
		}
		if (UNEXPECTED(msgpack_encode_value_inline(enc, val) != SUCCESS)) {
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	return SUCCESS;
}

static zend_result msgpack_encode_list_entries(msgpack_encoder *enc, HashTable *ht)
{
	zval *val;

	if (HT_IS_PACKED(ht)) {
		ZEND_HASH_PACKED_FOREACH_VAL(ht, val) {
			if (UNEXPECTED(msgpack_encode_value_inline(enc, val) != SUCCESS)) {
				return FAILURE;
			}
		} ZEND_HASH_FOREACH_END();
		return SUCCESS;
	}
	ZEND_HASH_MAP_FOREACH_VAL(ht, val) {
		if (UNEXPECTED(msgpack_encode_value_inline(enc, val) != SUCCESS)) {
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	return SUCCESS;
}

/* Records on: a map as a record when its keys allow (ext_record.c), else as a map. */
static zend_never_inline zend_result msgpack_encode_map_or_record(msgpack_encoder *enc, HashTable *ht, uint32_t n)
{
	bool written;
	zend_result result = msgpack_encode_record(enc, ht, &written);

	if (written || result != SUCCESS) {
		return result;
	}
	msgpack_encode_header(enc, n, true);
	return msgpack_encode_map_entries(enc, ht);
}

/*
 * kind: MSGPACK_ARRAY_AUTO (a list is an array, anything else a map, unless PackOptions force one of them),
 * MSGPACK_ARRAY_LIST (values only, keys dropped) or MSGPACK_ARRAY_MAP (MessagePack\Type\Map, packMap()).
 */
zend_result msgpack_encode_array(msgpack_encoder *enc, HashTable *ht, int kind)
{
	uint32_t n = zend_hash_num_elements(ht);

	if (kind == MSGPACK_ARRAY_AUTO && UNEXPECTED(enc->flags & (MSGPACK_OPT_ARRAY_AS_LIST | MSGPACK_OPT_ARRAY_AS_MAP))) {
		kind = (enc->flags & MSGPACK_OPT_ARRAY_AS_LIST) ? MSGPACK_ARRAY_LIST : MSGPACK_ARRAY_MAP;
	}
	/* Only an array something else holds too can be met again (the caller's own reference aside: 2 for the arrays
	 * msgpack_encode_array_held() holds, which also covers an array value passed once). */
	if (UNEXPECTED(enc->flags & MSGPACK_OPT_STRING_REFS) && n != 0
			&& ((GC_FLAGS(ht) & GC_IMMUTABLE) || GC_REFCOUNT(ht) > 1)) {
		return msgpack_encode_array_shared(enc, ht, kind, n);
	}
	return msgpack_encode_array_body(enc, ht, kind, n);
}

zend_result msgpack_encode_array_body(msgpack_encoder *enc, HashTable *ht, int kind, uint32_t n)
{
	zend_result result;

	/* Every array is a container the decoder counts, empty ones too. */
	enc->next_id++;
	if (n == 0) {
		if (kind == MSGPACK_ARRAY_MAP) {
			enc->impure++;
		}
		msgpack_encode_byte(enc, kind == MSGPACK_ARRAY_MAP ? MSGPACK_WIRE_FIXMAP : MSGPACK_WIRE_FIXARRAY);
		return SUCCESS;
	}
	/* MSGPACK_OPT_CUT_RECURSION (PECL without php_only): a recursion is cut. In the PHP-only format references and
	 * objects are tracked, which already ends any recursion (an array can only contain itself through a reference);
	 * the array written again below a reference is PECL's output too. Otherwise nothing is cut: a recursive array runs
	 * into the depth limit and fails (the MessagePack\ classes). */
	bool guard = (enc->flags & MSGPACK_OPT_CUT_RECURSION) != 0;
	if (UNEXPECTED(guard && GC_IS_RECURSIVE(ht)) && enc->depth > 0) {
		enc->next_id--;
		/* An array that contains itself: the repeated occurrence is written as nil, as PECL does outside PHP-only
		 * mode. Like PECL, the root array is not marked, so it is written once more before the cut; the bytes match.
		 * Nor is it cut: marked, it is one an encode that user code runs inside (an __serialize() calling
		 * msgpack_pack()) is writing, and PECL writes it and cuts below. */
		msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
		return SUCCESS;
	}
	/* Immutable arrays cannot contain themselves, and their flags are shared memory. */
	bool protect = guard && enc->depth > 0 && !(GC_FLAGS(ht) & GC_IMMUTABLE);
	if (UNEXPECTED(msgpack_encode_enter(enc) != SUCCESS)) {
		return FAILURE;
	}
	if (protect) {
		msgpack_encode_mark(enc, (zend_refcounted *) ht);
	}
	if (kind == MSGPACK_ARRAY_LIST || (kind == MSGPACK_ARRAY_AUTO && zend_array_is_list(ht))) {
		msgpack_encode_header(enc, n, false);
		result = msgpack_encode_list_entries(enc, ht);
	} else if (UNEXPECTED(enc->flags & MSGPACK_OPT_RECORDS)) {
		/* A map: what a reader with msgpack.assoc=0 makes an object of (which no shared array may hold). */
		enc->impure++;
		result = msgpack_encode_map_or_record(enc, ht, n);
	} else {
		enc->impure++;
		msgpack_encode_header(enc, n, true);
		result = msgpack_encode_map_entries(enc, ht);
	}
	if (protect) {
		msgpack_encode_unmark(enc, (zend_refcounted *) ht);
	}
	enc->depth--;
	return result;
}

/*
 * User code runs in the middle of an encode (an object's __serialize() or __sleep(), a transformer, an error handler)
 * and may free or change what is being written. Arrays reached by value from the value passed in need nothing: the
 * caller holds that value, and a write anywhere below it separates a copy (copy-on-write), leaving what is being
 * iterated intact. Only an array reached where user code can replace it is held: through a PHP reference, in an
 * object's property, in a Map object. Held, it outlives the replacement, and a write to it separates a copy.
 */
zend_result msgpack_encode_array_held(msgpack_encoder *enc, HashTable *ht, int kind)
{
	GC_TRY_ADDREF(ht);
	zend_result result = msgpack_encode_array(enc, ht, kind);
	bool last = !(GC_FLAGS(ht) & GC_IMMUTABLE) && GC_REFCOUNT(ht) == 1;
	zend_array_release(ht);
	if (UNEXPECTED(last)) {
		/* user code replaced it, and its destructors ran */
		msgpack_encode_follow(enc);
	}
	return result;
}

/* ---- objects --------------------------------------------------------------------------------------------------- */

/*
 * The entries of an object's property table (msgpack_encode_props() in packer_php.c) with this file's inline paths for
 * names and scalar values: with keys, each name as a string (an integer key as its decimal digits), then the value;
 * without, the values only; entries msgpack_encode_prop_value() refuses are skipped.
 * The caller holds the table; an array value is held while written, as user code reached from an earlier value may
 * replace it. *written counts the entries written, for the caller's check against its header. names (not NULL: values
 * only, under an object record's names_count names): an entry whose name is not the next of them stops the loop with
 * *written UINT32_MAX, as user code reached from an earlier value may unset one property and initialise another.
 */
zend_result msgpack_encode_property_entries(msgpack_encoder *enc, HashTable *props, bool keys, const char *skip,
	size_t skip_len, zend_string *const *names, uint32_t names_count, uint32_t *written)
{
	bool str8 = (enc->flags & MSGPACK_OPT_STR8) != 0;
	zend_string *key;
	zend_ulong idx;
	zval *v;
	uint32_t n = 0;

	ZEND_HASH_FOREACH_KEY_VAL(props, idx, key, v) {
		v = msgpack_encode_prop_value(v, key, skip, skip_len);
		if (!v) {
			continue;
		}
		if (UNEXPECTED(names != NULL)
				&& (n >= names_count || !key || !zend_string_equals(key, names[n]))) {
			*written = UINT32_MAX;
			return SUCCESS;
		}
		n++;
		if (keys) {
			if (EXPECTED(key)) {
				if (UNEXPECTED(!msgpack_encode_bytes_once(enc, ZSTR_VAL(key), ZSTR_LEN(key), false, str8, key))) {
					*written = n;
					return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
				}
			} else {
				char buf[MAX_LENGTH_OF_LONG + 1];
				char *digits = zend_print_long_to_buf(buf + sizeof(buf) - 1, (zend_long) idx);
				msgpack_encode_bytes_once(enc, digits, buf + sizeof(buf) - 1 - digits, false, false, NULL);
			}
		}
		if (EXPECTED(msgpack_encode_scalar(enc, v))) {
			continue;
		}
		zend_result result = Z_TYPE_P(v) == IS_ARRAY
			? msgpack_encode_array_held(enc, Z_ARR_P(v), MSGPACK_ARRAY_AUTO) : msgpack_encode_other(enc, v);
		if (UNEXPECTED(result != SUCCESS)) {
			*written = n;
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	*written = n;
	return SUCCESS;
}

/* A value whose type has no encoding: nil (PECL's way, which its front end reports), or with
 * MSGPACK_OPT_UNSUPPORTED_FAILS the end of the encode. */
static zend_never_inline ZEND_COLD zend_result msgpack_encode_unsupported(msgpack_encoder *enc)
{
	if (enc->flags & MSGPACK_OPT_UNSUPPORTED_FAILS) {
		return msgpack_encode_error(enc, MSGPACK_ERR_UNSUPPORTED);
	}
	enc->unsupported_seen = true;
	msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
	return SUCCESS;
}

static zval *msgpack_encode_prop(zend_object *obj, uint32_t slot)
{
	zval *v = OBJ_PROP_NUM(obj, slot);
	ZVAL_DEREF(v);
	return v;
}

/* Bin and Ext carry a string; a user may have assigned something else to the public property. */
static zend_result msgpack_encode_prop_string(zend_object *obj, uint32_t slot, zend_string **str)
{
	zval *v = msgpack_encode_prop(obj, slot);

	if (EXPECTED(Z_TYPE_P(v) == IS_STRING)) {
		*str = zend_string_copy(Z_STR_P(v));
		return SUCCESS;
	}
	*str = zval_try_get_string(v);
	return *str ? SUCCESS : FAILURE;
}

/* Bin, Map or Ext (the caller checked the class). */
zend_result msgpack_encode_type_object(msgpack_encoder *enc, zend_object *obj)
{
	zend_class_entry *ce = obj->ce;
	zend_string *str;

	if (ce == msgpack_ce_bin) {
		if (UNEXPECTED(msgpack_encode_prop_string(obj, MSGPACK_BIN_PROP_DATA, &str) != SUCCESS)) {
			return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
		}
		if (UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(str)))) {
			zend_string_release(str);
			return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
		}
		msgpack_encode_bytes(enc, ZSTR_VAL(str), ZSTR_LEN(str), true, true, str);
		zend_string_release(str);
		return SUCCESS;
	}
	if (ce == msgpack_ce_map) {
		zval *map = msgpack_encode_prop(obj, MSGPACK_MAP_PROP_MAP);
		if (EXPECTED(Z_TYPE_P(map) == IS_ARRAY)) {
			return msgpack_encode_array_held(enc, Z_ARR_P(map), MSGPACK_ARRAY_MAP);
		}
		return msgpack_encode_unsupported(enc);
	}
	ZEND_ASSERT(ce == msgpack_ce_ext);
	{
		/* (a float: silently on every PHP, as Timestamp's; a type that is no number warns, and the handler may throw) */
		zend_long type = msgpack_object_get_slot_long(obj, MSGPACK_EXT_PROP_TYPE);
		if (UNEXPECTED(EG(exception))) {
			return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
		}
		if (UNEXPECTED(msgpack_encode_prop_string(obj, MSGPACK_EXT_PROP_DATA, &str) != SUCCESS)) {
			return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
		}
		if (UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(str)))) {
			zend_string_release(str);
			return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
		}
		if (UNEXPECTED(enc->flags & (MSGPACK_OPT_COMPACT_ANY | MSGPACK_OPT_UINT8_IDS | MSGPACK_OPT_COMPACT_EXTS_TAKEN))
				&& msgpack_compact_ext_type((int8_t) (uint8_t) type)) {
			/* A compact reader would take it for a record or a string reference. */
			zend_string_release(str);
			return msgpack_encode_error(enc, MSGPACK_ERR_INVALID);
		}
		/* The type is written as one byte, as the wire format has it; out-of-range values wrap. */
		msgpack_encode_ext_header(enc->buf, (int8_t) (uint8_t) type, ZSTR_LEN(str));
		if (UNEXPECTED(ZSTR_LEN(str) > UINT16_MAX) && (enc->flags & MSGPACK_OPT_WRITE_THROUGH)) {
			/* (str is held: a copy of the property's) */
			msgpack_encode_through(enc, ZSTR_VAL(str), ZSTR_LEN(str));
		} else {
			smart_str_appendl(enc->buf, ZSTR_VAL(str), ZSTR_LEN(str));
		}
		zend_string_release(str);
		return SUCCESS;
	}
}

zend_result msgpack_encode_ext_object(msgpack_encoder *enc, const msgpack_ext_type *ext, zend_object *obj)
{
	ext->encode(enc->buf, obj);
	/* A property a user replaced with what converts with a warning: the error handler may have thrown. */
	if (UNEXPECTED(EG(exception))) {
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

static zend_result msgpack_encode_object(msgpack_encoder *enc, zval *val)
{
	zend_object *obj = Z_OBJ_P(val);
	zend_class_entry *ce = obj->ce;
	const msgpack_ext_type *ext;
	zend_result result;
	uint32_t refcount;

	if (UNEXPECTED(enc->object_hook)) {
		return enc->object_hook(enc, val);
	}
	if (ce == msgpack_ce_bin || ce == msgpack_ce_map || ce == msgpack_ce_ext) {
		/* Held: converting a property a user replaced runs the error handler, which may drop the last reference. */
		refcount = msgpack_object_hold(obj);
		result = msgpack_encode_type_object(enc, obj);
		msgpack_object_unhold(obj, refcount);
		return result;
	}
	if ((ext = msgpack_ext_by_class(ce)) != NULL) {
		refcount = msgpack_object_hold(obj);
		result = msgpack_encode_ext_object(enc, ext, obj);
		msgpack_object_unhold(obj, refcount);
		return result;
	}
	return msgpack_encode_php_object(enc, obj, NULL);
}

/* ---- dispatch -------------------------------------------------------------------------------------------------- */

/* A string user code could free while it is written (msgpack_encode_other()): held meanwhile. */
static zend_never_inline zend_result msgpack_encode_string_held(msgpack_encoder *enc, zend_string *str)
{
	zval held;

	ZVAL_STR_COPY(&held, str);
	zend_result result = msgpack_encode_scalar(enc, &held) ? SUCCESS : msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
	zval_ptr_dtor_str(&held);
	return result;
}

/* Everything msgpack_encode_value_inline() leaves: arrays, objects, references, oversized strings, resources. */
static zend_result msgpack_encode_other(msgpack_encoder *enc, zval *val)
{
again:
	if (EXPECTED(msgpack_encode_scalar(enc, val))) {
		return SUCCESS;
	}
	switch (Z_TYPE_P(val)) {
		case IS_ARRAY:
			return msgpack_encode_array(enc, Z_ARR_P(val), MSGPACK_ARRAY_AUTO);
		case IS_OBJECT:
			enc->impure++;
			return msgpack_encode_object(enc, val);
		case IS_REFERENCE:
			enc->impure++;
			if (enc->flags & MSGPACK_OPT_PHP_ONLY) {
				/* The PHP-only format keeps references to arrays and objects (not to scalars, as PECL). */
				zval *inner = Z_REFVAL_P(val);
				if (Z_TYPE_P(inner) == IS_ARRAY) {
					/* Also one nothing else shares: it may be how the array contains itself. */
					return msgpack_encode_array_reference(enc, Z_REF_P(val));
				}
				/*
				 * A reference to an object that nothing else shares (refcount 1, say after unset() of its other side)
				 * is a plain value to PHP, and is written as one: with a reference marker, the object's id would name
				 * that reference, and every later reference to the object would come back linked to it.
				 */
				if (Z_TYPE_P(inner) == IS_OBJECT && !msgpack_is_type_class(Z_OBJCE_P(inner)) && Z_REFCOUNT_P(val) > 1) {
					return msgpack_encode_php_object(enc, Z_OBJ_P(inner), Z_REF_P(val));
				}
			}
			val = Z_REFVAL_P(val);
			if (Z_TYPE_P(val) == IS_ARRAY) {
				/* Through a reference: user code may assign to it while its entries are written. */
				return msgpack_encode_array_held(enc, Z_ARR_P(val), MSGPACK_ARRAY_AUTO);
			}
			if (UNEXPECTED(enc->flush != NULL) && Z_TYPE_P(val) == IS_STRING) {
				/* packToStream(): the flush a string's reservation may make runs user code, which may assign to the
				 * reference and free the string before its bytes are copied */
				return msgpack_encode_string_held(enc, Z_STR_P(val));
			}
			goto again;
		case IS_INDIRECT:
			val = Z_INDIRECT_P(val);
			goto again;
		case IS_STRING:
			/* only strings msgpack_encode_scalar() refused: 4 GiB or more */
			return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
		case IS_UNDEF:
			msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
			return SUCCESS;
		default:
			enc->impure++;
			if (enc->object_hook && Z_TYPE_P(val) == IS_RESOURCE) {
				/* a transformer may take it (StreamTransformer) */
				return enc->object_hook(enc, val);
			}
			return msgpack_encode_unsupported(enc);
	}
}

msgpack_inline void msgpack_encode_finish_inline(msgpack_encoder *enc, zend_result result)
{
	if (UNEXPECTED(enc->compact_state) && result == SUCCESS) {
		msgpack_encode_complete(enc);
		msgpack_encode_commit(enc);
	}
	msgpack_encoder_destroy(enc);
}

zend_result msgpack_encode(msgpack_encoder *enc, zval *val)
{
	zend_result result = msgpack_encode_value_inline(enc, val);

	msgpack_encode_finish_inline(enc, result);
	return result;
}

void msgpack_encode_finish(msgpack_encoder *enc, zend_result result)
{
	msgpack_encode_finish_inline(enc, result);
}

void msgpack_encode_complete(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->compact_state) && enc->strings) {
		/* (array references are among its patches: an encode with any has a string writer) */
		msgpack_string_refs_finish(enc);
	}
}

void msgpack_encode_commit(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->compact_state)) {
		msgpack_encoder_end_message(enc, true);
	}
}

/* ---- entry points for the rest of the encoder ----------------------------------------------------------------- */

zend_result msgpack_encode_value(msgpack_encoder *enc, zval *val)
{
	return msgpack_encode_value_inline(enc, val);
}

void msgpack_encode_str(msgpack_encoder *enc, const char *s, size_t len, bool str8)
{
	msgpack_encode_bytes_once(enc, s, len, false, str8, NULL);
}

void msgpack_encode_zstr(msgpack_encoder *enc, zend_string *str, bool str8)
{
	msgpack_encode_bytes_once(enc, ZSTR_VAL(str), ZSTR_LEN(str), false, str8, str);
}

zend_result msgpack_encode_pairs(msgpack_encoder *enc, HashTable *ht)
{
	/* Reached through a reference (see msgpack_encode_array_held()). */
	GC_TRY_ADDREF(ht);
	zend_result result = msgpack_encode_map_entries(enc, ht);
	zend_array_release(ht);
	return result;
}


void msgpack_encode_bytes_as(msgpack_encoder *enc, const char *s, size_t len, bool is_bin, bool str8)
{
	msgpack_encode_bytes(enc, s, len, is_bin, str8, NULL);
}

void msgpack_encode_bin(msgpack_encoder *enc, const char *s, size_t len)
{
	msgpack_encode_bytes(enc, s, len, true, true, NULL);
}

bool msgpack_encode_is_bin(uint32_t flags, const char *s, size_t len)
{
	return (flags & MSGPACK_OPT_STR_AS_BIN)
		|| ((flags & MSGPACK_OPT_STR_DETECT) && !msgpack_encode_utf8_valid((const unsigned char *) s, len));
}
