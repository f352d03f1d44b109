/*
 * msgpack for PHP: MessagePackUnpacker's direct calls that go on with a message the buffer holds. Front-end layer, PECL
 * API (docs/INTERNALS.md); the rest of the class is pecl_classes.c.
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
