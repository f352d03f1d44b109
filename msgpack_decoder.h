/*
 * msgpack for PHP: the decoder, MessagePack to PHP values (unpacker.c; PECL's PHP-only object format:
 * msgpack_decoder_php.h). Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_DECODER_H
#define MSGPACK_DECODER_H

#include "msgpack_codec.h"
#include "msgpack_decoder_php.h"
#include "msgpack_ext.h"
#include "msgpack_compact.h"
#include "msgpack_scanner.h"
#include "msgpack_suspended.h"
#include "msgpack_reserve.h"

/* ---- decoder (unpacker.c) -------------------------------------------------------------------------------------- */

/*
 * Library mode: decodes an ext value whose type byte and len body bytes are present, dec->p at the body's first byte.
 * It leaves dec->p wherever the value ends (an extension may read more or less than len; user code may even replace
 * the buffer, so the hook refreshes dec->start/p/end from its unpacker). lead: the value's first byte, for
 * msgpack_decode_ext_native().
 */
typedef zend_result (*msgpack_ext_hook)(msgpack_decoder *dec, zval *out, unsigned char lead, int8_t type, uint32_t len);

/* An integer above PHP_INT_MAX (a uint64, or a uint32 on 32-bit PHP) as the front end wants it (gmp, Decimal); without
 * a hook it is its decimal string. Not called for map keys. FAILURE: dec->error is set. */
typedef zend_result (*msgpack_bigint_hook)(msgpack_decoder *dec, zval *out, uint64_t value);

/*
 * With MSGPACK_ERR_EXCEPTION, what threw: a session keeps or drops what it read by it, as PHP's own session
 * serializers do (pecl_serializers.c).
 */
typedef enum {
	MSGPACK_THROWN_BY_USER_CODE = 0, /* an autoloader, Serializable::unserialize(), an error handler, a destructor */
	MSGPACK_THROWN_FOR_DATA,         /* the decoder, as unserialize() throws for such input: a typed or readonly property
	                                  * given what it cannot hold, a class that cannot be instantiated or unserialized */
	MSGPACK_THROWN_AFTER_DECODE,     /* a delayed __unserialize() or __wakeup(), once the value was decoded whole */
} msgpack_thrown;

