/*
 * msgpack for PHP: what a decode that ran out of bytes keeps between calls (streaming): the containers it left open,
 * the caches' call it is part of, the PHP-only state (unpacker_suspend.c records and takes them up; msgpack_decoder.h
 * has the decoder's side). Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_SUSPENDED_H
#define MSGPACK_SUSPENDED_H

#include "msgpack_codec.h"
#include "msgpack_decoder_php.h"
#include "msgpack_scanner.h"

/* One decode's call of the key cache (msgpack_caches.h): its generation and statistics. */
typedef struct {
	uint32_t key_lookups;
	uint32_t key_hits;
	uint32_t generation;
	bool key_cache_off;
	/*
	 * String values of 2..value_share_max bytes are shared through the key cache (msgpack_decode_string_value()):
	 * lowered below MSGPACK_STRING_REF_MIN by the message's first string definition (its references share the longer
	 * ones), 1 once this call found that its values do not repeat (statistics of their own, apart from the keys').
	 */
	uint32_t value_share_max;
	bool value_share_warm;  /* strings an earlier call left are shared too (a small input: they are still cached) */
	uint32_t value_misses;
	uint32_t value_hits;
} msgpack_cache_call;

/*
 * Suspended decodes (streaming): when a message runs out of bytes inside arrays and maps, the decoder can keep what it
 * built instead of throwing it away, and go on from there once more bytes arrive, so a message that arrives in pieces
 * is read once rather than scanned and then decoded. Each container the end of the data cut through stays open:
 */
typedef struct {
	HashTable *ht;   /* its table, owned by its holder: the parent's pending slot, or msgpack_suspended.root */
	zval *pending;   /* the slot of the element in progress (holding the next open container, if any); NULL: a map
	                  * whose next pair has not been started */
	uint32_t left;   /* elements (pairs) after the pending one */
	uint32_t depth;  /* dec->depth inside it */
	uint32_t id;     /* a map's container id (PHP-only format: what an assoc=0 map's stdClass is recorded under) */
	uint8_t kind;    /* MSGPACK_OPEN_* */
} msgpack_open_container;

#define MSGPACK_OPEN_ARRAY  0
#define MSGPACK_OPEN_MAP    1
#define MSGPACK_OPEN_SHAPED 2 /* a map copied from a shape template: the keys of its buckets after pending still to come */

/*
 * New bytes a resume reads where they are (msgpack_suspended_stitch()): the suspended decode's pending unit (the
 * innermost container's pending element, or the key of its pair not begun) began in the old input, whose tail from
 * resume_at is copied into buf together with the first skip new bytes that complete the unit; msgpack_decode_resume()
 * reads the unit there, then goes on in next itself. So only the bytes of the unit a piece's end cut are copied, not
 * the piece. buf is the caller's, grown here, kept from one resume to the next.
 */
typedef struct {
	unsigned char *buf;
	size_t cap, len;
	const unsigned char *next;
	size_t next_len, skip;
	/* len 0: the unit is a long str value, made from the tail (its head at tail) and the next skip bytes straight into
	 * its string, a copy the decode makes anyway (no longer one is ever shared); or, tail_len 0, all of it is in next */
	const unsigned char *tail;
	size_t tail_len;
	uint32_t str_len;
} msgpack_stitch;

/*
 * The state between two calls. Compact mode never suspends (its records and string tables are not kept). Under the
 * PHP-only format a map with a nil first key (an object, a reference) is decoded only once all its bytes are there
 * (gate, a resumable scan of it), so the partial value holds only finished objects, and their back-reference slots and
 * delayed calls wait in php.
 */
