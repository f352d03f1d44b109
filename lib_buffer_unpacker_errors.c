/*
 * msgpack for PHP: how MessagePack\BufferUnpacker reports a message that fails or ends early. Front-end layer,
 * MessagePack\ API (docs/INTERNALS.md).
 *
 * The library reads in order and stops at the first thing wrong. Our decoder refuses a container that declares more
 * entries than the bytes left before reading them, and tryUnpack() scans an incomplete message instead of decoding it
 * (scanner.c), so the error either meets may not be the library's. msgpack_lib_unpacker_raise() turns a failed decode
 * into the library's exception and offset; where the decoder stopped early it asks the scanner for the first error in
 * order, and a walk over the message's items (msgpack_lib_unpacker_walk()) for what the scanner does not judge: ext
 * values and uint64s handed to extensions and conversions. msgpack_lib_unpacker_truncation_offset() gives where the
 * library stops in a truncated message.
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

/* What a walk of a message's items meets first (msgpack_lib_unpacker_walk()). */
typedef enum {
	MSGPACK_LIB_WALK_CLEAR,   /* nothing but what the scanner judges too */
	MSGPACK_LIB_WALK_REFUSED, /* an ext value a native extension refuses (a timestamp of 5 bytes): an error there */
	MSGPACK_LIB_WALK_USER     /* a user extension's ext value, or a uint64 whose conversion may fail: what happens
	                           * there only a decode in order tells */
} msgpack_lib_walk;

/*
 * The scanner frames ext values and uint64s without judging them; the decoder hands them to extensions and
 * conversions. Whether an error the scanner found at `to` is the first one a decode in order meets depends on the
 * items before it: walks them from pos (a message's first byte), each lead byte then its fields, up to `to` or the
 * first item the bytes do not hold whole; those before `decoded` a decode in order has been through already (its user
 * code ran). REFUSED gives where the decoder reports it (the ext data) and why, USER the item's first byte.
 */
static ZEND_COLD msgpack_lib_walk msgpack_lib_unpacker_walk(const msgpack_lib_unpacker *bu, size_t pos, size_t decoded,
	size_t to, size_t *at, char *reason, size_t reason_size)
{
	const unsigned char *buf = MSGPACK_BU_DATA(bu);
	size_t len = MSGPACK_BU_LEN(bu);
	bool bigints_native = msgpack_lib_unpacker_bigints_native(bu);
	bool has_extensions = Z_TYPE(bu->extensions) == IS_ARRAY;
	/* (conservative: with a user extension or a read() override registered, a native one's values count as user
	 * code too) */
	bool extensions_native = has_extensions && msgpack_lib_unpacker_extensions_native(bu);
	msgpack_lib_item item;

	if (!has_extensions && bigints_native) {
		return MSGPACK_LIB_WALK_CLEAR;
	}
	while (pos < MIN(to, len)) {
		if (!msgpack_lib_item_at(buf, len, pos, &item)) {
			break;
		}
		size_t data = pos + 1 + item.header;
		if (len - data < item.body) {
			break;
		}
		if (pos < decoded) {
			/* decoded: went through as the decoder's own, or handed to user code already */
		} else if (buf[pos] == MSGPACK_WIRE_UINT64 && !bigints_native
				&& msgpack_load64(buf + data) > (uint64_t) ZEND_LONG_MAX) {
			*at = pos;
			return MSGPACK_LIB_WALK_USER;
		} else if (item.lead->kind == MSGPACK_KIND_EXT && has_extensions) {
			zval *ext = zend_hash_index_find(Z_ARR(bu->extensions), (int8_t) buf[data]);
			if (ext) {
				const msgpack_ext_type *native = Z_TYPE_P(ext) == IS_OBJECT
					? msgpack_lib_native_extension(Z_OBJCE_P(ext)) : NULL;
				if (!native || !extensions_native) {
					*at = pos;
					return MSGPACK_LIB_WALK_USER;
				}
				zval value;
				msgpack_ext_status status = native->decode(&value, buf + data + 1, (uint32_t) item.length);
				if (status != MSGPACK_EXT_OK) {
					msgpack_ext_reason(native, status, (zend_long) item.length, reason, reason_size);
					*at = data + 1;
					return MSGPACK_LIB_WALK_REFUSED;
				}
				zval_ptr_dtor(&value);
			}
		}
		pos = data + item.body;
	}
	return MSGPACK_LIB_WALK_CLEAR;
}

/* An error the scanner found at `at` of this buffer, raised as a decode that stopped there would raise it. */
static ZEND_COLD void msgpack_lib_unpacker_raise_at(msgpack_lib_unpacker *bu, msgpack_error error, size_t at,
	uint32_t max_depth)
{
	msgpack_lib_unpacker_decoding d;

	memset(&d, 0, sizeof(d));
	d.generation = d.start_generation = bu->generation;
	d.start = bu->offset;
	d.dec.error = error;
	d.dec.error_offset = at;
	d.dec.max_depth = max_depth;
	msgpack_lib_unpacker_raise(bu, &d);
}

