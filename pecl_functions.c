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

/* The options settings give (msgpack_pecl_options() keeps them until a setting changes). */
static zend_never_inline void msgpack_pecl_options_derive(msgpack_options *opts, const msgpack_settings *settings)
{
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
	if (settings->throw_errors) {
		flags |= MSGPACK_PECL_OPT_THROW_BIT;
	}
	/* What is written (the setting is those flags); reading takes both forms whenever either is on
	 * (msgpack_pecl_decoder_init()), and at read, which writes plain. */
	opts->flags = flags | settings->compact;
	if (settings->compact_read && settings->compact == MSGPACK_COMPACT_OFF) {
		opts->flags |= MSGPACK_OPT_RECORDS | MSGPACK_PECL_OPT_WRITE_PLAIN_BIT;
	}
	opts->max_depth = (uint32_t) settings->max_depth;
	opts->allowed_classes = NULL;
	opts->structures = NULL;
	opts->notice = settings->error_display ? msgpack_pecl_notice : NULL;
}

/* The msgpack.* settings as this front end reads them; the only place it does (but msgpack_pecl_illegal_key_insert()).
 * Derived again only after a setting changed: every call of this API starts here. */
/* The options the settings give now, derived again only after a setting changed. */
static zend_always_inline const msgpack_options *msgpack_pecl_options_current(void)
{
	const msgpack_settings *settings = &MSGPACK_G(settings);

	/* The cache holds the generation plus one: a cache never filled (0) matches no settings, written or not. */
	if (UNEXPECTED(MSGPACK_G(pecl_options_generation) != settings->generation + 1)) {
		msgpack_pecl_options_derive(&MSGPACK_G(pecl_options), settings);
		MSGPACK_G(pecl_options_generation) = settings->generation + 1;
	}
	return &MSGPACK_G(pecl_options);
}

