/*
 * msgpack for PHP: the codec, layer 2 of 4 (wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * One encoder (packer.c, packer_php.c), one decoder (unpacker.c, unpacker_php.c), the streaming scanner (scanner.c),
 * the value classes they produce and consume (types.c, ext_timestamp.c) and their shared run-time state (codec.c).
 * Every front end calls these. The codec includes nothing above it: it records why it stopped as {code, offset} in
 * its context, and callbacks into front-end code (transformers, extensions) are function pointers it is handed.
 */
#ifndef MSGPACK_CODEC_H
#define MSGPACK_CODEC_H

#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "zend_smart_str.h"
#include "msgpack_compat.h"
#include "msgpack_wire.h"

/*
 * Hot-path helpers are forced inline in optimised builds only: at -O0 every forced-inline copy keeps its own locals,
 * which made one nesting level cost kilobytes of C stack.
 */
#ifdef __OPTIMIZE__
# define msgpack_inline static zend_always_inline
#else
# define msgpack_inline static inline
#endif

/* Copies len bytes; up to 16 with two overlapping word moves, since most keys and many values are that short and a
 * libc memcpy call costs more than the copy. */
msgpack_inline void msgpack_copy_bytes(unsigned char *dst, const char *src, size_t len)
{
	if (len > 16) {
		memcpy(dst, src, len);
	} else if (len >= 8) {
		uint64_t head, tail;
		memcpy(&head, src, 8);
		memcpy(&tail, src + len - 8, 8);
		memcpy(dst, &head, 8);
		memcpy(dst + len - 8, &tail, 8);
	} else if (len >= 4) {
		uint32_t head, tail;
		memcpy(&head, src, 4);
		memcpy(&tail, src + len - 4, 4);
		memcpy(dst, &head, 4);
		memcpy(dst + len - 4, &tail, 4);
	} else if (len > 0) {
		/* 1..3 bytes: first, middle and last cover them all. */
		dst[0] = (unsigned char) src[0];
		dst[len >> 1] = (unsigned char) src[len >> 1];
		dst[len - 1] = (unsigned char) src[len - 1];
	}
}

/* ---- options and errors ---------------------------------------------------------------------------------------- */

/*
 * The deepest nesting a user may configure. The codec recurses once per level; this keeps the C stack safe there:
 * about 100 bytes per level, so about 3.5 MB at the limit, well inside the usual 8 MB.
 */
#define MSGPACK_MAX_DEPTH_LIMIT 32768

/* Option bits, taken from the INI settings (or a front end's own state) once per call. */
#define MSGPACK_OPT_PHP_ONLY           (1u << 0)
#define MSGPACK_OPT_ASSOC              (1u << 1)
#define MSGPACK_OPT_ILLEGAL_KEY_INSERT (1u << 2)
#define MSGPACK_OPT_STR8               (1u << 3)
#define MSGPACK_OPT_FORCE_F32          (1u << 4)
#define MSGPACK_OPT_WARNINGS           (1u << 5) /* emit non-fatal warnings (msgpack.error_display) */
#define MSGPACK_OPT_CLASSES_LISTED     (1u << 6) /* decode: only the classes in allowed_classes are instantiated */
/*
 * The MessagePack\ classes (library mode): objects and resources go to the encoder's object hook, ext values to the
 * decoder's ext hook, map keys must be int/str/bin, arrays are never cut at a recursion (depth bounds them), and
 * errors are the library's. The PackOptions / UnpackOptions choices below only apply in this mode.
 */
#define MSGPACK_OPT_LIB                (1u << 7)
#define MSGPACK_OPT_STR_AS_BIN         (1u << 8)  /* PackOptions::FORCE_BIN */
#define MSGPACK_OPT_STR_DETECT         (1u << 9)  /* PackOptions::DETECT_STR_BIN: valid UTF-8 is str, the rest bin */
#define MSGPACK_OPT_ARRAY_AS_LIST      (1u << 10) /* PackOptions::FORCE_ARR */
#define MSGPACK_OPT_ARRAY_AS_MAP       (1u << 11) /* PackOptions::FORCE_MAP */
#define MSGPACK_OPT_BIGINT_GMP         (1u << 12) /* UnpackOptions::BIGINT_AS_GMP */
#define MSGPACK_OPT_BIGINT_DEC         (1u << 13) /* UnpackOptions::BIGINT_AS_DEC */

