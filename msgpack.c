/*
 * msgpack for PHP: module entry, INI settings, the procedural API, the exported C API and class registration.
 *
 * This is the API boundary: the encoder and decoder only record why they stopped; the warnings PHP code sees (with
 * PECL msgpack's texts, gated by msgpack.error_display) are raised here, once per call.
 */

#include "msgpack_internal.h"
#include "ext/standard/info.h"
#include "ext/spl/spl_exceptions.h"
#include "zend_fibers.h"
#include "zend_observer.h"
#include "zend_exceptions.h"
#ifdef HAVE_PHP_SESSION
# include "ext/session/php_session.h"
#endif
#ifdef HAVE_PTHREAD_H
# include <pthread.h>
#endif
#include "msgpack_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(msgpack)

/* ---- INI ------------------------------------------------------------------------------------------------------- */

/*
 * The decoder and encoder recurse once per nesting level; this bound keeps the C stack safe at the deepest level a
 * user may configure: about 100 bytes per level, so about 3.5 MB at the limit, well inside the usual 8 MB.
 */
#define MSGPACK_MAX_DEPTH_LIMIT 32768

static ZEND_INI_MH(OnUpdateMaxDepth)
{
	zend_long depth = zend_ini_parse_quantity_warn(new_value, entry->name);

	(void) mh_arg1; (void) mh_arg2; (void) mh_arg3; (void) stage;

	if (depth < 1 || depth > MSGPACK_MAX_DEPTH_LIMIT) {
		php_error_docref(NULL, E_WARNING, "msgpack.max_depth must be between 1 and %d", MSGPACK_MAX_DEPTH_LIMIT);
		return FAILURE;
	}
	MSGPACK_G(max_depth) = depth;
	return SUCCESS;
}

PHP_INI_BEGIN()
	STD_PHP_INI_BOOLEAN("msgpack.error_display", "1", PHP_INI_ALL, OnUpdateBool, error_display,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.php_only", "1", PHP_INI_ALL, OnUpdateBool, php_only,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.assoc", "1", PHP_INI_ALL, OnUpdateBool, assoc,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.illegal_key_insert", "0", PHP_INI_ALL, OnUpdateBool, illegal_key_insert,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.use_str8_serialization", "1", PHP_INI_ALL, OnUpdateBool, use_str8_serialization,
		zend_msgpack_globals, msgpack_globals)
	STD_PHP_INI_BOOLEAN("msgpack.force_f32", "0", PHP_INI_ALL, OnUpdateBool, force_f32,
		zend_msgpack_globals, msgpack_globals)
	PHP_INI_ENTRY("msgpack.max_depth", "4096", PHP_INI_ALL, OnUpdateMaxDepth)
PHP_INI_END()

void msgpack_options_from_ini(msgpack_options *opts)
{
	uint32_t flags = 0;

	if (MSGPACK_G(php_only)) {
		flags |= MSGPACK_OPT_PHP_ONLY;
	}
	if (MSGPACK_G(assoc)) {
		flags |= MSGPACK_OPT_ASSOC;
	}
	if (MSGPACK_G(illegal_key_insert)) {
		flags |= MSGPACK_OPT_ILLEGAL_KEY_INSERT;
	}
	if (MSGPACK_G(use_str8_serialization)) {
		flags |= MSGPACK_OPT_STR8;
	}
	if (MSGPACK_G(force_f32)) {
		flags |= MSGPACK_OPT_FORCE_F32;
	}
	if (MSGPACK_G(error_display)) {
		flags |= MSGPACK_OPT_WARNINGS;
	}
	opts->flags = flags;
	opts->max_depth = (uint32_t) MSGPACK_G(max_depth);
	opts->allowed_classes = NULL;
}

/* Builds the lower-cased name set; FAILURE (TypeError pending) for a non-string entry. */
static zend_result msgpack_options_class_list(msgpack_options *opts, HashTable *list, const char *func)
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