void msgpack_pecl_options(msgpack_options *opts)
{
	*opts = *msgpack_pecl_options_current();
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
	if ((v = zend_hash_str_find_deref(options, ZEND_STRL("throw"))) != NULL) {
		if (UNEXPECTED(Z_TYPE_P(v) != IS_TRUE && Z_TYPE_P(v) != IS_FALSE)) {
			zend_type_error("%s(): Option \"throw\" must be of type bool, %s given", func, zend_zval_type_name(v));
			msgpack_pecl_options_release(opts);
			return FAILURE;
		}
		/* Overrides msgpack.throw (or the object's OPT_THROW) for this call. */
		opts->flags = Z_TYPE_P(v) == IS_TRUE ? (opts->flags | MSGPACK_PECL_OPT_THROW_BIT)
			: (opts->flags & ~MSGPACK_PECL_OPT_THROW_BIT);
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

/* PECL's warning text of a decode error, without its "[msgpack] (php_msgpack_unserialize) " prefix; NULL: none. */
static const char *msgpack_pecl_decode_text(msgpack_error error, const char *detail)
{
	switch (error) {
		case MSGPACK_ERR_INSUFFICIENT:
			return "Insufficient data for unserializing";
		case MSGPACK_ERR_PARSE:
			return "Parse error";
		case MSGPACK_ERR_DEPTH:
		case MSGPACK_ERR_STACK:
		case MSGPACK_ERR_TOO_LARGE:
			/* PECL's text for running past its nesting limit. */
			return "Memory error";
		case MSGPACK_ERR_INVALID:
			return detail;
		default:
			/* MSGPACK_ERR_EXCEPTION: the pending exception says it. */
			return NULL;
	}
}

/* The msgpack_last_error() code of an error the codec recorded. */
static zend_long msgpack_pecl_error_code(msgpack_error error)
{
	switch (error) {
		case MSGPACK_ERR_INSUFFICIENT:
			return MSGPACK_PECL_ERROR_INSUFFICIENT_DATA;
		case MSGPACK_ERR_PARSE:
			return MSGPACK_PECL_ERROR_PARSE;
		case MSGPACK_ERR_DEPTH:
			return MSGPACK_PECL_ERROR_DEPTH;
		case MSGPACK_ERR_STACK:
			return MSGPACK_PECL_ERROR_STACK;
		case MSGPACK_ERR_TOO_LARGE:
			return MSGPACK_PECL_ERROR_TOO_LARGE;
		case MSGPACK_ERR_UNSUPPORTED:
			return MSGPACK_PECL_ERROR_UNSUPPORTED_TYPE;
		default:
			/* MSGPACK_ERR_INVALID (this API never asks for MSGPACK_ERR_MAP_KEY's strict keys) */
			return MSGPACK_PECL_ERROR_INVALID_DATA;
	}
}

ZEND_COLD zend_long msgpack_pecl_decode_error(msgpack_error error, size_t offset, const char *detail, char *message)
{
	const char *text = msgpack_pecl_decode_text(error, detail);

	snprintf(message, MSGPACK_LAST_ERROR_SIZE, "%s at offset %zu", text ? text : "Unpacking failed", offset);
	return msgpack_pecl_error_code(error);
}

ZEND_COLD bool msgpack_pecl_fail(const msgpack_options *opts, bool packing, zend_long code, const char *message)
{
	if (opts->flags & MSGPACK_PECL_OPT_REPORT_BIT) {
		msgpack_last_error *last = &MSGPACK_G(last_error);

		last->code = code;
		snprintf(last->message, sizeof(last->message), "%s", message);
	}
	if (!msgpack_pecl_throws(opts)) {
		return false;
	}
	/* An exception user code threw meanwhile (a destructor run by the clean-up) is the one that propagates. */
	if (!EG(exception)) {
		zend_class_entry *ce = packing ? msgpack_ce_packing_failed : code == MSGPACK_PECL_ERROR_INSUFFICIENT_DATA
			? msgpack_ce_insufficient_data : msgpack_ce_unpacking_failed;
		zend_throw_exception(ce, message, code);
	}
	return true;
}

/*
 * A decode that stopped at dec->error_offset: PECL's warning unless it throws (msgpack.error_display), the partial value
 * out dropped (false then), then reported. Warned first: an error handler may call this API itself, and
 * msgpack_last_error() must say how this call ended.
 */
static ZEND_COLD void msgpack_pecl_unpack_failed(const msgpack_options *opts, msgpack_decoder *dec, zval *out)
{
	const char *text;

	if (dec->error == MSGPACK_ERR_EXCEPTION) {
		/* user code threw: that exception is the report */
		zval_ptr_dtor(out);
		ZVAL_FALSE(out);
		msgpack_decode_php_release_held(dec);
		msgpack_pecl_report_success(opts);
		return;
	}
	/*
	 * The warning before the partial value is dropped, as unserialize() orders them: a destructor the drop runs may
	 * throw, and with that exception pending the engine would skip the error handler's call silently. (In throw mode
	 * the drop comes first: its destructors run with no exception pending.)
	 */
	if (!msgpack_pecl_throws(opts) && msgpack_pecl_warnings(opts)
			&& (text = msgpack_pecl_decode_text(dec->error, dec->error_detail)) != NULL) {
		zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) %s", text);
	}
	zval_ptr_dtor(out);
	ZVAL_FALSE(out);
	/* then the objects still waiting for __wakeup()/__unserialize(), as unserialize() frees its value first */
	msgpack_decode_php_release_held(dec);
	if (opts->flags & (MSGPACK_PECL_OPT_REPORT_BIT | MSGPACK_PECL_OPT_THROW_BIT)) {
		char message[MSGPACK_LAST_ERROR_SIZE];
		zend_long code = msgpack_pecl_decode_error(dec->error, dec->error_offset, dec->error_detail, message);

		msgpack_pecl_fail(opts, false, code, message);
	}
}

/* Bytes after a complete value at offset: thrown in throw mode (true), else PECL's warning; reported after it. */
static ZEND_COLD bool msgpack_pecl_extra_bytes(const msgpack_options *opts, size_t offset)
{
	bool throws = msgpack_pecl_throws(opts);

	if (!throws && msgpack_pecl_warnings(opts)) {
		zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) Extra bytes");
	}
	if (opts->flags & (MSGPACK_PECL_OPT_REPORT_BIT | MSGPACK_PECL_OPT_THROW_BIT)) {
		char message[MSGPACK_LAST_ERROR_SIZE];

		snprintf(message, sizeof(message), "Extra bytes at offset %zu", offset);
		msgpack_pecl_fail(opts, false, MSGPACK_PECL_ERROR_EXTRA_BYTES, message);
	}
	return throws;
}

