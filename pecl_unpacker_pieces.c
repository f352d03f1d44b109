/*
 * msgpack for PHP: MessagePackUnpacker's fed pieces read where they are. Front-end layer, PECL API
 * (docs/INTERNALS.md).
 *
 * execute() on fed bytes decodes a message as far as its bytes go and suspends it (unpacker_suspend.c); feed() used to
 * append every piece to the stream's buffer, so that the decode went on over one contiguous string. Now feed() lends
 * the next piece of a message suspended at the buffer's end to the object (u->lent, held, not copied), and execute()
 * goes on in it where it is: the unit the old piece's end cut is put together in a small stitch
 * (msgpack_suspended_stitch()), the rest is read in place, as BufferUnpacker does (lib_buffer_unpacker_pieces.c).
 * Suspended again, the message has its first bytes in the buffer from the head, then those of the pieces before
 * (history), then the piece its decode stopped in (current); complete, the rest of the piece is appended to the
 * buffer for the next messages. The first piece of a message, fed to an idle unpacker, is lent too (a fresh piece:
 * no current, nothing suspended), and execute() decodes the message in it as at the buffer's head.
 *
 * Only the plain way on: no direct-mode state, no scan in progress, no PHP-only gate, the same options. Everything else
 * (direct mode, reset(), a fatal error's settling, setOption() between pieces, a unit the stitch cannot serve) first
 * appends the pieces' bytes to the buffer (msgpack_pecl_unpacker_join_pieces()), where the rest of the class reads
 * them as before; each byte is appended once. A decode that fails in a piece is judged as one at the head is, its error
 * offset counted from the message's first byte: user code it ran (an autoloader) is not run again.
 */

#include "pecl_unpacker.h"
#include "msgpack_caches.h"

/* What a message's pieces took beyond the room kept for the next ones, once they are dropped or joined (history empty):
 * a long stitch, a long list of history. */
static void msgpack_pecl_unpacker_pieces_trim(msgpack_pecl_unpacker_object *u)
{
	msgpack_stitch_trim(&u->stitch);
	msgpack_pieces_history_trim(&u->history, &u->history_cap);
}

void msgpack_pecl_unpacker_pieces_drop(msgpack_pecl_unpacker_object *u)
{
	zend_string *lent = u->lent, *current = u->current;
	uint32_t n = u->history_len;

	u->lent = u->current = NULL;
	u->pieced = false;
	u->history_len = 0;
	u->history_bytes = 0;
	if (lent) {
		zend_string_release(lent);
	}
	if (current) {
		zend_string_release(current);
	}
	for (uint32_t i = 0; i < n; i++) {
		zend_string_release(u->history[i]);
	}
	msgpack_pecl_unpacker_pieces_trim(u);
}

/* The message's bytes before the piece its suspended decode's positions are in: those from the head, then history. */
static zend_always_inline size_t msgpack_pecl_unpacker_before_current(const msgpack_pecl_unpacker_object *u)
{
	return u->stream.len - u->stream.head + u->history_bytes;
}

void msgpack_pecl_unpacker_join_pieces(msgpack_pecl_unpacker_object *u)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;
	zend_string *lent = u->lent, *current = u->current;
	uint32_t n = u->history_len;

	/* Room for all of them first: should that fail (memory_limit ends the request), nothing has changed. */
	msgpack_stream_reserve(st, u->history_bytes + (current ? ZSTR_LEN(current) : 0) + (lent ? ZSTR_LEN(lent) : 0));
	u->lent = u->current = NULL;
	u->pieced = false;
	u->history_len = 0;
	u->history_bytes = 0;
	/* (appended before they are released; the stream keeps its bytes from the head on) */
	for (uint32_t i = 0; i < n; i++) {
		msgpack_stream_append(st, ZSTR_VAL(u->history[i]), ZSTR_LEN(u->history[i]));
		MSGPACK_COUNT(appended_bytes, ZSTR_LEN(u->history[i]));
		zend_string_release(u->history[i]);
	}
	if (current) {
		size_t shift = st->len - st->head;

		msgpack_stream_append(st, ZSTR_VAL(current), ZSTR_LEN(current));
		MSGPACK_COUNT(appended_bytes, ZSTR_LEN(current));
		zend_string_release(current);
		/* the suspended decode's positions were in current: now from the head, as decode_head() reads them */
		msgpack_suspended_shift(s, (ptrdiff_t) shift);
		if (s->gate_at != SIZE_MAX) {
			s->gate_at += shift;
			s->gate_pos += shift;
		}
		u->seen = st->len - st->head;
	}
	if (lent) {
		msgpack_stream_append(st, ZSTR_VAL(lent), ZSTR_LEN(lent));
		MSGPACK_COUNT(appended_bytes, ZSTR_LEN(lent));
		zend_string_release(lent);
	}
	msgpack_pecl_unpacker_pieces_trim(u);
}

