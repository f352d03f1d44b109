/*
 * msgpack for PHP: how MessagePack\BufferUnpacker reports a message that fails or ends early. Front-end layer,
 * MessagePack\ API (docs/INTERNALS.md).
 *
 * The library reads in order and stops at the first thing wrong. Our decoder refuses a container that declares more
 * entries than the bytes left before reading them, and tryUnpack() scans an incomplete message instead of decoding it
 * (scanner.c), so the error either meets may not be the library's. msgpack_lib_unpacker_raise() turns a failed decode
 * into the library's exception and offset; where the decoder stopped early, msgpack_lib_unpacker_read_on() reads the
 * message on in order to the first error, running the extensions (and uint64 conversions) met on the way, as the
 * library's reader does. msgpack_lib_unpacker_truncation_offset() gives where the library stops in a truncated message.
 */

#include "lib_buffer_unpacker.h"

/* The fields of an item after its lead byte (msgpack_lib_item_at()): as many bytes as the buffer holds of them. */
typedef struct {
	const msgpack_wire_lead *lead;
	size_t header;   /* bytes of its length or count field */
	uint64_t length; /* the length (str, bin, ext data) or count (array items, map pairs) */
	uint64_t body;   /* bytes after the header: a scalar's data, str/bin bytes, an ext's type byte and data */
} msgpack_lib_item;

/* The item at pos (pos < len); false when the buffer ends inside its length field (item->header is set all the same). */
static ZEND_COLD bool msgpack_lib_item_at(const unsigned char *buf, size_t len, size_t pos, msgpack_lib_item *item)
{
	item->lead = msgpack_wire_lead_of(buf[pos]);
	item->header = item->lead->width;
	if (len - pos - 1 < item->header) {
		return false;
	}
	item->length = item->header ? msgpack_wire_load_field(buf + pos + 1, item->lead->width) : item->lead->len;
	item->body = (item->header ? 0 : (uint64_t) item->lead->head - 1) + msgpack_wire_body(item->lead, item->length);
	return true;
}

/*
 * Where the library stops when the data ends inside the items still expected from pos on: it consumes whole fields
 * (a code byte, a length, a complete value) until one is missing.
 */
static ZEND_COLD size_t msgpack_lib_unpacker_truncation_offset(const unsigned char *buf, size_t len, size_t pos, uint64_t pending)
{
	msgpack_lib_item item;

	while (pending > 0) {
		pending--;
		if (pos >= len) {
			return pos;
		}
		if (!msgpack_lib_item_at(buf, len, pos, &item)) {
			return pos + 1;
		}
		if (len - pos - 1 - item.header < item.body) {
			return pos + 1 + item.header;
		}
		pos += 1 + item.header + item.body;
		pending += msgpack_wire_items(item.lead, item.length);
	}
	return pos;
}