ZEND_COLD void msgpack_pecl_decoder_init_compact(msgpack_decoder *dec, const char *buf, size_t len,
	const msgpack_options *opts)
{
	msgpack_options read = *opts;

	read.flags |= MSGPACK_OPT_COMPACT_ANY;
	msgpack_decoder_init(dec, buf, len, &read);
}

/*
 * The decoder refuses a count larger than the bytes left before reading on; PECL's parser reads in order and reports
 * a 0xc1 or nesting too deep met before the end ("Parse error", "Memory error"), so those are reported instead when
 * the scanner finds one. (A marker it checks only once its map is complete: truncated, that stays "Insufficient data".)
 */
static ZEND_COLD void msgpack_pecl_first_error(msgpack_decoder *dec, const msgpack_options *opts)
{
	size_t len = (size_t) (dec->end - dec->start), at = 0;
	msgpack_error error = msgpack_scan_error(opts, (const unsigned char *) dec->start, len, &at);

	if (error == MSGPACK_ERR_DEPTH
			|| (error == MSGPACK_ERR_PARSE && at < len && (unsigned char) dec->start[at] == MSGPACK_WIRE_NEVER_USED)) {
		dec->error = error;
		dec->error_offset = at;
	}
}

/* msgpack_pecl_unpack(), inlined into msgpack_unpack(): the value is decoded into out itself (its return value, which
 * no user code can reach meanwhile). */