struct msgpack_decoder {
	/* set by msgpack_decoder_init() from its arguments */
	const unsigned char *start;
	const unsigned char *p;
	const unsigned char *end;
	uint32_t flags;
	uint32_t max_depth;
	/* Entering a container deeper than this takes msgpack_decode_deep(): at first the free room of a suspended decode's
	 * list of open containers (MSGPACK_SUSPEND_OPEN_FREE), then where the list reaches, or max_depth in a decode that
	 * cannot suspend */
	uint32_t deep_at;
	HashTable *allowed_classes;
	msgpack_notice_hook notice;
	/*
	 * What containers may still reserve ahead of their elements, in input bytes' worth of MSGPACK_RESERVE_RATE bytes of
	 * table each (see msgpack_decode_reserve()): the input length at the start, shared with re-entrant decodes of the
	 * same buffer, so that nested headers cannot multiply it.
	 */
	size_t reserve;
	/* What the objects still to be made may take, in input bytes' worth (see MSGPACK_OBJECT_CREDIT): the input length
	 * at the start, plus MSGPACK_OBJECT_CREDIT_FREE, and it grows with the input as reserve does. */
	size_t object_credit;
	msgpack_cache_call cache;
	/* From here to error_detail, all zero at the start: msgpack_decoder_init() clears them in one go. */
	uint32_t depth;
	msgpack_error error;
	size_t error_offset;
	msgpack_thrown thrown;  /* MSGPACK_ERR_EXCEPTION: by what */
	bool went_deep;         /* a decode that may suspend grew its list, or waited for a deep part (msgpack_decode_deep()) */
	/* PHP-only format: ids, slots, delayed calls, the last class (msgpack_php_state); one struct, so that a suspended
	 * decode moves it in and out in one copy */
	msgpack_php_state php;
	uint32_t late_len, late_cap;
	msgpack_late_marker *late;
	/* MSGPACK_ERR_INSUFFICIENT from a container count larger than the bytes left: the items it still expected */
	uint64_t error_items;
	zend_string *const *record_keys; /* compact mode: an object record's property names, read by
	                                  * msgpack_decode_prop_key() at record_keys_depth (below); else NULL */
	msgpack_ext_hook ext_hook;
	/* times an ext hook left the decode in another buffer (the old one may be freed: no pointer into it is valid) */
	uint32_t buffer_swaps;
	msgpack_bigint_hook bigint_hook;
	zend_object *hook_object; /* the object the hooks work for (a BufferUnpacker) */
	/* msgpack_decode_allow_suspend(): where a failure for want of bytes keeps the open containers; else NULL */
	msgpack_suspended *suspended;
	/* (the end of the cleared fields) MSGPACK_ERR_INVALID: the message; set empty */
	char error_detail[192];
	/* releases a value a repeated key replaced; set with ext_hook/bigint_hook, read only where one is (not cleared) */
	zend_result (*release_hook)(msgpack_decoder *dec, zval *old);
	/* compact mode (msgpack_compact.h): set only when dec->flags has MSGPACK_OPT_COMPACT_ANY */
	msgpack_record_table records;    /* the records this decode knows: defined in the message, or kept */
	msgpack_record_table *kept;      /* a stream's records (msgpack_decoder_keep_records()), or NULL */
	uint32_t record_keys_depth;      /* record_keys are the object's own pairs at this depth, not nested values' */
	size_t record_charge;            /* bytes object record instances were charged (unpacker_php.c) */
	const msgpack_structures *structures; /* shared ones (MSGPACK_OPT_RECORDS), or NULL */
	/* msgpackr's bundled strings (MSGPACK_OPT_BUNDLES, ext_bundle.c), as offsets from start: the last bundle's two
	 * strings at [bundle_at, bundle_end) (bundle_at 0: none yet), the next character and the end of each; half: the
	 * 4-byte character at the next one was cut in two by the string before (its second half is the next string's) */
	size_t bundle_at, bundle_end;
	size_t bundle_pos[2], bundle_stop[2];
	bool bundle_half[2];
	bool field_name;                 /* a record's field name is being read: a bundle's value must be one too */
	zend_string **strings;           /* the string definitions met, held */
	uint32_t strings_len, strings_cap;
	/* the array definitions met (ext_array.c): held, IS_UNDEF while being read, IS_NULL when not shareable */
	zval *arrays;
	uint32_t arrays_len, arrays_cap;
	msgpack_frame arrays_frame;      /* registered while arrays is: a fatal error in user code drops what it holds */
	/* arrays with more than one reference found pure by the definitions' checks, by address, held; or NULL */
	HashTable *arrays_pure;
};

void msgpack_decoder_init(msgpack_decoder *dec, const char *buf, size_t len, const msgpack_options *opts);
/*
 * Records kept from message to message (a stream in msgpackr's sequential form, where a record is defined once, in the
 * first message that uses it): the decode starts with the records of kept (MSGPACK_OPT_RECORDS, after
 * msgpack_decoder_init()), and a message read with success leaves its own there for the next one; one that fails
 * leaves kept as it was, to be read again.
 */
void msgpack_decoder_keep_records(msgpack_decoder *dec, msgpack_record_table *kept);

