/*
 * msgpack for PHP: suspended decodes (streaming), the decoder's side that records and keeps the containers a message
 * cut short leaves open; unpacker.c's loops call it as a failure unwinds, and msgpack_decode_resume() there goes on.
 * Codec layer (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"

/* ---- suspended decodes (streaming) ----------------------------------------------------------------------------- */

/*
 * A message cut short by the end of the data inside arrays and maps is kept as it stands: the innermost container
 * whose element ran out of bytes records itself, and so does each container around it as the failure unwinds, each
 * noting the slot of its element in progress and the elements after it. msgpack_decode_resume() then goes on with the
 * innermost container's element from where it began, finishes that container's loop, and goes up one container at a
 * time, each loop taking up where it stopped. A suspension and its resumption cost one entry per open container, so
 * a message read in pieces costs one decode, whatever the pieces, and nothing is read twice but an item (or a map
 * pair) the end of the data cut through, whose bytes are not copied before they are complete.
 */

void msgpack_decode_allow_suspend(msgpack_decoder *dec, msgpack_suspended *s)
{
	/* Compact mode keeps state beyond the containers (records, string tables): its messages are read whole once
	 * complete. */
	if (!(dec->flags & MSGPACK_OPT_COMPACT_ANY)) {
		dec->suspended = s;
		s->base = s->open_len;
		s->broken = false;
		s->root_leaf = false;
		s->arrived_at = s->arrived_end = 0;
	}
}

/* The PHP-only state moves between the decoder and a suspended decode whole (msgpack_php_state). */
void msgpack_decode_php_stash(msgpack_decoder *dec, msgpack_php_state *php)
{
	php->containers = dec->containers;
	php->slots_len = dec->slots_len;
	php->slots_cap = dec->slots_cap;
	php->slots_held = dec->slots_held;
	php->slots = dec->slots;
	php->calls_len = dec->calls_len;
	php->calls_cap = dec->calls_cap;
	php->calls = dec->calls;
	php->php_context = dec->php_context;
	php->contexts = dec->contexts;
	php->class_name = dec->class_name;
	php->class_ce = dec->class_ce;
	php->class_incomplete = dec->class_incomplete;
	dec->slots_len = dec->slots_cap = dec->slots_held = 0;
	dec->slots = NULL;
	dec->calls_len = dec->calls_cap = 0;
	dec->calls = NULL;
	dec->php_context = NULL;
	dec->class_name = NULL;
	dec->class_ce = NULL;
}

void msgpack_decode_php_restore(msgpack_decoder *dec, msgpack_php_state *php)
{
	dec->containers = php->containers;
	dec->slots_len = php->slots_len;
	dec->slots_cap = php->slots_cap;
	dec->slots_held = php->slots_held;
	dec->slots = php->slots;
	dec->calls_len = php->calls_len;
	dec->calls_cap = php->calls_cap;
	dec->calls = php->calls;
	dec->php_context = php->php_context;
	dec->contexts = php->contexts;
	dec->class_name = php->class_name;
	dec->class_ce = php->class_ce;
	dec->class_incomplete = php->class_incomplete;
	memset(php, 0, sizeof(*php));
}

void msgpack_suspended_clear(msgpack_suspended *s)
{
	zval root;
	msgpack_php_state php = s->php;

	/* Unlinked first: destructors run by the release may reach the object that owns s. */
	memset(&s->php, 0, sizeof(s->php));
	s->gate_at = SIZE_MAX;
	ZVAL_COPY_VALUE(&root, &s->root);
	ZVAL_UNDEF(&s->root);
	s->open_len = 0;
	/* The message never completed: its finished objects were never handed out (see msgpack_decode_php_drop()). */
	msgpack_decode_php_abandon_slots(php.slots, php.slots_len);
	zval_ptr_dtor(&root);
	if (php.slots || php.calls || php.php_context || php.class_name) {
		msgpack_decoder tmp;

		memset(&tmp, 0, sizeof(tmp));
		msgpack_decode_php_restore(&tmp, &php);
		msgpack_decode_php_finish(&tmp, FAILURE);
	}
}

void msgpack_suspended_destroy(msgpack_suspended *s)
{
	msgpack_suspended_clear(s);
	if (UNEXPECTED(msgpack_suspended_active(s))) {
		/* user code the release ran suspended another decode here: it is its owner's to drop */
		return;
	}
	if (s->open) {
		efree(s->open);
		s->open = NULL;
	}
	s->open_cap = 0;
	if (s->gate) {
		msgpack_scanner_destroy(s->gate);
		efree(s->gate);
		s->gate = NULL;
	}
}

/* A map that failed in a decode that may suspend (ht: its table, if it has one): if it stays open, its id goes with
 * it. */
