/*
 * msgpack for PHP: msgpackr's bundled strings (its bundleStrings option), read in compact mode (msgpack_compact.h;
 * docs/FORMAT.md section 3.4). This extension never writes them: its string references (ext_string.c) do that job.
 *
 * An ext of type 0x62 ('b') whose body starts with a 4-byte big-endian offset opens a bundle: two str values at body +
 * offset, the first holding strings with characters beyond Latin-1's first half, the second the others. The ext
 * stands for the value after it (a wrapper, counted as one nesting level). From there on, `c1 N` (the byte 0xc1 and an
 * integer) is the next -N characters of the first string (N <= 0) or the next N of the second (N > 0), characters
 * being JavaScript's UTF-16 code units. A later bundle ext carries the earlier bundle's strings in its body after its
 * offset; the last bundle's strings follow the message's value, and the message ends after them.
 *
 * The decoder keeps offsets (from dec->start), not pointers: an extension may replace the buffer, and every string is
 * bounds-checked where it is taken. A front end whose user code reads a value in the middle of a message (msgpackr's
 * write() extensions write theirs inline) lends that decode the message's bundle and takes back where it left it;
 * where it cannot (the buffer was replaced, the strings released), it sets their ends past any buffer: gone.
 */

#include "msgpack_decoder.h"

