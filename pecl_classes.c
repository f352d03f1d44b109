/*
 * msgpack for PHP: PECL msgpack's object API, the classes MessagePack and MessagePackUnpacker.
 *
 * MessagePack carries per-object options for pack()/unpack(). MessagePackUnpacker is PECL's streaming unpacker
 * (feed/execute/data/reset) on top of the stream buffer of scanner.c. execute() on fed bytes decodes the next message
 * at once; when its bytes run out inside arrays and maps the decode is suspended (unpacker.c) and the next execute()
 * goes on from there, so a message fed in pieces is decoded once (a PHP-only object is made only once all its bytes are
 * there, which one resumable scan finds out). A string passed to execute() is read the same way, in place (direct
 * mode, below). Where a decode cannot be kept (compact mode, a malformed or odd message, a direct-mode string after
 * fed bytes) the extent scanner follows the message instead, and the decoder reads it once it is all there. Unlike PECL's, the
 * objects are valid from creation (a subclass that skips the constructor, unserialize()), clone copies the options,
 * an explicit __destruct() leaves an empty unpacker, and execute() checks its offset.
 */

#include "pecl_unpacker.h"
#include "msgpack_caches.h"

zend_class_entry *msgpack_ce_messagepack;
zend_class_entry *msgpack_ce_messagepack_unpacker;

static zend_object_handlers msgpack_pecl_messagepack_handlers;
static zend_object_handlers msgpack_pecl_unpacker_handlers;

/* Option bits a MessagePack object decides for itself (a MessagePackUnpacker: MSGPACK_PECL_UNPACKER_FLAGS); the rest
 * come from INI. Each starts as INI says when the object is created, but a MessagePackUnpacker's php_only (off). */
#define MSGPACK_PECL_OBJECT_FLAGS \
	(MSGPACK_OPT_PHP_ONLY | MSGPACK_OPT_ASSOC | MSGPACK_OPT_FORCE_F32 | MSGPACK_PECL_OPT_THROW_BIT)
#define MSGPACK_PECL_UNPACKER_FLAGS (MSGPACK_OPT_PHP_ONLY | MSGPACK_OPT_ASSOC | MSGPACK_PECL_OPT_THROW_BIT)

/* The option bit a setOption() constant stands for; 0 for an option the class does not take. */
static uint32_t msgpack_pecl_option_bit(zend_long option, bool packing)
{
	switch (option) {
		case MSGPACK_PECL_OPT_PHPONLY:
			return MSGPACK_OPT_PHP_ONLY;
		case MSGPACK_PECL_OPT_ASSOC:
			return MSGPACK_OPT_ASSOC;
		case MSGPACK_PECL_OPT_FORCE_F32:
			return packing ? MSGPACK_OPT_FORCE_F32 : 0;
		case MSGPACK_PECL_OPT_THROW:
			return MSGPACK_PECL_OPT_THROW_BIT;
		default:
			return 0;
	}
}

static ZEND_COLD void msgpack_pecl_option_warning(const char *method)
{
	msgpack_options opts;

	msgpack_pecl_options(&opts);
	if (msgpack_pecl_warnings(&opts)) {
		zend_error(E_WARNING, "[msgpack] (%s) error setting msgpack option", method);
	}
}

/* ---- MessagePack ----------------------------------------------------------------------------------------------- */

typedef struct {
	uint32_t flags; /* MSGPACK_PECL_OBJECT_FLAGS bits */
	zend_object std;
} msgpack_pecl_messagepack_object;

static zend_always_inline msgpack_pecl_messagepack_object *msgpack_pecl_messagepack_from_obj(zend_object *obj)
{
	return (msgpack_pecl_messagepack_object *) ((char *) obj - offsetof(msgpack_pecl_messagepack_object, std));
}

#define Z_MESSAGEPACK_P(zv) msgpack_pecl_messagepack_from_obj(Z_OBJ_P(zv))

/* The object bits as `new MessagePack()` sets them: all from the INI settings. */
static uint32_t msgpack_pecl_ini_object_flags(void)
{
	msgpack_options opts;

	msgpack_pecl_options(&opts);
	return opts.flags & MSGPACK_PECL_OBJECT_FLAGS;
}

/* msgpack.php_only */
static bool msgpack_pecl_ini_php_only(void)
{
	return (msgpack_pecl_ini_object_flags() & MSGPACK_OPT_PHP_ONLY) != 0;
}

static zend_object *msgpack_pecl_messagepack_create(zend_class_entry *ce)
{
	msgpack_pecl_messagepack_object *mp = zend_object_alloc(sizeof(msgpack_pecl_messagepack_object), ce);

	/* Valid before any constructor runs (a subclass may skip it, unserialize() never calls it): php_only off until one
	 * sets it, as in PECL's zeroed object, so that such an object writes PECL's bytes. */
	mp->flags = msgpack_pecl_ini_object_flags() & ~MSGPACK_OPT_PHP_ONLY;
	zend_object_std_init(&mp->std, ce);
	object_properties_init(&mp->std, ce);
	mp->std.handlers = &msgpack_pecl_messagepack_handlers;
	return &mp->std;
}

static zend_object *msgpack_pecl_messagepack_clone(zend_object *old)
{
	zend_object *obj = msgpack_pecl_messagepack_create(old->ce);

	msgpack_pecl_messagepack_from_obj(obj)->flags = msgpack_pecl_messagepack_from_obj(old)->flags;
	zend_objects_clone_members(obj, old);
	return obj;
}

static zend_always_inline void msgpack_pecl_flag_set(uint32_t *flags, uint32_t bit, bool on)
{
	*flags = on ? (*flags | bit) : (*flags & ~bit);
}

/* MessagePack::__construct($opt = <msgpack.php_only>) */
ZEND_METHOD(MessagePack, __construct)
{
	bool php_only = false, php_only_null = true;

	(void) return_value;
	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL_OR_NULL(php_only, php_only_null)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_messagepack_object *mp = Z_MESSAGEPACK_P(ZEND_THIS);

	mp->flags = msgpack_pecl_ini_object_flags();
	if (!php_only_null) {
		msgpack_pecl_flag_set(&mp->flags, MSGPACK_OPT_PHP_ONLY, php_only);
	}
}

/* MessagePack::setOption($option, $value): bool */
ZEND_METHOD(MessagePack, setOption)
{
	zend_long option;
	zval *value;
	uint32_t bit;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(option)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	if (!(bit = msgpack_pecl_option_bit(option, true))) {
		msgpack_pecl_option_warning("MessagePack::setOption");
		RETURN_FALSE;
	}
	msgpack_pecl_flag_set(&Z_MESSAGEPACK_P(ZEND_THIS)->flags, bit, zend_is_true(value));
	RETURN_TRUE;
}

/* The INI options with the object's own bits in place of the INI ones. */
static void msgpack_pecl_messagepack_options(msgpack_options *opts, uint32_t object_flags)
{
	msgpack_pecl_options(opts);
	opts->flags = (opts->flags & ~MSGPACK_PECL_OBJECT_FLAGS) | object_flags;
}

/* MessagePack::pack($value): string */
ZEND_METHOD(MessagePack, pack)
{
	zval *value;
	smart_str buf = {0};
	msgpack_options opts;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_messagepack_options(&opts, Z_MESSAGEPACK_P(ZEND_THIS)->flags);
	msgpack_pecl_report(&opts);
	msgpack_output_open(&buf);
	if (UNEXPECTED(msgpack_pecl_pack(&buf, value, &opts) != SUCCESS)) {
		smart_str_free(&buf);
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}
	RETURN_STR(msgpack_output_take(&buf));
}

/* MessagePack::unpack($str, $object = null, $options = null): mixed */
ZEND_METHOD(MessagePack, unpack)
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

	msgpack_pecl_messagepack_options(&opts, Z_MESSAGEPACK_P(ZEND_THIS)->flags);
	msgpack_pecl_report(&opts);
	msgpack_pecl_unpack_with_template(return_value, str, object, options, &opts, "MessagePack::unpack");
}

/* ---- MessagePackUnpacker --------------------------------------------------------------------------------------- */