typedef struct {
	zval root;                    /* the outermost container; UNDEF: nothing is suspended */
	msgpack_open_container *open; /* outermost first: the one at depth d (the root: 1) in open[d - 1] */
	uint32_t open_len, open_cap;
	uint32_t base;                /* while a decode unwinds: where the containers it records begin */
	uint32_t low;                 /* while a decode unwinds: the slot of the container it recorded last (outermost) */
	bool broken;                  /* this decode's failure cannot be resumed (see msgpack_decode_suspend_element()) */
	bool root_leaf;               /* the failure was the message's first item itself: nothing was kept */
	bool read_on;                 /* set by the caller: a container declaring more entries than the bytes left is
	                               * read on (so that an error in what did arrive is met at once), not waited for */
	size_t resume_at;             /* offset (from dec->start) of the innermost pending element, or pair */
	size_t end_at;                /* the input's length when suspended */
	size_t need_end;              /* the input's length before which a resume would only suspend again (> end_at:
	                               * the pending item, or pair, is not complete before); 0: not worked out yet
	                               * (msgpack_suspended_need_end(): most resumes go on with the bytes they have) */
	size_t reserve;               /* the reservation budget left (msgpack_decoder.reserve) */
	size_t object_credit;         /* msgpack_decoder.object_credit left */
	msgpack_cache_call cache;     /* the decode's: a decode in pieces is still one call of the caches */
	/* set by the caller for one msgpack_decode_resume(): it begins in stitch->buf and goes on in stitch->next */
	const msgpack_stitch *stitch;
	/* (what a piece's suspension and resume touch ends at gate_at: allow_suspend() clears arrived_at and arrived_end,
	 * the stitch reads gate_at; the PHP-only state, which a plain decode never moves, last) */
	/*
	 * The arrived_items items of the last gate that passed in this call: [arrived_at, arrived_end), inside depth
	 * arrived_outer. Items asked for later that begin in there, no shallower (and no more of them from arrived_at),
	 * are part of them and have arrived (a map after a late marker asks for the rest of itself at each pair; without
	 * this, that is quadratic).
	 */
	size_t arrived_at, arrived_end;
	uint64_t arrived_items;
	uint32_t arrived_outer;
	/*
	 * PHP-only format: the scan of the items from gate_at (from dec->start) that must all be there before they are
	 * decoded (see msgpack_decode_arrived()) reached gate_pos with gate_left items to go (the one being scanned
	 * included); gate_at SIZE_MAX: none. Kept across calls, also while nothing is suspended (the items may be the
	 * message itself).
	 */
	msgpack_scanner *gate;
	size_t gate_at, gate_pos;
	uint64_t gate_items, gate_left;
	uint32_t gate_max_depth;
	uint32_t gate_flags;          /* the decode's flags the scan reads by (msgpack_decode_arrived()) */
	msgpack_php_state php;        /* PHP-only format: slots, delayed calls, container ids */
} msgpack_suspended;

/*
 * Open containers the list holds without drawing on the decode's reservation budget: 256 (8 KiB, a constant beside the
 * bound's 64 KiB), so that a message is read as its pieces arrive, even one byte at a time, at any depth ordinary data
 * reaches. Beyond them the list is paid for as a reserved table is (MSGPACK_RESERVE_RATE, msgpack_suspended_reach()):
 * one-byte containers nested thousands deep and cut by a piece's end take 216 bytes each already, and the list's 32 on
 * top of those would break the bound on what an incomplete message may hold. The list grows as the decode enters
 * containers past it (msgpack_decode_deep()); where the budget cannot pay, the container there is entered only once
 * all its bytes are there (scanned as they arrive, then decoded whole), the levels above it staying open: nothing is
 * decoded twice, and what only a decode refuses inside it is refused once that container is complete (tests/379).
 * A list longer than MSGPACK_SUSPEND_OPEN_KEEP goes with the message it was grown for (msgpack_suspended_trim()).
 */
#define MSGPACK_SUSPEND_OPEN_FREE 256
#define MSGPACK_SUSPEND_OPEN_KEEP 64

static zend_always_inline void msgpack_suspended_trim(msgpack_suspended *s)
{
	if (UNEXPECTED(s->open_cap > MSGPACK_SUSPEND_OPEN_KEEP)) {
		efree(s->open);
		s->open = NULL;
		s->open_cap = 0;
	}
	/* and so does the stack a gate's scan grew past its inline one (a deep part waited for), once no scan goes on */
	if (UNEXPECTED(s->gate != NULL) && s->gate_at == SIZE_MAX && UNEXPECTED(s->gate->heap_stack != NULL)) {
		msgpack_scanner_destroy(s->gate);
	}
}

static zend_always_inline void msgpack_suspended_init(msgpack_suspended *s)
{
	memset(s, 0, sizeof(*s));
	ZVAL_UNDEF(&s->root);
	s->gate_at = SIZE_MAX;
}

