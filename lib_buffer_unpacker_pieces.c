/*
 * msgpack for PHP: MessagePack\BufferUnpacker's pieces read where they are. Front-end layer, MessagePack\ API
 * (docs/INTERNALS.md).
 *
 * A message arriving in pieces through append() and tryUnpack() is decoded as far as its bytes go and suspended
 * (unpacker_suspend.c). Copying each piece into the buffer, for the decode to go on in one contiguous string, cost as
 * much as a tenth of the decode itself. So append() lends the next piece of a suspended message to the object instead
 * (bu->lent, held, not copied), and tryUnpack() goes on in it where it is: the unit the old piece's end cut (a str, a
 * number, a key) is put together from both pieces in a small stitch (msgpack_suspended_stitch()), the rest read in
 * place. The piece then becomes the buffer, and the buffer before it joins its history: the object's bytes are
 * history, buffer, lent, in that order, and a message that began in history has its first byte rope_back bytes
 * before the buffer.
 *
 * Only decodes that run no user code go this way (no extension, integers as strings, not compact mode, no method
 * overridden; tryUnpack() not re-entered): nothing can look at the object halfway through. Every method that reads
 * the bytes some other way (seek(), read(), unpack(), clones, ...) puts them back in one buffer first
 * (msgpack_lib_unpacker_join_pieces(), positions kept), and the object then copies again until it is given a new
 * buffer (reset(), a constructor), so that mixing those methods with tryUnpack() never joins the same bytes twice.
 * release() drops history without copying it, and getRemainingCount() and hasRemaining() count across the pieces. A
 * resume the stitch cannot serve (a container's head cut, a key that is no str) takes the piece's bytes into the
 * buffer, as before; one that fails for good is read again whole from the message's first byte, so that errors are
 * reported exactly as before.
 */

#include "lib_buffer_unpacker.h"
#include "msgpack_caches.h"

/* What a message's pieces took beyond the room kept for the next ones, once history is empty: a long list of it. */
static void msgpack_lib_unpacker_history_trim(msgpack_lib_pieces *pieces)
{
	msgpack_pieces_history_trim(&pieces->history, &pieces->history_cap);
}

void msgpack_lib_unpacker_pieces_drop(msgpack_lib_unpacker *bu)
{
	zend_string *lent = bu->lent;
	uint32_t n = bu->history_len;

	/* (unlinked first: releasing a string runs no user code, but the object stays consistent anyway) */
	bu->lent = NULL;
	bu->history_len = 0;
	bu->history_bytes = 0;
	bu->rope_back = 0;
	bu->lend_off = false;
	if (lent) {
		zend_string_release(lent);
	}
	for (uint32_t i = 0; i < n; i++) {
		zend_string_release(bu->pieces->history[i]);
	}
	if (bu->pieces) {
		msgpack_stitch_trim(&bu->pieces->stitch);
		msgpack_lib_unpacker_history_trim(bu->pieces);
	}
}

void msgpack_lib_unpacker_set_position(msgpack_lib_unpacker *bu, size_t position)
{
	if (position >= bu->history_bytes) {
		bu->offset = position - bu->history_bytes;
		bu->rope_back = 0;
	} else {
		bu->offset = 0;
		bu->rope_back = bu->history_bytes - position;
	}
}

void msgpack_lib_unpacker_take_lent(msgpack_lib_unpacker *bu)
{
	zend_string *lent = bu->lent;

	if (lent) {
		/* Lent until its bytes are in the buffer: a memory_limit error in the buffer's growth (raised inside the
		 * allocation on PHP 8.4) leaves the piece lent, not lost. */
		msgpack_lib_unpacker_append(bu, ZSTR_VAL(lent), ZSTR_LEN(lent));
		bu->lent = NULL;
		zend_string_release(lent);
	}
}

void msgpack_lib_unpacker_pieces_free(msgpack_lib_unpacker *bu)
{
	msgpack_lib_pieces *pieces = bu->pieces;

	msgpack_lib_unpacker_pieces_drop(bu);
	if (pieces) {
		bu->pieces = NULL;
		if (pieces->history) {
			efree(pieces->history);
		}
		msgpack_stitch_destroy(&pieces->stitch);
		efree(pieces);
	}
}

zend_string *msgpack_lib_unpacker_joined(const msgpack_lib_unpacker *bu)
{
	size_t len = MSGPACK_BU_LEN(bu), lent_len = bu->lent ? ZSTR_LEN(bu->lent) : 0;
	size_t total = bu->history_bytes + len + lent_len;
	zend_string *joined = zend_string_alloc(total, 0);
	char *p = ZSTR_VAL(joined);

	for (uint32_t i = 0; i < bu->history_len; i++) {
		memcpy(p, ZSTR_VAL(bu->pieces->history[i]), ZSTR_LEN(bu->pieces->history[i]));
		p += ZSTR_LEN(bu->pieces->history[i]);
	}
	memcpy(p, ZSTR_VAL(bu->buffer), len);
	if (lent_len) {
		memcpy(p + len, ZSTR_VAL(bu->lent), lent_len);
	}
	ZSTR_VAL(joined)[total] = '\0';
	return joined;
}