static void msgpack_pecl_unpacker_state_init(msgpack_pecl_unpacker_object *u)
{
	msgpack_stream_init(&u->stream);
	ZVAL_UNDEF(&u->retval);
	u->error = MSGPACK_PECL_ERROR_NONE;
	u->error_message = NULL;
	u->kept_error = MSGPACK_PECL_ERROR_NONE;
	u->kept_message = NULL;
	u->decoding = false;
	u->reading.set = false;
	msgpack_suspended_init(&u->suspended);
	u->seen = 0;
	u->suspended_flags = 0;
	u->suspended_stale = false;
	u->stale_lent = false;
	u->skipping = false;
	u->root_cut = false;
	u->straight = false;
	u->ahead = u->ahead_at = 0;
	u->ahead_buf = NULL;
	u->unscanned_at = SIZE_MAX;
	u->lent = u->current = u->aside = NULL;
	u->cut_again = NULL;
	u->cut_len = 0;
	u->pieced = false;
	u->history = NULL;
	u->history_len = u->history_cap = 0;
	u->history_bytes = 0;
	memset(&u->stitch, 0, sizeof(u->stitch));
	memset(&u->frame, 0, sizeof(u->frame));
	u->frame_mode = MSGPACK_PECL_FRAME_IDLE;
}

/* Forgets the decoder's message in progress (its values may run destructors). */
static void msgpack_pecl_unpacker_suspended_drop(msgpack_pecl_unpacker_object *u)
{
	u->seen = 0;
	u->suspended_stale = false;
	u->stale_lent = false;
	u->root_cut = false;
	/* (the decodes' mark goes: msgpack_suspended_clear() releases what waits for __wakeup() itself, after the value) */
	u->suspended.php.hold_failed = false;
	msgpack_suspended_clear(&u->suspended);
}

/* Forgets the error a message not complete yet is to report (its bytes are dropped, or another error came first). */
static void msgpack_pecl_unpacker_kept_clear(msgpack_pecl_unpacker_object *u)
{
	u->kept_error = MSGPACK_PECL_ERROR_NONE;
	if (UNEXPECTED(u->kept_message)) {
		zend_string_release(u->kept_message);
		u->kept_message = NULL;
	}
}

/* Forgets the error that stopped the unpacker, and one kept for the message in progress. */
static void msgpack_pecl_unpacker_error_clear(msgpack_pecl_unpacker_object *u)
{
	u->error = MSGPACK_PECL_ERROR_NONE;
	if (u->error_message) {
		zend_string_release(u->error_message);
		u->error_message = NULL;
	}
	msgpack_pecl_unpacker_kept_clear(u);
}

/* Frees buffers and the undelivered value; leaves an empty, usable unpacker. */
static void msgpack_pecl_unpacker_state_release(msgpack_pecl_unpacker_object *u)
{
	zval retval;

	msgpack_pecl_unpacker_pieces_drop(u);
	msgpack_pecl_unpacker_aside_back(u);
	msgpack_stream_destroy(&u->stream);
	msgpack_pecl_unpacker_error_clear(u);
	u->skipping = false;
	u->straight = false;
	/* Unlink before destroying: a destructor run by the release may call back into this object. */
	ZVAL_COPY_VALUE(&retval, &u->retval);
	ZVAL_UNDEF(&u->retval);
	/* The suspended decode's values run destructors: a call from one would find the state half released. */
	msgpack_busy_set(&u->reading);
	u->suspended.php.hold_failed = false; /* (as in msgpack_pecl_unpacker_suspended_drop()) */
	msgpack_suspended_destroy(&u->suspended);
	u->reading.set = false;
	u->seen = 0;
	u->suspended_stale = false;
	u->stale_lent = false;
	u->root_cut = false;
	u->ahead = 0;
	u->unscanned_at = SIZE_MAX;
	zval_ptr_dtor(&retval);
}

/*
 * u->opts made ready for msgpack_pecl_unpacker_decode_options(), once they are set: without the object's own bits (its
 * flags), no notices, and any msgpack.compact but 0 reading every compact form, as msgpack_unpack() does
 * (msgpack_pecl_decoder_init()): the scanner that frames the messages gets the same flags as the decoder, or it would
 * take msgpackr's bundles (0xc1) for an error the decoder never meets.
 */
static void msgpack_pecl_unpacker_options_ready(msgpack_pecl_unpacker_object *u)
{
	u->opts.flags &= ~MSGPACK_PECL_UNPACKER_FLAGS;
	if (u->opts.flags & MSGPACK_OPT_COMPACT_ANY) {
		u->opts.flags |= MSGPACK_OPT_COMPACT_ANY;
	}
	u->opts.notice = NULL;
	u->base_flags = u->opts.flags;
	u->run_key = 0;
}

static void msgpack_pecl_unpacker_options_init(msgpack_pecl_unpacker_object *u, bool php_only)
{
	msgpack_pecl_options(&u->opts);
	u->flags = u->opts.flags & (MSGPACK_OPT_ASSOC | MSGPACK_PECL_OPT_THROW_BIT);
	if (php_only) {
		u->flags |= MSGPACK_OPT_PHP_ONLY;
	}
}

static zend_object *msgpack_pecl_unpacker_create(zend_class_entry *ce)
{
	msgpack_pecl_unpacker_object *u = zend_object_alloc(sizeof(msgpack_pecl_unpacker_object), ce);

	msgpack_pecl_unpacker_state_init(u);
	/* php_only off until a constructor sets it, as in PECL's zeroed object (unserialize(), a subclass skipping it) */
	msgpack_pecl_unpacker_options_init(u, false);
	msgpack_pecl_unpacker_options_ready(u);
	zend_object_std_init(&u->std, ce);
	object_properties_init(&u->std, ce);
	u->std.handlers = &msgpack_pecl_unpacker_handlers;
	return &u->std;
}

static void msgpack_pecl_unpacker_free(zend_object *obj)
{
	msgpack_pecl_unpacker_object *u = msgpack_pecl_unpacker_from_obj(obj);

	msgpack_pecl_unpacker_state_release(u);
	msgpack_pecl_options_release(&u->opts);
	if (u->history) {
		efree(u->history);
	}
	msgpack_stitch_destroy(&u->stitch);
	msgpack_pecl_unpacker_frame_unlink(u);
	zend_object_std_dtor(obj);
}

/* The undelivered value can hold objects that point back at the unpacker: let the cycle collector see it. */
static HashTable *msgpack_pecl_unpacker_get_gc(zend_object *obj, zval **table, int *n)
{
	msgpack_pecl_unpacker_object *u = msgpack_pecl_unpacker_from_obj(obj);
	zend_get_gc_buffer *gc = zend_get_gc_buffer_create();

	zend_get_gc_buffer_add_zval(gc, &u->retval);
	/* a suspended message too: its objects are the decoder's until it completes */
	zend_get_gc_buffer_add_zval(gc, &u->suspended.root);
	msgpack_decode_php_gc(&u->suspended.php, gc);
	zend_get_gc_buffer_use(gc, table, n);
	return zend_std_get_properties(obj);
}

/* MessagePackUnpacker::__construct($opt = <msgpack.php_only>, $options = null) */
ZEND_METHOD(MessagePackUnpacker, __construct)
{
	bool php_only = false, php_only_null = true;
	HashTable *options = NULL;

	(void) return_value;
	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL_OR_NULL(php_only, php_only_null)
		Z_PARAM_ARRAY_HT_OR_NULL(options)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);

	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	/* Calling the constructor again starts over, as PECL's does. */
	msgpack_pecl_unpacker_state_release(u);
	msgpack_pecl_options_release(&u->opts);
	msgpack_pecl_unpacker_options_init(u, php_only_null ? msgpack_pecl_ini_php_only() : php_only);
	if (options && UNEXPECTED(msgpack_pecl_options_from_array(&u->opts, options, "MessagePackUnpacker::__construct")
			!= SUCCESS)) {
		/* Not a half-applied array, and fail closed: no class may be instantiated (the object is only reachable
		 * when the constructor was called explicitly). */
		msgpack_pecl_options_release(&u->opts);
		msgpack_pecl_unpacker_options_init(u, php_only_null ? msgpack_pecl_ini_php_only() : php_only);
		u->opts.flags |= MSGPACK_OPT_CLASSES_LISTED;
		msgpack_pecl_unpacker_options_ready(u);
		RETURN_THROWS();
	}
	/* The array's "throw" is the object's, as setOption(MessagePack::OPT_THROW) would set it. */
	u->flags = (u->flags & ~MSGPACK_PECL_OPT_THROW_BIT) | (u->opts.flags & MSGPACK_PECL_OPT_THROW_BIT);
	msgpack_pecl_unpacker_options_ready(u);
}

