/*
 * msgpack for PHP: the PECL front end, layer 3 of 4 (wire -> codec -> front ends -> module; see docs/INTERNALS.md).
 *
 * PECL msgpack's API on the codec: msgpack_pack()/msgpack_unpack(), the exported C API, the session and APCu
 * serializers (pecl_functions.c, pecl_serializers.c), the classes MessagePack and MessagePackUnpacker
 * (pecl_classes.c) and $object templates (pecl_templates.c). Errors the codec recorded become PECL's warnings here.
 */
#ifndef MSGPACK_PECL_H
#define MSGPACK_PECL_H

#include "msgpack_encoder.h"
#include "msgpack_decoder.h"
#include "msgpack_scanner.h"
#include "php_msgpack.h"

/* The setOption() constants of MessagePack and MessagePackUnpacker (msgpack.stub.php binds them with @cvalue). */
#define MSGPACK_PECL_OPT_PHPONLY   (-1001)
#define MSGPACK_PECL_OPT_ASSOC     (-1002)
#define MSGPACK_PECL_OPT_FORCE_F32 (-1003)
#define MSGPACK_PECL_OPT_THROW     (-1004)

/*
 * This front end's own option bits (in the range msgpack_codec.h leaves to front ends). THROW: failures throw
 * MessagePack\Exception\* instead of warning (msgpack.throw, ['throw' => true], OPT_THROW); it carries the codec's
 * MSGPACK_OPT_UNSUPPORTED_FAILS, so that a resource ends the encode there, at no cost per call. REPORT: the call sets
 * msgpack_last_error(); only the PHP API's calls do, never sessions, APCu or the C API.
 */
#define MSGPACK_PECL_OPT_THROW_BIT  ((MSGPACK_OPT_FRONT_END_FIRST << 0) | MSGPACK_OPT_UNSUPPORTED_FAILS)
#define MSGPACK_PECL_OPT_REPORT_BIT (MSGPACK_OPT_FRONT_END_FIRST << 1)
/*
 * msgpack.compact=read: the options carry MSGPACK_OPT_RECORDS, so that every decoder and MessagePackUnpacker's scanner
 * read compact mode as they do at records, and msgpack_pecl_pack() writes plain MessagePack instead.
 */
#define MSGPACK_PECL_OPT_WRITE_PLAIN_BIT (MSGPACK_OPT_FRONT_END_FIRST << 2)

/* msgpack_last_error() values (msgpack.stub.php binds the MSGPACK_ERROR_* constants to them). */
#define MSGPACK_PECL_ERROR_NONE              0
#define MSGPACK_PECL_ERROR_INSUFFICIENT_DATA 1 /* the input ends inside a value (or is empty) */
#define MSGPACK_PECL_ERROR_PARSE             2 /* a byte that starts no value (0xc1), a malformed PHP-only marker */
#define MSGPACK_PECL_ERROR_DEPTH             3 /* nesting deeper than max_depth */
#define MSGPACK_PECL_ERROR_STACK             4 /* nesting that would exhaust the C stack first */
#define MSGPACK_PECL_ERROR_TOO_LARGE         5 /* a container PHP cannot hold, a string of 4 GiB or more */
#define MSGPACK_PECL_ERROR_INVALID_DATA      6 /* well-formed, but no PHP value (or no MessagePack) can hold it */
#define MSGPACK_PECL_ERROR_EXTRA_BYTES       7 /* bytes after a complete value (unpacking) */
#define MSGPACK_PECL_ERROR_UNSUPPORTED_TYPE  8 /* a value of a type with no encoding, a resource (packing) */

/* ---- options (pecl_functions.c) ---------------------------------------------------------------------------------- */

/*
 * Options as the msgpack.* INI settings give them now (allowed_classes NULL: every class allowed; the codec's notices
 * as PECL's warnings when msgpack.error_display is on). The one place this front end reads the settings, but for
 * msgpack_pecl_illegal_key_insert() below.
 */
void msgpack_pecl_options(msgpack_options *opts);
/*
 * msgpack.illegal_key_insert as a decode flag (MSGPACK_OPT_ILLEGAL_KEY_INSERT or 0), as msgpack_pecl_options() would
 * give it, read from the setting itself: MessagePackUnpacker::execute() asks on every call, and a bool needs neither
 * the derived options nor a call.
 */
static zend_always_inline uint32_t msgpack_pecl_illegal_key_insert(void)
{
	return MSGPACK_G(settings).illegal_key_insert ? MSGPACK_OPT_ILLEGAL_KEY_INSERT : 0;
}

/*
 * Options for the callers that must keep PECL's failure values whatever msgpack.throw says (sessions, APCu, the C API
 * of memcached and redis): msgpack_pecl_options() without THROW.
 */
static zend_always_inline void msgpack_pecl_options_internal(msgpack_options *opts)
{
	msgpack_pecl_options(opts);
	opts->flags &= ~MSGPACK_PECL_OPT_THROW_BIT;
}
/* Whether PECL's warnings are raised (msgpack.error_display, or an object's own choice). */
static zend_always_inline bool msgpack_pecl_warnings(const msgpack_options *opts)
{
	return opts->notice != NULL;
}
/* Whether failures throw (throw mode) instead of warning. */
static zend_always_inline bool msgpack_pecl_throws(const msgpack_options *opts)
{
	return (opts->flags & MSGPACK_OPT_FRONT_END_FIRST) != 0;
}
/*
 * Applies an unpack options array (["allowed_classes" => bool|string[], "max_depth" => int, "throw" => bool]) on top
 * of opts, as unserialize() validates them; on FAILURE a TypeError/ValueError naming func is pending. Release with
 * msgpack_pecl_options_release().
 */