typedef struct {
	uint32_t flags;
	uint32_t max_depth;
	/*
	 * Decode, with MSGPACK_OPT_CLASSES_LISTED: lower-cased names of the classes that may be instantiated (an empty
	 * table or NULL: none, like unserialize()'s allowed_classes => false); other classes become
	 * __PHP_Incomplete_Class. Owned by the options when set by msgpack_options_from_array().
	 */
	HashTable *allowed_classes;
} msgpack_options;

/* Why an encode or decode stopped. Recorded with a byte offset; turned into a warning or exception at the API edge. */
typedef enum {
	MSGPACK_OK = 0,
	MSGPACK_ERR_INSUFFICIENT, /* input ends inside a value */
	MSGPACK_ERR_PARSE,        /* a byte that starts no value (0xc1) */
	MSGPACK_ERR_DEPTH,        /* nesting deeper than max_depth */
	MSGPACK_ERR_TOO_LARGE,    /* a container the engine cannot hold (more than HT_MAX_SIZE entries) */
	MSGPACK_ERR_STACK,        /* nesting would exhaust the C stack before max_depth is reached */
	MSGPACK_ERR_EXCEPTION,    /* a PHP exception is pending (thrown by a handler or by user code) */
	MSGPACK_ERR_INVALID,      /* well-formed MessagePack that cannot become a PHP value; the decoder says why */
	MSGPACK_ERR_MAP_KEY,      /* library mode: a map key that is not an int, str or bin (at the key's first byte) */
} msgpack_error;

/* ---- per-thread state (the module globals, defined in codec.c) ------------------------------------------------- */

/* Direct-mapped cache of decoded map keys; 2^12 slots. See unpacker.c. */
#define MSGPACK_KEY_CACHE_BITS 12
#define MSGPACK_KEY_CACHE_SIZE (1u << MSGPACK_KEY_CACHE_BITS)

/* Map shapes (key layouts seen repeatedly) with their template tables; 2^8 slots. See unpacker.c. */
#define MSGPACK_SHAPE_CACHE_SIZE 256

typedef struct {
	zend_string *first_key; /* a key-cache string, referenced: its address identifies the shape */
	uint32_t count;
	HashTable *template;    /* the keys with null values, once the shape has repeated */
} msgpack_shape;

/*
 * Work counters for tests (msgpack_test_counters()), compiled into PHP debug builds and builds with
 * -DMSGPACK_TEST_COUNTERS only: release builds pay nothing. Tests use them to check that a cost is linear.
 */
#if ZEND_DEBUG && !defined(MSGPACK_TEST_COUNTERS)
# define MSGPACK_TEST_COUNTERS 1
#endif

typedef struct {
	uint64_t decodes;        /* msgpack_decode() calls: values decoded from their first byte */
	uint64_t scanned_bytes;  /* bytes the streaming scanner consumed */
	uint64_t stream_moved;   /* bytes the stream buffer moved or copied after they were fed */
} msgpack_counters;

ZEND_BEGIN_MODULE_GLOBALS(msgpack)
	/* The msgpack.* settings, as the module's INI entries write them; the front ends read them (the codec never). */
	bool error_display;
	bool php_only;
	bool assoc;
	bool illegal_key_insert;
	bool use_str8_serialization;
	bool force_f32;
	zend_long max_depth;
	/* The codec's own state. Without ZEND_CHECK_STACK_LIMIT (PHP 8.2): the C stack the codec runs on, per Fiber (see codec.c) */
	uintptr_t stack_limit;      /* lowest address the codec may recurse to on the current stack; 0: unknown */
	uintptr_t stack_bottom;     /* lowest address of the current stack */
	const void *stack_context;  /* the Fiber context stack_limit belongs to */
	uintptr_t main_stack_limit; /* the thread's own stack, found once */
	uintptr_t main_stack_bottom;
	bool stack_limit_known;
	bool key_cache_used;
	uint32_t key_cache_calls;
	zend_string *key_cache[MSGPACK_KEY_CACHE_SIZE];
	uint32_t key_cache_generation[MSGPACK_KEY_CACHE_SIZE]; /* the call that last used each slot */
	bool shapes_used;
	msgpack_shape shapes[MSGPACK_SHAPE_CACHE_SIZE];
