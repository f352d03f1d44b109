/*
 * msgpack for PHP: streaming. A resumable extent scanner and the stream buffer built on it.
 *
 * A message that arrives in pieces is not decoded piece by piece: the scanner walks each new piece once to learn where
 * the message ends, keeping only the number of items still expected in each open container, and the complete message
 * is then decoded once by the ordinary decoder. So a message split into k chunks costs one scan and one decode, not k
 * decodes, and a half-received message never builds PHP values (no user code runs for it, nothing is allocated from
 * its declared counts).
 *
 * The stream keeps fed bytes in one buffer with a head offset: consuming a message only moves the head, and the
 * consumed front is dropped (memmove) only when it is at least as large as what remains, so many messages fed at once
 * cost O(total bytes). Bytes of a message that began in caller-owned strings (PECL's direct mode) are copied to a
 * pending buffer, since the caller may drop them once they are consumed.
 */

#include "msgpack_scanner.h"

/* ---- scanner --------------------------------------------------------------------------------------------------- */

/* What the scanner waits for when a field has not fully arrived (msgpack_scanner.field). */
enum {
	MSGPACK_SCAN_FIELD_NONE = 0, /* the next byte starts an item */
	MSGPACK_SCAN_FIELD_SKIP,     /* a scalar's data or a payload of need bytes; the item ends after it */
	MSGPACK_SCAN_FIELD_LENGTH,   /* the length or count field (need = its width) of the item msgpack_scanner.code starts */
};

#define MSGPACK_SCANNER_STACK(s) ((s)->heap_stack ? (s)->heap_stack : (s)->inline_stack)

void msgpack_scanner_init(msgpack_scanner *s)
{
	s->heap_stack = NULL;
	s->capacity = MSGPACK_SCANNER_INLINE_DEPTH;
	s->depth = 0;
	s->max_depth = 0;
	s->field = MSGPACK_SCAN_FIELD_NONE;
	s->code = 0;
	s->error = MSGPACK_OK;
	s->need = 0;
	s->records = false;
	s->defining = -1;
	s->object_check = -1;
	s->defined = 0;
	s->structures = NULL;
}

void msgpack_scanner_destroy(msgpack_scanner *s)
{
	if (s->heap_stack) {
		efree(s->heap_stack);
	}
	msgpack_scanner_init(s);
}

/* A new message under the settings the scanner has. */
static void msgpack_scanner_restart(msgpack_scanner *s)
{
	s->depth = 0;
	s->field = MSGPACK_SCAN_FIELD_NONE;
	s->code = 0;
	s->error = MSGPACK_OK;
	s->need = 0;
	/* Records are defined per message. */
	s->defining = -1;
	s->object_check = -1;
	s->defined = 0;
}

void msgpack_scanner_begin(msgpack_scanner *s, const msgpack_options *opts)
{
	s->max_depth = opts->max_depth;
	s->records = (opts->flags & MSGPACK_OPT_RECORDS) != 0;
	s->structures = s->records ? opts->structures : NULL;
	msgpack_scanner_restart(s);
}

/* Room for one more open container; only called below max_depth, so the stack never outgrows it. */
static zend_never_inline uint64_t *msgpack_scanner_grow(msgpack_scanner *s)
{
	uint32_t capacity = s->capacity * 2;

	if (capacity > s->max_depth) {
		capacity = s->max_depth;
	}
	if (s->heap_stack) {
		s->heap_stack = safe_erealloc(s->heap_stack, capacity, sizeof(uint64_t), 0);
	} else {
		s->heap_stack = safe_emalloc(capacity, sizeof(uint64_t), 0);
		memcpy(s->heap_stack, s->inline_stack, sizeof(s->inline_stack));
	}
	s->capacity = capacity;
	return s->heap_stack;
}

/*
 * The array of names after a record definition: record s->defining has that many fields, and the item (names, then
 * the first instance's values) is one container of twice as many items.
 */
static uint64_t msgpack_scanner_define(msgpack_scanner *s, uint64_t names)
{
	uint32_t index = (uint32_t) s->defining;

	s->fields[index] = (uint32_t) names;
	s->defined |= UINT64_C(1) << index;
	s->defining = -1;
	/* A nil first name makes it an object record, whose instances hold two values fewer (msgpack_compact.h). */
	s->object_check = names >= 2 ? (int) index : -1;
	return names * 2;
}

