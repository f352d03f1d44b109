/*
 * msgpack for PHP: the encoder, PHP values to MessagePack (packer.c; packer_php.c for PECL's PHP-only object format).
 * Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_H
#define MSGPACK_ENCODER_H

#include "msgpack_codec.h"
#include "msgpack_ext.h"
#include "msgpack_compact.h"

/* ---- encoder (packer.c) ---------------------------------------------------------------------------------------- */

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

/*
 * Library mode: writes an object or resource (val) the encoder has no built-in form for, through the transformers and
 * CanBePacked; on FAILURE sets enc->error (MSGPACK_ERR_EXCEPTION with the exception thrown).
 */
typedef zend_result (*msgpack_object_hook)(msgpack_encoder *enc, zval *val);
/*
 * Output sent on while the value is encoded (Packer::packToStream()): takes the bytes in enc->buf and leaves it empty
 * (see msgpack_encoder.flush).
 */
typedef void (*msgpack_flush_hook)(msgpack_encoder *enc);

/*
 * The objects and references an encode has written (PHP-only format), pointer -> id: entries in the order they were
 * added (the order they are released in at the end) and an open-addressing index over them (linear probing, at most
 * half full), both allocated on the first entry. Searched once per object, so kept smaller and simpler than a
 * HashTable: a probe is one multiply and one compare.
 */
typedef struct {
	zend_refcounted *counted;  /* MSGPACK_IDENTITY_FORGOTTEN: an entry taken back */
	uint32_t id;
} msgpack_identity_entry;

typedef struct {
	msgpack_identity_entry *entries;
	uint32_t *slots;           /* entry index + 1; 0: free */
	uint32_t mask;             /* slot count - 1; the entries' capacity is half the slot count */
	uint32_t count;            /* entries */
} msgpack_identity;

struct msgpack_encoder {
	smart_str *buf;
	uint32_t flags;
	uint32_t depth;
	uint32_t max_depth;
	msgpack_error error;
	bool unsupported_seen; /* a value was encoded as nil because its type has no encoding */
	/*
	 * PHP-only format: the id the next array or object gets, counted the way the decoder counts containers (every
	 * array and map header in pre-order, the root being 1), and the objects and references already written
	 * (pointer -> id), created on first use. Entries hold a reference so that no address is reused meanwhile.
	 */
	uint32_t next_id;
	msgpack_identity identity;
	/* Objects, references, resources and maps written so far: an array whose encoding leaves it unchanged holds none
	 * (ext_array.c shares only such arrays). */
	uint32_t impure;
	/* The class of the last object written and its __sleep() (NULL: none), looked up once per run of that class. */
	zend_class_entry *sleep_ce;
	zend_function *sleep_fn;
	msgpack_object_hook object_hook;
	zend_object *hook_object; /* the Packer the hooks work for */
	/*
	 * NULL: the whole output stays in buf. Else called where the buffer grows (msgpack_encode_grow()) and before an
	 * object the object hook writes (msgpack_encode_flush_check()), never per token, so an encode without it pays
	 * nothing. Only for output that is never rewritten: not with MSGPACK_OPT_STRING_REFS (one rewrite pass at the end).
	 */
	msgpack_flush_hook flush;
	msgpack_notice_hook notice;
	/* compact mode (msgpack_compact.h): the fields below are set only when compact_state is (the flags had
	 * MSGPACK_OPT_COMPACT_ANY at msgpack_encoder_init(); a front end may clear them afterwards) */
	bool compact_state;
	msgpack_record_writer *records;  /* the message's own records (ext_record.c): record_storage, NULL until the first */
	msgpack_structures *structures;  /* shared ones, held, or NULL */
	bool structures_writer;          /* this encode appends to them (msgpack_structures.writing) */
	msgpack_string_writer *strings;  /* the strings written so far (ext_string.c): string_storage, NULL until the first */
	msgpack_array_writer *arrays;    /* arrays that may repeat (ext_array.c): array_storage, NULL until the first */
	msgpack_array_writer array_storage;
	msgpack_record_writer record_storage;
	msgpack_string_writer string_storage;
	/*
	 * php_only off (PECL's plain format): the arrays and objects being written carry the engine's recursion mark,
	 * which is how a value that contains itself is found. They are listed here, innermost last, and the encoder
	 * registers a frame while any is (msgpack_frame): a fatal error in user code takes the marks off, where left on
	 * they would make the next encode write those values as nil and var_export() call them recursive.
	 */
	zend_refcounted **marked;
	uint32_t marked_len, marked_cap;
	msgpack_frame frame;
	bool frame_entered;
};

