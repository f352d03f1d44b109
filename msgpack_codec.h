/*
 * msgpack for PHP: the codec, layer 2 of 4 (wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * One encoder (msgpack_encoder.h: packer.c, packer_php.c), one decoder (msgpack_decoder.h: unpacker.c,
 * unpacker_php.c), the streaming scanner (msgpack_scanner.h: scanner.c). This header holds what they share: options
 * and error codes (msgpack_options.h), the per-thread state and the C stack check (codec.c), and the value classes
 * they produce and consume (types.c, ext_timestamp.c). Every front end calls the codec; the codec includes nothing above it: it records why it
 * stopped as {code, offset} in its context, and calls front-end code (transformers, extensions) only through the
 * function pointers it is handed.
 */
#ifndef MSGPACK_CODEC_H
#define MSGPACK_CODEC_H

#include "msgpack_compat.h"
#include "msgpack_wire.h"
#include "msgpack_options.h"
#include "zend_fibers.h"

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

/*
 * The capacity a buffer of capacity a grows to for need bytes. smart_str grows to the next page only. Below 2 MB the
 * Zend allocator mostly extends such a block in place, and larger steps would copy it more often; from 2 MB a block is
 * a mapping of its own, and each step was a mremap() call or a copy (a 20 MB output: 8,772 mremap() calls, and minutes
 * under qemu). From there it grows by half at least. Results are trimmed to their length when taken
 * (smart_str_extract()).
 */
#define MSGPACK_GROW_GEOMETRIC_FROM (2 * 1024 * 1024)

msgpack_inline size_t msgpack_grow_capacity(size_t a, size_t need)
{
	if (UNEXPECTED(need >= MSGPACK_GROW_GEOMETRIC_FROM) && need - a < a / 2) {
		return a + a / 2;
	}
	return need;
}

/* Room in buf for n more bytes, grown as msgpack_grow_capacity() says. */
void msgpack_smart_str_grow(smart_str *buf, size_t n);

msgpack_inline void msgpack_smart_str_reserve(smart_str *buf, size_t n)
{
	if (UNEXPECTED(buf->s == NULL) || UNEXPECTED(n >= buf->a - ZSTR_LEN(buf->s))) {
		msgpack_smart_str_grow(buf, n);
	}
}

/* A call in progress that a fatal error must put right (msgpack_frames.h). */
typedef struct msgpack_frame msgpack_frame;

/* ---- per-thread state (the module globals, defined in codec.c) ------------------------------------------------- */

/* The decoder caches' slots (map keys, map shapes, declared properties, object shapes). */
#include "msgpack_cache_slots.h"

/*
 * Work counters for tests (msgpack_test_counters()), compiled into PHP debug builds and builds with
 * -DMSGPACK_TEST_COUNTERS only: release builds pay nothing. Tests use them to check that a cost is linear.
 */
#if ZEND_DEBUG && !defined(MSGPACK_TEST_COUNTERS)
# define MSGPACK_TEST_COUNTERS 1
#endif

