/*
 * msgpack for PHP: the encoder, PHP values to MessagePack (packer.c; packer_php.c for PECL's PHP-only object format).
 * Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_H
#define MSGPACK_ENCODER_H

#include "msgpack_codec.h"
#include "msgpack_ext.h"

/* ---- encoder (packer.c) ---------------------------------------------------------------------------------------- */

typedef struct msgpack_encoder msgpack_encoder;

/*
 * Library mode: writes an object or resource (val) the encoder has no built-in form for, through the transformers and
 * CanBePacked; on FAILURE sets enc->error (MSGPACK_ERR_EXCEPTION with the exception thrown).
 */
typedef zend_result (*msgpack_object_hook)(msgpack_encoder *enc, zval *val);

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
	HashTable *identity;
	msgpack_object_hook object_hook;
	zend_object *hook_object; /* the Packer the hook works for */
	msgpack_notice_hook notice;
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
/* Frees what an encode left behind (the identity table); msgpack_encode() calls it. */
void msgpack_encoder_destroy(msgpack_encoder *enc);
/* Appends an ext header (fixext when the length allows) for a body of len bytes. */
void msgpack_encode_ext_header(smart_str *buf, int8_t type, size_t len);
/* Appends val; on FAILURE enc->error says why and the buffer holds a partial encoding. */
zend_result msgpack_encode(msgpack_encoder *enc, zval *val);

/* Building blocks for the PHP-object encoder (packer_php.c). */
zend_result msgpack_encode_zval(msgpack_encoder *enc, zval *val);
/* msgpack_encode_array() of an array held meanwhile (see packer.c). */
zend_result msgpack_encode_array_held(msgpack_encoder *enc, HashTable *ht, int kind);
/*
 * A value in a place user code can write to while it is being encoded (an object's property): an array there is held
 * while its entries are written, so that replacing or changing it separates or keeps it alive.
 */
static zend_always_inline zend_result msgpack_encode_zval_held(msgpack_encoder *enc, zval *val)
{
	if (Z_TYPE_P(val) == IS_ARRAY) {
		return msgpack_encode_array_held(enc, Z_ARR_P(val), 0 /* MSGPACK_ARRAY_AUTO */);
	}
	return msgpack_encode_zval(enc, val);
}
void msgpack_encode_int(msgpack_encoder *enc, zend_long v);
void msgpack_encode_nil(msgpack_encoder *enc);
/* A str; str8 says whether 32..255-byte strings may use str8 (PECL's Serializable payloads always do). */
void msgpack_encode_str(msgpack_encoder *enc, const char *s, size_t len, bool str8);
void msgpack_encode_header(msgpack_encoder *enc, uint32_t n, bool is_map);
/* The key/value pairs of ht, every key written (lists too). */
zend_result msgpack_encode_pairs(msgpack_encoder *enc, HashTable *ht);
zend_result msgpack_encode_set_error(msgpack_encoder *enc, msgpack_error error);
/* Depth and C-stack check before writing a container's entries; pair with enc->depth--. */
static zend_always_inline zend_result msgpack_encode_enter_container(msgpack_encoder *enc)
{
	if (UNEXPECTED(++enc->depth > enc->max_depth)) {
		return msgpack_encode_set_error(enc, MSGPACK_ERR_DEPTH);
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		return msgpack_encode_set_error(enc, MSGPACK_ERR_STACK);
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

/* Building blocks for the MessagePack\ classes (lib_packer.c). */
bool msgpack_utf8_valid(const unsigned char *s, size_t len);
/* Whether a string of len bytes has a str/bin/ext encoding (lengths are 32-bit on the wire). */
bool msgpack_encode_length_fits(size_t len);
/* A PHP string under the str/bin choice of enc->flags. */
void msgpack_encode_string_value(msgpack_encoder *enc, const char *s, size_t len);
void msgpack_encode_bin(msgpack_encoder *enc, const char *s, size_t len);
void msgpack_encode_float(msgpack_encoder *enc, double d, bool f32);
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

#endif /* MSGPACK_ENCODER_H */