zend_never_inline void msgpack_decode_suspend_id(msgpack_decoder *dec, const HashTable *ht, uint32_t id)
{
	msgpack_suspended *s = dec->suspended;

	if (ht && s->open_len > s->base && s->open[s->open_len - 1].ht == ht) {
		s->open[s->open_len - 1].id = id;
	}
}

/*
 * PHP-only format, in a decode that may suspend: whether the items items at `from` (inside depth outer) have all
 * arrived. Items that may run user code (a map with a nil first key: an object, a reference; a pair the general key
 * path reads into temporaries; the rest of a map after a late class marker) are decoded only then, so that the code
 * runs once and a partial value never holds a half-made object. The scan resumes where the last call left it, so
 * items arriving in pieces are scanned once. A malformed item (the scan's error) makes the message read whole, where
 * its error is reported as before.
 */
static void msgpack_decode_gate_begin(msgpack_suspended *s)
{
	msgpack_options opts;

	memset(&opts, 0, sizeof(opts));
	opts.flags = MSGPACK_OPT_PHP_ONLY;
	opts.max_depth = s->gate_max_depth;
	msgpack_scanner_begin(s->gate, &opts);
}

zend_never_inline bool msgpack_decode_arrived(msgpack_decoder *dec, const unsigned char *from, uint64_t items,
	uint32_t outer)
{
	msgpack_suspended *s = dec->suspended;
	size_t at = (size_t) (from - dec->start);
	size_t len = (size_t) (dec->end - dec->start);
	size_t consumed;

	if (at >= s->arrived_at && at < s->arrived_end && outer >= s->arrived_outer
		&& (at > s->arrived_at || outer > s->arrived_outer || items <= s->arrived_items)) {
		return true;
	}
	if (!s->gate) {
		s->gate = emalloc(sizeof(msgpack_scanner));
		msgpack_scanner_init(s->gate);
		s->gate_at = SIZE_MAX;
	}
	/* (the same place may be asked for more items once its first byte is known: a late marker's rest of the map) */
	if (s->gate_at != at || s->gate_items != items || s->gate_pos > len) {
		s->gate_at = at;
		s->gate_pos = at;
		s->gate_items = items;
		s->gate_left = items;
		s->gate_max_depth = dec->max_depth > outer ? dec->max_depth - outer : 0;
		msgpack_decode_gate_begin(s);
	}
	for (;;) {
		msgpack_scan_result r = msgpack_scan(s->gate, dec->start + s->gate_pos, len - s->gate_pos, &consumed);
		s->gate_pos += consumed;
		if (r == MSGPACK_SCAN_MORE) {
			return false;
		}
		if (r == MSGPACK_SCAN_ERROR) {
			s->gate_at = SIZE_MAX;
			s->broken = true;
			return false;
		}
		if (--s->gate_left == 0) {
			s->arrived_at = s->gate_at;
			s->arrived_end = s->gate_pos;
			s->arrived_outer = outer;
			s->arrived_items = s->gate_items;
			s->gate_at = SIZE_MAX;
			return true;
		}
		msgpack_decode_gate_begin(s);
	}
}

/*
 * An element of the container ht (at `at`; a map's whole pair when pending is NULL) failed: for want of bytes, the
 * container is recorded as open. What failed must be that element itself, read again from `at` on resume (a truncated
 * scalar, str, bin or ext, a container's truncated header; or a pair the general key path reads into temporaries and
 * stores only whole), or the container recorded last, in the element's slot. Anything else (a container recorded
 * under a pair's temporary) cannot be taken up where it stopped, and the message is read whole once complete.
 */
zend_never_inline ZEND_COLD void msgpack_decode_suspend_element(msgpack_decoder *dec, HashTable *ht, uint8_t kind,
	zval *pending, const unsigned char *at, uint32_t left)
{
	msgpack_suspended *s = dec->suspended;

	if (s->broken || dec->error != MSGPACK_ERR_INSUFFICIENT) {
		return;
	}
	if (s->open_len == s->base) {
		s->resume_at = (size_t) (at - dec->start);
	} else if (!pending || Z_TYPE_P(pending) != IS_ARRAY || Z_ARR_P(pending) != s->open[s->open_len - 1].ht) {
		s->broken = true;
		return;
	}
	if (s->open_len == s->open_cap) {
		s->open_cap = s->open_cap ? s->open_cap * 2 : 8;
		s->open = safe_erealloc(s->open, s->open_cap, sizeof(*s->open), 0);
	}
	msgpack_open_container *c = &s->open[s->open_len++];
	c->ht = ht;
	c->pending = pending;
	c->left = left;
	c->depth = dec->depth;
	c->id = 0;
	c->kind = kind;
}

