/*
 * msgpack for PHP: the MessagePack\ front end, layer 3 of 4 (wire -> codec -> front ends -> module; see
 * docs/INTERNALS.md).
 *
 * rybakit/msgpack.php's API on the codec: Packer (lib_packer.c), BufferUnpacker (lib_buffer_unpacker.c), the options
 * classes (lib_options.c), the exceptions and their texts (lib_exceptions.c), the transformers and TimestampExtension
 * (lib_transformers.c) and the MessagePack facade (lib_facade.c). Errors the codec recorded become these exceptions.
 */
#ifndef MSGPACK_LIB_H
#define MSGPACK_LIB_H

#include "msgpack_encoder.h"
#include "msgpack_decoder.h"
#include "msgpack_scanner.h"

extern zend_class_entry *msgpack_ce_can_be_packed;
extern zend_class_entry *msgpack_ce_can_pack;
extern zend_class_entry *msgpack_ce_extension;
extern zend_class_entry *msgpack_ce_pack_options;
extern zend_class_entry *msgpack_ce_unpack_options;
extern zend_class_entry *msgpack_ce_packer;
extern zend_class_entry *msgpack_ce_buffer_unpacker;
extern zend_class_entry *msgpack_ce_timestamp_extension;
extern zend_class_entry *msgpack_ce_traversable_transformer;
extern zend_class_entry *msgpack_ce_invalid_option;
extern zend_class_entry *msgpack_ce_structures;

/*
 * An int parameter that refuses null as a userland `int` parameter does (internal functions otherwise accept it with
 * a deprecation), for methods whose library signature is typed; strict_types callers get no coercion either.
 */
#define MSGPACK_PARAM_LONG_NOT_NULL(dest) \
	Z_PARAM_ZVAL(_msgpack_arg) \
	if (EXPECTED(Z_TYPE_P(_msgpack_arg) == IS_LONG)) { \
		dest = Z_LVAL_P(_msgpack_arg); \
	} else if (ZEND_ARG_USES_STRICT_TYPES() || Z_TYPE_P(_msgpack_arg) == IS_NULL || Z_TYPE_P(_msgpack_arg) == IS_ARRAY \
			|| Z_TYPE_P(_msgpack_arg) == IS_OBJECT || !zend_parse_arg_long_weak(_msgpack_arg, &dest, _i)) { \
		if (!EG(exception)) { \
			zend_argument_type_error(_i, "must be of type int, %s given", zend_zval_type_name(_msgpack_arg)); \
		} \
		RETURN_THROWS(); \
	}

/* The same for a `string` parameter (num: its position, for the message). */
#define MSGPACK_PARAM_STR_NOT_NULL(dest, arg, num) \
	Z_PARAM_ZVAL(arg) \
	if (Z_TYPE_P(arg) == IS_STRING) { \
		dest = Z_STR_P(arg); \
	} else if (ZEND_ARG_USES_STRICT_TYPES() || Z_TYPE_P(arg) == IS_NULL || !msgpack_parse_arg_str_weak(arg, &dest, num)) { \
		if (!EG(exception)) { \
			zend_argument_type_error(num, "must be of type string, %s given", zend_zval_type_name(arg)); \
		} \
		RETURN_THROWS(); \
	}

/* lib_exceptions.c: the library's exceptions, with its messages */
ZEND_COLD void msgpack_lib_throw_insufficient_data(void);
ZEND_COLD void msgpack_lib_throw_stream_truncated(size_t pending);
ZEND_COLD void msgpack_lib_throw_seek(zend_long position);
ZEND_COLD void msgpack_lib_throw_unknown_code(zend_long code);
ZEND_COLD void msgpack_lib_throw_unexpected_code(zend_long code, const char *type);
ZEND_COLD void msgpack_lib_throw_invalid_map_key(zend_long code);
ZEND_COLD void msgpack_lib_throw_unpacking_failed(const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 1, 2);
ZEND_COLD void msgpack_lib_throw_packing_failed(const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 1, 2);
ZEND_COLD void msgpack_lib_throw_unsupported_type(zval *value);
ZEND_COLD void msgpack_lib_throw_invalid_option(const char *name, const char *const *options, uint32_t count);
/* InvalidOptionException with a message of our own. */
ZEND_COLD void msgpack_lib_throw_invalid_option_message(const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 1, 2);

/* The PackOptions and UnpackOptions constants (msgpack.stub.php binds them with @cvalue). */
#define MSGPACK_PACK_FORCE_STR      1
#define MSGPACK_PACK_FORCE_BIN      2
#define MSGPACK_PACK_DETECT_STR_BIN 4
#define MSGPACK_PACK_FORCE_ARR      8
#define MSGPACK_PACK_FORCE_MAP      16
#define MSGPACK_PACK_DETECT_ARR_MAP 32
#define MSGPACK_PACK_FORCE_FLOAT32  64
#define MSGPACK_PACK_FORCE_FLOAT64  128

