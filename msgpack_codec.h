/*
 * msgpack for PHP: the codec, layer 2 of 4 (wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * One encoder (msgpack_encoder.h: packer.c, packer_php.c), one decoder (msgpack_decoder.h: unpacker.c,
 * unpacker_php.c), the streaming scanner (msgpack_scanner.h: scanner.c). This header holds what they share: options,
 * error codes, the per-thread state and the C stack check (codec.c), and the value classes they produce and consume
 * (types.c, ext_timestamp.c). Every front end calls the codec; the codec includes nothing above it: it records why it
 * stopped as {code, offset} in its context, and calls front-end code (transformers, extensions) only through the
 * function pointers it is handed.
 */
#ifndef MSGPACK_CODEC_H
#define MSGPACK_CODEC_H

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

/* 16 bytes as two words. Words, not byte arrays: an array would take stack in every recursive decoder frame of a
 * sanitizer build. */
msgpack_inline void msgpack_copy_16(unsigned char *dst, const char *src)
{
	uint64_t a, b;

	memcpy(&a, src, 8);
	memcpy(&b, src + 8, 8);
	memcpy(dst, &a, 8);
	memcpy(dst + 8, &b, 8);
}

/*
 * Copies len bytes (the buffers do not overlap). Up to 64 bytes without a libc call, which costs more than the copy
 * (10,000 strings of 32 bytes decoded in 64-66 µs instead of 123-126; of 40 or 64 bytes, in 81-84 instead of 127-130:
 * benchmarks/string-lengths.php): most keys and many values (ids, hashes, UUIDs, names) are that short.
 */
