/*
 * msgpack for PHP: the decoder.
 *
 * One recursive pass that writes every value straight into the slot where it will live: lists are filled in place
 * through ZEND_HASH_FILL_PACKED, map values go into the slot that a single zend_hash_lookup() returns. Every length
 * field is checked against the bytes that remain before anything is allocated from it, and nesting is bounded by
 * max_depth, so hostile input costs at most a small multiple of its own size.
 *
 * Failure contract: a decode function that fails has recorded {error, offset} in the decoder and has left its output
 * zval valid (null or a consistent, partly filled container) so the caller can destroy the whole tree with one
 * zval_ptr_dtor().
 */

#include "msgpack_caches.h"

void msgpack_decoder_init(msgpack_decoder *dec, const char *buf, size_t len, const msgpack_options *opts)
{
	msgpack_decoder_init_inline(dec, buf, len, opts);
}

ZEND_COLD void msgpack_decoder_init_compact(msgpack_decoder *dec, const msgpack_options *opts)
{
	msgpack_record_table_init(&dec->records);
	dec->kept = NULL;
	dec->bundle_at = 0;
	dec->field_name = false;
	dec->record_keys_depth = 0;
	dec->record_charge = 0;
	dec->structures = (opts->flags & MSGPACK_OPT_RECORDS) ? opts->structures : NULL;
	dec->strings = NULL;
	dec->strings_len = dec->strings_cap = 0;
	dec->arrays = NULL;
	dec->arrays_len = dec->arrays_cap = 0;
	dec->arrays_pure = NULL;
}

/* ---- errors ---------------------------------------------------------------------------------------------------- */

static zend_never_inline ZEND_COLD zend_result msgpack_decode_fail(msgpack_decoder *dec, msgpack_error error, zval *out)
{
	dec->error = error;
	dec->error_offset = (size_t) (dec->p - dec->start);
	ZVAL_NULL(out);
	return FAILURE;
}

msgpack_inline bool msgpack_decode_has(const msgpack_decoder *dec, size_t n)
{
	return EXPECTED((size_t) (dec->end - dec->p) >= n);
}

/* ---- scalars --------------------------------------------------------------------------------------------------- */

static zend_never_inline void msgpack_decode_big_uint64(zval *out, uint64_t v)
{
	/* PECL's rule, kept for compatibility: above PHP_INT_MAX the exact value survives as a decimal string. */
	char buf[24];
	char *p = buf + sizeof(buf);

	do {
		*--p = (char) ('0' + (v % 10));
		v /= 10;
	} while (v != 0);
	ZVAL_STRINGL(out, p, buf + sizeof(buf) - p);
}

#if SIZEOF_ZEND_LONG < 8
/* 32-bit PHP: an int64 beyond zend_long keeps its exact value as a decimal string, like a uint64 above PHP_INT_MAX. */
static zend_never_inline void msgpack_decode_big_int64(zval *out, int64_t v)
{
	if (v >= 0) {
		msgpack_decode_big_uint64(out, (uint64_t) v);
		return;
	}
	/* The magnitude as unsigned (INT64_MIN included), then the sign. */
	char buf[24];
	char *p = buf + sizeof(buf);
	uint64_t m = (uint64_t) 0 - (uint64_t) v;

	do {
		*--p = (char) ('0' + (m % 10));
		m /= 10;
	} while (m != 0);
	*--p = '-';
	ZVAL_STRINGL(out, p, buf + sizeof(buf) - p);
}
#else
# define msgpack_decode_big_int64(out, v) ZEND_UNREACHABLE()
#endif

msgpack_inline void msgpack_decode_uint64(zval *out, uint64_t v)
{
	if (EXPECTED(v <= (uint64_t) ZEND_LONG_MAX)) {
		ZVAL_LONG(out, (zend_long) v);
	} else {
		msgpack_decode_big_uint64(out, v);
	}
}

/*
 * A string value: lengths 0 and 1 are the engine's interned strings, lengths up to dec->cache.value_share_max are shared
 * through the key cache (a repeat in this request is the same zend_string), longer ones a fresh string.
 */
/* A new string of p[0..len) in out (not shared, not interned); returned for the caller that keeps it too. */
msgpack_inline zend_string *msgpack_decode_new_string(zval *out, const unsigned char *p, size_t len)
{
	zend_string *str = zend_string_alloc(len, 0);

	msgpack_copy_bytes((unsigned char *) ZSTR_VAL(str), (const char *) p, len);
	ZSTR_VAL(str)[len] = '\0';
	ZVAL_NEW_STR(out, str);
	return str;
}

/*
 * A string value of 2..dec->cache.value_share_max bytes: the shared string, or a fresh one that takes the slot. Out of line:
 * inlined, its lookup would grow the frames of the recursive container decoders (Fibers have small stacks).
 */
static zend_never_inline void msgpack_decode_shared_string(msgpack_decoder *dec, zval *out, const unsigned char *p,
	size_t len)
{
	zend_string **miss = NULL;
	zend_string *shared = msgpack_value_share(dec, p, len, &miss);

	if (shared) {
		ZVAL_STR(out, shared);
		return;
	}
	msgpack_value_share_insert(dec, miss, msgpack_decode_new_string(out, p, len));
}

msgpack_inline void msgpack_decode_string_value(msgpack_decoder *dec, zval *out, const unsigned char *p, size_t len)
{
	if (len <= dec->cache.value_share_max) {
		if (len <= 1) {
			ZVAL_STRINGL_FAST(out, (const char *) p, len);
			return;
		}
		msgpack_decode_shared_string(dec, out, p, len);
		return;
	}
	msgpack_decode_new_string(out, p, len);
}

msgpack_inline zend_result msgpack_decode_str(msgpack_decoder *dec, zval *out, size_t len)
{
	if (UNEXPECTED(!msgpack_decode_has(dec, len))) {
		return msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
	}
	msgpack_decode_string_value(dec, out, dec->p, len);
	dec->p += len;
	return SUCCESS;
}

/* ext: dec->p is at the type byte, len is the body length, lead the value's first byte. */
static zend_result msgpack_decode_ext(msgpack_decoder *dec, zval *out, size_t len, unsigned char lead)
{
	/* The type byte plus len bytes; written as a compare so that len + 1 cannot wrap. */
	if (UNEXPECTED((size_t) (dec->end - dec->p) <= len)) {
		return msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
	}
	int8_t type = (int8_t) dec->p[0];
	const unsigned char *data = dec->p + 1;

	if (len == 1 && (dec->flags & MSGPACK_OPT_STRING_REFS) && !dec->ext_hook) {
		if (type == MSGPACK_EXT_STRING_REF && EXPECTED(data[0] < dec->strings_len)) {
			/* Compact mode's most frequent ext, a reference to one of the first 256 strings: the string at once. */
			dec->p = data + 1;
			ZVAL_STR_COPY(out, dec->strings[data[0]]);
			return SUCCESS;
		}
		if (type == MSGPACK_EXT_ARRAY_REF && data[0] < dec->arrays_len && Z_TYPE(dec->arrays[data[0]]) == IS_ARRAY) {
			/* A shared array among the first 256: one more reference to it (ext_array.c checks the others). */
			dec->p = data + 1;
			ZVAL_COPY(out, &dec->arrays[data[0]]);
			return SUCCESS;
		}
	}
	dec->p = data;
	if (dec->ext_hook) {
		/* The front end decides (a BufferUnpacker's registered extensions). */
		return dec->ext_hook(dec, out, lead, type, (uint32_t) len);
	}
	return msgpack_decode_ext_native(dec, out, lead, type, (uint32_t) len);
}

zend_result msgpack_decode_ext_native(msgpack_decoder *dec, zval *out, unsigned char lead, int8_t type, uint32_t len)
{
	const unsigned char *data = dec->p;
	const msgpack_ext_type *ext = msgpack_ext_by_type(type);

	msgpack_memory_check(); /* (each makes an object or a string) */
	if (ext && (dec->flags & ext->flag)) {
		if (ext->decode_in) {
			/* A type read with the decoder's state (compact mode): it moves dec->p itself. */
			return ext->decode_in(dec, out, lead, len);
		}
		if (ext->decode(out, data, len) == MSGPACK_EXT_OK) {
			dec->p = data + len;
			return SUCCESS;
		}
	}
	/* Unknown types (and bodies a known type cannot read, a timestamp of 5 bytes say) keep their bytes. */
	dec->p = data + len;
	msgpack_ext_object_init(out, type, (const char *) data, len);
	return SUCCESS;
}