#define MSGPACK_UNPACK_BIGINT_AS_STR 1
#define MSGPACK_UNPACK_BIGINT_AS_GMP 2
#define MSGPACK_UNPACK_BIGINT_AS_DEC 4
#define MSGPACK_PACK_RECORDS        256
#define MSGPACK_PACK_COMPACT        512
#define MSGPACK_PACK_SEQUENTIAL     1024
#define MSGPACK_UNPACK_COMPACT      512

/* The Packer's own flag beside the encoder's (PackOptions::SEQUENTIAL): records kept from one pack() to the next. */
#define MSGPACK_LIB_OPT_SEQUENTIAL (MSGPACK_OPT_FRONT_END_FIRST << 0)

/* BufferUnpacker's bigint mode, from UnpackOptions: an integer above PHP_INT_MAX as a string, a GMP, a Decimal. */
#define MSGPACK_LIB_BIGINT_STR 0
#define MSGPACK_LIB_BIGINT_GMP 1
#define MSGPACK_LIB_BIGINT_DEC 2
#define MSGPACK_LIB_BIGINT_MODES 3
/* ... and, beside the mode, UnpackOptions::COMPACT. */
#define MSGPACK_LIB_UNPACK_COMPACT 0x100

/* lib_options.c: a constructor's $options (null, an options object or a bitmask): PackOptions as encoder flags,
 * UnpackOptions as a MSGPACK_LIB_BIGINT_* mode | MSGPACK_LIB_UNPACK_COMPACT; FAILURE: TypeError or
 * InvalidOptionException thrown */
zend_result msgpack_lib_pack_options(zval *options, uint32_t *flags);
zend_result msgpack_lib_unpack_options(zval *options, uint32_t *bigint_mode);
/* msgpack.max_depth: the one place this front end reads the msgpack.* settings (inline: a resume in a lent piece
 * reads it per piece). */
static zend_always_inline uint32_t msgpack_lib_max_depth(void)
{
	return (uint32_t) MSGPACK_G(settings).max_depth;
}

/* lib_transformers.c: the ext type a MessagePack\Extension class stands for when the codec implements it natively
 * (TimestampExtension), or NULL */
const msgpack_ext_type *msgpack_lib_native_extension(const zend_class_entry *ce);

/* lib_structures.c: MessagePack\Structures; the shared structures an instance owns */
void msgpack_lib_structures_class_init(void);
msgpack_structures *msgpack_lib_structures_get(zend_object *structures);
/* *slot holds the structures a Structures object owns from now on (what it held before is released). */
void msgpack_lib_structures_hold(msgpack_structures **slot, zend_object *structures);

/*
 * lib_overrides.c: the bit i set for each methods[i] (lowercase names) that ce declares or inherits from a class other
 * than base; 0 when ce is base. Found once per class and request.
 */
uint32_t msgpack_lib_overrides(zend_class_entry *ce, zend_class_entry *base, zend_string *const *methods, uint32_t count);
/*
 * Compact mode (options: the constants that ask for it) for an object whose class overrides one of methods (the bits
 * of overrides): refused with InvalidOptionException naming the first such method. Compact mode reads and writes a
 * message natively as a whole (records and strings defined once for the rest of it), where the library's code would
 * call the override for each value: rather than leave the override uncalled, or compact mode off, without a word.
 */
ZEND_COLD void msgpack_lib_throw_compact_overrides(zend_class_entry *ce, uint32_t overrides, zend_string *const *methods,
	const char *options);
/*
 * $obj->name(...args) into rv (a returned reference unwrapped): how the library's code calls a method a subclass or a
 * mock may provide. FAILURE, rv undefined: an exception is pending ("Call to undefined method" when there is none).
 */
zend_result msgpack_lib_call_method(zend_object *obj, zend_string *name, zval *rv, uint32_t argc, zval *args);
/* Drops that cache (the module's request end). */
void msgpack_lib_request_end(void);

