/*
 * msgpack for PHP: the value classes MessagePack\Type\Bin, Map and Ext.
 *
 * They mark what a PHP value alone cannot say: that a string is binary data, that an array is a map even when it is
 * a list, or that bytes are an extension type. The encoder recognises them by class (they are final) and reads their
 * declared property slots directly; the decoder builds Ext objects the same way. Their CanBePacked::pack() methods go
 * through a Packer, so they live with it (lib_packer.c).
 */

#include "msgpack_codec.h"

zend_class_entry *msgpack_ce_bin;
zend_class_entry *msgpack_ce_map;
zend_class_entry *msgpack_ce_ext;

void msgpack_ext_object_init(zval *out, int8_t type, const char *data, size_t len)
{
	object_init_ex(out, msgpack_ce_ext);
	msgpack_object_set_slot_long(Z_OBJ_P(out), MSGPACK_EXT_PROP_TYPE, type);
	msgpack_object_set_slot_str(Z_OBJ_P(out), MSGPACK_EXT_PROP_DATA, zend_string_init_fast(data, len));
}

ZEND_METHOD(MessagePack_Type_Bin, __construct)
{
	zend_string *data;

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(data)
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

	(void) return_value; /* constructors return nothing */
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(type)
		Z_PARAM_STR(data)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_object_set_slot_long(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_TYPE, type);
	msgpack_object_set_slot_str(Z_OBJ_P(ZEND_THIS), MSGPACK_EXT_PROP_DATA, zend_string_copy(data));
}
