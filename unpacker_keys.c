/*
 * msgpack for PHP: map keys other than a str or a positive fixint, which msgpack_decode_map_pairs() (unpacker.c) hands
 * over: strict keys (int, str and bin only), PECL's illegal-key rules, its nil-key markers at any position. Codec layer
 * (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"

/*
 * A pair whose key ht holds already at slot: the last value wins, in the first one's position. In the PHP-only format
 * the earlier value goes as the key is read, queued as unserialize() queues it (msgpack_decode_drop_replaced(),
 * unpacker_php.c); else once the pair's value is decoded, as the library's `$map[$key] = $this->unpack()` releases it:
 * an extension of the new value runs first, and a destructor of the earlier one finds the decode past the new value
 * (dec->release_hook). A value that fails releases it at once. ht: the map, where a decode that may suspend takes the
 * value up again (left: its pairs after this one); NULL where the caller takes the pair up again from its key.
 */
zend_never_inline zend_result msgpack_decode_repeated_key(msgpack_decoder *dec, HashTable *ht, zval *slot, uint32_t left)
{
	zval old;

	ZVAL_COPY_VALUE(&old, slot);
	ZVAL_NULL(slot);
	if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
		if (UNEXPECTED(msgpack_decode_drop_replaced(dec, &old) != SUCCESS)) {
			return FAILURE;
		}
		ZVAL_NULL(&old);
	}
	const unsigned char *at = dec->p;
	if (UNEXPECTED(msgpack_decode_value(dec, slot) != SUCCESS)) {
		if (ht && UNEXPECTED(dec->suspended)) {
			msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_MAP, slot, at, left);
		}
		zval_ptr_dtor(&old);
		return FAILURE;
	}
	if (!Z_REFCOUNTED(old)) {
		/* (queued already in the PHP-only format; a scalar has nothing to release) */
		return SUCCESS;
	}
	if ((dec->ext_hook || dec->bigint_hook) && Z_TYPE(old) != IS_STRING) {
		return dec->release_hook(dec, &old);
	}
	return msgpack_decode_drop_replaced(dec, &old);
}

/*
 * An ext key at dec->p (compact mode): whether its type is a string form the options read (a string definition or
 * reference, a bundle), which it may then be; true too where its header is cut (the decode reports that).
 */
static bool msgpack_decode_ext_key_may_be_string(const msgpack_decoder *dec)
{
	size_t at = 1 + msgpack_wire_lead_of(*dec->p)->width;

	if ((size_t) (dec->end - dec->p) <= at) {
		return true;
	}
	uint8_t type = dec->p[at];
	return ((type == MSGPACK_EXT_STRING_DEF || type == MSGPACK_EXT_STRING_REF) && (dec->flags & MSGPACK_OPT_STRING_REFS))
		|| (type == MSGPACK_EXT_BUNDLE && (dec->flags & MSGPACK_OPT_BUNDLES));
}

/*
 * MSGPACK_OPT_STRICT_KEYS: a pair whose key is not a str or a positive fixint. Only int, str and bin keys are allowed,
 * checked before the key is read.
 */
static zend_result msgpack_decode_strict_pair(msgpack_decoder *dec, HashTable *ht)
{
	zval key, *slot;

	size_t key_at = (size_t) (dec->p - dec->start);
	uint32_t swaps = dec->buffer_swaps;
	if (EXPECTED(dec->p < dec->end)) {
		unsigned char b = *dec->p;
		msgpack_kind kind = msgpack_wire_lead_of(b)->kind;
		/* With string references or bundled strings, an ext or 0xc1 key may be one (checked once decoded); an ext of
		 * another type is refused before an extension registered for it runs, as the library refuses every ext key. */
		if (UNEXPECTED(kind != MSGPACK_KIND_INT && kind != MSGPACK_KIND_STR && kind != MSGPACK_KIND_BIN)
				&& (kind != MSGPACK_KIND_EXT || !(dec->flags & (MSGPACK_OPT_STRING_REFS | MSGPACK_OPT_BUNDLES))
					|| !msgpack_decode_ext_key_may_be_string(dec))
				&& (kind != MSGPACK_KIND_NEVER_USED || !(dec->flags & MSGPACK_OPT_BUNDLES))) {
			dec->error = MSGPACK_ERR_MAP_KEY;
			dec->error_offset = key_at;
			return FAILURE;
		}
	}
	zend_result result = dec->p < dec->end && msgpack_wire_lead_of(*dec->p)->kind == MSGPACK_KIND_INT
		? msgpack_decode_int_key(dec, &key) : msgpack_decode_value(dec, &key);
	if (UNEXPECTED(result != SUCCESS)) {
		zval_ptr_dtor(&key);
		return FAILURE;
	}
	if (Z_TYPE(key) == IS_STRING) {
		slot = msgpack_decode_symtable_slot(ht, Z_STR(key));
	} else if (EXPECTED(Z_TYPE(key) == IS_LONG)) {
		slot = zend_hash_index_lookup(ht, Z_LVAL(key));
	} else {
		/* An ext key that is no string reference (an extension registered for a string type made something else). */
		zval_ptr_dtor(&key);
		if (UNEXPECTED(dec->buffer_swaps != swaps)) {
			/* that extension gave the object another buffer: the key's position is none in it */
			return msgpack_decode_invalid(dec, "The buffer was replaced while unpacking");
		}
		dec->error = MSGPACK_ERR_MAP_KEY;
		dec->error_offset = key_at;
		return FAILURE;
	}
	if (UNEXPECTED(Z_TYPE_P(slot) != IS_NULL)) {
		/* (a value that fails is taken up again from its key: msgpack_decode_map_pairs()) */
		return msgpack_decode_repeated_key(dec, NULL, slot, 0);
	}
	return msgpack_decode_value(dec, slot);
}