/* Whether every registered extension is one the codec decodes itself (TimestampExtension): none runs user code. */
bool msgpack_lib_unpacker_extensions_native(const msgpack_lib_unpacker *bu)
{
	zval *ext;

	if (msgpack_lib_unpacker_dispatches(bu) && MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ)) {
		/* its unpackExt() reads through the subclass's read() */
		return false;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARR(bu->extensions), ext) {
		if (Z_TYPE_P(ext) != IS_OBJECT || !msgpack_lib_native_extension(Z_OBJCE_P(ext))) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* Whether uint64 values above PHP_INT_MAX become what cannot fail: strings, or GMP numbers through ext/gmp itself. */
bool msgpack_lib_unpacker_bigints_native(const msgpack_lib_unpacker *bu)
{
	if (bu->options == MSGPACK_LIB_BIGINT_STR) {
		return true;
	}
	if (bu->options == MSGPACK_LIB_BIGINT_GMP) {
		/* (a gmp_import() that PHP code declared, without ext/gmp, is user code) */
		const zend_function *fn = zend_hash_str_find_ptr(EG(function_table), ZEND_STRL("gmp_import"));
		return fn && fn->type == ZEND_INTERNAL_FUNCTION;
	}
	return false;
}

/* An error the scanner found at `at` of this buffer, raised as a decode that stopped there would raise it. */
static ZEND_COLD void msgpack_lib_unpacker_raise_at(msgpack_lib_unpacker *bu, msgpack_error error, size_t at,
	uint32_t max_depth, const char *detail)
{
	msgpack_lib_unpacker_decoding d;

	memset(&d, 0, sizeof(d));
	d.generation = d.start_generation = bu->generation;
	d.start = d.from = bu->offset;
	d.moves = bu->moves;
	d.dec.error = error;
	d.dec.error_offset = at;
	d.dec.max_depth = max_depth;
	if (detail) {
		strlcpy(d.dec.error_detail, detail, sizeof(d.dec.error_detail));
	}
	msgpack_lib_unpacker_raise(bu, &d);
}

/* What msgpack_lib_unpacker_run_item() made of an item. */
typedef enum {
	MSGPACK_LIB_RAN,    /* its user code went through and left the offset at the item's end */
	MSGPACK_LIB_RAISED, /* its user code threw, or the decode failed: raised */
	MSGPACK_LIB_LOST    /* it went through, but left the offset elsewhere: the scanner's framing no longer holds */
} msgpack_lib_ran;

/*
 * The item at pos (a user extension's ext value, a uint64 to convert; held whole) decoded alone, as a decode in order
 * meets it, for its user code: the library's reader, going on past a container that declares more entries than the
 * bytes left, hands it to that code before it meets the error further on. The value goes to kept (an array, created
 * here), released once the error is raised, as the library's reader releases the message's partial value: a
 * destructor that throws then adds its exception to that error, it does not replace it. start: where the call began
 * reading (a fatal error in that code rolls back there).
 */
static ZEND_COLD msgpack_lib_ran msgpack_lib_unpacker_run_item(msgpack_lib_unpacker *bu, size_t pos, size_t next,
	size_t start, zval *kept)
{
	msgpack_lib_unpacker_decoding d;
	uint32_t generation = bu->generation;
	zval value;

	if (msgpack_lib_unpacker_decode_at(bu, &d, &value, pos, start) != SUCCESS) {
		if (d.dec.error == MSGPACK_ERR_INSUFFICIENT && d.generation == bu->generation) {
			/* (cannot happen: the item is whole) */
			return MSGPACK_LIB_LOST;
		}
		msgpack_lib_unpacker_raise(bu, &d);
		return MSGPACK_LIB_RAISED;
	}
	if (Z_TYPE_P(kept) != IS_ARRAY) {
		array_init(kept);
	}
	zend_hash_next_index_insert_new(Z_ARR_P(kept), &value);
	if (UNEXPECTED(bu->generation != generation)) {
		bu->offset = MIN(bu->offset, MSGPACK_BU_LEN(bu));
		msgpack_lib_throw_unpacking_failed("The buffer was replaced while unpacking");
		return MSGPACK_LIB_RAISED;
	}
	return bu->offset == next ? MSGPACK_LIB_RAN : MSGPACK_LIB_LOST;
}

/*
 * The next item from pos that the scanner frames without judging it: an ext value with an extension registered for
 * its type, or a uint64 above PHP_INT_MAX that a bigint mode converts (bigints_hooked; user code unless
 * bigints_native). Its position (*found), else where the items held whole end.
 */
static size_t msgpack_lib_unpacker_next_unjudged(const msgpack_lib_unpacker *bu, size_t pos, bool bigints_hooked,
	msgpack_lib_item *item, bool *found)
{
	const unsigned char *buf = MSGPACK_BU_DATA(bu);
	size_t len = MSGPACK_BU_LEN(bu);
	/* (user code may have changed them since the last item) */
	bool has_extensions = Z_TYPE(bu->extensions) == IS_ARRAY;

	*found = false;
	while (pos < len && msgpack_lib_item_at(buf, len, pos, item)) {
		size_t data = pos + 1 + item->header;
		if (len - data < item->body) {
			break;
		}
		if ((buf[pos] == MSGPACK_WIRE_UINT64 && bigints_hooked && msgpack_load64(buf + data) > (uint64_t) ZEND_LONG_MAX)
#if SIZEOF_ZEND_LONG < 8
				/* (32-bit PHP: a uint32 above PHP_INT_MAX is converted the same way) */
				|| (buf[pos] == MSGPACK_WIRE_UINT32 && bigints_hooked && msgpack_load32(buf + data) > (uint32_t) ZEND_LONG_MAX)
#endif
				|| (item->lead->kind == MSGPACK_KIND_EXT && has_extensions
					&& zend_hash_index_exists(Z_ARR(bu->extensions), (int8_t) buf[data]))) {
			*found = true;
			break;
		}
		pos = data + item->body;
	}
	return pos;
}

/* What msgpack_lib_unpacker_read_on() met first. */
typedef enum {
	MSGPACK_LIB_READ_END,    /* no error before the data ended (or the message, or the framing, was lost) */
	MSGPACK_LIB_READ_RAISED, /* an error in order, raised (or the exception of user code that ran) */
	MSGPACK_LIB_READ_USER    /* (run off) a value for user code comes first: only a decode in order tells */
} msgpack_lib_read;

/* Feeds the scanner the bytes [from, to) of the buffer; raises the error it meets there (read: RAISED), unless a
 * malformed record's, compact mode's, which the decoder words its own way. */
static ZEND_COLD msgpack_scan_result msgpack_lib_unpacker_scan_on(msgpack_lib_unpacker *bu, msgpack_scanner *s,
	size_t from, size_t to, size_t *consumed, msgpack_lib_read *read)
{
	*consumed = 0;
	if (to <= from) {
		return MSGPACK_SCAN_MORE;
	}
	msgpack_scan_result r = msgpack_scan(s, MSGPACK_BU_DATA(bu) + from, to - from, consumed);
	if (r == MSGPACK_SCAN_ERROR && s->error != MSGPACK_ERR_INVALID) {
		msgpack_lib_unpacker_raise_at(bu, s->error, from + *consumed, s->max_depth, NULL);
		*read = MSGPACK_LIB_READ_RAISED;
	}
	return r;
}

/*
 * Reads the message at start on in order, as the library's reader does, to the first error, the bytes before
 * `decoded` having been through a decode in order already. The resumable scanner (scanner.c) follows the containers
 * and judges each byte the decoder judges, keys first, within the message's declared counts. Between its calls, a walk
 * finds the next item it frames without judging, an ext value or a uint64 (msgpack_lib_unpacker_next_unjudged()). As
 * a map key such an item is just a key: a uint64 key becomes a string, and the scanner refuses an ext key. As a value,
 * one the decoder hands to code through a window is refused as the window refuses it at max_depth (its decode alone
 * would start at depth 0); a native extension's is checked here (a timestamp of a bad length), a uint64 that ext/gmp
 * converts cannot fail, and any other is handed to its user code alone, in order (msgpack_lib_unpacker_run_item(),
 * with run), or makes the verdict USER (without). Each item is walked and scanned once, however many run; the scan
 * goes no further than the next such value, so that an extension reading a nested value that fails the same way costs
 * its own bytes only.
 */
static ZEND_COLD msgpack_lib_read msgpack_lib_unpacker_read_on(msgpack_lib_unpacker *bu, size_t start, size_t decoded,
	bool run, zval *kept)
{
	msgpack_options opts;
	msgpack_scanner s;
	msgpack_lib_read read = MSGPACK_LIB_READ_END;
	bool bigints_native = msgpack_lib_unpacker_bigints_native(bu);
	uint32_t bigint_mode = bu->options & MSGPACK_LIB_BIGINT_MODES;
	/* (the decoder's bigint_hook, msgpack_lib_unpacker_decoder_init()) */
	bool bigints_hooked = bigint_mode == MSGPACK_LIB_BIGINT_GMP || bigint_mode == MSGPACK_LIB_BIGINT_DEC;
	size_t scanned = start;

	msgpack_lib_unpacker_options(bu, &opts);
	msgpack_scanner_init(&s);
	msgpack_scanner_begin(&s, &opts);
	for (;;) {
		msgpack_lib_item item;
		bool found;
		size_t at = msgpack_lib_unpacker_next_unjudged(bu, scanned, bigints_hooked, &item, &found);
		size_t consumed;
		msgpack_scan_result r = msgpack_lib_unpacker_scan_on(bu, &s, scanned, found ? at : MSGPACK_BU_LEN(bu),
			&consumed, &read);

		if (r == MSGPACK_SCAN_ERROR) {
			break;
		}
		if (r == MSGPACK_SCAN_DONE || !found || scanned + consumed != at) {
			/* the message is over (an extension appended its rest), or the data */
			break;
		}
		size_t data = at + 1 + item.header;
		size_t next = data + item.body;
		if (!msgpack_scanner_expects_key(&s) && at >= decoded) {
			const unsigned char *buf = MSGPACK_BU_DATA(bu);
			const msgpack_ext_type *native = NULL;
			bool is_ext = item.lead->kind == MSGPACK_KIND_EXT;
			/* a uint64 converted by a bigint mode, or an ext value of a user extension (or of TimestampExtension
			 * through an overridden read()): msgpack_lib_unpacker_window_open() */
			bool windowed = !is_ext;
			if (is_ext) {
				zval *ext = zend_hash_index_find(Z_ARR(bu->extensions), (int8_t) buf[data]);
				native = ext && Z_TYPE_P(ext) == IS_OBJECT ? msgpack_lib_native_extension(Z_OBJCE_P(ext)) : NULL;
				windowed = !native || (msgpack_lib_unpacker_dispatches(bu)
					&& MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ));
				/* (conservative: with a user extension or a read() override registered, a native one's values are
				 * user code too) */
				if (native && !msgpack_lib_unpacker_extensions_native(bu)) {
					native = NULL;
				}
			}
			if (windowed && bu->depth + s.depth >= s.max_depth) {
				/* where the decoder opens the window: at an ext's data, after a uint64 */
				msgpack_lib_unpacker_raise_at(bu, MSGPACK_ERR_DEPTH, is_ext ? data + 1 : next, s.max_depth, NULL);
				read = MSGPACK_LIB_READ_RAISED;
				break;
			}
			if (!is_ext && bigints_native) {
				/* ext/gmp's conversion: no user code, cannot fail */
			} else if (native) {
				zval value;
				msgpack_ext_status status = native->decode(&value, buf + data + 1, (uint32_t) item.length);
				if (status != MSGPACK_EXT_OK) {
					char reason[sizeof(((msgpack_decoder *) NULL)->error_detail)];
					msgpack_ext_reason(native, status, (zend_long) item.length, reason, sizeof(reason));
					msgpack_lib_unpacker_raise_at(bu, MSGPACK_ERR_INVALID, data + 1, s.max_depth, reason);
					read = MSGPACK_LIB_READ_RAISED;
					break;
				}
				zval_ptr_dtor(&value);
			} else if (!run) {
				read = MSGPACK_LIB_READ_USER;
				break;
			} else {
				msgpack_lib_ran ran = msgpack_lib_unpacker_run_item(bu, at, next, start, kept);
				if (ran != MSGPACK_LIB_RAN) {
					read = ran == MSGPACK_LIB_RAISED ? MSGPACK_LIB_READ_RAISED : MSGPACK_LIB_READ_END;
					break;
				}
				/* (the same buffer, maybe moved by an append()) */
			}
		}
		/* the item itself, through the scanner (which refuses it as a key) */
		if (msgpack_lib_unpacker_scan_on(bu, &s, at, next, &consumed, &read) != MSGPACK_SCAN_MORE) {
			break;
		}
		scanned = next;
	}
	msgpack_scanner_destroy(&s);
	return read;
}

