/*
 * msgpack for PHP: msgpack as PHP's session serializer and as APCu's (PECL front end; docs/INTERNALS.md).
 */

#include "msgpack_pecl.h"
#include "msgpack_ext.h"
#include "zend_exceptions.h"
#ifdef HAVE_PHP_SESSION
# include "ext/session/php_session.h"
#endif

/* ---- session --------------------------------------------------------------------------------------------------- */

#ifdef HAVE_PHP_SESSION
/*
 * session.serialize_handler=msgpack. The session variables zval is a PHP reference to the $_SESSION array and is
 * encoded as such, so with msgpack.php_only a non-empty session starts with the REFERENCE marker, as PECL's does.
 */
PS_SERIALIZER_ENCODE_FUNC(msgpack)
{
	smart_str buf = {0};
	msgpack_options opts;

	/* With an exception pending nothing is encoded, as by PHP's serializers (and no second exception thrown). */
	if (UNEXPECTED(EG(exception))) {
		return NULL;
	}
	/* Sessions are read before this module's RINIT with session.auto_start and written after its RSHUTDOWN. */
	msgpack_stack_limit_init();
	msgpack_pecl_options_internal(&opts);
	if (UNEXPECTED(msgpack_pecl_pack(&buf, &PS(http_session_vars), &opts) != SUCCESS)) {
		return NULL;
	}
	return smart_str_extract(&buf);
}

/*
 * Merges the string-keyed entries of the decoded array (or object) into $_SESSION; integer keys cannot name session
 * variables and are dropped. Data this decoder cannot read as a map or list (another serializer's sessions after a
 * switch of session.serialize_handler, truncated or malformed bytes, a scalar) is ignored with SUCCESS, as PECL does:
 * the session starts empty, without a warning, and nothing of the bad data is merged. So is data for which the decoder
 * throws what unserialize() would throw for its input (a typed property given a string, tampered data): its exception
 * is dropped. An exception from user code is kept, with PHP's own serializers' outcome (docs/api.md, sessions): a
 * delayed __unserialize() or __wakeup() that threw leaves the whole session read (SUCCESS: it stays active, its data
 * written back), one thrown while decoding (an autoloader) is FAILURE (PHP destroys the session). So is data nested deeper
 * than the C stack allows where the session is read (msgpack_ce_unpacking_failed, MSGPACK_PECL_ERROR_STACK).
 */