void msgpack_lib_unpacker_join_pieces(msgpack_lib_unpacker *bu)
{
	size_t shift = bu->history_bytes;
	size_t position = msgpack_lib_unpacker_position(bu);
	/* made before anything changes: a memory_limit error here leaves the object as it was */
	zend_string *joined = msgpack_lib_unpacker_joined(bu);
	size_t total = ZSTR_LEN(joined);
	MSGPACK_COUNT(appended_bytes, total);
	/* Positions in the buffer move by the history's length; counted from the first byte, none changes (so neither
	 * does the generation). */
	bool suspended = bu->suspended_generation == bu->generation && msgpack_suspended_active(&bu->suspended);
	if (suspended) {
		bu->suspended_start = bu->rope_back ? position : bu->suspended_start + shift;
		msgpack_suspended_shift(&bu->suspended, (ptrdiff_t) shift);
	}
	if (bu->scanning) {
		bu->scan_start += shift;
		bu->scan_pos += shift;
	}
	msgpack_lib_unpacker_pieces_drop(bu);
	zend_string_release(bu->buffer);
	bu->buffer = joined;
	bu->capacity = total;
	bu->offset = position;
	/* (what costs a copy of every byte so far is not done again for this buffer: see the file's comment) */
	bu->lend_off = true;
}

size_t msgpack_lib_unpacker_release_pieces(msgpack_lib_unpacker *bu, size_t (*release_buffer)(msgpack_lib_unpacker *))
{
	size_t dropped;

	if (bu->pieces) {
		/* (a stitch's bytes are dead between calls: a message's units are stitched afresh at each resume) */
		msgpack_stitch_trim(&bu->pieces->stitch);
	}
	if (bu->rope_back == 0) {
		/* the offset is in the buffer: all of history is behind it */
		dropped = bu->history_bytes;
		for (uint32_t i = 0; i < bu->history_len; i++) {
			zend_string_release(bu->pieces->history[i]);
		}
		bu->history_len = 0;
		bu->history_bytes = 0;
		msgpack_lib_unpacker_history_trim(bu->pieces);
		size_t in_buffer = release_buffer(bu);
		if (in_buffer > 0 || dropped == 0) {
			/* (release_buffer() told the positions in the buffer that they moved) */
			return dropped + in_buffer;
		}
	} else {
		/* The message began in history: what comes before its first byte goes; the piece it begins in becomes its
		 * rest (a copy of at most one piece, once: then the message begins at a piece's first byte). */
		uint32_t keep = bu->history_len;
		size_t kept = 0;
		while (kept < bu->rope_back) {
			kept += ZSTR_LEN(bu->pieces->history[--keep]);
		}
		if (kept > bu->rope_back) {
			zend_string *piece = bu->pieces->history[keep];
			size_t cut = kept - bu->rope_back;
			zend_string *rest = zend_string_init(ZSTR_VAL(piece) + cut, ZSTR_LEN(piece) - cut, 0);
			MSGPACK_COUNT(appended_bytes, ZSTR_LEN(rest));
			zend_string_release(piece);
			bu->pieces->history[keep] = rest;
		}
		for (uint32_t i = 0; i < keep; i++) {
			zend_string_release(bu->pieces->history[i]);
		}
		memmove(bu->pieces->history, bu->pieces->history + keep, (bu->history_len - keep) * sizeof(zend_string *));
		bu->history_len -= keep;
		dropped = bu->history_bytes - bu->rope_back;
		bu->history_bytes = bu->rope_back;
		if (dropped == 0) {
			return 0;
		}
	}
	/* Positions counted from the first byte moved; those in the buffer, the suspended message's, did not. */
	bu->generation++;
	if (bu->suspended_valid && bu->suspended_generation == bu->generation - 1) {
		bu->suspended_generation = bu->generation;
	}
	return dropped;
}

static zend_never_inline void msgpack_lib_unpacker_history_grow(msgpack_lib_pieces *pieces)
{
	/* The room counts once allocated: the object outlives a memory_limit error in this allocation. */
	uint32_t cap = pieces->history_cap ? pieces->history_cap * 2 : MSGPACK_PIECES_HISTORY_MIN;

	pieces->history = safe_erealloc(pieces->history, cap, sizeof(zend_string *), 0);
	pieces->history_cap = cap;
}

/* Room for one more piece in history, made before the decode that adopts one: nothing may fail after it. */
static zend_always_inline void msgpack_lib_unpacker_history_room(msgpack_lib_unpacker *bu)
{
	if (UNEXPECTED(bu->history_len == bu->pieces->history_cap)) {
		msgpack_lib_unpacker_history_grow(bu->pieces);
	}
}

