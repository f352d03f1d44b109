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

/* ---- options (pecl_functions.c) ---------------------------------------------------------------------------------- */

/*
 * Options as the msgpack.* INI settings give them now (allowed_classes NULL: every class allowed; the codec's notices
 * as PECL's warnings when msgpack.error_display is on). The one place this front end reads the settings.
 */
void msgpack_pecl_options(msgpack_options *opts);

/* Whether PECL's warnings are raised (msgpack.error_display, or an object's own choice). */
static zend_always_inline bool msgpack_pecl_warnings(const msgpack_options *opts)
{
	return opts->notice != NULL;
}
/*
 * Applies an unpack options array (["allowed_classes" => bool|string[], "max_depth" => int]) on top of opts, as
 * unserialize() validates them; on FAILURE a TypeError/ValueError naming func is pending. Release with
 * msgpack_pecl_options_release().
 */
zend_result msgpack_pecl_options_from_array(msgpack_options *opts, HashTable *options, const char *func);
void msgpack_pecl_options_release(msgpack_options *opts);

/* ---- msgpack_pack()/msgpack_unpack() and the C API (pecl_functions.c) --------------------------------------------- */

/* msgpack_decoder_init() as this API decodes: with msgpack.compact on, records and string references read. */
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
 * and applies the $object template; an unusable template throws before decoding. func names the caller in errors.
 */
void msgpack_pecl_unpack_with_template(zval *return_value, zend_string *str, zval *object, HashTable *options,
	msgpack_options *opts, const char *func);
/* Encode the way msgpack_pack() does; on FAILURE buf is restored to its length on entry and a warning raised. */
zend_result msgpack_pecl_pack(smart_str *buf, zval *val, const msgpack_options *opts);

/* ---- $object templates (pecl_templates.c) ------------------------------------------------------------------------ */

/*
 * Applies a msgpack_unpack() / MessagePack::unpack() / MessagePackUnpacker::data() $object template (class name,
 * object or array, PECL's rules) to a successfully decoded value. Takes over value; writes return_value (NULL when
 * the conversion fails). FAILURE means an exception is pending.
 */
zend_result msgpack_pecl_convert_template(zval *return_value, zval *tpl, zval *value);

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