/*
 * The suspended message at the head goes on the plain way: it saw all of its bytes (up to the buffer's end, or
 * current's), and nothing but its open containers follows it (no direct-mode state, no scan, no gate, no error).
 */
bool msgpack_pecl_unpacker_plain_suspension(const msgpack_pecl_unpacker_object *u)
{
	const msgpack_stream *st = &u->stream;
	const msgpack_suspended *s = &u->suspended;

	return msgpack_suspended_active(s) && !u->suspended_stale && u->error == MSGPACK_PECL_ERROR_NONE && !u->skipping
		&& !u->root_cut && u->ahead == 0 && u->unscanned_at == SIZE_MAX && !u->decoding
		&& !msgpack_stream_in_message(st) && !st->in_pending && st->scanner.error == MSGPACK_OK
		&& s->gate_at == SIZE_MAX && !(u->suspended_flags & MSGPACK_OPT_COMPACT_ANY)
		&& (u->current ? s->end_at == ZSTR_LEN(u->current)
			: u->seen == st->len - st->head && s->end_at == u->seen);
}

/*
 * No message in progress anywhere: every fed byte consumed, nothing suspended, scanned or skipped, no direct-mode
 * state, no error. A piece fed now begins the next message.
 */
static bool msgpack_pecl_unpacker_idle(const msgpack_pecl_unpacker_object *u)
{
	const msgpack_stream *st = &u->stream;

	return st->head == st->len && !msgpack_suspended_active(&u->suspended) && u->seen == 0 && !u->suspended_stale
		&& u->error == MSGPACK_PECL_ERROR_NONE && u->kept_error == MSGPACK_PECL_ERROR_NONE && !u->skipping && !u->root_cut
		&& u->ahead == 0 && u->unscanned_at == SIZE_MAX && !u->decoding && !msgpack_stream_in_message(st) && !st->in_pending
		&& st->scanner.error == MSGPACK_OK;
}

bool msgpack_pecl_unpacker_lend_first(msgpack_pecl_unpacker_object *u, zend_string *str)
{
	if (u->lent) {
		return false;
	}
	/* (a current piece, with a gate begun or a stale decode, goes no further: not the plain way) */
	if (!msgpack_pecl_unpacker_plain_suspension(u)) {
		if (u->current || !msgpack_pecl_unpacker_idle(u)) {
			return false;
		}
		/* The first piece of a message (a fresh piece): read where it is too, from its first byte. The buffer, all of
		 * it consumed, rewinds (as execute() rewinds it) for the rest of the piece after the message. */
		u->stream.head = u->stream.len = u->stream.msg_start = 0;
		if (UNEXPECTED(u->stream.cap > MSGPACK_STREAM_KEEP_CAPACITY)) {
			/* (the last execute() ended a message at the buffer's end: its room is not held for this one) */
			msgpack_stream_shrink(&u->stream);
		}
	}
	u->lent = zend_string_copy(str);
	u->pieced = true;
	return true;
}

/*
 * A fresh piece (the first of a message, lent by feed() to an idle unpacker): the message is decoded in it as
 * msgpack_pecl_unpacker_decode_head() decodes one at the buffer's head. Complete, the rest of the piece is appended to
 * the buffer for the messages after it; suspended, the piece becomes current (no bytes before it); otherwise (its first
 * item cut, an error, an exception) the piece joins the buffer, which then holds the message as if it had been
 * appended, and the caller goes on as after a failed decode at the head: nothing is decoded twice.
 */