/* A str header at dec->start + *at: its bytes' offsets in [*from, *to), *at moved past it. */
static zend_result msgpack_bundle_str(msgpack_decoder *dec, size_t *at, size_t *from, size_t *to)
{
	size_t len = (size_t) (dec->end - dec->start);
	const unsigned char *p = dec->start + *at;

	if (UNEXPECTED(*at >= len)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(*p);
	if (UNEXPECTED(lead->kind != MSGPACK_KIND_STR)) {
		/* (no offset in the text: it would be the buffer's, which release() and pieces change) */
		return msgpack_decode_invalid(dec, "A bundle's strings must be two str values (0x%02x found)", *p);
	}
	if (UNEXPECTED(len - *at < lead->head)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	size_t bytes = msgpack_wire_length(lead, p);
	*from = *at + lead->head;
	if (UNEXPECTED(len - *from < bytes)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	*to = *at = *from + bytes;
	return SUCCESS;
}

/* `d6 62 OFFSET` (or a longer form carrying the last bundle's strings) and the value it stands for; dec->p at the body. */
static zend_result msgpack_bundle_begin(msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len)
{
	const unsigned char *body = dec->p;
	size_t body_at = (size_t) (body - dec->start);

	(void) lead;
	ZVAL_NULL(out);
	if (UNEXPECTED(len < 4)) {
		return msgpack_decode_invalid(dec, "A bundle (ext 0x62) of %u bytes: it begins with the 4-byte offset of its "
			"strings", len);
	}
	uint32_t offset = msgpack_load32(body);
	if (UNEXPECTED(offset < len)) {
		return msgpack_decode_invalid(dec, "A bundle's strings at %u bytes from its body, inside its own %u bytes", offset,
			len);
	}
	if (dec->bundle_at && UNEXPECTED(dec->bundle_at < body_at + 4 || dec->bundle_end > body_at + len)) {
		/* msgpackr writes the strings of the bundle before inside the next one's ext: that keeps them in the message */
		return msgpack_decode_invalid(dec, "The strings of the bundle before are not inside the next bundle");
	}
	if (dec->bundle_at && UNEXPECTED(dec->bundle_half[0] || dec->bundle_half[1])) {
		return msgpack_decode_invalid(dec, "A bundled string ends inside a character");
	}
	if (UNEXPECTED((size_t) (dec->end - body) <= offset)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
	}
	size_t at = body_at + offset;
	dec->bundle_at = at;
	if (UNEXPECTED(msgpack_bundle_str(dec, &at, &dec->bundle_pos[0], &dec->bundle_stop[0]) != SUCCESS)
			|| UNEXPECTED(msgpack_bundle_str(dec, &at, &dec->bundle_pos[1], &dec->bundle_stop[1]) != SUCCESS)) {
		dec->bundle_at = 0;
		return FAILURE;
	}
	dec->bundle_end = at;
	dec->bundle_half[0] = dec->bundle_half[1] = false;
	dec->p = body + len;
	/* The value the ext stands for, one level deeper: a chain of bundles cannot recurse without end. */
	if (UNEXPECTED(msgpack_decode_container_enter(dec, out, 1, 1) != SUCCESS)) {
		return FAILURE;
	}
	if (UNEXPECTED(dec->field_name) && msgpack_decode_name_refused(dec)) {
		/* (a record's field name, wrapped: held to the same rule) */
		dec->depth--;
		return FAILURE;
	}
	zend_result result = msgpack_decode_value(dec, out);
	dec->depth--;
	return result;
}

/*
 * The bytes of n UTF-16 code units (what JavaScript counts as a string's length) from the start of the UTF-8 s[0..len):
 * a character of four bytes counts two, a byte that begins no character one. SIZE_MAX: s holds fewer. *split: the
 * count ends between the two units of a 4-byte character, which is not in the bytes returned.
 */
static size_t msgpack_bundle_units(const unsigned char *s, size_t len, uint64_t n, bool *split)
{
	size_t i = 0;

	*split = false;
	while (n > 0) {
		if (EXPECTED(i < len) && EXPECTED(s[i] < 0x80)) {
			i++;
			n--;
			continue;
		}
		if (i >= len) {
			return SIZE_MAX;
		}
		unsigned char c = s[i];
		size_t width = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
		uint64_t units = width == 4 ? 2 : 1;
		if (units > n) {
			/* A JavaScript string that ends with the first half of a surrogate pair, the next string starting with
			 * the second: the bundle's UTF-8 joined the two halves into one character */
			*split = true;
			return i;
		}
		size_t j = 1;
		while (j < width && i + j < len && (s[i + j] & 0xc0) == 0x80) {
			j++;
		}
		i += j;
		n -= units;
	}
	return i;
}

/* The integer after 0xc1 at p (whose end is end): its value and size; false: no integer there (yet: *size 0). */
static bool msgpack_bundle_count(const unsigned char *p, const unsigned char *end, int64_t *value, size_t *size)
{
	const msgpack_wire_lead *lead;

	*size = 0;
	if (p >= end) {
		return false;
	}
	lead = msgpack_wire_lead_of(*p);
	if (lead->kind != MSGPACK_KIND_INT) {
		*size = 1;
		return false;
	}
	if ((size_t) (end - p) < lead->head) {
		return false;
	}
	*size = lead->head;
	switch (*p) {
		case MSGPACK_WIRE_UINT8: *value = p[1]; break;
		case MSGPACK_WIRE_UINT16: *value = msgpack_load16(p + 1); break;
		case MSGPACK_WIRE_UINT32: *value = msgpack_load32(p + 1); break;
		/* (beyond any string: refused as too long) */
		case MSGPACK_WIRE_UINT64: *value = (int64_t) MIN(msgpack_load64(p + 1), (uint64_t) INT64_MAX); break;
		case MSGPACK_WIRE_INT8: *value = (int8_t) p[1]; break;
		case MSGPACK_WIRE_INT16: *value = (int16_t) msgpack_load16(p + 1); break;
		case MSGPACK_WIRE_INT32: *value = (int32_t) msgpack_load32(p + 1); break;
		case MSGPACK_WIRE_INT64: *value = (int64_t) msgpack_load64(p + 1); break;
		default: *value = (int8_t) *p; break; /* a positive or negative fixint */
	}
	return true;
}

zend_result msgpack_decode_bundled(msgpack_decoder *dec, zval *out)
{
	const unsigned char *at = dec->p;
	int64_t chars;
	size_t size;

	ZVAL_NULL(out);
	if (!dec->bundle_at) {
		/* no bundle: 0xc1 starts no value */
		return msgpack_decode_error(dec, MSGPACK_ERR_PARSE);
	}
	if (UNEXPECTED(!msgpack_bundle_count(at + 1, dec->end, &chars, &size))) {
		if (size == 0) {
			dec->p = at + 1;
			return msgpack_decode_error(dec, MSGPACK_ERR_INSUFFICIENT);
		}
		return msgpack_decode_invalid(dec, "A bundled string's length must be an integer");
	}
	/* N > 0: the second string's next N characters; N <= 0: the first's next -N */
	int k = chars > 0;
	uint64_t n = chars > 0 ? (uint64_t) chars : (uint64_t) 0 - (uint64_t) chars;
	size_t from = dec->bundle_pos[k], stop = dec->bundle_stop[k];
	if (UNEXPECTED(stop > (size_t) (dec->end - dec->start))) {
		/* an extension replaced the buffer: its bytes are not the bundle's */
		return msgpack_decode_invalid(dec, "The bundle's strings are gone: the buffer was replaced");
	}
	bool lead_half = dec->bundle_half[k] && n > 0, split;
	size_t skip = 0;
	if (lead_half) {
		/* the second half of the character the string before was cut in: its unit is this string's first */
		skip = msgpack_bundle_units(dec->start + from, stop - from, 2, &split);
		if (UNEXPECTED(skip == SIZE_MAX || split)) {
			return msgpack_decode_invalid(dec, "A bundled string ends inside a character");
		}
		n--;
	}
	size_t bytes = msgpack_bundle_units(dec->start + from + skip, stop - from - skip, n, &split);
	if (UNEXPECTED(bytes == SIZE_MAX)) {
		return msgpack_decode_invalid(dec, "A bundled string of %" PRIu64 " characters, beyond its bundle (or inside a "
			"character)", n + lead_half);
	}
	if (EXPECTED(!lead_half && !split)) {
		ZVAL_STRINGL_FAST(out, (const char *) dec->start + from, bytes);
	} else {
		/* each half alone is a lone surrogate, which msgpackr (Node's UTF-8) writes as U+FFFD outside a bundle */
		static const char replacement[] = "\xef\xbf\xbd";
		zend_string *str = zend_string_alloc(bytes + (lead_half + split) * 3, 0);
		char *w = ZSTR_VAL(str);
		if (lead_half) {
			memcpy(w, replacement, 3);
			w += 3;
		}
		memcpy(w, dec->start + from + skip, bytes);
		w += bytes;
		if (split) {
			memcpy(w, replacement, 3);
			w += 3;
		}
		*w = '\0';
		ZVAL_NEW_STR(out, str);
	}
	dec->bundle_pos[k] = from + skip + bytes;
	if (n + lead_half > 0) {
		dec->bundle_half[k] = split;
	}
	dec->p = at + 1 + size;
	return SUCCESS;
}

zend_result msgpack_decode_bundle_end(msgpack_decoder *dec)
{
	size_t at = (size_t) (dec->p - dec->start);

	if (dec->depth > 0) {
		/* A value read in the middle of a message (it began deeper than a message's root): its strings are the
		 * message's to end, past its value, once its front end took back where this decode left them. */
		return SUCCESS;
	}
	if (UNEXPECTED(dec->bundle_stop[0] > (size_t) (dec->end - dec->start))) {
		return msgpack_decode_invalid(dec, "The bundle's strings are gone: the buffer was replaced");
	}
	if (UNEXPECTED(dec->bundle_half[0] || dec->bundle_half[1])) {
		/* the other half of a character a string was cut in: msgpackr starts the next string with it */
		return msgpack_decode_invalid(dec, "A bundled string ends inside a character");
	}
	if (UNEXPECTED(at != dec->bundle_at)) {
		/* said in bytes between the two: offsets would be the buffer's, which release() and pieces change */
		return at < dec->bundle_at
			? msgpack_decode_invalid(dec, "The value ends %zu bytes before its bundled strings begin", dec->bundle_at - at)
			: msgpack_decode_invalid(dec, "The value ends %zu bytes after its bundled strings begin", at - dec->bundle_at);
	}
	dec->p = dec->start + dec->bundle_end;
	dec->bundle_at = 0;
	return SUCCESS;
}

const msgpack_ext_type msgpack_ext_bundle = {
	.type = MSGPACK_EXT_BUNDLE,
	.name = "bundled strings",
	.flag = MSGPACK_OPT_BUNDLES,
	.decode_in = msgpack_bundle_begin,
};
