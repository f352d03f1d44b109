/*
 * msgpack for PHP: the decoder's per-request caches (unpacker_caches.c): map keys and short string values, map
 * shapes. The lookups are inline here, because the decoder's loops (unpacker.c) make one for every key and short
 * string; what a miss, a new slot or request end does is out of line. Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_CACHES_H
#define MSGPACK_CACHES_H

#include "msgpack_decoder.h"

/*
 * String values of 2..MSGPACK_VALUE_SHARE_MAX bytes that repeat share one zend_string (see the key cache below). 96
 * bytes take in the URLs that API documents repeat (a label's, a repository's: github-issues needs about 80 to come
 * down to igbinary's decode memory); a longer value rarely repeats. Sharing stops for the rest of a call when a window
 * of MSGPACK_KEY_CACHE_WINDOW misses saw fewer than 1/MSGPACK_VALUE_SHARE_MIN_HITS as many repeats.
 */
#ifndef MSGPACK_VALUE_SHARE_MAX
# define MSGPACK_VALUE_SHARE_MAX 96
#endif
/*
 * Up to this input size a decode's strings are still in the CPU's caches when the next call comes (the value a 128 KiB
 * document decodes to stays within a megabyte or two), and sharing an earlier call's string saves an allocation; beyond
 * it they are cold, and lie anywhere in memory: only what this call made is shared (see msgpack_value_share()).
 */
#ifndef MSGPACK_VALUE_SHARE_WARM_INPUT
# define MSGPACK_VALUE_SHARE_WARM_INPUT (128 * 1024)
#endif
/*
 * Beyond this input size values are not shared at all: the strings a repeat would share are no longer in the CPU's
 * caches, and reading one back costs more time than the allocation it saves (blob-mimes, 372 KB with half its 17,000
 * short values repeated: 409 us without, 625 us with, for 15% less decode memory). Keys are shared whatever the size.
 */
#ifndef MSGPACK_VALUE_SHARE_MAX_INPUT
# define MSGPACK_VALUE_SHARE_MAX_INPUT (256 * 1024)
#endif
#ifndef MSGPACK_VALUE_SHARE_MIN_HITS
# define MSGPACK_VALUE_SHARE_MIN_HITS 8
#endif

/* ---- key cache ------------------------------------------------------------------------------------------------- */

/*
 * Map keys repeat across the rows of a document ("id", "url", ...). A direct-mapped table of the key strings decoded
 * in this request lets a repeated key cost a compare instead of an allocation and a hash, and because the cached string
 * is the same pointer every time, zend_hash_lookup() usually matches on the pointer. The slot is picked from the length
 * and the first and last bytes, without hashing the whole key. A miss replaces the slot, so the table never holds more
 * than MSGPACK_KEY_CACHE_SIZE strings; they are released at request end. Lengths 0 and 1 need no cache
 * (zend_string_init_fast() returns interned strings for them) and long keys rarely repeat.
 *
 * When keys do not repeat (a dictionary keyed by distinct words), every lookup would touch a cold string and free
 * another, which costs more than it saves: so each decode counts its hits, and after a window of lookups with fewer
 * than half of them hits it stops using the cache for the rest of that call. Only hits on entries this call already
 * used count: an entry left by an earlier call of a large decode is usually out of the CPU cache by now, and a
 * document whose keys only repeat across calls gains nothing over fresh strings. (Small messages never fill a window,
 * so they keep the cache, and their keys stay hot from call to call.)
 *
 * Short string values repeat too (a country code, a status, a MIME type in thousands of lists, a URL in every copy of
 * a label), and the same table shares them with one another and with the keys: a repeated value is one zend_string
 * with a reference per occurrence, as igbinary's string table gives, instead of an allocation each (see
 * msgpack_decode_string_value()). Every string here is a fresh, unhashed one (zend_hash_lookup() hashes a key once).
 * A value hit saves an allocation, a copy and a free; a miss costs the lookup and taking the slot on top of the fresh
 * string, so values keep statistics of their own, like the keys' (repeats within this call), and stop sharing for the
 * rest of the call when their repeats are too few to pay. Sharing is safe: a shared string is only ever changed through
 * copy-on-write (its refcount is above 1), the table is per thread, and it is consistent at every allocation (the new
 * string is made before the slot changes). The table holds at most MSGPACK_KEY_CACHE_SIZE strings of up to
 * MSGPACK_VALUE_SHARE_MAX bytes between calls, whatever the input.
 */