msgpack_inline void msgpack_copy_bytes(unsigned char *dst, const char *src, size_t len)
{
	if (len > 64) {
		memcpy(dst, src, len);
	} else if (len > 32) {
		/* the first 32 and the last 32, overlapping */
		msgpack_copy_16(dst, src);
		msgpack_copy_16(dst + 16, src + 16);
		msgpack_copy_16(dst + len - 32, src + len - 32);
		msgpack_copy_16(dst + len - 16, src + len - 16);
	} else if (len > 16) {
		msgpack_copy_16(dst, src);
		msgpack_copy_16(dst + len - 16, src + len - 16);
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
 * The deepest nesting a user may configure. The codec recurses once per level; optimised x86-64 builds take at most
 * about 190 bytes a level (packing a map), 6 MB at the limit, inside the usual 8 MB. Smaller stacks (Fibers, threads)
 * and builds that take more (i386: 320 bytes; -O0, sanitizers) are left to the stack guard (msgpack_stack_exhausted()),
 * which stops the codec cleanly before this limit.
 */
#define MSGPACK_MAX_DEPTH_LIMIT 32768

/*
 * Option bits: each names a behaviour of the encoder (E), the decoder (D) or both. A front end chooses them once per
 * call; the codec never learns who called it. What a front end does with ext values, big integers, objects the
 * encoder has no form for and notices, it says through hooks (msgpack_encoder.object_hook, msgpack_decoder.ext_hook
 * and bigint_hook, msgpack_options.notice).
 */
#define MSGPACK_OPT_PHP_ONLY           (1u << 0)  /* E D: PECL's PHP-only format (objects, references; unpacker_php.c) */
#define MSGPACK_OPT_ASSOC              (1u << 1)  /* D: maps become arrays (else stdClass objects) */
#define MSGPACK_OPT_ILLEGAL_KEY_INSERT (1u << 2)  /* D: a map key PHP arrays cannot have: key and value appended */
#define MSGPACK_OPT_STR8               (1u << 3)  /* E: str8 for 32..255-byte strings (else str16) */
#define MSGPACK_OPT_FORCE_F32          (1u << 4)  /* E: floats as float32 */
#define MSGPACK_OPT_CLASSES_LISTED     (1u << 5)  /* D: only the classes in allowed_classes are instantiated */
#define MSGPACK_OPT_STRICT_KEYS        (1u << 6)  /* D: a map key that is not an int, str or bin is an error */
#define MSGPACK_OPT_CUT_RECURSION      (1u << 7)  /* E: an array or object met again inside itself is written as nil */
#define MSGPACK_OPT_EXT_TYPES          (1u << 8)  /* D: ext values of the registry's types (msgpack_ext.h) become their
                                                   *    classes; any other ext value is a MessagePack\Type\Ext */
#define MSGPACK_OPT_STR_AS_BIN         (1u << 9)  /* E: strings as bin (PackOptions::FORCE_BIN) */
#define MSGPACK_OPT_STR_DETECT         (1u << 10) /* E: valid UTF-8 as str, the rest bin (PackOptions::DETECT_STR_BIN) */
#define MSGPACK_OPT_ARRAY_AS_LIST      (1u << 11) /* E: every array as a list (PackOptions::FORCE_ARR) */
#define MSGPACK_OPT_ARRAY_AS_MAP       (1u << 12) /* E: every array as a map (PackOptions::FORCE_MAP) */
#define MSGPACK_OPT_RECORDS            (1u << 13) /* E: string-keyed maps as records; D: records read (msgpack_compact.h) */
#define MSGPACK_OPT_STRING_REFS        (1u << 14) /* E: repeated strings written once; D: string references read */
#define MSGPACK_OPT_UINT8_IDS          (1u << 15) /* E: the ints 64..127 as uint8, the record id bytes (set with RECORDS,
                                                   *    kept by parts of a records message written without them) */
#define MSGPACK_OPT_UNSUPPORTED_FAILS  (1u << 16) /* E: a value whose type has no encoding (a resource) stops the encode
                                                   *    with MSGPACK_ERR_UNSUPPORTED (else it is written as nil) */
#define MSGPACK_OPT_COMPACT_EXTS_TAKEN (1u << 17) /* E: plain output for readers that read compact mode: a
                                                   *    MessagePack\Type\Ext of compact mode's types is refused
                                                   *    (MSGPACK_ERR_INVALID), as with RECORDS or STRING_REFS */
#define MSGPACK_OPT_BUNDLES            (1u << 18) /* D: msgpackr's bundled strings read (ext 0x62 and 0xc1; with RECORDS) */
#define MSGPACK_OPT_ARRAY_DEFS_TAKEN   (1u << 19) /* D: ext type 0x41 is the caller's (its ext_hook takes it): the scanner
                                                   *    frames `c7 00 41` alone, as an ext value, not with the value after */
#define MSGPACK_OPT_COMPACT_ANY        (MSGPACK_OPT_RECORDS | MSGPACK_OPT_STRING_REFS | MSGPACK_OPT_BUNDLES)
/*
 * The top 8 bits are the front ends' own (MSGPACK_PECL_OPT_THROW_BIT, ...): choices a front end carries in its options
 * alongside the codec's, which the codec never reads.
 */
#define MSGPACK_OPT_FRONT_END_FIRST    (1u << 24)

/* Something the codec met and went on after, which a front end may report (msgpack_options.notice). */
typedef enum {
	MSGPACK_NOTICE_ILLEGAL_KEY,        /* D: a map key of a type PHP arrays cannot have, converted or inserted */
	MSGPACK_NOTICE_CALLBACK_UNDEFINED, /* D: unserialize_callback_func is not callable (subject: its value) */
	MSGPACK_NOTICE_CALLBACK_NO_CLASS,  /* D: the callback did not define the class (subject: the function) */
	MSGPACK_NOTICE_NO_UNSERIALIZER,    /* D: a Serializable marker for a class without unserialize() (subject: it) */
	MSGPACK_NOTICE_BAD_REFERENCE,      /* D: a back-reference naming nothing usable (subject: the id PECL counts) */
	MSGPACK_NOTICE_SLEEP_NOT_ARRAY,    /* E: __sleep() returned no array; the object is written as nil */
	MSGPACK_NOTICE_SLEEP_NOT_STRING,   /* E: __sleep() returned a name that is not a string; it is left out */
	MSGPACK_NOTICE_SLEEP_MISSING,      /* E: __sleep() named a property the object lacks (subject: the name) */
} msgpack_notice;

/* Reports a notice; FAILURE when an exception is pending afterwards (an error handler threw): the codec stops. */
typedef zend_result (*msgpack_notice_hook)(msgpack_notice notice, const char *subject);

typedef struct {
	uint32_t flags;
	uint32_t max_depth;
	/*
	 * Decode, with MSGPACK_OPT_CLASSES_LISTED: lower-cased names of the classes that may be instantiated (an empty
	 * table or NULL: none, like unserialize()'s allowed_classes => false); other classes become
	 * __PHP_Incomplete_Class. Owned by whoever filled it.
	 */
	HashTable *allowed_classes;
	msgpack_notice_hook notice; /* NULL: notices are not reported */
	/* MSGPACK_OPT_RECORDS: key lists shared with the other side (msgpack_compact.h), or NULL; the encoder appends */
	struct msgpack_structures *structures;
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
	MSGPACK_ERR_INVALID,      /* D: well-formed MessagePack that cannot become a PHP value (the decoder says why); E: a
	                           * MessagePack\\Type\\Ext of a type compact mode owns, in compact mode */
	MSGPACK_ERR_MAP_KEY,      /* MSGPACK_OPT_STRICT_KEYS: a key that is not an int, str or bin (at its first byte) */
	MSGPACK_ERR_UNSUPPORTED,  /* E, MSGPACK_OPT_UNSUPPORTED_FAILS: a value whose type has no encoding (a resource) */
} msgpack_error;

/*
 * The MessagePack\Exception classes the codes become where a front end throws them (the MessagePack\ classes always,
 * the PECL API in throw mode). Defined here because both front ends use them and neither may use the other; the
 * module registers them; the codec throws none.
 */
extern zend_class_entry *msgpack_ce_packing_failed;
extern zend_class_entry *msgpack_ce_unpacking_failed;
extern zend_class_entry *msgpack_ce_insufficient_data;

/*
 * PECL's PHP-only format (msgpack.php_only; packer_php.c writes it, unpacker_php.c reads it): a map whose first key
 * is nil carries one of these markers as that key's value, then the object's class, properties or target.
 */
#define MSGPACK_MARKER_REFERENCE        1
#define MSGPACK_MARKER_RECURSIVE        2
#define MSGPACK_MARKER_CUSTOM_OBJECT    3
#define MSGPACK_MARKER_OBJECT           4
#define MSGPACK_MARKER_OBJECT_REFERENCE 5
#define MSGPACK_MARKER_ENUM             6

/* ---- calls in progress, for fatal errors ---------------------------------------------------------------------- */

/*
 * A fatal error (E_ERROR, E_USER_ERROR, a timeout, memory_limit, a compile error in user code the codec runs) ends
 * the request with a longjmp from wherever it happens: nothing on the way back runs. State a call changes and restores
 * on its way out (an object's busy flag or nesting depth, a buffer position, the engine's recursion marks on the
 * values being encoded) would stay changed for shutdown functions and the session write at request end. So a call
 * that changes such state registers a frame while it runs; on a fatal error, before the engine unwinds, each frame's
 * abandon function (newest first) puts its state back as a new call finds it (msgpack_frames_abandon(), codec.c).
 * An abandon function runs inside the error handler: it restores fields, and neither allocates nor calls user code.
 */
typedef struct msgpack_frame msgpack_frame;
typedef void (*msgpack_frame_abandon)(msgpack_frame *frame);

struct msgpack_frame {
	msgpack_frame *older;
	msgpack_frame *newer;
	msgpack_frame_abandon abandon; /* NULL once abandoned: the frame is no longer listed */
};

/* ---- per-thread state (the module globals, defined in codec.c) ------------------------------------------------- */

/* Direct-mapped cache of decoded map keys; 2^12 slots. See msgpack_caches.h. */
#define MSGPACK_KEY_CACHE_BITS 12
#define MSGPACK_KEY_CACHE_SIZE (1u << MSGPACK_KEY_CACHE_BITS)

/* Map shapes (key layouts seen repeatedly) with their template tables; 2^8 slots. See msgpack_caches.h. */
#define MSGPACK_SHAPE_CACHE_BITS 8
#define MSGPACK_SHAPE_CACHE_SIZE (1u << MSGPACK_SHAPE_CACHE_BITS)

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
	uint64_t value_lookups;  /* string values looked up in the key cache to be shared */
	uint64_t value_shared;   /* ... of which were a cached string */
	uint64_t value_compared; /* bytes those lookups compared */
	uint64_t shaped_maps;    /* maps decoded as a copy of their shape's template */
	uint64_t suspends;       /* decodes that kept their open containers for want of bytes */
	uint64_t resumes;        /* suspended decodes taken up again */
	uint64_t resumed_opens;  /* open containers those took up (each one's loop goes on where it stopped) */
} msgpack_counters;

