/*
 * msgpack for PHP: the wire format, layer 1 of 4 (wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * Everything the extension knows about MessagePack's bytes is here: the lead-byte codes by name, one 256-entry table
 * saying what each lead byte starts (its kind, how long its head is, how wide its length field is, what length it
 * carries itself), the big-endian loads and stores, and the ext type of timestamps. The encoder, the decoder, the
 * streaming scanner, BufferUnpacker's typed reads and truncation offsets and the exception texts all read this, so
 * they cannot disagree about a byte. Header only; depends on nothing but C and the Zend inline macros.
 */
#ifndef MSGPACK_WIRE_H
#define MSGPACK_WIRE_H

#include "msgpack_compat.h"

/* ---- lead bytes -------------------------------------------------------------------------------------------------- */

/* What a lead byte starts. 0 is the byte that starts nothing (0xc1); the scalar kinds come before the others. */
typedef enum {
	MSGPACK_KIND_NEVER_USED = 0,
	MSGPACK_KIND_NIL,
	MSGPACK_KIND_BOOL,
	MSGPACK_KIND_INT,
	MSGPACK_KIND_FLOAT,
	MSGPACK_KIND_STR,
	MSGPACK_KIND_BIN,
	MSGPACK_KIND_EXT,
	MSGPACK_KIND_ARRAY,
	MSGPACK_KIND_MAP,
} msgpack_kind;

/*
 * The lead bytes 0xc0..0xdf, each with its name, kind, head (the lead byte and what follows it at a fixed size: the
 * length or count field, or a scalar's data) and width (bytes of that length or count field; 0 when there is none),
 * and the data length a fixext carries in its code. The rest of the byte range are the fix forms below.
 */
#define MSGPACK_WIRE_CODES(X) \
	X(NIL,        0xc0, NIL,        1, 0, 0) \
	X(NEVER_USED, 0xc1, NEVER_USED, 1, 0, 0) \
	X(FALSE,      0xc2, BOOL,       1, 0, 0) \
	X(TRUE,       0xc3, BOOL,       1, 0, 0) \
	X(BIN8,       0xc4, BIN,        2, 1, 0) \
	X(BIN16,      0xc5, BIN,        3, 2, 0) \
	X(BIN32,      0xc6, BIN,        5, 4, 0) \
	X(EXT8,       0xc7, EXT,        2, 1, 0) \
	X(EXT16,      0xc8, EXT,        3, 2, 0) \
	X(EXT32,      0xc9, EXT,        5, 4, 0) \
	X(FLOAT32,    0xca, FLOAT,      5, 0, 0) \
	X(FLOAT64,    0xcb, FLOAT,      9, 0, 0) \
	X(UINT8,      0xcc, INT,        2, 0, 0) \
	X(UINT16,     0xcd, INT,        3, 0, 0) \
	X(UINT32,     0xce, INT,        5, 0, 0) \
	X(UINT64,     0xcf, INT,        9, 0, 0) \
	X(INT8,       0xd0, INT,        2, 0, 0) \
	X(INT16,      0xd1, INT,        3, 0, 0) \
	X(INT32,      0xd2, INT,        5, 0, 0) \
	X(INT64,      0xd3, INT,        9, 0, 0) \
	X(FIXEXT1,    0xd4, EXT,        1, 0, 1) \
	X(FIXEXT2,    0xd5, EXT,        1, 0, 2) \
	X(FIXEXT4,    0xd6, EXT,        1, 0, 4) \
	X(FIXEXT8,    0xd7, EXT,        1, 0, 8) \
	X(FIXEXT16,   0xd8, EXT,        1, 0, 16) \
	X(STR8,       0xd9, STR,        2, 1, 0) \
	X(STR16,      0xda, STR,        3, 2, 0) \
	X(STR32,      0xdb, STR,        5, 4, 0) \
	X(ARRAY16,    0xdc, ARRAY,      3, 2, 0) \
	X(ARRAY32,    0xdd, ARRAY,      5, 4, 0) \
	X(MAP16,      0xde, MAP,        3, 2, 0) \
	X(MAP32,      0xdf, MAP,        5, 4, 0)

#define MSGPACK_WIRE_CODE_ENUM(name, code, kind, head, width, len) MSGPACK_WIRE_##name = code,
enum {
	MSGPACK_WIRE_CODES(MSGPACK_WIRE_CODE_ENUM)
	/* The fix forms: the value, length or count is in the lead byte's low bits. */
	MSGPACK_WIRE_POSITIVE_FIXINT_MAX = 0x7f, /* 0x00..0x7f: 0..127 */
	MSGPACK_WIRE_FIXMAP = 0x80,              /* 0x80..0x8f: up to 15 pairs */
	MSGPACK_WIRE_FIXARRAY = 0x90,            /* 0x90..0x9f: up to 15 items */
	MSGPACK_WIRE_FIXSTR = 0xa0,              /* 0xa0..0xbf: up to 31 bytes */
	MSGPACK_WIRE_NEGATIVE_FIXINT = 0xe0,     /* 0xe0..0xff: -32..-1 */
	MSGPACK_WIRE_NEGATIVE_FIXINT_MIN = -32,
	MSGPACK_WIRE_FIXSTR_MAX = 31,
	MSGPACK_WIRE_FIXCOUNT_MAX = 15,
};
#undef MSGPACK_WIRE_CODE_ENUM

