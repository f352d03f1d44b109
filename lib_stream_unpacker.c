/*
 * msgpack for PHP: MessagePack\StreamUnpacker, the messages of a PHP stream one at a time (foreach), on a
 * BufferUnpacker it owns (lib_buffer_unpacker.c); and the stream arguments it and Packer::packToStream() take.
 *
 * The stream is read only when no complete message is buffered, up to MSGPACK_LIB_STREAM_READ bytes at a time (a
 * socket or a pipe gives what has arrived: nothing waits for a full chunk). What is read is fed to the BufferUnpacker
 * and taken out one message at a time through tryUnpack()'s path (msgpack_lib_unpacker_next()): a message split
 * across reads is scanned once and decoded once, and the consumed bytes are dropped before the next read, so memory
 * holds the largest message plus a chunk. Extensions get that BufferUnpacker, as they get any other.
 *
 * The iterator (msgpack_lib_stream_get_iterator()) fetches a message when the engine asks for the next one, never
 * ahead: a foreach left with break, or ended because a non-blocking stream had nothing more, leaves every message not
 * yet yielded to the next foreach, and the keys go on counting.
 *
 * Reading runs user code (a stream wrapper's stream_read()), and so does decoding (extensions, destructors, error
 * handlers). While a message is being fetched the object is busy and held: iterating it again or constructing it
 * again from there is refused, the stream is looked up again after every read (fclose() frees it whatever holds the
 * resource), and a fatal error there clears the busy flag (msgpack_frame) so that a shutdown function finds the
 * object usable.
 */

#include "msgpack_lib.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"

zend_class_entry *msgpack_ce_stream_unpacker;

static zend_object_handlers msgpack_lib_stream_unpacker_handlers;

/* The most one read asks for. */
#define MSGPACK_LIB_STREAM_READ (64 * 1024)

typedef struct {
	zval stream;         /* the stream resource (UNDEF until constructed) */
	zval unpacker;       /* the BufferUnpacker it feeds (UNDEF until constructed); right after stream: get_gc */
	char *chunk;         /* the read buffer, allocated at the first read */
	size_t chunk_len;    /* bytes read into chunk and not fed yet: a memory_limit error in the feed's allocation left
	                      * them there, and they go in before anything more is read */
	zend_long next_key;  /* the key of the next message */
	bool busy;           /* a message is being fetched */
	bool failed;         /* a message could not be unpacked: where the next one starts is unknown */
	bool ended;          /* a read that failed dropped its bytes (see msgpack_lib_stream_read()): only what PHP's
	                      * stream layer holds already is read */
	msgpack_frame frame; /* registered while busy */
	zend_object std;
} msgpack_lib_stream_unpacker;

static zend_always_inline msgpack_lib_stream_unpacker *msgpack_lib_stream_unpacker_fetch(zend_object *obj)
{
	return (msgpack_lib_stream_unpacker *) ((char *) obj - offsetof(msgpack_lib_stream_unpacker, std));
}

/* ---- stream arguments ------------------------------------------------------------------------------------------ */

zend_resource *msgpack_lib_stream_arg(zval *arg, uint32_t num)
{
	if (UNEXPECTED(Z_TYPE_P(arg) != IS_RESOURCE)) {
		zend_argument_type_error(num, "must be of type resource, %s given", zend_zval_type_name(arg));
		return NULL;
	}
	/* A closed resource or another kind: TypeError "supplied resource is not a valid stream resource", as fread(). */
	php_stream *stream = zend_fetch_resource2(Z_RES_P(arg), "stream", php_file_le_stream(), php_file_le_pstream());
	if (!stream) {
		return NULL;
	}
	if (UNEXPECTED(stream->flags & PHP_STREAM_FLAG_IS_DIR)) {
		/* opendir()'s: its reads are directory entries */
		zend_argument_value_error(num, "must not be a directory stream");
		return NULL;
	}
	return Z_RES_P(arg);
}

php_stream *msgpack_lib_stream_of(zend_resource *res)
{
	return (php_stream *) zend_fetch_resource2(res, NULL, php_file_le_stream(), php_file_le_pstream());
}