static zend_result msgpack_pecl_session_decode(const char *val, size_t vallen)
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
	msgpack_pecl_options_internal(&opts);
	msgpack_pecl_decoder_init(&dec, val, vallen, &opts);
	dec.php.hold_failed = true;
	/* Bytes after the first value are ignored, as PECL did. */
	if (UNEXPECTED(msgpack_decode(&dec, &value) != SUCCESS)
			&& (dec.error != MSGPACK_ERR_EXCEPTION || dec.thrown != MSGPACK_THROWN_AFTER_DECODE)) {
		zval_ptr_dtor(&value);
		/* (the objects a failed decode left waiting go after its value, as unserialize() orders them) */
		msgpack_decode_php_release_held(&dec);
		/*
		 * Only the exception thrown for the data is dropped: one a destructor threw after it (chained to it, as the
		 * engine chains an exception pending), here or where the decoder released the refused value itself, is user
		 * code's, and escapes as from PHP's own serializers; so does the exit() of one, which stands for any exception
		 * pending.
		 */
		if (dec.error == MSGPACK_ERR_EXCEPTION && dec.thrown == MSGPACK_THROWN_FOR_DATA
				&& EG(exception) && EG(exception)->handle == dec.php.data_exception
				&& !zend_is_unwind_exit(EG(exception)) && !zend_is_graceful_exit(EG(exception))) {
			zend_clear_exception();
		}
		if (UNEXPECTED(dec.error == MSGPACK_ERR_STACK) && !EG(exception)) {
			/*
			 * Not the data's fault but where it is read (a session started deep in recursion): ignored, the session
			 * would start empty and be written back so, and a __wakeup() that starts the session again would go on
			 * without end. Thrown, as PHP's own serializer throws at its stack limit, it fails the read.
			 */
			zend_throw_exception(msgpack_ce_unpacking_failed, "Session data nests deeper than the C stack allows here",
				MSGPACK_PECL_ERROR_STACK);
		}
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
	} else if (Z_TYPE_P(root) == IS_OBJECT && Z_OBJCE_P(root) != msgpack_ce_ext
			&& Z_OBJCE_P(root) != msgpack_ce_timestamp) {
		/* (an ext value is not a session, as PECL decoded it to null: its object's properties would become variables) */
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

typedef struct {
	const char *val;
	size_t vallen;
	zend_result result;
} msgpack_pecl_session_read;

static void msgpack_pecl_session_decode_guarded(void *arg)
{
	msgpack_pecl_session_read *read = arg;

	read->result = msgpack_pecl_session_decode(read->val, read->vallen);
}

PS_SERIALIZER_DECODE_FUNC(msgpack)
{
	msgpack_pecl_session_read read = {.val = val, .vallen = vallen, .result = FAILURE};

	/* With session.auto_start no PHP function runs: an internal class's __unserialize() that throws bails out. */
	msgpack_pecl_run_top_level(msgpack_pecl_session_decode_guarded, &read);
	return read.result;
}
#endif

#ifdef HAVE_PHP_SESSION
void msgpack_pecl_session_register(void)
{
	php_session_register_serializer("msgpack", PS_SERIALIZER_ENCODE_NAME(msgpack), PS_SERIALIZER_DECODE_NAME(msgpack));
}
#endif

/* ---- APCu ------------------------------------------------------------------------------------------------------ */

/*
 * APCu's serializer interface, ABI "0" (apc_serializer.h). Declared here rather than included so that the support is
 * built whether or not APCu's headers are installed: APCu publishes its registration function as the integer value
 * of a constant, found at MINIT.
 */
#define MSGPACK_APC_REGISTER_CONSTANT "\0apc_register_serializer-" MSGPACK_APC_SERIALIZER_ABI

typedef int (*msgpack_apc_serialize_t)(unsigned char **buf, size_t *buf_len, const zval *value, void *config);
typedef int (*msgpack_apc_unserialize_t)(zval *value, unsigned char *buf, size_t buf_len, void *config);
typedef int (*msgpack_apc_register_t)(const char *name, msgpack_apc_serialize_t serialize,
	msgpack_apc_unserialize_t unserialize, void *config);

/*
 * The value whose serialization failed last without an exception (too deep), until the next call: APCu's retry of it.
 * APCu (apc_persist()) calls the serializer again at once after any failure, for the same zval.
 */
ZEND_TLS const zval *msgpack_apc_failed;

static int msgpack_pecl_apc_serialize(unsigned char **buf, size_t *buf_len, const zval *value, void *config)
{
	smart_str str = {0};
	msgpack_options opts;
	const zval *failed = msgpack_apc_failed;

	(void) config;
	msgpack_apc_failed = NULL;
	/*
	 * APCu serializes a second time after a failure: with the first exception still pending, fail at once, as PHP's
	 * serializer does, rather than throw it again chained to itself (and run __serialize()/__sleep() again). Without
	 * an exception the retry would warn a second time: it fails at once too.
	 */
	if (UNEXPECTED(EG(exception)) || UNEXPECTED(failed == value)) {
		return 0;
	}
	msgpack_pecl_options_internal(&opts);
	/*
	 * The encoder never writes to the value; the const is APCu's promise to its callers. An error handler's exception
	 * for the warning of a value written as nil (a resource) follows a success: nothing is stored then either, as
	 * APCu's php serializer stores nothing with an exception pending.
	 */
	if (UNEXPECTED(msgpack_pecl_pack(&str, (zval *) value, &opts) != SUCCESS) || str.s == NULL
			|| UNEXPECTED(EG(exception))) {
		smart_str_free(&str);
		if (!EG(exception)) {
			msgpack_apc_failed = value;
		}
		return 0;
	}
	/* APCu frees the buffer with efree(), so it must be a plain allocation, not a zend_string's body. */
	*buf_len = ZSTR_LEN(str.s);
	*buf = (unsigned char *) estrndup(ZSTR_VAL(str.s), ZSTR_LEN(str.s));
	smart_str_free(&str);
	return 1;
}

static int msgpack_pecl_apc_unserialize(zval *value, unsigned char *buf, size_t buf_len, void *config)
{
	msgpack_options opts;

	(void) config;
	if (buf_len == 0) {
		/* APCu destroys the value after a failure: it must hold something valid. */
		ZVAL_NULL(value);
		return 0;
	}
	msgpack_pecl_options_internal(&opts);
	return msgpack_pecl_unpack(value, (const char *) buf, buf_len, &opts) == SUCCESS;
}

/* Registers with APCu when its MINIT has run (the optional module dependency makes it run first). */
void msgpack_pecl_apc_register(void)
{
	zval *hook = zend_get_constant_str(MSGPACK_APC_REGISTER_CONSTANT, sizeof(MSGPACK_APC_REGISTER_CONSTANT) - 1);

	if (hook && Z_TYPE_P(hook) == IS_LONG && Z_LVAL_P(hook) != 0) {
		msgpack_apc_register_t register_serializer = (msgpack_apc_register_t) (uintptr_t) Z_LVAL_P(hook);

		register_serializer("msgpack", msgpack_pecl_apc_serialize, msgpack_pecl_apc_unserialize, NULL);
	}
}

