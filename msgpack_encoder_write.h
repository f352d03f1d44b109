/*
 * msgpack for PHP: writing one token, the encoder's inline writers (ints, headers, ext heads, the output's room), which
 * packer.c, packer_php.c and the MessagePack\ front end share. Included by msgpack_encoder.h after the encoder's
 * definition. Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_WRITE_H
#define MSGPACK_ENCODER_WRITE_H

/* Room for n more bytes when the buffer has none left (out of line: a token's writer stays small); a flush hook gets
 * the output first once there are MSGPACK_ENCODE_FLUSH_SIZE bytes of it. */
unsigned char *msgpack_encode_grow(msgpack_encoder *enc, size_t n);

/* n bytes at the end of the output, to be written now. smart_str_extend()'s test, with msgpack_encode_grow() behind it. */
msgpack_inline unsigned char *msgpack_encode_reserve(msgpack_encoder *enc, size_t n)
{
	smart_str *buf = enc->buf;

	if (EXPECTED(buf->s != NULL)) {
		size_t len = ZSTR_LEN(buf->s);
		if (EXPECTED(len + n < buf->a)) {
			ZSTR_LEN(buf->s) = len + n;
			return (unsigned char *) ZSTR_VAL(buf->s) + len;
		}
	}
	return msgpack_encode_grow(enc, n);
}

/* How much output a flush hook is given at least: where the buffer must grow, the output goes out once there is this
 * much of it (less stays, and the buffer grows), so every write but the last is at least this large. Writers that
 * append to enc->buf directly (an object's bytes from the object hook) check it first, so a run of them does not pile
 * up. */
#define MSGPACK_ENCODE_FLUSH_SIZE (64 * 1024)

msgpack_inline void msgpack_encode_flush_check(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->flush != NULL) && enc->buf->s && ZSTR_LEN(enc->buf->s) >= MSGPACK_ENCODE_FLUSH_SIZE) {
		enc->flush(enc);
	}
}

msgpack_inline void msgpack_encode_byte(msgpack_encoder *enc, unsigned char b)
{
	*msgpack_encode_reserve(enc, 1) = b;
}

/* str, bin and ext lengths are 32-bit on the wire; a longer PHP string has no encoding. */
msgpack_inline bool msgpack_encode_length_ok(size_t len)
{
#if SIZEOF_SIZE_T > 4
	return EXPECTED(len <= UINT32_MAX);
#else
	(void) len;
	return true;
#endif
}

msgpack_inline void msgpack_encode_int(msgpack_encoder *enc, zend_long v)
{
	unsigned char *w;

	if (v >= 0) {
		if (v <= MSGPACK_WIRE_POSITIVE_FIXINT_MAX
				&& (EXPECTED(v < MSGPACK_RECORD_ID_FIRST) || EXPECTED(!(enc->flags & MSGPACK_OPT_UINT8_IDS)))) {
			/* 64..127 are uint8 while records are written: those bytes are record ids. */
			msgpack_encode_byte(enc, (unsigned char) v);
		} else if (v <= UINT8_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT8));
			w[0] = MSGPACK_WIRE_UINT8;
			w[1] = (unsigned char) v;
		} else if (v <= UINT16_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT16));
			w[0] = MSGPACK_WIRE_UINT16;
			msgpack_store16(w + 1, (uint16_t) v);
		} else if ((zend_ulong) v <= UINT32_MAX) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT32));
			w[0] = MSGPACK_WIRE_UINT32;
			msgpack_store32(w + 1, (uint32_t) v);
		} else {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_UINT64));
			w[0] = MSGPACK_WIRE_UINT64;
			msgpack_store64(w + 1, (uint64_t) v);
		}
	} else {
		if (v >= MSGPACK_WIRE_NEGATIVE_FIXINT_MIN) {
			msgpack_encode_byte(enc, (unsigned char) (int8_t) v);
		} else if (v >= INT8_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT8));
			w[0] = MSGPACK_WIRE_INT8;
			w[1] = (unsigned char) (int8_t) v;
		} else if (v >= INT16_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT16));
			w[0] = MSGPACK_WIRE_INT16;
			msgpack_store16(w + 1, (uint16_t) (int16_t) v);
		} else if (v >= INT32_MIN) {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT32));
			w[0] = MSGPACK_WIRE_INT32;
			msgpack_store32(w + 1, (uint32_t) (int32_t) v);
		} else {
			w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_INT64));
			w[0] = MSGPACK_WIRE_INT64;
			msgpack_store64(w + 1, (uint64_t) (int64_t) v);
		}
	}
}

