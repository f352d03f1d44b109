/*
 * msgpack for PHP: suspended decodes (streaming), the decoder's side that records and keeps the containers a message
 * cut short leaves open (unpacker.c's loops call it as a failure unwinds), and msgpack_decode_resume(), which goes on
 * with them through those loops (exported by unpacker.c for it). Codec layer (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"
#include "msgpack_caches.h"

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
	msgpack_decode_php_abandon_slots(&php);
	zval_ptr_dtor(&root);
	if (php.slot_pages || php.calls || php.class_name) {
		msgpack_decoder tmp;

		memset(&tmp, 0, sizeof(tmp));
		msgpack_decode_php_restore(&tmp, &php);
		msgpack_decode_php_finish(&tmp, FAILURE);
	}
	if (!msgpack_suspended_active(s)) {
		/* (unless user code the release ran suspended another decode here, which uses the list) */
		msgpack_suspended_trim(s);
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

/*
 * In a decode that may suspend: whether the items items at `from` (inside depth outer) have all arrived. Items that
 * may run user code (PHP-only format: a map with a nil first key, an object or a reference; a pair the general key
 * path reads into temporaries; the rest of a map after a late class marker) are decoded only then, so that the code
 * runs once and a partial value never holds a half-made object; so are the entries of a container deeper than the
 * list of open containers can reach (msgpack_decode_deep()). The scan resumes where the last call left it, so items
 * arriving in pieces are scanned once. A malformed item (the scan's error) makes the message read whole, where its
 * error is reported as before.
 */
static void msgpack_decode_gate_begin(msgpack_suspended *s)
{
	msgpack_options opts;

	memset(&opts, 0, sizeof(opts));
	opts.flags = s->gate_flags;
	opts.max_depth = s->gate_max_depth;
	msgpack_scanner_begin(s->gate, &opts);
}

/* Whether the items at `at` (inside depth outer) are part of those the last gate that passed found all there. */
static zend_always_inline bool msgpack_decode_arrived_before(const msgpack_suspended *s, size_t at, uint64_t items,
	uint32_t outer)
{
	return at >= s->arrived_at && at < s->arrived_end && outer >= s->arrived_outer
		&& (at > s->arrived_at || outer > s->arrived_outer || items <= s->arrived_items);
}

zend_never_inline bool msgpack_decode_arrived(msgpack_decoder *dec, const unsigned char *from, uint64_t items,
	uint32_t outer)
{
	msgpack_suspended *s = dec->suspended;
	size_t at = (size_t) (from - dec->start);
	size_t len = (size_t) (dec->end - dec->start);
	size_t consumed;

	if (msgpack_decode_arrived_before(s, at, items, outer)) {
		return true;
	}
	if (!s->gate) {
		s->gate = emalloc(sizeof(msgpack_scanner));
		msgpack_scanner_init(s->gate);
		s->gate_at = SIZE_MAX;
	}
	/* (the same place may be asked for more items once its first byte is known: a late marker's rest of the map) */
	/* (what the scanner refuses as the decoder does: PECL's markers, the MessagePack\ classes' keys) */
	uint32_t flags = dec->flags & (MSGPACK_OPT_PHP_ONLY | MSGPACK_OPT_STRICT_KEYS);
	if (s->gate_at != at || s->gate_items != items || s->gate_pos > len || s->gate_flags != flags) {
		s->gate_at = at;
		s->gate_pos = at;
		s->gate_items = items;
		s->gate_left = items;
		s->gate_max_depth = dec->max_depth > outer ? dec->max_depth - outer : 0;
		s->gate_flags = flags;
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
			if (UNEXPECTED(s->gate->heap_stack != NULL)) {
				/* (the stack a deep part grew: not beside what is decoded from it now) */
				msgpack_scanner_destroy(s->gate);
			}
			return true;
		}
		msgpack_decode_gate_begin(s);
	}
}

