/*
 * msgpack for PHP: the slots of the decoder's per-request caches, which the module globals (msgpack_codec.h) hold: map
 * keys and map shapes (msgpack_caches.h, unpacker_caches.c), declared properties and object shapes (unpacker_props.c).
 * Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_CACHE_SLOTS_H
#define MSGPACK_CACHE_SLOTS_H

#include "php.h"

/* Direct-mapped cache of decoded map keys; 2^12 slots. See msgpack_caches.h. */
#define MSGPACK_KEY_CACHE_BITS 12
#define MSGPACK_KEY_CACHE_SIZE (1u << MSGPACK_KEY_CACHE_BITS)

/*
 * One slot: its string and the call that last used it side by side, on one cache line, since every lookup reads both
 * (in two tables a cold slot missed twice: a tenth of the L1 data misses of a github-issues decode, docs/benchmarks.md).
 * Lookups hand out &slot->str; msgpack_key_slot_of() gets the slot back (its first member).
 */
typedef struct {
	zend_string *str;
	uint32_t generation;
} msgpack_key_slot;

static zend_always_inline msgpack_key_slot *msgpack_key_slot_of(zend_string **str)
{
	return (msgpack_key_slot *) str;
}

/* Map shapes (key layouts seen repeatedly) with their template tables; 2^8 slots. See msgpack_caches.h. */
#define MSGPACK_SHAPE_CACHE_BITS 8
#define MSGPACK_SHAPE_CACHE_SIZE (1u << MSGPACK_SHAPE_CACHE_BITS)

/*
 * Within a decode, a shape's maps are learnt from in rounds of MSGPACK_SHAPE_ROUND maps: MSGPACK_SHAPE_LEARN maps from
 * the MSGPACK_SHAPE_LEARN-th on (before them, the strings of earlier decodes look fresh) say which positions hold
 * string values that are always fresh (a user name, an e-mail address), which the rest of the round decodes without
 * the value cache: looking up what never repeats costs a hash and cache misses, and its insert evicts the strings that
 * do repeat.
 */
#define MSGPACK_SHAPE_ROUND 256
/* Depths whose last shape is remembered: a map is first tried against the shape its sibling came through. */
#define MSGPACK_SHAPE_MEMO_DEPTHS 8
#if MSGPACK_SHAPE_CACHE_BITS > 8
# error "a remembered shape is a slot number of one byte (msgpack_globals.shape_memo)"
#endif
#define MSGPACK_SHAPE_LEARN 8

typedef struct {
	zend_string *first_key; /* a key-cache string, referenced: its address identifies the shape */
	uint32_t count;
	HashTable *template;    /* the keys with null values, once the shape has repeated */
	uint32_t uses;          /* maps through it since it was built */
	uint32_t misses;        /* the last ones of them in a row with other keys after the first (msgpack_shape_missed()) */
	uint32_t missed_at;     /* uses at the last of those */
	uint32_t generation;    /* the decode (msgpack_cache_call.generation) the fields below are of */
	uint32_t maps;          /* decoded through the template in it */
	uint64_t fresh;         /* positions (below 64) where this round's learning maps made a string value fresh */
	uint64_t repeated;      /* ... found one in the value cache */
	uint64_t unshared;      /* fresh and never repeated in the round's learning maps: decoded without the cache */
} msgpack_shape;

/* Declared properties by class and name, for objects decoded straight into their slots; 2^8 slots (unpacker_props.c). */
#define MSGPACK_PROP_CACHE_BITS 8
#define MSGPACK_PROP_CACHE_SIZE (1u << MSGPACK_PROP_CACHE_BITS)

typedef struct {
	const zend_class_entry *ce;     /* NULL: an empty slot */
	zend_string *name;              /* the name as decoded (referenced, so that its address is not reused) */
	const zend_property_info *info; /* the declared property it names in ce, or NULL: none to write straight into */
} msgpack_prop_slot;

/* The names of a class's objects, in their order, with the properties they name; 2^5 slots (unpacker_props.c). */
#define MSGPACK_OBJ_SHAPE_CACHE_BITS 5
#define MSGPACK_OBJ_SHAPE_CACHE_SIZE (1u << MSGPACK_OBJ_SHAPE_CACHE_BITS)
#define MSGPACK_OBJ_SHAPE_MAX_COUNT  16

/*
 * A small list of scalars that a position of an object shape last held, in one decode: the next objects whose bytes
 * there repeat the list's get the same array (copy-on-write shares it), as igbinary shares a repeated array. 4 per
 * shape, by position (unpacker_props.c).
 */
#define MSGPACK_SHAPE_LISTS        4
#define MSGPACK_SHAPE_LIST_MISSES  16 /* lists noted in a row without a repeat: this decode stops noting there */
/* What a shared list may be (msgpack_decode_list_of_scalars()): this many elements, encoded in this many bytes. */
#define MSGPACK_SHARED_LIST_MAX_COUNT 8
#define MSGPACK_SHARED_LIST_MAX_BYTES 40

typedef struct {
	zend_array *list;      /* referenced, or NULL */
	uint32_t generation;   /* the decode that noted it (msgpack_cache_call.generation): it is shared in no other */
	uint8_t position;      /* the pair whose value it was */
	uint8_t len;           /* of bytes[]: its encoding */
	uint8_t misses;        /* lists noted here in this decode since the last repeat */
	unsigned char bytes[MSGPACK_SHARED_LIST_MAX_BYTES];
} msgpack_shape_list;

typedef struct {
	const zend_class_entry *ce;  /* NULL: an empty slot */
	uint32_t count;              /* its objects' pairs */
	uint32_t users;              /* decodes going through it: it is not replaced meanwhile */
	zend_string *names[MSGPACK_OBJ_SHAPE_MAX_COUNT];                 /* referenced */
	const zend_property_info *infos[MSGPACK_OBJ_SHAPE_MAX_COUNT];
	msgpack_shape_list lists[MSGPACK_SHAPE_LISTS];
} msgpack_obj_shape;

#endif /* MSGPACK_CACHE_SLOTS_H */
