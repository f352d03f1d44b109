/*
 * msgpack for PHP: MessagePackUnpacker's object, shared by pecl_classes.c (the class) and pecl_unpacker_pieces.c (fed
 * pieces read where they are). Front-end layer, PECL API (docs/INTERNALS.md).
 */
#ifndef PECL_UNPACKER_H
#define PECL_UNPACKER_H

#include "msgpack_pecl.h"

typedef struct {
	msgpack_stream stream;
	/*
	 * Decode options fixed at construction (INI + the $options array); owns allowed_classes. Their flags are execute()'s,
	 * composed of base_flags (those construction left) and run_key (0: not yet): flags, msgpack.illegal_key_insert as
	 * it was, and reporting; made again only when run_key no longer holds.
	 */
	msgpack_options opts;
	uint32_t flags;        /* php_only, assoc and throw: MSGPACK_PECL_UNPACKER_FLAGS bits */
	uint32_t base_flags;
	uint32_t run_key;
	zval retval;           /* the message execute() finished, until data() takes it; else UNDEF */
	/* A malformed message was met: execute() fails (reporting this again) until reset(). Its msgpack_last_error()
	 * code (0: none) and message. */
	zend_long error;
	zend_string *error_message;
	/* An error only the decoder sees, met before the message's last byte arrived (msgpack_pecl_unpacker_verdict()): the
	 * scanner skips the rest, and this is reported once the message ends, never decoding it (and its user code) again.
	 * Its code (0: none) and message; msgpack_pecl_unpacker_error_clear() forgets it. */
	zend_long kept_error;
	zend_string *kept_message;
	bool decoding;         /* inside msgpack_decode(), which may run user code that re-enters this object */
	msgpack_busy reading;  /* inside execute(), whose drops of values and decodes run user code too */
	/*
	 * The message at the stream's head as far as the decoder got with it: suspended (if active, decoded under
	 * suspended_flags), else only its first item incomplete; seen: the bytes from the head it was decoded over (0: no
	 * message in progress here). Stale after a fatal error cut a decode short.
	 */
	msgpack_suspended suspended;
	size_t seen;
	uint32_t suspended_flags;
	bool suspended_stale;
	bool stale_lent;       /* (with suspended_stale) the message was a lent string's: none of its bytes are buffered */
	bool skipping;         /* the scanner's message in progress threw in its decode: it is dropped once complete */
	bool root_cut;         /* a direct cut whose first item was cut: the decoder begins once that item is here */
	/*
	 * The last execute() decoded a message at the buffer's head (or, in direct mode, in its string with nothing
	 * buffered) and nothing has changed the stream or the state since: the next one goes straight to the decode at the
	 * head, as none of the checks before it in msgpack_pecl_unpacker_next() could find anything (not stale, no pieces,
	 * the scanner idle and without error, not compact mode). feed(), reset(), direct mode (until such a decode), the
	 * constructor and the destructor clear it, and execute() before it decodes; data() and setOption() change nothing
	 * it stands for (the options are compared at the head anyway).
	 */
	bool straight;
	/*
	 * A direct cut's bytes past $offset that the last call took from its string and gave back (ahead of them: the
	 * buffer at ahead_at, ahead_buf): the next string repeats them, and those that compare equal are not copied again.
	 */
	size_t ahead;
	size_t ahead_at;
	const char *ahead_buf;
	/* While a direct cut is decoded before it is scanned: the scanner stands here, and the bytes from here to the
	 * buffer's end were taken for the decode (a fatal error in it leaves them to msgpack_pecl_unpacker_settle()). */
	size_t unscanned_at;
	/*
	 * Pieces read where they are (pecl_unpacker_pieces.c): feed() lends the next piece of a message suspended at the
	 * buffer's end, or the first piece of one (an idle unpacker: a fresh piece), instead of appending it (lent, held),
	 * and execute() goes on in it; a message that goes on in pieces has its first bytes in the buffer from the head,
	 * then history, then current (the piece its suspended decode's positions are in). Every other way of reading puts
	 * them back in the buffer first (msgpack_pecl_unpacker_join()).
	 */
	zend_string *lent;
	zend_string *current;
	zend_string **history;
	uint32_t history_len, history_cap;
	size_t history_bytes;
	bool pieced;           /* lent or current: one test on every execute() */
	msgpack_stitch stitch;
	/*
	 * The frame of the object's decodes (msgpack_pecl_unpacker_frame_enter()), registered at the first and left
	 * registered until a fatal error abandons it or the object is freed: linking and unlinking it on every call cost
	 * a small message's execute() a tenth more. frame.context is the Fiber of the decode in progress and frame_mode
	 * what a fatal error in it puts right; between decodes both are clear, and the frame puts nothing right (a Fiber
	 * that last decoded here is not ended). lend_buf, lend_cap: the stream's own buffer while a direct call's string
	 * stands in for it (MSGPACK_PECL_FRAME_LEND).
	 */
	msgpack_frame frame;
	uint8_t frame_mode;
	char *lend_buf;
	size_t lend_cap;
	zend_string *aside;    /* fed bytes a direct call's message does not take, kept apart during the call (NULL) */
	const void *cut_again; /* the message msgpack_pecl_unpacker_head_to_cut() went on with last (its root), or NULL */
	size_t cut_len;        /* its bytes in the buffer then */
	zend_object std;
} msgpack_pecl_unpacker_object;