static zend_always_inline zend_result msgpack_pecl_unpack_inline(zval *out, const char *buf, size_t len,
	const msgpack_options *opts)
{
	msgpack_decoder dec;

	if (UNEXPECTED(len == 0)) {
		/* null without a warning, as PECL; for msgpack_last_error() and throw mode, no data is too little data */
		ZVAL_NULL(out);
		if (opts->flags & (MSGPACK_PECL_OPT_REPORT_BIT | MSGPACK_PECL_OPT_THROW_BIT)) {
			char message[MSGPACK_LAST_ERROR_SIZE];
			zend_long code = msgpack_pecl_decode_error(MSGPACK_ERR_INSUFFICIENT, 0, NULL, message);

			msgpack_pecl_fail(opts, false, code, message);
		}
		return FAILURE;
	}
	msgpack_pecl_decoder_init(&dec, buf, len, opts);
	dec.php.hold_failed = true;
	if (UNEXPECTED(msgpack_decode(&dec, out) != SUCCESS)) {
		if (dec.error == MSGPACK_ERR_INSUFFICIENT && !(opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
			msgpack_pecl_first_error(&dec, opts);
		}
		msgpack_pecl_unpack_failed(opts, &dec, out);
		return FAILURE;
	}
	if (UNEXPECTED(dec.p != dec.end)) {
		if (msgpack_pecl_throws(opts)) {
			/* The value is dropped before the exception is thrown: its destructors run with none pending. */
			zval_ptr_dtor(out);
			ZVAL_FALSE(out);
			msgpack_pecl_extra_bytes(opts, (size_t) (dec.p - dec.start));
			return FAILURE;
		}
		msgpack_pecl_extra_bytes(opts, (size_t) (dec.p - dec.start));
	} else {
		msgpack_pecl_report_success(opts);
	}
	return SUCCESS;
}

/*
 * The session module writes at request end and reads with session.auto_start with no PHP function running, and APCu or
 * another extension may call the C API from C code. There an exception thrown by user code the codec calls (__sleep(),
 * __serialize(), an internal class's __unserialize()) cannot propagate: zend_call_function() reports it as uncaught at
 * once and bails out past the codec, which is no fatal error to msgpack_error_cb(), so the calls in progress stayed
 * registered (msgpack_frame), pointing into the stack the bailout left, and their state unrestored (the arrays
 * msgpack.php_only=0 marks). While run(arg) runs, a function does: the codec unwinds as from any exception, and the
 * exception is then reported and the bailout made as PHP would have.
 */
void msgpack_pecl_run_top_level(void (*run)(void *arg), void *arg)
{
	zend_execute_data frame;
	zend_internal_function function;

	if (EXPECTED(EG(current_execute_data) != NULL)) {
		run(arg);
		return;
	}
	/* A frame as zend_call_function() makes where none runs, which backtraces leave out. Its function is internal,
	 * nameless (a warning names none, as before) and outside every class. */
	memset(&function, 0, sizeof(function));
	function.type = ZEND_INTERNAL_FUNCTION;
	function.function_name = ZSTR_EMPTY_ALLOC();
	memset(&frame, 0, sizeof(frame));
	frame.func = (zend_function *) &function;
	EG(current_execute_data) = &frame;
	run(arg);
	/* (a bailout meanwhile resets it) */
	EG(current_execute_data) = NULL;
	if (UNEXPECTED(EG(exception))) {
		/* what zend_call_function() does where no function runs: the exception reported as uncaught, a bailout */
		zend_throw_exception_internal(NULL);
	}
}

/* A call of msgpack_pecl_pack() or msgpack_pecl_unpack() made where no PHP function runs: made again inside
 * msgpack_pecl_run_top_level(). */
typedef struct {
	smart_str *buf;
	zval *value;
	const char *bytes;
	size_t len;
	const msgpack_options *opts;
	zend_result result;
} msgpack_pecl_top_level_call;

static void msgpack_pecl_unpack_top_level(void *arg)
{
	msgpack_pecl_top_level_call *call = arg;

	call->result = msgpack_pecl_unpack(call->value, call->bytes, call->len, call->opts);
}

zend_result msgpack_pecl_unpack(zval *out, const char *buf, size_t len, const msgpack_options *opts)
{
	zval value;

	if (UNEXPECTED(EG(current_execute_data) == NULL)) {
		/* APCu or another extension through the C API, from C code */
		msgpack_pecl_top_level_call call = {.value = out, .bytes = buf, .len = len, .opts = opts, .result = FAILURE};

		ZVAL_NULL(out);
		msgpack_pecl_run_top_level(msgpack_pecl_unpack_top_level, &call);
		return call.result;
	}
	/* out is written once the call is over, whatever user code ran meanwhile (destructors, error handlers) */
	zend_result result = msgpack_pecl_unpack_inline(&value, buf, len, opts);

	ZVAL_COPY_VALUE(out, &value);
	return result;
}

/* PECL's warning text of an encode error, without its "[msgpack] (php_msgpack_serialize) " prefix; NULL: none. */
static const char *msgpack_pecl_encode_text(msgpack_error error, const msgpack_options *opts, char *text, size_t size)
{
	switch (error) {
		case MSGPACK_ERR_DEPTH:
			snprintf(text, size, "Maximum nesting depth of %u exceeded", opts->max_depth);
			return text;
		case MSGPACK_ERR_STACK:
			return "Nesting too deep for the C stack";
		case MSGPACK_ERR_TOO_LARGE:
			return "String of 4 GiB or more cannot be encoded";
		case MSGPACK_ERR_INVALID:
			return "Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\\Type\\Ext of one of them cannot be "
				"packed with msgpack.compact on";
		case MSGPACK_ERR_UNSUPPORTED:
			/* Throw mode only, which writes nothing: PECL's text without its ", encoded as null". */
			return "type is unsupported";
		default:
			/* MSGPACK_ERR_EXCEPTION: the pending exception says it. */
			return NULL;
	}
}

/* An encode that stopped with enc->error: reported, then PECL's warning unless it threw (msgpack.error_display). */
static ZEND_COLD void msgpack_pecl_pack_failed(const msgpack_options *opts, msgpack_error error)
{
	char buf[MSGPACK_LAST_ERROR_SIZE];
	const char *text = msgpack_pecl_encode_text(error, opts, buf, sizeof(buf));

	if (text == NULL) {
		return;
	}
	/* (the warning first, as for a decode: msgpack_pecl_unpack_failed()) */
	if (!msgpack_pecl_throws(opts) && msgpack_pecl_warnings(opts)) {
		zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) %s", text);
	}
	msgpack_pecl_fail(opts, true, msgpack_pecl_error_code(error), text);
}

/* A value written as nil (a resource): a lossy success, reported as such after the warning (never in throw mode,
 * where a resource fails the encode). */
static ZEND_COLD void msgpack_pecl_pack_lossy(const msgpack_options *opts)
{
	if (msgpack_pecl_warnings(opts)) {
		zend_error(E_WARNING, "[msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null");
	}
	msgpack_pecl_fail(opts, true, MSGPACK_PECL_ERROR_UNSUPPORTED_TYPE, "type is unsupported");
}

