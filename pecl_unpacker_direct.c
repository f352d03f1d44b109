/*
 * msgpack for PHP: MessagePackUnpacker's direct calls that go on with a message the buffer holds: a message fed bytes
 * took up made a direct cut again, and a direct cut taken up over the next string (its bytes copied once, $offset found
 * by a scan from where the decode stopped). Front-end layer, PECL API (docs/INTERNALS.md); the rest of the class is
 * pecl_classes.c.
 */

#include "pecl_unpacker.h"

/*
 * execute($str) on a message that fed bytes took up (or began) and the decoder holds suspended, or a direct cut with
 * bytes fed behind it: the message becomes a direct cut again and the decoder goes on in $str (else the scanner
 * followed it and the decoder read it again once complete, running its user code and warning a second time). Fed bytes
 * behind the scanner's stop, which PECL's parser leaves for the next execute(), are set aside for the call (aside),
 * with room made for them and all of $str (more), so that putting them back behind what the call leaves moves no
 * message.
 */
bool msgpack_pecl_unpacker_head_to_cut(msgpack_pecl_unpacker_object *u, const msgpack_options *opts, size_t more)
{
	msgpack_stream *st = &u->stream;
	size_t seen = u->seen, msg_len;
	const char *msg;

	if (!msgpack_suspended_active(&u->suspended) || u->suspended_flags != opts->flags || u->suspended_stale || u->aside
			|| st->in_pending || st->scanner.error != MSGPACK_OK || (opts->flags & MSGPACK_OPT_COMPACT_ANY)) {
		return false;
	}
	/*
	 * Each time costs a scan of the message so far (fed bytes took it up), or a copy of the bytes fed behind it: for the
	 * same message again (its outermost container names it), only once it has doubled, or grown by more than those
	 * bytes, so that a loop alternating execute() on fed bytes and direct calls stays linear. Otherwise the decode is
	 * dropped and the scanner goes on alone, as before (the message read again once complete).
	 */
	bool again = !Z_REFCOUNTED(u->suspended.root) || Z_COUNTED(u->suspended.root) == u->cut_again;
	if (again && (msgpack_stream_in_message(st) ? st->len - st->head > st->head - MIN(st->head, u->cut_len)
			: seen < 2 * u->cut_len)) {
		return false;
	}
	if (!msgpack_stream_in_message(st)) {
		size_t have = st->len - st->head;
		if (seen == 0 || seen > have) {
			return false;
		}
		/* (a direct cut's message starts the buffer; the decoder's positions count from the message's start) */
		memmove(st->buf, st->buf + st->head, have);
		st->head = 0;
		/* the scanner over the bytes the decoder went over, as msgpack_pecl_unpacker_to_scanner() sets it */
		st->len = seen;
		msgpack_scan_result scanned = msgpack_stream_next(st, opts, &msg, &msg_len);
		st->len = have;
		if (scanned != MSGPACK_SCAN_MORE) {
			return false;
		}
	} else if (st->msg_start != 0 || seen != 0 || st->head == st->len) {
		return false;
	}
	u->cut_again = Z_REFCOUNTED(u->suspended.root) ? Z_COUNTED(u->suspended.root) : NULL;
	u->cut_len = st->head;
	u->ahead = 0;
	if (st->head < st->len) {
		u->aside = zend_string_init(st->buf + st->head, st->len - st->head, false);
		st->len = st->head;
		msgpack_suspended_forget_after(&u->suspended, (const unsigned char *) st->buf, st->len);
		msgpack_stream_reserve(st, more + ZSTR_LEN(u->aside));
	}
	return true;
}

/*
 * The bytes of a message a decode needs before it does more than suspend again: a suspended decode says; one not
 * begun needs its first item's header if that is a container, else all of it. The message's first bytes are split
 * between the buffer (a, from its start) and the string (b).
 */
size_t msgpack_pecl_unpacker_direct_need(msgpack_pecl_unpacker_object *u, const char *a, size_t a_len,
	const char *b, size_t b_len)
{
	unsigned char head[9];
	size_t have = MIN(a_len, sizeof(head));

	if (!u->root_cut) {
		/* (direct mode's positions count from the buffer's start) */
		return msgpack_suspended_need_end(&u->suspended, (const unsigned char *) a);
	}
	memcpy(head, a, have);
	if (have < sizeof(head)) {
		size_t more = MIN(b_len, sizeof(head) - have);
		memcpy(head + have, b, more);
		have += more;
	}
	if (have == 0) {
		return 1;
	}
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(head[0]);
	if (lead->head == 0 || lead->head > have) {
		/* (0xc1: the decoder says what it is) */
		return lead->head == 0 ? 0 : lead->head;
	}
	if (msgpack_wire_is_container(lead)) {
		return lead->head;
	}
	uint64_t span = lead->head + msgpack_wire_body(lead, msgpack_wire_length(lead, head));
	return span > SIZE_MAX ? SIZE_MAX : (size_t) span;
}

#ifdef MSGPACK_TEST_COUNTERS
/*
 * Test builds: whole, set up as a scan of every byte of the message stands at base, scans buf[base, end) and must stop
 * where the scan from a cut decode's stop did (scanned, at stop); its work is not counted as the unpacker's.
 */