void msgpack_encoder_init(msgpack_encoder *enc, smart_str *buf, const msgpack_options *opts);
/* Registers the encoder's frame (msgpack_frame), once: state that outlives the encode is put back if a fatal error
 * ends it. */
void msgpack_encoder_frame_enter(msgpack_encoder *enc);
/* Frees what an encode left behind (the identity table, compact-mode tables); msgpack_encode() calls it. */
void msgpack_encoder_destroy(msgpack_encoder *enc);
/* After a value written with the msgpack_encode_* building blocks: completes the output (string references) when
 * result is SUCCESS, then destroys the encoder. msgpack_encode() calls it. */
void msgpack_encode_finish(msgpack_encoder *enc, zend_result result);
/* Appends val; on FAILURE enc->error says why and the buffer holds a partial encoding. */
zend_result msgpack_encode(msgpack_encoder *enc, zval *val);

/*
 * The output of a top-level encode that returns a new string (msgpack_pack(), Packer::pack()). A small output is
 * written into a buffer kept from the last call and copied out at its exact size: that saves allocating a 256-byte
 * buffer and shrinking it per call. buf must be empty; after msgpack_output_open() it is ended by exactly one of
 * msgpack_output_take() (the result, never NULL) and smart_str_free().
 */
void msgpack_output_open(smart_str *buf);
zend_string *msgpack_output_take(smart_str *buf);
/* Frees the kept buffer (request end). */
void msgpack_output_release(void);

/* ---- writing one token (packer.c, packer_php.c and the MessagePack\ front end share them) ------------------ */

/* Room for n more bytes when the buffer has none left (out of line: a token's writer stays small); a flush hook gets
 * the output first once there are MSGPACK_ENCODE_FLUSH_SIZE bytes of it. */
unsigned char *msgpack_encode_grow(msgpack_encoder *enc, size_t n);

/* n bytes at the end of the output, to be written now. smart_str_extend()'s test, with msgpack_encode_grow() behind it. */
msgpack_inline unsigned char *msgpack_encode_reserve(msgpack_encoder *enc, size_t n)
{
	smart_str *buf = enc->buf;

	if (EXPECTED(buf->s != NULL)) {
		size_t len = ZSTR_LEN(buf->s);
		if (EXPECTED(len + n < buf->a)) {
			ZSTR_LEN(buf->s) = len + n;
			return (unsigned char *) ZSTR_VAL(buf->s) + len;
		}
	}
	return msgpack_encode_grow(enc, n);
}

/* How much output a flush hook is given at least: where the buffer must grow, the output goes out once there is this
 * much of it (less stays, and the buffer grows), so every write but the last is at least this large. Writers that
 * append to enc->buf directly (an object's bytes from the object hook) check it first, so a run of them does not pile
 * up. */
#define MSGPACK_ENCODE_FLUSH_SIZE (64 * 1024)

msgpack_inline void msgpack_encode_flush_check(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->flush != NULL) && enc->buf->s && ZSTR_LEN(enc->buf->s) >= MSGPACK_ENCODE_FLUSH_SIZE) {
		enc->flush(enc);
	}
}