/*
 * The warning for a value written as nil, in an encode that failed after it: PECL warned when it met the value, before
 * what failed, so the error handler runs as then. With the exception of the failure pending the engine would skip the
 * handler's call silently: the exception is set aside meanwhile (one the handler throws gets it as its previous).
 */
static ZEND_COLD void msgpack_pecl_unsupported_warning_late(void)
{
	zend_object *pending = EG(exception);

	if (pending && (zend_is_unwind_exit(pending) || zend_is_graceful_exit(pending))) {
		/* exit() in user code: the request ends, nothing more runs */
		return;
	}
	EG(exception) = NULL;
	zend_error(E_WARNING, "[msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null");
	if (pending) {
		if (EG(exception)) {
			zend_exception_set_previous(EG(exception), pending);
		} else {
			EG(exception) = pending;
		}
	}
}

/* msgpack_pecl_pack(), inlined into msgpack_pack() */
static zend_always_inline zend_result msgpack_pecl_pack_inline(smart_str *buf, zval *val, const msgpack_options *opts)
{
	bool had_buffer = buf->s != NULL;
	size_t start = had_buffer ? ZSTR_LEN(buf->s) : 0;
	msgpack_encoder enc;
	msgpack_options plain;
	zend_result result;

	if (UNEXPECTED(opts->flags & MSGPACK_PECL_OPT_WRITE_PLAIN_BIT)) {
		/* msgpack.compact=read: plain bytes, but no Ext of compact mode's types, which its readers would misread. */
		plain = *opts;
		plain.flags = (plain.flags & ~MSGPACK_OPT_COMPACT_ANY) | MSGPACK_OPT_COMPACT_EXTS_TAKEN;
		opts = &plain;
	}
	msgpack_encoder_init(&enc, buf, opts);
	if (!(opts->flags & MSGPACK_OPT_PHP_ONLY)) {
		/* Without the PHP-only format PECL cuts a recursion with nil. */
		enc.flags |= MSGPACK_OPT_CUT_RECURSION;
	}
	result = msgpack_encode(&enc, val);
	if (EXPECTED(result == SUCCESS)) {
		if (UNEXPECTED(enc.unsupported_seen)) {
			msgpack_pecl_pack_lossy(opts);
		} else {
			msgpack_pecl_report_success(opts);
		}
		return SUCCESS;
	}
	if (UNEXPECTED(enc.unsupported_seen) && msgpack_pecl_warnings(opts)) {
		msgpack_pecl_unsupported_warning_late();
	}
	/* Leave the caller's buffer as it was: no partial encoding reaches a cache or a socket. */
	if (had_buffer) {
		ZSTR_LEN(buf->s) = start;
	} else {
		smart_str_free(buf);
	}
	if (enc.error == MSGPACK_ERR_EXCEPTION) {
		/* user code threw: that exception is the report */
		msgpack_pecl_report_success(opts);
		return FAILURE;
	}
	msgpack_pecl_pack_failed(opts, enc.error);
	return FAILURE;
}

static void msgpack_pecl_pack_top_level(void *arg)
{
	msgpack_pecl_top_level_call *call = arg;

	call->result = msgpack_pecl_pack(call->buf, call->value, call->opts);
}

zend_result msgpack_pecl_pack(smart_str *buf, zval *val, const msgpack_options *opts)
{
	if (UNEXPECTED(EG(current_execute_data) == NULL)) {
		/* the session written at request end, or the C API called from C code */
		msgpack_pecl_top_level_call call = {.buf = buf, .value = val, .opts = opts, .result = FAILURE};

		msgpack_pecl_run_top_level(msgpack_pecl_pack_top_level, &call);
		return call.result;
	}
	return msgpack_pecl_pack_inline(buf, val, opts);
}

/* ---- C API ----------------------------------------------------------------------------------------------------- */

/* Used by memcached and redis, which expect PECL's warnings and failure values: they never throw, whatever
 * msgpack.throw says, and leave msgpack_last_error() alone. */