/* What one lead byte starts. */
typedef struct {
	uint8_t kind;  /* msgpack_kind */
	uint8_t head;  /* bytes of the lead byte and its fixed-size part (length field, or a scalar's data) */
	uint8_t width; /* bytes of the length or count field after the lead byte; 0: the lead byte carries it (len) */
	uint8_t len;   /* width 0: the length (str, bin, ext data) or count (array items, map pairs) the lead byte carries */
} msgpack_wire_lead;

#define MSGPACK_WIRE_LEAD_ENTRY(name, code, kind, head, width, len) {MSGPACK_KIND_##kind, head, width, len},
#define MSGPACK_WIRE_FIXINT {MSGPACK_KIND_INT, 1, 0, 0}
#define MSGPACK_WIRE_FIXINT4 MSGPACK_WIRE_FIXINT, MSGPACK_WIRE_FIXINT, MSGPACK_WIRE_FIXINT, MSGPACK_WIRE_FIXINT
#define MSGPACK_WIRE_FIXINT16 MSGPACK_WIRE_FIXINT4, MSGPACK_WIRE_FIXINT4, MSGPACK_WIRE_FIXINT4, MSGPACK_WIRE_FIXINT4
#define MSGPACK_WIRE_FIX16(kind, n) \
	{kind, 1, 0, n + 0}, {kind, 1, 0, n + 1}, {kind, 1, 0, n + 2}, {kind, 1, 0, n + 3}, \
	{kind, 1, 0, n + 4}, {kind, 1, 0, n + 5}, {kind, 1, 0, n + 6}, {kind, 1, 0, n + 7}, \
	{kind, 1, 0, n + 8}, {kind, 1, 0, n + 9}, {kind, 1, 0, n + 10}, {kind, 1, 0, n + 11}, \
	{kind, 1, 0, n + 12}, {kind, 1, 0, n + 13}, {kind, 1, 0, n + 14}, {kind, 1, 0, n + 15}

/* The one description of every lead byte. Constant, so reads with a constant index fold at compile time. */
static const msgpack_wire_lead msgpack_wire_leads[256] = {
	[0x00] = MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16,
		MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16,
	[MSGPACK_WIRE_FIXMAP] = MSGPACK_WIRE_FIX16(MSGPACK_KIND_MAP, 0),
	[MSGPACK_WIRE_FIXARRAY] = MSGPACK_WIRE_FIX16(MSGPACK_KIND_ARRAY, 0),
	[MSGPACK_WIRE_FIXSTR] = MSGPACK_WIRE_FIX16(MSGPACK_KIND_STR, 0), MSGPACK_WIRE_FIX16(MSGPACK_KIND_STR, 16),
	[MSGPACK_WIRE_NIL] = MSGPACK_WIRE_CODES(MSGPACK_WIRE_LEAD_ENTRY)
	[MSGPACK_WIRE_NEGATIVE_FIXINT] = MSGPACK_WIRE_FIXINT16, MSGPACK_WIRE_FIXINT16,
};

#undef MSGPACK_WIRE_LEAD_ENTRY
#undef MSGPACK_WIRE_FIXINT
#undef MSGPACK_WIRE_FIXINT4
#undef MSGPACK_WIRE_FIXINT16
#undef MSGPACK_WIRE_FIX16

static zend_always_inline const msgpack_wire_lead *msgpack_wire_lead_of(unsigned char code)
{
	return &msgpack_wire_leads[code];
}

/* The head size of a code, for the decoder's checks that a value's fixed part is present. */
#define MSGPACK_WIRE_HEAD(code) (msgpack_wire_leads[code].head)

/* The fix forms the hot paths test before reading the table. */
static zend_always_inline bool msgpack_wire_is_positive_fixint(unsigned char code)
{
	return code <= MSGPACK_WIRE_POSITIVE_FIXINT_MAX;
}

static zend_always_inline bool msgpack_wire_is_negative_fixint(unsigned char code)
{
	return code >= MSGPACK_WIRE_NEGATIVE_FIXINT;
}

static zend_always_inline bool msgpack_wire_is_fixstr(unsigned char code)
{
	return code >= MSGPACK_WIRE_FIXSTR && code <= MSGPACK_WIRE_FIXSTR + MSGPACK_WIRE_FIXSTR_MAX;
}

/* A fixstr's length: its low bits (msgpack_wire_leads[code].len says the same, one load later). */
static zend_always_inline uint32_t msgpack_wire_fixstr_len(unsigned char code)
{
	return code & MSGPACK_WIRE_FIXSTR_MAX;
}

static zend_always_inline bool msgpack_wire_is_fixmap(unsigned char code)
{
	return code >= MSGPACK_WIRE_FIXMAP && code <= MSGPACK_WIRE_FIXMAP + MSGPACK_WIRE_FIXCOUNT_MAX;
}