#define MSGPACK_KEY_CACHE_MIN_LEN 2
#define MSGPACK_KEY_CACHE_MAX_LEN 32
#define MSGPACK_KEY_CACHE_WINDOW  256

msgpack_inline uint32_t msgpack_key_cache_slot(const unsigned char *p, size_t len)
{
	uint64_t a, b;

	if (len >= 8) {
		memcpy(&a, p, 8);
		memcpy(&b, p + len - 8, 8);
	} else if (len >= 4) {
		uint32_t a32, b32;
		memcpy(&a32, p, 4);
		memcpy(&b32, p + len - 4, 4);
		a = a32;
		b = b32;
	} else {
		a = (uint64_t) p[0] | ((uint64_t) p[1] << 8);
		b = p[len - 1];
	}
	uint64_t h = (a ^ (b * UINT64_C(0x9E3779B97F4A7C15)) ^ len) * UINT64_C(0xD6E8FEB86659FD93);
	return (uint32_t) (h >> (64 - MSGPACK_KEY_CACHE_BITS));
}

/*
 * Equality of two byte runs of 2..32 bytes with word loads, where a libc memcmp call costs more than the compare; longer
 * ones (string values) through memcmp.
 */
msgpack_inline bool msgpack_key_equals(const char *a, const unsigned char *b, size_t len)
{
	if (len > 32) {
		return memcmp(a, b, len) == 0;
	}
	if (len >= 8) {
		uint64_t x, y;
		for (size_t i = 0; i + 8 < len; i += 8) {
			memcpy(&x, a + i, 8);
			memcpy(&y, b + i, 8);
			if (x != y) {
				return false;
			}
		}
		/* The last 8 bytes, overlapping the loop's last word when len is not a multiple of 8. */
		memcpy(&x, a + len - 8, 8);
		memcpy(&y, b + len - 8, 8);
		return x == y;
	}
	if (len >= 4) {
		uint32_t x1, y1, x2, y2;
		memcpy(&x1, a, 4);
		memcpy(&y1, b, 4);
		memcpy(&x2, a + len - 4, 4);
		memcpy(&y2, b + len - 4, 4);
		return x1 == y1 && x2 == y2;
	}
	/* 2 or 3 bytes: first, last and (for 3) the middle one. */
	return a[0] == (char) b[0] && a[len - 1] == (char) b[len - 1] && a[len >> 1] == (char) b[len >> 1];
}

/*
 * Whether p (with avail bytes from it in the input) holds name of 1..15 bytes as a fixstr: its head byte and its
 * bytes compared as one or two words, where parsing the head, comparing lengths and then the bytes cost three times as
 * much (a row's keys, a template's buckets, a class name). Only with 16 bytes of input left, so that the words read
 * from p are in the input. Reading words from the name stays inside its allocation: zend_string_alloc() rounds a
 * string's size up to a multiple of 8 bytes (ZEND_MM_ALIGNED_SIZE(), which leaves at least 8 bytes of value for names
 * up to 7 bytes and 16 up to 15), and so do the engine's interned strings and opcache's copies of them (names from
 * user code: shared structures' field names); the bytes past the name are shifted out. (Longer names, compared by a loop of words, measured slower on github-issues.)
 * false only means "not shown equal this way": the caller compares in full. Little-endian only (words built low byte
 * first).
 */
static zend_always_inline bool msgpack_fixstr_word_equals(const unsigned char *p, size_t avail, const zend_string *name)
{
#ifdef WORDS_BIGENDIAN
	(void) p;
	(void) avail;
	(void) name;
	return false;
#else
	size_t len = ZSTR_LEN(name);
	uint64_t want, got;

	if (UNEXPECTED(avail < 16)) {
		return false;
	}
	memcpy(&want, ZSTR_VAL(name), 8);
	memcpy(&got, p, 8);
	want = (want << 8) | (uint64_t) (0xa0 | len);
	if (EXPECTED(len - 1 <= 6)) {
		/* the head and len bytes: the word's low (len + 1) bytes, shifted to its top */
		return ((got ^ want) << (56 - 8 * len)) == 0;
	}
	if (len - 8 > 7 || got != want) {
		return false;
	}
	memcpy(&want, ZSTR_VAL(name) + 7, 8);
	memcpy(&got, p + 8, 8);
	return ((got ^ want) << (120 - 8 * len)) == 0;
#endif
}

/* The end of a call's window of key lookups: with too few hits the call stops using the cache. */
void msgpack_key_cache_window_end(msgpack_decoder *dec);