msgpack_scan_result msgpack_scan(msgpack_scanner *s, const unsigned char *data, size_t len, size_t *consumed)
{
	const unsigned char *p = data;
	const unsigned char *end = data + len;
	uint64_t *stack = MSGPACK_SCANNER_STACK(s);
	uint32_t depth = s->depth;
	uint64_t need = s->need;
	uint64_t count;
	uint64_t length;
	uint8_t field = s->field;
	unsigned char code = s->code;
	const msgpack_wire_lead *lead;

	if (UNEXPECTED(s->error != MSGPACK_OK)) {
		*consumed = 0;
		return MSGPACK_SCAN_ERROR;
	}
	if (field != MSGPACK_SCAN_FIELD_NONE) {
		goto field;
	}

	while (p < end) {
		code = *p;
		lead = msgpack_wire_lead_of(code);
		if (UNEXPECTED(lead->kind == MSGPACK_KIND_NEVER_USED)) {
			s->error = MSGPACK_ERR_PARSE;
			goto error;
		}
		if (UNEXPECTED(s->records)) {
			/* Compact mode: a record's definition or instance, else the item as usual. */
			if (UNEXPECTED(s->object_check >= 0)) {
				/* The first name of the definition just opened (the container on top of the stack). */
				if (code == MSGPACK_WIRE_NIL) {
					s->fields[s->object_check] -= 2;
					stack[depth - 1] -= 2;
				}
				s->object_check = -1;
			}
			if (UNEXPECTED(s->defining >= 0) && lead->kind != MSGPACK_KIND_ARRAY) {
				/* A definition must be followed by the array of its field names. */
				s->error = MSGPACK_ERR_PARSE;
				goto error;
			}
			if (msgpack_wire_is_positive_fixint(code) && code >= MSGPACK_RECORD_ID_FIRST) {
				uint32_t index = (uint32_t) code - MSGPACK_RECORD_ID_FIRST;
				if (s->defined & (UINT64_C(1) << index)) {
					count = s->fields[index];
				} else if (s->structures && index < s->structures->len) {
					count = s->structures->records[index].values;
				} else {
					/* The integer (or, in the shared structures' range, an id the decoder refuses). */
					p++;
					goto item_done;
				}
				if (UNEXPECTED(depth >= s->max_depth)) {
					goto depth_error;
				}
				p++;
				goto container;
			}
			if (code == MSGPACK_WIRE_FIXEXT2) {
				/* msgpackr's two-byte record ids: not read (the decoder refuses them as well); the type byte decides,
				 * so `d5` waits for it. */
				if (end - p < 2) {
					break;
				}
				if (p[1] == MSGPACK_EXT_RECORD) {
					s->error = MSGPACK_ERR_PARSE;
					goto error;
				}
			}
			if (code == MSGPACK_WIRE_FIXEXT1) {
				/* Whole tokens only: `d4 TYPE BYTE` is left for the next call until all three bytes are here. */
				if (end - p < 3) {
					break;
				}
				if (p[1] == MSGPACK_EXT_RECORD && p[2] >= MSGPACK_RECORD_ID_FIRST
						&& p[2] < MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS) {
					/* The names' array and the first instance's values follow as parts of this item. */
					s->defining = p[2] - MSGPACK_RECORD_ID_FIRST;
					p += 3;
					continue;
				}
			}
		}
		/* The depth does not depend on the count: refuse at the header byte, whatever the container's size. */
		if (msgpack_wire_is_container(lead) && UNEXPECTED(depth >= s->max_depth)) {
			goto depth_error;
		}
		p++;
		if (lead->width != 0) {
			/* The header byte is consumed; the length field after it may be cut by the end of the input. */
			need = lead->width;
			field = MSGPACK_SCAN_FIELD_LENGTH;
			goto field;
		}
		/* The code carries the count or length, or the scalar's data has a fixed size. */
		if (msgpack_wire_is_container(lead)) {
			count = msgpack_wire_items(lead, lead->len);
			if (UNEXPECTED(s->defining >= 0)) {
				count = msgpack_scanner_define(s, count);
			}
			goto container;
		}
		need = (uint64_t) (lead->head - 1) + msgpack_wire_body(lead, lead->len);
		if (need == 0) {
			goto item_done;
		}
		field = MSGPACK_SCAN_FIELD_SKIP;

field:
		if ((uint64_t) (end - p) < need) {
			/* Whole fields only: an incomplete one is left for the next call. */
			break;
		}
		if (field == MSGPACK_SCAN_FIELD_SKIP) {
			p += need;
			field = MSGPACK_SCAN_FIELD_NONE;
			goto item_done;
		}
		/* MSGPACK_SCAN_FIELD_LENGTH of the item that code starts */
		lead = msgpack_wire_lead_of(code);
		length = msgpack_wire_load_field(p, lead->width);
		p += lead->width;
		field = MSGPACK_SCAN_FIELD_NONE;
		if (msgpack_wire_is_container(lead)) {
			count = msgpack_wire_items(lead, length);
			if (UNEXPECTED(s->defining >= 0)) {
				count = msgpack_scanner_define(s, count);
			}
			goto container;
		}
		need = msgpack_wire_body(lead, length);
		if (need == 0) {
			goto item_done;
		}
		field = MSGPACK_SCAN_FIELD_SKIP;
		goto field;

container:
		if (count == 0) {
			goto item_done;
		}
		if (UNEXPECTED(depth == s->capacity)) {
			stack = msgpack_scanner_grow(s);
		}
		stack[depth++] = count;
		continue;

item_done:
		/* One item ended: it may end its container, and that one its own, up to the message itself. */
		for (;;) {
			if (depth == 0) {
				s->depth = 0;
				s->field = MSGPACK_SCAN_FIELD_NONE;
				s->need = 0;
				*consumed = (size_t) (p - data);
				MSGPACK_COUNT(scanned_bytes, *consumed);
				return MSGPACK_SCAN_DONE;
			}
			if (--stack[depth - 1] != 0) {
				break;
			}
			depth--;
		}
	}

	s->depth = depth;
	s->field = field;
	s->code = code;
	s->need = need;
	*consumed = (size_t) (p - data);
	MSGPACK_COUNT(scanned_bytes, *consumed);
	return MSGPACK_SCAN_MORE;

depth_error:
	s->error = MSGPACK_ERR_DEPTH;
error:
	/* The offending byte is not consumed; the error stays until msgpack_scanner_begin(). */
	s->depth = depth;
	s->field = MSGPACK_SCAN_FIELD_NONE;
	s->code = 0;
	s->need = 0;
	*consumed = (size_t) (p - data);
	MSGPACK_COUNT(scanned_bytes, *consumed);
	return MSGPACK_SCAN_ERROR;
}