static zend_always_inline bool msgpack_wire_is_fixarray(unsigned char code)
{
	return code >= MSGPACK_WIRE_FIXARRAY && code <= MSGPACK_WIRE_FIXARRAY + MSGPACK_WIRE_FIXCOUNT_MAX;
}

/* A fixmap's pairs or a fixarray's items: its low bits. */
static zend_always_inline uint32_t msgpack_wire_fixcount(unsigned char code)
{
	return code & MSGPACK_WIRE_FIXCOUNT_MAX;
}

static zend_always_inline bool msgpack_wire_is_container(const msgpack_wire_lead *lead)
{
	return lead->kind >= MSGPACK_KIND_ARRAY;
}

/* What the typed reads and the exception texts call a kind. */
static zend_always_inline const char *msgpack_wire_kind_name(msgpack_kind kind)
{
	static const char *const names[] = {
		[MSGPACK_KIND_NEVER_USED] = "never used", [MSGPACK_KIND_NIL] = "nil", [MSGPACK_KIND_BOOL] = "bool",
		[MSGPACK_KIND_INT] = "int", [MSGPACK_KIND_FLOAT] = "float", [MSGPACK_KIND_STR] = "str",
		[MSGPACK_KIND_BIN] = "bin", [MSGPACK_KIND_EXT] = "ext", [MSGPACK_KIND_ARRAY] = "array",
		[MSGPACK_KIND_MAP] = "map",
	};
	return names[kind];
}

/* ---- byte order -------------------------------------------------------------------------------------------------- */

#if defined(_MSC_VER)
# include <stdlib.h>
# define msgpack_bswap16(x) _byteswap_ushort(x)
# define msgpack_bswap32(x) _byteswap_ulong(x)
# define msgpack_bswap64(x) _byteswap_uint64(x)
#else
# define msgpack_bswap16(x) __builtin_bswap16(x)
# define msgpack_bswap32(x) __builtin_bswap32(x)
# define msgpack_bswap64(x) __builtin_bswap64(x)
#endif

#ifdef WORDS_BIGENDIAN
# define msgpack_be16(x) (x)
# define msgpack_be32(x) (x)
# define msgpack_be64(x) (x)
#else
# define msgpack_be16(x) msgpack_bswap16(x)
# define msgpack_be32(x) msgpack_bswap32(x)
# define msgpack_be64(x) msgpack_bswap64(x)
#endif

/* Unaligned big-endian loads and stores; memcpy compiles to a single move. */
static zend_always_inline uint16_t msgpack_load16(const unsigned char *p)
{
	uint16_t v;
	memcpy(&v, p, sizeof(v));
	return msgpack_be16(v);
}

static zend_always_inline uint32_t msgpack_load32(const unsigned char *p)
{
	uint32_t v;
	memcpy(&v, p, sizeof(v));
	return msgpack_be32(v);
}

static zend_always_inline uint64_t msgpack_load64(const unsigned char *p)
{
	uint64_t v;
	memcpy(&v, p, sizeof(v));
	return msgpack_be64(v);
}

static zend_always_inline void msgpack_store16(unsigned char *p, uint16_t v)
{
	v = msgpack_be16(v);
	memcpy(p, &v, sizeof(v));
}

static zend_always_inline void msgpack_store32(unsigned char *p, uint32_t v)
{
	v = msgpack_be32(v);
	memcpy(p, &v, sizeof(v));
}

static zend_always_inline void msgpack_store64(unsigned char *p, uint64_t v)
{
	v = msgpack_be64(v);
	memcpy(p, &v, sizeof(v));
}

/* ---- reading a head ---------------------------------------------------------------------------------------------- */

/* A length or count field of width 1, 2 or 4 bytes at p. */
static zend_always_inline uint32_t msgpack_wire_load_field(const unsigned char *p, uint8_t width)
{
	switch (width) {
		case 1: return p[0];
		case 2: return msgpack_load16(p);
		default: return msgpack_load32(p);
	}
}

/* The length (str, bin, ext data) or count (array items, map pairs) of the item whose head (all of it) is at p. */
static zend_always_inline uint32_t msgpack_wire_length(const msgpack_wire_lead *lead, const unsigned char *p)
{
	return lead->width ? msgpack_wire_load_field(p + 1, lead->width) : lead->len;
}

/* Bytes an item takes after its head and before its entries: str/bin data, ext type byte and data; scalars none. */
static zend_always_inline uint64_t msgpack_wire_body(const msgpack_wire_lead *lead, uint64_t length)
{
	switch (lead->kind) {
		case MSGPACK_KIND_STR:
		case MSGPACK_KIND_BIN:
			return length;
		case MSGPACK_KIND_EXT:
			return length + 1;
		default:
			return 0;
	}
}

/* Items a container is followed by (a map's pairs count twice); 0 for anything else. */
static zend_always_inline uint64_t msgpack_wire_items(const msgpack_wire_lead *lead, uint64_t length)
{
	switch (lead->kind) {
		case MSGPACK_KIND_ARRAY:
			return length;
		case MSGPACK_KIND_MAP:
			return 2 * length;
		default:
			return 0;
	}
}

#endif /* MSGPACK_WIRE_H */