zend_result msgpack_options_from_array(msgpack_options *opts, HashTable *options, const char *func)
{
	zval *v;

	if ((v = zend_hash_str_find_deref(options, ZEND_STRL("allowed_classes"))) != NULL) {
		if (Z_TYPE_P(v) == IS_ARRAY) {
			opts->flags |= MSGPACK_OPT_CLASSES_LISTED;
			if (UNEXPECTED(msgpack_options_class_list(opts, Z_ARR_P(v), func) != SUCCESS)) {
				msgpack_options_release(opts);
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
			msgpack_options_release(opts);
			return FAILURE;
		}
		/* 0 keeps the msgpack.max_depth default, as unserialize() keeps its INI default. */
		if (UNEXPECTED(Z_LVAL_P(v) < 0 || Z_LVAL_P(v) > MSGPACK_MAX_DEPTH_LIMIT)) {
			zend_value_error("%s(): Option \"max_depth\" must be between 0 and %d", func, MSGPACK_MAX_DEPTH_LIMIT);
			msgpack_options_release(opts);
			return FAILURE;
		}
		if (Z_LVAL_P(v) > 0) {
			opts->max_depth = (uint32_t) Z_LVAL_P(v);
		}
	}
	return SUCCESS;
}

void msgpack_options_release(msgpack_options *opts)
{
	if (opts->allowed_classes) {
		zend_array_destroy(opts->allowed_classes);
		opts->allowed_classes = NULL;
	}
}

/* ---- C stack limit --------------------------------------------------------------------------------------------- */

/* Stack kept free below the codec's deepest frame, for the calls it makes there (allocator, error handlers). */
#define MSGPACK_STACK_RESERVE (256 * 1024)

#ifndef ZEND_CHECK_STACK_LIMIT
/*
 * PHP 8.2 has no engine stack limit, so the codec finds its own: the thread's stack from pthreads, and inside a Fiber
 * the Fiber's stack, whose bounds are the first two members of zend_fiber_stack (opaque in 8.2's headers; its layout
 * begins with them in every release that has Fibers).
 */
typedef struct {
	void *pointer; /* lowest usable address */
	size_t size;
} msgpack_fiber_stack;

void msgpack_stack_limit_init(void)
{
	uintptr_t limit = 0, bottom = 0;

	if (!MSGPACK_G(stack_limit_known)) {
# if defined(HAVE_PTHREAD_GETATTR_NP)
		pthread_attr_t attr;
		void *low;
		size_t size;

		if (pthread_getattr_np(pthread_self(), &attr) == 0) {
			if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > 2 * MSGPACK_STACK_RESERVE) {
				bottom = (uintptr_t) low;
				limit = bottom + MSGPACK_STACK_RESERVE;
			}
			pthread_attr_destroy(&attr);
		}
# elif defined(HAVE_PTHREAD_GET_STACKADDR_NP)
		pthread_t self = pthread_self();
		size_t size = pthread_get_stacksize_np(self);

		if (size > 2 * MSGPACK_STACK_RESERVE) {
			bottom = (uintptr_t) pthread_get_stackaddr_np(self) - size;
			limit = bottom + MSGPACK_STACK_RESERVE;
		}
# endif
		/* Unknown (0) leaves max_depth as the only bound. */
		MSGPACK_G(main_stack_limit) = limit;
		MSGPACK_G(main_stack_bottom) = bottom;
		MSGPACK_G(stack_limit_known) = true;
	}
	MSGPACK_G(stack_context) = NULL; /* found again on first use, for whichever Fiber runs then */
	MSGPACK_G(stack_limit) = 0;
	MSGPACK_G(stack_bottom) = 0;
}