PHP_MSGPACK_API void php_msgpack_serialize(smart_str *buf, zval *val)
{
	msgpack_options opts;

	/* (a caller retrying after a failure, with the exception still pending, gets no second throw, as from PHP's
	 * serializer) */
	if (EXPECTED(!EG(exception))) {
		msgpack_pecl_options_internal(&opts);
		if (EXPECTED(msgpack_pecl_pack(buf, val, &opts) == SUCCESS)) {
			return;
		}
	}
	/* Failed (an exception, or the depth limit's warning): a buffer still empty gets a nil, as PECL left there what it
	 * had written. phpredis's redis_serialize() reads the buffer without a check (a NULL one crashed it), and
	 * php-memcached, seeing bytes and an exception, stores nothing without a warning of its own. */
	if (buf->s == NULL || ZSTR_LEN(buf->s) == 0) {
		smart_str_appendc(buf, (char) MSGPACK_WIRE_NIL);
	}
}

PHP_MSGPACK_API int php_msgpack_unserialize(zval *return_value, char *str, size_t str_len)
{
	msgpack_options opts;

	msgpack_pecl_options_internal(&opts);
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
	msgpack_pecl_report(&opts);
	msgpack_output_open(&buf);
	if (EXPECTED(msgpack_pecl_pack_inline(&buf, value, &opts) == SUCCESS)) {
		RETURN_STR(msgpack_output_take(&buf));
	}
	smart_str_free(&buf);
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_FALSE;
}

void msgpack_pecl_unpack_with_template(zval *return_value, zend_string *str, zval *object, HashTable *options,
	msgpack_options *opts, const char *func)
{
	zval value;

	if (object && UNEXPECTED(Z_TYPE_P(object) != IS_NULL && Z_TYPE_P(object) != IS_STRING
			&& Z_TYPE_P(object) != IS_ARRAY && Z_TYPE_P(object) != IS_OBJECT)) {
		/* An unusable template is refused before decoding, as a typed parameter would be: the converter throws. */
		msgpack_pecl_report_success(opts);
		ZVAL_NULL(&value);
		msgpack_pecl_convert_template(return_value, object, &value, opts, 0);
		return;
	}
	/* The running function's name is looked up only for an options array, the one user of it. */
	if (options && UNEXPECTED(msgpack_pecl_options_from_array(opts, options, func ? func : get_active_function_name())
			!= SUCCESS)) {
		msgpack_pecl_report_success(opts);
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
		msgpack_pecl_convert_template(return_value, object, &value, opts, ZSTR_LEN(str));
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
	msgpack_pecl_report(&opts);
	if (EXPECTED(options == NULL) && (object == NULL || Z_TYPE_P(object) == IS_NULL)) {
		/* No template and no options: msgpack_pecl_unpack_with_template() would only decode. */
		if (UNEXPECTED(msgpack_pecl_unpack_inline(return_value, ZSTR_VAL(str), ZSTR_LEN(str), &opts) != SUCCESS)
				&& EG(exception)) {
			/* null with an exception pending, as that function returns */
			zval_ptr_dtor(return_value);
			ZVAL_NULL(return_value);
		}
		return;
	}
	msgpack_pecl_unpack_with_template(return_value, str, object, options, &opts, NULL);
}

/* msgpack_last_error(): the MSGPACK_ERROR_* the last msgpack_pack()/msgpack_unpack() or MessagePack,
 * MessagePackUnpacker call failed with, MSGPACK_ERROR_NONE after a success */
PHP_FUNCTION(msgpack_last_error)
{
	ZEND_PARSE_PARAMETERS_NONE();

	RETURN_LONG(MSGPACK_G(last_error).code);
}

/* msgpack_last_error_msg(): its message, the one throw mode throws; "No error" */
PHP_FUNCTION(msgpack_last_error_msg)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (MSGPACK_G(last_error).code == MSGPACK_PECL_ERROR_NONE) {
		RETURN_STRINGL("No error", sizeof("No error") - 1);
	}
	RETURN_STRING(MSGPACK_G(last_error).message);
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
	add_assoc_long(return_value, "decoded_bytes", (zend_long) c->decoded_bytes);
	add_assoc_long(return_value, "scanned_bytes", (zend_long) c->scanned_bytes);
	add_assoc_long(return_value, "stream_moved", (zend_long) c->stream_moved);
	add_assoc_long(return_value, "value_lookups", (zend_long) c->value_lookups);
	add_assoc_long(return_value, "value_shared", (zend_long) c->value_shared);
	add_assoc_long(return_value, "value_compared", (zend_long) c->value_compared);
	add_assoc_long(return_value, "shaped_maps", (zend_long) c->shaped_maps);
	add_assoc_long(return_value, "shape_misses", (zend_long) c->shape_misses);
	add_assoc_long(return_value, "shaped_names", (zend_long) c->shaped_names);
	add_assoc_long(return_value, "shared_lists", (zend_long) c->shared_lists);
	add_assoc_long(return_value, "fresh_strings", (zend_long) c->fresh_strings);
	add_assoc_long(return_value, "suspends", (zend_long) c->suspends);
	add_assoc_long(return_value, "resumes", (zend_long) c->resumes);
	add_assoc_long(return_value, "resumed_opens", (zend_long) c->resumed_opens);
	add_assoc_long(return_value, "offset_scans", (zend_long) c->offset_scans);
	add_assoc_long(return_value, "offset_mismatches", (zend_long) c->offset_mismatches);
	add_assoc_long(return_value, "scan_set_opens", (zend_long) c->scan_set_opens);
	add_assoc_long(return_value, "large_grows", (zend_long) c->large_grows);
	add_assoc_long(return_value, "string_probes", (zend_long) c->string_probes);
	add_assoc_long(return_value, "structures_probes", (zend_long) c->structures_probes);
	add_assoc_long(return_value, "records_copied", (zend_long) c->records_copied);
	add_assoc_long(return_value, "lent_pieces", (zend_long) c->lent_pieces);
	add_assoc_long(return_value, "stitched_bytes", (zend_long) c->stitched_bytes);
	add_assoc_long(return_value, "appended_bytes", (zend_long) c->appended_bytes);
	add_assoc_long(return_value, "guarded_writes", (zend_long) c->guarded_writes);
	/* not counts of work: the frames registered now, and of those the ones in a call (no reset) */
	zend_long registered = 0;
	for (const msgpack_frame *frame = MSGPACK_G(frames); frame; frame = frame->older) {
		registered++;
	}
	add_assoc_long(return_value, "frames_registered", registered);
	add_assoc_long(return_value, "frames_in_call", (zend_long) MSGPACK_G(frames_in_call));
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
		[MSGPACK_ERR_UNSUPPORTED] = "unsupported",
	};
	return names[error];
}

