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
 */
#ifndef MSGPACK_COMPACT_H
#define MSGPACK_COMPACT_H

#include "msgpack_codec.h"

#define MSGPACK_EXT_RECORD       0x72 /* 'r', msgpackr's */
#define MSGPACK_EXT_STRING_DEF   0x53 /* 'S': a string, numbered in the order definitions appear */
#define MSGPACK_EXT_STRING_REF   0x5e /* '^': the string of that number */

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
	return type == MSGPACK_EXT_RECORD || type == MSGPACK_EXT_STRING_DEF || type == MSGPACK_EXT_STRING_REF;
}

/* Record ids are the bytes 0x40..0x7f (which then never stand for the integers 64..127). */
#define MSGPACK_RECORD_ID_FIRST 0x40
#define MSGPACK_RECORD_IDS      64
/*
 * With shared structures, at most 32 of them (msgpackr switches to two-byte ids beyond, which this extension neither
 * writes nor reads), and a message's own records take at most 32 ids after them, as msgpackr's maxOwnStructures.
 */
#define MSGPACK_STRUCTURES_MAX  32
#define MSGPACK_RECORD_OWN_WITH_SHARED 32

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

/* One key list: a record's fields, read from a definition or from shared structures. */
typedef struct {
	uint32_t count;        /* fields */
	uint32_t values;       /* values in an instance: count, or count - 2 for an object record (nil and the class) */
	zend_string **keys;    /* count field names, held; a NULL first key (with the class name second): a PHP object */
	HashTable *template;   /* the keys as an array with null values, to copy for each instance, made for the later
	                        * ones (msgpack_record_template()); NULL until then, or when impossible */
	uint64_t hash;         /* of the key list, for the encoder's lookups */
	uint32_t uses;         /* instances decoded */
	uint32_t busy;         /* instances being decoded (a decode's own records) */
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
 * A decode's own records (ext_record.c) are allocated one by one: an instance being decoded holds its record while
 * nested values may define others, even under the same id. A record in use (busy) that the input redefines is
 * retired, not freed, and goes at the end of the decode.
 */
typedef struct {
	msgpack_record **records;
	uint32_t len, cap;
} msgpack_record_retired;

/*
 * Shared structures: key lists that writer and reader both hold, across messages, as ids 0x40.. in list order (the
 * MessagePack\Structures object owns one). A writer appends while below max; ids from 0x40 + max on are the
 * message's own. One encode at a time appends (writing): what it appended is its own until it ends, kept if it
 * succeeded, taken back if it failed (its message was never delivered), and no other encode names it meanwhile (a
 * Fiber suspended in a transformer, another Packer sharing the list called from one): those see the committed lists
 * only and do not append.
 */
typedef struct msgpack_structures {
	uint32_t refcount;
	uint32_t len;            /* key lists held: records[0..len) */
	uint32_t committed;      /* of them, those a finished encode appended (or the constructor gave) */
	uint32_t max;
	bool writing;            /* an encode appends: records[committed..len) are its own until it ends */
	msgpack_record *records; /* room for max */
} msgpack_structures;

msgpack_structures *msgpack_structures_create(uint32_t max);
void msgpack_structures_release(msgpack_structures *structures);
/* Appends a key list (keys held anew), committed at once (the constructor's lists); false when the structures are
 * full. */
bool msgpack_structures_append(msgpack_structures *structures, zend_string **keys, uint32_t count);
/* The end of the appending encode: its lists kept (committed), or taken back. */
void msgpack_structures_end(msgpack_structures *structures, bool keep);

#endif /* MSGPACK_COMPACT_H */