/* lib_packer.c */
/* Packer's object (here for its compare handler, lib_compare.c) */
typedef struct {
	uint32_t flags;     /* MSGPACK_OPT_* chosen by the PackOptions */
	uint32_t overrides; /* a bit (1 << MSGPACK_LIB_PACKER_*, lib_packer.c) per method its class overrides; 0: Packer's
	                     * own dispatch */
	uint32_t sections;  /* user code this object's encodes run (transformers re-enter it): msgpack_lib_packer_frame */
	zval transformers;  /* the array given (UNDEF: none), shared with clones */
	bool natives;       /* the MessagePack facade's packer: the ext registry's classes natively, before any transformer */
	msgpack_structures *structures; /* withStructures(): shared structures, held (appended to), or NULL */
	/* PackOptions::SEQUENTIAL: the records of the stream written so far, made by the first pack() (a clone starts its
	 * own: give a stream one Packer) */
	msgpack_record_writer *writer;
	zend_object std;
} msgpack_lib_packer;

static zend_always_inline msgpack_lib_packer *msgpack_lib_packer_fetch(zend_object *obj)
{
	return (msgpack_lib_packer *) ((char *) obj - offsetof(msgpack_lib_packer, std));
}

void msgpack_lib_packer_class_init(void);
zend_result msgpack_lib_packer_pack(zend_object *packer, zval *value, zval *return_value);
void msgpack_lib_packer_init_facade(zval *out, uint32_t flags);
zend_result msgpack_lib_packer_call_method(zval *packer, const char *method, zval *args, uint32_t argc, smart_str *buf);

/*
 * lib_compare.c: the compare handler (==, <, <=>, sort(), in_array()) of the classes whose state is not in properties,
 * as the library's private properties compare; uncomparable (ZEND_UNCOMPARABLE) across classes, as PHP's own.
 * msgpack_lib_compare_with(): that handler for a class whose state(a, b) compares two objects of one class.
 */
int msgpack_lib_compare_with(zval *o1, zval *o2, int (*state)(zend_object *a, zend_object *b));
int msgpack_lib_packer_compare(zval *o1, zval *o2);
int msgpack_lib_unpacker_compare(zval *o1, zval *o2);
int msgpack_lib_structures_compare(zval *o1, zval *o2);

/* lib_buffer_unpacker.c */
void msgpack_lib_unpacker_class_init(void);
zend_result msgpack_lib_unpacker_unpack(zend_object *unpacker, zval *return_value);
zend_result msgpack_lib_unpacker_setup(zend_object *unpacker, zend_string *buffer, uint32_t options, bool timestamp);
zend_result msgpack_lib_unpacker_read(zend_object *unpacker, size_t n, const unsigned char **data);
/* The same through a subclass's read() override when there is one (*held: the string it returned, or UNDEF). */
zend_result msgpack_lib_unpacker_read_through(zend_object *unpacker, size_t n, zval *held, const unsigned char **data,
	size_t *len);
zend_result msgpack_lib_unpacker_configure(zend_object *unpacker, uint32_t options, HashTable *extensions);
void msgpack_lib_unpacker_feed(zend_object *unpacker, const char *data, size_t len);
size_t msgpack_lib_unpacker_pending(zend_object *unpacker);
/* What msgpack_lib_unpacker_next() found at the offset: a message's value (out set), none complete yet, or an error
 * (thrown; tryUnpack()'s errors) */
typedef enum {
	MSGPACK_LIB_NEXT_VALUE,
	MSGPACK_LIB_NEXT_MORE,
	MSGPACK_LIB_NEXT_ERROR,
} msgpack_lib_next;
msgpack_lib_next msgpack_lib_unpacker_next(zend_object *unpacker, zval *out);

/* lib_stream_unpacker.c: MessagePack\StreamUnpacker, and the stream arguments of it and Packer::packToStream() */
extern zend_class_entry *msgpack_ce_stream_unpacker;
void msgpack_lib_stream_unpacker_class_init(void);
/* A stream resource argument, or NULL with a TypeError (a ValueError for a directory stream) thrown. */
zend_resource *msgpack_lib_stream_arg(zval *arg, uint32_t num);
/* The stream of a resource, or NULL once it is closed (fclose() frees the stream, whatever holds the resource). */
php_stream *msgpack_lib_stream_of(zend_resource *res);
/* Around a read or write of a stream, which may run user code: its stream (NULL: closed, nothing to leave), which
 * nothing can free meanwhile (fclose() is refused, pclose() and proc_close() only take its resource). */
typedef struct {
	msgpack_frame frame;  /* first */
	zend_resource *res;
	php_stream *stream;   /* as it was entered */
	bool set;             /* the refusal is ours to take off */
	bool held;            /* the stream's in_free is ours to clear (pclose(), proc_close()) */
} msgpack_lib_stream_guard;
php_stream *msgpack_lib_stream_guard_enter(msgpack_lib_stream_guard *guard, zend_resource *res);
void msgpack_lib_stream_guard_leave(msgpack_lib_stream_guard *guard);

#endif /* MSGPACK_LIB_H */