static zend_always_inline bool msgpack_suspended_active(const msgpack_suspended *s)
{
	return !Z_ISUNDEF(s->root);
}

/*
 * Drops a suspended decode and any gate scan (its values may run destructors: call it where user code may run). The
 * objects a PHP-only decode finished get no destructor call and no __wakeup(), as if they had never been made.
 */
void msgpack_suspended_clear(msgpack_suspended *s);
/* msgpack_suspended_clear() and the memory of the open containers' list. */
void msgpack_suspended_destroy(msgpack_suspended *s);

/*
 * Sets scanner up as a scan of the suspended message stands at its pending element (resume_at): inside the open
 * containers, each expecting the rest of its items. A scan from there finds where PECL's parser stops in the bytes
 * after it without going over the message from its start. False where the containers cannot say (a gate scan in
 * progress): the scanner is then as it was, or begun afresh.
 */
bool msgpack_suspended_scanner(const msgpack_suspended *s, msgpack_scanner *scanner, const msgpack_options *opts);
/*
 * s->need_end, worked out when first asked for: start is where the suspended decode's positions count from (what a
 * resume's decoder starts at), with the bytes it had.
 */
size_t msgpack_suspended_need_work(msgpack_suspended *s, const unsigned char *start);
static zend_always_inline size_t msgpack_suspended_need_end(msgpack_suspended *s, const unsigned char *start)
{
	return EXPECTED(s->need_end != 0) ? s->need_end : msgpack_suspended_need_work(s, start);
}
/* Moves the suspended decode's positions by delta bytes (its input gained or lost that many in front). */
static zend_always_inline void msgpack_suspended_shift(msgpack_suspended *s, ptrdiff_t delta)
{
	s->resume_at += delta;
	s->end_at += delta;
	if (s->need_end != 0) {
		s->need_end += delta;
	}
}
/* The first room of the list of pieces a message read where they are spans (both streaming classes): a message of
 * 128 KiB in 4 KiB pieces without growing it (256 bytes). */
#define MSGPACK_PIECES_HISTORY_MIN 32
/* Longer lists (a message of more pieces) go once empty: their room is not held for the messages after. */
#define MSGPACK_PIECES_HISTORY_KEEP 1024

/* An empty history list given back if it is longer than that (both streaming classes keep one). */
static zend_always_inline void msgpack_pieces_history_trim(zend_string ***history, uint32_t *cap)
{
	if (UNEXPECTED(*cap > MSGPACK_PIECES_HISTORY_KEEP)) {
		efree(*history);
		*history = NULL;
		*cap = 0;
	}
}

typedef enum {
	MSGPACK_STITCH_MADE = 0, /* st holds the stitch */
	MSGPACK_STITCH_MORE,     /* the new bytes do not complete the pending unit: a resume would suspend again */
	MSGPACK_STITCH_NONE,     /* the decode cannot go on that way: the caller puts the bytes together as before */
} msgpack_stitch_result;
/* A str value longer than this, cut by a piece's end, goes straight into its string: one the decoder makes fresh anyway
 * (strings are shared only up to MSGPACK_VALUE_SHARE_MAX bytes). */
#define MSGPACK_STITCH_STR_MIN 128
/* st->buf grows to span bytes at least (apart: it keeps its room from piece to piece). */
void msgpack_stitch_reserve(msgpack_stitch *st, size_t span);
/*
 * Whether the suspended decode, whose input ended tail_len bytes after its pending unit began (tail: those bytes), can go
 * on over the next_len new bytes at next without the old input in front of them: its pending unit is a str, bin, ext or
 * scalar (where a container ends its head does not tell), or the str key of a pair not begun (for a shape template's
 * map, the key its bucket expects), and the new bytes complete it. Then (MSGPACK_STITCH_MADE) st holds the stitch, for
 * msgpack_decode_resume() with s->stitch = st. (Inline: the front ends ask once per lent piece, and the call cost a
 * fifth of the stitch.)
 */