/*
 * PHP's stream layer reads freed memory when user code inside a read or write (a wrapper's stream_read()) closes the
 * stream, which fread() does too. Around ours, fclose() of it is refused with the warning PHP gives for the streams it
 * keeps open itself ("N is not a valid stream resource"; from PHP 8.5 "cannot close the provided stream, as it must
 * not be manually closed"); a fatal error in that user code takes the refusal off. pclose() and proc_close() (of the
 * process of a pipe) close the resource without asking: the stream is marked as being freed meanwhile (in_free, which
 * makes php_stream_free() return at once), so they only take its resource, and it is freed as the guard leaves.
 */
static void msgpack_lib_stream_guard_abandon(msgpack_frame *frame);

static void msgpack_lib_stream_guard_clear(msgpack_lib_stream_guard *guard, bool abandoning)
{
	php_stream *stream;

	if (!guard->set && !guard->held) {
		return;
	}
	/*
	 * Another guard of this stream still inside its read or write (a Fiber suspended there: guards of two Fibers do
	 * not leave in the order they entered) takes the refusal and the hold over; taken off here, the stream would be
	 * freed under it. (Not found while a fatal error abandons the frames: the list is emptied first.)
	 */
	for (msgpack_frame *f = MSGPACK_G(frames); f; f = f->older) {
		if (f->abandon == msgpack_lib_stream_guard_abandon && ((msgpack_lib_stream_guard *) f)->res == guard->res) {
			((msgpack_lib_stream_guard *) f)->set |= guard->set;
			((msgpack_lib_stream_guard *) f)->held |= guard->held;
			guard->set = guard->held = false;
			return;
		}
	}
	if (guard->held) {
		guard->held = false;
		stream = guard->stream;
		stream->in_free = 0;
		if (msgpack_lib_stream_of(guard->res) != stream) {
			guard->set = false;
			if (abandoning) {
				/*
				 * Not freed inside the error handler: its close runs user code (a wrapper's stream_close(), a
				 * filter's flush), which could resume a Fiber whose frames are still to be abandoned, or fail
				 * fatally and leave them. A resource of its own closes it with the others at the request's end.
				 */
				stream->flags &= ~PHP_STREAM_FLAG_NO_FCLOSE;
				stream->res = zend_register_resource(stream, php_file_le_stream());
				return;
			}
			/* its resource closed meanwhile: freed now, as the resource's destructor would have */
			php_stream_free(stream, PHP_STREAM_FREE_CLOSE | PHP_STREAM_FREE_RSRC_DTOR);
			return;
		}
	} else {
		/* Looked up again: not held (persistent, or PHP was freeing it already), it may be gone. */
		stream = msgpack_lib_stream_of(guard->res);
	}
	if (guard->set && stream) {
		stream->flags &= ~PHP_STREAM_FLAG_NO_FCLOSE;
	}
	guard->set = false;
}

static ZEND_COLD void msgpack_lib_stream_guard_abandon(msgpack_frame *frame)
{
	msgpack_lib_stream_guard_clear((msgpack_lib_stream_guard *) frame, true);
}

php_stream *msgpack_lib_stream_guard_enter(msgpack_lib_stream_guard *guard, zend_resource *res)
{
	php_stream *stream = msgpack_lib_stream_of(res);

	guard->res = res;
	guard->stream = stream;
	guard->set = guard->held = false;
	if (!stream) {
		return NULL;
	}
	if (!(stream->flags & PHP_STREAM_FLAG_NO_FCLOSE)) {
		stream->flags |= PHP_STREAM_FLAG_NO_FCLOSE;
		guard->set = true;
	}
	/* (a persistent stream outlives its resource; one freed with its enclosing stream is not the user's to close) */
	if (!stream->in_free && !stream->is_persistent && !stream->enclosing_stream) {
		stream->in_free = 1;
		guard->held = true;
	}
	msgpack_frame_enter(&guard->frame, msgpack_lib_stream_guard_abandon);
	return stream;
}

void msgpack_lib_stream_guard_leave(msgpack_lib_stream_guard *guard)
{
	msgpack_frame_leave(&guard->frame);
	msgpack_lib_stream_guard_clear(guard, false);
}

/* ---- object handlers ------------------------------------------------------------------------------------------- */