/* An empty slot taking its first string: listed for request end (msgpack_key_cache_release()). */
void msgpack_key_cache_filled(zend_string **slot);

/*
 * Puts a new string for p[0..len) into the slot and returns it (the cache's reference). The new string first, then the
 * old one released: the allocation may end the request (memory_limit), and the slot must then still hold a live
 * string, which request end releases.
 */
msgpack_inline zend_string *msgpack_key_cache_replace(zend_string **slot, const unsigned char *p, size_t len)
{
	zend_string *old = *slot;
	zend_string *str = zend_string_alloc(len, 0);

	msgpack_copy_bytes((unsigned char *) ZSTR_VAL(str), (const char *) p, len);
	ZSTR_VAL(str)[len] = '\0';
	*slot = str;
	if (old != NULL) {
		zend_string_release_ex(old, 0);
	} else {
		msgpack_key_cache_filled(slot);
	}
	return str;
}

msgpack_inline bool msgpack_key_cache_holds(const zend_string *str, const unsigned char *p, size_t len)
{
	return EXPECTED(str != NULL) && EXPECTED(ZSTR_LEN(str) == len) && EXPECTED(msgpack_key_equals(ZSTR_VAL(str), p, len));
}

/*
 * Returns the cached key string for p[0..len); the cache owns the reference. A lookup that only peeks (the shape
 * probe, whose key the general path then looks up again) leaves the hit statistics alone.
 */
msgpack_inline zend_string *msgpack_key_cache_get_ex(msgpack_decoder *dec, const unsigned char *p, size_t len, bool stats)
{
	zend_string **slot = &MSGPACK_G(key_cache)[msgpack_key_cache_slot(p, len)].str;
	zend_string *key = *slot;

	if (stats && UNEXPECTED(++dec->cache.key_lookups == MSGPACK_KEY_CACHE_WINDOW)) {
		msgpack_key_cache_window_end(dec);
	}
	uint32_t *generation = &msgpack_key_slot_of(slot)->generation;
	if (msgpack_key_cache_holds(key, p, len)) {
		if (!stats) {
			return key;
		}
		if (*generation == dec->cache.generation) {
			dec->cache.key_hits++;
		} else {
			*generation = dec->cache.generation;
		}
		return key;
	}
	key = msgpack_key_cache_replace(slot, p, len);
	/* A peek leaves the slot marked unused by this call, so the lookup that follows does not count as a repeat. */
	*generation = stats ? dec->cache.generation : dec->cache.generation - 1;
	return key;
}

/* A string value that missed, made fresh by the caller: it takes the slot (unpacker_caches.c). */
void msgpack_value_share_insert(msgpack_decoder *dec, zend_string **slot, zend_string *str);

/*
 * A string value of 2..dec->cache.value_share_max bytes: the cached string (a new reference), or NULL and *miss set to the
 * slot that the fresh string the caller makes goes into.
 */
msgpack_inline zend_string *msgpack_value_share(msgpack_decoder *dec, const unsigned char *p, size_t len, zend_string ***miss)
{
	zend_string **slot = &MSGPACK_G(key_cache)[msgpack_key_cache_slot(p, len)].str;
	zend_string *str = *slot;

	MSGPACK_COUNT(value_lookups, 1);
	MSGPACK_COUNT(value_compared, str != NULL && ZSTR_LEN(str) == len ? len : 0);
	/*
	 * After a large input, only a string this call made or used is shared (a per-decode interning): one an earlier call
	 * left is out of the CPU cache by now and lies anywhere in memory, and a value holding it would tie this call's
	 * result to an earlier one's allocations; it is replaced like a miss. (A key this call looked up qualifies.) As for
	 * keys, only a repeat within this call counts.
	 */
	uint32_t *generation = &msgpack_key_slot_of(slot)->generation;
	bool this_call = *generation == dec->cache.generation;
	if ((this_call || dec->cache.value_share_warm) && msgpack_key_cache_holds(str, p, len)) {
		MSGPACK_COUNT(value_shared, 1);
		dec->cache.value_hits += this_call;
		*generation = dec->cache.generation;
		return zend_string_copy(str);
	}
	*miss = slot;
	return NULL;
}

msgpack_inline zend_string *msgpack_key_cache_get(msgpack_decoder *dec, const unsigned char *p, size_t len)
{
	return msgpack_key_cache_get_ex(dec, p, len, true);
}

/* ---- map shapes (their templates: unpacker.c) ----------------------------------------------------------------- */