/* An array that grows in batches failed in one: its elements after that batch are still to come too. */
zend_never_inline void msgpack_decode_suspend_more(msgpack_decoder *dec, HashTable *ht, uint32_t more)
{
	msgpack_suspended *s = dec->suspended;

	if (s && !s->broken && s->open_len > s->base && s->open[s->open_len - 1].ht == ht) {
		s->open[s->open_len - 1].left += more;
	}
}

/*
 * The length the input [start, start + end) must reach before a resume can get past the pending unit at `at` of the
 * innermost open container c: the item (or a map's pair: key, then value) as far as their heads tell, a container's
 * head and the first byte of its first entry. A lower bound of what the decoder reads before it could finish or fail
 * (no byte inside a str, bin or ext, or inside a scalar's data, can show an error before the item is complete; an
 * item's first byte can, and is always asked for), and never less than one byte more than arrived. A resume before
 * it would only suspend again: a long string arriving in small pieces is read once it is complete, not at each piece.
 */
static zend_always_inline size_t msgpack_suspended_need(const unsigned char *start, size_t at, size_t end, const msgpack_open_container *c)
{
	int items = c->pending == NULL && c->kind != MSGPACK_OPEN_ARRAY ? 2 : 1;
	size_t pos = at;

	for (int i = 0; i < items; i++) {
		if (pos >= end) {
			/* this item's first byte */
			return MAX(pos + 1, end + 1);
		}
		const msgpack_wire_lead *lead = msgpack_wire_lead_of(start[pos]);
		if (lead->head == 0) {
			/* (0xc1: the decoder says what it is) */
			return end + 1;
		}
		if (lead->head > end - pos) {
			return pos + lead->head;
		}
		uint64_t length = msgpack_wire_length(lead, start + pos);
		if (msgpack_wire_is_container(lead)) {
			return MAX(pos + lead->head + (length > 0), end + 1);
		}
		uint64_t span = lead->head + msgpack_wire_body(lead, length);
		if (span > SIZE_MAX - pos) {
			return end + 1;
		}
		pos += (size_t) span;
	}
	return MAX(pos, end + 1);
}

/*
 * The decode failed. If it was for want of bytes and the containers recorded since s->base lead out to `outer` (the
 * root, or the container a resume was going on with), they stay open, outermost first; else they are forgotten.
 */
bool msgpack_decode_suspend_close(msgpack_decoder *dec, const HashTable *outer)
{
	msgpack_suspended *s = dec->suspended;

	if (s->broken || dec->error != MSGPACK_ERR_INSUFFICIENT || s->open_len == s->base
			|| s->open[s->open_len - 1].ht != outer) {
		s->open_len = s->base;
		return false;
	}
	for (uint32_t i = s->base, j = s->open_len - 1; i < j; i++, j--) {
		msgpack_open_container c = s->open[i];
		s->open[i] = s->open[j];
		s->open[j] = c;
	}
	s->end_at = (size_t) (dec->end - dec->start);
	s->need_end = msgpack_suspended_need(dec->start, s->resume_at, s->end_at, &s->open[s->open_len - 1]);
	s->reserve = dec->reserve;
	s->cache = dec->cache;
	MSGPACK_COUNT(suspends, 1);
	return true;
}

bool msgpack_suspended_scanner(const msgpack_suspended *s, msgpack_scanner *scanner, const msgpack_options *opts)
{
	if (!msgpack_suspended_active(s) || s->open_len == 0 || s->open_len > opts->max_depth
			|| s->gate_at != SIZE_MAX) {
		return false;
	}
	msgpack_scanner_begin(scanner, opts);
	for (uint32_t i = 0; i < s->open_len; i++) {
		const msgpack_open_container *c = &s->open[i];
		/* the element in progress and those after it; a map's are pairs, a pending NULL: that pair not begun */
		uint64_t items = c->kind == MSGPACK_OPEN_ARRAY ? (uint64_t) c->left + 1
			: 2 * (uint64_t) c->left + (c->pending != NULL);

		if (UNEXPECTED(!msgpack_scanner_push(scanner, items, c->kind != MSGPACK_OPEN_ARRAY))) {
			/* (cannot happen: the decoder is no deeper than max_depth) */
			msgpack_scanner_begin(scanner, opts);
			return false;
		}
	}
	return true;
}

void msgpack_suspended_forget_after(msgpack_suspended *s, const unsigned char *start, size_t len)
{
	if (!msgpack_suspended_active(s) || len >= s->end_at) {
		return;
	}
	ZEND_ASSERT(len >= s->resume_at);
	size_t dropped = s->end_at - len;

	s->reserve = s->reserve > dropped ? s->reserve - dropped : 0;
	s->end_at = len;
	s->need_end = msgpack_suspended_need(start, s->resume_at, len, &s->open[s->open_len - 1]);
	if (s->gate_at != SIZE_MAX && s->gate_pos > len) {
		s->gate_at = SIZE_MAX;
	}
}