static zend_always_inline msgpack_pecl_unpacker_object *msgpack_pecl_unpacker_from_obj(zend_object *obj)
{
	return (msgpack_pecl_unpacker_object *) ((char *) obj - offsetof(msgpack_pecl_unpacker_object, std));
}

#define Z_UNPACKER_P(zv) msgpack_pecl_unpacker_from_obj(Z_OBJ_P(zv))

/*
 * Decoding runs user code (__wakeup, __unserialize, autoloaders) while the message bytes are read from this object's
 * buffers; a call that changes them from there would pull them away under the decoder.
 */
static zend_always_inline bool msgpack_pecl_unpacker_guard(msgpack_pecl_unpacker_object *u)
{
	if (UNEXPECTED(u->decoding) || UNEXPECTED(msgpack_busy_is_set(&u->reading))) {
		zend_throw_error(NULL, "Cannot modify a MessagePackUnpacker while it is decoding");
		return false;
	}
	return true;
}

/* What msgpack_pecl_unpacker_next() found at the stream's head. */
typedef enum {
	MSGPACK_PECL_NEXT_MORE,       /* no complete message yet */
	MSGPACK_PECL_NEXT_VALUE,      /* decoded: the value is in *value, the message consumed */
	MSGPACK_PECL_NEXT_MESSAGE,    /* the scanner found a complete message: *msg, *msg_len, to decode */
	MSGPACK_PECL_NEXT_SCAN_ERROR, /* the scanner's error (u->stream.scanner.error) */
	MSGPACK_PECL_NEXT_FAILED,     /* the decode failed (dec has why, *value what it built); the message is over */
	MSGPACK_PECL_NEXT_NONE,       /* (direct mode) not read this way */
} msgpack_pecl_next;

/* What a fatal error in a decode of the object puts right (frame_mode). */
enum {
	MSGPACK_PECL_FRAME_IDLE,  /* no decode: nothing */
	MSGPACK_PECL_FRAME_PLAIN, /* a complete message the scanner found (consumed already): the unpacker stops being busy */
	MSGPACK_PECL_FRAME_HEAD,  /* at the stream's head, not consumed yet: the same, and the next call settles it */
	MSGPACK_PECL_FRAME_LEND,  /* the same in a direct call's string: the stream's own buffer is back, empty */
};
/* The abandon function of the object's frame (pecl_classes.c). */
ZEND_COLD void msgpack_pecl_unpacker_frame_abandon(msgpack_frame *frame);
/* Registers the object's frame for the first time, or again after a fatal error abandoned it. */
static zend_never_inline ZEND_COLD void msgpack_pecl_unpacker_frame_link(msgpack_pecl_unpacker_object *u)
{
	msgpack_frame_register(&u->frame, msgpack_pecl_unpacker_frame_abandon);
}
/* (Also after the frame was abandoned, which cleared frame_mode and counted the frame out already.) */
static zend_always_inline void msgpack_pecl_unpacker_frame_leave(msgpack_pecl_unpacker_object *u)
{
	MSGPACK_G(frames_in_call) -= u->frame_mode != MSGPACK_PECL_FRAME_IDLE;
	u->frame.context = NULL;
	u->frame_mode = MSGPACK_PECL_FRAME_IDLE;
}
/* The freed object's frame leaves the list (request end unlisted every frame already: nothing to do then). Freed in a
 * call (a Fiber suspended in one, freed at shutdown), it stops counting as in one. */
static zend_always_inline void msgpack_pecl_unpacker_frame_unlink(msgpack_pecl_unpacker_object *u)
{
	msgpack_frame *frame = &u->frame;

	if (!frame->abandon) {
		return;
	}
	msgpack_pecl_unpacker_frame_leave(u);
	if (frame->older) {
		frame->older->newer = frame->newer;
	}
	if (frame->newer) {
		frame->newer->older = frame->older;
	}
	if (MSGPACK_G(frames) == frame) {
		MSGPACK_G(frames) = frame->older;
	}
}
/* The object's frame is in a decode (mode), run in the current Fiber; pair with msgpack_pecl_unpacker_frame_leave().
 * After the decode, frame.abandon is NULL if a fatal error that did not end the call abandoned it. */