zend_result msgpack_pecl_options_from_array(msgpack_options *opts, HashTable *options, const char *func);
void msgpack_pecl_options_release(msgpack_options *opts);

/* ---- msgpack_pack()/msgpack_unpack() and the C API (pecl_functions.c) --------------------------------------------- */

/* msgpack_decoder_init() as this API decodes: with msgpack.compact not 0, records and string references read. */
void msgpack_pecl_decoder_init_compact(msgpack_decoder *dec, const char *buf, size_t len, const msgpack_options *opts);
static zend_always_inline void msgpack_pecl_decoder_init(msgpack_decoder *dec, const char *buf, size_t len,
	const msgpack_options *opts)
{
	if (UNEXPECTED(opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
		msgpack_pecl_decoder_init_compact(dec, buf, len, opts);
		return;
	}
	msgpack_decoder_init(dec, buf, len, opts);
}

/* Decode a whole string the way msgpack_unpack() does, warnings included. out is written, never read. */
zend_result msgpack_pecl_unpack(zval *out, const char *buf, size_t len, const msgpack_options *opts);
/*
 * msgpack_unpack() and MessagePack::unpack(): applies the $options array on top of opts (then releases them), decodes
 * and applies the $object template; an unusable template throws before decoding. func names the caller in errors (NULL:
 * the running function, whose name is looked up only then).
 */
void msgpack_pecl_unpack_with_template(zval *return_value, zend_string *str, zval *object, HashTable *options,
	msgpack_options *opts, const char *func);
/*
 * Encode the way msgpack_pack() does; on FAILURE buf is restored to its length on entry and a warning raised, or in
 * throw mode a PackingFailedException thrown.
 */
zend_result msgpack_pecl_pack(smart_str *buf, zval *val, const msgpack_options *opts);
/*
 * Runs run(arg) so that an exception from user code propagates through the codec where no PHP function runs (the
 * session module at request start and end, the C API from C code), then reports it as PHP does there (uncaught).
 */
void msgpack_pecl_run_top_level(void (*run)(void *arg), void *arg);

/* ---- errors and msgpack_last_error() (pecl_functions.c) ---------------------------------------------------------- */

/*
 * A call of the PHP API (not sessions, APCu, the C API): it sets msgpack_last_error() on every way out, when it ends
 * (user code it ran may have called this API meanwhile): msgpack_pecl_pack() and msgpack_pecl_unpack() do, a call
 * that ends before them calls msgpack_pecl_report_success().
 */
static zend_always_inline void msgpack_pecl_report(msgpack_options *opts)
{
	opts->flags |= MSGPACK_PECL_OPT_REPORT_BIT;
}
static zend_always_inline void msgpack_pecl_last_error_clear(void)
{
	MSGPACK_G(last_error).code = MSGPACK_PECL_ERROR_NONE;
}
/* A call that reports ended without a failure of its own: msgpack_last_error() is none. */
static zend_always_inline void msgpack_pecl_report_success(const msgpack_options *opts)
{
	if (opts->flags & MSGPACK_PECL_OPT_REPORT_BIT) {
		msgpack_pecl_last_error_clear();
	}
}
/*
 * The msgpack_last_error() code of a decode that stopped with error (not MSGPACK_ERR_EXCEPTION) at offset of its
 * message, and its message (PECL's warning text and " at offset N"; detail: MSGPACK_ERR_INVALID's text) in
 * message[MSGPACK_LAST_ERROR_SIZE].
 */
zend_long msgpack_pecl_decode_error(msgpack_error error, size_t offset, const char *detail, char *message);
/*
 * Reports a failure of a decode (packing false: UnpackingFailedException, or InsufficientDataException for truncated
 * input) or an encode (PackingFailedException): recorded for msgpack_last_error() when opts report, thrown in throw
 * mode unless an exception is pending already. Returns whether opts throw: then the caller raises no warning.
 */
bool msgpack_pecl_fail(const msgpack_options *opts, bool packing, zend_long code, const char *message);

/* ---- $object templates (pecl_templates.c) ------------------------------------------------------------------------ */

/*
 * Applies a msgpack_unpack() / MessagePack::unpack() / MessagePackUnpacker::data() $object template (class name,
 * object or array, PECL's rules) to a successfully decoded value, with the call's max_depth and warnings (opts).
 * Takes over value; writes return_value (NULL when the conversion fails). FAILURE means an exception is pending.
 */
zend_result msgpack_pecl_convert_template(zval *return_value, zval *tpl, zval *value, const msgpack_options *opts,
	size_t input_len);

/* ---- the classes MessagePack and MessagePackUnpacker (pecl_classes.c) -------------------------------------------- */

extern zend_class_entry *msgpack_ce_messagepack;
extern zend_class_entry *msgpack_ce_messagepack_unpacker;

/* Installs the object handlers; call after register_class_MessagePack() / register_class_MessagePackUnpacker(). */
void msgpack_pecl_classes_init(void);

/* ---- session and APCu serializers (pecl_serializers.c) ----------------------------------------------------------- */

/* The APCu serializer ABI this module implements (phpinfo() shows it). */
#define MSGPACK_APC_SERIALIZER_ABI "0"

#ifdef HAVE_PHP_SESSION
/* session.serialize_handler=msgpack (MINIT). */
void msgpack_pecl_session_register(void);
#endif
/* apc.serializer=msgpack, when APCu is loaded (MINIT). */
void msgpack_pecl_apc_register(void);

#endif /* MSGPACK_PECL_H */