msgpack_inline void msgpack_encode_byte(msgpack_encoder *enc, unsigned char b)
{
	*msgpack_encode_reserve(enc, 1) = b;
}

/* str, bin and ext lengths are 32-bit on the wire; a longer PHP string has no encoding. */
msgpack_inline bool msgpack_encode_length_ok(size_t len)
{
#if SIZEOF_SIZE_T > 4
	return EXPECTED(len <= UINT32_MAX);
#else
	(void) len;
	return true;
#endif
}

msgpack_inline void msgpack_encode_int(msgpack_encoder *enc, zend_long v)
{
	unsigned char *w;

	if (v >= 0) {
		if (v <= MSGPACK_WIRE_POSITIVE_FIXINT_MAX
				&& (EXPECTED(v < MSGPACK_RECORD_ID_FIRST) || EXPECTED(!(enc->flags & MSGPACK_OPT_UINT8_IDS)))) {
			/* 64..127 are uint8 while records are written: those bytes are record ids. */
			msgpack_encode_byte(enc, (unsigned char) v);
		} else if (v <= UINT8_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT8));
			w[0] = MSGPACK_WIRE_UINT8;
			w[1] = (unsigned char) v;
		} else if (v <= UINT16_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT16));
			w[0] = MSGPACK_WIRE_UINT16;
			msgpack_store16(w + 1, (uint16_t) v);
		} else if ((zend_ulong) v <= UINT32_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT32));
			w[0] = MSGPACK_WIRE_UINT32;
			msgpack_store32(w + 1, (uint32_t) v);
		} else {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT64));
			w[0] = MSGPACK_WIRE_UINT64;
			msgpack_store64(w + 1, (uint64_t) v);
		}
	} else {
		if (v >= MSGPACK_WIRE_NEGATIVE_FIXINT_MIN) {
			msgpack_encode_byte(enc, (unsigned char) (int8_t) v);
		} else if (v >= INT8_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT8));
			w[0] = MSGPACK_WIRE_INT8;
			w[1] = (unsigned char) (int8_t) v;
		} else if (v >= INT16_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT16));
			w[0] = MSGPACK_WIRE_INT16;
			msgpack_store16(w + 1, (uint16_t) (int16_t) v);
		} else if (v >= INT32_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT32));
			w[0] = MSGPACK_WIRE_INT32;
			msgpack_store32(w + 1, (uint32_t) (int32_t) v);
		} else {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT64));
			w[0] = MSGPACK_WIRE_INT64;
			msgpack_store64(w + 1, (uint64_t) (int64_t) v);
		}
	}
}

msgpack_inline void msgpack_encode_nil(msgpack_encoder *enc)
{
	msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
}

/* Header of an array or map of n entries. */
msgpack_inline void msgpack_encode_header(msgpack_encoder *enc, uint32_t n, bool is_map)
{
	unsigned char *w;

	if (n <= MSGPACK_WIRE_FIXCOUNT_MAX) {
		msgpack_encode_byte(enc, (unsigned char) ((is_map ? MSGPACK_WIRE_FIXMAP : MSGPACK_WIRE_FIXARRAY) | n));
	} else if (n <= UINT16_MAX) {
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_ARRAY16));
		w[0] = is_map ? MSGPACK_WIRE_MAP16 : MSGPACK_WIRE_ARRAY16;
		msgpack_store16(w + 1, (uint16_t) n);
	} else {
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_ARRAY32));
		w[0] = is_map ? MSGPACK_WIRE_MAP32 : MSGPACK_WIRE_ARRAY32;
		msgpack_store32(w + 1, n);
	}
}

/* The longest ext header: the lead byte, a 4-byte length and the type byte. */
#define MSGPACK_EXT_HEAD_MAX 6

/*
 * The ext header for a body of len bytes (fixext when the length allows), type byte included, written at w (room for
 * MSGPACK_EXT_HEAD_MAX bytes); returns its size. The one place that chooses it: msgpack_encode_ext_header() writes it,
 * and compact mode's string references (ext_string.c) weigh definitions and references by it.
 */