/*
 * tryUnpack() found an error in the message at pos before it has fully arrived: raises the first error in order, as a
 * decode in order would meet it. False, raising nothing, when a value for user code comes before it (only a decode in
 * order tells what happens there).
 */
ZEND_COLD bool msgpack_lib_unpacker_raise_first(msgpack_lib_unpacker *bu, size_t pos)
{
	return msgpack_lib_unpacker_read_on(bu, pos, pos, false, NULL) == MSGPACK_LIB_READ_RAISED;
}

/*
 * tryUnpack(): the incomplete message at start, in which the scan found an error after a value for user code, and
 * whose decode in order stopped short of it, at a container holding more entries than a table can (at `decoded`):
 * read on as unpack() does, running that code. True when it raised (the error, or what the user code threw).
 */
ZEND_COLD bool msgpack_lib_unpacker_raise_through(msgpack_lib_unpacker *bu, size_t start, size_t decoded)
{
	zval kept;
	bool raised;

	ZVAL_UNDEF(&kept);
	raised = msgpack_lib_unpacker_read_on(bu, start, decoded, true, &kept) == MSGPACK_LIB_READ_RAISED;
	zval_ptr_dtor(&kept);
	return raised;
}

static ZEND_COLD void msgpack_lib_unpacker_raise_kept(msgpack_lib_unpacker *bu, const msgpack_lib_unpacker_decoding *d,
	zval *kept);