#ifdef MSGPACK_TEST_COUNTERS
	msgpack_counters counters;
#endif
ZEND_END_MODULE_GLOBALS(msgpack)

ZEND_EXTERN_MODULE_GLOBALS(msgpack)
#define MSGPACK_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(msgpack, v)

#ifdef MSGPACK_TEST_COUNTERS
# define MSGPACK_COUNT(counter, n) (MSGPACK_G(counters).counter += (uint64_t) (n))
#else
# define MSGPACK_COUNT(counter, n) ((void) 0)
#endif

#if defined(ZTS) && defined(COMPILE_DL_MSGPACK)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

/*
 * Whether the C stack is nearly used up. The encoder and decoder recurse once per nesting level, and how much stack a
 * level takes depends on the compiler and flags (a -O0 or sanitizer build needs kilobytes): max_depth alone cannot
 * keep every build from overflowing, so each container entry also checks the real stack.
 */
#ifndef ZEND_CHECK_STACK_LIMIT
/* The running Fiber changed: take the limit of its C stack (a Fiber's stack lies elsewhere than the thread's). */
void msgpack_stack_limit_switch(void);
/* Below the limit: exhausted, unless this is a stack the codec does not know (then max_depth alone bounds it). */
bool msgpack_stack_below_limit(uintptr_t sp);
#endif

static zend_always_inline bool msgpack_stack_exhausted(void)
{
#ifdef ZEND_CHECK_STACK_LIMIT
	/* PHP 8.3+: the engine keeps EG(stack_limit) right for the running Fiber. */
	return zend_call_stack_overflowed(EG(stack_limit));
#else
	char probe;
	if (UNEXPECTED(EG(current_fiber_context) != MSGPACK_G(stack_context))) {
		msgpack_stack_limit_switch();
	}
	return UNEXPECTED((uintptr_t) &probe < MSGPACK_G(stack_limit)) && msgpack_stack_below_limit((uintptr_t) &probe);
#endif
}

/*
 * Holding an object across user code: msgpack_object_hold() returns its refcount before the hold, for
 * msgpack_object_unhold(). When nothing else dropped a reference meanwhile, the release is a bare decrement; only
 * then is the object not offered to the cycle collector as OBJ_RELEASE() does (which, for every object packed, cost
 * 5% of packing them), since the hold changed nothing about cycles.
 */
static zend_always_inline uint32_t msgpack_object_hold(zend_object *obj)
{
	uint32_t refcount = GC_REFCOUNT(obj);

	GC_ADDREF(obj);
	return refcount;
}

static zend_always_inline void msgpack_object_unhold(zend_object *obj, uint32_t refcount)
{
	if (EXPECTED(GC_REFCOUNT(obj) == refcount + 1)) {
		GC_DELREF(obj);
	} else {
		OBJ_RELEASE(obj);
	}
}

/* Finds this thread's stack limit once (RINIT). */
void msgpack_stack_limit_init(void);
/* PHP 8.2: follows Fiber switches (MINIT). */
void msgpack_stack_limit_register(void);
/* Releases the request's key cache and map shapes (after every module's RSHUTDOWN). */
void msgpack_codec_request_end(void);

/*
 * A non-fatal warning or notice the codec raises while it goes on (PECL's texts: an illegal key converted, a class not
 * found, __sleep naming a missing property), only when flags has MSGPACK_OPT_WARNINGS (msgpack.error_display). FAILURE
 * when an exception is pending afterwards (an error handler threw): the caller must stop at once. Errors that stop the
 * codec are not raised here: they are recorded in the context ({code, offset}) for the front end to raise.
 */