static zend_always_inline void msgpack_pecl_unpacker_frame_enter(msgpack_pecl_unpacker_object *u, uint8_t mode)
{
	if (UNEXPECTED(u->frame.abandon == NULL)) {
		msgpack_pecl_unpacker_frame_link(u);
	}
	u->frame.context = EG(current_fiber_context);
	u->frame_mode = mode;
	MSGPACK_G(frames_in_call)++;
}
/*
 * The decode at the buffer's head, or of a lent piece (resume: going on with u->suspended), which may suspend: read on
 * into a container that declares more than has arrived, so that its errors are met in order, as the scanner meets them
 * (PECL's parser reads in order). Within the object's frame as MSGPACK_PECL_FRAME_HEAD
 * (msgpack_pecl_unpacker_decode_framed()) or MSGPACK_PECL_FRAME_LEND.
 */
static zend_always_inline zend_result msgpack_pecl_unpacker_decode_in_frame(msgpack_pecl_unpacker_object *u,
	msgpack_decoder *dec, bool resume, zval *value)
{
	zend_result result;

	u->suspended.read_on = true;
	msgpack_decode_allow_suspend(dec, &u->suspended);
	/* A failed message's objects waiting for __wakeup() go after its value (msgpack_decode_php_release_held()). A
	 * resume takes the mark from the suspension, which keeps it until the suspension is dropped (suspended_drop()). */
	dec->php.hold_failed = true;
	u->decoding = true;
	result = resume ? msgpack_decode_resume(dec, value) : msgpack_decode(dec, value);
	u->decoding = false;
	return result;
}
/* The same in the object's frame, entered here and left by the caller (msgpack_pecl_unpacker_frame_leave(): the lent
 * paths append the rest of a piece within it). */
static zend_always_inline zend_result msgpack_pecl_unpacker_decode_framed(msgpack_pecl_unpacker_object *u,
	msgpack_decoder *dec, bool resume, zval *value)
{
	msgpack_pecl_unpacker_frame_enter(u, MSGPACK_PECL_FRAME_HEAD);
	return msgpack_pecl_unpacker_decode_in_frame(u, dec, resume, value);
}

/*
 * A message's first decode failed (cut short, or not): msgpack_pecl_unpacker_head_to_cut()'s mark of the message it
 * went on with last names an earlier one, whose root this one's may have taken the address of.
 */
static zend_always_inline void msgpack_pecl_unpacker_fresh_message(msgpack_pecl_unpacker_object *u)
{
	u->cut_again = NULL;
	u->cut_len = 0;
}

/*
 * A decode of the message at the buffer's head failed, the bytes from the head holding all it read (a fresh piece
 * joined after its decode holds them there too): whether the message is kept incomplete, suspended or only its first
 * item cut (u->seen: the bytes it went over), or failed (dec says why).
 */
static zend_always_inline bool msgpack_pecl_unpacker_head_kept(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, const msgpack_decoder *dec)
{
	msgpack_suspended *s = &u->suspended;

	if (msgpack_suspended_active(s) || (dec->error == MSGPACK_ERR_INSUFFICIENT && s->root_leaf)) {
		/* decoded as far as the bytes go (or its first item is not complete yet: trying again costs nothing) */
		u->seen = u->stream.len - u->stream.head;
		u->suspended_flags = opts->flags;
		return true;
	}
	u->seen = 0;
	s->gate_at = SIZE_MAX;
	return false;
}

/* execute($str) on a message fed bytes took up, or a direct cut with bytes fed behind it: whether the decode goes on as
 * a direct cut (pecl_unpacker_direct.c). */
bool msgpack_pecl_unpacker_head_to_cut(msgpack_pecl_unpacker_object *u, const msgpack_options *opts, size_t more);
/* The bytes of a direct cut's message (a: the buffer's, b: the string's) it needs before it does more than suspend. */
size_t msgpack_pecl_unpacker_direct_need(msgpack_pecl_unpacker_object *u, const char *a, size_t a_len, const char *b,
	size_t b_len);

/* Shared by pecl_classes.c and pecl_unpacker_direct.c, each defined where its comment is. */
zend_result msgpack_pecl_unpacker_direct_decode_framed(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, bool *cut);
msgpack_pecl_next msgpack_pecl_unpacker_verdict(msgpack_pecl_unpacker_object *u, bool cut, msgpack_decoder *dec,
	msgpack_scan_result scanned, zval *value);