/* The open container at depth (its slot: depth - 1, the list has room). */
static zend_always_inline void msgpack_decode_suspend_record(msgpack_suspended *s, uint32_t depth, HashTable *ht,
	uint8_t kind, zval *pending, uint32_t left)
{
	msgpack_open_container *c = &s->open[depth - 1];

	c->ht = ht;
	c->pending = pending;
	c->left = left;
	c->depth = depth;
	c->id = 0;
	c->kind = kind;
	s->low = depth - 1;
}

/*
 * Grows the list of open containers to reach depth: by half again (a decode in pieces goes one piece deeper at a
 * time), never past the depth limit; past its free room, paid for from the reservation budget. false: the budget
 * cannot pay, nothing changed.
 */
static zend_never_inline ZEND_COLD bool msgpack_suspended_reach(msgpack_decoder *dec, msgpack_suspended *s, uint32_t depth)
{
	uint32_t cap = MAX(MIN(s->open_cap + s->open_cap / 2, dec->max_depth), MAX(depth, 8));

	if (s->open_cap < MSGPACK_SUSPEND_OPEN_FREE && depth <= MSGPACK_SUSPEND_OPEN_FREE) {
		/* the free room first, all of it: a step past it would be paid for from the first byte */
		cap = MIN(cap, MSGPACK_SUSPEND_OPEN_FREE);
	}
	if (cap > MSGPACK_SUSPEND_OPEN_FREE) {
		size_t paid = (size_t) MAX(s->open_cap, MSGPACK_SUSPEND_OPEN_FREE) * sizeof(*s->open);
		size_t units = msgpack_reserve_units((size_t) cap * sizeof(*s->open) - paid);
		if (units > dec->reserve) {
			return false;
		}
		dec->reserve -= units;
	}
	/* (the room counts once allocated: the suspended decode outlives a memory_limit error here) */
	s->open = safe_erealloc(s->open, cap, sizeof(*s->open), 0);
	s->open_cap = cap;
	return true;
}

/* The list of open containers is too short for depth: it grows, then reaches to depth and records. Apart (and reached
 * by a tail call), so that recording in a list with room is a leaf that saves no registers. */
static zend_never_inline ZEND_COLD void msgpack_decode_suspend_grow(msgpack_decoder *dec, msgpack_suspended *s,
	uint32_t depth, HashTable *ht, uint8_t kind, zval *pending, uint32_t left)
{
	if (!msgpack_suspended_reach(dec, s, depth)) {
		/* (a container entered past dec->deep_at without msgpack_decode_deep()'s gate: read whole once complete) */
		s->broken = true;
		return;
	}
	s->open_len = depth;
	msgpack_decode_suspend_record(s, depth, ht, kind, pending, left);
}

/*
 * A container entered at dec->depth, past dec->deep_at (items: what its entries are, as the scanner counts them).
 * Past max_depth it is refused. In a decode that may suspend, past where the list of open containers reaches: the
 * list grows, so that the container can stay open if a piece's end cuts it; when the budget cannot pay for that
 * (one-byte containers some hundreds deep), the container is entered only once all its bytes are there, as an object
 * is (msgpack_decode_arrived()): nothing in it is decoded, and no user code for it runs, before it can be decoded
 * whole, so a message of any depth is read once whatever its pieces. Not gate: an extension's container, in bytes
 * that are all there.
 */