/* Whether PHP-only state awaits msgpack_decode_php_finish() (every decode asks: kept inline here). */
bool msgpack_decode_php_pending(const msgpack_decoder *dec)
{
	return dec->php.slot_pages != NULL || dec->php.calls != NULL || dec->php.class_name != NULL || dec->late != NULL;
}

/* ---- containers ------------------------------------------------------------------------------------------------ */

static zend_result msgpack_decode_other(msgpack_decoder *dec, zval *out);
static zend_result msgpack_decode_array(msgpack_decoder *dec, zval *out, uint32_t count);
static zend_result msgpack_decode_map(msgpack_decoder *dec, zval *out, uint32_t count, const unsigned char *head);

/*
 * Decodes one value. The forms that fill most documents (fixint, fixstr, nil, bool, str8, the fixed-width numbers but
 * 64-bit ints and float32) are decoded here when all their bytes are present; everything else, and truncated input, is
 * msgpack_decode_other()'s. Container loops inline this, because a call into the full dispatch per value cost more
 * than the decoding itself (a list of 100000 ints: 1176 -> 767 us).
 */
msgpack_inline zend_result msgpack_decode_value_inline(msgpack_decoder *dec, zval *out)
{
	const unsigned char *p = dec->p;
	size_t avail = (size_t) (dec->end - p);

	if (UNEXPECTED(avail == 0)) {
		return msgpack_decode_other(dec, out);
	}
	unsigned char b = *p;
	if (msgpack_wire_is_positive_fixint(b)) {
		/* 0x40..0x7f are record ids while records are read (msgpack_decode_other()). */
		if (EXPECTED(b < MSGPACK_RECORD_ID_FIRST) || EXPECTED(!(dec->flags & MSGPACK_OPT_RECORDS))) {
			dec->p = p + 1;
			ZVAL_LONG(out, b);
			return SUCCESS;
		}
		return msgpack_decode_other(dec, out);
	}
	if (msgpack_wire_is_fixstr(b)) {
		size_t len = msgpack_wire_fixstr_len(b);
		if (EXPECTED(avail > len)) {
			dec->p = p + 1 + len;
			msgpack_decode_string_value(dec, out, p + 1, len);
			return SUCCESS;
		}
		return msgpack_decode_other(dec, out);
	}
	switch (b) {
		case MSGPACK_WIRE_NIL:
			dec->p = p + 1;
			ZVAL_NULL(out);
			return SUCCESS;
		case MSGPACK_WIRE_FALSE:
		case MSGPACK_WIRE_TRUE:
			dec->p = p + 1;
			ZVAL_BOOL(out, b == MSGPACK_WIRE_TRUE);
			return SUCCESS;
		case MSGPACK_WIRE_STR8:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8))
					&& EXPECTED(avail - MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8) >= p[1])) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8) + p[1];
				msgpack_decode_string_value(dec, out, p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_STR8), p[1]);
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_UINT8:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT8))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT8);
				ZVAL_LONG(out, p[1]);
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_UINT16:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT16))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT16);
				ZVAL_LONG(out, msgpack_load16(p + 1));
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_UINT32:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT32))
					&& EXPECTED(MSGPACK_LONG_FITS_UINT32(msgpack_load32(p + 1)))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT32);
				msgpack_decode_uint64(out, msgpack_load32(p + 1));
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_INT8:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT8))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT8);
				ZVAL_LONG(out, (int8_t) p[1]);
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_INT16:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT16))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT16);
				ZVAL_LONG(out, (int16_t) msgpack_load16(p + 1));
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_INT32:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT32))) {
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT32);
				ZVAL_LONG(out, (int32_t) msgpack_load32(p + 1));
				return SUCCESS;
			}
			break;
		case MSGPACK_WIRE_FLOAT64:
			if (EXPECTED(avail >= MSGPACK_WIRE_HEAD(MSGPACK_WIRE_FLOAT64))) {
				uint64_t bits = msgpack_load64(p + 1);
				double d;
				memcpy(&d, &bits, sizeof(d));
				dec->p = p + MSGPACK_WIRE_HEAD(MSGPACK_WIRE_FLOAT64);
				ZVAL_DOUBLE(out, d);
				return SUCCESS;
			}
			break;
		default:
			if (msgpack_wire_is_negative_fixint(b)) {
				dec->p = p + 1;
				ZVAL_LONG(out, (int8_t) b);
				return SUCCESS;
			}
			/* Small containers straight to their reader: msgpack_decode_other()'s table lookups and frame cost a
			 * tenth of a small message. (Here, not before the switch, where every other value would test them.) */
			if (msgpack_wire_is_fixarray(b)) {
				dec->p = p + 1;
				return msgpack_decode_array(dec, out, msgpack_wire_fixcount(b));
			}
			if (msgpack_wire_is_fixmap(b)) {
				dec->p = p + 1;
				return msgpack_decode_map(dec, out, msgpack_wire_fixcount(b), p);
			}
			break;
	}
	return msgpack_decode_other(dec, out);
}

msgpack_inline zend_result msgpack_decode_enter(msgpack_decoder *dec, zval *out, size_t count, size_t min_bytes_per_entry,
	bool gate)
{
	/* Every entry needs at least min_bytes_per_entry bytes, so a count the input cannot hold is rejected before
	 * anything is allocated from it. A decode that may suspend takes the container up again from its header, which
	 * costs nothing until the bytes are there; or, with read_on, reads on (within the reservation budget all the same),
	 * to meet in order the errors a whole decode reports in order, before the message is complete. */
	if (UNEXPECTED(count > (size_t) (dec->end - dec->p) / min_bytes_per_entry)
			&& (EXPECTED(!dec->suspended) || !dec->suspended->read_on || count >= HT_MAX_SIZE)) {
		msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
		/* an array's entries are one item each, a map's two: the library mode finds where the data ran out */
		dec->error_items = (uint64_t) count * min_bytes_per_entry;
		if (UNEXPECTED(dec->suspended) && dec->suspended->read_on) {
			/* more entries than a table can have: waiting would never end; the scan reads on instead */
			dec->suspended->broken = true;
		}
		return FAILURE;
	}
	if (UNEXPECTED(count >= HT_MAX_SIZE)) {
		return msgpack_decode_fail(dec, MSGPACK_ERR_TOO_LARGE, out);
	}
	if (UNEXPECTED(++dec->depth > dec->deep_at)
			&& msgpack_decode_deep(dec, out, (uint64_t) count * min_bytes_per_entry, gate) != SUCCESS) {
		return FAILURE;
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		return msgpack_decode_fail(dec, MSGPACK_ERR_STACK, out);
	}
	/* An input byte's worth of the object credit (msgpack_decoder.h), last: a header read again pays once */
	if (UNEXPECTED(msgpack_decode_charge(dec, 1, "Objects and containers taking more memory") != SUCCESS)) {
		ZVAL_NULL(out);
		return FAILURE;
	}
	msgpack_memory_check();
	return SUCCESS;
}

/* Decodes n (> 0) elements into the packed table's next slots, which must exist. */
msgpack_inline zend_result msgpack_decode_fill_packed(msgpack_decoder *dec, HashTable *ht, uint32_t n)
{
	zend_result result = SUCCESS;

	ZEND_HASH_FILL_PACKED(ht) {
		do {
			const unsigned char *at = dec->p;
			zend_result r = msgpack_decode_value_inline(dec, __fill_val);
			if (UNEXPECTED(r != SUCCESS)) {
				if (UNEXPECTED(dec->suspended)) {
					msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_ARRAY, __fill_val, at, n - 1);
				}
				/* The failed slot holds a valid zval too: count it so the array is destroyed whole. */
				ZEND_HASH_FILL_NEXT();
				result = FAILURE;
				break;
			}
			ZEND_HASH_FILL_NEXT();
		} while (--n);
	} ZEND_HASH_FILL_END();
	return result;
}