void msgpack_stack_limit_switch(void)
{
	const zend_fiber_context *ctx = EG(current_fiber_context);
	uintptr_t limit = MSGPACK_G(main_stack_limit), bottom = MSGPACK_G(main_stack_bottom);

	if (!MSGPACK_G(stack_limit_known)) {
		msgpack_stack_limit_init();
		limit = MSGPACK_G(main_stack_limit);
		bottom = MSGPACK_G(main_stack_bottom);
	}
	if (ctx && ctx != EG(main_fiber_context) && ctx->stack) {
		const msgpack_fiber_stack *stack = (const msgpack_fiber_stack *) ctx->stack;
		/* A small fiber.stack_size leaves the codec a quarter of it in reserve rather than nothing. */
		size_t reserve = MIN(MSGPACK_STACK_RESERVE, stack->size / 4);
		bottom = (uintptr_t) stack->pointer;
		limit = bottom + reserve;
	}
	MSGPACK_G(stack_context) = ctx;
	MSGPACK_G(stack_limit) = limit;
	MSGPACK_G(stack_bottom) = bottom;
}

/*
 * Every Fiber switch forgets the stack found for the context switched from: a finished Fiber's context may be freed
 * and its address reused by a new Fiber with another stack, so the context pointer alone cannot tell stacks apart.
 */
static void msgpack_stack_fiber_switch(zend_fiber_context *from, zend_fiber_context *to)
{
	(void) from;
	(void) to;
	MSGPACK_G(stack_context) = NULL;
}

bool msgpack_stack_below_limit(uintptr_t sp)
{
	/* Below the bottom of the stack we know is another stack (a coroutine library's): not ours to judge. */
	return sp >= MSGPACK_G(stack_bottom);
}
#else
void msgpack_stack_limit_init(void)
{
}
#endif

static void msgpack_stack_limit_register(void)
{
#ifndef ZEND_CHECK_STACK_LIMIT
	zend_observer_fiber_switch_register(msgpack_stack_fiber_switch);
#endif
}

/* ---- API boundary ---------------------------------------------------------------------------------------------- */

ZEND_COLD zend_result msgpack_report(uint32_t flags, int type, const char *format, ...)
{
	va_list args;

	if (!(flags & MSGPACK_OPT_WARNINGS)) {
		return SUCCESS;
	}
	va_start(args, format);
	zend_string *message = zend_vstrpprintf(0, format, args);
	va_end(args);
	zend_error(type, "%s", ZSTR_VAL(message));
	zend_string_release(message);
	return EG(exception) ? FAILURE : SUCCESS;
}

static ZEND_COLD void msgpack_unserialize_warn(const msgpack_options *opts, msgpack_error error)
{
	const char *what;

	if (!(opts->flags & MSGPACK_OPT_WARNINGS)) {
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

static ZEND_COLD void msgpack_unserialize_warn_detail(const msgpack_options *opts, const msgpack_decoder *dec)
{
	if (dec->error == MSGPACK_ERR_INVALID) {
		if (opts->flags & MSGPACK_OPT_WARNINGS) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) %s", dec->error_detail);
		}
		return;
	}
	msgpack_unserialize_warn(opts, dec->error);
}

zend_result msgpack_unserialize_buffer(zval *out, const char *buf, size_t len, const msgpack_options *opts)
{
	msgpack_decoder dec;
	zval value;

	if (len == 0) {
		ZVAL_NULL(out);
		return FAILURE;
	}
	msgpack_decoder_init(&dec, buf, len, opts);
	if (UNEXPECTED(msgpack_decode(&dec, &value) != SUCCESS)) {
		zval_ptr_dtor(&value);
		ZVAL_FALSE(out);
		msgpack_unserialize_warn_detail(opts, &dec);
		return FAILURE;
	}
	if (UNEXPECTED(dec.p != dec.end) && (opts->flags & MSGPACK_OPT_WARNINGS)) {
		zend_error(E_WARNING, "[msgpack] (php_msgpack_unserialize) Extra bytes");
	}
	ZVAL_COPY_VALUE(out, &value);
	return SUCCESS;
}