/*
 * The msgpack.* INI settings, as the module's INI entries write them (msgpack.c). The codec never reads them: each
 * front end reads them in one place (msgpack_pecl_options(), msgpack_lib_max_depth()) and passes options down.
 */
typedef struct {
	bool error_display;
	bool php_only;
	bool assoc;
	bool illegal_key_insert;
	bool use_str8_serialization;
	bool force_f32;
	bool throw_errors; /* msgpack.throw: the PECL API throws MessagePack\Exception\* instead of warning */
	zend_long max_depth;
	uint32_t compact;  /* msgpack.compact: MSGPACK_COMPACT_OFF, _RECORDS or _FULL, which are what it writes */
	bool compact_read; /* msgpack.compact is not 0 (read, records, full): compact mode's forms are read */
} msgpack_settings;

/* msgpack_last_error() and msgpack_last_error_msg(): what the last PECL API call failed with (pecl_functions.c). */
#define MSGPACK_LAST_ERROR_SIZE 256 /* holds the longest message: a 192-byte detail and " at offset <20 digits>" */
typedef struct {
	zend_long code;                         /* a MSGPACK_PECL_ERROR_* (msgpack_pecl.h); 0: none */
	char message[MSGPACK_LAST_ERROR_SIZE];  /* the message of the exception throw mode throws; read when code is not 0 */
} msgpack_last_error;