static zend_never_inline msgpack_pecl_lent msgpack_pecl_unpacker_next_fresh(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, msgpack_decoder *dec, zval *value, msgpack_pecl_next *next)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;
	zend_string *piece = u->lent;
	size_t len = ZSTR_LEN(piece);
	zend_result result;

	/* (feed() found the unpacker idle, and every call that changes that joins the pieces first) */
	MSGPACK_DEBUG_ASSERT(u->stream.head == u->stream.len && u->seen == 0 && u->history_len == 0);
	if (UNEXPECTED(opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
		/* (compact mode reads the buffer through the scanner) */
		msgpack_pecl_unpacker_join_pieces(u);
		return MSGPACK_PECL_LENT_JOINED;
	}
	msgpack_decoder_init_inline(dec, ZSTR_VAL(piece), len, opts);
	MSGPACK_COUNT(lent_pieces, 1);
	result = msgpack_pecl_unpacker_decode_framed(u, dec, false, value);

	if (EXPECTED(result == SUCCESS)) {
		/* (within the frame, as in msgpack_pecl_unpacker_next_lent()) */
		size_t end = (size_t) (dec->p - dec->start);

		msgpack_stream_append(st, ZSTR_VAL(piece) + end, len - end);
		msgpack_pecl_unpacker_frame_leave(u);
		u->suspended_stale = false;
		MSGPACK_COUNT(appended_bytes, len - end);
		st->msg_start = st->head;
		msgpack_pecl_unpacker_pieces_drop(u);
		s->gate_at = SIZE_MAX;
		*next = MSGPACK_PECL_NEXT_VALUE;
		return MSGPACK_PECL_LENT_DONE;
	}
	msgpack_pecl_unpacker_frame_leave(u);
	u->suspended_stale = false;
	msgpack_pecl_unpacker_fresh_message(u);
	if (msgpack_suspended_active(s) && s->gate_at == SIZE_MAX) {
		/* suspended in the piece: it becomes current, with nothing before it */
		u->current = piece;
		u->lent = NULL;
		u->seen = len;
		u->suspended_flags = opts->flags;
		*next = MSGPACK_PECL_NEXT_MORE;
		return MSGPACK_PECL_LENT_DONE;
	}
	/* Into the buffer, where the message's bytes then are as if fed there: the positions of a suspension (one that
	 * began a PHP-only gate) and the error's offset are the same from the head. */
	msgpack_pecl_unpacker_join_pieces(u);
	if (msgpack_pecl_unpacker_head_kept(u, opts, dec)) {
		*next = MSGPACK_PECL_NEXT_MORE;
		return MSGPACK_PECL_LENT_DONE;
	}
	return MSGPACK_PECL_LENT_FAILED;
}