zend_result msgpack_serialize_buffer(smart_str *buf, zval *val, const msgpack_options *opts)
{
	bool had_buffer = buf->s != NULL;
	size_t start = had_buffer ? ZSTR_LEN(buf->s) : 0;
	msgpack_encoder enc;
	zend_result result;

	msgpack_encoder_init(&enc, buf, opts);
	result = msgpack_encode(&enc, val);
	if (UNEXPECTED(enc.unsupported_seen) && (opts->flags & MSGPACK_OPT_WARNINGS)) {
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
	if (opts->flags & MSGPACK_OPT_WARNINGS) {
		if (enc.error == MSGPACK_ERR_DEPTH) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) Maximum nesting depth of %u exceeded",
				opts->max_depth);
		} else if (enc.error == MSGPACK_ERR_STACK) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) Nesting too deep for the C stack");
		} else if (enc.error == MSGPACK_ERR_TOO_LARGE) {
			zend_error(E_WARNING, "[msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be encoded");
		}
	}
	return FAILURE;
}

/* ---- C API ----------------------------------------------------------------------------------------------------- */

PHP_MSGPACK_API void php_msgpack_serialize(smart_str *buf, zval *val)
{
	msgpack_options opts;

	msgpack_options_from_ini(&opts);
	msgpack_serialize_buffer(buf, val, &opts);
}

PHP_MSGPACK_API int php_msgpack_unserialize(zval *return_value, char *str, size_t str_len)
{
	msgpack_options opts;

	msgpack_options_from_ini(&opts);
	return msgpack_unserialize_buffer(return_value, str, str_len, &opts);
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

	msgpack_options_from_ini(&opts);
	if (UNEXPECTED(msgpack_serialize_buffer(&buf, value, &opts) != SUCCESS)) {
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}
	RETURN_STR(smart_str_extract(&buf));
}

void msgpack_unpack_with_template(zval *return_value, zend_string *str, zval *object, HashTable *options,
	msgpack_options *opts, const char *func)
{
	zval value;

	if (object && UNEXPECTED(Z_TYPE_P(object) != IS_NULL && Z_TYPE_P(object) != IS_STRING
			&& Z_TYPE_P(object) != IS_ARRAY && Z_TYPE_P(object) != IS_OBJECT)) {
		/* An unusable template is refused before decoding, as a typed parameter would be: the converter throws. */
		ZVAL_NULL(&value);
		msgpack_convert_template(return_value, object, &value);
		return;
	}
	if (options && UNEXPECTED(msgpack_options_from_array(opts, options, func) != SUCCESS)) {
		return;
	}
	zend_result result = msgpack_unserialize_buffer(&value, ZSTR_VAL(str), ZSTR_LEN(str), opts);
	msgpack_options_release(opts);
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
		msgpack_convert_template(return_value, object, &value);
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

	msgpack_options_from_ini(&opts);
	msgpack_unpack_with_template(return_value, str, object, options, &opts, get_active_function_name());
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
	if (reset) {
		memset(c, 0, sizeof(*c));
	}
}

/*
 * msgpack_test_frame(): where the streaming scanner and the decoder each say the messages in $data end, message after
 * message (as long as they agree), the scanner fed $chunk bytes at a time (0: all at once). Tests check that the two
 * readers of the wire table frame every input alike.
 */