/* ---- stream buffer --------------------------------------------------------------------------------------------- */

/* Buffers above this size are given back when little of them is in use. */
#define MSGPACK_STREAM_KEEP_CAPACITY (256 * 1024)

void msgpack_stream_init(msgpack_stream *st)
{
	st->buf = NULL;
	st->len = 0;
	st->cap = 0;
	st->head = 0;
	st->msg_start = 0;
	st->pending.s = NULL;
	st->pending.a = 0;
	st->in_pending = false;
	msgpack_scanner_init(&st->scanner);
}

void msgpack_stream_destroy(msgpack_stream *st)
{
	if (st->buf) {
		efree(st->buf);
	}
	smart_str_free(&st->pending);
	msgpack_scanner_destroy(&st->scanner);
	msgpack_stream_init(st);
}

/* First byte that must be kept: the start of a message in progress whose bytes are in buf, else the head. */
static zend_always_inline size_t msgpack_stream_keep(const msgpack_stream *st)
{
	return msgpack_stream_in_message(st) && !st->in_pending ? st->msg_start : st->head;
}

void msgpack_stream_append(msgpack_stream *st, const char *data, size_t len)
{
	size_t keep = msgpack_stream_keep(st);
	size_t live = st->len - keep;

	if (len == 0) {
		return;
	}
	/*
	 * Drop the consumed front when it is at least as large as what remains: each dropped byte pays for moving at most
	 * one live byte, so compaction costs O(total bytes fed) however the input is split.
	 */
	if (keep > 0 && keep >= live) {
		if (live > 0) {
			memmove(st->buf, st->buf + keep, live);
			MSGPACK_COUNT(stream_moved, live);
		}
		st->len = live;
		st->head -= keep;
		st->msg_start = st->msg_start >= keep ? st->msg_start - keep : 0;
		if (st->cap > MSGPACK_STREAM_KEEP_CAPACITY && (live + len) * 4 < st->cap) {
			/* A large message has gone; do not hold its memory for the small ones that follow. */
			/* The new size is recorded once the buffer has it (the reallocation may end the request). */
			size_t cap = MAX((live + len) * 2, MSGPACK_STREAM_KEEP_CAPACITY);
			st->buf = erealloc(st->buf, cap);
			st->cap = cap;
		}
	}
	if (UNEXPECTED(len > st->cap - st->len)) {
		size_t need = zend_safe_address_guarded(1, st->len, len);
		size_t cap = st->cap < 4096 ? 4096 : st->cap;

		while (cap < need) {
			cap = zend_safe_address_guarded(2, cap, 0);
		}
		st->buf = erealloc(st->buf, cap);
		st->cap = cap;
	}
	memcpy(st->buf + st->len, data, len);
	st->len += len;
}