zend_result msgpack_decode_fill_elements(msgpack_decoder *dec, HashTable *ht, uint32_t n)
{
	return msgpack_decode_fill_packed(dec, ht, n);
}

#define MSGPACK_TABLE_UNITS_ROW(packed) { \
	MSGPACK_TABLE_UNITS(1, packed), MSGPACK_TABLE_UNITS(2, packed), MSGPACK_TABLE_UNITS(4, packed), \
	MSGPACK_TABLE_UNITS(8, packed), MSGPACK_TABLE_UNITS(16, packed), MSGPACK_TABLE_UNITS(32, packed), \
	MSGPACK_TABLE_UNITS(64, packed), MSGPACK_TABLE_UNITS(128, packed), MSGPACK_TABLE_UNITS(256, packed), \
	MSGPACK_TABLE_UNITS(512, packed), MSGPACK_TABLE_UNITS(1024, packed), MSGPACK_TABLE_UNITS(2048, packed), \
	MSGPACK_TABLE_UNITS(4096, packed), MSGPACK_TABLE_UNITS(8192, packed), MSGPACK_TABLE_UNITS(16384, packed), \
	MSGPACK_TABLE_UNITS(32768, packed), MSGPACK_TABLE_UNITS(65536, packed) }
const uint32_t msgpack_table_units_pow2[2][MSGPACK_TABLE_UNITS_LOG_MAX + 1] = {
	MSGPACK_TABLE_UNITS_ROW(false), MSGPACK_TABLE_UNITS_ROW(true),
};
#undef MSGPACK_TABLE_UNITS_ROW

uint32_t msgpack_decode_reserve_short(msgpack_decoder *dec, uint32_t count, bool packed)
{
	/* (a table the engine would refuse to make is never asked for: the budget, one input byte's worth per 16 bytes, is
	 * short long before; what halves below stays within the engine's limit) */
	uint32_t slots = count > HT_MAX_SIZE / 2 ? HT_MAX_SIZE / 2 : 1u << msgpack_log2_at_least(count);

	for (; slots > MSGPACK_RESERVE_FREE; slots /= 2) {
		size_t units = msgpack_table_units(slots, packed);
		if (units <= dec->reserve) {
			dec->reserve -= units;
			return slots < count ? slots : count;
		}
	}
	return MSGPACK_RESERVE_FREE;
}

/*
 * The entries of an array whose table could not be reserved for its declared count (the budget ran short: hostile or
 * truncated input, or a long list of one-byte elements past the rate's worth): the table doubles as the elements
 * actually arrive.
 */
zend_never_inline zend_result msgpack_decode_array_growing(msgpack_decoder *dec, HashTable *ht, uint32_t count)
{
	for (;;) {
		uint32_t room = ht->nTableSize - ht->nNumUsed;
		uint32_t batch = count < room ? count : room;

		count -= batch;
		if (UNEXPECTED(msgpack_decode_fill_packed(dec, ht, batch) != SUCCESS)) {
			if (count != 0) {
				msgpack_decode_suspend_more(dec, ht, count);
			}
			return FAILURE;
		}
		if (count == 0) {
			return SUCCESS;
		}
		zend_hash_extend(ht, ht->nTableSize + MIN(ht->nTableSize, count), true);
	}
}

/* A non-empty array of count elements, its id taken: entered, made and filled. */
msgpack_inline zend_result msgpack_decode_array_fill(msgpack_decoder *dec, zval *out, uint32_t count, bool of_lists)
{
	if (UNEXPECTED(msgpack_decode_enter(dec, out, count, 1, true) != SUCCESS)) {
		/* not entered: a suspended decode reads this header again, and the id with it */
		dec->php.containers--;
		return FAILURE;
	}

	uint32_t reserve = msgpack_decode_reserve(dec, count, true);
	HashTable *ht = zend_new_array(reserve);

	zend_hash_real_init_packed(ht);
	ZVAL_ARR(out, ht);
	zend_result result;
	if (UNEXPECTED(reserve != count)) {
		result = msgpack_decode_array_growing(dec, ht, count);
	} else if (of_lists) {
		result = msgpack_decode_fill_lists(dec, ht, count);
	} else {
		result = msgpack_decode_fill_packed(dec, ht, count);
	}
	dec->depth--;
	return result;
}

/* The same after a back-reference that may have drifted (php.drift_at): the array is recorded once complete (or, kept
 * open by a suspended decode, when a resume completes it). Apart, so that the usual path keeps no id across the fill. */
static zend_never_inline zend_result msgpack_decode_array_noted(msgpack_decoder *dec, zval *out, uint32_t count,
	bool of_lists)
{
	uint32_t id = dec->php.containers;
	zend_result result = msgpack_decode_array_fill(dec, out, count, of_lists);

	if (result == SUCCESS) {
		msgpack_decode_record_array(dec, id, Z_ARR_P(out));
	} else if (UNEXPECTED(dec->suspended) && Z_TYPE_P(out) == IS_ARRAY) {
		/* kept open: it keeps its id, for msgpack_decode_resume() to record it once it is done */
		msgpack_suspended_keep_id(dec->suspended, Z_ARR_P(out), id);
	}
	return result;
}

/* An array of count elements; of_lists: the first one is a list (msgpack_decode_list_of_lists()). */
msgpack_inline zend_result msgpack_decode_array_body(msgpack_decoder *dec, zval *out, uint32_t count, bool of_lists)
{
	/* Every container has an id, for the PHP-only format's back-references. */
	dec->php.containers++;
	if (count == 0) {
		/* Empty containers count toward the depth too, as in PECL. */
		if (UNEXPECTED(dec->depth >= dec->max_depth)) {
			return msgpack_decode_fail(dec, MSGPACK_ERR_DEPTH, out);
		}
		ZVAL_EMPTY_ARRAY(out);
		if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
			/* PECL writes a referenced empty array without marker and may point back at it. */
			msgpack_decode_record(dec, dec->php.containers, MSGPACK_SLOT_EMPTY_ARRAY, NULL);
		}
		return SUCCESS;
	}
	/* (an array opened before drift_at is never what a drifted id names: see docs/FORMAT.md 2.2) */
	if (UNEXPECTED(dec->php.drift_at != 0)) {
		return msgpack_decode_array_noted(dec, out, count, of_lists);
	}
	return msgpack_decode_array_fill(dec, out, count, of_lists);
}

static zend_result msgpack_decode_array(msgpack_decoder *dec, zval *out, uint32_t count)
{
	return msgpack_decode_array_body(dec, out, count, false);
}

/*
 * A list of more than 15 elements whose first element is a list: an element may repeat the one before it (shared
 * lists, unpacker_lists.c). Shorter lists of lists are not worth a note; other lists pay one test of their first byte.
 */
static zend_never_inline zend_result msgpack_decode_list_of_lists(msgpack_decoder *dec, zval *out, uint32_t count)
{
	return msgpack_decode_array_body(dec, out, count, true);
}