/* MessagePackUnpacker::__destruct(): frees what the unpacker holds; it stays usable (and empty). */
ZEND_METHOD(MessagePackUnpacker, __destruct)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);

	(void) return_value;
	if (UNEXPECTED(u->decoding || msgpack_busy_is_set(&u->reading))
			&& (OBJ_FLAGS(&u->std) & IS_OBJ_DESTRUCTOR_CALLED)) {
		/* Destructed by the engine while a call still reads from it (a Fiber suspended inside one, and the object
		 * first at shutdown): that call holds the object, and the free handler releases it after. Only an explicit
		 * call is refused. */
		return;
	}
	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	msgpack_pecl_unpacker_state_release(u);
}

/* MessagePackUnpacker::setOption($option, $value): bool */
ZEND_METHOD(MessagePackUnpacker, setOption)
{
	zend_long option;
	zval *value;
	uint32_t bit;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(option)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	/* OPT_FORCE_F32 is refused here: it only affects packing. */
	if (!(bit = msgpack_pecl_option_bit(option, false))) {
		msgpack_pecl_option_warning("MessagePackUnpacker::setOption");
		RETURN_FALSE;
	}
	msgpack_pecl_flag_set(&Z_UNPACKER_P(ZEND_THIS)->flags, bit, zend_is_true(value));
	RETURN_TRUE;
}

static void msgpack_pecl_unpacker_decode_options(const msgpack_pecl_unpacker_object *u, msgpack_options *opts);
static ZEND_COLD void msgpack_pecl_unpacker_settle_stale(msgpack_pecl_unpacker_object *u, const msgpack_options *opts);
/* A decode a fatal error cut short is settled before anything else reads the stream (inline: every execute() asks). */
static zend_always_inline void msgpack_pecl_unpacker_settle(msgpack_pecl_unpacker_object *u, const msgpack_options *opts)
{
	if (UNEXPECTED(u->suspended_stale)) {
		msgpack_pecl_unpacker_settle_stale(u, opts);
		msgpack_pecl_unpacker_aside_back(u);
	}
}

/* MessagePackUnpacker::feed($str): bool */
ZEND_METHOD(MessagePackUnpacker, feed)
{
	zend_string *str;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(str)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);

	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	/* (a piece may be lent: the next execute() checks the state) */
	u->straight = false;
	if (UNEXPECTED(u->suspended_stale)) {
		/* A fatal error cut a decode short: its bytes are settled before these join them, which are a new message's
		 * (a shutdown function feeding a fresh one), never the rest of that one. */
		msgpack_options opts;
		msgpack_pecl_unpacker_decode_options(u, &opts);
		msgpack_busy_set(&u->reading);
		msgpack_pecl_unpacker_settle(u, &opts);
		u->reading.set = false;
	}
	if (ZSTR_LEN(str) < MSGPACK_PECL_LEND_MIN || !msgpack_pecl_unpacker_lend_piece(u, str)) {
		msgpack_pecl_unpacker_join(u);
		msgpack_stream_append(&u->stream, ZSTR_VAL(str), ZSTR_LEN(str));
		MSGPACK_COUNT(appended_bytes, ZSTR_LEN(str));
	}
	RETURN_TRUE;
}

/* The decode options: the construction-time ones (msgpack_pecl_unpacker_options_ready()) with the object's
 * php_only/assoc/throw, and msgpack.illegal_key_insert as it is now (PECL's decoder reads it as it meets a key). */
static void msgpack_pecl_unpacker_decode_options(const msgpack_pecl_unpacker_object *u, msgpack_options *opts)
{
	*opts = u->opts;
	opts->flags = (u->base_flags & ~MSGPACK_OPT_ILLEGAL_KEY_INSERT) | u->flags
		| msgpack_pecl_illegal_key_insert();
}

/*
 * A malformed message stops the unpacker until reset(): the error is kept, reported (msgpack_last_error()) and in
 * throw mode thrown. PECL's execute() never warned: without throw mode it only returns false.
 */
static ZEND_COLD void msgpack_pecl_unpacker_fail(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_error error, size_t offset, const char *detail)
{
	char message[MSGPACK_LAST_ERROR_SIZE];

	msgpack_pecl_unpacker_error_clear(u);
	u->error = msgpack_pecl_decode_error(error, offset, detail, message);
	u->error_message = zend_string_init(message, strlen(message), 0);
	msgpack_pecl_fail(opts, false, u->error, message);
}

/* The decode met an error only it sees before the message's end arrived: kept as the report it makes then. */
static ZEND_COLD zend_never_inline void msgpack_pecl_unpacker_keep_error(msgpack_pecl_unpacker_object *u,
	const msgpack_decoder *dec)
{
	char message[MSGPACK_LAST_ERROR_SIZE];

	msgpack_pecl_unpacker_kept_clear(u);
	u->kept_error = msgpack_pecl_decode_error(dec->error, dec->error_offset, dec->error_detail, message);
	u->kept_message = zend_string_init(message, strlen(message), 0);
}

/*
 * Whether a decode's error stands whatever bytes follow: not a budget's, which the bytes arrived so far pay for, fewer
 * than the whole message's (a suspended decode gains credit as bytes arrive): decoding the message whole may meet
 * another error, or none. The decoder's texts for those end so (msgpack_decode_charge() and the two object checks).
 */
static ZEND_COLD bool msgpack_pecl_unpacker_error_stands(const msgpack_decoder *dec)
{
	return dec->error != MSGPACK_ERR_INVALID || strstr(dec->error_detail, " than the input's size allows") == NULL;
}

/* The message whose error was kept is complete: that error stops the unpacker now, as decoding it whole would. */
static ZEND_COLD zend_never_inline void msgpack_pecl_unpacker_fail_kept(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts)
{
	zend_long error = u->kept_error;
	zend_string *message = u->kept_message;

	u->kept_error = MSGPACK_PECL_ERROR_NONE;
	u->kept_message = NULL;
	msgpack_pecl_unpacker_error_clear(u);
	u->error = error;
	u->error_message = message;
	msgpack_pecl_fail(opts, false, error, ZSTR_VAL(message));
}

static void msgpack_pecl_unpacker_lend_abandon(msgpack_pecl_unpacker_object *u);
/* A fatal error in a decode stops the unpacker being busy; one at the head leaves its message to be settled by the next
 * call (msgpack_pecl_unpacker_settle()), as it was not consumed yet. */
ZEND_COLD void msgpack_pecl_unpacker_frame_abandon(msgpack_frame *frame)
{
	msgpack_pecl_unpacker_object *u = (msgpack_pecl_unpacker_object *) ((char *) frame
		- offsetof(msgpack_pecl_unpacker_object, frame));
	uint8_t mode = u->frame_mode;

	/* (not msgpack_pecl_unpacker_frame_leave(): msgpack_frames_abandon() counts every frame out) */
	u->frame.context = NULL;
	u->frame_mode = MSGPACK_PECL_FRAME_IDLE;
	if (mode == MSGPACK_PECL_FRAME_IDLE) {
		/* A direct call stopped outside its decode (user code run by the drop of a value) with fed bytes set aside:
		 * the next call settles its message, which puts them back, as after a fatal error in the decode. */
		u->suspended_stale |= u->aside != NULL;
		return;
	}
	u->decoding = false;
	if (mode == MSGPACK_PECL_FRAME_LEND) {
		msgpack_pecl_unpacker_lend_abandon(u);
	} else if (mode == MSGPACK_PECL_FRAME_HEAD) {
		u->suspended_stale = true;
	}
}

/*
 * After a fatal error cut a decode at the head short: its message is gone, as the earlier reading had consumed a
 * message before decoding it (a resume cut short left its open containers half taken up, and only the values are
 * consistent enough to drop). Fed bytes of it are skipped, those still to come too; a direct call's message is
 * forgotten, its caller never having had the $offset to go on from.
 */
