/*
 * msgpack for PHP: compact mode's encoder side (ext_record.c, ext_string.c, ext_array.c): the tables an encoder
 * keeps of the records, strings and arrays it wrote, and the functions the encoder calls. Codec layer
 * (msgpack_encoder.h includes it; docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_COMPACT_H
#define MSGPACK_ENCODER_COMPACT_H

#include "msgpack_codec.h"
#include "msgpack_compact.h"

typedef struct msgpack_encoder msgpack_encoder;

/*
 * Compact mode's tables (ext_record.c, ext_string.c), kept in the encoder with room for a small message's records and
 * strings, so that a small message allocates nothing for them.
 */
#define MSGPACK_RECORD_WRITER_INLINE 4
#define MSGPACK_RECORD_INDEX_SLOTS   (2 * MSGPACK_RECORD_IDS)

/* A sequential writer's own slot as it was before the message changed it (msgpack_record_writer_end()). */
typedef struct {
	uint32_t slot;
	bool was_defined;
	msgpack_record record;    /* what it held, moved here (was_defined) */
} msgpack_record_undo;

/*
 * The key lists of the message's own records, by own slot (record index first_own + slot), found by hash through a
 * small open-addressing index. A sequential writer (PackOptions::SEQUENTIAL) keeps them from message to message: a
 * record is defined in the first message that uses it only, and the changes a message makes are noted, to be undone
 * if it fails (msgpack_record_writer_end()).
 */
typedef struct {
	msgpack_record *records;  /* by own slot, room for records_cap: inline_records, then allocated */
	uint32_t records_cap;
	uint64_t defined;         /* bit i: records[i] holds a key list */
	uint32_t first_own;       /* the index of own slot 0: the shared structures' maximum */
	uint32_t own_slots;       /* 64, or 32 after shared structures */
	uint32_t next_own;        /* the next own slot to give out (cycling back to 0) */
	bool two_byte;            /* indexes from 32 on are written as two-byte ids (more than 32 shared structures) */
	bool sequential;
	bool busy;                /* sequential: an encode has it (msgpack_encoder_keep_records()) until its message ends */
	msgpack_record_undo *undo; /* sequential: the slots this message changed, oldest first */
	uint32_t undo_len, undo_cap;
	uint32_t undo_next_own;   /* next_own when the message began */
	uint8_t index[MSGPACK_RECORD_INDEX_SLOTS]; /* own slot + 1; 0 empty, 0xff deleted */
	msgpack_record inline_records[MSGPACK_RECORD_WRITER_INLINE];
} msgpack_record_writer;

/*
 * A stream's writer (sequential) for this encode (MSGPACK_OPT_RECORDS, after msgpack_encoder_init()): records the
 * stream defined before are named, new ones defined; msgpack_encode_finish() keeps what a message that succeeded did,
 * anything else undoes it. The caller owns w.
 */
void msgpack_encoder_keep_records(msgpack_encoder *enc, msgpack_record_writer *w);
/* A writer for messages under shared structures (or NULL); sequential: kept from message to message. */
void msgpack_record_writer_init(msgpack_record_writer *w, const struct msgpack_structures *shared, bool sequential);
void msgpack_record_writer_destroy(msgpack_record_writer *w);
/* The end of a sequential writer's message: its records kept for the next (keep), or those before it restored. */
void msgpack_record_writer_end(msgpack_record_writer *w, bool keep);

/* A string noted at its first occurrence. */
typedef struct {
	size_t offset;     /* of the first occurrence's token in the output */
	uint32_t len;      /* of the string */
	uint32_t count;    /* occurrences */
	uint32_t hash;
	bool define;       /* decided at the end */
	uint32_t id;       /* the definition's number, when defined */
} msgpack_string_entry;

/* A repeat, written as nothing: where it belongs in the output, and as what. */
typedef struct {
	size_t offset;
	uint32_t entry;
	bool is_bin;       /* written as bin, */
	bool str8;         /* and with str8 for 32..255 bytes, if written plainly after all */
	bool array;        /* a shared array's repeat instead: entry is in msgpack_array_writer */
} msgpack_string_patch;