ZEND_COLD zend_result msgpack_decode_notice_illegal_key(msgpack_decoder *dec)
{
	if (UNEXPECTED(msgpack_codec_notice(dec->notice, MSGPACK_NOTICE_ILLEGAL_KEY, NULL) != SUCCESS)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

/* The slot for a string key, with PHP's numeric-string rule; releases str. */
/* The slot of key str in ht as a PHP array keys it (a numeric string is an integer key), added when absent. */
static zval *msgpack_decode_symtable_lookup(HashTable *ht, zend_string *str)
{
	zend_ulong idx;

	if (ZEND_HANDLE_NUMERIC_STR(ZSTR_VAL(str), ZSTR_LEN(str), idx)) {
		return zend_hash_index_lookup(ht, idx);
	}
	return zend_hash_lookup(ht, str);
}

/* The same, taking over the reference to str. */
zval *msgpack_decode_symtable_slot(HashTable *ht, zend_string *str)
{
	zval *slot = msgpack_decode_symtable_lookup(ht, str);

	zend_string_release(str);
	return slot;
}

zend_result msgpack_decode_named_values(msgpack_decoder *dec, zval *out, zend_string *const *keys, uint32_t count)
{
	HashTable *ht = zend_new_array(msgpack_decode_reserve(dec, count, false));

	ZVAL_ARR(out, ht);
	for (uint32_t i = 0; i < count; i++) {
		zval *slot = msgpack_decode_symtable_lookup(ht, keys[i]);
		if (UNEXPECTED(Z_TYPE_P(slot) != IS_NULL)) {
			if (UNEXPECTED(msgpack_decode_repeated_key(dec, NULL, slot, 0) != SUCCESS)) {
				return FAILURE;
			}
		} else if (UNEXPECTED(msgpack_decode_value_inline(dec, slot) != SUCCESS)) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

/*
 * An int map key, as msgpack_decode_value() decodes it, except that an integer above PHP_INT_MAX stays its decimal
 * string: the bigint hook makes values only.
 */
zend_result msgpack_decode_int_key(msgpack_decoder *dec, zval *key)
{
	const unsigned char *p = dec->p;
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(*p);

	if (EXPECTED((size_t) (dec->end - p) >= lead->head)) {
		if (*p == MSGPACK_WIRE_UINT64) {
			dec->p = p + lead->head;
			msgpack_decode_uint64(key, msgpack_load64(p + 1));
			return SUCCESS;
		}
#if SIZEOF_ZEND_LONG < 8
		if (*p == MSGPACK_WIRE_UINT32) {
			dec->p = p + lead->head;
			msgpack_decode_uint64(key, msgpack_load32(p + 1));
			return SUCCESS;
		}
#endif
	}
	/* Any other int, or a truncated one (reported there). */
	return msgpack_decode_value(dec, key);
}

/*
 * Whether p[0..len) is a canonical integer ("12", "-3"; not "012" or "1.0"), which PHP arrays store as an integer key.
 * Unlike ZEND_HANDLE_NUMERIC_STR this never reads past len: the bytes are not NUL-terminated.
 */
msgpack_inline bool msgpack_decode_numeric_key(const unsigned char *p, size_t len, zend_ulong *idx)
{
	if (EXPECTED(len == 0 || p[0] > '9')) {
		return false;
	}
	/* _zend_handle_numeric_str_ex() expects a digit here and after a leading '-': it does not check them itself. */
	if (p[0] < '0' && (p[0] != '-' || len < 2 || p[1] < '0' || p[1] > '9')) {
		return false;
	}
	return _zend_handle_numeric_str_ex((const char *) p, len, idx);
}

/* Finds or creates the slot for a string key; numeric strings ("12") become integer keys as PHP arrays require. */
msgpack_inline zval *msgpack_decode_str_key_slot(msgpack_decoder *dec, HashTable *ht, const unsigned char *p, size_t len)
{
	zend_ulong idx;

	if (msgpack_decode_numeric_key(p, len, &idx)) {
		return zend_hash_index_lookup(ht, idx);
	}
	if (EXPECTED(len >= MSGPACK_KEY_CACHE_MIN_LEN && len <= MSGPACK_KEY_CACHE_MAX_LEN) && EXPECTED(!dec->cache.key_cache_off)) {
		return zend_hash_lookup(ht, msgpack_key_cache_get(dec, p, len));
	}
	zend_string *key = zend_string_init_fast((const char *) p, len);
	zval *slot = zend_hash_lookup(ht, key);
	zend_string_release_ex(key, 0);
	return slot;
}

/*
 * If the item at dec->p is a str whose bytes are all present, sets *bytes and *len and returns true, without
 * consuming it. Anything else (another type, a truncated str) returns false and is left to the full decoder.
 */
msgpack_inline bool msgpack_decode_peek_str(const msgpack_decoder *dec, const unsigned char **bytes, size_t *len)
{
	const unsigned char *p = dec->p;
	size_t avail = (size_t) (dec->end - p);
	size_t n;

	if (UNEXPECTED(avail == 0)) {
		return false;
	}
	if (EXPECTED(msgpack_wire_is_fixstr(*p))) {
		n = msgpack_wire_fixstr_len(*p);
		p += 1;
		avail -= 1;
	} else {
		const msgpack_wire_lead *lead = msgpack_wire_lead_of(*p);
		if (lead->kind != MSGPACK_KIND_STR || avail < lead->head) {
			return false;
		}
		n = msgpack_wire_length(lead, p);
		p += lead->head;
		avail -= lead->head;
	}
	if (UNEXPECTED(avail < n)) {
		return false;
	}
	*bytes = p;
	*len = n;
	return true;
}

/* The array in out becomes a stdClass with its entries as properties. */
static void msgpack_decode_table_to_object(zval *out)
{
	/* Property tables keep every name as a string: turn integer keys back into strings. */
	HashTable *props = zend_symtable_to_proptable(Z_ARR_P(out));

	zval_ptr_dtor(out);
	object_and_properties_init(out, zend_standard_class_def, props);
}

/* assoc off: a decoded map becomes a stdClass, which a back-reference may name. */
static zend_never_inline void msgpack_decode_map_to_object(msgpack_decoder *dec, zval *out, uint32_t id)
{
	msgpack_decode_table_to_object(out);
	if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
		msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) Z_OBJ_P(out));
	}
}

zend_never_inline void msgpack_decode_empty_map(msgpack_decoder *dec, zval *out)
{
	/* PECL: an empty map is an object unless the caller asked for plain arrays (php_only off, assoc on). */
	if ((dec->flags & MSGPACK_OPT_PHP_ONLY) || !(dec->flags & MSGPACK_OPT_ASSOC)) {
		object_init(out);
		if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
			msgpack_decode_record(dec, dec->php.containers, MSGPACK_SLOT_OBJECT, (zend_refcounted *) Z_OBJ_P(out));
		}
	} else {
		ZVAL_EMPTY_ARRAY(out);
	}
}

/* Whether the item at dec->p is a str whose bytes have not all arrived (or nothing has). */
zend_never_inline bool msgpack_decode_str_truncated(const msgpack_decoder *dec)
{
	size_t avail = (size_t) (dec->end - dec->p);

	if (avail == 0) {
		return true;
	}
	if (msgpack_wire_is_fixstr(*dec->p)) {
		return avail <= msgpack_wire_fixstr_len(*dec->p);
	}
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(*dec->p);
	if (lead->kind != MSGPACK_KIND_STR) {
		return false;
	}
	return avail < lead->head || avail - lead->head < msgpack_wire_length(lead, dec->p);
}

/*
 * Decodes count key/value pairs into ht through the general key path (any key type, duplicates). Inlined into
 * msgpack_decode_map so that deep nesting costs two frames per level, not three.
 */
msgpack_inline zend_result msgpack_decode_map_pairs(msgpack_decoder *dec, HashTable *ht, uint32_t count)
{
	do {
		const unsigned char *bytes;
		size_t len;
		zval *slot;
		const unsigned char *at = dec->p;

		if (EXPECTED(msgpack_decode_peek_str(dec, &bytes, &len))) {
			dec->p = bytes + len;
			slot = msgpack_decode_str_key_slot(dec, ht, bytes, len);
		} else if (EXPECTED(dec->p < dec->end) && msgpack_wire_is_positive_fixint(*dec->p)
				&& (EXPECTED(*dec->p < MSGPACK_RECORD_ID_FIRST) || EXPECTED(!(dec->flags & MSGPACK_OPT_RECORDS)))) {
			/* (0x40..0x7f are record ids while records are read: the general path decodes them.) */
			slot = zend_hash_index_lookup(ht, *dec->p);
			dec->p++;
		} else if (UNEXPECTED(dec->suspended) && msgpack_decode_str_truncated(dec)) {
			/* The data ends before this pair or in its str key: the pair is taken up from its key. (Not through the
			 * general path below, which would gate it in the PHP-only format: a str key runs no user code.) */
			msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
			msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_MAP, NULL, at, count);
			return FAILURE;
		} else {
			/* Other key types, and truncated input (the full decoder reports it). */
			uint32_t ids = dec->php.containers;
			int extra = msgpack_decode_other_pair(dec, ht, count);
			if (UNEXPECTED(extra < 0)) {
				if (UNEXPECTED(dec->suspended)) {
					/* read again from the key: this path stores a pair only once both are decoded (and the
					 * containers in them get their ids again) */
					dec->php.containers = ids;
					msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_MAP, NULL, at, count);
				}
				return FAILURE;
			}
			count -= (uint32_t) extra;
			continue;
		}
		if (UNEXPECTED(Z_TYPE_P(slot) != IS_NULL)) {
			if (UNEXPECTED(msgpack_decode_repeated_key(dec, ht, slot, count - 1) != SUCCESS)) {
				return FAILURE;
			}
			continue;
		}
		at = dec->p;
		if (UNEXPECTED(msgpack_decode_value_inline(dec, slot) != SUCCESS)) {
			if (UNEXPECTED(dec->suspended)) {
				msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_MAP, slot, at, count - 1);
			}
			return FAILURE;
		}
	} while (--count);
	return SUCCESS;
}