static zend_always_inline msgpack_stitch_result msgpack_suspended_stitch(const msgpack_suspended *s,
	const unsigned char *tail, size_t tail_len, const unsigned char *next, size_t next_len, msgpack_stitch *st)
{
	unsigned char head[9];

	if (!msgpack_suspended_active(s) || s->open_len == 0 || s->gate_at != SIZE_MAX) {
		return MSGPACK_STITCH_NONE;
	}
	st->next = next;
	st->next_len = next_len;
	st->tail = tail;
	st->tail_len = tail_len;
	if (tail_len == 0) {
		/* the old input ended where the pending unit begins: nothing to put together, all of it is in next */
		st->len = st->skip = 0;
		return MSGPACK_STITCH_MADE;
	}
	const msgpack_open_container *c = &s->open[s->open_len - 1];
	bool key = c->pending == NULL;
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(tail[0]);

	if (lead->kind == MSGPACK_KIND_NEVER_USED || msgpack_wire_is_container(lead)
			|| (key && (c->kind == MSGPACK_OPEN_ARRAY || lead->kind != MSGPACK_KIND_STR))) {
		return MSGPACK_STITCH_NONE;
	}
	const unsigned char *at = tail;
	if (UNEXPECTED(tail_len < lead->head)) {
		/* the head itself is cut: its bytes from both sides */
		if (tail_len + next_len < lead->head) {
			return MSGPACK_STITCH_MORE;
		}
		memcpy(head, tail, tail_len);
		memcpy(head + tail_len, next, lead->head - tail_len);
		at = head;
	}
	uint64_t span = lead->head + msgpack_wire_body(lead, msgpack_wire_length(lead, at));
	/* (the unit is what the end of the old input cut: it does not end in the tail) */
	if (span <= tail_len) {
		return MSGPACK_STITCH_NONE;
	}
	if (span - tail_len > next_len) {
		return MSGPACK_STITCH_MORE;
	}
	size_t skip = (size_t) (span - tail_len);
	st->skip = skip;
	if (!key && lead->kind == MSGPACK_KIND_STR && tail_len >= lead->head && span - lead->head > MSGPACK_STITCH_STR_MIN) {
		/* a long string: not put together twice */
		st->len = 0;
		st->str_len = (uint32_t) (span - lead->head);
		return MSGPACK_STITCH_MADE;
	}
	if (UNEXPECTED(st->cap < span)) {
		msgpack_stitch_reserve(st, (size_t) span);
	}
	msgpack_copy_bytes(st->buf, (const char *) tail, tail_len);
	msgpack_copy_bytes(st->buf + tail_len, (const char *) next, skip);
	if (key && c->kind == MSGPACK_OPEN_SHAPED) {
		/* a template's map goes on only with the key its next bucket holds (else the general way, from a copy) */
		const zend_string *expected = c->ht->arData[c->ht->nNumUsed - c->left].key;
		size_t len = (size_t) span - lead->head;
		if (ZSTR_LEN(expected) != len || memcmp(ZSTR_VAL(expected), st->buf + lead->head, len) != 0) {
			return MSGPACK_STITCH_NONE;
		}
	}
	st->len = (size_t) span;
	MSGPACK_COUNT(stitched_bytes, span);
	return MSGPACK_STITCH_MADE;
}
static zend_always_inline void msgpack_stitch_destroy(msgpack_stitch *st)
{
	if (st->buf) {
		efree(st->buf);
		st->buf = NULL;
		st->cap = 0;
	}
}
/* Room a stitch keeps once its message's pieces are dropped (done, joined, reset, released): the units a piece's end
 * cuts are mostly short. A larger one, made for a long bin, ext or str key, goes with them, so that an unpacker does
 * not hold it until it is freed. */
#define MSGPACK_STITCH_KEEP 8192
static zend_always_inline void msgpack_stitch_trim(msgpack_stitch *st)
{
	if (UNEXPECTED(st->cap > MSGPACK_STITCH_KEEP)) {
		msgpack_stitch_destroy(st);
	}
}
/* The input is cut back to len bytes (not before the pending element): what the decode saw past them is forgotten
 * (their budget, the pending item's need, a gate scan that went past them), as if they had not arrived. */
void msgpack_suspended_forget_after(msgpack_suspended *s, const unsigned char *start, size_t len);

#endif /* MSGPACK_SUSPENDED_H */
