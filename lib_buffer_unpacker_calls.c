/*
 * msgpack for PHP: MessagePack\BufferUnpacker's user code in the middle of a decode. Front-end layer, MessagePack\ API
 * (docs/INTERNALS.md).
 *
 * Extensions (unpackExt()), bigint conversions and the destructors of values a repeated map key replaced
 * (msgpack_lib_unpacker_release_replaced()) run inside a window (msgpack_lib_unpacker_window_open()/_close()):
 * the object holds the decoder's position and nesting meanwhile, a frame rolls it back if a fatal error ends the call
 * (msgpack_lib_unpacker_abandon(), msgpack_lib_unpacker_rollback()), and the decoder goes on in the buffer the code left.
 * The ext hook (msgpack_lib_unpacker_ext_hook()) picks the registered extension of an ext value's type.
 */

#include "lib_buffer_unpacker.h"

/* msgpackr's bundled strings a decode has open (msgpack_decoder's bundle_* fields, ext_bundle.c), its offsets those of
 * the buffer of generation, after released bytes (a decode's, msgpack_lib_unpacker_decoding) */
typedef struct {
	size_t at, end, pos[2], stop[2];
	bool half[2];
	uint32_t generation;
	size_t released;
} msgpack_lib_unpacker_bundle;

/* What a window lends the decodes its code makes on the object (msgpack_lib_unpacker_window_lend()): its decode's
 * records and bundle, as the last of those decodes that succeeded left them; counted, as a Fiber's decode may outlive
 * the window. */
typedef struct {
	msgpack_lib_kept_records kept; /* first: released as any kept records (msgpack_lib_kept_release()) */
	msgpack_lib_unpacker_bundle bundle;
} msgpack_lib_unpacker_lent;

/*
 * User code the decoder runs in the middle of a decode (an extension's unpackExt(), a bigint conversion, an autoloader
 * on the way) may call any method of the object. Around it the object holds the decoder's position and nesting, a
 * frame rolls it back if a fatal error ends the call, and afterwards the decoder goes on in the buffer the code left,
 * from where it left the offset: it keeps no pointer into the buffer across the call.
 */
typedef struct msgpack_lib_unpacker_window {
	msgpack_lib_unpacker_frame frame;
	uint32_t saved_depth;
	size_t resume_at; /* where the decode goes on when the code leaves the offset as it should */
	msgpack_decoder *dec;
	msgpack_lib_unpacker_lent *lent; /* lent to the code's decodes (msgpack_lib_unpacker_window_lend()), or NULL */
	struct msgpack_lib_unpacker_window *outer; /* the window open before it on the object (bu->window) */
} msgpack_lib_unpacker_window;

/* consumes: the bytes the code is to read from the decoder's position; FAILURE: out is NULL, the decoder's error set. */
static zend_result msgpack_lib_unpacker_window_open(msgpack_decoder *dec, msgpack_lib_unpacker *bu,
	msgpack_lib_unpacker_window *w, size_t consumes, zval *out);
static void msgpack_lib_unpacker_window_close(msgpack_decoder *dec, msgpack_lib_unpacker *bu, msgpack_lib_unpacker_window *w);

/*
 * The value user code returned into out (an extension's unpackExt(), a bigint conversion): none if it threw; its value
 * if it returned by reference (`function &unpackExt()`), not a reference into the code's own data, which an array
 * element holding it would write through.
 */
static zend_always_inline zend_result msgpack_lib_unpacker_returned(msgpack_decoder *dec, zval *out)
{
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(out);
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	if (UNEXPECTED(Z_ISREF_P(out))) {
		zend_unwrap_reference(out);
	}
	return SUCCESS;
}

/* An ext value of a type the codec implements, for its native extension (TimestampExtension): the registry's row. */
static zend_result msgpack_lib_unpacker_native(msgpack_decoder *dec, zval *out, const msgpack_ext_type *ext, uint32_t len)
{
	if (UNEXPECTED((size_t) (dec->end - dec->p) < len)) {
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	msgpack_ext_status status = ext->decode(out, dec->p, len);
	if (UNEXPECTED(status != MSGPACK_EXT_OK)) {
		char reason[128];
		ZVAL_NULL(out);
		msgpack_ext_reason(ext, status, len, reason, sizeof(reason));
		return msgpack_decode_invalid(dec, "%s", reason);
	}
	dec->p += len;
	return SUCCESS;
}

msgpack_lib_unpacker *msgpack_lib_unpacker_this(zend_object *obj)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	bu->context = EG(current_fiber_context);
	return bu;
}