static ZEND_COLD void msgpack_pecl_unpacker_settle_stale(msgpack_pecl_unpacker_object *u, const msgpack_options *opts)
{
	msgpack_stream *st = &u->stream;
	const char *msg;
	size_t msg_len;

	/* (the message's bytes from the head, pieces included, for the scanner) */
	msgpack_pecl_unpacker_join(u);
	bool lent = u->stale_lent;
	msgpack_pecl_unpacker_suspended_drop(u);
	if (u->unscanned_at != SIZE_MAX) {
		/* a direct cut decoded before it was scanned: the bytes it took are consumed as far as a scan goes */
		size_t consumed, at = MIN(u->unscanned_at, st->len);
		u->unscanned_at = SIZE_MAX;
		msgpack_scan(&st->scanner, (const unsigned char *) st->buf + at, st->len - at, &consumed);
		st->len = st->head = at + consumed;
	}
	if (lent) {
		/* the message was read from a string the buffer does not hold: the buffer's first message is another */
		return;
	}
	if (msgpack_stream_in_message(st)) {
		/*
		 * A direct cut still short of its end. The call that took its last bytes never gave $offset back, so the
		 * caller cannot know where the rest begins, and no skip of "the rest" can line up with what it passes next
		 * (the scanner may have left some of that string's bytes unconsumed). Forgotten, as a lent string's message
		 * is: the next call reads from the offset it is given, as a fresh object does.
		 */
		msgpack_stream_discard(st);
		st->head = st->len = st->msg_start = 0;
		u->ahead = 0;
		u->skipping = false;
		msgpack_pecl_unpacker_kept_clear(u);
	} else if (st->head < st->len) {
		u->skipping = msgpack_stream_next(st, opts, &msg, &msg_len) == MSGPACK_SCAN_MORE;
	}
}

/*
 * Decodes at the stream's head, taking up a suspended decode. SUCCESS: *value (the message consumed). FAILURE with
 * u->suspended active or u->seen set: the message is incomplete and kept. Otherwise dec says why (*value holds what
 * was built). framed: the object's frame is entered here as MSGPACK_PECL_FRAME_HEAD; else the caller's decode is in it
 * already (a direct call's string lent: MSGPACK_PECL_FRAME_LEND).
 */
static zend_always_inline zend_result msgpack_pecl_unpacker_decode_head(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, bool framed)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;
	bool resume = msgpack_suspended_active(s);
	zend_result result;

	/* (fed pieces went on, or joined the buffer, before: msgpack_pecl_unpacker_next(); direct mode joins them first) */
	ZEND_ASSERT(!msgpack_pecl_unpacker_pieced(u));
	if (resume && st->len - st->head < msgpack_suspended_need_end(s, (const unsigned char *) st->buf + st->head)) {
		/* its pending item is not complete yet: going on would only suspend it again */
		u->seen = st->len - st->head;
		return FAILURE;
	}
	msgpack_decoder_init_inline(dec, st->buf + st->head, st->len - st->head, opts);

	if (framed) {
		result = msgpack_pecl_unpacker_decode_framed(u, dec, resume, value);
		msgpack_pecl_unpacker_frame_leave(u);
	} else {
		result = msgpack_pecl_unpacker_decode_in_frame(u, dec, resume, value);
	}
	/* (a fatal error that did not end the call, as Debian's PHP 8.2 delays memory_limit errors: the decode ran on
	 * and left its state consistent) */
	u->suspended_stale = false;

	if (EXPECTED(result == SUCCESS)) {
		st->head += (size_t) (dec->p - dec->start);
		st->msg_start = st->head;
		u->seen = 0;
		s->gate_at = SIZE_MAX;
		return SUCCESS;
	}
	if (!resume) {
		msgpack_pecl_unpacker_fresh_message(u);
	}
	msgpack_pecl_unpacker_head_kept(u, opts, dec);
	return FAILURE;
}

/*
 * The message in progress goes from the decoder to the scanner, which consumes the bytes the decoder had seen as it
 * would have (a direct-mode execute() continues a message begun in the buffer from there).
 */
static void msgpack_pecl_unpacker_to_scanner(msgpack_pecl_unpacker_object *u, const msgpack_options *opts)
{
	msgpack_stream *st = &u->stream;
	size_t seen = u->seen;
	const char *msg;
	size_t msg_len;

	msgpack_pecl_unpacker_suspended_drop(u);
	if (seen == 0 || msgpack_stream_in_message(st) || seen > st->len - st->head) {
		return;
	}
	size_t len = st->len;
	st->len = st->head + seen;
	msgpack_stream_next(st, opts, &msg, &msg_len);
	st->len = len;
}

/*
 * Direct mode reads the caller's string as the buffered path reads fed bytes: a message is decoded as far as its bytes
 * go, at once, so that it reads alike (the same values, user code run once, the same errors at the same time) whether
 * it was fed or passed to execute(). A message the string holds whole is decoded in place and never scanned. One the
 * string's end cuts stays suspended, and the scanner follows it too, for PECL's $offset: past the headers and whole
 * fields, not past a field cut short, which the next string holds again. Only those consumed bytes are copied, into
 * the buffer; the next call appends its string's bytes to them for the time of the call ("the direct cut": a
 * suspended decode, or one not begun as the message's first item is cut (root_cut), and a scanner in the same message,
 * which nothing else makes).
 */
static bool msgpack_pecl_unpacker_direct_cut(const msgpack_pecl_unpacker_object *u, const msgpack_options *opts)
{
	const msgpack_stream *st = &u->stream;

	return (u->root_cut || (msgpack_suspended_active(&u->suspended) && u->suspended_flags == opts->flags))
		&& msgpack_stream_in_message(st) && !u->suspended_stale && !st->in_pending && st->msg_start == 0
		&& st->head == st->len && st->scanner.error == MSGPACK_OK;
}

/* The direct cut handed to the buffered path: the decoder's state is the message's, the scanner's is dropped. */
static void msgpack_pecl_unpacker_direct_cut_to_buffered(msgpack_pecl_unpacker_object *u)
{
	msgpack_stream *st = &u->stream;

	st->head = st->msg_start;
	msgpack_stream_discard(st);
	u->seen = st->len - st->head;
	u->root_cut = false;
}

static msgpack_pecl_next msgpack_pecl_unpacker_scanned(msgpack_scan_result scanned)
{
	return scanned == MSGPACK_SCAN_DONE ? MSGPACK_PECL_NEXT_MESSAGE
		: scanned == MSGPACK_SCAN_ERROR ? MSGPACK_PECL_NEXT_SCAN_ERROR : MSGPACK_PECL_NEXT_MORE;
}

/*
 * A direct call's decode of the message that begins at start in the stream's buffer (a suspended decode taken up).
 * FAILURE: *cut when the bytes ran out (suspended, or its first item cut: root_cut), else dec says why. framed: as
 * msgpack_pecl_unpacker_decode_head() takes it. (Inline where a string is lent, once a message: the call and its
 * spills cost a small message's direct execute() 34 instructions; out of line for a direct cut, once a piece, where
 * inline code made execute() heavier: msgpack_pecl_unpacker_direct_decode_framed().)
 */
static zend_always_inline zend_result msgpack_pecl_unpacker_direct_decode(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, msgpack_decoder *dec, zval *value, size_t start, bool *cut, bool framed)
{
	msgpack_stream *st = &u->stream;
	size_t head = st->head;

	u->root_cut = false;
	st->head = start;
	if (EXPECTED(msgpack_pecl_unpacker_decode_head(u, opts, dec, value, framed) == SUCCESS)) {
		/* st->head: the message's end */
		return SUCCESS;
	}
	st->head = head;
	*cut = msgpack_suspended_active(&u->suspended) || u->seen != 0;
	/* (nothing suspended: the first item is cut, and the decode begins again once it is here) */
	u->root_cut = *cut && !msgpack_suspended_active(&u->suspended);
	u->seen = 0;
	return FAILURE;
}

zend_never_inline zend_result msgpack_pecl_unpacker_direct_decode_framed(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, msgpack_decoder *dec, zval *value, bool *cut)
{
	return msgpack_pecl_unpacker_direct_decode(u, opts, dec, value, 0, cut, true);
}

/* What a message comes to when the decoder did not read it whole (a direct call's: cut when its string ran out), with
 * the scanner's verdict on the same bytes. dec: the decode's, when not cut. */
