/*
 * msgpack for PHP: what the decoder's reservation budget counts (msgpack_decode_reserve() in msgpack_decoder.h): the
 * rate, and what a table or block costs from the engine's allocator. Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_RESERVE_H
#define MSGPACK_RESERVE_H

#include "php.h"

/*
 * Room a container reserves for its declared count is paid from a budget of MSGPACK_RESERVE_RATE bytes of table per
 * input byte, counted as the allocator gives them (a packed entry takes about 20 with the rounding, a hashed one 40 or
 * more). A declared count is only a claim: what truncated or hostile input never fills must fit beside what its
 * elements take (a one-element array: 216 bytes for its one byte) within docs/security.md's 256 bytes per input byte
 * plus 64 KiB, where the list of a suspended decode's open containers and the scan of a failed decode's first error
 * take their share too.
 */
#define MSGPACK_RESERVE_RATE 16

/* Entries a container reserves without drawing on the budget: the engine's smallest table has 8 anyway. */
#define MSGPACK_RESERVE_FREE 8

/* k for the smallest power of two 2^k >= n (2 <= n <= 2^31): the size the engine gives a table asked for n entries. */
static zend_always_inline uint32_t msgpack_log2_at_least(uint32_t n)
{
#if defined(__GNUC__) || defined(__clang__)
	return 32 - (uint32_t) __builtin_clz(n - 1);
#else
	uint32_t k = 0;
	while ((1u << k) < n) {
		k++;
	}
	return k;
#endif
}

/* What the engine's allocator takes for a block of size bytes, at most: bins within a quarter up to 3 KiB, whole
 * 4 KiB pages beyond. */
#define MSGPACK_BLOCK_COST(size) ((size) <= 3072 ? (size) + (size) / 4 : ((size) + 4095) & ~(size_t) 4095)
/* The same in budget units (input bytes' worth), rounded up. */
#define MSGPACK_RESERVE_UNITS(size) ((MSGPACK_BLOCK_COST(size) + MSGPACK_RESERVE_RATE - 1) / MSGPACK_RESERVE_RATE)
/* A table of slots entries, packed (a zval each) or hashed (a Bucket and two hash slots each), in budget units. */
#define MSGPACK_TABLE_UNITS(slots, packed) MSGPACK_RESERVE_UNITS((packed) \
	? (size_t) (slots) * sizeof(zval) + 2 * sizeof(uint32_t) : (size_t) (slots) * (sizeof(Bucket) + 2 * sizeof(uint32_t)))

static zend_always_inline size_t msgpack_reserve_units(size_t size)
{
	return MSGPACK_RESERVE_UNITS(size);
}

static zend_always_inline size_t msgpack_table_units(uint32_t slots, bool packed)
{
	return MSGPACK_TABLE_UNITS(slots, packed);
}

/* What a hashed table of slots entries takes with its HashTable, in bytes (an object's property table). */
static zend_always_inline size_t msgpack_hash_table_bytes(size_t slots)
{
	return sizeof(HashTable) + MSGPACK_BLOCK_COST(slots * (sizeof(Bucket) + 2 * sizeof(uint32_t)));
}

/* MSGPACK_TABLE_UNITS(2^k, packed) for k up to 16, looked up by the containers that reserve (unpacker.c). */
#define MSGPACK_TABLE_UNITS_LOG_MAX 16
extern const uint32_t msgpack_table_units_pow2[2][MSGPACK_TABLE_UNITS_LOG_MAX + 1];

#endif