/* Back to where a call started reading, in the same buffer; a buffer user code replaced keeps its offset. */
static void msgpack_lib_unpacker_rollback_ex(msgpack_lib_unpacker *bu, size_t start, uint32_t generation, bool to_start)
{
	if (bu->generation == generation && to_start) {
		/* (start counts from the object's first byte: the call may have moved on into a lent piece) */
		msgpack_lib_unpacker_set_position(bu, start);
	} else {
		bu->offset = MIN(bu->offset, MSGPACK_BU_LEN(bu));
	}
	bu->scanning = false;
	/* A resume a fatal error cut short left its open containers half taken up: only the values stay consistent. */
	bu->suspended_valid = false;
	bu->suspend_busy = false;
}

void msgpack_lib_unpacker_rollback(msgpack_lib_unpacker *bu, size_t start, uint32_t generation)
{
	msgpack_lib_unpacker_rollback_ex(bu, start, generation, true);
}

/*
 * The rollback of a call that exit() or the destruction of a Fiber suspended in it unwinds. Such a Fiber may have been
 * suspended while other code used the object (read on, or is in the middle of a decode of its own, whose extension
 * dropped the Fiber): the offset is then theirs, and stays where it is, as the library leaves it.
 */
void msgpack_lib_unpacker_unwind(msgpack_lib_unpacker *bu, size_t start, uint32_t generation)
{
	msgpack_lib_unpacker_rollback_ex(bu, start, generation, bu->context == EG(current_fiber_context));
}

/*
 * tryUnpack()'s rollback: the stream's records go back to kept, those it began with (the frame's reference passes to
 * the object), so that the messages read again find the records they were written against, not those they defined
 * themselves (msgpackr's sequential form redefines ids). Not if the object was given another buffer meanwhile. Returns
 * the reference the caller drops: the records replaced, or kept.
 */
msgpack_lib_kept_records *msgpack_lib_unpacker_kept_back(msgpack_lib_unpacker *bu, msgpack_lib_kept_records *kept,
	uint32_t generation)
{
	msgpack_lib_kept_records *now = bu->kept;

	if (now == kept || bu->generation != generation) {
		return kept;
	}
	bu->kept = kept;
	return now;
}

ZEND_COLD void msgpack_lib_unpacker_abandon(msgpack_frame *frame)
{
	msgpack_lib_unpacker_frame *f = (msgpack_lib_unpacker_frame *) frame;

	f->bu->depth = f->depth;
	/* (a window a fatal error ends never closes: none is the object's any more) */
	f->bu->window = NULL;
	if (f->kept) {
		msgpack_lib_kept_records *drop = msgpack_lib_unpacker_kept_back(f->bu, f->kept, f->generation);
		/* (freed only where something else holds it too: this runs in the error callback) */
		if (drop && drop->refcount > 1) {
			drop->refcount--;
		}
	}
	/* A call of a Fiber suspended meanwhile goes back only if no other context moved the offset since (unwind()):
	 * what that code read stays read for shutdown functions, as the library leaves it. */
	msgpack_lib_unpacker_rollback_ex(f->bu, f->start, f->generation, f->bu->context == f->frame.context);
}


/*
 * consumes: the bytes the code is to read (an extension's body), from the decoder's position. FAILURE (out NULL, the
 * decoder's error set) where the nesting or the C stack leaves no room for the calls back into the unpacker it may make.
 */