zend_never_inline ZEND_COLD zend_result msgpack_decode_deep(msgpack_decoder *dec, zval *out, uint64_t items, bool gate)
{
	msgpack_suspended *s = dec->suspended;

	if (dec->depth > dec->max_depth) {
		msgpack_decode_error(dec, MSGPACK_ERR_DEPTH);
		ZVAL_NULL(out);
		return FAILURE;
	}
	if (!s) {
		/* (nothing past this depth for a decode that cannot suspend) */
		dec->deep_at = dec->max_depth;
		return SUCCESS;
	}
	if (!gate) {
		return SUCCESS;
	}
	dec->went_deep = true;
	size_t at = (size_t) (dec->p - dec->start);
	if (dec->depth <= s->open_cap) {
		dec->deep_at = MIN(dec->max_depth, s->open_cap);
		return SUCCESS;
	}
	/* Inside a part found all there, nothing can be cut: the list need not reach it. */
	if (msgpack_decode_arrived_before(s, at, items, dec->depth)) {
		return SUCCESS;
	}
	/* (a container waited for stays so, though the budget has grown since: its bytes are scanned once) */
	bool waited = s->gate_at == at && s->gate_items == items;
	if (!waited && msgpack_suspended_reach(dec, s, dec->depth)) {
		dec->deep_at = MIN(dec->max_depth, s->open_cap);
		return SUCCESS;
	}
	if (msgpack_decode_arrived(dec, dec->p, items, dec->depth)) {
		return SUCCESS;
	}
	/* not entered: read again from its header once more bytes are there (the scan goes on where it stopped) */
	dec->depth--;
	msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	ZVAL_NULL(out);
	return FAILURE;
}

/*
 * An element of the container ht (at `at`; a map's whole pair when pending is NULL) failed: for want of bytes, the
 * container is recorded as open. What failed must be that element itself, read again from `at` on resume (a truncated
 * scalar, str, bin or ext, a container's truncated header; or a pair the general key path reads into temporaries and
 * stores only whole), or the container recorded last, in the element's slot. Anything else (a container recorded
 * under a pair's temporary) cannot be taken up where it stopped, and the message is read whole once complete.
 * Each container goes to the slot its depth gives (depth 1, the root: the first), so that the list, recorded from the
 * innermost out, is outermost first without being turned around; each one recorded is one level out from the last
 * (s->low), or the chain is broken.
 */
zend_never_inline ZEND_COLD void msgpack_decode_suspend_element(msgpack_decoder *dec, HashTable *ht, uint8_t kind,
	zval *pending, const unsigned char *at, uint32_t left)
{
	msgpack_suspended *s = dec->suspended;
	uint32_t depth = dec->depth;

	if (s->broken || dec->error != MSGPACK_ERR_INSUFFICIENT) {
		return;
	}
	if (s->open_len == s->base) {
		/* the innermost: the list reaches to it (above the containers a resume keeps open, if any) */
		if (UNEXPECTED(depth <= s->base)) {
			/* (cannot happen: each container is entered one level deeper) */
			s->broken = true;
			return;
		}
		s->resume_at = (size_t) (at - dec->start);
		/* (the list reaches to depth once it has the room: the grow sets it after its allocation, which memory_limit
		 * may end, the suspension outliving the request's end) */
		if (UNEXPECTED(depth > s->open_cap)) {
			msgpack_decode_suspend_grow(dec, s, depth, ht, kind, pending, left);
			return;
		}
		s->open_len = depth;
	} else if (depth != s->low || !pending || Z_TYPE_P(pending) != IS_ARRAY || Z_ARR_P(pending) != s->open[s->low].ht) {
		s->broken = true;
		return;
	}
	msgpack_decode_suspend_record(s, depth, ht, kind, pending, left);
}