typedef struct {
	uint64_t decodes;        /* msgpack_decode() calls: values decoded from their first byte */
	uint64_t decoded_bytes;  /* ... the bytes each went over, to where it ended or failed */
	uint64_t scanned_bytes;  /* bytes the streaming scanner consumed */
	uint64_t stream_moved;   /* bytes the stream buffer moved or copied after they were fed */
	uint64_t value_lookups;  /* string values looked up in the key cache to be shared */
	uint64_t value_shared;   /* ... of which were a cached string */
	uint64_t value_compared; /* bytes those lookups compared */
	uint64_t shaped_maps;    /* maps decoded as a copy of their shape's template */
	uint64_t shape_misses;   /* ... whose keys then differed from the template's */
	uint64_t shaped_names;   /* object property names found as their class's object shape has them */
	uint64_t fresh_strings;  /* string values made without the value cache at map-shape positions learnt fresh */
	uint64_t shared_lists;   /* property values that were a small list noted in their object shape (no decode) */
	uint64_t suspends;       /* decodes that kept their open containers for want of bytes */
	uint64_t resumes;        /* suspended decodes taken up again */
	uint64_t resumed_opens;  /* open containers those took up (each one's loop goes on where it stopped) */
	uint64_t offset_scans;   /* direct mode: $offset scans begun where a cut decode stopped, inside its open containers */
	uint64_t offset_mismatches; /* ... that ended elsewhere than a scan of every byte (checked in test builds) */
	uint64_t scan_set_opens; /* open containers pushed to set a scan up where a suspended decode stopped */
	uint64_t large_grows;    /* reallocations of an output or a gathered message to 2 MB or more (msgpack_grow_capacity()) */
	uint64_t records_copied; /* records a copy of a table of records took a reference to (msgpack_record_table_copy()) */
	uint64_t structures_probes; /* compact packing with a Structures: its entries a key list's lookup walked */
	uint64_t string_probes;  /* compact packing: entries of the table of strings written a value's lookup walked */
	uint64_t lent_pieces;    /* pieces a suspended decode went on in where they were (not copied into a buffer) */
	uint64_t stitched_bytes; /* bytes copied to put together the unit a piece's end cut (msgpack_suspended_stitch()) */
	uint64_t appended_bytes; /* bytes append() and feed() copied into a buffer */
	uint64_t guarded_writes; /* SAPI writes and flushes run where a bailout is caught: a frame was in a call */
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
	/* Counts every write of the settings above (startup, ini_set(), ini_restore(), the restore at request end), so that
	 * a front end derives its options once per change instead of once per call. 64 bits: it never wraps. */
	uint64_t generation;
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
	/* The newest registered frame (see msgpack_frame); lib_looks changes when user code in a BufferUnpacker's decode
	 * sees where its bytes end, or msgpack.max_depth changes; lib_dropping: not 0 while a failed BufferUnpacker decode's
	 * partial value is destroyed (its destructors: that decode's code). With the settings: the one line (codec.c aligns
	 * the globals) a streaming call touches. frames_in_call: see msgpack_frames_in_call(). */
	msgpack_frame *frames;
	uint32_t key_cache_calls, lib_looks, lib_dropping, frames_in_call;
	/* The PECL front end's, written by the API calls that report it (not sessions, APCu, the C API). */
	msgpack_last_error last_error;
	/* The PECL front end's options from the settings, made at generation pecl_options_generation - 1 (0: never) */
	msgpack_options pecl_options;
	uint64_t pecl_options_generation;
	/* The codec's own state. The C stack the codec runs on (see codec.c): PHP 8.2 per Fiber; 8.3+ the thread's own
	 * stack where the engine has no real limit for it */
	uintptr_t stack_limit;      /* lowest address the codec may recurse to on the current stack; 0: unknown */
	uintptr_t stack_bottom;     /* lowest address of the current stack */
	const void *stack_context;  /* 8.2: the Fiber context stack_limit belongs to; 8.3+: EG(stack_base) on the stack
	                               stack_limit belongs to (MSGPACK_STACK_ENGINE: none) */
	msgpack_key_slot key_cache[MSGPACK_KEY_CACHE_SIZE];
	/* The slots this request filled, in the order it filled them: request end releases these, not every slot. */
	uint16_t key_cache_filled[MSGPACK_KEY_CACHE_SIZE];
	uint32_t key_cache_filled_len;
	/* the slot of the class name the last PHP-only object had (msgpack_decode_php_map()): the next one compares it */
	uint32_t class_name_slot;
	msgpack_shape shapes[MSGPACK_SHAPE_CACHE_SIZE];
	/* by depth (modulo): the slot of the shape the last map there came through (msgpack_decode_map_table()) */
	uint8_t shape_memo[MSGPACK_SHAPE_MEMO_DEPTHS];
	uint8_t shapes_filled[MSGPACK_SHAPE_CACHE_SIZE];
	uint32_t shapes_filled_len;
	msgpack_prop_slot props[MSGPACK_PROP_CACHE_SIZE];
	uint8_t props_filled[MSGPACK_PROP_CACHE_SIZE];
	uint32_t props_filled_len;
	msgpack_obj_shape obj_shapes[MSGPACK_OBJ_SHAPE_CACHE_SIZE];
	bool obj_shapes_filled;
	bool stack_limit_known; /* (main_stack_*'s: here, so that key_cache keeps its offset and the lookups their code) */
	/* fatal errors this thread has seen: a busy mark taken before the last one is stale (msgpack_busy) */
	uint32_t fatal_errors;
	/* The output buffer of the last small top-level encode, kept for the next one (msgpack_output_open()); NULL while
	 * an encode has it, and between requests. */
	zend_string *output_scratch;
	size_t output_scratch_cap;
	/* The MessagePack\ front end: the overridden methods of Packer and BufferUnpacker subclasses, by class entry
	 * (lib_overrides.c; request memory, NULL until a subclass is instantiated) */
	HashTable *lib_overrides;
	/* 8.2: the thread's own stack, found once. Here: key_cache begins at 384, no slot across two lines. */
	uintptr_t main_stack_limit, main_stack_bottom;
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

/* Calls in progress and busy marks, for fatal errors (they read the globals above). */
#include "msgpack_frames.h"

/* Finds this thread's stack limit once (RINIT, and the session serializer's callbacks, which may run before it). */
void msgpack_stack_limit_init(void);
/* PHP 8.2: follows Fiber switches (MINIT). */
void msgpack_stack_limit_register(void);
/* Releases the request's key cache and map shapes (after every module's RSHUTDOWN). */
void msgpack_codec_request_end(void);

/* A memory_limit error an engine delayed: raised now, then the bailout (msgpack_memory_check()). */
ZEND_COLD ZEND_NORETURN void msgpack_memory_exhausted(void);

/* Reports a notice through hook when there is one; FAILURE when the report left an exception pending. */
static zend_always_inline zend_result msgpack_codec_notice(msgpack_notice_hook hook, msgpack_notice notice,
	const char *subject)
{
	return hook ? hook(notice, subject) : SUCCESS;
}

/*
 * Engines that delay a memory_limit error (EG(delayed_oom): PHP 8.2.36, 8.4.27) raise it where the VM next looks, and
 * end the process ("Hard memory limit ... exhausted") where C code allocates on past twice the limit. The codec looks
 * at every container, as such an engine's own loops do, and ends the request there as engines that raise the error in
 * the allocation end it: the fatal error (the codec's fatal-error hook puts every call in progress right), then a
 * bailout. (The engine's own way on, an exit thrown as UnwindExit, would run the codec's unwinding after that hook.)
 */
static zend_always_inline void msgpack_memory_check(void)
{
#ifdef ZEND_HAS_OOM
	if (UNEXPECTED(EG(delayed_oom).state == ZEND_OOM_STATE_PENDING)) {
		msgpack_memory_exhausted();
	}
#endif
}

#endif /* MSGPACK_CODEC_H */