#define MSGPACK_SHAPE_MIN_COUNT 2
#define MSGPACK_SHAPE_MAX_COUNT 128
/*
 * A template costs about one map's worth of inserts and pays it back over the later maps of its shape: it is built at
 * the shape's second map, in the call that noted it or a later one. (Waiting for a later call in small inputs, so that
 * a shape met once or twice would build none, measured worse on every dataset: the first decode of a request, a
 * session's cart lines, made every row the general way, and repeats that a colliding shape evicted every call never
 * built one.)
 */
#if MSGPACK_SHAPE_MAX_COUNT >= MSGPACK_SHAPE_CACHE_SIZE
# error "the shapes of one first key need a slot each (msgpack_shape_slot())"
#endif

/*
 * The slot of a shape: a hash of its first key (a cached string, so its address names it) plus its count. Maps that
 * share a first key ("id") with different counts are different shapes, and a document often has several: adding the
 * count keeps them in different slots (counts are at most MSGPACK_SHAPE_MAX_COUNT, fewer than the slots), where
 * hashing it with the key let them evict each other on every map.
 */
msgpack_inline msgpack_shape *msgpack_shape_slot(zend_string *first_key, uint32_t count)
{
	uint32_t h = (uint32_t) ((uintptr_t) first_key >> 3) * 0x9E3779B1u;
	return &MSGPACK_G(shapes)[((h >> (32 - MSGPACK_SHAPE_CACHE_BITS)) + count) & (MSGPACK_SHAPE_CACHE_SIZE - 1)];
}

/* After a map of this shape was decoded the general way: remember the shape, or build its template on a repeat. */
void msgpack_shape_record(zend_string *first_key, uint32_t count, HashTable *ht);
/*
 * A map that came through the shape's template with other keys after the first (a request's other data may have made
 * the template: a stale one sends every map the general way after comparing keys in vain). After MSGPACK_SHAPE_MISSES
 * of them in a row, the template goes, and the next map of the shape builds it anew from its own keys.
 */
#define MSGPACK_SHAPE_MISSES 8
void msgpack_shape_missed(msgpack_shape *shape);

/* ---- decoder set-up ------------------------------------------------------------------------------------------ */

/* Compact mode's state, set, read and released only with its flags: plain decodes pay nothing for it. */
ZEND_COLD void msgpack_decoder_init_compact(msgpack_decoder *dec, const msgpack_options *opts);
/*
 * msgpack_decoder_init(), inline for the streaming front ends, which set a decoder up per message or per piece (the
 * call, and the spills around it, cost a tenth of a small message's execute()).
 */
static zend_always_inline void msgpack_decoder_init_inline(msgpack_decoder *dec, const char *buf, size_t len,
	const msgpack_options *opts)
{
	dec->start = (const unsigned char *) buf;
	dec->p = dec->start;
	dec->end = dec->start + len;
	dec->flags = opts->flags;
	dec->max_depth = opts->max_depth;
	dec->deep_at = MIN(opts->max_depth, MSGPACK_SUSPEND_OPEN_FREE);
	dec->allowed_classes = opts->allowed_classes;
	dec->notice = opts->notice;
	dec->reserve = len;
	dec->object_credit = len + MSGPACK_OBJECT_CREDIT_FREE;
	dec->cache = (msgpack_cache_call) {
		.generation = ++MSGPACK_G(key_cache_calls),
		.value_share_max = len <= MSGPACK_VALUE_SHARE_MAX_INPUT ? MSGPACK_VALUE_SHARE_MAX : 1,
		.value_share_warm = len <= MSGPACK_VALUE_SHARE_WARM_INPUT,
	};
	/* In blocks of 64 bytes, each a few vector stores (one memset of it all becomes a `rep stos`, slow to start) */
	char *zero = (char *) &dec->depth;
	size_t zero_len = offsetof(msgpack_decoder, error_detail) - offsetof(msgpack_decoder, depth);
	for (size_t at = 0; at + 64 <= zero_len; at += 64) {
		memset(zero + at, 0, 64);
	}
	memset(zero + (zero_len & ~(size_t) 63), 0, zero_len & 63);
	ZEND_ASSERT(dec->error == MSGPACK_OK && dec->thrown == MSGPACK_THROWN_BY_USER_CODE && dec->php.slot_pages == NULL
		&& dec->suspended == NULL && !dec->php.class_incomplete);
	dec->error_detail[0] = '\0';
	if (UNEXPECTED(opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
		msgpack_decoder_init_compact(dec, opts);
	}
}

#endif /* MSGPACK_CACHES_H */