static zend_result msgpack_lib_unpacker_window_open(msgpack_decoder *dec, msgpack_lib_unpacker *bu,
	msgpack_lib_unpacker_window *w, size_t consumes, zval *out)
{
	msgpack_lib_unpacker_decoding *d = (msgpack_lib_unpacker_decoding *) dec;

	if (UNEXPECTED(dec->depth >= dec->max_depth)) {
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_DEPTH);
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_STACK);
	}
	if (UNEXPECTED(d->generation != bu->generation)) {
		/* User code outside such a window (a destructor a cycle collection ran) gave the object another buffer:
		 * the decoder's position is none in it. The decode stops there ("The buffer was replaced while
		 * unpacking"). */
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_INVALID);
	}
	w->saved_depth = bu->depth;
	GC_ADDREF(&bu->std);
	msgpack_lib_unpacker_frame_enter(&w->frame, bu, w->saved_depth, d->start, d->start_generation);
	bu->offset = (size_t) (dec->p - dec->start);
	w->resume_at = bu->offset + consumes;
	/* its calls back into the unpacker are one nesting level deeper, so hostile input cannot recurse through it
	 * without end */
	bu->depth = dec->depth + 1;
	/* decodes it runs on this buffer draw on the same budget: nesting must not multiply it */
	bu->reserve = dec->reserve;
	w->dec = dec;
	w->lent = NULL;
	w->outer = bu->window;
	bu->window = w;
	return SUCCESS;
}

static void msgpack_lib_unpacker_bundle_save(msgpack_lib_unpacker_bundle *b, const msgpack_lib_unpacker_decoding *d)
{
	const msgpack_decoder *dec = &d->dec;

	b->at = dec->bundle_at;
	b->end = dec->bundle_end;
	memcpy(b->pos, dec->bundle_pos, sizeof(b->pos));
	memcpy(b->stop, dec->bundle_stop, sizeof(b->stop));
	memcpy(b->half, dec->bundle_half, sizeof(b->half));
	b->generation = d->generation;
	b->released = d->released;
}

/*
 * b into dec, which reads the object's buffer as it is now: its offsets moved back by the bytes release() dropped since.
 * Where the buffer was replaced since, or the strings released, the strings are gone: their ends past any buffer, so
 * that the next bundled string, and the message's end, fail (ext_bundle.c) rather than read other bytes.
 */
static void msgpack_lib_unpacker_bundle_load(msgpack_decoder *dec, const msgpack_lib_unpacker_bundle *b,
	const msgpack_lib_unpacker *bu)
{
	if (EXPECTED(b->at == 0)) {
		/* none open (the usual case): one a decode opens later is in the buffer it reads */
		dec->bundle_at = 0;
		return;
	}
	size_t dropped = bu->released - b->released;

	memcpy(dec->bundle_half, b->half, sizeof(b->half));
	if (EXPECTED(b->generation == bu->generation)
			|| (MSGPACK_BU_SAME_BUFFER(bu, b->generation) && b->at >= dropped)) {
		dec->bundle_at = b->at - dropped;
		dec->bundle_end = b->end - dropped;
		for (int k = 0; k < 2; k++) {
			dec->bundle_pos[k] = b->pos[k] - dropped;
			dec->bundle_stop[k] = b->stop[k] - dropped;
		}
		return;
	}
	dec->bundle_at = dec->bundle_end = SIZE_MAX;
	dec->bundle_pos[0] = dec->bundle_pos[1] = dec->bundle_stop[0] = dec->bundle_stop[1] = SIZE_MAX;
}

void msgpack_lib_unpacker_window_lend(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d)
{
	msgpack_lib_unpacker_window *w = bu->window;

	if (!w || !(w->dec->flags & MSGPACK_OPT_RECORDS)) {
		return;
	}
	if (!w->lent) {
		/* a copy (the decode holds its records and bundle as they were should one of these decodes fail), made only
		 * when the code reads: most extensions read their body only */
		w->lent = emalloc(sizeof(msgpack_lib_unpacker_lent));
		w->lent->kept.refcount = 1;
		msgpack_record_table_settle(&w->dec->records);
		msgpack_record_table_copy(&w->lent->kept.records, &w->dec->records);
		w->lent->bundle.at = 0;
		if ((w->dec->flags & MSGPACK_OPT_BUNDLES) && w->dec->bundle_at) {
			msgpack_lib_unpacker_bundle_save(&w->lent->bundle, (const msgpack_lib_unpacker_decoding *) w->dec);
		}
	}
	d->kept = &w->lent->kept;
	d->kept->refcount++;
	msgpack_decoder_keep_records(&d->dec, &d->kept->records);
	if (d->dec.flags & MSGPACK_OPT_BUNDLES) {
		msgpack_lib_unpacker_bundle_load(&d->dec, &w->lent->bundle, bu);
	}
}