#define MSGPACK_COMPACT_OFF     0
#define MSGPACK_COMPACT_RECORDS MSGPACK_OPT_RECORDS
#define MSGPACK_COMPACT_FULL    (MSGPACK_OPT_RECORDS | MSGPACK_OPT_STRING_REFS)

ZEND_BEGIN_MODULE_GLOBALS(msgpack)
	msgpack_settings settings;
	/* The PECL front end's, written by the API calls that report it (not sessions, APCu, the C API). */
	msgpack_last_error last_error;
	/* The codec's own state. The C stack the codec runs on (see codec.c): PHP 8.2 per Fiber; 8.3+ the thread's own
	 * stack where the engine has no real limit for it */
	uintptr_t stack_limit;      /* lowest address the codec may recurse to on the current stack; 0: unknown */
	uintptr_t stack_bottom;     /* lowest address of the current stack */
	const void *stack_context;  /* 8.2: the Fiber context stack_limit belongs to; 8.3+: EG(stack_base) on the stack
	                               stack_limit belongs to (MSGPACK_STACK_ENGINE: none) */
	uintptr_t main_stack_limit; /* 8.2: the thread's own stack, found once */
	uintptr_t main_stack_bottom;
	bool stack_limit_known;
	uint32_t key_cache_calls;
	zend_string *key_cache[MSGPACK_KEY_CACHE_SIZE];
	uint32_t key_cache_generation[MSGPACK_KEY_CACHE_SIZE]; /* the call that last used each slot */
	/* The slots this request filled, in the order it filled them: request end releases these, not every slot. */
	uint16_t key_cache_filled[MSGPACK_KEY_CACHE_SIZE];
	uint32_t key_cache_filled_len;
	msgpack_shape shapes[MSGPACK_SHAPE_CACHE_SIZE];
	uint8_t shapes_filled[MSGPACK_SHAPE_CACHE_SIZE];
	uint32_t shapes_filled_len;
	/* The newest registered frame (see msgpack_frame). */
	msgpack_frame *frames;
	/* The output buffer of the last small top-level encode, kept for the next one (msgpack_output_open()); NULL while
	 * an encode has it, and between requests. */
	zend_string *output_scratch;
	size_t output_scratch_cap;
	/* The MessagePack\ front end: the overridden methods of Packer and BufferUnpacker subclasses, by class entry
	 * (lib_overrides.c; request memory, NULL until a subclass is instantiated) */
	HashTable *lib_overrides;
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

