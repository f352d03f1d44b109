/*
 * msgpack for PHP: the value classes MessagePack\Type\Bin, Map and Ext.
 *
 * They mark what a PHP value alone cannot say: that a string is binary data, that an array is a map even when it is
 * a list, or that bytes are an extension type. The encoder recognises them by class (they are final) and reads their
 * declared property slots directly; the decoder builds Ext objects the same way.
 */

#include "msgpack_internal.h"

zend_class_entry *msgpack_ce_bin;
zend_class_entry *msgpack_ce_map;
zend_class_entry *msgpack_ce_ext;

void msgpack_ext_object_init(zval *out, int8_t type, const char *data, size_t len)
{
	zval v;

	object_init_ex(out, msgpack_ce_ext);
	ZVAL_LONG(&v, type);
	msgpack_object_set_slot(Z_OBJ_P(out), MSGPACK_EXT_PROP_TYPE, &v);
	ZVAL_STRINGL_FAST(&v, data, len);
	msgpack_object_set_slot(Z_OBJ_P(out), MSGPACK_EXT_PROP_DATA, &v);
}

ZEND_METHOD(MessagePack_Type_Bin, __construct)
{
	zend_string *data;
	zval v;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(data)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_STR_COPY(&v, data);
	msgpack_object_set_slot(Z_OBJ_P(ZEND_THIS), MSGPACK_BIN_PROP_DATA, &v);
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
	zval v;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(type)
		Z_PARAM_STR(data)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_LONG(&v, type);
	msgpack_object_set_slot(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_TYPE, &v);
	ZVAL_STR_COPY(&v, data);
	msgpack_object_set_slot(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_DATA, &v);
}

/*
 * CanBePacked::pack(): through the given packer's own method (packBin, packMap, packExt), as the library does, so a
 * subclass or a mock of Packer sees the call.
 */
static void msgpack_type_pack_with(zval *return_value, zval *packer, const char *method, zval *args, uint32_t argc)
{
	smart_str buf = {0};

	if (msgpack_packer_call_method(packer, method, args, argc, &buf) != SUCCESS) {
		smart_str_free(&buf);
		RETURN_THROWS();
	}
	smart_str_0(&buf);
	RETURN_STR(buf.s ? buf.s : ZSTR_EMPTY_ALLOC());
}

ZEND_METHOD(MessagePack_Type_Bin, pack)
{
	zval *packer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_type_pack_with(return_value, packer, "packBin", OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_BIN_PROP_DATA), 1);
}

ZEND_METHOD(MessagePack_Type_Map, pack)
{
	zval *packer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_type_pack_with(return_value, packer, "packMap", OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_MAP_PROP_MAP), 1);
}

ZEND_METHOD(MessagePack_Type_Ext, pack)
{
	zval *packer, args[2];

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
	ZEND_PARSE_PARAMETERS_END();

	/* the two declared properties are adjacent slots: type, data */
	ZVAL_COPY_VALUE(&args[0], OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_TYPE));
	ZVAL_COPY_VALUE(&args[1], OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_DATA));
	msgpack_type_pack_with(return_value, packer, "packExt", args, 2);
}
