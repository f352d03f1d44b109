/*
 * msgpack for PHP: the timestamp extension type (-1) and MessagePack\Type\Timestamp.
 *
 * Wire forms (MessagePack spec): 32-bit (fixext 4: uint32 seconds), 64-bit (fixext 8: 30-bit nanoseconds above 34-bit
 * seconds) and 96-bit (ext8 of 12 bytes: uint32 nanoseconds, int64 seconds). The packer picks the smallest form that
 * holds the value, with rybakit/msgpack.php's rules; nanoseconds are not range-checked, as there.
 */

#include "msgpack_encoder.h"
#include "Zend/zend_interfaces.h"
#include "ext/date/php_date.h"

zend_class_entry *msgpack_ce_timestamp;

static void msgpack_timestamp_set(zend_object *obj, zend_long seconds, zend_long nanoseconds)
{
	msgpack_object_set_slot_long(obj, MSGPACK_TIMESTAMP_PROP_SEC, seconds);
	msgpack_object_set_slot_long(obj, MSGPACK_TIMESTAMP_PROP_NSEC, nanoseconds);
}

void msgpack_timestamp_object_init(zval *out, zend_long seconds, zend_long nanoseconds)
{
	object_init_ex(out, msgpack_ce_timestamp);
	msgpack_timestamp_set(Z_OBJ_P(out), seconds, nanoseconds);
}

bool msgpack_timestamp_decode(zval *out, const unsigned char *data, size_t len)
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
			return false;
	}
	/* 32-bit PHP: a Timestamp that cannot hold the encoded numbers is refused rather than wrapped. */
	if (UNEXPECTED(!MSGPACK_LONG_FITS_INT64(sec)) || UNEXPECTED(!MSGPACK_LONG_FITS_UINT32(nsec))) {
		return false;
	}
	msgpack_timestamp_object_init(out, (zend_long) sec, (zend_long) nsec);
	return true;
}

static zend_long msgpack_timestamp_prop(zend_object *ts, uint32_t slot)
{
	zval *v = OBJ_PROP_NUM(ts, slot);

	ZVAL_DEREF(v);
	return Z_TYPE_P(v) == IS_LONG ? Z_LVAL_P(v) : zval_get_long(v);
}

void msgpack_timestamp_encode(smart_str *buf, zend_object *ts)
{
	/* 64-bit arithmetic whatever zend_long is: the forms are defined on 34 and 64 bits. */
	int64_t sec = msgpack_timestamp_prop(ts, MSGPACK_TIMESTAMP_PROP_SEC);
	int64_t nsec = msgpack_timestamp_prop(ts, MSGPACK_TIMESTAMP_PROP_NSEC);
	unsigned char *w;

	if ((sec >> 34) != 0) {
		/* Negative, or too large for the 34 bits of the 64-bit form. */
		msgpack_encode_ext_header(buf, MSGPACK_EXT_TIMESTAMP, 12);
		w = (unsigned char *) smart_str_extend(buf, 12);
		msgpack_store32(w, (uint32_t) nsec);
		msgpack_store64(w + 4, (uint64_t) sec);
	} else if (nsec == 0 && sec <= 0xffffffff) {
		msgpack_encode_ext_header(buf, MSGPACK_EXT_TIMESTAMP, 4);
		w = (unsigned char *) smart_str_extend(buf, 4);
		msgpack_store32(w, (uint32_t) sec);
	} else {
		msgpack_encode_ext_header(buf, MSGPACK_EXT_TIMESTAMP, 8);
		w = (unsigned char *) smart_str_extend(buf, 8);
		msgpack_store64(w, ((uint64_t) nsec << 34) | (uint64_t) sec);
	}
}

/* ---- class MessagePack\Type\Timestamp ---------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_Type_Timestamp, __construct)
{
	zend_long seconds, nanoseconds = 0;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_LONG(seconds)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(nanoseconds)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_timestamp_set(Z_OBJ_P(ZEND_THIS), seconds, nanoseconds);
}

ZEND_METHOD(MessagePack_Type_Timestamp, now)
{
	struct timeval tv;

	ZEND_PARSE_PARAMETERS_NONE();

	/* Microsecond resolution, like the library's DateTime-based now(). */
	gettimeofday(&tv, NULL);
	msgpack_timestamp_object_init(return_value, (zend_long) tv.tv_sec, (zend_long) tv.tv_usec * 1000);
}

ZEND_METHOD(MessagePack_Type_Timestamp, fromDateTime)
{
	zval *date, seconds, micros, format;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(date, php_date_get_interface_ce())
	ZEND_PARSE_PARAMETERS_END();

	/* Through the public methods, so subclasses and uninitialised objects behave as they do in userland. */
	zend_call_method_with_0_params(Z_OBJ_P(date), Z_OBJCE_P(date), NULL, "gettimestamp", &seconds);
	if (EG(exception)) {
		zval_ptr_dtor(&seconds);
		RETURN_THROWS();
	}
	ZVAL_STRINGL(&format, "u", 1);
	zend_call_method_with_1_params(Z_OBJ_P(date), Z_OBJCE_P(date), NULL, "format", &micros, &format);
	zval_ptr_dtor(&format);
	if (EG(exception)) {
		zval_ptr_dtor(&seconds);
		zval_ptr_dtor(&micros);
		RETURN_THROWS();
	}
	msgpack_timestamp_object_init(return_value, zval_get_long(&seconds), zval_get_long(&micros) * 1000);
	zval_ptr_dtor(&seconds);
	zval_ptr_dtor(&micros);
}

ZEND_METHOD(MessagePack_Type_Timestamp, getSeconds)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(msgpack_timestamp_prop(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_SEC));
}

ZEND_METHOD(MessagePack_Type_Timestamp, getNanoseconds)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(msgpack_timestamp_prop(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_NSEC));
}