/* An array that grows in batches failed in one: its elements after that batch are still to come too. */
zend_never_inline void msgpack_decode_suspend_more(msgpack_decoder *dec, HashTable *ht, uint32_t more)
{
	msgpack_suspended *s = dec->suspended;

	if (s && !s->broken && s->open_len > s->base && s->open[s->low].ht == ht) {
		s->open[s->low].left += more;
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
static zend_always_inline bool msgpack_decode_suspend_close_inline(msgpack_decoder *dec, const HashTable *outer)
{
	msgpack_suspended *s = dec->suspended;

	/* (recorded each at its depth's slot: outermost first already, from base on) */
	if (s->broken || dec->error != MSGPACK_ERR_INSUFFICIENT || s->open_len == s->base || s->low != s->base
			|| s->open[s->base].ht != outer) {
		s->open_len = s->base;
		return false;
	}
	s->end_at = (size_t) (dec->end - dec->start);
	s->need_end = 0;
	s->reserve = dec->reserve;
	s->object_credit = dec->object_credit;
	s->cache = dec->cache;
	MSGPACK_COUNT(suspends, 1);
	return true;
}

bool msgpack_decode_suspend_close(msgpack_decoder *dec, const HashTable *outer)
{
	return msgpack_decode_suspend_close_inline(dec, outer);
}

bool msgpack_suspended_scanner(const msgpack_suspended *s, msgpack_scanner *scanner, const msgpack_options *opts)
{
	if (!msgpack_suspended_active(s) || s->open_len == 0 || s->open_len > opts->max_depth
			|| s->gate_at != SIZE_MAX) {
		return false;
	}
	msgpack_scanner_begin(scanner, opts);
	MSGPACK_COUNT(scan_set_opens, s->open_len);
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

size_t msgpack_suspended_need_work(msgpack_suspended *s, const unsigned char *start)
{
	if (msgpack_suspended_active(s) && s->open_len > 0) {
		s->need_end = msgpack_suspended_need(start, s->resume_at, s->end_at, &s->open[s->open_len - 1]);
	}
	return s->need_end;
}

void msgpack_suspended_forget_after(msgpack_suspended *s, const unsigned char *start, size_t len)
{
	if (!msgpack_suspended_active(s) || len >= s->end_at) {
		return;
	}
	ZEND_ASSERT(len >= s->resume_at);
	size_t dropped = s->end_at - len;

	s->reserve = s->reserve > dropped ? s->reserve - dropped : 0;
	s->object_credit = s->object_credit > dropped ? s->object_credit - dropped : 0;
	s->end_at = len;
	s->need_end = msgpack_suspended_need(start, s->resume_at, len, &s->open[s->open_len - 1]);
	if (s->gate_at != SIZE_MAX && s->gate_pos > len) {
		s->gate_at = SIZE_MAX;
	}
}

#if MSGPACK_STITCH_STR_MIN < MSGPACK_VALUE_SHARE_MAX
# error "a str the stitch makes itself must be one the decoder would not share"
#endif

void msgpack_stitch_reserve(msgpack_stitch *st, size_t span)
{
	size_t cap = MAX(span, st->cap * 2);

	cap = MAX(cap, 64);
	st->buf = erealloc(st->buf, cap);
	st->cap = cap;
}

/* ---- resuming ------------------------------------------------------------------------------------------------- */

/*
 * Bytes per pair that must have arrived for a map to be read afresh (below): a template pays for itself over pairs
 * read in one go, and costs more than the general way where each piece holds only a few bytes of them (1-byte
 * pieces: a resume per byte, each through the template's loop; 2% more instructions for many small messages).
 */
#define MSGPACK_AFRESH_BYTES_PER_PAIR 16

/*
 * A map suspended before any of its pairs (cut in its first key, or right after its header) is read afresh from its
 * first key, once that key is whole and its pairs have likely arrived, in the slot that held its empty table: so that it still comes through its shape's template, as
 * in a whole decode (its first key names the shape), rather than key by key. c->ht becomes the new table (the one a
 * suspension now keeps open, if any). Nothing pointed at the empty table: a plain map has no back-reference slot, and
 * a late class marker (PHP-only format) names a table only once the pair before it is in.
 */
static zend_never_inline zend_result msgpack_decode_map_afresh(msgpack_decoder *dec, msgpack_open_container *c)
{
	msgpack_suspended *s = dec->suspended;
	/* (c is off the list of open containers: the one before it holds it, or the root) */
	zval *holder = s->open_len > 0 ? s->open[s->open_len - 1].pending : &s->root;
	uint32_t count = c->left;

	/* the empty table's reservation goes back: the new one takes it again */
	if (Z_TYPE_P(holder) == IS_ARRAY && Z_ARRVAL_P(holder)->nTableSize > MSGPACK_RESERVE_FREE) {
		dec->reserve += msgpack_table_units(Z_ARRVAL_P(holder)->nTableSize, false);
	}
	/* The empty table goes first (releasing it runs no user code), and the new one is made in its slot before any of
	 * its pairs is read: a fatal error in user code they run leaves it where the suspended decode releases it. */
	zval_ptr_dtor(holder);
	ZVAL_NULL(holder);
	zend_result result = msgpack_decode_array_pairs(dec, holder, count, false, c->id);
	c->ht = Z_TYPE_P(holder) == IS_ARRAY ? Z_ARR_P(holder) : NULL;
	return result;
}

/* What taking up the innermost container's element in progress left (msgpack_decode_take_up()). */
typedef enum {
	MSGPACK_TAKEN_REST = 0, /* the element is in: the container's elements after it follow */
	MSGPACK_TAKEN_FAILED,   /* failed (suspended again, or for good) */
	MSGPACK_TAKEN_WHOLE,    /* the container was read afresh, all of it */
} msgpack_taken;

static msgpack_taken msgpack_decode_take_up_here(msgpack_decoder *dec, msgpack_open_container *c);

/*
 * The innermost container c, a map cut in its first key (its table still empty), read through its shape's template
 * when one is known, as in a whole decode and as msgpack_decode_map_afresh() reads one: the empty table is replaced
 * by the template's copy, and the first key (all of the stitch) passed. Returns the first bucket's slot; NULL: none
 * known (c unchanged).
 */
static zend_never_inline zval *msgpack_decode_stitched_template(msgpack_decoder *dec, msgpack_open_container *c)
{
	msgpack_suspended *s = dec->suspended;
	const unsigned char *bytes;
	size_t len;

	if (!msgpack_decode_str_at(dec, &bytes, &len)) {
		return NULL;
	}
	const HashTable *template = msgpack_decode_shape_template(dec, bytes, len, c->left);
	if (!template) {
		return NULL;
	}
	/* (c is off the list of open containers: the one before it holds it, or the root) */
	zval *holder = s->open_len > 0 ? s->open[s->open_len - 1].pending : &s->root;
	HashTable *ht = msgpack_decode_table_copy(template);
	zval_ptr_dtor(holder);
	ZVAL_ARR(holder, ht);
	c->ht = ht;
	c->kind = MSGPACK_OPEN_SHAPED;
	c->left--;
	dec->p = bytes + len;
	return &ht->arData[0].val;
}

/*
 * The innermost container c of a resume over a stitch (msgpack_suspended_stitch()): its pending unit is read from the
 * stitch, which it fills exactly, then the decode moves to the new bytes where they are and goes on there.
 */
static zend_always_inline msgpack_taken msgpack_decode_take_up_stitched(msgpack_decoder *dec, msgpack_open_container *c)
{
	msgpack_suspended *s = dec->suspended;
	const msgpack_stitch *st = s->stitch;
	HashTable *ht = c->ht;
	zval *slot = c->pending;
	zend_result result = SUCCESS;

	s->stitch = NULL;
	if (st->tail_len == 0) {
		/* nothing of the unit came before: it is all in the new bytes, read as any resume reads it */
		dec->start = dec->p = st->next;
		dec->end = st->next + st->next_len;
		return msgpack_decode_take_up_here(dec, c);
	}
	/* A failure in the stitch cannot be taken up again (its positions are in no input the caller keeps): the message is
	 * then read whole by the caller, from its first byte. */
	s->broken = true;
	if (slot && st->len == 0) {
		/* a long str value, from both sides into its string */
		const unsigned char *head = st->tail + (st->tail_len - (st->str_len - st->skip));
		zend_string *str = zend_string_alloc(st->str_len, 0);
		memcpy(ZSTR_VAL(str), head, st->str_len - st->skip);
		memcpy(ZSTR_VAL(str) + (st->str_len - st->skip), st->next, st->skip);
		ZSTR_VAL(str)[st->str_len] = '\0';
		zval_ptr_dtor(slot);
		ZVAL_NEW_STR(slot, str);
	} else if (slot) {
		result = msgpack_decode_value(dec, slot);
	} else if (c->kind == MSGPACK_OPEN_SHAPED) {
		/* the key its bucket expects (msgpack_suspended_stitch() compared it) */
		slot = &ht->arData[ht->nNumUsed - c->left].val;
		dec->p = dec->end;
		c->left--;
	} else if (ht->nNumUsed == 0 && ht->nTableSize >= c->left
			&& (slot = msgpack_decode_stitched_template(dec, c)) != NULL) {
		/* a map cut in its first key: through its template, as in a whole decode */
		ht = c->ht;
	} else {
		slot = msgpack_decode_map_str_key(dec, ht);
		c->left--;
		if (UNEXPECTED(!slot)) {
			result = msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
		} else if (UNEXPECTED(Z_TYPE_P(slot) != IS_NULL)) {
			/* (pieces are lent to decodes that make no object a destructor could run for: dropped first) */
			zval old;
			ZVAL_COPY_VALUE(&old, slot);
			ZVAL_NULL(slot);
			result = msgpack_decode_drop_replaced(dec, &old);
		}
	}
	if (UNEXPECTED(result != SUCCESS)) {
		return MSGPACK_TAKEN_FAILED;
	}
	if (UNEXPECTED(dec->p != dec->end)) {
		/* (cannot happen: the stitch is the unit's bytes) */
		msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
		return MSGPACK_TAKEN_FAILED;
	}
	s->broken = false;
	dec->start = st->next;
	dec->p = st->next + st->skip;
	dec->end = st->next + st->next_len;
	if (!c->pending) {
		/* the value of the pair whose key that was */
		const unsigned char *at = dec->p;
		if (UNEXPECTED(msgpack_decode_value(dec, slot) != SUCCESS)) {
			msgpack_decode_suspend_element(dec, ht, c->kind, slot, at, c->left);
			return MSGPACK_TAKEN_FAILED;
		}
		c->pending = slot;
	}
	return MSGPACK_TAKEN_REST;
}

/* The innermost container c of a resume, its input at dec->p: its element in progress read again from its start (a
 * pending NULL: the pair at dec->p, not begun, which the rest reads), or a map not begun read afresh. */
static msgpack_taken msgpack_decode_take_up_here(msgpack_decoder *dec, msgpack_open_container *c)
{
	HashTable *ht = c->ht;

	if (c->pending) {
		const unsigned char *at = dec->p;
		if (UNEXPECTED(msgpack_decode_value(dec, c->pending) != SUCCESS)) {
			msgpack_decode_suspend_element(dec, ht, c->kind, c->pending, at, c->left);
			return MSGPACK_TAKEN_FAILED;
		}
	} else if (c->kind == MSGPACK_OPEN_MAP && UNEXPECTED(ht->nNumUsed == 0)
			&& c->left >= MSGPACK_SHAPE_MIN_COUNT && c->left <= MSGPACK_SHAPE_MAX_COUNT
			&& (size_t) (dec->end - dec->p) >= (size_t) c->left * MSGPACK_AFRESH_BYTES_PER_PAIR
			&& !msgpack_decode_str_truncated(dec)) {
		return msgpack_decode_map_afresh(dec, c) == SUCCESS ? MSGPACK_TAKEN_WHOLE : MSGPACK_TAKEN_FAILED;
	}
	return MSGPACK_TAKEN_REST;
}

/* The container c of a suspended decode goes on with its elements after the one in progress (c->left of them). */
static zend_always_inline zend_result msgpack_decode_continue_rest(msgpack_decoder *dec, const msgpack_open_container *c)
{
	HashTable *ht = c->ht;

	if (c->left == 0) {
		return SUCCESS;
	}
	if (c->kind == MSGPACK_OPEN_MAP) {
		return msgpack_decode_map_pairs_from(dec, ht, c->left);
	}
	if (c->kind == MSGPACK_OPEN_SHAPED) {
		return msgpack_decode_shaped_pairs(dec, ht, ht->nNumUsed - c->left, ht->nNumUsed);
	}
	if (EXPECTED(ht->nTableSize - ht->nNumUsed >= c->left)) {
		/* (reserved for all of them: the usual case) */
		return msgpack_decode_fill_elements(dec, ht, c->left);
	}
	if (ht->nNumUsed == ht->nTableSize) {
		zend_hash_extend(ht, ht->nTableSize + MIN(ht->nTableSize, c->left), true);
	}
	return msgpack_decode_array_growing(dec, ht, c->left);
}

/*
 * A map that went the general way and finished in a resume: its shape is noted as msgpack_decode_map_table() notes
 * the maps it finishes, so that in a document of rows arriving in pieces, where a piece may cut every row, the rows
 * after it still come through a template. Only for a first key the key cache holds (a shape is named by that string).
 */
static zend_never_inline void msgpack_decode_resumed_map_shape(const msgpack_decoder *dec, HashTable *ht)
{
	uint32_t count = ht->nNumUsed;

	if (count < MSGPACK_SHAPE_MIN_COUNT || count > MSGPACK_SHAPE_MAX_COUNT || dec->cache.key_cache_off
			|| HT_IS_PACKED(ht) || count != ht->nNumOfElements) {
		return;
	}
	zend_string *first_key = ht->arData[0].key;
	if (first_key == NULL || ZSTR_LEN(first_key) < MSGPACK_KEY_CACHE_MIN_LEN
			|| ZSTR_LEN(first_key) > MSGPACK_KEY_CACHE_MAX_LEN) {
		return;
	}
	const msgpack_shape *shape = msgpack_shape_slot(first_key, count);
	if (shape->template && shape->first_key == first_key && shape->count == count) {
		/* known already (the usual case once the first rows are in) */
		return;
	}
	if (MSGPACK_G(key_cache)[msgpack_key_cache_slot((const unsigned char *) ZSTR_VAL(first_key), ZSTR_LEN(first_key))].str
			== first_key) {
		msgpack_shape_record(first_key, count, ht);
	}
}

/*
 * A container a resume finished (c, off the list now): what a whole decode does at a map's end besides (its shape
 * noted, a late class marker, an object when assoc is off, its id recorded after a back-reference drift). Apart:
 * most have none of it (msgpack_decode_resumed_needs()).
 */
static zend_never_inline zend_result msgpack_decode_resumed_done(msgpack_decoder *dec, const msgpack_open_container *c)
{
	msgpack_suspended *s = dec->suspended;

	if (c->kind == MSGPACK_OPEN_MAP && c->ht) {
		/* (no table: read afresh, it became an object at a late class marker) */
		msgpack_decode_resumed_map_shape(dec, c->ht);
	}
	if (c->kind != MSGPACK_OPEN_ARRAY) {
		zval *map = s->open_len > 0 ? s->open[s->open_len - 1].pending : &s->root;
		/* a late class marker that arrived since turns the finished map into its object */
		if (UNEXPECTED(dec->late_len != 0) && UNEXPECTED(msgpack_decode_late_finish(dec, map, c->id) != SUCCESS)) {
			return FAILURE;
		}
		if (UNEXPECTED(!(dec->flags & MSGPACK_OPT_ASSOC))) {
			msgpack_decode_map_done(dec, map, c->id);
		}
	}
	if (UNEXPECTED(dec->php.drift_at != 0) && c->id != 0) {
		/* as msgpack_decode_array_noted() and msgpack_decode_map() record an array done after a back-reference
		 * that may have drifted (an array kept its id when opened after it, a map in the PHP-only format always) */
		zval *held = s->open_len > 0 ? s->open[s->open_len - 1].pending : &s->root;
		if (Z_TYPE_P(held) == IS_ARRAY && Z_ARR_P(held) == c->ht) {
			msgpack_decode_record_array(dec, c->id, c->ht);
		}
	}
	return SUCCESS;
}

/* Whether msgpack_decode_resumed_done() has anything to do for c: mostly not (arrays, and shaped maps read as arrays
 * with no late class marker pending). */
static zend_always_inline bool msgpack_decode_resumed_needs(const msgpack_decoder *dec, const msgpack_open_container *c)
{
	return c->kind == MSGPACK_OPEN_MAP
		|| (c->kind == MSGPACK_OPEN_SHAPED && (dec->late_len != 0 || !(dec->flags & MSGPACK_OPT_ASSOC)))
		|| (dec->php.drift_at != 0 && c->id != 0);
}

zend_result msgpack_decode_resume(msgpack_decoder *dec, zval *out)
{
	msgpack_suspended *s = dec->suspended;
	zend_result result;

	ZEND_ASSERT(s && msgpack_suspended_active(s) && s->open_len > 0);
	MSGPACK_COUNT(resumes, 1);
	if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
		msgpack_decode_php_restore(dec, &s->php);
	}
	/* (a stitch begins with the pending unit) */
	dec->p = s->stitch ? dec->start : dec->start + s->resume_at;
	/* The bytes that arrived since add to the budget, as if the decode had begun with them. */
	size_t arrived = s->stitch ? s->stitch->next_len : (size_t) (dec->end - dec->start) - s->end_at;
	dec->reserve = s->reserve + arrived;
	dec->object_credit = s->object_credit + arrived;
	/* what msgpack_decoder_init() decides from the input's length, for the length it has reached */
	uint32_t share_max = MIN(dec->cache.value_share_max, s->cache.value_share_max);
	bool share_warm = dec->cache.value_share_warm && s->cache.value_share_warm;
	dec->cache = s->cache;
	dec->cache.value_share_max = share_max;
	dec->cache.value_share_warm = share_warm;
	/* The innermost container: its element in progress taken up first. */
	msgpack_open_container c = s->open[--s->open_len];
	MSGPACK_COUNT(resumed_opens, 1);
	s->base = s->open_len;
	dec->depth = c.depth;
	msgpack_taken taken = UNEXPECTED(s->stitch != NULL) ? msgpack_decode_take_up_stitched(dec, &c)
		: msgpack_decode_take_up_here(dec, &c);
	result = taken == MSGPACK_TAKEN_REST ? msgpack_decode_continue_rest(dec, &c)
		: taken == MSGPACK_TAKEN_WHOLE ? SUCCESS : FAILURE;
	for (;;) {
		if (UNEXPECTED(result != SUCCESS)) {
			/* open again: with its id */
			if (msgpack_decode_map_ids_read(dec)) {
				msgpack_suspended_keep_id(s, c.ht, c.id);
			}
			if (msgpack_decode_suspend_close_inline(dec, c.ht)) {
				dec->depth = 0;
				ZVAL_NULL(out);
				if (dec->flags & MSGPACK_OPT_PHP_ONLY) {
					msgpack_decode_php_stash(dec, &s->php);
					if (UNEXPECTED(dec->late)) {
						msgpack_decode_late_free(dec);
					}
				}
				return FAILURE;
			}
			break;
		}
		if (msgpack_decode_resumed_needs(dec, &c) && UNEXPECTED(msgpack_decode_resumed_done(dec, &c) != SUCCESS)) {
			result = FAILURE;
			break;
		}
		if (s->open_len == 0) {
			break;
		}
		/* the container around it goes on with its elements after the one in progress */
		c = s->open[--s->open_len];
		MSGPACK_COUNT(resumed_opens, 1);
		s->base = s->open_len;
		dec->depth = c.depth;
		result = msgpack_decode_continue_rest(dec, &c);
	}
	/* Done, or failed for good: the value (whole, or as far as it got) is the caller's. */
	dec->depth = 0;
	s->open_len = 0;
	s->base = 0;
	msgpack_suspended_trim(s);
	ZVAL_COPY_VALUE(out, &s->root);
	ZVAL_UNDEF(&s->root);
	if (result != SUCCESS) {
		msgpack_decode_php_drop(dec);
	}
	if (UNEXPECTED(msgpack_decode_php_pending(dec))) {
		result = msgpack_decode_php_finish(dec, result);
	}
	return result;
}