ZEND_COLD zend_result msgpack_codec_notice(uint32_t flags, int type, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);

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
#define MSGPACK_MARKER_REFERENCE        1
#define MSGPACK_MARKER_RECURSIVE        2
#define MSGPACK_MARKER_CUSTOM_OBJECT    3
#define MSGPACK_MARKER_OBJECT           4
#define MSGPACK_MARKER_OBJECT_REFERENCE 5
#define MSGPACK_MARKER_ENUM             6
/*
 * An object other than the MessagePack\Type classes; ref is the PHP reference it was reached through, or NULL (only
 * whether there is one matters: it is never read, so user code may drop it meanwhile).
 */
zend_result msgpack_encode_php_object(msgpack_encoder *enc, zend_object *obj, zend_reference *ref);
/* A reference to an array (PHP-only mode). */
zend_result msgpack_encode_array_reference(msgpack_encoder *enc, zend_reference *ref);

/* ---- decoder (unpacker.c) -------------------------------------------------------------------------------------- */

/* PHP-only format, decode side: a value a back-reference may point at, by container id (see unpacker_php.c). */
typedef struct {
	uint32_t kind;          /* 0: nothing recorded under this id */
	zend_refcounted *value; /* the object or reference, held; NULL for an empty array */
} msgpack_slot;

/* __wakeup() or __unserialize() of an object, run once the whole input decoded. */
typedef struct {
	zend_object *obj; /* held */
	zval payload;     /* __unserialize()'s array; UNDEF for __wakeup() */
} msgpack_delayed_call;

/*
 * A class or Serializable marker met after a map's first pair (PECL reads markers at any position): the map is
 * finished as an array, then becomes that object. One per map being filled, innermost last.
 */
typedef struct {
	HashTable *table;       /* the map's table, being filled */
	zend_string *class_name; /* held */
	zval payload;           /* a Serializable payload (string) or an __unserialize() payload (array); else UNDEF */
	bool serializable;      /* {nil:3, "Class":"payload"} rather than {nil:"Class"} */
} msgpack_late_marker;

typedef struct msgpack_decoder msgpack_decoder;

/*
 * Library mode: decodes an ext value whose type byte and len body bytes are present, dec->p at the body's first byte.
 * It leaves dec->p wherever the value ends (an extension may read more or less than len; user code may even replace
 * the buffer, so the hook refreshes dec->start/p/end from its unpacker).
 */
typedef zend_result (*msgpack_ext_hook)(msgpack_decoder *dec, zval *out, int8_t type, uint32_t len);

struct msgpack_decoder {
	const unsigned char *start;
	const unsigned char *p;
	const unsigned char *end;
	uint32_t flags;
	uint32_t depth;
	uint32_t max_depth;
	msgpack_error error;
	size_t error_offset;
	char error_detail[192]; /* MSGPACK_ERR_INVALID: the message */
	HashTable *allowed_classes;
	/* PHP-only format: containers seen so far (the latest one's id), recorded slots (indexed by id), delayed calls */
	uint32_t containers;
	uint32_t slots_len, slots_cap; /* slots[0..slots_len) are initialised */
	uint32_t slots_held;           /* how many of them hold a value (empty arrays hold none) */
	msgpack_slot *slots;
	uint32_t calls_len, calls_cap;
	msgpack_delayed_call *calls;
	uint32_t late_len, late_cap;
	msgpack_late_marker *late;
	/* the class the last class-name marker resolved to (rows of one class repeat it); the name is held */
	zend_string *class_name;
	zend_class_entry *class_ce;
	bool class_incomplete;
	/* key cache statistics of this call (see unpacker.c) */
	uint32_t key_lookups;
	uint32_t key_hits;
	uint32_t generation;
	bool key_cache_off;
	/* MSGPACK_ERR_INSUFFICIENT from a container count larger than the bytes left: the items it still expected */
	uint64_t error_items;
	/*
	 * Entries containers may still reserve ahead of their elements (see msgpack_decode_reserve()): the input length
	 * at the start, shared with re-entrant decodes of the same buffer, so that nested headers cannot multiply it.
	 */
	size_t reserve;
	msgpack_ext_hook ext_hook;
	zend_object *hook_object; /* the BufferUnpacker the hook works for */
};