/*
 * Objects: a class marker of a few bytes makes an object with all its class's declared property slots, so what
 * objects take is bounded by the input, not by their encoding: MSGPACK_OBJECT_CREDIT bytes per input byte, plus
 * MSGPACK_OBJECT_CREDIT_FREE input bytes' worth (48 KiB) free, within docs/security.md's 256 per byte plus 64 KiB with
 * what the rest takes: every container takes an input byte's worth too (msgpack_decode_enter()), as one-byte arrays
 * take 216 bytes each. The credit counts input bytes (an object costs its size over MSGPACK_OBJECT_CREDIT, rounded
 * up), so that setting it up is one addition per decode. Objects written with their properties cost far less: a
 * property's name and value take three bytes at least.
 */
#define MSGPACK_OBJECT_CREDIT      192
#define MSGPACK_OBJECT_CREDIT_FREE 256

/*
 * A string or array read once and used again (compact mode's references, the value caches) where each use costs work
 * or memory again: a long name looked up, a payload parsed, data an internal class copies. Each such use takes object
 * credit as if the input spelled the value out again, so that references cannot multiply either. Names cost an input
 * byte per MSGPACK_NAME_BYTES_FREE bytes of their length.
 */
#define MSGPACK_NAME_BYTES_FREE 64
/* Records a malformed-input error with a message, at dec->p; returns FAILURE. */
ZEND_COLD zend_result msgpack_decode_invalid(msgpack_decoder *dec, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 2, 3);
static zend_always_inline zend_result msgpack_decode_charge(msgpack_decoder *dec, size_t input_bytes, const char *what)
{
	if (UNEXPECTED(input_bytes > dec->object_credit)) {
		return msgpack_decode_invalid(dec, "%s than the input's size allows", what);
	}
	dec->object_credit -= input_bytes;
	return SUCCESS;
}

/* The charge for a name (a class's, a property's) each time it is read by name. */
static zend_always_inline zend_result msgpack_decode_charge_name(msgpack_decoder *dec, const zend_string *name,
	const char *what)
{
	if (EXPECTED(ZSTR_LEN(name) < MSGPACK_NAME_BYTES_FREE)) {
		return SUCCESS;
	}
	return msgpack_decode_charge(dec, ZSTR_LEN(name) / MSGPACK_NAME_BYTES_FREE, what);
}

/* The budget ran short of a count's table: the largest table it pays for, or the engine's smallest. */
uint32_t msgpack_decode_reserve_short(msgpack_decoder *dec, uint32_t count, bool packed);

/*
 * The initial capacity for a container that declares count entries (packed: an array's list; else a map's table). A
 * declared count is only a claim: room for it is reserved while the decode's budget (see MSGPACK_RESERVE_RATE) lasts,
 * and beyond that the container grows as its elements actually arrive. Well-formed input seldom runs out, since every
 * element takes at least one byte; headers nested inside each other that each declare the whole remaining input do,
 * after the first.
 */
static zend_always_inline uint32_t msgpack_decode_reserve(msgpack_decoder *dec, uint32_t count, bool packed)
{
	if (EXPECTED(count <= MSGPACK_RESERVE_FREE)) {
		return count;
	}
	if (EXPECTED(count <= (1u << MSGPACK_TABLE_UNITS_LOG_MAX))) {
		uint32_t units = msgpack_table_units_pow2[packed][msgpack_log2_at_least(count)];
		if (EXPECTED(units <= dec->reserve)) {
			dec->reserve -= units;
			return count;
		}
	}
	return msgpack_decode_reserve_short(dec, count, packed);
}
/*
 * Decodes one value at dec->p into out. out is always left holding a valid zval that the caller owns, also on
 * FAILURE (then dec->error and dec->error_offset say what went wrong).
 */
zend_result msgpack_decode(msgpack_decoder *dec, zval *out);
/*
 * Lets a failure for want of bytes (MSGPACK_ERR_INSUFFICIENT) keep what was decoded in s, for msgpack_decode_resume()
 * (no-op in compact mode). After msgpack_decode() fails, the decode is
 * suspended when msgpack_suspended_active(s): out is null and s holds the value so far. Otherwise s->root_leaf says
 * the message's first item is itself incomplete (a retry costs nothing), else it must be read whole once complete.
 */