/* msgpack_decode_peek_str(), not inlined: for a resume that reads a map's first key alone (unpacker_suspend.c). */
bool msgpack_decode_str_at(const msgpack_decoder *dec, const unsigned char **bytes, size_t *len)
{
	return msgpack_decode_peek_str(dec, bytes, len);
}

/* The slot of the whole str key at dec->p in ht, found as the general pair loop finds it (dec->p goes past the key);
 * NULL: no whole str there. For a resume that reads a pair's key apart from its value (unpacker_suspend.c). */
zval *msgpack_decode_map_str_key(msgpack_decoder *dec, HashTable *ht)
{
	const unsigned char *bytes;
	size_t len;

	if (UNEXPECTED(!msgpack_decode_peek_str(dec, &bytes, &len))) {
		return NULL;
	}
	dec->p = bytes + len;
	return msgpack_decode_str_key_slot(dec, ht, bytes, len);
}

/* The general pair loop, not inlined: for msgpack_decode_resume() (unpacker_suspend.c). */
zend_result msgpack_decode_map_pairs_from(msgpack_decoder *dec, HashTable *ht, uint32_t count)
{
	return msgpack_decode_map_pairs(dec, ht, count);
}

/* ---- map shapes ------------------------------------------------------------------------------------------------ */

/*
 * Rows of a document are maps with the same keys in the same order. After a shape (same first key, same count) has
 * been decoded twice, its keys are kept as a template table; a later map that starts the same way is built by copying
 * the template (keys, hashes and buckets already placed) and writing each value into the next bucket, after checking
 * that the incoming key has that bucket's bytes. This replaces a hash insert per key with a byte compare. The first
 * key that differs ends the copy: the template's remaining keys are removed and the rest of the map goes through the
 * general path, so any input still decodes exactly as without templates.
 */
/*
 * A copy of a template: one allocation and one memcpy of its hash index and buckets (a template has no holes and
 * only null values), then a reference per key; the same thing zend_array_dup() does for immutable arrays.
 * zend_array_dup() itself rebuilds the hash chains bucket by bucket, several times slower for rows of a few keys.
 */
/* count values into the buckets from bucket on (a record instance's copy of its template). */
zend_result msgpack_decode_bucket_values(msgpack_decoder *dec, Bucket *bucket, uint32_t count)
{
	for (Bucket *end = bucket + count; bucket < end; bucket++) {
		if (UNEXPECTED(msgpack_decode_value_inline(dec, &bucket->val) != SUCCESS)) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

msgpack_inline HashTable *msgpack_decode_table_copy_inline(const HashTable *template)
{
	HashTable *ht = emalloc(sizeof(HashTable));
	void *data = emalloc(HT_SIZE(template));

	memcpy(ht, template, sizeof(HashTable));
	GC_SET_REFCOUNT(ht, 1);
	GC_TYPE_INFO(ht) = GC_ARRAY;
	ht->u.v.nIteratorsCount = 0;
	ht->nInternalPointer = 0;
	memcpy(data, HT_GET_DATA_ADDR(template), HT_USED_SIZE(template));
	HT_SET_DATA_ADDR(ht, data);
	for (Bucket *bucket = ht->arData, *end = bucket + ht->nNumUsed; bucket < end; bucket++) {
		zend_string_addref(bucket->key);
	}
	return ht;
}

HashTable *msgpack_decode_table_copy(const HashTable *template)
{
	return msgpack_decode_table_copy_inline(template);
}

/*
 * A template copy whose keys stopped matching at bucket keep: the buckets from there on (the table's tail) are dropped.
 * Several are cut off at once and the hash index rebuilt over the rest, which costs less than unlinking each from its
 * chain; a few at the end are unlinked.
 */
static zend_never_inline void msgpack_decode_shape_cut(HashTable *ht, uint32_t keep, uint32_t count)
{
	/* The template came from the slot of its first key and count: the shape there (if still the same) is told. */
	if (keep > 0) {
		zend_string *first_key = ht->arData[0].key;
		msgpack_shape *shape = msgpack_shape_slot(first_key, count);
		if (shape->first_key == first_key && shape->count == count) {
			msgpack_shape_missed(shape);
		}
	}
	uint32_t used = ht->nNumUsed;

	if ((used - keep) * 8 <= keep) {
		for (uint32_t j = keep; j < used; j++) {
			zend_hash_del_bucket(ht, &ht->arData[j]);
		}
		return;
	}
	for (uint32_t j = keep; j < used; j++) {
		zend_string_release_ex(ht->arData[j].key, 0);
	}
	ht->nNumUsed = ht->nNumOfElements = keep;
	zend_hash_rehash(ht);
}

/* A fixstr or str8 whose bytes are all there, at dec->p: made fresh, without the value cache; else false. */
static zend_always_inline bool msgpack_decode_fresh_str(msgpack_decoder *dec, zval *out)
{
	const unsigned char *p = dec->p;
	size_t avail = (size_t) (dec->end - p), len, head;

	if (UNEXPECTED(avail < 3)) {
		/* (0 or 1 bytes: the engine's interned strings, as msgpack_decode_string_value() gives them) */
		return false;
	}
	if (msgpack_wire_is_fixstr(p[0])) {
		len = msgpack_wire_fixstr_len(p[0]);
		head = 1;
	} else if (p[0] == MSGPACK_WIRE_STR8) {
		len = p[1];
		head = 2;
	} else {
		return false;
	}
	if (UNEXPECTED(avail - head < len) || len <= 1) {
		return false;
	}
	dec->p = p + head + len;
	msgpack_decode_new_string(out, p + head, len);
	return true;
}

/* A position's bit in msgpack_shape's masks (none past 64). */
static zend_always_inline uint64_t msgpack_shape_bit(uint32_t i)
{
	return i < 64 ? (uint64_t) 1 << i : 0;
}

/*
 * The pairs of a template copy from bucket `first` on (of count); falls back to the general path as described above.
 * unshared: positions whose str values are made fresh, without the value cache (msgpack_shape); learn: the shape
 * whose learning maps this is one of (the value cache's statistics before and after each value say what it found),
 * or NULL. Instantiated three times: neither (the common case), unshared only, learn only.
 */
msgpack_inline zend_result msgpack_decode_shaped_pairs_body(msgpack_decoder *dec, HashTable *ht, uint32_t first,
	uint32_t count, uint64_t unshared, msgpack_shape *learn)
{
	Bucket *bucket = ht->arData + first;
	uint64_t skip = first < 64 ? unshared >> first : 0; /* this position's bit first */

	for (uint32_t i = first; i < count; i++, bucket++, skip >>= 1) {
		const unsigned char *bytes;
		size_t len;
		zend_string *expected = bucket->key;

		if (EXPECTED(msgpack_fixstr_word_equals(dec->p, (size_t) (dec->end - dec->p), expected))) {
			len = ZSTR_LEN(expected);
			bytes = dec->p + 1;
		} else {
			/* not shown equal by a word compare: another form of str, a long key, the input's last bytes */
			bool found = msgpack_decode_peek_str(dec, &bytes, &len);

			if (UNEXPECTED(!found) && UNEXPECTED(dec->suspended) && msgpack_decode_str_truncated(dec)) {
				/* the data ends in this key: take it up here, the template's keys still in their buckets */
				msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
				msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_SHAPED, NULL, dec->p, count - i);
				return FAILURE;
			}
			if (UNEXPECTED(!found)
					|| UNEXPECTED(ZSTR_LEN(expected) != len)
					|| UNEXPECTED(!(len >= MSGPACK_KEY_CACHE_MIN_LEN && len <= MSGPACK_KEY_CACHE_MAX_LEN
						? msgpack_key_equals(ZSTR_VAL(expected), bytes, len)
						: memcmp(ZSTR_VAL(expected), bytes, len) == 0))) {
				/* Drop the template keys that did not come (their values are still null), then go the general way. */
				msgpack_decode_shape_cut(ht, i, count);
				return msgpack_decode_map_pairs(dec, ht, count - i);
			}
		}
		dec->p = bytes + len;
		if ((skip & 1) && msgpack_decode_fresh_str(dec, &bucket->val)) {
			MSGPACK_COUNT(fresh_strings, 1);
			continue;
		}
		uint32_t hits = dec->cache.value_hits, misses = dec->cache.value_misses;
		zend_result result = msgpack_decode_value_inline(dec, &bucket->val);
		if (learn) {
			if (hits != dec->cache.value_hits) {
				learn->repeated |= msgpack_shape_bit(i);
			} else if (misses != dec->cache.value_misses) {
				learn->fresh |= msgpack_shape_bit(i);
			}
		}
		if (UNEXPECTED(result != SUCCESS)) {
			if (UNEXPECTED(dec->suspended)) {
				/* the template's keys after this one still wait in their buckets (ht->nNumUsed is count) */
				msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_SHAPED, &bucket->val, bytes + len, count - i - 1);
			} else {
				/* the keys not read go: a failed map may stay where it was going (a property, as unserialize()) */
				for (uint32_t j = i + 1; j < count; j++) {
					zend_hash_del_bucket(ht, &ht->arData[j]);
				}
			}
			return FAILURE;
		}
	}
	return SUCCESS;
}

