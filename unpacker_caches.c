/*
 * msgpack for PHP: the decoder's per-request caches, out of line (msgpack_caches.h has the lookups, and why the
 * caches are as they are): the end of a call's window of lookups, a slot taking its first string or a missed value,
 * the shapes' slots and templates, and request end, which releases the slots the request filled.
 */

#include "msgpack_caches.h"

/* ---- key cache ------------------------------------------------------------------------------------------------- */

zend_never_inline void msgpack_key_cache_window_end(msgpack_decoder *dec)
{
	if (dec->cache.key_hits < MSGPACK_KEY_CACHE_WINDOW / 2) {
		dec->cache.key_cache_off = true;
	}
	dec->cache.key_lookups = 0;
	dec->cache.key_hits = 0;
}

/* An empty slot taking its first string: listed for request end (msgpack_key_cache_release()). */
zend_never_inline void msgpack_key_cache_filled(zend_string **slot)
{
	MSGPACK_G(key_cache_filled)[MSGPACK_G(key_cache_filled_len)++] = (uint16_t) (msgpack_key_slot_of(slot) - MSGPACK_G(key_cache));
}

/*
 * A string value that missed, made fresh by the caller: it takes the slot and the cache a reference. Out of line, so
 * that the decoder's loops stay small; the statistics are kept here so that a hit costs only its count. After a window
 * of misses with too few hits between them, sharing stops for the rest of this call. The old string is released after
 * the new one is in place (nothing here allocates: a fatal error cannot stop it half way).
 */
zend_never_inline void msgpack_value_share_insert(msgpack_decoder *dec, zend_string **slot, zend_string *str)
{
	zend_string *old = *slot;

	if (UNEXPECTED(++dec->cache.value_misses == MSGPACK_KEY_CACHE_WINDOW)) {
		if (dec->cache.value_hits < MSGPACK_KEY_CACHE_WINDOW / MSGPACK_VALUE_SHARE_MIN_HITS) {
			dec->cache.value_share_max = 1;
		}
		dec->cache.value_misses = 0;
		dec->cache.value_hits = 0;
	}
	GC_ADDREF(str);
	*slot = str;
	msgpack_key_slot_of(slot)->generation = dec->cache.generation;
	if (old != NULL) {
		zend_string_release_ex(old, 0);
	} else {
		msgpack_key_cache_filled(slot);
	}
}

/*
 * Request end: the slots this request filled, and only those (a request that decoded one small value pays for its
 * few keys, not for a walk over every slot). Each slot is emptied before its string is released.
 */
void msgpack_key_cache_release(void)
{
	uint32_t len = MSGPACK_G(key_cache_filled_len);

	MSGPACK_G(key_cache_filled_len) = 0;
	for (uint32_t i = 0; i < len; i++) {
		zend_string **slot = &MSGPACK_G(key_cache)[MSGPACK_G(key_cache_filled)[i]].str;
		zend_string *key = *slot;

		*slot = NULL;
		zend_string_release_ex(key, 0);
	}
}

/* ---- map shapes ------------------------------------------------------------------------------------------------ */

static void msgpack_shape_clear(msgpack_shape *shape)
{
	if (shape->template) {
		zend_array_destroy(shape->template);
		shape->template = NULL;
	}
	if (shape->first_key) {
		zend_string_release_ex(shape->first_key, 0);
		shape->first_key = NULL;
	}
}

/* Request end: the shape slots this request filled (as the key cache's). */
void msgpack_shape_cache_release(void)
{
	uint32_t len = MSGPACK_G(shapes_filled_len);

	MSGPACK_G(shapes_filled_len) = 0;
	for (uint32_t i = 0; i < len; i++) {
		msgpack_shape_clear(&MSGPACK_G(shapes)[MSGPACK_G(shapes_filled)[i]]);
	}
}

zend_never_inline ZEND_COLD void msgpack_shape_missed(msgpack_shape *shape)
{
	MSGPACK_COUNT(shape_misses, 1);
	/* Only misses in a row count: maps of two layouts that share a first key and a count keep the template they
	 * have (a rebuild would only bring the other one); a template no map matches any more goes. */
	shape->misses = shape->uses == shape->missed_at + 1 ? shape->misses + 1 : 1;
	shape->missed_at = shape->uses;
	if (shape->misses < MSGPACK_SHAPE_MISSES || !shape->template) {
		return;
	}
	/* (the maps decoding meanwhile hold copies of it, not it) */
	HashTable *template = shape->template;
	shape->template = NULL;
	shape->misses = shape->uses = shape->missed_at = 0;
	shape->generation = 0;
	zend_array_destroy(template);
}

/* After a map of this shape was decoded the general way: remember the shape, or build its template on a repeat. */
zend_never_inline void msgpack_shape_record(zend_string *first_key, uint32_t count, HashTable *ht)
{
	msgpack_shape *shape = msgpack_shape_slot(first_key, count);
	zend_string *key;

	if (shape->first_key != first_key || shape->count != count) {
		if (shape->first_key == NULL) {
			MSGPACK_G(shapes_filled)[MSGPACK_G(shapes_filled_len)++] = (uint8_t) (shape - MSGPACK_G(shapes));
		} else {
			msgpack_shape_clear(shape);
		}
		shape->first_key = zend_string_copy(first_key);
		shape->count = count;
		shape->generation = 0;
		return;
	}
	/* Seen before: build the template, if this map has count distinct, non-numeric string keys and no holes. */
	if (shape->template || zend_hash_num_elements(ht) != count || !HT_IS_WITHOUT_HOLES(ht) || HT_IS_PACKED(ht)) {
		return;
	}
	HashTable *template = zend_new_array(count);
	zval null_value;

	ZVAL_NULL(&null_value);
	ZEND_HASH_MAP_FOREACH_STR_KEY(ht, key) {
		if (!key) {
			zend_array_destroy(template);
			return;
		}
		zend_hash_add_new(template, key, &null_value);
	} ZEND_HASH_FOREACH_END();
	shape->template = template;
	shape->misses = shape->uses = shape->missed_at = 0;
}