static zend_object *msgpack_lib_stream_unpacker_create(zend_class_entry *ce)
{
	msgpack_lib_stream_unpacker *su = zend_object_alloc(sizeof(msgpack_lib_stream_unpacker), ce);

	ZVAL_UNDEF(&su->stream);
	ZVAL_UNDEF(&su->unpacker);
	su->chunk = NULL;
	su->chunk_len = 0;
	su->next_key = 0;
	su->busy = false;
	su->failed = false;
	su->ended = false;
	zend_object_std_init(&su->std, ce);
	object_properties_init(&su->std, ce);
	su->std.handlers = &msgpack_lib_stream_unpacker_handlers;
	return &su->std;
}

static void msgpack_lib_stream_unpacker_free(zend_object *obj)
{
	msgpack_lib_stream_unpacker *su = msgpack_lib_stream_unpacker_fetch(obj);

	zval_ptr_dtor(&su->stream);
	zval_ptr_dtor(&su->unpacker);
	if (su->chunk) {
		efree(su->chunk);
	}
	zend_object_std_dtor(obj);
}

static HashTable *msgpack_lib_stream_unpacker_get_gc(zend_object *obj, zval **table, int *n)
{
	msgpack_lib_stream_unpacker *su = msgpack_lib_stream_unpacker_fetch(obj);

	*table = &su->stream;
	*n = 2;
	return zend_std_get_properties(obj);
}

/* ---- fetching one message -------------------------------------------------------------------------------------- */

static ZEND_COLD void msgpack_lib_stream_unpacker_abandon(msgpack_frame *frame)
{
	msgpack_lib_stream_unpacker *su = (msgpack_lib_stream_unpacker *) ((char *) frame - offsetof(msgpack_lib_stream_unpacker, frame));

	su->busy = false;
}

/*
 * The bytes read into the chunk go to the unpacker. They count as fed only once there: the buffer may grow here, and a
 * memory_limit error in that allocation (PHP 8.4 raises it inside the allocation) would otherwise lose bytes the stream
 * will not give again, and the shutdown function iterating on would read the next ones as the rest of the message.
 */
static void msgpack_lib_stream_feed(msgpack_lib_stream_unpacker *su, zend_object *unpacker)
{
	msgpack_lib_unpacker_feed(unpacker, su->chunk, su->chunk_len);
	su->chunk_len = 0;
}

/* The stream is over: a message it cut short is not coming. (false, as msgpack_lib_stream_read() returns it) */
static bool msgpack_lib_stream_end(zend_object *unpacker)
{
	size_t pending = msgpack_lib_unpacker_pending(unpacker);

	if (pending > 0) {
		msgpack_lib_throw_stream_truncated(pending);
	}
	return false;
}

/*
 * How much to ask the stream for. PHP's stream layer reads on until it has that much, or the end, on plain files and
 * on streams with read filters: on a FIFO or a device opened with fopen(), or a filtered socket or pipe, it would
 * wait for bytes that may never come after the messages that have arrived. On those, unless they are seekable (a
 * regular file never waits), what PHP holds already is taken, or else one byte is waited for: that read brings in
 * what has arrived (up to PHP's chunk), taken from its buffer right after. A user wrapper always has a seek handler,
 * whether or not what it reads can wait (a socket behind its stream_read()): it is not taken for seekable.
 */
/* The bytes PHP's stream layer holds, read from the stream already. */
static zend_always_inline size_t msgpack_lib_stream_buffered(const php_stream *stream)
{
	return stream->writepos > stream->readpos ? (size_t) (stream->writepos - stream->readpos) : 0;
}

static size_t msgpack_lib_stream_want(const php_stream *stream)
{
	if (EXPECTED(!stream->readfilters.head && stream->wrapper != &php_plain_files_wrapper)
			|| (stream->ops->seek && !(stream->flags & PHP_STREAM_FLAG_NO_SEEK)
				&& stream->ops != &php_stream_userspace_ops)) {
		return MSGPACK_LIB_STREAM_READ;
	}
	size_t held = msgpack_lib_stream_buffered(stream);
	return held ? MIN(held, MSGPACK_LIB_STREAM_READ) : 1;
}

