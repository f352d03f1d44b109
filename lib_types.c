/*
 * msgpack for PHP: the methods of the MessagePack\Type value classes, Bin, Map, Ext and Timestamp (MessagePack\ front
 * end; their class entries, property slots and the wire forms are the codec's: msgpack_ext.h).
 *
 * Their CanBePacked::pack() methods go through the given Packer's own methods (packBin, packMap, packExt), as the
 * library's do, so a subclass or a mock of Packer sees the call; Packer::pack() writes these objects natively.
 */

#include "msgpack_lib.h"
#include "zend_interfaces.h"
#include "ext/date/php_date.h"

/* ---- constructors ---------------------------------------------------------------------------------------------- */

/* Their typed parameters refuse null (TypeError), as the library's userland constructors do. */

ZEND_METHOD(MessagePack_Type_Bin, __construct)
{
	zend_string *data;
	zval *data_arg;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_STR_NOT_NULL(data, data_arg, 1)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_object_set_slot_str(Z_OBJ_P(ZEND_THIS), MSGPACK_BIN_PROP_DATA, zend_string_copy(data));
}

ZEND_METHOD(MessagePack_Type_Map, __construct)
{
	zval *map, v;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ARRAY(map)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_COPY(&v, map);
	msgpack_object_set_slot(Z_OBJ_P(ZEND_THIS), MSGPACK_MAP_PROP_MAP, &v);
}

ZEND_METHOD(MessagePack_Type_Ext, __construct)
{
	zend_long type;
	zend_string *data;
	zval *_msgpack_arg, *data_arg;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(2, 2)
		MSGPACK_PARAM_LONG_NOT_NULL(type)
		MSGPACK_PARAM_STR_NOT_NULL(data, data_arg, 2)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_object_set_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_TYPE, type);
	msgpack_object_set_slot_str(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_DATA, zend_string_copy(data));
}

ZEND_METHOD(MessagePack_Type_Timestamp, __construct)
{
	zend_long seconds, nanoseconds = 0;
	zval *_msgpack_arg;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 2)
		MSGPACK_PARAM_LONG_NOT_NULL(seconds)
		Z_PARAM_OPTIONAL
		MSGPACK_PARAM_LONG_NOT_NULL(nanoseconds)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_object_set_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_SEC, seconds);
	msgpack_object_set_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_NSEC, nanoseconds);
}

/* ---- Timestamp ------------------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_Type_Timestamp, now)
{
	struct timeval tv;

	ZEND_PARSE_PARAMETERS_NONE();

	/* Microsecond resolution, like the library's DateTime-based now(). */
	gettimeofday(&tv, NULL);
	msgpack_timestamp_object_init(return_value, (zend_long) tv.tv_sec, (zend_long) tv.tv_usec * 1000);
}

/*
 * A value fromDateTime() passes to the constructor's parameter num, coerced as the library's `new self(...)` has it
 * coerced (its file is not strict): a fractional float is a deprecation, a float out of range, null, an array, an
 * object or a non-numeric string a TypeError, as for a call of our constructor.
 */
static bool msgpack_timestamp_ctor_arg(zval *v, uint32_t num, zend_long *dest)
{
	if (EXPECTED(Z_TYPE_P(v) == IS_LONG)) {
		*dest = Z_LVAL_P(v);
		return true;
	}
	if (Z_TYPE_P(v) != IS_NULL && Z_TYPE_P(v) != IS_ARRAY && Z_TYPE_P(v) != IS_OBJECT
			&& zend_parse_arg_long_weak(v, dest, num) && !EG(exception)) {
		return true;
	}
	if (!EG(exception)) {
		zend_type_error("%s::__construct(): Argument #%" PRIu32 " ($%s) must be of type int, %s given",
			ZSTR_VAL(msgpack_ce_timestamp->name), num, num == 1 ? "seconds" : "nanoseconds", zend_zval_type_name(v));
	}
	return false;
}

ZEND_METHOD(MessagePack_Type_Timestamp, fromDateTime)
{
	zval *date, seconds, micros, format, nanos;
	zend_long sec, nsec, usec, product;
	double dproduct;
	int overflow;
	bool ok;

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
	/*
	 * The library's `(int) $date->format('u') * 1000`: an explicit cast (whatever it says on this PHP), then a product
	 * that becomes a float when it overflows, which the parameter then refuses (or takes, if it is exactly an int).
	 */
	usec = zval_get_long(&micros);
	zval_ptr_dtor(&micros);
	ZEND_SIGNED_MULTIPLY_LONG(usec, 1000, product, dproduct, overflow);
	if (overflow) {
		ZVAL_DOUBLE(&nanos, dproduct);
	} else {
		ZVAL_LONG(&nanos, product);
	}
	ok = !EG(exception) && msgpack_timestamp_ctor_arg(&seconds, 1, &sec) && msgpack_timestamp_ctor_arg(&nanos, 2, &nsec);
	zval_ptr_dtor(&seconds);
	if (!ok) {
		RETURN_THROWS();
	}
	msgpack_timestamp_object_init(return_value, sec, nsec);
}

ZEND_METHOD(MessagePack_Type_Timestamp, getSeconds)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(msgpack_object_get_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_SEC));
}

ZEND_METHOD(MessagePack_Type_Timestamp, getNanoseconds)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(msgpack_object_get_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_TIMESTAMP_PROP_NSEC));
}

/* ---- CanBePacked::pack() ---------------------------------------------------------------------------------------- */

/*
 * CanBePacked::pack(): through the given packer's own method (packBin, packMap, packExt), as the library does, so a
 * subclass or a mock of Packer sees the call. The properties are read as `$this->data` reads them: one a user unset()
 * warns "Undefined property" and is null, which the method then refuses or converts as its parameter does.
 */
static void msgpack_lib_type_pack_with(zval *return_value, zend_object *self, zval *packer, const char *method,
	const char *const *props, uint32_t argc)
{
	smart_str buf = {0};
	zval args[2], rv;
	uint32_t n = 0;
	zend_result result = FAILURE;

	ZEND_ASSERT(argc <= 2);
	for (; n < argc; n++) {
		zval *v = zend_read_property(self->ce, self, props[n], strlen(props[n]), false, &rv);
		ZVAL_COPY_DEREF(&args[n], v);
		if (v == &rv) {
			zval_ptr_dtor(&rv);
		}
		if (UNEXPECTED(EG(exception))) {
			/* the warning's error handler threw */
			n++;
			goto done;
		}
	}
	result = msgpack_lib_packer_call_method(packer, method, args, argc, &buf);
done:
	while (n > 0) {
		zval_ptr_dtor(&args[--n]);
	}
	if (result != SUCCESS) {
		smart_str_free(&buf);
		RETURN_THROWS();
	}
	smart_str_0(&buf);
	RETURN_STR(buf.s ? buf.s : ZSTR_EMPTY_ALLOC());
}

ZEND_METHOD(MessagePack_Type_Bin, pack)
{
	static const char *const props[] = {"data"};
	zval *packer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_type_pack_with(return_value, Z_OBJ_P(ZEND_THIS), packer, "packBin", props, 1);
}

ZEND_METHOD(MessagePack_Type_Map, pack)
{
	static const char *const props[] = {"map"};
	zval *packer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_type_pack_with(return_value, Z_OBJ_P(ZEND_THIS), packer, "packMap", props, 1);
}

ZEND_METHOD(MessagePack_Type_Ext, pack)
{
	static const char *const props[] = {"type", "data"};
	zval *packer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_type_pack_with(return_value, Z_OBJ_P(ZEND_THIS), packer, "packExt", props, 2);
}