msgpack_pecl_lent msgpack_pecl_unpacker_next_lent(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, msgpack_pecl_next *next)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;

	/* What lend_piece() found holds while a piece is lent: every call that changes the stream, the suspended decode or
	 * the object's state otherwise joins the pieces first (feed(), a direct execute(), reset(), the constructor), data()
	 * has no value to hand out meanwhile, and a fatal error in the decode that takes the piece up marks the decode
	 * stale, which msgpack_pecl_unpacker_settle() settles (joining them) before this. setOption() may change the
	 * options. */
	if (u->lent && !u->current && !msgpack_suspended_active(s) && !u->suspended_stale) {
		return msgpack_pecl_unpacker_next_fresh(u, opts, dec, value, next);
	}
	MSGPACK_DEBUG_ASSERT(!u->lent || u->suspended_stale || msgpack_pecl_unpacker_plain_suspension(u));
	if (!u->lent || UNEXPECTED(u->suspended_stale) || u->suspended_flags != opts->flags) {
		/* (current alone and still the plain way: nothing came since) */
		if (!u->lent && u->current && msgpack_pecl_unpacker_plain_suspension(u) && u->suspended_flags == opts->flags) {
			*next = MSGPACK_PECL_NEXT_MORE;
			return MSGPACK_PECL_LENT_DONE;
		}
		msgpack_pecl_unpacker_join_pieces(u);
		return MSGPACK_PECL_LENT_JOINED;
	}
	const unsigned char *in = u->current ? (const unsigned char *) ZSTR_VAL(u->current)
		: (const unsigned char *) st->buf + st->head;
	size_t have = s->end_at, lent_len = ZSTR_LEN(u->lent);
	size_t before = u->current ? msgpack_pecl_unpacker_before_current(u) : 0;
	const unsigned char *lent = (const unsigned char *) ZSTR_VAL(u->lent);

	/* (the pending unit's need is worked out only where the stitch does not say: a lent piece, of MSGPACK_PECL_LEND_MIN
	 * bytes or more, mostly completes it) */
	msgpack_stitch_result stitched = msgpack_suspended_stitch(s, in + s->resume_at, have - s->resume_at, lent, lent_len,
		&u->stitch);
	if (stitched != MSGPACK_STITCH_MADE) {
		if (stitched == MSGPACK_STITCH_MORE || have + lent_len < msgpack_suspended_need_end(s, in)) {
			/* its pending item is not complete yet: going on would only suspend it again */
			*next = MSGPACK_PECL_NEXT_MORE;
			return MSGPACK_PECL_LENT_DONE;
		}
		msgpack_pecl_unpacker_join_pieces(u);
		return MSGPACK_PECL_LENT_JOINED;
	}
	/* where the stitch and the piece begin in the message, for an error's offset */
	size_t tail_at = before + s->resume_at, lent_at = before + have;
	zend_result result;

	/* Room for current in history now: after the decode, nothing may fail (memory_limit ends the request there) between
	 * its outcome and the state that says where it is, which a shutdown function may read. */
	if (u->current && u->history_len == u->history_cap) {
		/* (the room counts once allocated: the unpacker outlives a memory_limit error here) */
		uint32_t cap = u->history_cap ? u->history_cap * 2 : MSGPACK_PIECES_HISTORY_MIN;
		u->history = safe_erealloc(u->history, cap, sizeof(zend_string *), 0);
		u->history_cap = cap;
	}

	/* what msgpack_decoder_init() decides from the input's length, for the message's bytes so far */
	msgpack_decoder_init_inline(dec, u->stitch.len ? (const char *) u->stitch.buf : "", lent_at + lent_len, opts);
	dec->end = dec->start + u->stitch.len;
	s->stitch = &u->stitch;
	MSGPACK_COUNT(lent_pieces, 1);
	result = msgpack_pecl_unpacker_decode_framed(u, dec, true, value);
	s->stitch = NULL;

	if (EXPECTED(result == SUCCESS)) {
		/* The message is over: the rest of the piece goes to the buffer for the messages after it, then the message's
		 * bytes (the buffer's from the head, history, current) are consumed. (Within the frame: should the append fail,
		 * the pieces are still there, and the message is settled as one a fatal error cut short.) */
		size_t end = (size_t) (dec->p - lent), first = st->len - st->head;

		msgpack_stream_append(st, ZSTR_VAL(u->lent) + end, lent_len - end);
		msgpack_pecl_unpacker_frame_leave(u);
		u->suspended_stale = false;
		MSGPACK_COUNT(appended_bytes, lent_len - end);
		st->head += first;
		st->msg_start = st->head;
		msgpack_pecl_unpacker_pieces_drop(u);
		u->seen = 0;
		s->gate_at = SIZE_MAX;
		*next = MSGPACK_PECL_NEXT_VALUE;
		return MSGPACK_PECL_LENT_DONE;
	}
	msgpack_pecl_unpacker_frame_leave(u);
	u->suspended_stale = false;
	if (msgpack_suspended_active(s)) {
		/* suspended again, in the piece: it becomes current, the one before joins history */
		if (u->current) {
			/* (room made above) */
			u->history[u->history_len++] = u->current;
			u->history_bytes += ZSTR_LEN(u->current);
		}
		u->current = u->lent;
		u->lent = NULL;
		u->seen = msgpack_pecl_unpacker_before_current(u) + lent_len;
		u->suspended_flags = opts->flags;
		*next = MSGPACK_PECL_NEXT_MORE;
		return MSGPACK_PECL_LENT_DONE;
	}
	/* Failed for good: the message's bytes go back to the buffer, where the scanner judges it as after a failed decode
	 * at the head; the error's offset is counted from its first byte, as there. */
	dec->error_offset += dec->start == lent ? lent_at : tail_at;
	msgpack_pecl_unpacker_join_pieces(u);
	u->seen = 0;
	s->gate_at = SIZE_MAX;
	return MSGPACK_PECL_LENT_FAILED;
}