/*
 * A pair whose key is not a str or a positive fixint. bin and big uint64 keys decode to strings and are ordinary string
 * keys; any other type follows PECL's msgpack.illegal_key_insert: off, it is converted to a string key (an object key
 * drops the pair), on, key and value are appended as two list elements. Like PECL, the pair is handled once its value
 * is decoded, so truncated input warns only about complete pairs, in PECL's order. Returns how many pairs it consumed
 * beyond its own (a late Serializable marker takes the pair after it), or -1 on failure. count: the pairs left in the
 * map, this one included.
 */
int msgpack_decode_other_pair(msgpack_decoder *dec, HashTable *ht, uint32_t count)
{
	zval key, value, *slot;
	zend_string *str;

	if (dec->flags & MSGPACK_OPT_STRICT_KEYS) {
		return msgpack_decode_strict_pair(dec, ht) == SUCCESS ? 0 : -1;
	}
	if (UNEXPECTED(dec->flags & MSGPACK_OPT_PHP_ONLY) && UNEXPECTED(dec->suspended)) {
		/* in a decode that may suspend, the pair (after a late class marker: the rest of the map) is read once it is
		 * all there (msgpack_decode_arrived()) */
		bool late = dec->p < dec->end && *dec->p == MSGPACK_WIRE_NIL;
		if (!msgpack_decode_arrived(dec, dec->p, late ? (uint64_t) count * 2 : 2, dec->depth)) {
			msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
			return -1;
		}
	}
	if ((dec->flags & MSGPACK_OPT_PHP_ONLY) && dec->p < dec->end && *dec->p == MSGPACK_WIRE_NIL) {
		/* PECL reads its nil-key markers at any position of a map, not only first. */
		return msgpack_decode_late_marker(dec, ht, count);
	}

	if (UNEXPECTED(msgpack_decode_value(dec, &key) != SUCCESS)) {
		zval_ptr_dtor(&key);
		return -1;
	}
	if (UNEXPECTED(msgpack_decode_value(dec, &value) != SUCCESS)) {
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&value);
		return -1;
	}
	switch (Z_TYPE(key)) {
		case IS_STRING:
			slot = msgpack_decode_symtable_slot(ht, Z_STR(key));
			goto store;
		case IS_LONG:
			slot = zend_hash_index_lookup(ht, Z_LVAL(key));
			goto store;
		default:
			break;
	}

	if (UNEXPECTED(msgpack_decode_notice_illegal_key(dec) != SUCCESS)) {
		/* An error handler threw: stop here. */
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&value);
		return -1;
	}
	if (dec->flags & MSGPACK_OPT_ILLEGAL_KEY_INSERT) {
		/* Both inserts fail once the next index would pass PHP_INT_MAX; then the pair is dropped. */
		if (UNEXPECTED(zend_hash_next_index_insert(ht, &key) == NULL)) {
			zval_ptr_dtor(&key);
		}
		if (UNEXPECTED(zend_hash_next_index_insert(ht, &value) == NULL)) {
			zval_ptr_dtor(&value);
		}
		return 0;
	}
	/* A back-reference or a PHP reference as the key (hostile data) is judged by what it refers to: an object behind
	 * one is dropped too, neither converted (an Error, or __toString()) nor thrown out of a session read. */
	if (Z_TYPE_P(Z_ISREF(key) ? Z_REFVAL(key) : &key) == IS_OBJECT) {
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&value);
		return 0;
	}
	/* null, bool, float, array: PHP's string conversion ("1.5", "1", "", "Array" with its warning). */
	str = zval_get_string(&key);
	zval_ptr_dtor(&key);
	if (UNEXPECTED(EG(exception))) {
		zend_string_release(str);
		zval_ptr_dtor(&value);
		dec->error = MSGPACK_ERR_EXCEPTION;
		dec->error_offset = (size_t) (dec->p - dec->start);
		return -1;
	}
	slot = msgpack_decode_symtable_slot(ht, str);

store:
	/* A repeated key: the last value wins, in the first one's position, the earlier one dropped once it is there. */
	if (UNEXPECTED(Z_TYPE_P(slot) != IS_NULL)) {
		zval old;
		ZVAL_COPY_VALUE(&old, slot);
		ZVAL_COPY_VALUE(slot, &value);
		return msgpack_decode_drop_replaced(dec, &old) == SUCCESS ? 0 : -1;
	}
	ZVAL_COPY_VALUE(slot, &value);
	return 0;
}

#if SIZEOF_ZEND_LONG < 8
/*
 * 32-bit PHP decodes an integer beyond zend_long to its decimal string, which a marker would take for a class name (or
 * refuse as one): what a 64-bit build reads as an int is an int here too, saturated, so that it names no marker and no
 * value decoded before, as there. Only a uint64 above INT64_MAX stays the string PECL made of it on every build.
 */
zend_result msgpack_decode_marker_value(msgpack_decoder *dec, zval *out)
{
	const unsigned char *at = dec->p;

	if (UNEXPECTED(msgpack_decode_value(dec, out) != SUCCESS)) {
		return FAILURE;
	}
	if (Z_TYPE_P(out) == IS_STRING && dec->p - at > 1 && (*at == MSGPACK_WIRE_UINT32 || *at == MSGPACK_WIRE_INT64
			|| (*at == MSGPACK_WIRE_UINT64 && msgpack_load64(at + 1) <= (uint64_t) INT64_MAX))) {
		bool negative = *at == MSGPACK_WIRE_INT64 && (int64_t) msgpack_load64(at + 1) < 0;
		zval_ptr_dtor(out);
		ZVAL_LONG(out, negative ? ZEND_LONG_MIN : ZEND_LONG_MAX);
	}
	return SUCCESS;
}
#endif