PHP_FUNCTION(msgpack_test_frame)
{
	zend_string *data;
	zend_long chunk = 0;
	bool php_only = false, compact = false, sequential = false;
	msgpack_options opts;
	msgpack_scanner scanner;
	msgpack_record_table kept;
	size_t start = 0, len;

	ZEND_PARSE_PARAMETERS_START(1, 5)
		Z_PARAM_STR(data)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(chunk)
		Z_PARAM_BOOL(php_only)
		Z_PARAM_BOOL(compact)
		Z_PARAM_BOOL(sequential)
	ZEND_PARSE_PARAMETERS_END();

	/* the records of the messages read so far, for the next (a stream in msgpackr's sequential form) */
	sequential = sequential && compact;
	msgpack_record_table_init(&kept);

	len = ZSTR_LEN(data);
	msgpack_pecl_options(&opts);
	opts.flags = MSGPACK_OPT_ASSOC | MSGPACK_OPT_EXT_TYPES | (php_only ? MSGPACK_OPT_PHP_ONLY : 0)
		| (compact ? MSGPACK_OPT_COMPACT_ANY : 0);
	opts.structures = NULL;
	opts.notice = NULL;
	array_init(return_value);
	msgpack_scanner_init(&scanner);
	while (start < len) {
		const unsigned char *bytes = (const unsigned char *) ZSTR_VAL(data) + start;
		size_t rest = len - start, pos = 0, limit = chunk > 0 ? MIN((size_t) chunk, rest) : rest, consumed;
		msgpack_scan_result scanned;

		msgpack_scanner_begin(&scanner, &opts);
		if (sequential) {
			msgpack_scanner_keep_records(&scanner, &kept);
		}
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
		if (sequential) {
			msgpack_decoder_keep_records(&dec, &kept);
		}
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
	msgpack_record_table_release(&kept);
}
#endif

