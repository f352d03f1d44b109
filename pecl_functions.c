/*
 * msgpack for PHP: PECL's procedural API (PECL front end; docs/INTERNALS.md).
 *
 * msgpack_pack()/msgpack_unpack() and their aliases, the options they take from the msgpack.* settings and from an
 * $options array, and the exported C API (php_msgpack_serialize/unserialize) that memcached and redis call. This is
 * where the codec's recorded errors become PECL's warnings, once per call, gated by msgpack.error_display. The test
 * builds' hooks (msgpack_test_counters/msgpack_test_frame) are here too.
 */

#include "msgpack_pecl.h"
#include "zend_exceptions.h"

/* ---- options --------------------------------------------------------------------------------------------------- */

/* PECL's texts for the codec's notices, byte for byte: the level, and the message (%s: the notice's subject). */
static const struct {
	int type;
	const char *format;
} msgpack_pecl_notices[] = {
	[MSGPACK_NOTICE_ILLEGAL_KEY] = {E_WARNING, "[msgpack] (msgpack_unserialize_map_item) illegal key type"},
	[MSGPACK_NOTICE_CALLBACK_UNDEFINED] = {E_WARNING, "[msgpack] (msgpack_unserialize_class) defined (%s) but not found"},
	[MSGPACK_NOTICE_CALLBACK_NO_CLASS] = {E_WARNING,
		"[msgpack] (msgpack_unserialize_class) Function %s() hasn't defined the class it was called for"},
	[MSGPACK_NOTICE_NO_UNSERIALIZER] = {E_WARNING, "[msgpack] (msgpack_unserialize_map_item) Class %s has no unserializer"},
	[MSGPACK_NOTICE_BAD_REFERENCE] = {E_WARNING, "[msgpack] (msgpack_unserialize_map_item) Invalid references value: %s"},
	[MSGPACK_NOTICE_SLEEP_NOT_ARRAY] = {E_NOTICE, "[msgpack] (msgpack_serialize_object) __sleep should return an array "
		"only containing the names of instance-variables to serialize"},
	[MSGPACK_NOTICE_SLEEP_NOT_STRING] = {E_NOTICE, "[msgpack] (msgpack_serialize_class) __sleep should return an array "
		"only containing the names of instance-variables to serialize"},
	[MSGPACK_NOTICE_SLEEP_MISSING] = {E_NOTICE,
		"[msgpack] (msgpack_serialize_class) \"%s\" returned as member variable from __sleep() but does not exist"},
};

/* The codec's notices as PECL raised them (msgpack.error_display on). */
static ZEND_COLD zend_result msgpack_pecl_notice(msgpack_notice notice, const char *subject)
{
	zend_error(msgpack_pecl_notices[notice].type, msgpack_pecl_notices[notice].format, subject ? subject : "");
	return EG(exception) ? FAILURE : SUCCESS;
}

/* The msgpack.* settings as this front end reads them; the only place it does. */
void msgpack_pecl_options(msgpack_options *opts)
{
	const msgpack_settings *settings = &MSGPACK_G(settings);
	/* PECL's decoder turns timestamps (and any type of the ext registry) into their classes. */
	uint32_t flags = MSGPACK_OPT_EXT_TYPES;

	if (settings->php_only) {
		flags |= MSGPACK_OPT_PHP_ONLY;
	}
	if (settings->assoc) {
		flags |= MSGPACK_OPT_ASSOC;
	}
	if (settings->illegal_key_insert) {
		flags |= MSGPACK_OPT_ILLEGAL_KEY_INSERT;
	}
	if (settings->use_str8_serialization) {
		flags |= MSGPACK_OPT_STR8;
	}
	if (settings->force_f32) {
		flags |= MSGPACK_OPT_FORCE_F32;
	}
	/* What is written (the setting is those flags); reading takes both forms whenever either is on
	 * (msgpack_pecl_decoder_init()). */
	opts->flags = flags | settings->compact;
	opts->max_depth = (uint32_t) settings->max_depth;
	opts->allowed_classes = NULL;
	opts->structures = NULL;
	opts->notice = settings->error_display ? msgpack_pecl_notice : NULL;
}