zend_result msgpack_decode_shaped_pairs(msgpack_decoder *dec, HashTable *ht, uint32_t first, uint32_t count)
{
	return msgpack_decode_shaped_pairs_body(dec, ht, first, count, 0, NULL);
}

static zend_never_inline zend_result msgpack_decode_shaped_pairs_unshared(msgpack_decoder *dec, HashTable *ht,
	uint32_t count, uint64_t unshared)
{
	return msgpack_decode_shaped_pairs_body(dec, ht, 0, count, unshared, NULL);
}

static zend_never_inline zend_result msgpack_decode_shaped_pairs_learn(msgpack_decoder *dec, HashTable *ht,
	uint32_t count, msgpack_shape *learn)
{
	return msgpack_decode_shaped_pairs_body(dec, ht, 0, count, 0, learn);
}

static zend_never_inline zend_result msgpack_decode_map_shaped(msgpack_decoder *dec, zval *out, uint32_t count,
	msgpack_shape *shape)
{
	HashTable *ht = msgpack_decode_table_copy_inline(shape->template);

	shape->uses++;
	MSGPACK_COUNT(shaped_maps, 1);
	ZVAL_ARR(out, ht);
	if (EXPECTED(dec->cache.value_share_warm)) {
		/* a small input: its strings may repeat an earlier call's, which the learning would not see */
		return msgpack_decode_shaped_pairs(dec, ht, 0, count);
	}
	if (UNEXPECTED(shape->generation != dec->cache.generation)) {
		shape->generation = dec->cache.generation;
		shape->maps = 0;
		shape->unshared = 0;
	}
	uint32_t place = shape->maps++ % MSGPACK_SHAPE_ROUND;
	if (EXPECTED(place - MSGPACK_SHAPE_LEARN >= MSGPACK_SHAPE_LEARN)) {
		return EXPECTED(!shape->unshared)
			? msgpack_decode_shaped_pairs(dec, ht, 0, count)
			: msgpack_decode_shaped_pairs_unshared(dec, ht, count, shape->unshared);
	}
	if (place == MSGPACK_SHAPE_LEARN) {
		shape->fresh = shape->repeated = 0;
	}
	/* (nested maps may take the shape's slot meanwhile: what is learnt then is wrong, never unsafe) */
	zend_result result = msgpack_decode_shaped_pairs_learn(dec, ht, count, shape);
	if (place == 2 * MSGPACK_SHAPE_LEARN - 1) {
		shape->unshared = shape->fresh & ~shape->repeated;
	}
	return result;
}

/*
 * The template of the shape whose first key is bytes[0..len) and which has count pairs, when one is known: what
 * msgpack_decode_map_table() would copy for such a map (counted as its copy). For a resume that reads a map's first key
 * apart from its other pairs (unpacker_suspend.c). NULL: none, the map goes the general way.
 */
const HashTable *msgpack_decode_shape_template(msgpack_decoder *dec, const unsigned char *bytes, size_t len, uint32_t count)
{
	zend_ulong idx;

	if (count < MSGPACK_SHAPE_MIN_COUNT || count > MSGPACK_SHAPE_MAX_COUNT || dec->cache.key_cache_off
			|| len < MSGPACK_KEY_CACHE_MIN_LEN || len > MSGPACK_KEY_CACHE_MAX_LEN || msgpack_decode_numeric_key(bytes, len, &idx)) {
		return NULL;
	}
	zend_string *first_key = msgpack_key_cache_get_ex(dec, bytes, len, false);
	msgpack_shape *shape = msgpack_shape_slot(first_key, count);
	if (!shape->template || shape->first_key != first_key || shape->count != count) {
		return NULL;
	}
	MSGPACK_G(shape_memo)[dec->depth & (MSGPACK_SHAPE_MEMO_DEPTHS - 1)] = (uint8_t) (shape - MSGPACK_G(shapes));
	shape->uses++;
	MSGPACK_COUNT(shaped_maps, 1);
	return shape->template;
}

/*
 * count pairs into a new array in out, through a shape template when one matches. Inlined into msgpack_decode_map;
 * also reached through msgpack_decode_array_pairs() (object properties, referenced arrays).
 */
msgpack_inline zend_result msgpack_decode_map_table(msgpack_decoder *dec, zval *out, uint32_t count, uint32_t late)
{
	/* The first key names the shape; only cacheable keys qualify (their strings are stable identities). */
	zend_string *first_key = NULL;
	const unsigned char *bytes;
	size_t len;
	zend_ulong idx;
	uint32_t reserve = msgpack_decode_reserve(dec, count, false);

	/* A template copy has room for all count keys: only when they could be reserved. */
	if (count >= MSGPACK_SHAPE_MIN_COUNT && count <= MSGPACK_SHAPE_MAX_COUNT && reserve == count && !dec->cache.key_cache_off) {
		/* The shape the last map at this depth came through, when this one starts with its first key (the rows of a
		 * document): no lookup of the key, no slot to find. */
		uint8_t *memo = &MSGPACK_G(shape_memo)[dec->depth & (MSGPACK_SHAPE_MEMO_DEPTHS - 1)];
		msgpack_shape *shape = &MSGPACK_G(shapes)[*memo];
		if (shape->template && shape->count == count
				&& msgpack_fixstr_word_equals(dec->p, (size_t) (dec->end - dec->p), shape->first_key)) {
			if (UNEXPECTED(msgpack_decode_map_shaped(dec, out, count, shape) != SUCCESS)) {
				return FAILURE;
			}
			goto done;
		}
		if (msgpack_decode_peek_str(dec, &bytes, &len)
				&& len >= MSGPACK_KEY_CACHE_MIN_LEN && len <= MSGPACK_KEY_CACHE_MAX_LEN
				&& !msgpack_decode_numeric_key(bytes, len, &idx)) {
			first_key = msgpack_key_cache_get_ex(dec, bytes, len, false);
			shape = msgpack_shape_slot(first_key, count);
			if (shape->template && shape->first_key == first_key && shape->count == count) {
				*memo = (uint8_t) (shape - MSGPACK_G(shapes));
				if (UNEXPECTED(msgpack_decode_map_shaped(dec, out, count, shape) != SUCCESS)) {
					return FAILURE;
				}
				goto done;
			}
			/* The general path below looks the first key up again; keep it alive across nested decodes. */
			zend_string_addref(first_key);
		}
	}

	ZVAL_ARR(out, zend_new_array(reserve));
	if (UNEXPECTED(msgpack_decode_map_pairs(dec, Z_ARR_P(out), count) != SUCCESS)) {
		if (first_key) {
			zend_string_release_ex(first_key, 0);
		}
		return FAILURE;
	}
	if (first_key) {
		msgpack_shape_record(first_key, count, Z_ARR_P(out));
		zend_string_release_ex(first_key, 0);
	}
done:
	/* A class marker met after the first pair (PHP-only format) turns the finished table into an object. */
	if (UNEXPECTED(dec->late_len != 0)) {
		return msgpack_decode_late_finish(dec, out, late);
	}
	return SUCCESS;
}