/*
 * The lent piece becomes the buffer, the buffer joins history (room made). len: the buffer's length, as the caller
 * read it before the decode (which runs no user code): the buffer's header, read again here, is out of the cache by
 * then, pushed out by the piece's decode.
 */
static void msgpack_lib_unpacker_adopt_lent(msgpack_lib_unpacker *bu, size_t len)
{
	MSGPACK_DEBUG_ASSERT(ZSTR_LEN(bu->buffer) == len);
	bu->pieces->history[bu->history_len++] = bu->buffer;
	bu->history_bytes += len;
	bu->buffer = bu->lent;
	bu->lent = NULL;
	bu->capacity = 0;
	bu->scanning = false;
}

bool msgpack_lib_unpacker_next_pieces(msgpack_lib_unpacker *bu, zval *out, const msgpack_options *opts,
	msgpack_lib_next *next)
{
	msgpack_suspended *s = &bu->suspended;

	if (bu->lent) {
		size_t len = MSGPACK_BU_LEN(bu), lent_len = ZSTR_LEN(bu->lent);

		/* What lend() found holds while a piece is lent: every method that changes the buffer, the offset or the
		 * suspended decode otherwise takes the piece back first (release() moves them all alike), and no user code
		 * runs on the object until then; only a rollback (a fatal error in the decode that took it up) leaves it
		 * lent, and that forgets the decode. */
		MSGPACK_DEBUG_ASSERT(!bu->suspended_valid || (msgpack_lib_unpacker_suspended_here(bu) && s->end_at == len));
		/* (the pending unit's need is worked out only where the stitch does not say: most pieces complete it) */
		msgpack_stitch_result stitched = EXPECTED(bu->suspended_valid)
			? msgpack_suspended_stitch(s, MSGPACK_BU_DATA(bu) + s->resume_at, len - s->resume_at,
				(const unsigned char *) ZSTR_VAL(bu->lent), lent_len, &bu->pieces->stitch)
			: MSGPACK_STITCH_NONE;

		if (stitched != MSGPACK_STITCH_MADE) {
			if (stitched == MSGPACK_STITCH_MORE || (bu->suspended_valid
					&& len + lent_len < msgpack_suspended_need_end(s, MSGPACK_BU_DATA(bu)))) {
				/* its pending unit is not complete yet: going on would only suspend it again */
				*next = MSGPACK_LIB_NEXT_MORE;
				return true;
			}
			msgpack_lib_unpacker_take_lent(bu);
		} else {
			msgpack_decoder dec;
			msgpack_options own;
			zend_result result;

			if (!opts) {
				msgpack_lib_unpacker_options(bu, &own);
				opts = &own;
			}
			msgpack_lib_unpacker_history_room(bu);
			/* what msgpack_decoder_init() decides from the input's length, for all of the object's bytes; a long
			 * string cut by the piece's end is made without a stitch (its length 0) */
			msgpack_decoder_init_inline(&dec, bu->pieces->stitch.len ? (const char *) bu->pieces->stitch.buf : "",
				bu->history_bytes + len + lent_len, opts);
			dec.end = dec.start + bu->pieces->stitch.len;
			dec.hook_object = &bu->std;
			s->root_leaf = false;
			s->read_on = true;
			msgpack_decode_allow_suspend(&dec, s);
			s->stitch = &bu->pieces->stitch;
			bu->suspend_busy = true;
			MSGPACK_COUNT(lent_pieces, 1);
			/* (the caller holds the cycle collector: msgpack_lib_unpacker_hold_collector()) */
			result = msgpack_decode_resume(&dec, out);
			bu->suspend_busy = false;
			s->stitch = NULL;
			if (result == SUCCESS) {
				bu->rope_back = 0;
				msgpack_lib_unpacker_adopt_lent(bu, len);
				bu->offset = (size_t) (dec.p - dec.start);
				msgpack_stitch_trim(&bu->pieces->stitch);
				*next = MSGPACK_LIB_NEXT_VALUE;
				return true;
			}
			if (msgpack_suspended_active(s)) {
				/* suspended again, in the piece: the message's bytes so far are all behind the new buffer */
				bu->rope_back += len - bu->offset;
				msgpack_lib_unpacker_adopt_lent(bu, len);
				bu->offset = 0;
				bu->suspended_start = 0;
				*next = MSGPACK_LIB_NEXT_MORE;
				return true;
			}
			/* Failed for good, or could not go on from the stitch: read again whole from the first byte (below). */
			zval_ptr_dtor(out);
			ZVAL_NULL(out);
			bu->suspended_valid = false;
			msgpack_lib_unpacker_join(bu);
			return false;
		}
	}
	if (bu->rope_back != 0 && !msgpack_lib_unpacker_suspended_here(bu)) {
		/* the message must be read from its first byte, before the buffer */
		msgpack_lib_unpacker_join(bu);
	}
	return false;
}