msgpack_inline size_t msgpack_put_ext_head(unsigned char *w, int8_t type, size_t len)
{
	size_t head;

	switch (len) {
		case 1: w[0] = MSGPACK_WIRE_FIXEXT1; head = 1; break;
		case 2: w[0] = MSGPACK_WIRE_FIXEXT2; head = 1; break;
		case 4: w[0] = MSGPACK_WIRE_FIXEXT4; head = 1; break;
		case 8: w[0] = MSGPACK_WIRE_FIXEXT8; head = 1; break;
		case 16: w[0] = MSGPACK_WIRE_FIXEXT16; head = 1; break;
		default:
			if (len <= UINT8_MAX) {
				w[0] = MSGPACK_WIRE_EXT8;
				w[1] = (unsigned char) len;
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT8);
			} else if (len <= UINT16_MAX) {
				w[0] = MSGPACK_WIRE_EXT16;
				msgpack_store16(w + 1, (uint16_t) len);
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT16);
			} else {
				w[0] = MSGPACK_WIRE_EXT32;
				msgpack_store32(w + 1, (uint32_t) len);
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT32);
			}
			break;
	}
	w[head] = (unsigned char) type;
	return head + 1;
}

/* Its size alone (the stores to the scratch bytes vanish once inlined). */
msgpack_inline size_t msgpack_ext_head_size(size_t len)
{
	unsigned char scratch[MSGPACK_EXT_HEAD_MAX];

	return msgpack_put_ext_head(scratch, 0, len);
}

/* A str or bin exactly as the encoder writes it, never as a string reference (ext_string.c writes the repeats it does
 * not reference with it); str8 as for msgpack_encode_str(). */
void msgpack_encode_bytes_as(msgpack_encoder *enc, const char *s, size_t len, bool is_bin, bool str8);
/* A str; str8 says whether 32..255-byte strings may use str8 (PECL's Serializable payloads always do). */
void msgpack_encode_str(msgpack_encoder *enc, const char *s, size_t len, bool str8);
/* The same for a PHP string (whose cached hash serves compact mode's string table). */
void msgpack_encode_zstr(msgpack_encoder *enc, zend_string *str, bool str8);
void msgpack_encode_bin(msgpack_encoder *enc, const char *s, size_t len);
/* Whether the str/bin choice of the encoder's options writes the PHP string s[0..len) as bin. */
bool msgpack_encode_is_bin(const msgpack_encoder *enc, const char *s, size_t len);
/* A float64, or with f32 a float32. */
void msgpack_encode_float(msgpack_encoder *enc, double d, bool f32);
/* Appends an ext header (fixext when the length allows) for a body of len bytes. */
void msgpack_encode_ext_header(smart_str *buf, int8_t type, size_t len);

/* ---- values ---------------------------------------------------------------------------------------------------- */

/* Records why the encode stops; returns FAILURE. */
ZEND_COLD zend_result msgpack_encode_error(msgpack_encoder *enc, msgpack_error error);
/* Any value: msgpack_encode() without the final clean-up, for the parts of the encoder in other files. */
zend_result msgpack_encode_value(msgpack_encoder *enc, zval *val);
/* msgpack_encode_array() of an array held meanwhile (see packer.c). */
zend_result msgpack_encode_array_held(msgpack_encoder *enc, HashTable *ht, int kind);
/*
 * A value in a place user code can write to while it is being encoded (an object's property): an array there is held
 * while its entries are written, so that replacing or changing it separates or keeps it alive.
 */