/*
 * Reads what the stream has (up to a chunk) into the unpacker. true: bytes came, look for a message again; false:
 * none for now (end of this iteration), the end of the stream (InsufficientDataException if it cuts a message), or
 * an exception.
 */
static bool msgpack_lib_stream_read(msgpack_lib_stream_unpacker *su, zend_resource *res, zend_object *unpacker)
{
	msgpack_lib_stream_guard guard;
	php_stream *stream;
	ssize_t n;

	if (UNEXPECTED(su->chunk_len > 0)) {
		/* Read before a fatal error ended the feed: the stream has moved past these bytes. */
		msgpack_lib_stream_feed(su, unpacker);
		return true;
	}
	size_t want = MSGPACK_LIB_STREAM_READ;
	if (UNEXPECTED(su->ended) && (stream = msgpack_lib_stream_of(res))) {
		/* Only the bytes PHP's stream layer took in before the loss (a filter's output) are read: none come after. */
		size_t held = msgpack_lib_stream_buffered(stream);
		if (held == 0) {
			return msgpack_lib_stream_end(unpacker);
		}
		want = MIN(held, want);
	}
	if (!su->chunk) {
		su->chunk = emalloc(MSGPACK_LIB_STREAM_READ);
	}
	stream = msgpack_lib_stream_guard_enter(&guard, res);
	if (UNEXPECTED(!stream)) {
		msgpack_lib_throw_unpacking_failed("Cannot read from the stream: it was closed");
		return false;
	}
	/*
	 * PHP reads a stream without read filters again past its end flag (a wrapper whose stream_eof() said true once
	 * may give more later), and a user wrapper's read never clears that flag: cleared for the read, it tells whether
	 * this read lost its bytes (below); it is set again after.
	 */
	bool eof_before = stream->eof;
	bool eof_cleared = UNEXPECTED(eof_before) && !stream->readfilters.head;
	if (eof_cleared) {
		stream->eof = 0;
	}
	if (EXPECTED(!su->ended)) {
		want = msgpack_lib_stream_want(stream);
	}
	n = php_stream_read(stream, su->chunk, want);
	if (want == 1 && n == 1 && (guard.held || msgpack_lib_stream_of(res) == stream)
			&& msgpack_lib_stream_buffered(stream) > 0) {
		/* The rest of what that byte's read brought in, from PHP's buffer (no read, no user code): now, since user
		 * code in that read may have closed the stream, which goes as the guard leaves. */
		ssize_t more = php_stream_read(stream, su->chunk + 1,
			MIN(msgpack_lib_stream_buffered(stream), MSGPACK_LIB_STREAM_READ - 1));
		if (more > 0) {
			n += more;
		}
	}
	msgpack_lib_stream_guard_leave(&guard);
	stream = msgpack_lib_stream_of(res);
	if (UNEXPECTED(EG(exception)) && stream && stream->eof && (!eof_before || eof_cleared)) {
		/*
		 * PHP's stream layer marks the end when user code in the read throws after bytes came (a wrapper's
		 * stream_eof(), an error handler of a warning there, exit()), and drops those bytes; a wrapper is read again
		 * all the same. What it gives then is not what follows the bytes fed: the stream ends here, as a filter's
		 * failure ends it, and a message it cuts short throws at the next foreach instead of taking later bytes.
		 */
		su->ended = true;
	}
	if (eof_cleared && stream) {
		stream->eof = 1;
	}
	if (n > 0) {
		/* (also when the stream threw after giving these, from its buffer: it has moved past them) */
		su->chunk_len = (size_t) n;
		msgpack_lib_stream_feed(su, unpacker);
		return !EG(exception);
	}
	if (UNEXPECTED(EG(exception))) {
		return false;
	}
	/*
	 * Nothing read. Not at the end (a non-blocking stream with nothing yet; a read that timed out, n < 0 on a socket):
	 * this iteration ends, and the next one reads again. php_stream_eof() is not asked: on a socket it waits for data.
	 * A read that failed for good (the stream sets eof: a socket's error, a filter's fatal one), or a stream closed by
	 * the read (another way than fclose()), is the end.
	 */
	stream = msgpack_lib_stream_of(res);
	if (stream && !stream->eof) {
		return false;
	}
	return msgpack_lib_stream_end(unpacker);
}