void msgpack_pecl_unpacker_direct_take(msgpack_pecl_unpacker_object *u, const char *data, size_t n);
msgpack_pecl_next msgpack_pecl_unpacker_direct_resume(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, const char *str, size_t len, size_t *offset, const char **msg, size_t *msg_len);
#ifdef MSGPACK_TEST_COUNTERS
void msgpack_pecl_unpacker_offset_check(msgpack_scanner *whole, const char *buf, size_t base, size_t end,
	msgpack_scan_result scanned, size_t stop);
#endif

/* The bytes set aside for a direct call back behind what it left (or what a fatal error in it left). */
static zend_always_inline void msgpack_pecl_unpacker_aside_back(msgpack_pecl_unpacker_object *u)
{
	zend_string *aside = u->aside;

	if (EXPECTED(!aside)) {
		return;
	}
	u->aside = NULL;
	if (u->stream.cap - u->stream.len >= ZSTR_LEN(aside)) {
		/* (into the room made: a message the call found stays where it is) */
		memcpy(u->stream.buf + u->stream.len, ZSTR_VAL(aside), ZSTR_LEN(aside));
		u->stream.len += ZSTR_LEN(aside);
	} else {
		msgpack_stream_append(&u->stream, ZSTR_VAL(aside), ZSTR_LEN(aside));
	}
	zend_string_release(aside);
}

/* ---- pecl_unpacker_pieces.c ------------------------------------------------------------------------------------ */

/* Whether the message in progress is in more than the buffer (or a piece is lent). */
static zend_always_inline bool msgpack_pecl_unpacker_pieced(const msgpack_pecl_unpacker_object *u)
{
	return UNEXPECTED(u->pieced);
}
/* The pieces' bytes appended to the buffer, where the rest of the class reads them; positions kept. */
ZEND_COLD void msgpack_pecl_unpacker_join_pieces(msgpack_pecl_unpacker_object *u);
static zend_always_inline void msgpack_pecl_unpacker_join(msgpack_pecl_unpacker_object *u)
{
	if (msgpack_pecl_unpacker_pieced(u)) {
		msgpack_pecl_unpacker_join_pieces(u);
	}
}
/* Drops the pieces (the unpacker is emptied). */
void msgpack_pecl_unpacker_pieces_drop(msgpack_pecl_unpacker_object *u);
/* Pieces shorter than this are appended: lending them saves less than it costs. */
#define MSGPACK_PECL_LEND_MIN 128
/* Whether the message at the head goes on the plain way (nothing but its open containers follows it). */
bool msgpack_pecl_unpacker_plain_suspension(const msgpack_pecl_unpacker_object *u);
/* msgpack_pecl_unpacker_lend_piece() for any piece but the next after a current one: the state checked in full. */
bool msgpack_pecl_unpacker_lend_first(msgpack_pecl_unpacker_object *u, zend_string *str);
/* feed() of a piece of MSGPACK_PECL_LEND_MIN bytes or more: whether str was lent (held, not appended). */
static zend_always_inline bool msgpack_pecl_unpacker_lend_piece(msgpack_pecl_unpacker_object *u, zend_string *str)
{
	/* A current piece: the decode suspended in it, the plain way, and nothing since has changed the stream, the
	 * suspension or the object's state otherwise (every call that would joins the pieces first, and a fatal error marks
	 * the decode stale), but a gate it may have begun (PHP-only format). Only the first piece is checked in full. */
	if (EXPECTED(u->current != NULL) && EXPECTED(u->lent == NULL) && EXPECTED(!u->suspended_stale)
			&& EXPECTED(u->suspended.gate_at == SIZE_MAX)) {
		MSGPACK_DEBUG_ASSERT(msgpack_pecl_unpacker_plain_suspension(u));
		u->lent = zend_string_copy(str);
		u->pieced = true;
		return true;
	}
	return msgpack_pecl_unpacker_lend_first(u, str);
}
/* What msgpack_pecl_unpacker_next_lent() made of the pieces. */
typedef enum {
	MSGPACK_PECL_LENT_DONE,   /* *next says what came of the message (*value: its value) */
	MSGPACK_PECL_LENT_FAILED, /* its decode failed (dec says why, *value what it built): judged as at the head */
	MSGPACK_PECL_LENT_JOINED, /* not this way: the pieces are in the buffer, which the plain path reads */
} msgpack_pecl_lent;
/* execute() on fed bytes with pieces: the suspended message goes on in the lent piece where it is, if it can. */
msgpack_pecl_lent msgpack_pecl_unpacker_next_lent(msgpack_pecl_unpacker_object *u, const msgpack_options *opts,
	msgpack_decoder *dec, zval *value, msgpack_pecl_next *next);

#endif /* PECL_UNPACKER_H */