void msgpack_lib_unpacker_window_give_back(msgpack_lib_unpacker_decoding *d)
{
	/* (none open at its end: none was lent either, a bundle staying open to the message's end) */
	if ((d->dec.flags & MSGPACK_OPT_BUNDLES) && d->dec.bundle_at) {
		/* (its records are in d->kept already; the window it came from may have closed: a Fiber's) */
		msgpack_lib_unpacker_bundle_save(&((msgpack_lib_unpacker_lent *) d->kept)->bundle, d);
	}
}

const msgpack_record_table *msgpack_lib_unpacker_window_records(const msgpack_lib_unpacker *bu)
{
	const msgpack_lib_unpacker_window *w = bu->window;

	if (!w || !(w->dec->flags & MSGPACK_OPT_RECORDS)) {
		return NULL;
	}
	return w->lent ? &w->lent->kept.records : &w->dec->records;
}

bool msgpack_lib_unpacker_window_bundled(const msgpack_lib_unpacker *bu)
{
	const msgpack_lib_unpacker_window *w = bu->window;

	if (!w || !(w->dec->flags & MSGPACK_OPT_BUNDLES)) {
		return false;
	}
	return (w->lent ? w->lent->bundle.at : w->dec->bundle_at) != 0;
}

static void msgpack_lib_unpacker_window_close(msgpack_decoder *dec, msgpack_lib_unpacker *bu, msgpack_lib_unpacker_window *w)
{
	msgpack_lib_unpacker_decoding *d = (msgpack_lib_unpacker_decoding *) dec;

	bu->depth = w->saved_depth;
	/* Off the object's list, wherever it is on it: the windows of Fibers may close in any order. One opened after it
	 * and still open (a suspended Fiber's) gives back, as it closes, the depth from before this one: its own was this
	 * one's, and left the object nested for good, its later messages read as values inside a message (no records). */
	for (msgpack_lib_unpacker_window **at = &bu->window; *at; at = &(*at)->outer) {
		if ((*at)->outer == w) {
			(*at)->saved_depth = w->saved_depth;
		}
		if (*at == w) {
			*at = w->outer;
			break;
		}
	}
	if (w->lent) {
		/* the message's records and bundle as the code's decodes left them (one that failed changed nothing) */
		msgpack_record_table_release(&dec->records);
		msgpack_record_table_copy(&dec->records, &w->lent->kept.records);
		if (dec->flags & MSGPACK_OPT_BUNDLES) {
			msgpack_lib_unpacker_bundle_load(dec, &w->lent->bundle, bu);
		}
		msgpack_lib_kept_release(&w->lent->kept);
	} else if (UNEXPECTED(d->generation != bu->generation) && (dec->flags & MSGPACK_OPT_BUNDLES) && dec->bundle_at) {
		/* the code released or replaced the buffer: the bundle's offsets go with its bytes, or it is gone */
		msgpack_lib_unpacker_bundle bundle;
		msgpack_lib_unpacker_bundle_save(&bundle, d);
		msgpack_lib_unpacker_bundle_load(dec, &bundle, bu);
	}
	msgpack_frame_leave(&w->frame.frame);
	if (EXPECTED(!msgpack_lib_unpacker_unwinding())) {
		/* The decode moves the offset from here on, whatever other context the code resumed did (unwind()). */
		bu->context = EG(current_fiber_context);
	}
	dec->reserve = bu->reserve;
	if (d->pinned != bu->buffer) {
		zend_string_release(d->pinned);
		d->pinned = zend_string_copy(bu->buffer);
		dec->buffer_swaps++;
	}
	if (UNEXPECTED(bu->offset != w->resume_at) || UNEXPECTED(d->generation != bu->generation)) {
		bu->user_moves++;
	}
	d->generation = bu->generation;
	d->released = bu->released;
	/* (the decode goes on from where the window's code left the offset: its seek()s are the decode's) */
	d->moves = bu->moves;
	dec->start = MSGPACK_BU_DATA(bu);
	dec->end = dec->start + MSGPACK_BU_LEN(bu);
	dec->p = dec->start + MIN(bu->offset, MSGPACK_BU_LEN(bu));
	/*
	 * Until the decode ends, the object stands at the message's first byte again, where the frame put it had the code
	 * ended the request: a fatal error later in the decode (memory_limit in a table's growth, which PHP 8.4 raises
	 * inside the allocation) left it where the code stopped, and the next read began in the middle of the message.
	 * Every way out of the decode sets the offset anew.
	 */
	if (d->start_generation == bu->generation && bu->history_bytes == 0) {
		bu->offset = d->start;
	}
	OBJ_RELEASE(&bu->std);
}