static zend_always_inline void msgpack_decode_allow_suspend(msgpack_decoder *dec, msgpack_suspended *s)
{
	/* Compact mode keeps state beyond the containers (records, string tables): its messages are read whole once
	 * complete. */
	if (!(dec->flags & MSGPACK_OPT_COMPACT_ANY)) {
		dec->suspended = s;
		s->base = s->open_len;
		s->broken = false;
		s->root_leaf = false;
		s->arrived_at = s->arrived_end = 0;
	}
}
/*
 * Goes on with the decode suspended in dec->suspended, over a decoder set up on the same bytes (dec->start where it
 * was, possibly more bytes at the end). SUCCESS: out has the value. FAILURE: suspended again (s active, out null), or
 * failed as msgpack_decode() fails (out holds what was built, for the caller to release; s is empty).
 */
zend_result msgpack_decode_resume(msgpack_decoder *dec, zval *out);
/* The PHP-only state moves between the decoder and a suspended decode whole; a decode in the plain format has none
 * (no ids, slots, delayed calls or class markers are read), so it moves nothing. */
static zend_always_inline void msgpack_decode_php_stash(msgpack_decoder *dec, msgpack_php_state *php)
{
	*php = dec->php;
	memset(&dec->php, 0, sizeof(dec->php));
}
static zend_always_inline void msgpack_decode_php_restore(msgpack_decoder *dec, msgpack_php_state *php)
{
	dec->php = *php;
	memset(php, 0, sizeof(*php));
}
/* Between unpacker.c's loops and unpacker_suspend.c: what a decode that may suspend records as a failure unwinds. */
/* A map that failed in a decode that may suspend (ht: its table, if it has one): if it stays open, its id goes with
 * it. Inline: every map the end of a piece cuts through passes here, in the PHP-only format. */
static zend_always_inline void msgpack_suspended_keep_id(msgpack_suspended *s, const HashTable *ht, uint32_t id)
{
	if (ht && s->open_len > s->base && s->open[s->low].ht == ht) {
		s->open[s->low].id = id;
	}
}
/* Whether a map's container id is read after it is done (the PHP-only format's records, an object for a map when assoc
 * is off), so that a suspended map must keep it. */
static zend_always_inline bool msgpack_decode_map_ids_read(const msgpack_decoder *dec)
{
	return (dec->flags & MSGPACK_OPT_PHP_ONLY) || !(dec->flags & MSGPACK_OPT_ASSOC);
}
zend_never_inline bool msgpack_decode_arrived(msgpack_decoder *dec, const unsigned char *from, uint64_t items,
	uint32_t outer);
zend_never_inline ZEND_COLD void msgpack_decode_suspend_element(msgpack_decoder *dec, HashTable *ht, uint8_t kind,
	zval *pending, const unsigned char *at, uint32_t left);
zend_never_inline ZEND_COLD zend_result msgpack_decode_deep(msgpack_decoder *dec, zval *out, uint64_t items, bool gate);
zend_never_inline void msgpack_decode_suspend_more(msgpack_decoder *dec, HashTable *ht, uint32_t more);
bool msgpack_decode_suspend_close(msgpack_decoder *dec, const HashTable *outer);
/*
 * The container loops msgpack_decode_resume() (unpacker_suspend.c) goes on with: a map's pairs the general way (and
 * a pair's str key alone, its slot; a whole str at dec->p; a map's template from its first key alone), a shape
 * template's buckets [first, count), an array's elements as its table grows; whether the item at dec->p is a str not
 * all there (or nothing is); whether PHP-only state awaits msgpack_decode_php_finish().
 */