/* Turns a failed decode into the library's exception, leaving the offset where the library leaves it. */
ZEND_COLD void msgpack_lib_unpacker_raise(msgpack_lib_unpacker *bu, const msgpack_lib_unpacker_decoding *d)
{
	zval kept;

	ZVAL_UNDEF(&kept);
	msgpack_lib_unpacker_raise_kept(bu, d, &kept);
	/* the values user code made on the way to the error (msgpack_lib_unpacker_run_item()), after it is raised */
	zval_ptr_dtor(&kept);
}

static ZEND_COLD void msgpack_lib_unpacker_raise_kept(msgpack_lib_unpacker *bu, const msgpack_lib_unpacker_decoding *d,
	zval *kept)
{
	const msgpack_decoder *dec = &d->dec;
	size_t len = MSGPACK_BU_LEN(bu);
	size_t at = MIN(dec->error_offset, len);
	const unsigned char *data = MSGPACK_BU_DATA(bu);

	if (UNEXPECTED(d->generation != bu->generation)) {
		size_t dropped = bu->released - d->released;
		if (dec->error == MSGPACK_ERR_INSUFFICIENT && d->generation == d->start_generation && bu->moves == d->moves
				&& MSGPACK_BU_SAME_BUFFER(bu, d->generation)
				&& bu->offset + dropped == d->start) {
			/* User code outside a window (a destructor a cycle collection ran) only release()d the bytes before the
			 * message: the same message, shifted, still incomplete. Where it ends early, as if nothing ran, so that a
			 * caller waits for more bytes as it would have. (The decoder's buffer is gone: its positions, shifted.) */
			at = MIN(dec->error_offset - dropped, len);
			bu->offset = dec->error_items ? msgpack_lib_unpacker_truncation_offset(data, len, at, dec->error_items) : at;
			msgpack_lib_throw_insufficient_data();
			return;
		}
		/* User code gave the object another buffer meanwhile: the decoder's positions are not positions in it. */
		bu->offset = MIN(bu->offset, len);
		if (dec->error != MSGPACK_ERR_EXCEPTION || !EG(exception)) {
			msgpack_lib_throw_unpacking_failed("The buffer was replaced while unpacking");
		}
		return;
	}
	/* User code outside a window (a destructor a cycle collection ran, also one of the partial value) that moved the
	 * offset: where it left it, as the library's error leaves it (a window puts it back at d->start as it closes). */
	size_t moved = UNEXPECTED(bu->moves != d->moves) || (d->start_generation == bu->generation
		&& UNEXPECTED(bu->offset != d->start) && bu->offset != d->from) ? bu->offset : SIZE_MAX;

	if (dec->error == MSGPACK_ERR_INSUFFICIENT && d->start < len && d->start_generation == bu->generation
			&& !(bu->options & MSGPACK_LIB_UNPACK_COMPACT) && moved == SIZE_MAX) {
		/* The decoder refuses a count larger than the bytes left before reading on: the library reads on in order, and
		 * so do we from there, handing extensions their values, to the first error (a destructor of the partial value
		 * threw: then no user code runs, with its exception pending). */
		if (msgpack_lib_unpacker_read_on(bu, d->start, MAX(at, d->start), !EG(exception), kept)
				== MSGPACK_LIB_READ_RAISED) {
			return;
		}
		/* (an extension that ran may have appended to the buffer: moved, not replaced) */
		data = MSGPACK_BU_DATA(bu);
		len = MSGPACK_BU_LEN(bu);
	}

	switch (dec->error) {
		case MSGPACK_ERR_INSUFFICIENT:
			bu->offset = dec->error_items ? msgpack_lib_unpacker_truncation_offset(data, len, at, dec->error_items) : at;
			msgpack_lib_throw_insufficient_data();
			break;
		case MSGPACK_ERR_PARSE:
			bu->offset = MIN(at + 1, len);
			msgpack_lib_throw_unknown_code(at < len ? data[at] : MSGPACK_WIRE_NEVER_USED);
			break;
		case MSGPACK_ERR_MAP_KEY:
			bu->offset = MIN(at + 1, len);
			msgpack_lib_throw_invalid_map_key(at < len ? data[at] : MSGPACK_WIRE_NEVER_USED);
			break;
		case MSGPACK_ERR_DEPTH:
			bu->offset = at;
			msgpack_lib_throw_unpacking_failed("Maximum nesting depth of %u exceeded", dec->max_depth);
			break;
		case MSGPACK_ERR_STACK:
			bu->offset = at;
			msgpack_lib_throw_unpacking_failed("Nesting too deep to unpack: the C stack is nearly exhausted");
			break;
		case MSGPACK_ERR_TOO_LARGE:
			bu->offset = at;
			msgpack_lib_throw_unpacking_failed("Container too large to unpack");
			break;
		case MSGPACK_ERR_INVALID:
			bu->offset = at;
			msgpack_lib_throw_unpacking_failed("%s", dec->error_detail);
			break;
		case MSGPACK_ERR_EXCEPTION:
		default:
			/* thrown by user code or a bigint conversion; the position is the one it left */
			bu->offset = MIN((size_t) (dec->p - dec->start), len);
			if (UNEXPECTED(msgpack_lib_unpacker_unwinding())) {
				/* (exit(): back to the message's first byte, unless user code outside a window moved it, below) */
				msgpack_lib_unpacker_unwind(bu, d->start, d->start_generation);
			}
			break;
	}
	if (UNEXPECTED(moved != SIZE_MAX)) {
		bu->offset = MIN(moved, MSGPACK_BU_LEN(bu));
	}
}