static const char *msgpack_test_error_name(msgpack_error error)
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
	bool php_only = false;
	msgpack_options opts;
	msgpack_scanner scanner;
	size_t start = 0, len;

	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_STR(data)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(chunk)
		Z_PARAM_BOOL(php_only)
	ZEND_PARSE_PARAMETERS_END();

	len = ZSTR_LEN(data);
	opts.flags = MSGPACK_OPT_ASSOC | (php_only ? MSGPACK_OPT_PHP_ONLY : 0);
	opts.max_depth = (uint32_t) MSGPACK_G(max_depth);
	opts.allowed_classes = NULL;
	array_init(return_value);
	msgpack_scanner_init(&scanner);
	while (start < len) {
		const unsigned char *bytes = (const unsigned char *) ZSTR_VAL(data) + start;
		size_t rest = len - start, pos = 0, limit = chunk > 0 ? MIN((size_t) chunk, rest) : rest, consumed;
		msgpack_scan_result scanned;

		msgpack_scanner_begin(&scanner, opts.max_depth);
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
		add_assoc_string(&entry, "decode", msgpack_test_error_name(decoded == SUCCESS ? MSGPACK_OK : dec.error));
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

/* ---- session and APCu serializers ------------------------------------------------------------------------------ */

#ifdef HAVE_PHP_SESSION
/*
 * session.serialize_handler=msgpack. The session variables zval is a PHP reference to the $_SESSION array and is
 * encoded as such, so with msgpack.php_only a non-empty session starts with the REFERENCE marker, as PECL's does.
 */
PS_SERIALIZER_ENCODE_FUNC(msgpack)
{
	smart_str buf = {0};
	msgpack_options opts;

	/* Sessions are read before this module's RINIT with session.auto_start and written after its RSHUTDOWN. */
	msgpack_stack_limit_init();
	msgpack_options_from_ini(&opts);
	if (UNEXPECTED(msgpack_serialize_buffer(&buf, &PS(http_session_vars), &opts) != SUCCESS)) {
		return NULL;
	}
	return smart_str_extract(&buf);
}

/*
 * Merges the string-keyed entries of the decoded array (or object) into $_SESSION; integer keys cannot name session
 * variables and are dropped. Data this decoder cannot read as a map or list (another serializer's sessions after a
 * switch of session.serialize_handler, truncated or malformed bytes, a scalar) is ignored with SUCCESS, as PECL does:
 * the session starts empty, without a warning, and nothing of the bad data is merged. Only an exception thrown by user
 * code during the decode (__wakeup, __unserialize, an autoloader) is FAILURE.
 */
PS_SERIALIZER_DECODE_FUNC(msgpack)
{
	msgpack_decoder dec;
	msgpack_options opts;
	zval value, *root, *entry;
	zend_string *name;
	HashTable *vars;

	if (vallen == 0) {
		return SUCCESS;
	}
	msgpack_stack_limit_init();
	msgpack_options_from_ini(&opts);
	msgpack_decoder_init(&dec, val, vallen, &opts);
	/* Bytes after the first value are ignored, as PECL did. */
	if (UNEXPECTED(msgpack_decode(&dec, &value) != SUCCESS)) {
		zval_ptr_dtor(&value);
		return EG(exception) ? FAILURE : SUCCESS;
	}
	root = &value;
	ZVAL_DEREF(root);
	/*
	 * Held while merging: replacing a session variable can run a destructor, and user code must not change the
	 * table under the loop (a write through a reference separates it instead).
	 */
	if (Z_TYPE_P(root) == IS_ARRAY) {
		vars = Z_ARRVAL_P(root);
		GC_TRY_ADDREF(vars);
	} else if (Z_TYPE_P(root) == IS_OBJECT) {
		vars = zend_get_properties_for(root, ZEND_PROP_PURPOSE_ARRAY_CAST);
	} else {
		zval_ptr_dtor(&value);
		return SUCCESS;
	}
	if (vars) {
		ZEND_HASH_FOREACH_STR_KEY_VAL_IND(vars, name, entry) {
			zend_ulong index;
			zval copy, previous, *current;

			/* An object's property table may hold "0"-style names; as array keys they would be integers. */
			if (name == NULL || ZEND_HANDLE_NUMERIC_STR(ZSTR_VAL(name), ZSTR_LEN(name), index)) {
				continue;
			}
			/*
			 * The value replaced is released only after the update: its destructor may change $_SESSION, which must
			 * not happen inside the hash update.
			 */
			if ((current = php_get_session_var(name)) != NULL) {
				ZVAL_COPY(&previous, current);
			} else {
				ZVAL_UNDEF(&previous);
			}
			ZVAL_COPY(&copy, entry);
			/* NULL when a destructor replaced $_SESSION by a non-array: the copy was not taken. */
			if (!php_set_session_var(name, &copy, NULL)) {
				zval_ptr_dtor(&copy);
			}
			zval_ptr_dtor(&previous);
		} ZEND_HASH_FOREACH_END();
		zend_release_properties(vars);
	}
	zval_ptr_dtor(&value);
	return SUCCESS;
}
#endif

/*
 * APCu's serializer interface, ABI "0" (apc_serializer.h). Declared here rather than included so that the support is
 * built whether or not APCu's headers are installed: APCu publishes its registration function as the integer value
 * of a constant, found at MINIT.
 */
#define MSGPACK_APC_SERIALIZER_ABI "0"
#define MSGPACK_APC_REGISTER_CONSTANT "\0apc_register_serializer-" MSGPACK_APC_SERIALIZER_ABI

typedef int (*msgpack_apc_serialize_t)(unsigned char **buf, size_t *buf_len, const zval *value, void *config);
typedef int (*msgpack_apc_unserialize_t)(zval *value, unsigned char *buf, size_t buf_len, void *config);
typedef int (*msgpack_apc_register_t)(const char *name, msgpack_apc_serialize_t serialize,
	msgpack_apc_unserialize_t unserialize, void *config);

static int msgpack_apc_serialize(unsigned char **buf, size_t *buf_len, const zval *value, void *config)
{
	smart_str str = {0};
	msgpack_options opts;

	(void) config;
	msgpack_options_from_ini(&opts);
	/* The encoder never writes to the value; the const is APCu's promise to its callers. */
	if (UNEXPECTED(msgpack_serialize_buffer(&str, (zval *) value, &opts) != SUCCESS) || str.s == NULL) {
		smart_str_free(&str);
		return 0;
	}
	/* APCu frees the buffer with efree(), so it must be a plain allocation, not a zend_string's body. */
	*buf_len = ZSTR_LEN(str.s);
	*buf = (unsigned char *) estrndup(ZSTR_VAL(str.s), ZSTR_LEN(str.s));
	smart_str_free(&str);
	return 1;
}

static int msgpack_apc_unserialize(zval *value, unsigned char *buf, size_t buf_len, void *config)
{
	msgpack_options opts;

	(void) config;
	if (buf_len == 0) {
		/* APCu destroys the value after a failure: it must hold something valid. */
		ZVAL_NULL(value);
		return 0;
	}
	msgpack_options_from_ini(&opts);
	return msgpack_unserialize_buffer(value, (const char *) buf, buf_len, &opts) == SUCCESS;
}

/* Registers with APCu when its MINIT has run (the optional module dependency makes it run first). */
static void msgpack_apc_register(void)
{
	zval *hook = zend_get_constant_str(MSGPACK_APC_REGISTER_CONSTANT, sizeof(MSGPACK_APC_REGISTER_CONSTANT) - 1);

	if (hook && Z_TYPE_P(hook) == IS_LONG && Z_LVAL_P(hook) != 0) {
		msgpack_apc_register_t register_serializer = (msgpack_apc_register_t) (uintptr_t) Z_LVAL_P(hook);

		register_serializer("msgpack", msgpack_apc_serialize, msgpack_apc_unserialize, NULL);
	}
}

/* ---- module ---------------------------------------------------------------------------------------------------- */

static PHP_GINIT_FUNCTION(msgpack)
{
#if defined(COMPILE_DL_MSGPACK) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(msgpack_globals, 0, sizeof(*msgpack_globals));
}

static PHP_MINIT_FUNCTION(msgpack)
{
	REGISTER_INI_ENTRIES();
	msgpack_stack_limit_register();

	msgpack_ce_can_be_packed = register_class_MessagePack_CanBePacked();
	msgpack_ce_can_pack = register_class_MessagePack_CanPack();
	msgpack_ce_extension = register_class_MessagePack_Extension(msgpack_ce_can_pack);
	msgpack_ce_pack_options = register_class_MessagePack_PackOptions();
	msgpack_ce_unpack_options = register_class_MessagePack_UnpackOptions();
	msgpack_ce_packer = register_class_MessagePack_Packer();
	msgpack_packer_class_init();
	msgpack_ce_buffer_unpacker = register_class_MessagePack_BufferUnpacker();
	msgpack_buffer_unpacker_class_init();
	register_class_MessagePack_MessagePack();
	msgpack_ce_packing_failed = register_class_MessagePack_Exception_PackingFailedException(spl_ce_RuntimeException);
	msgpack_ce_unpacking_failed = register_class_MessagePack_Exception_UnpackingFailedException(spl_ce_RuntimeException);
	msgpack_ce_insufficient_data = register_class_MessagePack_Exception_InsufficientDataException(msgpack_ce_unpacking_failed);
	msgpack_ce_invalid_option = register_class_MessagePack_Exception_InvalidOptionException(spl_ce_InvalidArgumentException);
	msgpack_ce_timestamp_extension = register_class_MessagePack_Extension_TimestampExtension(msgpack_ce_extension);
	register_class_MessagePack_TypeTransformer_StreamTransformer(msgpack_ce_can_pack);
	msgpack_ce_traversable_transformer = register_class_MessagePack_TypeTransformer_TraversableTransformer(msgpack_ce_can_pack);
	msgpack_ce_bin = register_class_MessagePack_Type_Bin(msgpack_ce_can_be_packed);
	msgpack_ce_map = register_class_MessagePack_Type_Map(msgpack_ce_can_be_packed);
	msgpack_ce_ext = register_class_MessagePack_Type_Ext(msgpack_ce_can_be_packed);
	msgpack_ce_timestamp = register_class_MessagePack_Type_Timestamp();
	msgpack_ce_messagepack = register_class_MessagePack();
	msgpack_ce_messagepack_unpacker = register_class_MessagePackUnpacker();
	msgpack_messagepack_classes_init();
	register_msgpack_symbols(module_number);

#ifdef HAVE_PHP_SESSION
	php_session_register_serializer("msgpack", PS_SERIALIZER_ENCODE_NAME(msgpack), PS_SERIALIZER_DECODE_NAME(msgpack));
#endif
	msgpack_apc_register();
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(msgpack)
{
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_RINIT_FUNCTION(msgpack)
{
	(void) type; (void) module_number;
#if defined(COMPILE_DL_MSGPACK) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	msgpack_stack_limit_init();
	return SUCCESS;
}

/*
 * Cached keys and shape templates are request memory, released after every module's RSHUTDOWN: the session module
 * writes (and user code in __serialize() may unpack) after ours ran. Shapes first: they hold cached keys.
 */
static ZEND_MODULE_POST_ZEND_DEACTIVATE_D(msgpack)
{
	if (MSGPACK_G(shapes_used)) {
		msgpack_shape_cache_release();
		MSGPACK_G(shapes_used) = false;
	}
	msgpack_key_cache_release();
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(msgpack)
{
	php_info_print_table_start();
	php_info_print_table_row(2, "MessagePack Support", "enabled");
#ifdef HAVE_PHP_SESSION
	php_info_print_table_row(2, "Session Support", "enabled");
#endif
	php_info_print_table_row(2, "MessagePack APCu Serializer ABI", MSGPACK_APC_SERIALIZER_ABI);
	php_info_print_table_row(2, "extension Version", PHP_MSGPACK_VERSION);
	php_info_print_table_end();

	DISPLAY_INI_ENTRIES();
}

/* Optional: when loaded, session and APCu start first, so that MINIT finds their serializer registries. */
static const zend_module_dep msgpack_deps[] = {
	ZEND_MOD_OPTIONAL("session")
	ZEND_MOD_OPTIONAL("apcu")
	ZEND_MOD_END
};

zend_module_entry msgpack_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	msgpack_deps,
	"msgpack",
	ext_functions,
	PHP_MINIT(msgpack),
	PHP_MSHUTDOWN(msgpack),
	PHP_RINIT(msgpack),
	NULL,
	PHP_MINFO(msgpack),
	PHP_MSGPACK_VERSION,
	PHP_MODULE_GLOBALS(msgpack),
	PHP_GINIT(msgpack),
	NULL,
	ZEND_MODULE_POST_ZEND_DEACTIVATE_N(msgpack),
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_MSGPACK
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(msgpack)
#endif