void msgpack_pecl_unpacker_offset_check(msgpack_scanner *whole, const char *buf, size_t base, size_t end,
	msgpack_scan_result scanned, size_t stop)
{
	size_t consumed;
	uint64_t counted = MSGPACK_G(counters).scanned_bytes;
	msgpack_scan_result whole_scanned = msgpack_scan(whole, (const unsigned char *) buf + base, end - base, &consumed);

	msgpack_scanner_destroy(whole);
	MSGPACK_G(counters).scanned_bytes = counted;
	if (UNEXPECTED(whole_scanned != scanned || base + consumed != stop)) {
		MSGPACK_COUNT(offset_mismatches, 1);
		zend_error(E_WARNING, "msgpack internal check: $offset %zu (%d) where a scan of every byte stops at %zu (%d)",
			stop, (int) scanned, base + consumed, (int) whole_scanned);
	}
}
#endif

/*
 * n bytes of the caller's string go after a direct cut's bytes in the buffer. Those the last call gave back that are
 * still there past its end (u->ahead) and that the string repeats are taken as they stand: each byte is copied once.
 */
void msgpack_pecl_unpacker_direct_take(msgpack_pecl_unpacker_object *u, const char *data, size_t n)
{
	msgpack_stream *st = &u->stream;
	size_t ahead = u->ahead;
	size_t same = MIN(ahead, n);

	if (n == 0) {
		return;
	}
	u->ahead = 0;
	if (same == 0 || u->ahead_buf != st->buf || u->ahead_at != st->len || ahead > st->cap - st->len
			|| memcmp(st->buf + st->len, data, same) != 0) {
		same = 0;
	}
	st->len += same;
	if (same == n) {
		/* nothing appended: the rest of them is still there for the next call */
		u->ahead = ahead - same;
		u->ahead_at = st->len;
		return;
	}
	msgpack_stream_append(st, data + same, n - same);
	MSGPACK_COUNT(stream_moved, n - same);
}

/*
 * The direct cut goes on over all of str's bytes: the decoder takes the message up where it stopped, and only then is
 * $offset found, by a scan from where it stopped again (inside its open containers: msgpack_suspended_scanner()), not
 * by a scan of every byte. Then the bytes past $offset are given back (the next string holds them again), the
 * suspension forgets them, and the stream's scanner stands at $offset as if it had scanned the whole message, for the
 * calls that still scan (msgpack_pecl_unpacker_next_direct()). Outcomes, errors and user code are those of a scan
 * first: the decoder reads the bytes a scan would consume and the field cut after them, which ends nothing.
 */
msgpack_pecl_next msgpack_pecl_unpacker_direct_resume(msgpack_pecl_unpacker_object *u,
	const msgpack_options *opts, msgpack_decoder *dec, zval *value, const char *str, size_t len, size_t *offset,
	const char **msg, size_t *msg_len)
{
	msgpack_stream *st = &u->stream;
	msgpack_suspended *s = &u->suspended;
	size_t from = *offset, before = st->len, consumed;
	msgpack_scan_result scanned;
	bool cut = true;

	st->head = st->msg_start;
	msgpack_pecl_unpacker_direct_take(u, str + from, len - from);
	st->head = st->len;
	u->unscanned_at = before;
	zend_result decoded = msgpack_pecl_unpacker_direct_decode_framed(u, opts, dec, value, &cut);
	u->unscanned_at = SIZE_MAX;
	if (decoded == SUCCESS) {
		*offset = from + (MAX(st->head, before) - before);
		st->len = st->head;
		msgpack_stream_discard(st);
		return MSGPACK_PECL_NEXT_VALUE;
	}
	size_t end = st->len, stop;
#ifdef MSGPACK_TEST_COUNTERS
	/* (the stream's scanner stands at before, as a scan of every byte would: kept for the check below) */
	msgpack_scanner whole;
	msgpack_scanner_copy(&whole, &st->scanner);
#endif
	/* Setting the scanner up inside the open containers costs one step each: where the decode went deeper than the
	 * bytes it read (containers nested thousands deep, arriving a byte at a time) that made every call cost the
	 * message's depth, so the scan then goes on from where the last call's stopped, over the few new bytes. */
	size_t read = s->resume_at > before ? s->resume_at - before : 0;
	if (cut && s->open_len <= read && msgpack_suspended_scanner(s, &st->scanner, opts)) {
		scanned = msgpack_scan(&st->scanner, (const unsigned char *) st->buf + s->resume_at, end - s->resume_at,
			&consumed);
		stop = s->resume_at + consumed;
		MSGPACK_COUNT(offset_scans, 1);
	} else {
		/* (a gate scan in progress, no suspension, or a deep one: the stream's scanner stands where the last call
		 * left it) */
		scanned = msgpack_scan(&st->scanner, (const unsigned char *) st->buf + before, end - before, &consumed);
		stop = before + consumed;
	}
#ifdef MSGPACK_TEST_COUNTERS
	msgpack_pecl_unpacker_offset_check(&whole, st->buf, before, end, scanned, stop);
#endif
	ZEND_ASSERT(stop >= before && stop <= end);
	/* (never short of the bytes taken before, which the last call's scan consumed: test builds check it above) */
	stop = MAX(stop, before);
	/* the bytes past $offset go back to the caller; they stay past the buffer's end for the next call to compare */
	u->ahead = end - stop;
	u->ahead_at = stop;
	u->ahead_buf = st->buf;
	st->len = st->head = stop;
	msgpack_suspended_forget_after(s, (const unsigned char *) st->buf, stop);
	*offset = from + (stop - before);
	msgpack_pecl_next next = msgpack_pecl_unpacker_verdict(u, cut, dec, scanned, value);
	if (next == MSGPACK_PECL_NEXT_MESSAGE) {
		*msg = st->buf;
		*msg_len = st->len;
		st->msg_start = st->head;
	}
	return next;
}
