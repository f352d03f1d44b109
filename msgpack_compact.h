/*
 * msgpack for PHP: compact mode, the codec's two size-saving forms (codec layer; docs/FORMAT.md section 3).
 *
 * Records (ext_record.c): msgpackr's record extension, byte for byte. `d4 72 ID` followed by an array of field names
 * declares record ID (0x40..0x7f) and is the first instance; later the byte ID alone followed by the field values is
 * an instance. A map whose keys are all strings is written as a record, so each key list is written once per message
 * (or never, with shared structures: key lists that writer and reader both hold). In the PHP-only format an object's
 * class and property names are one key list: [nil, "Class", name...].
 *
 * String references (ext_string.c): a str written again is a reference to its first occurrence, which the encoder
 * then writes as a definition. Both are ext types of this extension's own (MSGPACK_EXT_STRING_DEF, _REF).
 *
 * Shared arrays (ext_array.c), with string references: a list met again (the same zend_array) holding only scalars,
 * strings and such lists is a reference to its first occurrence, which is marked as a definition; the reader hands
 * out one shared array for all of them (MSGPACK_EXT_ARRAY_DEF, _REF).
 */
#ifndef MSGPACK_COMPACT_H
#define MSGPACK_COMPACT_H

#include "msgpack_codec.h"

#define MSGPACK_EXT_RECORD       0x72 /* 'r', msgpackr's */
#define MSGPACK_EXT_STRING_DEF   0x53 /* 'S': a string, numbered in the order definitions appear */
#define MSGPACK_EXT_STRING_REF   0x5e /* '^': the string of that number */
#define MSGPACK_EXT_BUNDLE       0x62 /* 'b', msgpackr's bundled strings (read only: ext_bundle.c) */
#define MSGPACK_EXT_ARRAY_DEF    0x41 /* 'A': `c7 00 41`, then the array it numbers (ext_array.c) */
#define MSGPACK_EXT_ARRAY_REF    0x40 /* '@': the array of that number, shared */

/*
 * A repeated array is a reference when its first occurrence took this many bytes or more: a reference takes 3 (ids
 * below 256), so a shorter array would grow the message at every repeat.
 */
#define MSGPACK_ARRAY_REF_MIN 3

/* The lowest set bit of v (v != 0): the next record id in a set of them. */
static zend_always_inline uint32_t msgpack_lowest_bit(uint64_t v)
{
#if defined(__GNUC__) || defined(__clang__)
	return (uint32_t) __builtin_ctzll(v);
#else
	uint32_t n = 0;
	while (!(v & 1)) {
		v >>= 1;
		n++;
	}
	return n;
#endif
}

/*
 * String references cover strings of this many bytes or more: a reference takes 3 bytes, so a shorter string would save
 * a byte or two per repeat at most, while every string tracked costs the encoder a table entry. The decoder shares the
 * shorter ones through its key cache instead.
 */
#define MSGPACK_STRING_REF_MIN 5

/* Whether an ext type is one of compact mode's own, which a compact message cannot carry as a plain ext value. */
static zend_always_inline bool msgpack_compact_ext_type(int8_t type)
{
	return type == MSGPACK_EXT_RECORD || type == MSGPACK_EXT_STRING_DEF || type == MSGPACK_EXT_STRING_REF
		|| type == MSGPACK_EXT_BUNDLE || type == MSGPACK_EXT_ARRAY_DEF || type == MSGPACK_EXT_ARRAY_REF;
}

/*
 * Record ids are the bytes 0x40..0x7f (which then never stand for the integers 64..127): record index i (id 0x40 + i)
 * in one byte. Beyond 32 shared structures, msgpackr names indexes 32 and above with two bytes: 0x60 + (i & 31), then
 * the high byte (i - 32) >> 5; such an index with high byte 0 is the record of slot i (32..63), one with a high byte
 * of 1 to 255 is reached through the slot 32 + (i & 31), whose record says it takes a second byte
 * (msgpack_record_table.two_byte).
 */
#define MSGPACK_RECORD_ID_FIRST     0x40
#define MSGPACK_RECORD_IDS          64   /* one-byte ids, the slots */
#define MSGPACK_RECORD_TWO_BYTE_MIN 32   /* the lowest slot (index) of two-byte ids */
/*
 * With shared structures, at most 8160 of them (msgpackr's maximum maxSharedStructures), in two-byte ids beyond 32
 * (msgpack_structures_two_byte()), and a message's own records take at most 32 ids after them, as msgpackr's
 * maxOwnStructures.
 */
