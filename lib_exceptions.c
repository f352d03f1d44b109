/*
 * msgpack for PHP: the exceptions of the MessagePack\ classes (MessagePack\Exception\*), their static factories with
 * the library's exact messages, and the throw helpers the classes raise their errors through.
 */

#include "msgpack_lib.h"
#include "zend_exceptions.h"
#include "ext/spl/spl_exceptions.h"

/* PackingFailedException, UnpackingFailedException and InsufficientDataException are the codec layer's (codec.c):
 * the PECL API throws them too. */
zend_class_entry *msgpack_ce_invalid_option;

/* An exception object of class ce with message (taken over); code 0, no previous. */
static void msgpack_lib_exception_init(zval *out, zend_class_entry *ce, zend_string *message)
{
	zval tmp;

	object_init_ex(out, ce);
	ZVAL_STR(&tmp, message);
	zend_update_property_ex(zend_ce_exception, Z_OBJ_P(out), ZSTR_KNOWN(ZEND_STR_MESSAGE), &tmp);
	zend_string_release(message);
}

static ZEND_COLD void msgpack_lib_exception_throw(zend_class_entry *ce, zend_string *message)
{
	zval ex;

	if (ce == msgpack_ce_insufficient_data) {
		/* (user code that catches it has seen where the bytes end: msgpack_lib_unpacker_set_need()) */
		MSGPACK_G(lib_looks)++;
	}
	msgpack_lib_exception_init(&ex, ce, message);
	zend_throw_exception_object(&ex);
}

/* ---- messages -------------------------------------------------------------------------------------------------- */

/* The class name for objects (binary-safe: anonymous class names hold a NUL), gettype() for anything else. */
static zend_string *msgpack_lib_unsupported_type_message(zval *value)
{
	smart_str msg = {0};

	ZVAL_DEREF(value);
	smart_str_appends(&msg, "Unsupported type \"");
	if (Z_TYPE_P(value) == IS_OBJECT) {
		smart_str_append(&msg, Z_OBJCE_P(value)->name);
	} else {
		zend_string *type = zend_zval_get_legacy_type(value);
		smart_str_append(&msg, type);
		zend_string_release(type);
	}
	smart_str_appends(&msg, "\", maybe you forgot to register the type transformer or extension?");
	return smart_str_extract(&msg);
}

/* The kind of value a byte starts, for the invalid-map-key message; NULL for the kinds a key may have and for bytes
 * that start no value. */
static const char *msgpack_lib_code_type_name(zend_long code)
{
	if (code < 0 || code > 0xff) {
		return NULL;
	}
	msgpack_kind kind = msgpack_wire_lead_of((unsigned char) code)->kind;
	switch (kind) {
		case MSGPACK_KIND_NEVER_USED:
		case MSGPACK_KIND_INT:
		case MSGPACK_KIND_STR:
		case MSGPACK_KIND_BIN:
			return NULL;
		default:
			return msgpack_wire_kind_name(kind);
	}
}

static zend_string *msgpack_lib_invalid_map_key_message(zend_long code)
{
	const char *type = msgpack_lib_code_type_name(code);

	if (type) {
		return zend_strpprintf(0, "Invalid map key type: expected int, str or bin but got %s (0x" ZEND_XLONG_FMT ")",
			type, (zend_ulong) code);
	}
	return zend_strpprintf(0, "Invalid map key type: expected int, str or bin but got 0x" ZEND_XLONG_FMT, (zend_ulong) code);
}

/* "Invalid option <name>, use A", "A or B", or "one of A, B or C". */
static zend_string *msgpack_lib_invalid_option_message(zend_string *name, HashTable *valid)
{
	smart_str msg = {0};
	uint32_t n = zend_hash_num_elements(valid), i = 0;
	zval *option;

	smart_str_appends(&msg, "Invalid option ");
	smart_str_append(&msg, name);
	smart_str_appends(&msg, ", use ");
	if (n > 2) {
		smart_str_appends(&msg, "one of ");
	}
	ZEND_HASH_FOREACH_VAL(valid, option) {
		if (i > 0) {
			smart_str_appends(&msg, i == n - 1 ? " or " : ", ");
		}
		zend_string *str = zval_get_string(option);
		smart_str_append(&msg, str);
		zend_string_release(str);
		i++;
	} ZEND_HASH_FOREACH_END();
	return smart_str_extract(&msg);
}

/* ---- throw helpers --------------------------------------------------------------------------------------------- */

ZEND_COLD void msgpack_lib_throw_insufficient_data(void)
{
	msgpack_lib_exception_throw(msgpack_ce_insufficient_data, zend_string_init(ZEND_STRL("Not enough data to read"), 0));
}

ZEND_COLD void msgpack_lib_throw_stream_truncated(size_t pending)
{
	msgpack_lib_exception_throw(msgpack_ce_insufficient_data,
		zend_strpprintf(0, "Not enough data to read: the stream ended after %zu bytes of an incomplete message", pending));
}

ZEND_COLD void msgpack_lib_throw_seek(zend_long position)
{
	msgpack_lib_exception_throw(msgpack_ce_insufficient_data,
		zend_strpprintf(0, "Unable to seek to position " ZEND_LONG_FMT, position));
}

ZEND_COLD void msgpack_lib_throw_unknown_code(zend_long code)
{
	msgpack_lib_exception_throw(msgpack_ce_unpacking_failed, zend_strpprintf(0, "Unknown code: 0x" ZEND_XLONG_FMT, (zend_ulong) code));
}