zend_never_inline msgpack_pecl_next msgpack_pecl_unpacker_verdict(msgpack_pecl_unpacker_object *u, bool cut,
	msgpack_decoder *dec, msgpack_scan_result scanned, zval *value)
{
	msgpack_error error = cut ? MSGPACK_OK : dec->error;

	if (cut) {
		if (EXPECTED(scanned == MSGPACK_SCAN_MORE)) {
			return MSGPACK_PECL_NEXT_MORE;
		}
		/* (the scanner saw the end, or an error, where the decoder waits: the scanner decides, as it did alone) */
		msgpack_pecl_unpacker_suspended_drop(u);
	} else if (error == MSGPACK_ERR_EXCEPTION) {
		/* user code threw: that costs this message, whether complete yet or not */
		u->skipping = scanned == MSGPACK_SCAN_MORE;
		return MSGPACK_PECL_NEXT_FAILED;
	} else if (error != MSGPACK_ERR_INSUFFICIENT && scanned == MSGPACK_SCAN_DONE) {
		/* complete: decoding it whole fails the same way */
		return MSGPACK_PECL_NEXT_FAILED;
	}
	/* The scanner's verdict first. An error only the decoder sees waits for the message to complete: kept, the value
	 * dropped now as decoding it whole drops it, the scanner skips the rest (its user code is not run again). Kept
	 * before the drop, whose destructors may end the request (a shutdown function feeding the rest must not decode it
	 * again). A budget's error is not kept: the message is decoded again once complete, as before. */
	if (!cut && error != MSGPACK_ERR_INSUFFICIENT && error != MSGPACK_OK && scanned == MSGPACK_SCAN_MORE
			&& msgpack_pecl_unpacker_error_stands(dec)) {
		msgpack_pecl_unpacker_keep_error(u, dec);
	}
	zval_ptr_dtor(value);
	ZVAL_UNDEF(value);
	if (!cut) {
		msgpack_decode_php_release_held(dec);
	}
	return msgpack_pecl_unpacker_scanned(scanned);
}

/*
 * The scan of a lent string's message that the decoder did not finish, for $offset (or to judge a failed one): for a
 * decode cut inside its open containers, from where it stopped (msgpack_suspended_scanner()), the bytes before taken as
 * scanned; else from the message's start, as msgpack_stream_next() scans.
 */
static msgpack_scan_result msgpack_pecl_unpacker_lent_scan(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	bool cut, const char **msg, size_t *msg_len)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;

	if (cut && !msgpack_stream_in_message(st) && st->scanner.error == MSGPACK_OK && !st->in_pending
			&& msgpack_suspended_scanner(s, &st->scanner, opts)) {
		size_t at = st->head + s->resume_at, consumed;
		msgpack_scan_result scanned = msgpack_scan(&st->scanner, (const unsigned char *) st->buf + at, st->len - at,
			&consumed);
		MSGPACK_COUNT(offset_scans, 1);
		if (EXPECTED(scanned == MSGPACK_SCAN_MORE)) {
#ifdef MSGPACK_TEST_COUNTERS
			msgpack_scanner whole;
			msgpack_scanner_init(&whole);
			msgpack_scanner_begin(&whole, opts);
			msgpack_pecl_unpacker_offset_check(&whole, st->buf, st->head, st->len, scanned, at + consumed);
#endif
			st->msg_start = st->head;
			st->head = at + consumed;
			return scanned;
		}
		/* (the end, or an error, where the decoder waits: the scan from the start decides, as it did alone) */
		msgpack_scanner_begin(&st->scanner, opts);
	}
	return msgpack_stream_next(st, opts, msg, msg_len);
}

/*
 * A fatal error in user code while the string stood in for the buffer (MSGPACK_PECL_FRAME_LEND): the buffer is the
 * stream's own again, empty, and the message is settled as one at the head is.
 */
static ZEND_COLD void msgpack_pecl_unpacker_lend_abandon(msgpack_pecl_unpacker_object *u)
{
	msgpack_stream *st = &u->stream;

	st->buf = u->lend_buf;
	st->cap = u->lend_cap;
	st->head = st->len = st->msg_start = 0;
	msgpack_stream_discard(st);
	msgpack_pecl_unpacker_kept_clear(u);
	u->seen = 0;
	u->skipping = false;
	u->root_cut = false;
	u->decoding = false;
	u->suspended_stale = true;
	u->stale_lent = true;
}

/*
 * Direct mode at *offset of str (len bytes): the next message, *offset moved past the bytes taken.
 * MSGPACK_PECL_NEXT_NONE: not read here (the buffer holds other bytes, or compact mode: the scanner's direct path).
 * straight: u->straight as the call found it (the scanner idle and without error, nothing seen, suspended or stale).
 */
