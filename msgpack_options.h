/*
 * msgpack for PHP: what a front end tells the codec and what the codec tells it back: option bits, msgpack_options,
 * notice and error codes, the exception classes both front ends throw, PECL's PHP-only markers. Codec layer
 * (msgpack_codec.h includes it; docs/INTERNALS.md).
 */
#ifndef MSGPACK_OPTIONS_H
#define MSGPACK_OPTIONS_H

#include "msgpack_compat.h"

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
#define MSGPACK_OPT_WRITE_THROUGH      (1u << 20) /* E: set with msgpack_encoder.write (packToStream()): a str, bin or ext
                                                   *    payload over 64 KiB goes out from where it is (not for options) */
#define MSGPACK_OPT_SCAN_COMPACT       (1u << 21) /* D: the scanner judges more of compact mode as the decoder does (record
                                                   *    ids, string and array references: msgpack_scanner.judge); ext types
                                                   *    0x53, 0x5e, 0x41 and 0x40 are compact mode's (no ext_hook takes them) */
#define MSGPACK_OPT_EXT_OBJECTS        (1u << 22) /* D, with SCAN_COMPACT: no ext_hook takes any type, so an ext
                                                   *    value of a type not compact mode's is an object (the scanner
                                                   *    judges an array definition holding one as the decoder does) */
#define MSGPACK_OPT_COMPACT_ANY        (MSGPACK_OPT_RECORDS | MSGPACK_OPT_STRING_REFS | MSGPACK_OPT_BUNDLES)
/*
 * The top 8 bits are the front ends' own (MSGPACK_PECL_OPT_THROW_BIT, ...): choices a front end carries in its options
 * alongside the codec's, which the codec never reads.
 */
#define MSGPACK_OPT_FRONT_END_FIRST    (1u << 24)

/* Something the codec met and went on after, which a front end may report (msgpack_options.notice). */
typedef enum {
	MSGPACK_NOTICE_ILLEGAL_KEY,        /* D: a map key of a type PHP arrays cannot have, converted or inserted */
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

#endif /* MSGPACK_OPTIONS_H */