/* Builds the lower-cased name set; FAILURE (TypeError pending) for a non-string entry. */
static zend_result msgpack_pecl_options_class_list(msgpack_options *opts, HashTable *list, const char *func)
{
	zval *entry;

	opts->allowed_classes = zend_new_array(zend_hash_num_elements(list));
	ZEND_HASH_FOREACH_VAL(list, entry) {
		ZVAL_DEREF(entry);
		if (UNEXPECTED(Z_TYPE_P(entry) != IS_STRING)) {
			zend_type_error("%s(): Option \"allowed_classes\" must be an array of class names, %s given",
				func, zend_zval_type_name(entry));
			return FAILURE;
		}
		zend_string *lc = zend_string_tolower(Z_STR_P(entry));
		zend_hash_add_empty_element(opts->allowed_classes, lc);
		zend_string_release(lc);
	} ZEND_HASH_FOREACH_END();
	return SUCCESS;
}

zend_result msgpack_pecl_options_from_array(msgpack_options *opts, HashTable *options, const char *func)
{
	zval *v;

	if ((v = zend_hash_str_find_deref(options, ZEND_STRL("allowed_classes"))) != NULL) {
		if (Z_TYPE_P(v) == IS_ARRAY) {
			opts->flags |= MSGPACK_OPT_CLASSES_LISTED;
			if (UNEXPECTED(msgpack_pecl_options_class_list(opts, Z_ARR_P(v), func) != SUCCESS)) {
				msgpack_pecl_options_release(opts);
				return FAILURE;
			}
		} else if (Z_TYPE_P(v) == IS_FALSE) {
			opts->flags |= MSGPACK_OPT_CLASSES_LISTED;
		} else if (Z_TYPE_P(v) != IS_TRUE) {
			zend_type_error("%s(): Option \"allowed_classes\" must be an array or of type bool, %s given",
				func, zend_zval_type_name(v));
			return FAILURE;
		}
	}
	if ((v = zend_hash_str_find_deref(options, ZEND_STRL("max_depth"))) != NULL) {
		if (UNEXPECTED(Z_TYPE_P(v) != IS_LONG)) {
			zend_type_error("%s(): Option \"max_depth\" must be of type int, %s given", func, zend_zval_type_name(v));
			msgpack_pecl_options_release(opts);
			return FAILURE;
		}
		/* 0 keeps the msgpack.max_depth default, as unserialize() keeps its INI default. */
		if (UNEXPECTED(Z_LVAL_P(v) < 0 || Z_LVAL_P(v) > MSGPACK_MAX_DEPTH_LIMIT)) {
			zend_value_error("%s(): Option \"max_depth\" must be between 0 and %d", func, MSGPACK_MAX_DEPTH_LIMIT);
			msgpack_pecl_options_release(opts);
			return FAILURE;
		}
		if (Z_LVAL_P(v) > 0) {
			opts->max_depth = (uint32_t) Z_LVAL_P(v);
		}
	}
	return SUCCESS;
}

void msgpack_pecl_options_release(msgpack_options *opts)
{
	if (opts->allowed_classes) {
		zend_array_destroy(opts->allowed_classes);
		opts->allowed_classes = NULL;
	}
}

/* ---- API boundary ---------------------------------------------------------------------------------------------- */