/* Forgets a message in progress; the bytes of it already consumed are dropped, the rest stays. */
void msgpack_stream_discard(msgpack_stream *st)
{
	msgpack_scanner_restart(&st->scanner);
	st->msg_start = st->head;
	st->in_pending = false;
	if (st->pending.s) {
		ZSTR_LEN(st->pending.s) = 0;
	}
}

static void msgpack_stream_start(msgpack_stream *st, const msgpack_options *opts)
{
	msgpack_scanner_begin(&st->scanner, opts);
	st->in_pending = false;
	if (st->pending.s) {
		if (st->pending.a > MSGPACK_STREAM_KEEP_CAPACITY) {
			smart_str_free(&st->pending);
		} else {
			ZSTR_LEN(st->pending.s) = 0;
		}
	}
}

msgpack_scan_result msgpack_stream_next(msgpack_stream *st, const msgpack_options *opts, const char **msg,
	size_t *msg_len)
{
	msgpack_scan_result result;
	size_t consumed;

	if (UNEXPECTED(st->scanner.error != MSGPACK_OK)) {
		return MSGPACK_SCAN_ERROR;
	}
	if (!msgpack_stream_in_message(st)) {
		if (st->head == st->len) {
			/* Everything consumed: rewind for free. */
			st->head = st->len = st->msg_start = 0;
			return MSGPACK_SCAN_MORE;
		}
		msgpack_stream_start(st, opts);
		st->msg_start = st->head;
	}
	result = msgpack_scan(&st->scanner, (const unsigned char *) st->buf + st->head, st->len - st->head, &consumed);
	if (st->in_pending && consumed > 0) {
		smart_str_appendl(&st->pending, st->buf + st->head, consumed);
		MSGPACK_COUNT(stream_moved, consumed);
	}
	st->head += consumed;
	if (result == MSGPACK_SCAN_DONE) {
		if (st->in_pending) {
			*msg = ZSTR_VAL(st->pending.s);
			*msg_len = ZSTR_LEN(st->pending.s);
		} else {
			*msg = st->buf + st->msg_start;
			*msg_len = st->head - st->msg_start;
		}
		st->msg_start = st->head;
	}
	return result;
}

msgpack_scan_result msgpack_stream_next_in(msgpack_stream *st, const msgpack_options *opts, const char *str, size_t len,
	size_t *offset, const char **msg, size_t *msg_len)
{
	msgpack_scan_result result;
	size_t from = *offset;
	size_t consumed;
	bool started_here = false;

	ZEND_ASSERT(from <= len);
	if (UNEXPECTED(st->scanner.error != MSGPACK_OK)) {
		return MSGPACK_SCAN_ERROR;
	}
	if (!msgpack_stream_in_message(st)) {
		msgpack_stream_start(st, opts);
		st->msg_start = st->head;
		started_here = true;
	} else if (!st->in_pending) {
		/* The message began in buf: from now on its bytes are collected in pending. */
		smart_str_appendl(&st->pending, st->buf + st->msg_start, st->head - st->msg_start);
		MSGPACK_COUNT(stream_moved, st->head - st->msg_start);
		st->in_pending = true;
		st->msg_start = st->head;
	}
	result = msgpack_scan(&st->scanner, (const unsigned char *) str + from, len - from, &consumed);
	*offset = from + consumed;
	if (result == MSGPACK_SCAN_DONE && started_here) {
		/* The whole message is in the caller's string: no copy. */
		*msg = str + from;
		*msg_len = consumed;
		return result;
	}
	if (consumed > 0) {
		smart_str_appendl(&st->pending, str + from, consumed);
		MSGPACK_COUNT(stream_moved, consumed);
		st->in_pending = true;
	}
	if (result == MSGPACK_SCAN_DONE) {
		*msg = ZSTR_VAL(st->pending.s);
		*msg_len = ZSTR_LEN(st->pending.s);
	}
	return result;
}