static msgpack_pecl_next msgpack_pecl_unpacker_next_direct(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, const char *str, size_t len, size_t *offset, const char **msg, size_t *msg_len,
	bool straight)
{
	msgpack_stream *st = &u->stream;
	msgpack_pecl_next next;
	size_t from = *offset;

	if (UNEXPECTED(opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
		/* (compact mode never suspends a decode) */
		return MSGPACK_PECL_NEXT_NONE;
	}
	if (msgpack_pecl_unpacker_direct_cut(u, opts)) {
		/* The cut message goes on in str. The scanner goes on first, over str in place, for the offset; what it
		 * consumes is appended (each byte copied once), and the decoder goes on over that, which is where the message is
		 * cut, if its pending item is there. A scan error is reported after what the decoder makes of the bytes before
		 * it (user code may throw there first). */
		size_t before = st->len, consumed;
		size_t need = msgpack_pecl_unpacker_direct_need(u, st->buf, before, str + from, len - from);
		if (!u->root_cut && u->suspended.gate_at == SIZE_MAX && len - from >= need - MIN(need, before)) {
			/* the pending item is complete in str: the decoder goes first, and a scan only from where it stops */
			return msgpack_pecl_unpacker_direct_resume(u, opts, dec, value, str, len, offset, msg, msg_len);
		}
		msgpack_scan_result scanned = msgpack_scan(&st->scanner, (const unsigned char *) str + from, len - from,
			&consumed);
		/* (from the message's start: a scan that ended it must not let the append drop its bytes as consumed) */
		st->head = st->msg_start;
		msgpack_pecl_unpacker_direct_take(u, str + from, consumed);
		st->head = st->len;
		*offset = from + consumed;
		bool cut = true;
		if (st->len >= need || scanned == MSGPACK_SCAN_ERROR) {
			if (msgpack_pecl_unpacker_direct_decode_framed(u, opts, dec, value, &cut) == SUCCESS) {
				/* (the message cannot end in the bytes taken before, which the scanner found it goes on past) */
				*offset = from + (MAX(st->head, before) - before);
				st->len = st->head;
				msgpack_stream_discard(st);
				return MSGPACK_PECL_NEXT_VALUE;
			}
		}
		next = msgpack_pecl_unpacker_verdict(u, cut, dec, scanned, value);
		if (next == MSGPACK_PECL_NEXT_MESSAGE) {
			*msg = st->buf;
			*msg_len = st->len;
			st->msg_start = st->head;
		}
		return next;
	}
	if (st->head != st->len || from == len || (!straight && (msgpack_stream_in_message(st) || u->seen != 0
			|| msgpack_suspended_active(&u->suspended) || st->scanner.error != MSGPACK_OK || u->suspended_stale))) {
		return MSGPACK_PECL_NEXT_NONE;
	}

	/* Nothing buffered: the string stands in for the buffer (read only: nothing is appended while it does). */
	u->lend_buf = st->buf;
	u->lend_cap = st->cap;
	st->buf = (char *) str;
	st->cap = st->len = len;
	st->head = st->msg_start = from;
	msgpack_pecl_unpacker_frame_enter(u, MSGPACK_PECL_FRAME_LEND);
	bool cut = false;
	if (EXPECTED(msgpack_pecl_unpacker_direct_decode(u, opts, dec, value, from, &cut, false) == SUCCESS)
			&& EXPECTED(u->frame.abandon != NULL)) {
		next = MSGPACK_PECL_NEXT_VALUE;
	} else {
		if (u->frame.abandon != NULL) {
			/* the scanner, only now: for the offset of a cut message, or to judge a failed one */
			next = msgpack_pecl_unpacker_verdict(u, cut, dec, msgpack_pecl_unpacker_lent_scan(u, opts, cut, msg,
				msg_len), value);
		}
		if (UNEXPECTED(u->frame.abandon == NULL)) {
			/* A fatal error that did not end the call (an engine that delays memory_limit errors raises one in user
			 * code, here or in the verdict's drop of a value, then unwinds with an exit): what the decode wrote since
			 * the abandon counts positions in the string, not in the buffer that is back. Abandoned again; $offset
			 * stays. */
			msgpack_pecl_unpacker_lend_abandon(u);
			zval_ptr_dtor(value);
			ZVAL_UNDEF(value);
			msgpack_decode_php_release_held(dec);
			return MSGPACK_PECL_NEXT_MORE;
		}
	}
	msgpack_pecl_unpacker_frame_leave(u);

	size_t head = st->head, start = st->msg_start;
	st->buf = u->lend_buf;
	st->cap = u->lend_cap;
	st->head = st->len = st->msg_start = 0;
	*offset = head;
	if (next == MSGPACK_PECL_NEXT_VALUE) {
		/* The scanner never ran: it is as idle as found above, the buffer empty, and nothing in between states, so the
		 * next execute() on fed bytes goes straight to the buffer's head and data() has nothing to discard. */
		u->straight = true;
		return next;
	}
	if (msgpack_stream_in_message(st) || next == MSGPACK_PECL_NEXT_SCAN_ERROR) {
		/* the bytes the scanner consumed of the message (after an error: the offending byte's offset in it) */
		msgpack_stream_append(st, str + start, head - start);
		MSGPACK_COUNT(stream_moved, head - start);
		st->head = st->len;
	}
	return next;
}

static zend_always_inline msgpack_pecl_next msgpack_pecl_unpacker_next(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, msgpack_decoder *dec, zval *value, const char **msg, size_t *msg_len)
{
	msgpack_stream *st = &u->stream;
	msgpack_scan_result scanned;
	bool straight = u->straight;

	/* (cleared before the decode: a fatal error in it leaves the state to the checks below) */
	u->straight = false;
	if (!straight) {
		msgpack_pecl_unpacker_settle(u, opts);
		if (msgpack_pecl_unpacker_pieced(u)) {
			/* Fed pieces read where they are (pecl_unpacker_pieces.c) go on first: the checks below all pass while
			 * they may (a piece is lent only on the plain way, which msgpack_pecl_unpacker_next_lent() checks again;
			 * off it, the pieces join the buffer and the checks below take them from there). */
			msgpack_pecl_next lent_next;
			switch (msgpack_pecl_unpacker_next_lent(u, opts, dec, value, &lent_next)) {
				case MSGPACK_PECL_LENT_DONE:
					if (lent_next == MSGPACK_PECL_NEXT_VALUE || u->seen != 0) {
						return lent_next;
					}
					ZEND_FALLTHROUGH;
				case MSGPACK_PECL_LENT_FAILED:
					/* as msgpack_pecl_unpacker_decode_head() failing without a suspension, below */
					scanned = msgpack_stream_next(st, opts, msg, msg_len);
					return msgpack_pecl_unpacker_verdict(u, false, dec, scanned, value);
				case MSGPACK_PECL_LENT_JOINED:
					break;
			}
		}
		if ((UNEXPECTED(msgpack_suspended_active(&u->suspended)) || UNEXPECTED(u->root_cut))
				&& msgpack_stream_in_message(st) && !st->in_pending) {
			msgpack_pecl_unpacker_direct_cut_to_buffered(u);
		}
	}
	for (;;) {
		if (EXPECTED(straight) || (!msgpack_stream_in_message(st) && st->scanner.error == MSGPACK_OK
				&& EXPECTED(!(opts->flags & MSGPACK_OPT_COMPACT_ANY)))) {
			if (st->head == st->len) {
				/* Everything consumed: rewind for free (execute() gives a large message's room back) */
				st->head = st->len = st->msg_start = 0;
				return MSGPACK_PECL_NEXT_MORE;
			}
			if (UNEXPECTED(msgpack_suspended_active(&u->suspended)) && u->suspended_flags != opts->flags) {
				/* (setOption() changed how to read it: it starts over, from the head) */
				msgpack_pecl_unpacker_join(u);
				msgpack_pecl_unpacker_suspended_drop(u);
				straight = false;
				continue;
			}
			if (EXPECTED(msgpack_pecl_unpacker_decode_head(u, opts, dec, value, true) == SUCCESS)) {
				/* (every check above holds for the next call, unless something else changes the stream first) */
				u->straight = true;
				return MSGPACK_PECL_NEXT_VALUE;
			}
			if (u->seen != 0) {
				return MSGPACK_PECL_NEXT_MORE;
			}
			/* The decoder could not keep the message, or met an error or an exception: the scanner decides what
			 * the earlier reading (scan, then decode the complete message) made of it. */
			scanned = msgpack_stream_next(st, opts, msg, msg_len);
			return msgpack_pecl_unpacker_verdict(u, false, dec, scanned, value);
		}
		scanned = msgpack_stream_next(st, opts, msg, msg_len);
		if (UNEXPECTED(u->skipping) && scanned != MSGPACK_SCAN_MORE) {
			u->skipping = false;
			if (scanned == MSGPACK_SCAN_DONE) {
				continue;
			}
		}
		break;
	}
	return msgpack_pecl_unpacker_scanned(scanned);
}

/*
 * A finished message's value, for data(). One that data() did not take stays until then, reset(), or the next finished
 * message, which drops it, as PECL's execute() drops it (an execute() that finishes none leaves it to data(), as
 * PECL's does). It goes once the new value is in place: its destructor may call this unpacker, which is not busy
 * any more, and an execute() there that finishes another message drops this one in turn.
 */
static zend_always_inline bool msgpack_pecl_unpacker_store(msgpack_pecl_unpacker_object *u, zval *value)
{
	zval old;

	ZVAL_COPY_VALUE(&old, &u->retval);
	ZVAL_COPY_VALUE(&u->retval, value);
	if (UNEXPECTED(!Z_ISUNDEF(old))) {
		zval_ptr_dtor(&old);
		/* (a destructor that threw: the new value stays for data()) */
		return !EG(exception);
	}
	return true;
}

/*
 * Reads execute()'s by-reference $offset: null is 0 (its default); otherwise an int by PHP's parameter rules (a float
 * must be integral; PECL reinterpreted its bits), within 0..strlen($str).
 */
static inline zend_result msgpack_pecl_unpacker_offset(zval *zoffset, size_t len, size_t *offset)
{
	zval *z = zoffset;
	zend_long value;

	*offset = 0;
	ZVAL_DEREF(z);
	if (Z_TYPE_P(z) == IS_NULL) {
		return SUCCESS;
	}
	if (Z_TYPE_P(z) == IS_LONG) {
		value = Z_LVAL_P(z);
	} else if (ZEND_ARG_USES_STRICT_TYPES() || !zend_parse_arg_long_weak(z, &value, 2)) {
		if (!EG(exception)) {
			zend_argument_type_error(2, "must be of type ?int, %s given", zend_zval_type_name(z));
		}
		return FAILURE;
	} else if (EG(exception)) {
		/* a deprecation turned into an exception by an error handler */
		return FAILURE;
	}
	if (UNEXPECTED(value < 0 || (zend_ulong) value > len)) {
		zend_argument_value_error(2, "must be contained in argument #1 ($str)");
		return FAILURE;
	}
	*offset = (size_t) value;
	return SUCCESS;
}

/*
 * MessagePackUnpacker::execute($str = null, &$offset = null): bool. Instantiated twice in the method: with arguments
 * (args), and without, the common call on fed bytes, which the compiler keeps free of the parser and of direct mode.
 */
static zend_always_inline void msgpack_pecl_unpacker_execute(INTERNAL_FUNCTION_PARAMETERS, bool args)
{
	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);
	zend_string *str = NULL;
	zval *zoffset = NULL;
	size_t offset = 0;
	const char *msg = NULL;
	size_t msg_len = 0;
	msgpack_options local;
	const msgpack_options *opts = &u->opts;
	msgpack_scan_result scanned = MSGPACK_SCAN_MORE;

	if (args) {
		ZEND_PARSE_PARAMETERS_START(0, 2)
			Z_PARAM_OPTIONAL
			Z_PARAM_STR_OR_NULL(str)
			Z_PARAM_ZVAL(zoffset)
		ZEND_PARSE_PARAMETERS_END();
	}

	/* Reset first: the ways out before the scan (a TypeError, a busy unpacker) set nothing else. */
	msgpack_pecl_last_error_clear();
	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	if (args && str && zoffset && UNEXPECTED(msgpack_pecl_unpacker_offset(zoffset, ZSTR_LEN(str), &offset) != SUCCESS)) {
		RETURN_THROWS();
	}
	/* (a value that data() did not take stays until this call finishes a message: msgpack_pecl_unpacker_store()) */
	uint32_t key = u->flags | msgpack_pecl_illegal_key_insert() | MSGPACK_PECL_OPT_REPORT_BIT;
	if (UNEXPECTED(u->run_key != key)) {
		/* (those of msgpack_pecl_unpacker_decode_options(), reporting, made again only when what they are made of
		 * changed: the object's bits, msgpack.illegal_key_insert) */
		u->opts.flags = (u->base_flags & ~MSGPACK_OPT_ILLEGAL_KEY_INSERT) | key;
		u->run_key = key;
	}
	if (UNEXPECTED(msgpack_suspended_active(&u->suspended)) && UNEXPECTED(u->suspended.php.serializable_ran)
			&& u->suspended_flags != opts->flags) {
		/* setOption() mid-message reads the message again under the new options, which would run the
		 * Serializable::unserialize() calls it already ran a second time: it ends under the options it began with,
		 * and the change applies from the next message. */
		local = *opts;
		local.flags = u->suspended_flags | MSGPACK_PECL_OPT_REPORT_BIT;
		opts = &local;
	}
	if (UNEXPECTED(u->error)) {
		/* Stopped: every call fails as the first did (in throw mode, throws it again) until reset(). */
		zend_string *message = zend_string_copy(u->error_message);

		msgpack_pecl_fail(opts, false, u->error, ZSTR_VAL(message));
		zend_string_release(message);
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}

	msgpack_decoder dec;
	zval value;
	zend_result result;

	msgpack_pecl_next next = MSGPACK_PECL_NEXT_NONE;
	ZVAL_UNDEF(&value);
	/* Reading runs user code outside the decoder too (destructors of a value or a suspended decode it drops) while the
	 * stream is in between states, and a string may stand in for its buffer: the object refuses calls the whole time. */
	msgpack_busy_set(&u->reading);
	if (args && str) {
		/* Direct mode: the string is read from $offset, as fed bytes are (msgpack_pecl_unpacker_next_direct()). */
		bool straight = u->straight;
		u->straight = false;
		if (!straight) {
			/* (straight: no pieces, nothing stale) */
			msgpack_pecl_unpacker_join(u);
			msgpack_pecl_unpacker_settle(u, opts);
		}
		for (;;) {
			next = msgpack_pecl_unpacker_next_direct(u, opts, &dec, &value, ZSTR_VAL(str), ZSTR_LEN(str), &offset,
				&msg, &msg_len, straight);
			if (next != MSGPACK_PECL_NEXT_NONE) {
				break;
			}
			straight = false;
			/* The buffer holds other bytes first, or compact mode: the scanner follows the message through them and
			 * the string, and the decoder reads it once complete (a root cut's gate scan goes: it outlived it). */
			if (UNEXPECTED(u->seen != 0 || msgpack_suspended_active(&u->suspended) || u->root_cut)) {
				if (msgpack_pecl_unpacker_head_to_cut(u, opts, ZSTR_LEN(str) - offset)) {
					continue;
				}
				msgpack_pecl_unpacker_to_scanner(u, opts);
			}
			scanned = msgpack_stream_next_in(&u->stream, opts, ZSTR_VAL(str), ZSTR_LEN(str), &offset,
				&msg, &msg_len);
			if (UNEXPECTED(u->skipping) && scanned != MSGPACK_SCAN_MORE) {
				u->skipping = false;
				if (scanned == MSGPACK_SCAN_DONE) {
					/* the message whose user code threw is over, and dropped: the next one may follow */
					continue;
				}
			}
			break;
		}
		msgpack_pecl_unpacker_aside_back(u);
		if (zoffset) {
			/* Still busy: the old value of $offset is released here, and its destructor must not free or refill the
			 * buffer that a complete message, decoded below, points into. */
			zval *old = Z_REFVAL_P(zoffset);
			if (EXPECTED(Z_TYPE_P(old) == IS_LONG) && EXPECTED(!ZEND_REF_HAS_TYPE_SOURCES(Z_REF_P(zoffset)))) {
				/* (PECL's loop passes an int back in: nothing to release, no call) */
				ZVAL_LONG(old, (zend_long) offset);
			} else {
				ZEND_TRY_ASSIGN_REF_LONG(zoffset, (zend_long) offset);
			}
			u->reading.set = false;
			if (UNEXPECTED(EG(exception))) {
				/* $offset is a typed reference that refused the int, or a destructor threw; the message (if any) is
				 * dropped, a failed one's held objects after it. */
				zval_ptr_dtor(&value);
				if (next == MSGPACK_PECL_NEXT_FAILED) {
					msgpack_decode_php_release_held(&dec);
				}
				RETURN_THROWS();
			}
		}
		u->reading.set = false;
	} else {
		next = msgpack_pecl_unpacker_next(u, opts, &dec, &value, &msg, &msg_len);
		u->reading.set = false;
		if (next == MSGPACK_PECL_NEXT_MORE && UNEXPECTED(u->stream.cap > MSGPACK_STREAM_KEEP_CAPACITY)) {
			/* Nothing pending, or a message the end of the bytes cut: the room large pieces took is not held for it
			 * until bytes are appended (a lent piece appends none). Its bytes move to the start, kept from the head (or
			 * the scanner's start), where every position in it counts from. (Not after direct calls: a direct cut's
			 * bytes past its end stay for the next string to repeat, not copied again.) */
			msgpack_stream_shrink(&u->stream);
		}
	}
	if (next != MSGPACK_PECL_NEXT_NONE) {
		switch (next) {
			case MSGPACK_PECL_NEXT_VALUE:
				/* (execute() always reports: msgpack_pecl_report() above) */
				msgpack_pecl_last_error_clear();
				if (UNEXPECTED(!msgpack_pecl_unpacker_store(u, &value))) {
					RETURN_THROWS();
				}
				RETURN_TRUE;
			case MSGPACK_PECL_NEXT_FAILED:
				goto failed;
			case MSGPACK_PECL_NEXT_MESSAGE:
				scanned = MSGPACK_SCAN_DONE;
				break;
			case MSGPACK_PECL_NEXT_SCAN_ERROR:
				scanned = MSGPACK_SCAN_ERROR;
				break;
			default:
				scanned = MSGPACK_SCAN_MORE;
				break;
		}
	}

	if (scanned == MSGPACK_SCAN_MORE) {
		RETURN_FALSE;
	}
	if (UNEXPECTED(scanned == MSGPACK_SCAN_ERROR) || UNEXPECTED(u->kept_error != MSGPACK_PECL_ERROR_NONE)) {
		/* the scanner's error, or the one a decode met before the message was complete (now it is): never decoded
		 * again */
		if (scanned == MSGPACK_SCAN_ERROR) {
			msgpack_pecl_unpacker_fail(u, opts, u->stream.scanner.error, msgpack_stream_message_offset(&u->stream),
				NULL);
		} else {
			msgpack_pecl_unpacker_fail_kept(u, opts);
		}
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}
	/* A complete message: decode it once. */
	msgpack_pecl_decoder_init(&dec, msg, msg_len, opts);
	dec.php.hold_failed = true;
	msgpack_pecl_unpacker_frame_enter(u, MSGPACK_PECL_FRAME_PLAIN);
	u->decoding = true;
	result = msgpack_decode(&dec, &value);
	u->decoding = false;
	msgpack_pecl_unpacker_frame_leave(u);
	if (UNEXPECTED(result != SUCCESS)) {
failed:
		zval_ptr_dtor(&value);
		/* then the objects it left waiting for __wakeup()/__unserialize(), as unserialize() orders them */
		msgpack_decode_php_release_held(&dec);
		/* A thrown exception (user code) costs only this message; malformed data stops the unpacker. */
		if (dec.error != MSGPACK_ERR_EXCEPTION) {
			msgpack_pecl_unpacker_fail(u, opts, dec.error, dec.error_offset, dec.error_detail);
		} else {
			msgpack_pecl_report_success(opts);
		}
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}
	ZEND_ASSERT(dec.p == dec.end);
	msgpack_pecl_report_success(opts);
	if (UNEXPECTED(!msgpack_pecl_unpacker_store(u, &value))) {
		RETURN_THROWS();
	}
	RETURN_TRUE;
}