static ZEND_COLD void msgpack_pecl_unpack_warn(const msgpack_options *opts, msgpack_error error)
{
	const char *what;

	if (!msgpack_pecl_warnings(opts)) {
		return;
	}
	switch (error) {
		case MSGPACK_ERR_INSUFFICIENT:
			what = "Insufficient data for unserializing";
			break;
		case MSGPACK_ERR_PARSE:
			what = "Parse error";
			break;
		case MSGPACK_ERR_DEPTH:
		case MSGPACK_ERR_STACK:
		case MSGPACK_ERR_TOO_LARGE:
			/* PECL's text for running past its nesting limit. */
			what = "Memory error";
			break;
		default:
			/* MSGPACK_ERR_EXCEPTION: the pending exception says it. */
			return;
	}
	zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) %s", what);
}

static ZEND_COLD void msgpack_pecl_unpack_warn_detail(const msgpack_options *opts, const msgpack_decoder *dec)
{
	if (dec->error == MSGPACK_ERR_INVALID) {
		if (msgpack_pecl_warnings(opts)) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) %s", dec->error_detail);
		}
		return;
	}
	msgpack_pecl_unpack_warn(opts, dec->error);
}

ZEND_COLD void msgpack_pecl_decoder_init_compact(msgpack_decoder *dec, const char *buf, size_t len,
	const msgpack_options *opts)
{
	msgpack_options read = *opts;

	read.flags |= MSGPACK_OPT_COMPACT_ANY;
	msgpack_decoder_init(dec, buf, len, &read);
}

zend_result msgpack_pecl_unpack(zval *out, const char *buf, size_t len, const msgpack_options *opts)
{
	msgpack_decoder dec;
	zval value;

	if (len == 0) {
		ZVAL_NULL(out);
		return FAILURE;
	}
	msgpack_pecl_decoder_init(&dec, buf, len, opts);
	if (UNEXPECTED(msgpack_decode(&dec, &value) != SUCCESS)) {
		zval_ptr_dtor(&value);
		ZVAL_FALSE(out);
		msgpack_pecl_unpack_warn_detail(opts, &dec);
		return FAILURE;
	}
	if (UNEXPECTED(dec.p != dec.end) && msgpack_pecl_warnings(opts)) {
		zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) Extra bytes");
	}
	ZVAL_COPY_VALUE(out, &value);
	return SUCCESS;
}

zend_result msgpack_pecl_pack(smart_str *buf, zval *val, const msgpack_options *opts)
{
	bool had_buffer = buf->s != NULL;
	size_t start = had_buffer ? ZSTR_LEN(buf->s) : 0;
	msgpack_encoder enc;
	zend_result result;

	msgpack_encoder_init(&enc, buf, opts);
	if (!(opts->flags & MSGPACK_OPT_PHP_ONLY)) {
		/* Without the PHP-only format PECL cuts a recursion with nil. */
		enc.flags |= MSGPACK_OPT_CUT_RECURSION;
	}
	result = msgpack_encode(&enc, val);
	if (UNEXPECTED(enc.unsupported_seen) && msgpack_pecl_warnings(opts)) {
		zend_error(E_WARNING, "[msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null");
	}
	if (EXPECTED(result == SUCCESS)) {
		return SUCCESS;
	}
	/* Leave the caller's buffer as it was: no partial encoding reaches a cache or a socket. */
	if (had_buffer) {
		ZSTR_LEN(buf->s) = start;
	} else {
		smart_str_free(buf);
	}
	if (msgpack_pecl_warnings(opts)) {
		if (enc.error == MSGPACK_ERR_DEPTH) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) Maximum nesting depth of %u exceeded",
				opts->max_depth);
		} else if (enc.error == MSGPACK_ERR_STACK) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) Nesting too deep for the C stack");
		} else if (enc.error == MSGPACK_ERR_TOO_LARGE) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be encoded");
		} else if (enc.error == MSGPACK_ERR_INVALID) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) Ext types 83, 94 and 114 are compact mode's own: "
				"a MessagePack\\Type\\Ext of one of them cannot be packed with msgpack.compact on");
		}
	}
	return FAILURE;
}

/* ---- C API ----------------------------------------------------------------------------------------------------- */