void msgpack_decoder_init(msgpack_decoder *dec, const char *buf, size_t len, const msgpack_options *opts);

/* Entries a container reserves without drawing on the budget: the engine's smallest table has 8 anyway. */
#define MSGPACK_RESERVE_FREE 8

/*
 * The initial capacity for a container that declares count entries. A declared count is only a claim: room for it is
 * reserved while the decode's budget (one entry per input byte, see msgpack_decoder.reserve) lasts, and beyond that
 * the container grows as its elements actually arrive. Well-formed input never runs out, since every element takes at
 * least one byte; headers nested inside each other that each declare the whole remaining input do, after the first.
 */
static zend_always_inline uint32_t msgpack_decode_reserve(msgpack_decoder *dec, uint32_t count)
{
	if (EXPECTED(count <= MSGPACK_RESERVE_FREE)) {
		return count;
	}
	if (EXPECTED(count <= dec->reserve)) {
		dec->reserve -= count;
		return count;
	}
	uint32_t granted = dec->reserve > MSGPACK_RESERVE_FREE ? (uint32_t) dec->reserve : MSGPACK_RESERVE_FREE;
	dec->reserve = 0;
	return granted;
}
/*
 * Decodes one value at dec->p into out. out is always left holding a valid zval that the caller owns, also on
 * FAILURE (then dec->error and dec->error_offset say what went wrong).
 */
zend_result msgpack_decode(msgpack_decoder *dec, zval *out);
/* Building blocks for the PHP-object decoder (unpacker_php.c). */
zend_result msgpack_decode_nested(msgpack_decoder *dec, zval *out);
/*
 * What becomes of a map in which a class marker came after the first pair (msgpack_decode_late_finish()): the marker
 * is dropped, or the map becomes the object and a back-reference slot is recorded under this id, or it becomes the
 * object without a slot (the map's id already names a reference to it).
 */
#define MSGPACK_LATE_DROP    0u
#define MSGPACK_LATE_NO_SLOT UINT32_MAX
/* count key/value pairs as a PHP array (as_object: a stdClass), into out; late: see above. */
zend_result msgpack_decode_array_pairs(msgpack_decoder *dec, zval *out, uint32_t count, bool as_object, uint32_t late);
/*
 * A property name: a str (through the key cache) or an int (as its decimal string); *key is a new reference. Any other
 * key type is decoded and dropped with *key = NULL. FAILURE: dec->error is set.
 */
zend_result msgpack_decode_prop_key(msgpack_decoder *dec, zend_string **key);
zend_result msgpack_decode_set_error(msgpack_decoder *dec, msgpack_error error);
/* The illegal key warning; FAILURE (dec->error set) when an error handler threw. */
ZEND_COLD zend_result msgpack_decode_warn_illegal_key(msgpack_decoder *dec);
ZEND_COLD zend_result msgpack_decode_invalid(msgpack_decoder *dec, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 2, 3);

/* Building blocks for the MessagePack\ classes (lib_buffer_unpacker.c): containers and ext values whose header the caller
 * consumed. */
zend_result msgpack_decode_array_items(msgpack_decoder *dec, zval *out, uint32_t count);
zend_result msgpack_decode_map_items(msgpack_decoder *dec, zval *out, uint32_t count);
zend_result msgpack_decode_ext_value(msgpack_decoder *dec, zval *out, uint32_t len);