zend_result msgpack_lib_unpacker_ext_hook(msgpack_decoder *dec, zval *out, unsigned char lead, int8_t type,
	uint32_t len)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(dec->hook_object);
	/* (looked up each time: an extension that ran may have called the constructor again, with other extensions or none) */
	zval *ext = Z_TYPE(bu->extensions) == IS_ARRAY ? zend_hash_index_find(Z_ARR(bu->extensions), type) : NULL;

	if (!ext) {
		/* No extension for this type: the codec's own (records and strings with UnpackOptions::COMPACT), or an Ext. */
		return msgpack_decode_ext_native(dec, out, lead, type, len);
	}
	const msgpack_ext_type *native = Z_TYPE_P(ext) == IS_OBJECT ? msgpack_lib_native_extension(Z_OBJCE_P(ext)) : NULL;
	if (native && EXPECTED(!msgpack_lib_unpacker_dispatches(bu) || !MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ))) {
		return msgpack_lib_unpacker_native(dec, out, native, len);
	}
	/* (TimestampExtension with read() overridden: its unpackExt() reads through $this->read(), as the library's.) */

	/* A user extension: hand it this object at the payload, then take the position (and buffer) back. */
	msgpack_lib_unpacker_window window;
	zval held, args[2];

	if (msgpack_lib_unpacker_window_open(dec, bu, &window, len, out) != SUCCESS) {
		return FAILURE;
	}
	ZVAL_COPY(&held, ext);
	ZVAL_OBJ(&args[0], &bu->std);
	ZVAL_LONG(&args[1], len);
	if (zend_call_method_if_exists(Z_OBJ(held), msgpack_lib_str_unpack_ext, out, 2, args) != SUCCESS && !EG(exception)) {
		zend_throw_error(NULL, "Call to undefined method %s::unpackExt()", ZSTR_VAL(Z_OBJCE(held)->name));
	}
	msgpack_lib_unpacker_window_close(dec, bu, &window);
	zval_ptr_dtor(&held);
	return msgpack_lib_unpacker_returned(dec, out);
}

/*
 * UnpackOptions::BIGINT_AS_GMP / BIGINT_AS_DEC: an integer above PHP_INT_MAX as gmp_import() of its 8 big-endian bytes
 * or as a Decimal\Decimal of its decimal string, called as the library calls them (so a missing extension gives the
 * same Error).
 */
static ZEND_COLD zend_result msgpack_lib_unpacker_bigint_call(msgpack_decoder *dec, zval *out, zend_function *fn,
	zend_class_entry *ce, zval *arg)
{
	zend_call_known_function(fn, NULL, ce, out, 1, arg, NULL);
	zval_ptr_dtor(arg);
	/* (a PHP-declared gmp_import() or valueOf() may return by reference) */
	return msgpack_lib_unpacker_returned(dec, out);
}

