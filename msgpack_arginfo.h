/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 64603732cf5b682dec1c9328a5c1c4e88c00a9c8 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_msgpack_serialize, 0, 0, 1)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

#define arginfo_msgpack_pack arginfo_msgpack_serialize

ZEND_BEGIN_ARG_INFO_EX(arginfo_msgpack_unserialize, 0, 0, 1)
	ZEND_ARG_INFO(0, str)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, object, "null")
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
ZEND_END_ARG_INFO()

#define arginfo_msgpack_unpack arginfo_msgpack_unserialize

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Bin___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Map___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, map, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Ext___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, type, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Timestamp___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, nanoseconds, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Type_Timestamp_now, 0, 0, MessagePack\\Type\\Timestamp, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Type_Timestamp_fromDateTime, 0, 1, MessagePack\\Type\\Timestamp, 0)
	ZEND_ARG_OBJ_INFO(0, date, DateTimeInterface, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_Type_Timestamp_getSeconds, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Type_Timestamp_getNanoseconds arginfo_class_MessagePack_Type_Timestamp_getSeconds


ZEND_FUNCTION(msgpack_serialize);
ZEND_FUNCTION(msgpack_unserialize);
ZEND_METHOD(MessagePack_Type_Bin, __construct);
ZEND_METHOD(MessagePack_Type_Map, __construct);
ZEND_METHOD(MessagePack_Type_Ext, __construct);
ZEND_METHOD(MessagePack_Type_Timestamp, __construct);
ZEND_METHOD(MessagePack_Type_Timestamp, now);
ZEND_METHOD(MessagePack_Type_Timestamp, fromDateTime);
ZEND_METHOD(MessagePack_Type_Timestamp, getSeconds);
ZEND_METHOD(MessagePack_Type_Timestamp, getNanoseconds);


static const zend_function_entry ext_functions[] = {
	ZEND_FE(msgpack_serialize, arginfo_msgpack_serialize)
	ZEND_FALIAS(msgpack_pack, msgpack_serialize, arginfo_msgpack_pack)
	ZEND_FE(msgpack_unserialize, arginfo_msgpack_unserialize)
	ZEND_FALIAS(msgpack_unpack, msgpack_unserialize, arginfo_msgpack_unpack)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Bin_methods[] = {
	ZEND_ME(MessagePack_Type_Bin, __construct, arginfo_class_MessagePack_Type_Bin___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Map_methods[] = {
	ZEND_ME(MessagePack_Type_Map, __construct, arginfo_class_MessagePack_Type_Map___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Ext_methods[] = {
	ZEND_ME(MessagePack_Type_Ext, __construct, arginfo_class_MessagePack_Type_Ext___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Timestamp_methods[] = {
	ZEND_ME(MessagePack_Type_Timestamp, __construct, arginfo_class_MessagePack_Type_Timestamp___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Type_Timestamp, now, arginfo_class_MessagePack_Type_Timestamp_now, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_Type_Timestamp, fromDateTime, arginfo_class_MessagePack_Type_Timestamp_fromDateTime, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_Type_Timestamp, getSeconds, arginfo_class_MessagePack_Type_Timestamp_getSeconds, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Type_Timestamp, getNanoseconds, arginfo_class_MessagePack_Type_Timestamp_getNanoseconds, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_MessagePack_Type_Bin(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Bin", class_MessagePack_Type_Bin_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_data_default_value;
	ZVAL_NULL(&property_data_default_value);
	zend_string *property_data_name = zend_string_init("data", sizeof("data") - 1, 1);
	zend_declare_property_ex(class_entry, property_data_name, &property_data_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_data_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Map(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Map", class_MessagePack_Type_Map_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_map_default_value;
	ZVAL_NULL(&property_map_default_value);
	zend_string *property_map_name = zend_string_init("map", sizeof("map") - 1, 1);
	zend_declare_property_ex(class_entry, property_map_name, &property_map_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_map_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Ext(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Ext", class_MessagePack_Type_Ext_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_type_default_value;
	ZVAL_NULL(&property_type_default_value);
	zend_string *property_type_name = zend_string_init("type", sizeof("type") - 1, 1);
	zend_declare_property_ex(class_entry, property_type_name, &property_type_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_type_name);

	zval property_data_default_value;
	ZVAL_NULL(&property_data_default_value);
	zend_string *property_data_name = zend_string_init("data", sizeof("data") - 1, 1);
	zend_declare_property_ex(class_entry, property_data_name, &property_data_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_data_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Timestamp(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Timestamp", class_MessagePack_Type_Timestamp_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_seconds_default_value;
	ZVAL_NULL(&property_seconds_default_value);
	zend_string *property_seconds_name = zend_string_init("seconds", sizeof("seconds") - 1, 1);
	zend_declare_property_ex(class_entry, property_seconds_name, &property_seconds_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_seconds_name);

	zval property_nanoseconds_default_value;
	ZVAL_NULL(&property_nanoseconds_default_value);
	zend_string *property_nanoseconds_name = zend_string_init("nanoseconds", sizeof("nanoseconds") - 1, 1);
	zend_declare_property_ex(class_entry, property_nanoseconds_name, &property_nanoseconds_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_nanoseconds_name);

	return class_entry;
}