PHP_MSGPACK_API void php_msgpack_serialize(smart_str *buf, zval *val)
{
	msgpack_options opts;

	msgpack_pecl_options(&opts);
	msgpack_pecl_pack(buf, val, &opts);
}

PHP_MSGPACK_API int php_msgpack_unserialize(zval *return_value, char *str, size_t str_len)
{
	msgpack_options opts;

	msgpack_pecl_options(&opts);
	return msgpack_pecl_unpack(return_value, str, str_len, &opts);
}

/* ---- functions ------------------------------------------------------------------------------------------------- */

/* msgpack_serialize($value) / msgpack_pack($value) */
PHP_FUNCTION(msgpack_serialize)
{
	zval *value;
	smart_str buf = {0};
	msgpack_options opts;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_options(&opts);
	if (UNEXPECTED(msgpack_pecl_pack(&buf, value, &opts) != SUCCESS)) {
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}
	RETURN_STR(smart_str_extract(&buf));
}

void msgpack_pecl_unpack_with_template(zval *return_value, zend_string *str, zval *object, HashTable *options,
	msgpack_options *opts, const char *func)
{
	zval value;

	if (object && UNEXPECTED(Z_TYPE_P(object) != IS_NULL && Z_TYPE_P(object) != IS_STRING
			&& Z_TYPE_P(object) != IS_ARRAY && Z_TYPE_P(object) != IS_OBJECT)) {
		/* An unusable template is refused before decoding, as a typed parameter would be: the converter throws. */
		ZVAL_NULL(&value);
		msgpack_pecl_convert_template(return_value, object, &value);
		return;
	}
	if (options && UNEXPECTED(msgpack_pecl_options_from_array(opts, options, func) != SUCCESS)) {
		return;
	}
	zend_result result = msgpack_pecl_unpack(&value, ZSTR_VAL(str), ZSTR_LEN(str), opts);
	msgpack_pecl_options_release(opts);
	if (UNEXPECTED(result != SUCCESS)) {
		/* false or null, never converted: a template is only applied to a decoded value (PECL crashed here). */
		if (EG(exception)) {
			zval_ptr_dtor(&value);
			return;
		}
		RETURN_COPY_VALUE(&value);
	}
	if (object && Z_TYPE_P(object) != IS_NULL) {
		/* On FAILURE an exception is pending and return_value is null. */
		msgpack_pecl_convert_template(return_value, object, &value);
		return;
	}
	RETURN_COPY_VALUE(&value);
}

/* msgpack_unserialize($str, $object = null, $options = null) / msgpack_unpack(...) */
PHP_FUNCTION(msgpack_unserialize)
{
	zend_string *str;
	zval *object = NULL;
	HashTable *options = NULL;
	msgpack_options opts;

	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_STR(str)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(object)
		Z_PARAM_ARRAY_HT_OR_NULL(options)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_options(&opts);
	msgpack_pecl_unpack_with_template(return_value, str, object, options, &opts, get_active_function_name());
}

#ifdef MSGPACK_TEST_COUNTERS
PHP_FUNCTION(msgpack_test_counters)
{
	bool reset = false;
	msgpack_counters *c = &MSGPACK_G(counters);

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(reset)
	ZEND_PARSE_PARAMETERS_END();

	array_init(return_value);
	add_assoc_long(return_value, "decodes", (zend_long) c->decodes);
	add_assoc_long(return_value, "scanned_bytes", (zend_long) c->scanned_bytes);
	add_assoc_long(return_value, "stream_moved", (zend_long) c->stream_moved);
	add_assoc_long(return_value, "value_lookups", (zend_long) c->value_lookups);
	add_assoc_long(return_value, "value_shared", (zend_long) c->value_shared);
	add_assoc_long(return_value, "value_compared", (zend_long) c->value_compared);
	if (reset) {
		memset(c, 0, sizeof(*c));
	}
}