static zend_always_inline zend_result msgpack_encode_value_held(msgpack_encoder *enc, zval *val)
{
	if (Z_TYPE_P(val) == IS_ARRAY) {
		return msgpack_encode_array_held(enc, Z_ARR_P(val), 0 /* MSGPACK_ARRAY_AUTO */);
	}
	return msgpack_encode_value(enc, val);
}
/* The key/value pairs of ht, every key written (lists too). */
zend_result msgpack_encode_pairs(msgpack_encoder *enc, HashTable *ht);
/* Depth and C-stack check before writing a container's entries; pair with enc->depth--. */
static zend_always_inline zend_result msgpack_encode_enter(msgpack_encoder *enc)
{
	if (UNEXPECTED(++enc->depth > enc->max_depth)) {
		return msgpack_encode_error(enc, MSGPACK_ERR_DEPTH);
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		return msgpack_encode_error(enc, MSGPACK_ERR_STACK);
	}
	return SUCCESS;
}

/* Marks an array or object as being written (php_only off; see msgpack_encoder.marked); pair with the unmark. */
void msgpack_encode_mark_grow(msgpack_encoder *enc);
static zend_always_inline void msgpack_encode_mark(msgpack_encoder *enc, zend_refcounted *counted)
{
	if (UNEXPECTED(enc->marked_len == enc->marked_cap)) {
		msgpack_encode_mark_grow(enc);
	}
	enc->marked[enc->marked_len++] = counted;
	GC_PROTECT_RECURSION(counted);
}

static zend_always_inline void msgpack_encode_unmark(msgpack_encoder *enc, zend_refcounted *counted)
{
	GC_UNPROTECT_RECURSION(counted);
	enc->marked_len--;
}

/* How msgpack_encode_array() writes a PHP array. */
#define MSGPACK_ARRAY_AUTO 0 /* a list as an array, anything else as a map (PackOptions may force one) */
#define MSGPACK_ARRAY_LIST 1 /* an array of the values */
#define MSGPACK_ARRAY_MAP  2 /* a map, lists too */
zend_result msgpack_encode_array(msgpack_encoder *enc, HashTable *ht, int kind);

/* ---- compact mode (ext_record.c, ext_string.c) ------------------------------------------------------------------ */


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

/* A MessagePack\Type\Bin, Map or Ext object, written natively. */
zend_result msgpack_encode_type_object(msgpack_encoder *enc, zend_object *obj);

/* PHP-only format (packer_php.c). */
/*
 * An object other than the MessagePack\Type classes; ref is the PHP reference it was reached through, or NULL (only
 * whether there is one matters: it is never read, so user code may drop it meanwhile).
 */
zend_result msgpack_encode_php_object(msgpack_encoder *enc, zend_object *obj, zend_reference *ref);
/* A reference to an array (PHP-only mode). */
zend_result msgpack_encode_array_reference(msgpack_encoder *enc, zend_reference *ref);
/*
 * An entry of an object's property table as it is written, or NULL when it is not: a declared property never
 * initialised, or the entry named skip (skip_len > 0; the incomplete class's own name entry). The one rule for both the
 * count in the header and the entries written after it.
 */
static zend_always_inline zval *msgpack_encode_prop_value(zval *v, const zend_string *key, const char *skip,
	size_t skip_len)
{
	if (Z_TYPE_P(v) == IS_INDIRECT) {
		v = Z_INDIRECT_P(v);
		if (Z_TYPE_P(v) == IS_UNDEF) {
			return NULL;
		}
	}
	if (UNEXPECTED(skip_len) && key && zend_string_equals_cstr(key, skip, skip_len)) {
		return NULL;
	}
	return v;
}
/* An object's property table, names and values or values only (packer.c; see there). */
zend_result msgpack_encode_property_entries(msgpack_encoder *enc, HashTable *props, bool keys, const char *skip,
	size_t skip_len, zend_string *const *names, uint32_t names_count, uint32_t *written);
/* Releases what the identity table holds (msgpack_encoder_destroy()). */
void msgpack_encode_identity_release(msgpack_encoder *enc);

#endif /* MSGPACK_ENCODER_H */