ZEND_COLD void msgpack_lib_throw_unexpected_code(zend_long code, const char *type)
{
	msgpack_lib_exception_throw(msgpack_ce_unpacking_failed,
		zend_strpprintf(0, "Unexpected %s code: 0x" ZEND_XLONG_FMT, type, (zend_ulong) code));
}

ZEND_COLD void msgpack_lib_throw_invalid_map_key(zend_long code)
{
	msgpack_lib_exception_throw(msgpack_ce_unpacking_failed, msgpack_lib_invalid_map_key_message(code));
}

ZEND_COLD void msgpack_lib_throw_unpacking_failed(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	msgpack_lib_exception_throw(msgpack_ce_unpacking_failed, zend_vstrpprintf(0, format, args));
	va_end(args);
}

ZEND_COLD void msgpack_lib_throw_packing_failed(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	msgpack_lib_exception_throw(msgpack_ce_packing_failed, zend_vstrpprintf(0, format, args));
	va_end(args);
}

ZEND_COLD void msgpack_lib_throw_invalid_option_message(const char *format, ...)
{
	va_list args;

	va_start(args, format);
	msgpack_lib_exception_throw(msgpack_ce_invalid_option, zend_vstrpprintf(0, format, args));
	va_end(args);
}

ZEND_COLD void msgpack_lib_throw_unsupported_type(zval *value)
{
	msgpack_lib_exception_throw(msgpack_ce_packing_failed, msgpack_lib_unsupported_type_message(value));
}

ZEND_COLD void msgpack_lib_throw_invalid_option(const char *name, const char *const *options, uint32_t count)
{
	HashTable valid;
	zend_string *group = zend_string_init(name, strlen(name), 0);

	zend_hash_init(&valid, count, NULL, ZVAL_PTR_DTOR, 0);
	for (uint32_t i = 0; i < count; i++) {
		zval option;
		ZVAL_STRING(&option, options[i]);
		zend_hash_next_index_insert(&valid, &option);
	}
	msgpack_lib_exception_throw(msgpack_ce_invalid_option, msgpack_lib_invalid_option_message(group, &valid));
	zend_hash_destroy(&valid);
	zend_string_release(group);
}

/* ---- static factories ------------------------------------------------------------------------------------------ */

ZEND_METHOD(MessagePack_Exception_PackingFailedException, unsupportedType)
{
	zval *value;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_exception_init(return_value, msgpack_ce_packing_failed, msgpack_lib_unsupported_type_message(value));
}

ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, unknownCode)
{
	zend_long code;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(code)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_exception_init(return_value, msgpack_ce_unpacking_failed,
		zend_strpprintf(0, "Unknown code: 0x" ZEND_XLONG_FMT, (zend_ulong) code));
}

ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, unexpectedCode)
{
	zend_long code;
	zend_string *type;
	zval *_msgpack_arg, *type_arg;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		MSGPACK_PARAM_LONG_NOT_NULL(code)
		MSGPACK_PARAM_STR_NOT_NULL(type, type_arg, 2)
	ZEND_PARSE_PARAMETERS_END();

	smart_str msg = {0};
	smart_str_appends(&msg, "Unexpected ");
	smart_str_append(&msg, type);
	smart_str_append_printf(&msg, " code: 0x" ZEND_XLONG_FMT, (zend_ulong) code);
	msgpack_lib_exception_init(return_value, msgpack_ce_unpacking_failed, smart_str_extract(&msg));
}

ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, invalidMapKeyType)
{
	zend_long code;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(code)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_exception_init(return_value, msgpack_ce_unpacking_failed, msgpack_lib_invalid_map_key_message(code));
}

ZEND_METHOD(MessagePack_Exception_InsufficientDataException, __construct)
{
	zend_string *message = NULL;
	zend_long code = 0;
	zval *previous = NULL;
	zval args[3], *_msgpack_arg, *message_arg;

	ZEND_PARSE_PARAMETERS_START(0, 3)
		Z_PARAM_OPTIONAL
		MSGPACK_PARAM_STR_NOT_NULL(message, message_arg, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(code)
		Z_PARAM_OBJECT_OF_CLASS_OR_NULL(previous, zend_ce_throwable)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	if (message) {
		ZVAL_STR_COPY(&args[0], message);
	} else {
		ZVAL_STRINGL(&args[0], "Not enough data to read", sizeof("Not enough data to read") - 1);
	}
	ZVAL_LONG(&args[1], code);
	if (previous) {
		ZVAL_COPY(&args[2], previous);
	} else {
		ZVAL_NULL(&args[2]);
	}
	/* Exception::__construct() stores them as for any exception. */
	zend_call_known_function(zend_ce_exception->constructor, Z_OBJ_P(ZEND_THIS), Z_OBJCE_P(ZEND_THIS), NULL, 3, args, NULL);
	zval_ptr_dtor(&args[0]);
	zval_ptr_dtor(&args[2]);
}

ZEND_METHOD(MessagePack_Exception_InvalidOptionException, outOfRange)
{
	zend_string *name;
	HashTable *valid;
	zval *name_arg;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		MSGPACK_PARAM_STR_NOT_NULL(name, name_arg, 1)
		Z_PARAM_ARRAY_HT(valid)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_exception_init(return_value, msgpack_ce_invalid_option, msgpack_lib_invalid_option_message(name, valid));
}