/*
 * msgpack_test_frame(): where the streaming scanner and the decoder each say the messages in $data end, message after
 * message (as long as they agree), the scanner fed $chunk bytes at a time (0: all at once). Tests check that the two
 * readers of the wire table frame every input alike.
 */
static const char *msgpack_pecl_test_error_name(msgpack_error error)
{
	static const char *const names[] = {
		[MSGPACK_OK] = "ok", [MSGPACK_ERR_INSUFFICIENT] = "insufficient", [MSGPACK_ERR_PARSE] = "parse",
		[MSGPACK_ERR_DEPTH] = "depth", [MSGPACK_ERR_TOO_LARGE] = "too_large", [MSGPACK_ERR_STACK] = "stack",
		[MSGPACK_ERR_EXCEPTION] = "exception", [MSGPACK_ERR_INVALID] = "invalid", [MSGPACK_ERR_MAP_KEY] = "map_key",
	};
	return names[error];
}

PHP_FUNCTION(msgpack_test_frame)
{
	zend_string *data;
	zend_long chunk = 0;
	bool php_only = false, compact = false;
	msgpack_options opts;
	msgpack_scanner scanner;
	size_t start = 0, len;

	ZEND_PARSE_PARAMETERS_START(1, 4)
		Z_PARAM_STR(data)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(chunk)
		Z_PARAM_BOOL(php_only)
		Z_PARAM_BOOL(compact)
	ZEND_PARSE_PARAMETERS_END();

	len = ZSTR_LEN(data);
	msgpack_pecl_options(&opts);
	opts.flags = MSGPACK_OPT_ASSOC | MSGPACK_OPT_EXT_TYPES | (php_only ? MSGPACK_OPT_PHP_ONLY : 0)
		| (compact ? MSGPACK_OPT_RECORDS | MSGPACK_OPT_STRING_REFS : 0);
	opts.structures = NULL;
	opts.notice = NULL;
	array_init(return_value);
	msgpack_scanner_init(&scanner);
	while (start < len) {
		const unsigned char *bytes = (const unsigned char *) ZSTR_VAL(data) + start;
		size_t rest = len - start, pos = 0, limit = chunk > 0 ? MIN((size_t) chunk, rest) : rest, consumed;
		msgpack_scan_result scanned;

		msgpack_scanner_begin(&scanner, &opts);
		for (;;) {
			scanned = msgpack_scan(&scanner, bytes + pos, limit - pos, &consumed);
			pos += consumed;
			if (scanned != MSGPACK_SCAN_MORE || limit == rest) {
				break;
			}
			limit = MIN(limit + (size_t) chunk, rest);
		}

		msgpack_decoder dec;
		zval value, entry;
		zend_result decoded;

		msgpack_decoder_init(&dec, (const char *) bytes, rest, &opts);
		decoded = msgpack_decode(&dec, &value);
		zval_ptr_dtor(&value);
		if (EG(exception)) {
			zend_clear_exception();
		}

		array_init(&entry);
		add_assoc_string(&entry, "scan",
			scanned == MSGPACK_SCAN_DONE ? "done" : scanned == MSGPACK_SCAN_MORE ? "more" : "error");
		add_assoc_long(&entry, "scan_end", (zend_long) (start + pos));
		add_assoc_string(&entry, "decode", msgpack_pecl_test_error_name(decoded == SUCCESS ? MSGPACK_OK : dec.error));
		add_assoc_long(&entry, "decode_end",
			(zend_long) (start + (decoded == SUCCESS ? (size_t) (dec.p - dec.start) : dec.error_offset)));
		add_next_index_zval(return_value, &entry);
		if (scanned != MSGPACK_SCAN_DONE || decoded != SUCCESS || (size_t) (dec.p - dec.start) != pos) {
			break;
		}
		start += pos;
	}
	msgpack_scanner_destroy(&scanner);
}
#endif