/* The map whose header (at head) declared count pairs. */
static zend_result msgpack_decode_map(msgpack_decoder *dec, zval *out, uint32_t count, const unsigned char *head)
{
	uint32_t id = ++dec->php.containers;

	if (count == 0) {
		if (UNEXPECTED(dec->depth >= dec->max_depth)) {
			return msgpack_decode_fail(dec, MSGPACK_ERR_DEPTH, out);
		}
		msgpack_decode_empty_map(dec, out);
		return SUCCESS;
	}
	if (UNEXPECTED(msgpack_decode_enter(dec, out, count, 2, true) != SUCCESS)) {
		/* not entered: a suspended decode reads this header again, and the id with it */
		dec->php.containers--;
		return FAILURE;
	}
	if (UNEXPECTED(dec->flags & MSGPACK_OPT_PHP_ONLY)
			&& (UNEXPECTED(dec->p == dec->end) || UNEXPECTED(*dec->p == MSGPACK_WIRE_NIL))) {
		/* A nil first key: PECL's PHP-only markers (objects, references). In a decode that may suspend (the only
		 * one that enters a map whose bytes are not all there) a map whose first key has not arrived may be one. */
		if (UNEXPECTED(dec->suspended)
				&& (dec->p == dec->end || !msgpack_decode_arrived(dec, head, 1, dec->depth - 1))) {
			/* not entered (its key may yet show an ordinary map; no scan): credit back, read again from the header */
			dec->depth--;
			dec->php.containers--;
			dec->object_credit++;
			dec->p = head;
			return msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
		}
		zend_result result = msgpack_decode_php_map(dec, out, count, id);
		if (UNEXPECTED(result != SUCCESS) && UNEXPECTED(dec->suspended) && dec->error == MSGPACK_ERR_INSUFFICIENT) {
			/* the scan found it complete: the decoder and the scan disagree; read the message whole */
			dec->suspended->broken = true;
		}
		dec->depth--;
		return result;
	}
	if (UNEXPECTED(msgpack_decode_map_table(dec, out, count, id) != SUCCESS)) {
		/* left as entered: the containers around it record the depth they are at, and resume there */
		dec->depth--;
		if (UNEXPECTED(dec->suspended) && msgpack_decode_map_ids_read(dec)) {
			msgpack_suspended_keep_id(dec->suspended, Z_TYPE_P(out) == IS_ARRAY ? Z_ARR_P(out) : NULL, id);
		}
		return FAILURE;
	}
	dec->depth--;
	if (UNEXPECTED(!(dec->flags & MSGPACK_OPT_ASSOC)) && EXPECTED(Z_TYPE_P(out) == IS_ARRAY)) {
		msgpack_decode_map_to_object(dec, out, id);
	} else if (UNEXPECTED(dec->php.drift_at != 0) && Z_TYPE_P(out) == IS_ARRAY) {
		msgpack_decode_record_array(dec, id, Z_ARR_P(out));
	}
	return SUCCESS;
}

/* ---- building blocks for unpacker_php.c, ext_record.c, ext_string.c ------------------------------------------- */

zend_result msgpack_decode_container_enter(msgpack_decoder *dec, zval *out, size_t count, size_t min_bytes)
{
	return msgpack_decode_enter(dec, out, count, min_bytes, false);
}

void msgpack_decode_map_done(msgpack_decoder *dec, zval *out, uint32_t id)
{
	if (UNEXPECTED(!(dec->flags & MSGPACK_OPT_ASSOC)) && EXPECTED(Z_TYPE_P(out) == IS_ARRAY)) {
		msgpack_decode_map_to_object(dec, out, id);
	}
}

bool msgpack_decode_name_refused(msgpack_decoder *dec)
{
	if (dec->p < dec->end
			&& msgpack_record_name_at(dec->p, (size_t) (dec->end - dec->p)) == MSGPACK_RECORD_NAME_REFUSED) {
		msgpack_decode_invalid(dec, "Record field names must be strings");
		return true;
	}
	return false;
}

/* A name (property, class, record field) as a new reference: through the key cache when its length suits it. */
msgpack_inline zend_string *msgpack_decode_cached_name(msgpack_decoder *dec, const unsigned char *bytes, size_t len)
{
	if (EXPECTED(len >= MSGPACK_KEY_CACHE_MIN_LEN && len <= MSGPACK_KEY_CACHE_MAX_LEN) && EXPECTED(!dec->cache.key_cache_off)) {
		return zend_string_copy(msgpack_key_cache_get(dec, bytes, len));
	}
	return zend_string_init_fast((const char *) bytes, len);
}

zend_result msgpack_decode_field_name(msgpack_decoder *dec, zend_string **str)
{
	const unsigned char *bytes;
	size_t len;
	zval value;

	if (EXPECTED(msgpack_decode_peek_str(dec, &bytes, &len))) {
		dec->p = bytes + len;
		/* Through the key cache, as map keys: the names of a message repeat in the next one. */
		*str = msgpack_decode_cached_name(dec, bytes, len);
		return SUCCESS;
	}
	/* (a name is never decoded as a container or a definition) */
	if (UNEXPECTED(msgpack_decode_name_refused(dec))) {
		*str = NULL;
		return FAILURE;
	}
	bool outer = dec->field_name;
	dec->field_name = true;
	zend_result result = msgpack_decode_value(dec, &value);
	dec->field_name = outer;
	if (UNEXPECTED(result != SUCCESS)) {
		zval_ptr_dtor(&value);
		return FAILURE;
	}
	if (UNEXPECTED(Z_TYPE(value) != IS_STRING)) {
		zval_ptr_dtor(&value);
		*str = NULL;
		return msgpack_decode_invalid(dec, "Record field names must be strings");
	}
	*str = Z_STR(value);
	return SUCCESS;
}

zend_result msgpack_decode_value(msgpack_decoder *dec, zval *out)
{
	return msgpack_decode_value_inline(dec, out);
}

zend_result msgpack_decode_array_pairs(msgpack_decoder *dec, zval *out, uint32_t count, bool as_object, uint32_t late)
{
	if (count == 0) {
		if (as_object) {
			object_init(out);
		} else {
			ZVAL_EMPTY_ARRAY(out);
		}
		return SUCCESS;
	}
	if (msgpack_decode_keys_from_record(dec)) {
		/* An object record's properties: the names are the record's, not in the input. */
		if (UNEXPECTED(msgpack_decode_record_pairs(dec, out, count) != SUCCESS)) {
			return FAILURE;
		}
	} else if (UNEXPECTED(msgpack_decode_map_table(dec, out, count, late) != SUCCESS)) {
		return FAILURE;
	}
	if (as_object && Z_TYPE_P(out) == IS_ARRAY) {
		if (UNEXPECTED(late == MSGPACK_LATE_NO_SLOT)) {
			/* a referenced map: a typed property may hold the reference by now */
			zval object;
			object_and_properties_init(&object, zend_standard_class_def, zend_symtable_to_proptable(Z_ARR_P(out)));
			return msgpack_decode_ref_retype(dec, out, &object, SUCCESS);
		}
		msgpack_decode_table_to_object(out);
	}
	return SUCCESS;
}