msgpack_inline void msgpack_encode_nil(msgpack_encoder *enc)
{
	msgpack_encode_byte(enc, MSGPACK_WIRE_NIL);
}

/* Header of an array or map of n entries. */
msgpack_inline void msgpack_encode_header(msgpack_encoder *enc, uint32_t n, bool is_map)
{
	unsigned char *w;

	if (n <= MSGPACK_WIRE_FIXCOUNT_MAX) {
		msgpack_encode_byte(enc, (unsigned char) ((is_map ? MSGPACK_WIRE_FIXMAP : MSGPACK_WIRE_FIXARRAY) | n));
	} else if (n <= UINT16_MAX) {
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_ARRAY16));
		w[0] = is_map ? MSGPACK_WIRE_MAP16 : MSGPACK_WIRE_ARRAY16;
		msgpack_store16(w + 1, (uint16_t) n);
	} else {
		w = msgpack_encode_reserve(enc, MSGPACK_WIRE_HEAD(MSGPACK_WIRE_ARRAY32));
		w[0] = is_map ? MSGPACK_WIRE_MAP32 : MSGPACK_WIRE_ARRAY32;
		msgpack_store32(w + 1, n);
	}
}

/* The longest ext header: the lead byte, a 4-byte length and the type byte. */
#define MSGPACK_EXT_HEAD_MAX 6

/*
 * The ext header for a body of len bytes (fixext when the length allows), type byte included, written at w (room for
 * MSGPACK_EXT_HEAD_MAX bytes); returns its size. The one place that chooses it: msgpack_encode_ext_header() writes it,
 * and compact mode's string references (ext_string.c) weigh definitions and references by it.
 */
msgpack_inline size_t msgpack_put_ext_head(unsigned char *w, int8_t type, size_t len)
{
	size_t head;

	switch (len) {
		case 1: w[0] = MSGPACK_WIRE_FIXEXT1; head = 1; break;
		case 2: w[0] = MSGPACK_WIRE_FIXEXT2; head = 1; break;
		case 4: w[0] = MSGPACK_WIRE_FIXEXT4; head = 1; break;
		case 8: w[0] = MSGPACK_WIRE_FIXEXT8; head = 1; break;
		case 16: w[0] = MSGPACK_WIRE_FIXEXT16; head = 1; break;
		default:
			if (len <= UINT8_MAX) {
				w[0] = MSGPACK_WIRE_EXT8;
				w[1] = (unsigned char) len;
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT8);
			} else if (len <= UINT16_MAX) {
				w[0] = MSGPACK_WIRE_EXT16;
				msgpack_store16(w + 1, (uint16_t) len);
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT16);
			} else {
				w[0] = MSGPACK_WIRE_EXT32;
				msgpack_store32(w + 1, (uint32_t) len);
				head = MSGPACK_WIRE_HEAD(MSGPACK_WIRE_EXT32);
			}
			break;
	}
	w[head] = (unsigned char) type;
	return head + 1;
}

/* Its size alone (the stores to the scratch bytes vanish once inlined). */
msgpack_inline size_t msgpack_ext_head_size(size_t len)
{
	unsigned char scratch[MSGPACK_EXT_HEAD_MAX];

	return msgpack_put_ext_head(scratch, 0, len);
}

/* A str or bin exactly as the encoder writes it, never as a string reference (ext_string.c writes the repeats it does
 * not reference with it); str8 as for msgpack_encode_str(). */
void msgpack_encode_bytes_as(msgpack_encoder *enc, const char *s, size_t len, bool is_bin, bool str8);
/* A str; str8 says whether 32..255-byte strings may use str8 (PECL's Serializable payloads always do). */
void msgpack_encode_str(msgpack_encoder *enc, const char *s, size_t len, bool str8);
/* The same for a PHP string (whose cached hash serves compact mode's string table). */
void msgpack_encode_zstr(msgpack_encoder *enc, zend_string *str, bool str8);
void msgpack_encode_bin(msgpack_encoder *enc, const char *s, size_t len);
/* Whether the str/bin choice of the options flags (the encoder's, or a map's keys') writes the PHP string s[0..len) as
 * bin. */
bool msgpack_encode_is_bin(uint32_t flags, const char *s, size_t len);
/* A float64, or with f32 a float32. */
void msgpack_encode_float(msgpack_encoder *enc, double d, bool f32);
/* Appends an ext header (fixext when the length allows) for a body of len bytes. */
void msgpack_encode_ext_header(smart_str *buf, int8_t type, size_t len);

#endif /* MSGPACK_ENCODER_WRITE_H */