zend_result msgpack_decode_map_pairs_from(msgpack_decoder *dec, HashTable *ht, uint32_t count);
zval *msgpack_decode_map_str_key(msgpack_decoder *dec, HashTable *ht);
bool msgpack_decode_str_at(const msgpack_decoder *dec, const unsigned char **bytes, size_t *len);
const HashTable *msgpack_decode_shape_template(msgpack_decoder *dec, const unsigned char *bytes, size_t len, uint32_t count);
zend_result msgpack_decode_shaped_pairs(msgpack_decoder *dec, HashTable *ht, uint32_t first, uint32_t count);
zend_never_inline zend_result msgpack_decode_array_growing(msgpack_decoder *dec, HashTable *ht, uint32_t count);
zend_never_inline bool msgpack_decode_str_truncated(const msgpack_decoder *dec);
bool msgpack_decode_php_pending(const msgpack_decoder *dec);
/* Building blocks for the PHP-object and compact decoders (unpacker_php.c, ext_record.c, ext_string.c). */
/* An ext value the codec decodes itself (the registry's rows its flags enable, else a Type\Ext): dec->p at the type
 * byte's successor, the body, lead the value's first byte; what ext hooks fall back on for types they do not take. */
zend_result msgpack_decode_ext_native(msgpack_decoder *dec, zval *out, unsigned char lead, int8_t type, uint32_t len);
/* The checks before a container of count entries of at least min_bytes each; pair with dec->depth--. */
zend_result msgpack_decode_container_enter(msgpack_decoder *dec, zval *out, size_t count, size_t min_bytes);
/* count values at dec->p as the array of the pairs keys[i] => value a map would give (the last of a repeated name
 * wins, numeric names are integer keys). */
zend_result msgpack_decode_named_values(msgpack_decoder *dec, zval *out, zend_string *const *keys, uint32_t count);
/* count values at dec->p into the buckets from bucket on. */
zend_result msgpack_decode_bucket_values(msgpack_decoder *dec, Bucket *bucket, uint32_t count);
/* A copy of a template table (keys with null values) to fill, one bucket per value in order. */
HashTable *msgpack_decode_table_copy(const HashTable *template);
/* A map just decoded into out (an array) under container id: a stdClass when assoc is off. */
void msgpack_decode_map_done(msgpack_decoder *dec, zval *out, uint32_t id);
/* An empty map (container id already counted): an object or an empty array, as PECL decodes {}. */
void msgpack_decode_empty_map(msgpack_decoder *dec, zval *out);
/* A record field name: a str, or a string definition or reference; *str is a new reference. FAILURE: dec->error set. */
zend_result msgpack_decode_field_name(msgpack_decoder *dec, zend_string **str);
/* true (dec->error set): a field name begins at dec->p that cannot be one, refused at its first byte as the scanner does */
bool msgpack_decode_name_refused(msgpack_decoder *dec);
/* Record 0x40 + index: an instance (ext_record.c); called for the bytes 0x40..0x7f when records are read. */
zend_result msgpack_decode_record_byte(msgpack_decoder *dec, zval *out, unsigned char b);
/* An object record's instance (unpacker_php.c): the object of class name, its count property names in
 * dec->record_keys, container id already counted and entered. */
zend_result msgpack_decode_record_object(msgpack_decoder *dec, zval *out, zend_string *name, uint32_t count, uint32_t id);
/* Whether the pairs being read take their names from an object record (dec->record_keys), not from the input. */
static zend_always_inline bool msgpack_decode_keys_from_record(const msgpack_decoder *dec)
{
	return UNEXPECTED(dec->record_keys != NULL) && dec->record_keys_depth == dec->depth;
}
/* count (> 0) values named by the next count record keys, as the array a map of those pairs gives (ext_record.c). */
zend_result msgpack_decode_record_pairs(msgpack_decoder *dec, zval *out, uint32_t count);
/* `c1 N` at dec->p: a bundled string (ext_bundle.c), or without a bundle the byte that starts no value. */
zend_result msgpack_decode_bundled(msgpack_decoder *dec, zval *out);
/* The end of a message that opened a bundle: its value must end where the bundle's strings begin; dec->p past them. */
zend_result msgpack_decode_bundle_end(msgpack_decoder *dec);
/* Releases compact-mode state at the end of a decode (result: how it ended; a kept table takes the records of a
 * message that succeeded). */