/* The next message into *out (UNDEF: none for now, or thrown) and its key into *key. */
static void msgpack_lib_stream_fetch(msgpack_lib_stream_unpacker *su, zval *out, zend_long *key)
{
	zval stream, unpacker, value;

	ZVAL_UNDEF(out);
	if (UNEXPECTED(Z_TYPE(su->unpacker) != IS_OBJECT)) {
		zend_throw_error(NULL, "%s has no stream: its constructor was not called", ZSTR_VAL(su->std.ce->name));
		return;
	}
	if (UNEXPECTED(su->busy)) {
		zend_throw_error(NULL, "Cannot iterate a %s while it reads or unpacks a message", ZSTR_VAL(su->std.ce->name));
		return;
	}
	if (UNEXPECTED(su->failed)) {
		msgpack_lib_throw_unpacking_failed("Cannot unpack more messages from this stream: an earlier message failed to unpack");
		return;
	}

	/* Held: user code may construct the object again or drop its last reference meanwhile. */
	uint32_t refcount = msgpack_object_hold(&su->std);
	ZVAL_COPY(&stream, &su->stream);
	ZVAL_COPY(&unpacker, &su->unpacker);
	su->busy = true;
	msgpack_frame_enter(&su->frame, msgpack_lib_stream_unpacker_abandon);
	for (;;) {
		msgpack_lib_next next = msgpack_lib_unpacker_next(Z_OBJ(unpacker), &value);
		if (next == MSGPACK_LIB_NEXT_VALUE) {
			ZVAL_COPY_VALUE(out, &value);
			*key = su->next_key++;
			break;
		}
		if (next == MSGPACK_LIB_NEXT_ERROR) {
			/* The message is partly consumed: there is no telling where the next one starts. exit() in user code ends
			 * the request rather than the stream (the unpacker rolled back to the message's start). */
			if (!EG(exception) || (!zend_is_unwind_exit(EG(exception)) && !zend_is_graceful_exit(EG(exception)))) {
				su->failed = true;
			}
			break;
		}
		if (!msgpack_lib_stream_read(su, Z_RES(stream), Z_OBJ(unpacker))) {
			break;
		}
	}
	su->busy = false;
	msgpack_frame_leave(&su->frame);
	zval_ptr_dtor(&unpacker);
	zval_ptr_dtor(&stream);
	msgpack_object_unhold(&su->std, refcount);
}

/* ---- iterator -------------------------------------------------------------------------------------------------- */

typedef struct {
	zend_object_iterator it; /* it.data: the StreamUnpacker */
	zval current;            /* the message in hand; UNDEF: none */
	zend_long key;
} msgpack_lib_stream_iterator;

static void msgpack_lib_stream_iterator_dtor(zend_object_iterator *iter)
{
	msgpack_lib_stream_iterator *si = (msgpack_lib_stream_iterator *) iter;

	zval_ptr_dtor(&si->current);
	ZVAL_UNDEF(&si->current);
	zval_ptr_dtor(&iter->data);
}

static int msgpack_lib_stream_iterator_valid(zend_object_iterator *iter)
{
	return Z_TYPE(((msgpack_lib_stream_iterator *) iter)->current) != IS_UNDEF ? SUCCESS : FAILURE;
}

/*
 * No message in hand (none came, or one is being fetched): NULL, which getIterator()'s InternalIterator::current()
 * gives as null; the undefined slot itself would reach PHP code as a missing variable or array element.
 */
static zval *msgpack_lib_stream_iterator_current(zend_object_iterator *iter)
{
	zval *current = &((msgpack_lib_stream_iterator *) iter)->current;

	return Z_TYPE_P(current) != IS_UNDEF ? current : NULL;
}

/* (null with no message in hand, as Iterator::key() past the end) */
static void msgpack_lib_stream_iterator_key(zend_object_iterator *iter, zval *key)
{
	msgpack_lib_stream_iterator *si = (msgpack_lib_stream_iterator *) iter;

	if (Z_TYPE(si->current) != IS_UNDEF) {
		ZVAL_LONG(key, si->key);
	} else {
		ZVAL_NULL(key);
	}
}