/* PHP-only format (unpacker_php.c) */
#define MSGPACK_SLOT_OBJECT      1
#define MSGPACK_SLOT_REFERENCE   2
#define MSGPACK_SLOT_EMPTY_ARRAY 3
/* A back-reference map's own id naming a reference: only PECL's drifted ids point there, and read it as PECL did. */
#define MSGPACK_SLOT_ALIAS       4
/* A nil key after a map's first pair, at dec->p; see msgpack_decode_other_pair() for count and the result. */
int msgpack_decode_late_marker(msgpack_decoder *dec, HashTable *table, uint32_t count);
/* The map in out is complete: if a late marker belongs to it, turns it into that object (late: see above). */
zend_result msgpack_decode_late_finish(msgpack_decoder *dec, zval *out, uint32_t late);
/* A map whose first key is nil: a PHP object, reference or back-reference. The map's header is consumed. */
zend_result msgpack_decode_php_map(msgpack_decoder *dec, zval *out, uint32_t count, uint32_t id);
void msgpack_decode_record(msgpack_decoder *dec, uint32_t id, uint32_t kind, zend_refcounted *value);
/* Runs the delayed calls (on success) and releases the slots; may turn SUCCESS into FAILURE. */
zend_result msgpack_decode_php_finish(msgpack_decoder *dec, zend_result result);

/* Release the request's key cache and map shapes (RSHUTDOWN). */
void msgpack_key_cache_release(void);
void msgpack_shape_cache_release(void);

/* ---- the MessagePack\Type value classes (types.c, ext_timestamp.c) ---------------------------------------------- */

extern zend_class_entry *msgpack_ce_bin;
extern zend_class_entry *msgpack_ce_map;
extern zend_class_entry *msgpack_ce_ext;
extern zend_class_entry *msgpack_ce_timestamp;

/* Declared property slots, in stub order. */
#define MSGPACK_BIN_PROP_DATA       0
#define MSGPACK_MAP_PROP_MAP        0
#define MSGPACK_EXT_PROP_TYPE       0
#define MSGPACK_EXT_PROP_DATA       1
#define MSGPACK_TIMESTAMP_PROP_SEC  0
#define MSGPACK_TIMESTAMP_PROP_NSEC 1

/* Builds a MessagePack\Type\Ext in out. */
/* Replaces the value in a declared property slot of an object of one of these classes; takes over value. */
static zend_always_inline void msgpack_object_set_slot(zend_object *obj, uint32_t slot, zval *value)
{
	zval *prop = OBJ_PROP_NUM(obj, slot);

	zval_ptr_dtor(prop);
	ZVAL_COPY_VALUE(prop, value);
}

void msgpack_ext_object_init(zval *out, int8_t type, const char *data, size_t len);

/* Bin, Map, Ext and Timestamp: encoded as MessagePack types, never in the PHP-only object format. */
static zend_always_inline bool msgpack_is_type_class(const zend_class_entry *ce)
{
	return ce == msgpack_ce_bin || ce == msgpack_ce_map || ce == msgpack_ce_ext || ce == msgpack_ce_timestamp;
}

/* Timestamp: wire forms (ext_timestamp.c) */
void msgpack_timestamp_object_init(zval *out, zend_long seconds, zend_long nanoseconds);
/* Decodes a timestamp body of 4, 8 or 12 bytes; returns false for any other length. */
bool msgpack_timestamp_decode(zval *out, const unsigned char *data, size_t len);
/* Appends the ext header and body (32, 64 or 96-bit form) for a Timestamp object. */
void msgpack_timestamp_encode(smart_str *buf, zend_object *ts);

/* ---- streaming (scanner.c) ------------------------------------------------------------------------------------- */

/*
 * Resumable extent scanner: walks one message across any number of chunks to find where it ends, without building
 * values. It keeps only the number of items still expected in each open container and the field it waits for, so
 * nothing is allocated from a declared count: its stack grows with the nesting actually seen, bounded by max_depth.
 * Like PECL's parser it consumes whole fields only (a header, a length, a fixed-size scalar, a complete payload);
 * a field that has not fully arrived is left unconsumed for the next call.
 */
typedef enum {
	MSGPACK_SCAN_MORE,  /* the input ended inside the message (or before it began) */
	MSGPACK_SCAN_DONE,  /* the message ended; *consumed is just past it */
	MSGPACK_SCAN_ERROR, /* a byte that starts no value, or nesting deeper than max_depth, at *consumed; sticky */
} msgpack_scan_result;