void msgpack_decode_compact_release(msgpack_decoder *dec, zend_result result);
/* Releases the array definitions a decode holds (ext_array.c). */
void msgpack_decode_arrays_release(msgpack_decoder *dec);
/* Shared lists (unpacker_lists.c): whether p[0..len) is a small list of scalars an earlier decode of it can stand for. */
bool msgpack_decode_list_of_scalars(const msgpack_decoder *dec, const unsigned char *p, size_t len);
/* n (> 1) elements of a list of lists into the packed table's next slots; a repeat of the one before is shared. */
zend_result msgpack_decode_fill_lists(msgpack_decoder *dec, HashTable *ht, uint32_t n);
/* n (> 0) values at dec->p into the packed table's next slots, which must exist (unpacker.c's list loop). */
zend_result msgpack_decode_fill_elements(msgpack_decoder *dec, HashTable *ht, uint32_t n);
/* One value at dec->p, as msgpack_decode() but without finishing PHP objects (same contract for out). */
zend_result msgpack_decode_value(msgpack_decoder *dec, zval *out);
/*
 * What becomes of a map in which a class marker came after the first pair (msgpack_decode_late_finish()): the marker
 * is dropped, or the map becomes the object and a back-reference slot is recorded under this id, or it becomes the
 * object without a slot (the map's id already names a reference to it).
 */
#define MSGPACK_LATE_DROP    0u
#define MSGPACK_LATE_NO_SLOT UINT32_MAX
/* count key/value pairs as a PHP array (as_object: a stdClass), into out; late: see above. */
zend_result msgpack_decode_array_pairs(msgpack_decoder *dec, zval *out, uint32_t count, bool as_object, uint32_t late);
/*
 * A property name: a str (through the key cache) or an int (as its decimal string); *key is a new reference. Any other
 * key type is decoded with *key = NULL, into *other (taken over) or dropped when other is NULL. FAILURE: dec->error is
 * set.
 */
zend_result msgpack_decode_prop_key(msgpack_decoder *dec, zend_string **key, zval *other);
/* Map keys (unpacker.c, unpacker_keys.c). */
/* An int map key as msgpack_decode_value() decodes it, but an integer above PHP_INT_MAX stays its decimal string. */
zend_result msgpack_decode_int_key(msgpack_decoder *dec, zval *key);
/* A pair whose key ht holds already (slot): its value decoded into slot, the earlier one dropped (unpacker_keys.c). */
zend_result msgpack_decode_repeated_key(msgpack_decoder *dec, HashTable *ht, zval *slot, uint32_t left);
/* The slot of key str in ht as a PHP array keys it (a numeric string is an integer key), taking over str. */
zval *msgpack_decode_symtable_slot(HashTable *ht, zend_string *str);
/*
 * A pair whose key is not a str or a positive fixint (unpacker_keys.c); count: the pairs left in the map, this one
 * included. Returns how many pairs it consumed beyond its own (a late marker takes the rest), or -1 on failure.
 */
int msgpack_decode_other_pair(msgpack_decoder *dec, HashTable *ht, uint32_t count);
/* Records why the decode stops, at dec->p; returns FAILURE. */
zend_result msgpack_decode_error(msgpack_decoder *dec, msgpack_error error);
/* The illegal key notice; FAILURE (dec->error set) when an error handler threw. */
ZEND_COLD zend_result msgpack_decode_notice_illegal_key(msgpack_decoder *dec);

/* Release the request's key cache, map shapes and declared properties (request end). */
void msgpack_key_cache_release(void);
void msgpack_shape_cache_release(void);
void msgpack_prop_cache_release(void);

#endif /* MSGPACK_DECODER_H */