static void msgpack_lib_stream_iterator_next(zend_object_iterator *iter)
{
	msgpack_lib_stream_iterator *si = (msgpack_lib_stream_iterator *) iter;

	/*
	 * The message in hand is released before the next is read: a destructor that throws ends the move, and the next
	 * message stays in the stream for the next iteration (read first, it would be lost with the iterator). A
	 * destructor that moved this iterator on (next() through getIterator()) leaves the message it read: that one is
	 * passed over too, as when it moved on from the message this call reads.
	 */
	if (!msgpack_slot_drop(&si->current)) {
		return;
	}
	msgpack_lib_stream_fetch(msgpack_lib_stream_unpacker_fetch(Z_OBJ(iter->data)), &si->current, &si->key);
}

/* A stream is not rewound: the first message not yet yielded, unless one is in hand. */
static void msgpack_lib_stream_iterator_rewind(zend_object_iterator *iter)
{
	msgpack_lib_stream_iterator *si = (msgpack_lib_stream_iterator *) iter;

	if (Z_TYPE(si->current) == IS_UNDEF) {
		msgpack_lib_stream_fetch(msgpack_lib_stream_unpacker_fetch(Z_OBJ(iter->data)), &si->current, &si->key);
	}
}

static HashTable *msgpack_lib_stream_iterator_get_gc(zend_object_iterator *iter, zval **table, int *n)
{
	msgpack_lib_stream_iterator *si = (msgpack_lib_stream_iterator *) iter;
	zend_get_gc_buffer *gc = zend_get_gc_buffer_create();

	zend_get_gc_buffer_add_zval(gc, &iter->data);
	zend_get_gc_buffer_add_zval(gc, &si->current);
	zend_get_gc_buffer_use(gc, table, n);
	return NULL;
}

static const zend_object_iterator_funcs msgpack_lib_stream_iterator_funcs = {
	msgpack_lib_stream_iterator_dtor,
	msgpack_lib_stream_iterator_valid,
	msgpack_lib_stream_iterator_current,
	msgpack_lib_stream_iterator_key,
	msgpack_lib_stream_iterator_next,
	msgpack_lib_stream_iterator_rewind,
	NULL,
	msgpack_lib_stream_iterator_get_gc,
};

static zend_object_iterator *msgpack_lib_stream_get_iterator(zend_class_entry *ce, zval *object, int by_ref)
{
	msgpack_lib_stream_iterator *si;

	(void) ce;
	if (by_ref) {
		zend_throw_error(NULL, "An iterator cannot be used with foreach by reference");
		return NULL;
	}
	si = emalloc(sizeof(msgpack_lib_stream_iterator));
	zend_iterator_init(&si->it);
	ZVAL_OBJ_COPY(&si->it.data, Z_OBJ_P(object));
	si->it.funcs = &msgpack_lib_stream_iterator_funcs;
	ZVAL_UNDEF(&si->current);
	si->key = 0;
	return &si->it;
}

/* ---- methods --------------------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_StreamUnpacker, __construct)
{
	zval *stream_arg, *options = NULL, unpacker, old_stream, old_unpacker;
	HashTable *extensions = NULL;
	uint32_t unpack_options;
	zend_resource *res;

	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_ZVAL(stream_arg)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(options)
		Z_PARAM_ARRAY_HT(extensions)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	msgpack_lib_stream_unpacker *su = msgpack_lib_stream_unpacker_fetch(Z_OBJ_P(ZEND_THIS));
	if (UNEXPECTED(su->busy)) {
		zend_throw_error(NULL, "Cannot construct a %s again while it reads or unpacks a message", ZSTR_VAL(su->std.ce->name));
		RETURN_THROWS();
	}
	res = msgpack_lib_stream_arg(stream_arg, 1);
	if (!res || msgpack_lib_unpack_options(options, &unpack_options) != SUCCESS) {
		RETURN_THROWS();
	}
	object_init_ex(&unpacker, msgpack_ce_buffer_unpacker);
	/* Extensions' getType() runs user code: the object may be busy afterwards (a foreach over it from there). */
	if (msgpack_lib_unpacker_configure(Z_OBJ(unpacker), unpack_options, extensions) != SUCCESS) {
		zval_ptr_dtor(&unpacker);
		RETURN_THROWS();
	}
	if (UNEXPECTED(su->busy)) {
		zval_ptr_dtor(&unpacker);
		zend_throw_error(NULL, "Cannot construct a %s again while it reads or unpacks a message", ZSTR_VAL(su->std.ce->name));
		RETURN_THROWS();
	}
	/* The new state first, then the old released (its destructors may run user code that uses the object). */
	ZVAL_COPY_VALUE(&old_stream, &su->stream);
	ZVAL_COPY_VALUE(&old_unpacker, &su->unpacker);
	GC_ADDREF(res);
	ZVAL_RES(&su->stream, res);
	ZVAL_COPY_VALUE(&su->unpacker, &unpacker);
	su->next_key = 0;
	su->failed = false;
	su->ended = false;
	/* (the old stream's) */
	su->chunk_len = 0;
	zval_ptr_dtor(&old_unpacker);
	zval_ptr_dtor(&old_stream);
}