/* More than one level of the codec and the user code it calls takes, in any build (see msgpack_stack_exhausted()). */
#define MSGPACK_STACK_MARGIN (32 * 1024)

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

#ifdef ZEND_CHECK_STACK_LIMIT
/* An EG(stack_base) no stack has: the engine's limit holds everywhere (msgpack_stack_limit_init()). */
# define MSGPACK_STACK_ENGINE ((const void *) UINTPTR_MAX)
#endif

static zend_always_inline bool msgpack_stack_exhausted(void)
{
#ifdef ZEND_CHECK_STACK_LIMIT
	/*
	 * PHP 8.3+: the engine keeps EG(stack_limit) right for the running Fiber, and checks it itself when user code is
	 * called. The codec stops MSGPACK_STACK_MARGIN above it: a recursion through user code the codec calls (a Packer
	 * override that packs again) then ends with the codec's error, checked at every level, and not with the engine's,
	 * whichever of the two checks the stack's layout would have reached first. On the thread's own stack where the
	 * engine has no real limit (it could not find the stack, or its checks are off) the codec's own holds instead.
	 */
	if (UNEXPECTED(EG(stack_base) == MSGPACK_G(stack_context))) {
		uintptr_t sp = (uintptr_t) zend_call_stack_position();
		return UNEXPECTED(sp <= MSGPACK_G(stack_limit)) && sp >= MSGPACK_G(stack_bottom);
	}
	return zend_call_stack_overflowed((char *) EG(stack_limit) + MSGPACK_STACK_MARGIN);
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

/*
 * Registers frame while a call runs; pair with msgpack_frame_leave(). Frames are listed both ways: a Fiber suspended
 * inside a call may leave its frame after a newer one of another Fiber.
 */
static zend_always_inline void msgpack_frame_enter(msgpack_frame *frame, msgpack_frame_abandon abandon)
{
	msgpack_frame *newest = MSGPACK_G(frames);

	frame->abandon = abandon;
	frame->newer = NULL;
	frame->older = newest;
	if (newest) {
		newest->newer = frame;
	}
	MSGPACK_G(frames) = frame;
}

static zend_always_inline void msgpack_frame_leave(msgpack_frame *frame)
{
	if (UNEXPECTED(!frame->abandon)) {
		/* Abandoned by a fatal error while this call was suspended in a Fiber: unlinked already. */
		return;
	}
	if (frame->older) {
		frame->older->newer = frame->newer;
	}
	if (frame->newer) {
		frame->newer->older = frame->older;
	} else {
		MSGPACK_G(frames) = frame->older;
	}
}

/* Installs the fatal error hook that abandons the registered frames (MINIT), and removes it (MSHUTDOWN). */
void msgpack_frames_register(void);
void msgpack_frames_unregister(void);

/* Finds this thread's stack limit once (RINIT, and the session serializer's callbacks, which may run before it). */
void msgpack_stack_limit_init(void);
/* PHP 8.2: follows Fiber switches (MINIT). */
void msgpack_stack_limit_register(void);
/* Releases the request's key cache and map shapes (after every module's RSHUTDOWN). */
void msgpack_codec_request_end(void);

/* Reports a notice through hook when there is one; FAILURE when the report left an exception pending. */
static zend_always_inline zend_result msgpack_codec_notice(msgpack_notice_hook hook, msgpack_notice notice,
	const char *subject)
{
	return hook ? hook(notice, subject) : SUCCESS;
}

#endif /* MSGPACK_CODEC_H */
