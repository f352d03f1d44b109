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
/* With a flush hook: sends len bytes on from where they are, after the buffer's (a long payload, not copied into it). */
typedef void (*msgpack_write_hook)(msgpack_encoder *enc, const char *s, size_t len);

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
	msgpack_write_hook write; /* set with flush and MSGPACK_OPT_WRITE_THROUGH, or NULL */
	/* NULL, or the front end's options, which user code may change in the middle of the encode (a Packer constructed
	 * again): msgpack_encode_follow() takes the value options from there again. */
	const uint32_t *follow;
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
	 * php_only off (PECL's plain format): the arrays and objects being written, innermost last, which is how a value
	 * that contains itself is found. Arrays carry the engine's recursion mark, as serialize() marks them, and the
	 * encoder registers a frame while any is (msgpack_frame): a fatal error in user code takes the marks off, where
	 * left on they would make the next encode write those arrays as nil and var_export() call them recursive. Objects
	 * are listed only (MSGPACK_MARKED_OBJECT()): serialize() does not mark them, and their own __serialize() or
	 * __sleep() would see the mark (json_encode($this) failing), as would an encode started from a var_dump().
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
	enc->write = NULL;
	enc->follow = NULL;
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

/* The options the library's Packer reads for every value (str/bin, arr/map, float), not once per message. */
#define MSGPACK_OPT_VALUE_MODES (MSGPACK_OPT_STR_AS_BIN | MSGPACK_OPT_STR_DETECT | MSGPACK_OPT_ARRAY_AS_LIST \
	| MSGPACK_OPT_ARRAY_AS_MAP | MSGPACK_OPT_FORCE_F32)

/* After user code (or a release that ran destructors) in the middle of an encode: the value options of enc->follow
 * apply to the rest of it; the others (compact mode) stay as the message began, its bytes being planned as a whole. */
static zend_always_inline void msgpack_encode_follow(msgpack_encoder *enc)
{
	if (enc->follow) {
		enc->flags = (enc->flags & ~MSGPACK_OPT_VALUE_MODES) | (*enc->follow & MSGPACK_OPT_VALUE_MODES);
	}
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
/*
 * msgpack_encode_finish() in two steps, for an output whose last bytes go out after the encode (packToStream()): after
 * a value written with success, msgpack_encode_complete() completes the output; once it went out in full,
 * msgpack_encode_commit() keeps what the message defined in state that outlives it (a stream's records, shared
 * structures). msgpack_encoder_destroy() then ends the encoder, and takes all that back without the commit: until
 * then a stream's writer stays busy, so that a second message cannot go out before this one.
 */
void msgpack_encode_complete(msgpack_encoder *enc);
void msgpack_encode_commit(msgpack_encoder *enc);
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

#include "msgpack_encoder_write.h"

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
	msgpack_memory_check();
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

/* An object in msgpack_encoder.marked: listed, not marked for the engine (the low bit, free in an allocation's
 * address, tells it from an array). */
#define MSGPACK_MARKED_OBJECT(obj) ((zend_refcounted *) ((uintptr_t) (obj) | 1))

static zend_always_inline void msgpack_encode_mark_object(msgpack_encoder *enc, zend_object *obj)
{
	if (UNEXPECTED(enc->marked_len == enc->marked_cap)) {
		msgpack_encode_mark_grow(enc);
	}
	enc->marked[enc->marked_len++] = MSGPACK_MARKED_OBJECT(obj);
}

/* Whether obj is being written (listed by msgpack_encode_mark_object()): a walk over the containers open, as deep as
 * the value is nested, not a flag user code could see or set. */
static zend_always_inline bool msgpack_encode_object_marked(const msgpack_encoder *enc, const zend_object *obj)
{
	const zend_refcounted *listed = MSGPACK_MARKED_OBJECT(obj);

	for (uint32_t i = enc->marked_len; i > 0; i--) {
		if (enc->marked[i - 1] == listed) {
			return true;
		}
	}
	return false;
}

/* How msgpack_encode_array() writes a PHP array. */
#define MSGPACK_ARRAY_AUTO 0 /* a list as an array, anything else as a map (PackOptions may force one) */
#define MSGPACK_ARRAY_LIST 1 /* an array of the values */
#define MSGPACK_ARRAY_MAP  2 /* a map, lists too */
zend_result msgpack_encode_array(msgpack_encoder *enc, HashTable *ht, int kind);

/*
 * A MessagePack\Type\Bin, Map or Ext object, written natively; and an object of a registry class (Timestamp) through
 * its row. The caller holds obj: converting a property a user replaced runs the error handler, which may drop the last
 * other reference to it, or throw (FAILURE).
 */
zend_result msgpack_encode_type_object(msgpack_encoder *enc, zend_object *obj);
zend_result msgpack_encode_ext_object(msgpack_encoder *enc, const msgpack_ext_type *ext, zend_object *obj);

#endif /* MSGPACK_ENCODER_H */