ZEND_METHOD(MessagePackUnpacker, execute)
{
	if (UNEXPECTED(ZEND_NUM_ARGS() != 0)) {
		msgpack_pecl_unpacker_execute(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
		return;
	}
	msgpack_pecl_unpacker_execute(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

/* Drops a partly received message (reset(), data()); the bytes not consumed stay. */
static ZEND_COLD void msgpack_pecl_unpacker_drop_partial(msgpack_pecl_unpacker_object *u)
{
	u->straight = false;
	msgpack_pecl_unpacker_join(u);
	if (u->suspended_stale || u->seen != 0 || msgpack_suspended_active(&u->suspended) || u->root_cut) {
		/* The bytes the decoder went through are dropped, as the scanner's are (and a root cut's gate scan). Dropping
		 * its values runs destructors: busy, as in execute(), or a call from one would decode the message again. */
		msgpack_options opts;
		msgpack_pecl_unpacker_decode_options(u, &opts);
		msgpack_busy_set(&u->reading);
		msgpack_pecl_unpacker_settle(u, &opts);
		msgpack_pecl_unpacker_to_scanner(u, &opts);
		u->reading.set = false;
	}
	u->skipping = u->root_cut = false;
	u->ahead = 0;
	msgpack_stream_discard(&u->stream);
	msgpack_pecl_unpacker_kept_clear(u);
	/* (what the dropped message took is not held until the next feed()) */
	msgpack_stream_shrink(&u->stream);
}

/*
 * PECL's data() ends with reset(): the scanner starts afresh on the next message (msgpack_stream_next()), and one an
 * execute() began since the finished one is dropped (read on, its state took the next bytes out of place).
 */
static ZEND_COLD zend_never_inline void msgpack_pecl_unpacker_data_reset_slow(msgpack_pecl_unpacker_object *u)
{
	if (UNEXPECTED(u->seen != 0 || msgpack_suspended_active(&u->suspended) || u->root_cut || u->suspended_stale)) {
		msgpack_pecl_unpacker_drop_partial(u);
	} else if (UNEXPECTED(msgpack_stream_in_message(&u->stream))) {
		msgpack_stream_discard(&u->stream);
		msgpack_pecl_unpacker_kept_clear(u);
	}
}

static zend_always_inline void msgpack_pecl_unpacker_data_reset(msgpack_pecl_unpacker_object *u)
{
	/* (straight: the message came from the head with the scanner idle, and nothing has moved it since) */
	if (UNEXPECTED(!u->straight)) {
		msgpack_pecl_unpacker_data_reset_slow(u);
	}
}

/* data() with a template (not null): out of line, so that data() without one saves no registers. */
static zend_never_inline void msgpack_pecl_unpacker_data_template(msgpack_pecl_unpacker_object *u, zval *object,
	zval *return_value)
{
	msgpack_options opts;
	zval value;

	if (Z_TYPE_P(object) != IS_STRING && Z_TYPE_P(object) != IS_OBJECT) {
		/* PECL stopped the script (E_ERROR "object type is unsupported"). */
		zend_argument_type_error(1, "must be of type object|string|null, %s given", zend_zval_type_name(object));
		RETURN_THROWS();
	}
	if (Z_ISUNDEF(u->retval)) {
		RETURN_FALSE;
	}
	msgpack_pecl_unpacker_data_reset(u);
	ZVAL_COPY_VALUE(&value, &u->retval);
	ZVAL_UNDEF(&u->retval);
	/* The unpacker's max_depth and throw mode (its constructor's $options, setOption()), warnings as
	 * msgpack.error_display says now; a failure is recorded for msgpack_last_error(). */
	msgpack_pecl_options(&opts);
	opts.max_depth = u->opts.max_depth;
	opts.flags = (opts.flags & ~MSGPACK_PECL_OPT_THROW_BIT) | (u->flags & MSGPACK_PECL_OPT_THROW_BIT);
	msgpack_pecl_report(&opts);
	/* (the message's length is not kept: the value's size stands for it) */
	msgpack_pecl_convert_template(return_value, object, &value, &opts, 0);
}

/* data() but its common call: out of line, so that that one saves no registers. */
static zend_never_inline void msgpack_pecl_unpacker_data_other(INTERNAL_FUNCTION_PARAMETERS)
{
	zval *object = NULL;

	if (UNEXPECTED(ZEND_NUM_ARGS() != 0)) {
		ZEND_PARSE_PARAMETERS_START(0, 1)
			Z_PARAM_OPTIONAL
			Z_PARAM_ZVAL(object)
		ZEND_PARSE_PARAMETERS_END();
	}

	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);

	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	if (UNEXPECTED(object != NULL) && Z_TYPE_P(object) != IS_NULL) {
		msgpack_pecl_unpacker_data_template(u, object, return_value);
		return;
	}
	if (Z_ISUNDEF(u->retval)) {
		RETURN_FALSE;
	}
	msgpack_pecl_unpacker_data_reset(u);
	ZVAL_COPY_VALUE(return_value, &u->retval);
	ZVAL_UNDEF(&u->retval);
}

/* MessagePackUnpacker::data($object = null): the finished value (then reset()), or false */
ZEND_METHOD(MessagePackUnpacker, data)
{
	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);

	/* (no template, not busy, a value, and straight: msgpack_pecl_unpacker_data_reset() has nothing to discard) */
	if (EXPECTED(ZEND_NUM_ARGS() == 0) && EXPECTED(!u->decoding) && EXPECTED(!u->reading.set) && EXPECTED(u->straight)
			&& EXPECTED(!Z_ISUNDEF(u->retval))) {
		ZVAL_COPY_VALUE(return_value, &u->retval);
		ZVAL_UNDEF(&u->retval);
		return;
	}
	msgpack_pecl_unpacker_data_other(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

/* MessagePackUnpacker::reset(): drops a partly received message (and an error); keeps the bytes not consumed */
ZEND_METHOD(MessagePackUnpacker, reset)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_pecl_unpacker_object *u = Z_UNPACKER_P(ZEND_THIS);
	zval old;

	(void) return_value;
	if (!msgpack_pecl_unpacker_guard(u)) {
		RETURN_THROWS();
	}
	msgpack_pecl_unpacker_drop_partial(u);
	msgpack_pecl_unpacker_error_clear(u);
	ZVAL_COPY_VALUE(&old, &u->retval);
	ZVAL_UNDEF(&u->retval);
	zval_ptr_dtor(&old);
}

/* MessagePack::unpacker(): a MessagePackUnpacker with this object's php_only, assoc and throw */
ZEND_METHOD(MessagePack, unpacker)
{
	ZEND_PARSE_PARAMETERS_NONE();

	uint32_t flags = Z_MESSAGEPACK_P(ZEND_THIS)->flags;

	object_init_ex(return_value, msgpack_ce_messagepack_unpacker);
	Z_UNPACKER_P(return_value)->flags = flags & MSGPACK_PECL_UNPACKER_FLAGS;
}

/* ---- registration ---------------------------------------------------------------------------------------------- */

void msgpack_pecl_classes_init(void)
{
	msgpack_ce_messagepack->create_object = msgpack_pecl_messagepack_create;
	memcpy(&msgpack_pecl_messagepack_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	msgpack_pecl_messagepack_handlers.offset = offsetof(msgpack_pecl_messagepack_object, std);
	msgpack_pecl_messagepack_handlers.clone_obj = msgpack_pecl_messagepack_clone;

	msgpack_ce_messagepack_unpacker->create_object = msgpack_pecl_unpacker_create;
	memcpy(&msgpack_pecl_unpacker_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	msgpack_pecl_unpacker_handlers.offset = offsetof(msgpack_pecl_unpacker_object, std);
	msgpack_pecl_unpacker_handlers.free_obj = msgpack_pecl_unpacker_free;
	msgpack_pecl_unpacker_handlers.get_gc = msgpack_pecl_unpacker_get_gc;
	/* Copying a half-parsed stream makes no sense; PECL made it uncloneable after clones crashed (#139). */
	msgpack_pecl_unpacker_handlers.clone_obj = NULL;
}
