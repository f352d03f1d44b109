/*
 * msgpack for PHP: the timestamp ext type (-1), a row of the ext registry (msgpack_ext.h), and its value class
 * MessagePack\Type\Timestamp (its methods are the MessagePack\ front end's: lib_types.c).
 *
 * Wire forms (MessagePack spec): 32-bit (fixext 4: uint32 seconds), 64-bit (fixext 8: 30-bit nanoseconds above 34-bit
 * seconds) and 96-bit (ext8 of 12 bytes: uint32 nanoseconds, int64 seconds). The encoder picks the smallest form that
 * holds the value, with rybakit/msgpack.php's rules; nanoseconds are not range-checked, as there.
 */

#include "msgpack_encoder.h"
#include "msgpack_ext.h"

zend_class_entry *msgpack_ce_timestamp;

void msgpack_timestamp_object_init(zval *out, zend_long seconds, zend_long nanoseconds)
{
	object_init_ex(out, msgpack_ce_timestamp);
	msgpack_object_set_slot_long(Z_OBJ_P(out), MSGPACK_TIMESTAMP_PROP_SEC, seconds);
	msgpack_object_set_slot_long(Z_OBJ_P(out), MSGPACK_TIMESTAMP_PROP_NSEC, nanoseconds);
}

static bool msgpack_timestamp_length_ok(uint32_t len)
{
	return len == 4 || len == 8 || len == 12;
}

static msgpack_ext_status msgpack_timestamp_decode(zval *out, const unsigned char *data, uint32_t len)
{
	int64_t sec;
	uint32_t nsec;

	switch (len) {
		case 4:
			sec = msgpack_load32(data);
			nsec = 0;
			break;
		case 8: {
			uint64_t v = msgpack_load64(data);
			sec = (int64_t) (v & UINT64_C(0x3ffffffff));
			nsec = (uint32_t) (v >> 34);
			break;
		}
		case 12:
			sec = (int64_t) msgpack_load64(data + 4);
			nsec = msgpack_load32(data);
			break;
		default:
			return MSGPACK_EXT_BAD_LENGTH;
	}
	/* 32-bit PHP: a Timestamp that cannot hold the encoded numbers is refused rather than wrapped. */
	if (UNEXPECTED(!MSGPACK_LONG_FITS_INT64(sec)) || UNEXPECTED(!MSGPACK_LONG_FITS_UINT32(nsec))) {
		return MSGPACK_EXT_BAD_VALUE;
	}
	msgpack_timestamp_object_init(out, (zend_long) sec, (zend_long) nsec);
	return MSGPACK_EXT_OK;
}

static void msgpack_timestamp_encode(smart_str *buf, zend_object *ts)
{
	/* 64-bit arithmetic whatever zend_long is: the forms are defined on 34 and 64 bits. */
	int64_t sec = msgpack_object_get_slot_long(ts, MSGPACK_TIMESTAMP_PROP_SEC);
	int64_t nsec = msgpack_object_get_slot_long(ts, MSGPACK_TIMESTAMP_PROP_NSEC);
	int8_t type = msgpack_ext_timestamp.type;
	unsigned char *w;

	if ((sec >> 34) != 0) {
		/* Negative, or too large for the 34 bits of the 64-bit form. */
		msgpack_encode_ext_header(buf, type, 12);
		w = (unsigned char *) smart_str_extend(buf, 12);
		msgpack_store32(w, (uint32_t) nsec);
		msgpack_store64(w + 4, (uint64_t) sec);
	} else if (nsec == 0 && sec <= 0xffffffff) {
		msgpack_encode_ext_header(buf, type, 4);
		w = (unsigned char *) smart_str_extend(buf, 4);
		msgpack_store32(w, (uint32_t) sec);
	} else {
		msgpack_encode_ext_header(buf, type, 8);
		w = (unsigned char *) smart_str_extend(buf, 8);
		msgpack_store64(w, ((uint64_t) nsec << 34) | (uint64_t) sec);
	}
}

const msgpack_ext_type msgpack_ext_timestamp = {
	.type = -1,
	.name = "timestamp",
	.flag = MSGPACK_OPT_EXT_TYPES,
	.ce = &msgpack_ce_timestamp,
	.encode = msgpack_timestamp_encode,
	.length_ok = msgpack_timestamp_length_ok,
	.decode = msgpack_timestamp_decode,
	.bad_length = "Invalid timestamp extension length: " ZEND_LONG_FMT, /* the library's wording */
	/* 32-bit PHP: seconds or nanoseconds that an int cannot hold. */
	.bad_value = "Timestamp out of range for a %d-bit PHP",
};