#define MSGPACK_STRUCTURES_MAX         8160
#define MSGPACK_STRUCTURES_ONE_BYTE    32
#define MSGPACK_RECORD_OWN_WITH_SHARED 32

/* The index a two-byte id names: its first byte's slot (32..63) and the high byte. */
static zend_always_inline uint32_t msgpack_record_two_byte_index(uint32_t slot, uint32_t high)
{
	return slot + (high << 5);
}

/*
 * Object records: an instance is one byte and its values, so it is written only where it stays small to decode: two
 * values at least (key list [nil, "Class", name, name...]), a plain object (no create_object handler), no __wakeup(),
 * and no dynamic property beside declared ones (which would build the table of them all). The decoder enforces the
 * count, refuses other handlers and charges declared slots against MSGPACK_OBJECT_RECORD_CHARGE bytes per input byte
 * (tests/806 measures the peaks).
 */
#define MSGPACK_OBJECT_RECORD_MIN_VALUES 2
#define MSGPACK_OBJECT_RECORD_CHARGE     64

static zend_always_inline bool msgpack_object_record_allowed(const zend_object *obj, uint32_t values)
{
	const zend_class_entry *ce = obj->ce;

	return values >= MSGPACK_OBJECT_RECORD_MIN_VALUES && ce->create_object == NULL && ce->__unserialize == NULL
		&& (ce->default_properties_count == 0 || !obj->properties
			|| zend_hash_num_elements(obj->properties) <= (uint32_t) ce->default_properties_count)
		&& !zend_hash_exists(&ce->function_table, ZSTR_KNOWN(ZEND_STR_WAKEUP));
}

/*
 * What may stand as a record's field name, at p with avail bytes there. A str or a bin (a PHP string too); a string
 * definition or reference (the ext types that make strings); 0xc1, a bundled string (refused like any 0xc1 where no
 * bundle is open); a bundle's ext, which msgpackr writes before the string that opens it, and whose value is then held
 * to the same rule. Anything else is refused at its first byte by the scanner and the decoder alike, so both frame a
 * definition's names the same way: no container, no record defined among its own names. (Nil as the first name, an
 * object record, is for the callers to allow.) WAIT: an ext whose type byte has not arrived.
 */
typedef enum {
	MSGPACK_RECORD_NAME_OK,
	MSGPACK_RECORD_NAME_REFUSED,
	MSGPACK_RECORD_NAME_WAIT,
} msgpack_record_name;

static zend_always_inline msgpack_record_name msgpack_record_name_at(const unsigned char *p, size_t avail)
{
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(*p);

	if (lead->kind == MSGPACK_KIND_STR || lead->kind == MSGPACK_KIND_BIN || lead->kind == MSGPACK_KIND_NEVER_USED) {
		return MSGPACK_RECORD_NAME_OK;
	}
	if (lead->kind != MSGPACK_KIND_EXT) {
		return MSGPACK_RECORD_NAME_REFUSED;
	}
	if (avail <= lead->head) {
		return MSGPACK_RECORD_NAME_WAIT;
	}
	return p[lead->head] == MSGPACK_EXT_STRING_DEF || p[lead->head] == MSGPACK_EXT_STRING_REF
			|| p[lead->head] == MSGPACK_EXT_BUNDLE
		? MSGPACK_RECORD_NAME_OK : MSGPACK_RECORD_NAME_REFUSED;
}

/* One key list: a record's fields, read from a definition or from shared structures. */
typedef struct {
	uint32_t count;        /* fields */
	uint32_t values;       /* values in an instance: count, or count - 2 for an object record (nil and the class) */
	zend_string **keys;    /* count field names, held; a NULL first key (with the class name second): a PHP object */
	HashTable *template;   /* the keys as an array with null values, to copy for each instance, made for the later
	                        * ones (msgpack_record_template()); NULL until then, or when impossible */
	uint64_t hash;         /* of the key list, for the encoder's lookups */
	uint32_t uses;         /* instances decoded */
	uint32_t refcount;     /* a decoder's own record (allocated alone): its holders (see msgpack_record_table) */
	bool no_template;      /* duplicate or numeric names, or an object record: instances take the slow path */
} msgpack_record;

/* Takes over keys (emalloc'd) and its references; an object record's list has at least 2 keys. */
void msgpack_record_init(msgpack_record *record, zend_string **keys, uint32_t count);
/* Makes record->template when the names allow one (distinct, non-numeric strings); false when they do not. */
bool msgpack_record_template(msgpack_record *record);
void msgpack_record_release(msgpack_record *record);
/* The hash of a key list, as msgpack_record.hash holds it. */
uint64_t msgpack_record_hash(zend_string *const *keys, uint32_t count);