ZEND_METHOD(MessagePack_StreamUnpacker, getIterator)
{
	ZEND_PARSE_PARAMETERS_NONE();

	zend_create_internal_iterator_zval(return_value, ZEND_THIS);
}

/*
 * == and <=> (lib_compare.c): the stream (by its resource, as PHP compares two), then the BufferUnpacker the bytes read
 * and not yet taken wait in, and how many messages were yielded and whether one failed. Not yet constructed: equal to
 * each other, uncomparable to the others.
 */
static int msgpack_lib_stream_unpacker_state(zend_object *a, zend_object *b)
{
	msgpack_lib_stream_unpacker *x = msgpack_lib_stream_unpacker_fetch(a), *y = msgpack_lib_stream_unpacker_fetch(b);
	int ret;

	if (Z_TYPE(x->stream) == IS_UNDEF || Z_TYPE(y->stream) == IS_UNDEF) {
		return Z_TYPE(x->stream) == Z_TYPE(y->stream) ? 0 : ZEND_UNCOMPARABLE;
	}
	if ((ret = ZEND_THREEWAY_COMPARE(Z_RES_HANDLE(x->stream), Z_RES_HANDLE(y->stream))) != 0
			|| (ret = ZEND_THREEWAY_COMPARE(x->chunk_len, y->chunk_len)) != 0
			|| (ret = (x->chunk_len ? memcmp(x->chunk, y->chunk, x->chunk_len) : 0)) != 0) {
		return ZEND_NORMALIZE_BOOL(ret);
	}
	zval ux, uy;
	ZVAL_COPY(&ux, &x->unpacker);
	ZVAL_COPY(&uy, &y->unpacker);
	ret = zend_compare(&ux, &uy);
	zval_ptr_dtor(&ux);
	zval_ptr_dtor(&uy);
	if (ret == 0 && (ret = ZEND_THREEWAY_COMPARE(x->next_key, y->next_key)) == 0
			&& (ret = (int) x->failed - (int) y->failed) == 0) {
		ret = (int) x->ended - (int) y->ended;
	}
	return ret;
}

static int msgpack_lib_stream_unpacker_compare(zval *o1, zval *o2)
{
	return msgpack_lib_compare_with(o1, o2, msgpack_lib_stream_unpacker_state);
}

/* ---- registration ---------------------------------------------------------------------------------------------- */

void msgpack_lib_stream_unpacker_class_init(void)
{
	msgpack_ce_stream_unpacker->create_object = msgpack_lib_stream_unpacker_create;
	msgpack_ce_stream_unpacker->get_iterator = msgpack_lib_stream_get_iterator;
	/* A stream cannot be serialized, nor read by two objects at once. */
	msgpack_ce_stream_unpacker->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
	memcpy(&msgpack_lib_stream_unpacker_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	msgpack_lib_stream_unpacker_handlers.offset = offsetof(msgpack_lib_stream_unpacker, std);
	msgpack_lib_stream_unpacker_handlers.free_obj = msgpack_lib_stream_unpacker_free;
	msgpack_lib_stream_unpacker_handlers.clone_obj = NULL;
	msgpack_lib_stream_unpacker_handlers.get_gc = msgpack_lib_stream_unpacker_get_gc;
	msgpack_lib_stream_unpacker_handlers.compare = msgpack_lib_stream_unpacker_compare;
}