/*
 * Raises the first error in order of the message at pos that the scanner found an error in at `at` (or, with error
 * MSGPACK_OK, none before the end of the data), a decode in order having been through it up to `decoded`: what a walk
 * finds before it, else the scanner's own. False, raising nothing, when user code in between decides (the message
 * waits, or fails with what the decoder meets); then *user_at (unless NULL) is the first byte of the item whose user
 * code decides, or SIZE_MAX when there is none.
 */
ZEND_COLD bool msgpack_lib_unpacker_raise_first(msgpack_lib_unpacker *bu, size_t pos, size_t decoded,
	msgpack_error error, size_t at, uint32_t max_depth, size_t *user_at)
{
	msgpack_lib_unpacker_decoding d;
	size_t walk_at = 0;

	memset(&d, 0, sizeof(d));
	if (user_at) {
		*user_at = SIZE_MAX;
	}
	switch (msgpack_lib_unpacker_walk(bu, pos, decoded, error == MSGPACK_OK ? SIZE_MAX : at, &walk_at,
			d.dec.error_detail, sizeof(d.dec.error_detail))) {
		case MSGPACK_LIB_WALK_REFUSED:
			d.generation = d.start_generation = bu->generation;
			d.start = bu->offset;
			d.dec.error = MSGPACK_ERR_INVALID;
			d.dec.error_offset = walk_at;
			msgpack_lib_unpacker_raise(bu, &d);
			return true;
		case MSGPACK_LIB_WALK_USER:
			if (user_at) {
				*user_at = walk_at;
			}
			return false;
		default:
			if (error == MSGPACK_OK) {
				return false;
			}
			msgpack_lib_unpacker_raise_at(bu, error, at, max_depth);
			return true;
	}
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
static ZEND_COLD msgpack_lib_ran msgpack_lib_unpacker_run_item(msgpack_lib_unpacker *bu, size_t pos, size_t start,
	size_t *next, zval *kept)
{
	msgpack_lib_unpacker_decoding d;
	msgpack_lib_item item;
	uint32_t generation = bu->generation;
	zval value;

	if (!msgpack_lib_item_at(MSGPACK_BU_DATA(bu), MSGPACK_BU_LEN(bu), pos, &item)) {
		return MSGPACK_LIB_LOST;
	}
	*next = pos + 1 + item.header + item.body;
	if (msgpack_lib_unpacker_decode_at(bu, &d, &value, pos, start) != SUCCESS) {
		if (d.dec.error == MSGPACK_ERR_INSUFFICIENT && d.generation == bu->generation) {
			/* (cannot happen: the walk found the item whole) */
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
	return bu->offset == *next ? MSGPACK_LIB_RAN : MSGPACK_LIB_LOST;
}

/*
 * A decode that stopped at a container declaring more entries than the bytes left, having been through the message
 * at pos up to `decoded`, the scanner's error at `at` (or, with MSGPACK_OK, none before the data ends): raises the
 * first error in order, running the user code of the items before it as the library's reader does (an extension may
 * throw). False when it is "Not enough data to read" after all (no error in the bytes, or an extension that read more
 * or less than its value, after which the scanner's framing says nothing), raising nothing.
 */
static ZEND_COLD bool msgpack_lib_unpacker_raise_in_order(msgpack_lib_unpacker *bu, size_t pos, size_t decoded,
	msgpack_error error, size_t at, uint32_t max_depth, zval *kept)
{
	size_t user_at;
	size_t from = pos;

	while (!msgpack_lib_unpacker_raise_first(bu, from, decoded, error, at, max_depth, &user_at)) {
		msgpack_lib_ran ran = user_at == SIZE_MAX ? MSGPACK_LIB_LOST
			: msgpack_lib_unpacker_run_item(bu, user_at, pos, &decoded, kept);
		if (ran != MSGPACK_LIB_RAN) {
			return ran == MSGPACK_LIB_RAISED;
		}
		/* the next walk begins where that item ended (an item's boundary): each item is walked once, however many
		 * run */
		from = decoded;
	}
	return true;
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
		/* User code gave the object another buffer meanwhile: the decoder's positions are not positions in it. */
		bu->offset = MIN(bu->offset, len);
		if (dec->error != MSGPACK_ERR_EXCEPTION || !EG(exception)) {
			msgpack_lib_throw_unpacking_failed("The buffer was replaced while unpacking");
		}
		return;
	}
	if (dec->error == MSGPACK_ERR_INSUFFICIENT && d->start < len && d->start_generation == bu->generation
			&& !(bu->options & MSGPACK_LIB_UNPACK_COMPACT)) {
		/* The decoder refuses a count larger than the bytes left before reading on: a key or byte that the library
		 * would have refused first, reading in order, is reported instead (scanner.c), unless user code the decode
		 * would have run first decides. */
		msgpack_options opts;
		size_t scanned_at = 0;
		msgpack_lib_unpacker_options(bu, &opts);
		msgpack_error error = msgpack_scan_error(&opts, data + d->start, len - d->start, &scanned_at);
		if (error == MSGPACK_ERR_INVALID) {
			error = MSGPACK_OK;
		}
		if (msgpack_lib_unpacker_raise_in_order(bu, d->start, MAX(at, d->start), error, d->start + scanned_at,
				opts.max_depth, kept)) {
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
				msgpack_lib_unpacker_rollback(bu, d->start, d->start_generation);
			}
			break;
	}
}