/*
 * The records a decoder knows by index, besides shared structures: those a message defined, and (a stream of
 * messages, msgpackr's sequential form) those earlier messages of the stream left. Each is allocated alone and counted:
 * the table holds one reference, a front end keeping a stream's records another, and an instance being decoded
 * through the slow path one more, since the values it reads may define another record under the same id.
 */
typedef struct {
	uint64_t defined;             /* bit i: slots[i] holds a record (one-byte id 0x40 + i) */
	uint64_t two_byte;            /* bit i (32..63): slots[i]'s record is named with a second byte (see above) */
	msgpack_record *slots[MSGPACK_RECORD_IDS];
	HashTable *wide;              /* records of index 64 and above (two-byte ids, high byte 1..255), by index; NULL */
	HashTable *wide_own;          /* those defined while wide was shared with a copy, over it (msgpack_record_table_set());
	                               * NULL. Separating wide instead cost every message of a stream that defines one as
	                               * many records as the stream kept; msgpack_record_table_settle() merges them */
} msgpack_record_table;

static zend_always_inline void msgpack_record_table_init(msgpack_record_table *table)
{
	table->defined = table->two_byte = 0;
	table->wide = table->wide_own = NULL;
}

/* Releases what the table holds (and leaves it empty). */
void msgpack_record_table_release(msgpack_record_table *table);
/* dst (empty) holds what src holds, both counted. */
void msgpack_record_table_copy(msgpack_record_table *dst, const msgpack_record_table *src);
/* The records of table->wide_own moved into table->wide (a stream keeps the table of a message read). */
void msgpack_record_table_settle(msgpack_record_table *table);
/* The record of index (>= 64), or NULL. */
static zend_always_inline msgpack_record *msgpack_record_table_wide(const msgpack_record_table *table, uint32_t index)
{
	msgpack_record *record;

	if (table->wide_own && (record = zend_hash_index_find_ptr(table->wide_own, index)) != NULL) {
		return record;
	}
	return table->wide ? zend_hash_index_find_ptr(table->wide, index) : NULL;
}

/*
 * Shared structures: key lists that writer and reader both hold, across messages, as record indexes 0, 1, ... in list
 * order (the MessagePack\Structures object owns one). A writer appends while below max; indexes from max on are the
 * message's own. One encode at a time appends (writing): what it appended is its own until it ends, kept if it
 * succeeded, taken back if it failed (its message was never delivered), and no other encode names it meanwhile (a
 * Fiber suspended in a transformer, another Packer sharing the list called from one): those see the committed lists
 * only and do not append. Up to MSGPACK_STRUCTURES_MAX: the encoder finds a key list through an index.
 */
typedef struct msgpack_structures {
	uint32_t refcount;
	uint32_t len;            /* key lists held: records[0..len) */
	uint32_t committed;      /* of them, those a finished encode appended (or the constructor gave) */
	uint32_t max;
	bool writing;            /* an encode appends: records[committed..len) are its own until it ends */
	uint32_t cap;            /* room in records, grown as lists come */
	msgpack_record *records;
	uint32_t *index;         /* open addressing by hash: record + 1, 0 free; index_mask + 1 slots, at most half full */
	uint32_t index_mask;
} msgpack_structures;

/* Whether the list's maximum puts its indexes from 32 on in two-byte ids (msgpackr: maxSharedStructures > 32), and
 * the message's own ids after them. */
static zend_always_inline bool msgpack_structures_two_byte(const msgpack_structures *structures)
{
	return structures->max > MSGPACK_STRUCTURES_ONE_BYTE;
}

/* The index of the key list keys[0..count) (hash: msgpack_record_hash()) among the first visible ones, or -1. */
int msgpack_structures_find(const msgpack_structures *structures, uint64_t hash, zend_string *const *keys, uint32_t count,
	uint32_t visible);

msgpack_structures *msgpack_structures_create(uint32_t max);
void msgpack_structures_release(msgpack_structures *structures);
/* Appends a key list (keys held anew), committed at once (the constructor's lists); false when the structures are
 * full. */
bool msgpack_structures_append(msgpack_structures *structures, zend_string **keys, uint32_t count);
/* The end of the appending encode: its lists kept (committed), or taken back. */
void msgpack_structures_end(msgpack_structures *structures, bool keep);

#endif /* MSGPACK_COMPACT_H */