#define MSGPACK_SCANNER_INLINE_DEPTH 16

typedef struct {
	uint64_t *heap_stack;   /* items still expected per open container, innermost last; NULL: inline_stack */
	uint32_t capacity;
	uint32_t depth;         /* open containers */
	uint32_t max_depth;
	uint8_t field;          /* the field being waited for; 0: the next byte starts an item */
	unsigned char code;     /* the lead byte of the item whose length field is waited for */
	msgpack_error error;    /* MSGPACK_ERR_PARSE or MSGPACK_ERR_DEPTH once failed */
	uint64_t need;          /* bytes that field needs */
	uint64_t inline_stack[MSGPACK_SCANNER_INLINE_DEPTH];
} msgpack_scanner;

void msgpack_scanner_init(msgpack_scanner *s);
void msgpack_scanner_destroy(msgpack_scanner *s);
/* Starts a new message (clears any error). */
void msgpack_scanner_begin(msgpack_scanner *s, uint32_t max_depth);
/* Scans data[0..len) onward from where the last call stopped. */
msgpack_scan_result msgpack_scan(msgpack_scanner *s, const unsigned char *data, size_t len, size_t *consumed);

/* Whether a message has begun and not ended (some of its bytes are consumed). */
static zend_always_inline bool msgpack_scanner_busy(const msgpack_scanner *s)
{
	return s->depth != 0 || s->field != 0;
}

/*
 * Stream buffer: bytes fed in any pieces, handed out as complete messages (each one contiguous, to decode once with
 * msgpack_decoder_init() + msgpack_decode()). Consuming moves a head offset; the consumed front is dropped only when
 * it outweighs what remains, so the cost is O(total bytes) however the input is split. Bytes of a message that began
 * in caller-owned strings (msgpack_stream_next_in) are copied to pending.
 */
typedef struct {
	char *buf;
	size_t len;
	size_t cap;
	size_t head;        /* buf[head..len) is not consumed yet */
	size_t msg_start;   /* start in buf of the message in progress, unless in_pending */
	smart_str pending;  /* the consumed bytes of a message in progress that began outside buf */
	bool in_pending;
	msgpack_scanner scanner;
} msgpack_stream;

void msgpack_stream_init(msgpack_stream *st);
void msgpack_stream_destroy(msgpack_stream *st);
/* Adds bytes after the unconsumed ones. Invalidates message pointers handed out before. */
void msgpack_stream_append(msgpack_stream *st, const char *data, size_t len);
/* Forgets the message in progress and any scan error: its consumed bytes are dropped, unconsumed ones stay. */
void msgpack_stream_discard(msgpack_stream *st);
/*
 * Scans the buffered bytes for the end of the next message. DONE: *msg and *msg_len give its bytes (valid until the
 * stream is next changed) and the head is past it. MORE: the head is past every whole field scanned. ERROR: the head
 * is on the offending byte, st->scanner.error says why, and every call returns ERROR until msgpack_stream_discard().
 */
msgpack_scan_result msgpack_stream_next(msgpack_stream *st, uint32_t max_depth, const char **msg, size_t *msg_len);
/*
 * The same over a caller's string from *offset (<= len), which is advanced like the head (PECL's direct mode). The
 * message in progress may have begun in earlier strings or in the buffer; *msg may point into str.
 */
msgpack_scan_result msgpack_stream_next_in(msgpack_stream *st, uint32_t max_depth, const char *str, size_t len,
	size_t *offset, const char **msg, size_t *msg_len);

static zend_always_inline bool msgpack_stream_in_message(const msgpack_stream *st)
{
	return msgpack_scanner_busy(&st->scanner);
}

/* Bytes fed and not consumed yet (a message in progress in buf counts as consumed up to its scan position). */
static zend_always_inline size_t msgpack_stream_unconsumed(const msgpack_stream *st)
{
	return st->len - st->head;
}

#endif /* MSGPACK_CODEC_H */
