/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 257abce2f4c44a22f76502463ac373c07b90cc24 */

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

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack___construct, 0, 0, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, opt, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_setOption, 0, 0, 2)
	ZEND_ARG_INFO(0, option)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_pack arginfo_msgpack_serialize

#define arginfo_class_MessagePack_unpack arginfo_msgpack_unserialize

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_unpacker, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePackUnpacker___construct, 0, 0, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, opt, "null")
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePackUnpacker___destruct arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePackUnpacker_setOption arginfo_class_MessagePack_setOption

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePackUnpacker_feed, 0, 0, 1)
	ZEND_ARG_INFO(0, str)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePackUnpacker_execute, 0, 0, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, str, "null")
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(1, offset, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePackUnpacker_data, 0, 0, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, object, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePackUnpacker_reset arginfo_class_MessagePack_unpacker

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
ZEND_METHOD(MessagePack, __construct);
ZEND_METHOD(MessagePack, setOption);
ZEND_METHOD(MessagePack, pack);
ZEND_METHOD(MessagePack, unpack);
ZEND_METHOD(MessagePack, unpacker);
ZEND_METHOD(MessagePackUnpacker, __construct);
ZEND_METHOD(MessagePackUnpacker, __destruct);
ZEND_METHOD(MessagePackUnpacker, setOption);
ZEND_METHOD(MessagePackUnpacker, feed);
ZEND_METHOD(MessagePackUnpacker, execute);
ZEND_METHOD(MessagePackUnpacker, data);
ZEND_METHOD(MessagePackUnpacker, reset);
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


static const zend_function_entry class_MessagePack_methods[] = {
	ZEND_ME(MessagePack, __construct, arginfo_class_MessagePack___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack, setOption, arginfo_class_MessagePack_setOption, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack, pack, arginfo_class_MessagePack_pack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack, unpack, arginfo_class_MessagePack_unpack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack, unpacker, arginfo_class_MessagePack_unpacker, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePackUnpacker_methods[] = {
	ZEND_ME(MessagePackUnpacker, __construct, arginfo_class_MessagePackUnpacker___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, __destruct, arginfo_class_MessagePackUnpacker___destruct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, setOption, arginfo_class_MessagePackUnpacker_setOption, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, feed, arginfo_class_MessagePackUnpacker_feed, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, execute, arginfo_class_MessagePackUnpacker_execute, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, data, arginfo_class_MessagePackUnpacker_data, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePackUnpacker, reset, arginfo_class_MessagePackUnpacker_reset, ZEND_ACC_PUBLIC)
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

static void register_msgpack_symbols(int module_number)
{
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_PHPONLY", -1001, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_ASSOC", -1002, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_FORCE_F32", -1003, CONST_PERSISTENT);
}

static zend_class_entry *register_class_MessagePack(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "MessagePack", class_MessagePack_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	zval const_OPT_PHPONLY_value;
	ZVAL_LONG(&const_OPT_PHPONLY_value, -1001);
	zend_string *const_OPT_PHPONLY_name = zend_string_init_interned("OPT_PHPONLY", sizeof("OPT_PHPONLY") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_PHPONLY_name, &const_OPT_PHPONLY_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_PHPONLY_name);

	zval const_OPT_ASSOC_value;
	ZVAL_LONG(&const_OPT_ASSOC_value, -1002);
	zend_string *const_OPT_ASSOC_name = zend_string_init_interned("OPT_ASSOC", sizeof("OPT_ASSOC") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_ASSOC_name, &const_OPT_ASSOC_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_ASSOC_name);

	zval const_OPT_FORCE_F32_value;
	ZVAL_LONG(&const_OPT_FORCE_F32_value, -1003);
	zend_string *const_OPT_FORCE_F32_name = zend_string_init_interned("OPT_FORCE_F32", sizeof("OPT_FORCE_F32") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_FORCE_F32_name, &const_OPT_FORCE_F32_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_FORCE_F32_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePackUnpacker(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "MessagePackUnpacker", class_MessagePackUnpacker_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	return class_entry;
}

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