zend_result msgpack_decode_prop_key(msgpack_decoder *dec, zend_string **key, zval *other)
{
	const unsigned char *bytes;
	size_t len;
	zval zkey;

	if (msgpack_decode_keys_from_record(dec)) {
		*key = zend_string_copy(*dec->record_keys++);
		return SUCCESS;
	}
	if (EXPECTED(msgpack_decode_peek_str(dec, &bytes, &len))) {
		dec->p = bytes + len;
		*key = msgpack_decode_cached_name(dec, bytes, len);
		return SUCCESS;
	}
	if (UNEXPECTED(msgpack_decode_value(dec, &zkey) != SUCCESS)) {
		zval_ptr_dtor(&zkey);
		return FAILURE;
	}
	if (Z_TYPE(zkey) == IS_STRING) {
		*key = Z_STR(zkey);
	} else if (Z_TYPE(zkey) == IS_LONG) {
		*key = zend_long_to_str(Z_LVAL(zkey));
	} else {
		if (other) {
			ZVAL_COPY_VALUE(other, &zkey);
		} else {
			zval_ptr_dtor(&zkey);
		}
		*key = NULL;
	}
	return SUCCESS;
}

zend_result msgpack_decode_error(msgpack_decoder *dec, msgpack_error error)
{
	dec->error = error;
	dec->error_offset = (size_t) (dec->p - dec->start);
	return FAILURE;
}

ZEND_COLD zend_result msgpack_decode_invalid(msgpack_decoder *dec, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	vsnprintf(dec->error_detail, sizeof(dec->error_detail), format, args);
	va_end(args);
	return msgpack_decode_error(dec, MSGPACK_ERR_INVALID);
}

/* ---- dispatch -------------------------------------------------------------------------------------------------- */

/*
 * Everything msgpack_decode_value_inline() leaves: containers, str16/32, bin, ext, float32, 64-bit ints, the 0xc1 byte,
 * and truncated input of any type, which is reported here.
 */
static zend_result msgpack_decode_other(msgpack_decoder *dec, zval *out)
{
	const unsigned char *p = dec->p;
	size_t avail = (size_t) (dec->end - p);

	if (UNEXPECTED(avail == 0)) {
		return msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
	}

	unsigned char b = *p;
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(b);

	/* The head (the code and its length field or fixed-size data) is checked once, here. */
	if (UNEXPECTED(avail < lead->head)) {
		/* The error offset is past the code byte, where the library stops too (it reads the code, then the rest). */
		dec->p = p + 1;
		return msgpack_decode_fail(dec, MSGPACK_ERR_INSUFFICIENT, out);
	}
	dec->p = p + lead->head;

	switch (lead->kind) {
		case MSGPACK_KIND_STR: /* str16/32, or a shorter one msgpack_decode_value_inline() left because it is truncated */
		case MSGPACK_KIND_BIN:
			return msgpack_decode_str(dec, out, msgpack_wire_length(lead, p));
		case MSGPACK_KIND_MAP:
			return msgpack_decode_map(dec, out, msgpack_wire_length(lead, p), p);
		case MSGPACK_KIND_ARRAY: {
			uint32_t count = msgpack_wire_length(lead, p);
			/* (a fixarray comes here only when truncated) */
			if (count > MSGPACK_WIRE_FIXCOUNT_MAX && avail > lead->head && msgpack_wire_is_fixarray(p[lead->head])) {
				return msgpack_decode_list_of_lists(dec, out, count);
			}
			return msgpack_decode_array(dec, out, count);
		}
		case MSGPACK_KIND_EXT:
			return msgpack_decode_ext(dec, out, msgpack_wire_length(lead, p), b);
		case MSGPACK_KIND_NEVER_USED:
			dec->p = p;
			if (UNEXPECTED(dec->flags & MSGPACK_OPT_BUNDLES)) {
				/* a bundled string, once a bundle is open */
				return msgpack_decode_bundled(dec, out);
			}
			return msgpack_decode_fail(dec, MSGPACK_ERR_PARSE, out);
		default:
			break;
	}
	switch (b) {
		case MSGPACK_WIRE_UINT64:
			if (UNEXPECTED(msgpack_load64(p + 1) > (uint64_t) ZEND_LONG_MAX)
					&& UNEXPECTED(dec->bigint_hook)) {
				return dec->bigint_hook(dec, out, msgpack_load64(p + 1));
			}
			msgpack_decode_uint64(out, msgpack_load64(p + 1));
			return SUCCESS;
		case MSGPACK_WIRE_INT64: {
			int64_t v = (int64_t) msgpack_load64(p + 1);
			if (UNEXPECTED(!MSGPACK_LONG_FITS_INT64(v))) {
				msgpack_decode_big_int64(out, v);
				return SUCCESS;
			}
			ZVAL_LONG(out, (zend_long) v);
			return SUCCESS;
		}
#if SIZEOF_ZEND_LONG < 8
		case MSGPACK_WIRE_UINT32: {
			/* 32-bit PHP: above PHP_INT_MAX, decoded as a uint64 of the same value (bigint modes included). */
			if (UNEXPECTED(dec->bigint_hook)) {
				return dec->bigint_hook(dec, out, msgpack_load32(p + 1));
			}
			msgpack_decode_uint64(out, msgpack_load32(p + 1));
			return SUCCESS;
		}
#endif
		case MSGPACK_WIRE_FLOAT32: {
			uint32_t bits = msgpack_load32(p + 1);
			float f;
			memcpy(&f, &bits, sizeof(f));
			ZVAL_DOUBLE(out, (double) f);
			return SUCCESS;
		}
		default:
			if (msgpack_wire_is_positive_fixint(b)) {
				/* 0x40..0x7f while records are read: a record instance, or the integer when no record has that id. */
				return msgpack_decode_record_byte(dec, out, b);
			}
			/* nil, bool, the other ints and float64 with all their bytes: msgpack_decode_value_inline() decodes them */
			ZEND_ASSERT(0);
			dec->p = p;
			return msgpack_decode_fail(dec, MSGPACK_ERR_PARSE, out);
	}
}

zend_result msgpack_decode(msgpack_decoder *dec, zval *out)
{
	MSGPACK_COUNT(decodes, 1);
#ifdef MSGPACK_TEST_COUNTERS
	size_t from = (size_t) (dec->p - dec->start);
#endif
	/* inline: this call's frame is the only one a scalar message takes */
	zend_result result = msgpack_decode_value_inline(dec, out);
#ifdef MSGPACK_TEST_COUNTERS
	/* (to where it ended or failed; none when an ext hook left it in another buffer, whose offsets are not these) */
	size_t to = result == SUCCESS ? (size_t) (dec->p - dec->start) : dec->error_offset;
	MSGPACK_COUNT(decoded_bytes, to > from ? to - from : 0);
#endif

	if (UNEXPECTED(dec->suspended != NULL)) {
		msgpack_suspended *s = dec->suspended;

		if (UNEXPECTED(result != SUCCESS)) {
			s->root_leaf = dec->error == MSGPACK_ERR_INSUFFICIENT && !s->broken && s->open_len == s->base;
			if (Z_TYPE_P(out) == IS_ARRAY && msgpack_decode_suspend_close(dec, Z_ARR_P(out))) {
				ZVAL_COPY_VALUE(&s->root, out);
				ZVAL_NULL(out);
				if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
					msgpack_decode_php_stash(dec, &s->php);
				}
			} else {
				msgpack_decode_php_drop(dec);
			}
		}
		if (UNEXPECTED(dec->went_deep) && !msgpack_suspended_active(s)) {
			/* a list grown as the message's containers were entered, a deep part's scan (msgpack_decode_deep()) */
			msgpack_suspended_trim(s);
		}
	}

	if (UNEXPECTED(dec->flags & MSGPACK_OPT_BUNDLES) && dec->bundle_at && result == SUCCESS) {
		/* the last bundle's strings end the message */
		result = msgpack_decode_bundle_end(dec);
	}
	if (UNEXPECTED(msgpack_decode_php_pending(dec))) {
		result = msgpack_decode_php_finish(dec, result);
	}
	if (UNEXPECTED(dec->flags & MSGPACK_OPT_COMPACT_ANY)) {
		msgpack_decode_compact_release(dec, result);
	}
	/*
	 * {nil:1, ...} at the root is a PHP reference (it exists before its contents, which may point back at it): hand out
	 * its value, as a function result must never be a reference.
	 */
	if (UNEXPECTED(Z_ISREF_P(out))) {
		zend_unwrap_reference(out);
	}
	return result;
}