/* An array met by a compact encode that may repeat (ext_array.c). */
typedef struct {
	HashTable *ht;     /* held while the encode runs (unless immutable), so its address stays its own */
	size_t offset;     /* of its first occurrence in the output */
	uint32_t impure;   /* msgpack_encoder.impure when that began */
	uint32_t id;       /* the definition's number, when defined */
	uint32_t modes;    /* the encoder's MSGPACK_OPT_VALUE_MODES it was written under */
	uint8_t kind;      /* MSGPACK_ARRAY_* it was written as */
	uint8_t state;     /* MSGPACK_ARRAY_OPEN, _PLAIN, _PURE, _DEFINED */
} msgpack_array_entry;

typedef struct {
	msgpack_array_entry *entries;  /* in the order first occurrences were written, which is their offsets' */
	uint32_t entries_len, entries_cap;
	uint32_t *index;   /* open addressing by address: entry + 1, 0 empty; at most half full */
	uint32_t index_mask;
	uint32_t defined;  /* entries made definitions */
} msgpack_array_writer;

#define MSGPACK_STRING_WRITER_INLINE 8

typedef struct {
	msgpack_string_entry *entries;  /* inline_entries, then allocated */
	uint32_t entries_len, entries_cap;
	uint32_t *index;   /* open addressing: entry + 1, 0 empty; inline_index, then allocated */
	uint32_t index_mask;
	msgpack_string_patch *patches;
	uint32_t patches_len, patches_cap;
	msgpack_string_entry inline_entries[MSGPACK_STRING_WRITER_INLINE];
	uint32_t inline_index[2 * MSGPACK_STRING_WRITER_INLINE];
} msgpack_string_writer;

/* ---- called by the encoder --------------------------------------------------------------------------------------- */

/* A map as a record when its keys are all strings (*written); else nothing is written. */
zend_result msgpack_encode_record(msgpack_encoder *enc, HashTable *ht, bool *written);
void msgpack_encode_records_release(msgpack_encoder *enc);
/* The id of the record for keys[0..count) (defined first when new); false: no id free, nothing written. */
bool msgpack_encode_record_head(msgpack_encoder *enc, zend_string **keys, uint32_t count);
/*
 * A string of len >= MSGPACK_STRING_REF_MIN about to be written: true when it was written before (the repeat is
 * noted and nothing must be written now); false for a first occurrence, which the caller then writes as is_bin and
 * str8 say.
 */
bool msgpack_string_refs_repeat(msgpack_encoder *enc, const char *s, size_t len, uint32_t hash, bool is_bin, bool str8);
/* Rewrites the output with definitions and references, once the whole value is written. */
void msgpack_string_refs_finish(msgpack_encoder *enc);
/* The string writer, made on first use (array references are among its patches). */
msgpack_string_writer *msgpack_string_writer_get(msgpack_encoder *enc);
/* An array that may repeat (MSGPACK_OPT_STRING_REFS, ht held elsewhere by more than the caller or immutable): a
 * reference to its first occurrence, or written through msgpack_encode_array_body(). */
zend_result msgpack_encode_array_shared(msgpack_encoder *enc, HashTable *ht, int kind, uint32_t n);
zend_result msgpack_encode_array_body(msgpack_encoder *enc, HashTable *ht, int kind, uint32_t n);
void msgpack_array_refs_release(msgpack_encoder *enc);
/* msgpack_array_entry.state */
#define MSGPACK_ARRAY_OPEN    0 /* being written */
#define MSGPACK_ARRAY_PLAIN   1 /* not shareable: a map, an object, a reference inside, or too short */
#define MSGPACK_ARRAY_PURE    2 /* shareable, not repeated yet */
#define MSGPACK_ARRAY_DEFINED 3 /* repeated: a definition at its first occurrence */
void msgpack_string_refs_release(msgpack_encoder *enc);

#endif /* MSGPACK_ENCODER_COMPACT_H */