static ZEND_COLD zend_result msgpack_lib_unpacker_bigint_gmp_call(msgpack_decoder *dec, zval *out, uint64_t value)
{
	zend_function *fn = zend_hash_str_find_ptr(EG(function_table), ZEND_STRL("gmp_import"));
	unsigned char bytes[8];
	zval arg;

	ZVAL_NULL(out);
	if (!fn) {
		zend_throw_error(NULL, "Call to undefined function gmp_import()");
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	msgpack_store64(bytes, value);
	ZVAL_STRINGL(&arg, (const char *) bytes, 8);
	return msgpack_lib_unpacker_bigint_call(dec, out, fn, NULL, &arg);
}

/*
 * ext-decimal 2.x makes a Decimal with the static Decimal::valueOf(), which the library calls from 0.10 on; 1.x (the
 * stable release) has no valueOf() but a public constructor, which the library's 0.9 releases call. Whichever the
 * loaded class has, valueOf() first.
 */
static ZEND_COLD zend_result msgpack_lib_unpacker_bigint_decimal_call(msgpack_decoder *dec, zval *out, uint64_t value)
{
	zend_string *name = zend_string_init(ZEND_STRL("Decimal\\Decimal"), 0);
	zend_class_entry *ce = zend_lookup_class(name);
	zend_function *fn;
	zend_object *obj;
	zval arg;

	zend_string_release(name);
	ZVAL_NULL(out);
	if (!ce) {
		if (!EG(exception)) {
			zend_throw_error(NULL, "Class \"Decimal\\Decimal\" not found");
		}
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	fn = zend_hash_str_find_ptr(&ce->function_table, ZEND_STRL("valueof"));
	/* (an abstract one, or a trait's, is not called: then `new` below says why not, as the library's 0.9 does) */
	if (fn && (fn->common.fn_flags & (ZEND_ACC_STATIC | ZEND_ACC_PUBLIC | ZEND_ACC_ABSTRACT)) == (ZEND_ACC_STATIC | ZEND_ACC_PUBLIC)
			&& !(ce->ce_flags & ZEND_ACC_TRAIT)) {
		ZVAL_STR(&arg, zend_u64_to_str(value));
		return msgpack_lib_unpacker_bigint_call(dec, out, fn, ce, &arg);
	}

	/* As `new Decimal($s)` from inside the unpacker: the engine's checks (abstract, visibility) and messages. */
	if (object_init_ex(out, ce) != SUCCESS) {
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	obj = Z_OBJ_P(out);
	fn = obj->handlers->get_constructor(obj);
	if (!fn) {
		if (UNEXPECTED(EG(exception))) {
			zval_ptr_dtor(out);
			ZVAL_NULL(out);
			return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		}
		return SUCCESS;
	}
	ZVAL_STR(&arg, zend_u64_to_str(value));
	zend_call_known_instance_method_with_1_params(fn, obj, NULL, &arg);
	zval_ptr_dtor(&arg);
	if (UNEXPECTED(EG(exception))) {
		/* No destructor for an object whose constructor threw, as after a failed `new`. */
		zend_object_store_ctor_failed(obj);
		zval_ptr_dtor(out);
		ZVAL_NULL(out);
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

/* The conversions are user code (a Decimal constructor, a gmp_import() PHP code declared, an autoloader): run inside
 * the window that user code gets (msgpack_lib_unpacker_window_open()). */
static ZEND_COLD zend_result msgpack_lib_unpacker_bigint_in_window(msgpack_decoder *dec, zval *out, uint64_t value,
	zend_result (*convert)(msgpack_decoder *dec, zval *out, uint64_t value))
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(dec->hook_object);
	msgpack_lib_unpacker_window window;

	if (msgpack_lib_unpacker_window_open(dec, bu, &window, 0, out) != SUCCESS) {
		return FAILURE;
	}
	zend_result result = convert(dec, out, value);
	msgpack_lib_unpacker_window_close(dec, bu, &window);
	return result;
}

ZEND_COLD zend_result msgpack_lib_unpacker_bigint_gmp(msgpack_decoder *dec, zval *out, uint64_t value)
{
	return msgpack_lib_unpacker_bigint_in_window(dec, out, value, msgpack_lib_unpacker_bigint_gmp_call);
}

ZEND_COLD zend_result msgpack_lib_unpacker_bigint_decimal(msgpack_decoder *dec, zval *out, uint64_t value)
{
	return msgpack_lib_unpacker_bigint_in_window(dec, out, value, msgpack_lib_unpacker_bigint_decimal_call);
}

/*
 * A value a repeated map key replaced, released once the new value is decoded (msgpack_decode_repeated_key()): a
 * destructor it runs is user code in the middle of the decode as an extension is, and gets the same window. It finds
 * the object past the new value, as the library's offset is where `$map[$key] = $this->unpack()` drops the old
 * value, and the decode goes on from where it leaves the offset, in the buffer it leaves.
 */
ZEND_COLD zend_result msgpack_lib_unpacker_release_replaced(msgpack_decoder *dec, zval *old)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(dec->hook_object);
	msgpack_lib_unpacker_window window;
	zval unused;

	if (UNEXPECTED(msgpack_lib_unpacker_window_open(dec, bu, &window, 0, &unused) != SUCCESS)) {
		zval_ptr_dtor(old);
		return FAILURE;
	}
	zval_ptr_dtor(old);
	msgpack_lib_unpacker_window_close(dec, bu, &window);
	if (UNEXPECTED(EG(exception))) {
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}
