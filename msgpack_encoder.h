/*
 * msgpack for PHP: the encoder, PHP values to MessagePack (packer.c; PECL's PHP-only object format:
 * msgpack_encoder_php.h; compact mode: msgpack_encoder_compact.h). Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_H
#define MSGPACK_ENCODER_H

#include "msgpack_codec.h"
#include "msgpack_ext.h"
#include "msgpack_compact.h"
#include "msgpack_encoder_compact.h"
#include "msgpack_encoder_php.h"

/* ---- encoder (packer.c) ---------------------------------------------------------------------------------------- */

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

/* msgpack_encoder_init()'s compact-mode fields, out of the way of plain encodes. */
void msgpack_encoder_init_compact(msgpack_encoder *enc, const msgpack_options *opts);

/* Inline: a small top-level encode costs little more than its setup. */
msgpack_inline void msgpack_encoder_init(msgpack_encoder *enc, smart_str *buf, const msgpack_options *opts)
{
	enc->buf = buf;
	enc->flags = opts->flags;
	enc->depth = 0;
	enc->max_depth = opts->max_depth;
	enc->error = MSGPACK_OK;
	enc->unsupported_seen = false;
	enc->next_id = 0;
	enc->identity.entries = NULL;
	enc->sleep_ce = NULL;
	enc->object_hook = NULL;
	enc->hook_object = NULL;
	enc->flush = NULL;
	enc->notice = opts->notice;
	enc->compact_state = (opts->flags & MSGPACK_OPT_COMPACT_ANY) != 0;
	if (UNEXPECTED(enc->compact_state)) {
		msgpack_encoder_init_compact(enc, opts);
	}
	enc->impure = 0;
	enc->marked = NULL;
	enc->marked_len = enc->marked_cap = 0;
	enc->frame_entered = false;
}

/* Registers the encoder's frame (msgpack_frame), once: state that outlives the encode is put back if a fatal error
 * ends it. */
void msgpack_encoder_frame_enter(msgpack_encoder *enc);
/* msgpack_encoder_destroy() for an encoder that holds anything. */
void msgpack_encoder_destroy_other(msgpack_encoder *enc);
/* Frees what an encode left behind (the identity table, compact-mode tables); msgpack_encode() calls it. Most encodes
 * leave nothing: that is four tests, without a call. */
msgpack_inline void msgpack_encoder_destroy(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->compact_state || enc->frame_entered) || UNEXPECTED(enc->marked != NULL)
			|| UNEXPECTED(enc->identity.entries != NULL)) {
		msgpack_encoder_destroy_other(enc);
	}
}
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
msgpack_inline void msgpack_output_open(smart_str *buf)
{
	zend_string *scratch = MSGPACK_G(output_scratch);

	ZEND_ASSERT(buf->s == NULL);
	if (EXPECTED(scratch != NULL)) {
		/* Taken, not shared: a nested call (user code packing from __serialize()) or a fatal error mid-encode cannot
		 * find it in use. */
		MSGPACK_G(output_scratch) = NULL;
		ZSTR_LEN(scratch) = 0;
		buf->s = scratch;
		buf->a = MSGPACK_G(output_scratch_cap);
	}
}

/* Outputs up to this capacity leave their buffer for the next call. */
#define MSGPACK_OUTPUT_SCRATCH_MAX 4096

/* msgpack_output_take() of an output too large to leave its buffer (or when an encode left another there already), or
 * of none. */
zend_string *msgpack_output_take_other(smart_str *buf);

msgpack_inline zend_string *msgpack_output_take(smart_str *buf)
{
	zend_string *s = buf->s;

	if (EXPECTED(s != NULL) && EXPECTED(buf->a <= MSGPACK_OUTPUT_SCRATCH_MAX)
			&& EXPECTED(MSGPACK_G(output_scratch) == NULL)) {
		size_t len = ZSTR_LEN(s);
		zend_string *out = zend_string_alloc(len, 0);

		/* msgpack_copy_bytes(): most outputs are short enough to be copied without a libc call */
		msgpack_copy_bytes((unsigned char *) ZSTR_VAL(out), ZSTR_VAL(s), len);
		ZSTR_VAL(out)[len] = '\0';
		MSGPACK_G(output_scratch) = s;
		MSGPACK_G(output_scratch_cap) = buf->a;
		buf->s = NULL;
		return out;
	}
	return msgpack_output_take_other(buf);
}
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

/* A MessagePack\Type\Bin, Map or Ext object, written natively. */
zend_result msgpack_encode_type_object(msgpack_encoder *enc, zend_object *obj);

#endif /* MSGPACK_ENCODER_H */
