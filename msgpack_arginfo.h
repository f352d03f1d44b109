/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 91d63b775d87a19908d9c6ba6a66270a04fd2841 */

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

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_msgpack_last_error, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_msgpack_last_error_msg, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

#if defined(MSGPACK_TEST_COUNTERS)
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_msgpack_test_counters, 0, 0, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, reset, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()
#endif

#if defined(MSGPACK_TEST_COUNTERS)
ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_msgpack_test_frame, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, chunk, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, php_only, _IS_BOOL, 0, "false")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, compact, _IS_BOOL, 0, "false")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, sequential, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()
#endif

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

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_CanBePacked_pack, 0, 1, IS_STRING, 0)
	ZEND_ARG_OBJ_INFO(0, packer, MessagePack\\Packer, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_CanPack_pack, 0, 2, IS_STRING, 1)
	ZEND_ARG_OBJ_INFO(0, packer, MessagePack\\Packer, 0)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Extension_getType arginfo_msgpack_last_error

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Extension_unpackExt, 0, 0, 2)
	ZEND_ARG_OBJ_INFO(0, unpacker, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO(0, extLength, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_PackOptions___construct, 0, 0, 3)
	ZEND_ARG_INFO(0, strBinMode)
	ZEND_ARG_INFO(0, arrMapMode)
	ZEND_ARG_INFO(0, floatMode)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_PackOptions_fromDefaults, 0, 0, MessagePack\\PackOptions, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_PackOptions_fromBitmask, 0, 1, MessagePack\\PackOptions, 0)
	ZEND_ARG_TYPE_INFO(0, bitmask, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_PackOptions_isDetectStrBinMode, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_PackOptions_isForceStrMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isForceBinMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isDetectArrMapMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isForceArrMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isForceMapMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isForceFloat32Mode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isRecordsMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isCompactMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_PackOptions_isSequentialMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_PackOptions_getSingleOption, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, bitmask, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, validBitmask, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_UnpackOptions___construct, 0, 0, 1)
	ZEND_ARG_INFO(0, bigIntMode)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_UnpackOptions_fromDefaults, 0, 0, MessagePack\\\125npackOptions, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_UnpackOptions_fromBitmask, 0, 1, MessagePack\\\125npackOptions, 0)
	ZEND_ARG_TYPE_INFO(0, bitmask, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_UnpackOptions_isBigIntAsStrMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_UnpackOptions_isBigIntAsGmpMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_UnpackOptions_isBigIntAsDecMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_UnpackOptions_isCompactMode arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_UnpackOptions_getSingleOption arginfo_class_MessagePack_PackOptions_getSingleOption

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Structures___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, structures, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxSharedStructures, IS_LONG, 0, "32")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_Structures_toArray, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Structures_count arginfo_msgpack_last_error

#define arginfo_class_MessagePack_Structures_getMaxSharedStructures arginfo_msgpack_last_error

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer___construct, 0, 0, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, transformers, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Packer_extendWith, 0, 1, MessagePack\\Packer, 0)
	ZEND_ARG_OBJ_INFO(0, transformer, MessagePack\\CanPack, 0)
	ZEND_ARG_VARIADIC_OBJ_INFO(0, transformers, MessagePack\\CanPack, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Packer_withStructures, 0, 1, MessagePack\\Packer, 0)
	ZEND_ARG_OBJ_INFO(0, structures, MessagePack\\Structures, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Packer_pack arginfo_msgpack_serialize

#define arginfo_class_MessagePack_Packer_packNil arginfo_class_MessagePack_unpacker

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packBool, 0, 0, 1)
	ZEND_ARG_INFO(0, bool)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packInt, 0, 0, 1)
	ZEND_ARG_INFO(0, int)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packFloat, 0, 0, 1)
	ZEND_ARG_INFO(0, float)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Packer_packFloat32 arginfo_class_MessagePack_Packer_packFloat

#define arginfo_class_MessagePack_Packer_packFloat64 arginfo_class_MessagePack_Packer_packFloat

#define arginfo_class_MessagePack_Packer_packStr arginfo_class_MessagePackUnpacker_feed

#define arginfo_class_MessagePack_Packer_packBin arginfo_class_MessagePackUnpacker_feed

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packArray, 0, 0, 1)
	ZEND_ARG_INFO(0, array)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packArrayHeader, 0, 0, 1)
	ZEND_ARG_INFO(0, size)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packMap, 0, 0, 1)
	ZEND_ARG_INFO(0, map)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Packer_packMapHeader arginfo_class_MessagePack_Packer_packArrayHeader

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packExt, 0, 0, 2)
	ZEND_ARG_INFO(0, type)
	ZEND_ARG_INFO(0, data)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Packer_packToStream, 0, 0, 2)
	ZEND_ARG_INFO(0, stream)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_BufferUnpacker___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, buffer, IS_STRING, 0, "\'\'")
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, extensions, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_extendWith, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_OBJ_INFO(0, extension, MessagePack\\Extension, 0)
	ZEND_ARG_VARIADIC_OBJ_INFO(0, extensions, MessagePack\\Extension, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_withStructures, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_OBJ_INFO(0, structures, MessagePack\\Structures, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_withBuffer, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO(0, buffer, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_append, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_reset, 0, 0, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, buffer, IS_STRING, 0, "\'\'")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_seek, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO(0, offset, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_skip, 0, 1, MessagePack\\BufferUnpacker, 0)
	ZEND_ARG_TYPE_INFO(0, length, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_BufferUnpacker_getRemainingCount arginfo_msgpack_last_error

#define arginfo_class_MessagePack_BufferUnpacker_hasRemaining arginfo_class_MessagePack_PackOptions_isDetectStrBinMode

#define arginfo_class_MessagePack_BufferUnpacker_release arginfo_msgpack_last_error

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_BufferUnpacker_read, 0, 0, 1)
	ZEND_ARG_INFO(0, length)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_BufferUnpacker_tryUnpack arginfo_class_MessagePack_Structures_toArray

#define arginfo_class_MessagePack_BufferUnpacker_unpack arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackNil arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackBool arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackInt arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackFloat arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackStr arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackBin arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackArray arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackArrayHeader arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackMap arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackMapHeader arginfo_class_MessagePack_unpacker

#define arginfo_class_MessagePack_BufferUnpacker_unpackExt arginfo_class_MessagePack_unpacker

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_StreamUnpacker___construct, 0, 0, 1)
	ZEND_ARG_INFO(0, stream)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, extensions, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_StreamUnpacker_getIterator, 0, 0, Iterator, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_MessagePack___construct arginfo_class_MessagePack_unpacker

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_MessagePack_MessagePack_pack, 0, 1, IS_STRING, 0)
	ZEND_ARG_INFO(0, value)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_MessagePack_unpack, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
	ZEND_ARG_INFO_WITH_DEFAULT_VALUE(0, options, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Exception_PackingFailedException_unsupportedType, 0, 1, MessagePack\\Exception\\PackingFailedException, 0)
	ZEND_ARG_INFO(0, value)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Exception_UnpackingFailedException_unknownCode, 0, 1, MessagePack\\Exception\\\125npackingFailedException, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Exception_UnpackingFailedException_unexpectedCode, 0, 2, MessagePack\\Exception\\\125npackingFailedException, 0)
	ZEND_ARG_TYPE_INFO(0, code, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, type, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Exception_UnpackingFailedException_invalidMapKeyType arginfo_class_MessagePack_Exception_UnpackingFailedException_unknownCode

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Exception_InsufficientDataException___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, message, IS_STRING, 0, "\'Not enough data to read\'")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, code, IS_LONG, 0, "0")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, previous, Throwable, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Exception_InvalidOptionException_outOfRange, 0, 2, MessagePack\\Exception\\InvalidOptionException, 0)
	ZEND_ARG_TYPE_INFO(0, invalidOption, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, validOptions, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Extension_TimestampExtension_getType arginfo_msgpack_last_error

#define arginfo_class_MessagePack_Extension_TimestampExtension_pack arginfo_class_MessagePack_CanPack_pack

#define arginfo_class_MessagePack_Extension_TimestampExtension_unpackExt arginfo_class_MessagePack_Extension_unpackExt

#define arginfo_class_MessagePack_TypeTransformer_StreamTransformer_pack arginfo_class_MessagePack_CanPack_pack

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_TypeTransformer_TraversableTransformer___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, packToMap, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_toMap, 0, 0, MessagePack\\TypeTransformer\\TraversableTransformer, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_toArray arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_toMap

#define arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_pack arginfo_class_MessagePack_CanPack_pack

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Bin___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Type_Bin_pack arginfo_class_MessagePack_CanBePacked_pack

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Map___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, map, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Type_Map_pack arginfo_class_MessagePack_CanBePacked_pack

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Ext___construct, 0, 0, 2)
	ZEND_ARG_TYPE_INFO(0, type, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, data, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Type_Ext_pack arginfo_class_MessagePack_CanBePacked_pack

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_MessagePack_Type_Timestamp___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, nanoseconds, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Type_Timestamp_now, 0, 0, MessagePack\\Type\\Timestamp, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_MessagePack_Type_Timestamp_fromDateTime, 0, 1, MessagePack\\Type\\Timestamp, 0)
	ZEND_ARG_OBJ_INFO(0, date, DateTimeInterface, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_MessagePack_Type_Timestamp_getSeconds arginfo_msgpack_last_error

#define arginfo_class_MessagePack_Type_Timestamp_getNanoseconds arginfo_msgpack_last_error


ZEND_FUNCTION(msgpack_serialize);
ZEND_FUNCTION(msgpack_unserialize);
ZEND_FUNCTION(msgpack_last_error);
ZEND_FUNCTION(msgpack_last_error_msg);
#if defined(MSGPACK_TEST_COUNTERS)
ZEND_FUNCTION(msgpack_test_counters);
#endif
#if defined(MSGPACK_TEST_COUNTERS)
ZEND_FUNCTION(msgpack_test_frame);
#endif
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
ZEND_METHOD(MessagePack_PackOptions, __construct);
ZEND_METHOD(MessagePack_PackOptions, fromDefaults);
ZEND_METHOD(MessagePack_PackOptions, fromBitmask);
ZEND_METHOD(MessagePack_PackOptions, isDetectStrBinMode);
ZEND_METHOD(MessagePack_PackOptions, isForceStrMode);
ZEND_METHOD(MessagePack_PackOptions, isForceBinMode);
ZEND_METHOD(MessagePack_PackOptions, isDetectArrMapMode);
ZEND_METHOD(MessagePack_PackOptions, isForceArrMode);
ZEND_METHOD(MessagePack_PackOptions, isForceMapMode);
ZEND_METHOD(MessagePack_PackOptions, isForceFloat32Mode);
ZEND_METHOD(MessagePack_PackOptions, isRecordsMode);
ZEND_METHOD(MessagePack_PackOptions, isCompactMode);
ZEND_METHOD(MessagePack_PackOptions, isSequentialMode);
ZEND_METHOD(MessagePack_PackOptions, getSingleOption);
ZEND_METHOD(MessagePack_UnpackOptions, __construct);
ZEND_METHOD(MessagePack_UnpackOptions, fromDefaults);
ZEND_METHOD(MessagePack_UnpackOptions, fromBitmask);
ZEND_METHOD(MessagePack_UnpackOptions, isBigIntAsStrMode);
ZEND_METHOD(MessagePack_UnpackOptions, isBigIntAsGmpMode);
ZEND_METHOD(MessagePack_UnpackOptions, isBigIntAsDecMode);
ZEND_METHOD(MessagePack_UnpackOptions, isCompactMode);
ZEND_METHOD(MessagePack_UnpackOptions, getSingleOption);
ZEND_METHOD(MessagePack_Structures, __construct);
ZEND_METHOD(MessagePack_Structures, toArray);
ZEND_METHOD(MessagePack_Structures, count);
ZEND_METHOD(MessagePack_Structures, getMaxSharedStructures);
ZEND_METHOD(MessagePack_Packer, __construct);
ZEND_METHOD(MessagePack_Packer, extendWith);
ZEND_METHOD(MessagePack_Packer, withStructures);
ZEND_METHOD(MessagePack_Packer, pack);
ZEND_METHOD(MessagePack_Packer, packNil);
ZEND_METHOD(MessagePack_Packer, packBool);
ZEND_METHOD(MessagePack_Packer, packInt);
ZEND_METHOD(MessagePack_Packer, packFloat);
ZEND_METHOD(MessagePack_Packer, packFloat32);
ZEND_METHOD(MessagePack_Packer, packFloat64);
ZEND_METHOD(MessagePack_Packer, packStr);
ZEND_METHOD(MessagePack_Packer, packBin);
ZEND_METHOD(MessagePack_Packer, packArray);
ZEND_METHOD(MessagePack_Packer, packArrayHeader);
ZEND_METHOD(MessagePack_Packer, packMap);
ZEND_METHOD(MessagePack_Packer, packMapHeader);
ZEND_METHOD(MessagePack_Packer, packExt);
ZEND_METHOD(MessagePack_Packer, packToStream);
ZEND_METHOD(MessagePack_BufferUnpacker, __construct);
ZEND_METHOD(MessagePack_BufferUnpacker, extendWith);
ZEND_METHOD(MessagePack_BufferUnpacker, withStructures);
ZEND_METHOD(MessagePack_BufferUnpacker, withBuffer);
ZEND_METHOD(MessagePack_BufferUnpacker, append);
ZEND_METHOD(MessagePack_BufferUnpacker, reset);
ZEND_METHOD(MessagePack_BufferUnpacker, seek);
ZEND_METHOD(MessagePack_BufferUnpacker, skip);
ZEND_METHOD(MessagePack_BufferUnpacker, getRemainingCount);
ZEND_METHOD(MessagePack_BufferUnpacker, hasRemaining);
ZEND_METHOD(MessagePack_BufferUnpacker, release);
ZEND_METHOD(MessagePack_BufferUnpacker, read);
ZEND_METHOD(MessagePack_BufferUnpacker, tryUnpack);
ZEND_METHOD(MessagePack_BufferUnpacker, unpack);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackNil);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackBool);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackInt);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackFloat);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackStr);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackBin);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackArray);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackArrayHeader);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackMap);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackMapHeader);
ZEND_METHOD(MessagePack_BufferUnpacker, unpackExt);
ZEND_METHOD(MessagePack_StreamUnpacker, __construct);
ZEND_METHOD(MessagePack_StreamUnpacker, getIterator);
ZEND_METHOD(MessagePack_MessagePack, __construct);
ZEND_METHOD(MessagePack_MessagePack, pack);
ZEND_METHOD(MessagePack_MessagePack, unpack);
ZEND_METHOD(MessagePack_Exception_PackingFailedException, unsupportedType);
ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, unknownCode);
ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, unexpectedCode);
ZEND_METHOD(MessagePack_Exception_UnpackingFailedException, invalidMapKeyType);
ZEND_METHOD(MessagePack_Exception_InsufficientDataException, __construct);
ZEND_METHOD(MessagePack_Exception_InvalidOptionException, outOfRange);
ZEND_METHOD(MessagePack_Extension_TimestampExtension, getType);
ZEND_METHOD(MessagePack_Extension_TimestampExtension, pack);
ZEND_METHOD(MessagePack_Extension_TimestampExtension, unpackExt);
ZEND_METHOD(MessagePack_TypeTransformer_StreamTransformer, pack);
ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, __construct);
ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, toMap);
ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, toArray);
ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, pack);
ZEND_METHOD(MessagePack_Type_Bin, __construct);
ZEND_METHOD(MessagePack_Type_Bin, pack);
ZEND_METHOD(MessagePack_Type_Map, __construct);
ZEND_METHOD(MessagePack_Type_Map, pack);
ZEND_METHOD(MessagePack_Type_Ext, __construct);
ZEND_METHOD(MessagePack_Type_Ext, pack);
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
	ZEND_FE(msgpack_last_error, arginfo_msgpack_last_error)
	ZEND_FE(msgpack_last_error_msg, arginfo_msgpack_last_error_msg)
#if defined(MSGPACK_TEST_COUNTERS)
	ZEND_FE(msgpack_test_counters, arginfo_msgpack_test_counters)
#endif
#if defined(MSGPACK_TEST_COUNTERS)
	ZEND_FE(msgpack_test_frame, arginfo_msgpack_test_frame)
#endif
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


static const zend_function_entry class_MessagePack_CanBePacked_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(MessagePack_CanBePacked, pack, arginfo_class_MessagePack_CanBePacked_pack, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_CanPack_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(MessagePack_CanPack, pack, arginfo_class_MessagePack_CanPack_pack, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Extension_methods[] = {
	ZEND_ABSTRACT_ME_WITH_FLAGS(MessagePack_Extension, getType, arginfo_class_MessagePack_Extension_getType, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_ABSTRACT_ME_WITH_FLAGS(MessagePack_Extension, unpackExt, arginfo_class_MessagePack_Extension_unpackExt, ZEND_ACC_PUBLIC|ZEND_ACC_ABSTRACT)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_PackOptions_methods[] = {
	ZEND_ME(MessagePack_PackOptions, __construct, arginfo_class_MessagePack_PackOptions___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(MessagePack_PackOptions, fromDefaults, arginfo_class_MessagePack_PackOptions_fromDefaults, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_PackOptions, fromBitmask, arginfo_class_MessagePack_PackOptions_fromBitmask, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_PackOptions, isDetectStrBinMode, arginfo_class_MessagePack_PackOptions_isDetectStrBinMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isForceStrMode, arginfo_class_MessagePack_PackOptions_isForceStrMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isForceBinMode, arginfo_class_MessagePack_PackOptions_isForceBinMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isDetectArrMapMode, arginfo_class_MessagePack_PackOptions_isDetectArrMapMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isForceArrMode, arginfo_class_MessagePack_PackOptions_isForceArrMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isForceMapMode, arginfo_class_MessagePack_PackOptions_isForceMapMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isForceFloat32Mode, arginfo_class_MessagePack_PackOptions_isForceFloat32Mode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isRecordsMode, arginfo_class_MessagePack_PackOptions_isRecordsMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isCompactMode, arginfo_class_MessagePack_PackOptions_isCompactMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, isSequentialMode, arginfo_class_MessagePack_PackOptions_isSequentialMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_PackOptions, getSingleOption, arginfo_class_MessagePack_PackOptions_getSingleOption, ZEND_ACC_PRIVATE|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_UnpackOptions_methods[] = {
	ZEND_ME(MessagePack_UnpackOptions, __construct, arginfo_class_MessagePack_UnpackOptions___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(MessagePack_UnpackOptions, fromDefaults, arginfo_class_MessagePack_UnpackOptions_fromDefaults, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_UnpackOptions, fromBitmask, arginfo_class_MessagePack_UnpackOptions_fromBitmask, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_UnpackOptions, isBigIntAsStrMode, arginfo_class_MessagePack_UnpackOptions_isBigIntAsStrMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_UnpackOptions, isBigIntAsGmpMode, arginfo_class_MessagePack_UnpackOptions_isBigIntAsGmpMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_UnpackOptions, isBigIntAsDecMode, arginfo_class_MessagePack_UnpackOptions_isBigIntAsDecMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_UnpackOptions, isCompactMode, arginfo_class_MessagePack_UnpackOptions_isCompactMode, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_UnpackOptions, getSingleOption, arginfo_class_MessagePack_UnpackOptions_getSingleOption, ZEND_ACC_PRIVATE|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Structures_methods[] = {
	ZEND_ME(MessagePack_Structures, __construct, arginfo_class_MessagePack_Structures___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Structures, toArray, arginfo_class_MessagePack_Structures_toArray, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Structures, count, arginfo_class_MessagePack_Structures_count, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Structures, getMaxSharedStructures, arginfo_class_MessagePack_Structures_getMaxSharedStructures, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Packer_methods[] = {
	ZEND_ME(MessagePack_Packer, __construct, arginfo_class_MessagePack_Packer___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, extendWith, arginfo_class_MessagePack_Packer_extendWith, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, withStructures, arginfo_class_MessagePack_Packer_withStructures, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, pack, arginfo_class_MessagePack_Packer_pack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packNil, arginfo_class_MessagePack_Packer_packNil, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packBool, arginfo_class_MessagePack_Packer_packBool, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packInt, arginfo_class_MessagePack_Packer_packInt, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packFloat, arginfo_class_MessagePack_Packer_packFloat, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packFloat32, arginfo_class_MessagePack_Packer_packFloat32, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packFloat64, arginfo_class_MessagePack_Packer_packFloat64, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packStr, arginfo_class_MessagePack_Packer_packStr, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packBin, arginfo_class_MessagePack_Packer_packBin, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packArray, arginfo_class_MessagePack_Packer_packArray, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packArrayHeader, arginfo_class_MessagePack_Packer_packArrayHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packMap, arginfo_class_MessagePack_Packer_packMap, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packMapHeader, arginfo_class_MessagePack_Packer_packMapHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packExt, arginfo_class_MessagePack_Packer_packExt, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Packer, packToStream, arginfo_class_MessagePack_Packer_packToStream, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_BufferUnpacker_methods[] = {
	ZEND_ME(MessagePack_BufferUnpacker, __construct, arginfo_class_MessagePack_BufferUnpacker___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, extendWith, arginfo_class_MessagePack_BufferUnpacker_extendWith, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, withStructures, arginfo_class_MessagePack_BufferUnpacker_withStructures, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, withBuffer, arginfo_class_MessagePack_BufferUnpacker_withBuffer, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, append, arginfo_class_MessagePack_BufferUnpacker_append, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, reset, arginfo_class_MessagePack_BufferUnpacker_reset, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, seek, arginfo_class_MessagePack_BufferUnpacker_seek, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, skip, arginfo_class_MessagePack_BufferUnpacker_skip, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, getRemainingCount, arginfo_class_MessagePack_BufferUnpacker_getRemainingCount, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, hasRemaining, arginfo_class_MessagePack_BufferUnpacker_hasRemaining, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, release, arginfo_class_MessagePack_BufferUnpacker_release, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, read, arginfo_class_MessagePack_BufferUnpacker_read, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, tryUnpack, arginfo_class_MessagePack_BufferUnpacker_tryUnpack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpack, arginfo_class_MessagePack_BufferUnpacker_unpack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackNil, arginfo_class_MessagePack_BufferUnpacker_unpackNil, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackBool, arginfo_class_MessagePack_BufferUnpacker_unpackBool, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackInt, arginfo_class_MessagePack_BufferUnpacker_unpackInt, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackFloat, arginfo_class_MessagePack_BufferUnpacker_unpackFloat, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackStr, arginfo_class_MessagePack_BufferUnpacker_unpackStr, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackBin, arginfo_class_MessagePack_BufferUnpacker_unpackBin, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackArray, arginfo_class_MessagePack_BufferUnpacker_unpackArray, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackArrayHeader, arginfo_class_MessagePack_BufferUnpacker_unpackArrayHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackMap, arginfo_class_MessagePack_BufferUnpacker_unpackMap, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackMapHeader, arginfo_class_MessagePack_BufferUnpacker_unpackMapHeader, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_BufferUnpacker, unpackExt, arginfo_class_MessagePack_BufferUnpacker_unpackExt, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_StreamUnpacker_methods[] = {
	ZEND_ME(MessagePack_StreamUnpacker, __construct, arginfo_class_MessagePack_StreamUnpacker___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_StreamUnpacker, getIterator, arginfo_class_MessagePack_StreamUnpacker_getIterator, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_MessagePack_methods[] = {
	ZEND_ME(MessagePack_MessagePack, __construct, arginfo_class_MessagePack_MessagePack___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(MessagePack_MessagePack, pack, arginfo_class_MessagePack_MessagePack_pack, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_MessagePack, unpack, arginfo_class_MessagePack_MessagePack_unpack, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Exception_PackingFailedException_methods[] = {
	ZEND_ME(MessagePack_Exception_PackingFailedException, unsupportedType, arginfo_class_MessagePack_Exception_PackingFailedException_unsupportedType, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Exception_UnpackingFailedException_methods[] = {
	ZEND_ME(MessagePack_Exception_UnpackingFailedException, unknownCode, arginfo_class_MessagePack_Exception_UnpackingFailedException_unknownCode, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_Exception_UnpackingFailedException, unexpectedCode, arginfo_class_MessagePack_Exception_UnpackingFailedException_unexpectedCode, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_Exception_UnpackingFailedException, invalidMapKeyType, arginfo_class_MessagePack_Exception_UnpackingFailedException_invalidMapKeyType, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Exception_InsufficientDataException_methods[] = {
	ZEND_ME(MessagePack_Exception_InsufficientDataException, __construct, arginfo_class_MessagePack_Exception_InsufficientDataException___construct, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Exception_InvalidOptionException_methods[] = {
	ZEND_ME(MessagePack_Exception_InvalidOptionException, outOfRange, arginfo_class_MessagePack_Exception_InvalidOptionException_outOfRange, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Extension_TimestampExtension_methods[] = {
	ZEND_ME(MessagePack_Extension_TimestampExtension, getType, arginfo_class_MessagePack_Extension_TimestampExtension_getType, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Extension_TimestampExtension, pack, arginfo_class_MessagePack_Extension_TimestampExtension_pack, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Extension_TimestampExtension, unpackExt, arginfo_class_MessagePack_Extension_TimestampExtension_unpackExt, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_TypeTransformer_StreamTransformer_methods[] = {
	ZEND_ME(MessagePack_TypeTransformer_StreamTransformer, pack, arginfo_class_MessagePack_TypeTransformer_StreamTransformer_pack, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_TypeTransformer_TraversableTransformer_methods[] = {
	ZEND_ME(MessagePack_TypeTransformer_TraversableTransformer, __construct, arginfo_class_MessagePack_TypeTransformer_TraversableTransformer___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(MessagePack_TypeTransformer_TraversableTransformer, toMap, arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_toMap, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_TypeTransformer_TraversableTransformer, toArray, arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_toArray, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(MessagePack_TypeTransformer_TraversableTransformer, pack, arginfo_class_MessagePack_TypeTransformer_TraversableTransformer_pack, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Bin_methods[] = {
	ZEND_ME(MessagePack_Type_Bin, __construct, arginfo_class_MessagePack_Type_Bin___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Type_Bin, pack, arginfo_class_MessagePack_Type_Bin_pack, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Map_methods[] = {
	ZEND_ME(MessagePack_Type_Map, __construct, arginfo_class_MessagePack_Type_Map___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Type_Map, pack, arginfo_class_MessagePack_Type_Map_pack, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_MessagePack_Type_Ext_methods[] = {
	ZEND_ME(MessagePack_Type_Ext, __construct, arginfo_class_MessagePack_Type_Ext___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(MessagePack_Type_Ext, pack, arginfo_class_MessagePack_Type_Ext_pack, ZEND_ACC_PUBLIC)
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
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_PHPONLY", MSGPACK_PECL_OPT_PHPONLY, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_ASSOC", MSGPACK_PECL_OPT_ASSOC, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_FORCE_F32", MSGPACK_PECL_OPT_FORCE_F32, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MESSAGEPACK_OPT_THROW", MSGPACK_PECL_OPT_THROW, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_NONE", MSGPACK_PECL_ERROR_NONE, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_INSUFFICIENT_DATA", MSGPACK_PECL_ERROR_INSUFFICIENT_DATA, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_PARSE", MSGPACK_PECL_ERROR_PARSE, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_DEPTH", MSGPACK_PECL_ERROR_DEPTH, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_STACK", MSGPACK_PECL_ERROR_STACK, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_TOO_LARGE", MSGPACK_PECL_ERROR_TOO_LARGE, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_INVALID_DATA", MSGPACK_PECL_ERROR_INVALID_DATA, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_EXTRA_BYTES", MSGPACK_PECL_ERROR_EXTRA_BYTES, CONST_PERSISTENT);
	REGISTER_LONG_CONSTANT("MSGPACK_ERROR_UNSUPPORTED_TYPE", MSGPACK_PECL_ERROR_UNSUPPORTED_TYPE, CONST_PERSISTENT);
}

static zend_class_entry *register_class_MessagePack(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "MessagePack", class_MessagePack_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	zval const_OPT_PHPONLY_value;
	ZVAL_LONG(&const_OPT_PHPONLY_value, MSGPACK_PECL_OPT_PHPONLY);
	zend_string *const_OPT_PHPONLY_name = zend_string_init_interned("OPT_PHPONLY", sizeof("OPT_PHPONLY") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_PHPONLY_name, &const_OPT_PHPONLY_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_PHPONLY_name);

	zval const_OPT_ASSOC_value;
	ZVAL_LONG(&const_OPT_ASSOC_value, MSGPACK_PECL_OPT_ASSOC);
	zend_string *const_OPT_ASSOC_name = zend_string_init_interned("OPT_ASSOC", sizeof("OPT_ASSOC") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_ASSOC_name, &const_OPT_ASSOC_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_ASSOC_name);

	zval const_OPT_FORCE_F32_value;
	ZVAL_LONG(&const_OPT_FORCE_F32_value, MSGPACK_PECL_OPT_FORCE_F32);
	zend_string *const_OPT_FORCE_F32_name = zend_string_init_interned("OPT_FORCE_F32", sizeof("OPT_FORCE_F32") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_FORCE_F32_name, &const_OPT_FORCE_F32_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_FORCE_F32_name);

	zval const_OPT_THROW_value;
	ZVAL_LONG(&const_OPT_THROW_value, MSGPACK_PECL_OPT_THROW);
	zend_string *const_OPT_THROW_name = zend_string_init_interned("OPT_THROW", sizeof("OPT_THROW") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_OPT_THROW_name, &const_OPT_THROW_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_OPT_THROW_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePackUnpacker(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "MessagePackUnpacker", class_MessagePackUnpacker_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_CanBePacked(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "CanBePacked", class_MessagePack_CanBePacked_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_CanPack(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "CanPack", class_MessagePack_CanPack_methods);
	class_entry = zend_register_internal_interface(&ce);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Extension(zend_class_entry *class_entry_MessagePack_CanPack)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "Extension", class_MessagePack_Extension_methods);
	class_entry = zend_register_internal_interface(&ce);
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanPack);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_PackOptions(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "PackOptions", class_MessagePack_PackOptions_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval const_FORCE_STR_value;
	ZVAL_LONG(&const_FORCE_STR_value, MSGPACK_PACK_FORCE_STR);
	zend_string *const_FORCE_STR_name = zend_string_init_interned("FORCE_STR", sizeof("FORCE_STR") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_STR_name, &const_FORCE_STR_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_STR_name);

	zval const_FORCE_BIN_value;
	ZVAL_LONG(&const_FORCE_BIN_value, MSGPACK_PACK_FORCE_BIN);
	zend_string *const_FORCE_BIN_name = zend_string_init_interned("FORCE_BIN", sizeof("FORCE_BIN") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_BIN_name, &const_FORCE_BIN_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_BIN_name);

	zval const_DETECT_STR_BIN_value;
	ZVAL_LONG(&const_DETECT_STR_BIN_value, MSGPACK_PACK_DETECT_STR_BIN);
	zend_string *const_DETECT_STR_BIN_name = zend_string_init_interned("DETECT_STR_BIN", sizeof("DETECT_STR_BIN") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_DETECT_STR_BIN_name, &const_DETECT_STR_BIN_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_DETECT_STR_BIN_name);

	zval const_FORCE_ARR_value;
	ZVAL_LONG(&const_FORCE_ARR_value, MSGPACK_PACK_FORCE_ARR);
	zend_string *const_FORCE_ARR_name = zend_string_init_interned("FORCE_ARR", sizeof("FORCE_ARR") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_ARR_name, &const_FORCE_ARR_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_ARR_name);

	zval const_FORCE_MAP_value;
	ZVAL_LONG(&const_FORCE_MAP_value, MSGPACK_PACK_FORCE_MAP);
	zend_string *const_FORCE_MAP_name = zend_string_init_interned("FORCE_MAP", sizeof("FORCE_MAP") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_MAP_name, &const_FORCE_MAP_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_MAP_name);

	zval const_DETECT_ARR_MAP_value;
	ZVAL_LONG(&const_DETECT_ARR_MAP_value, MSGPACK_PACK_DETECT_ARR_MAP);
	zend_string *const_DETECT_ARR_MAP_name = zend_string_init_interned("DETECT_ARR_MAP", sizeof("DETECT_ARR_MAP") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_DETECT_ARR_MAP_name, &const_DETECT_ARR_MAP_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_DETECT_ARR_MAP_name);

	zval const_FORCE_FLOAT32_value;
	ZVAL_LONG(&const_FORCE_FLOAT32_value, MSGPACK_PACK_FORCE_FLOAT32);
	zend_string *const_FORCE_FLOAT32_name = zend_string_init_interned("FORCE_FLOAT32", sizeof("FORCE_FLOAT32") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_FLOAT32_name, &const_FORCE_FLOAT32_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_FLOAT32_name);

	zval const_FORCE_FLOAT64_value;
	ZVAL_LONG(&const_FORCE_FLOAT64_value, MSGPACK_PACK_FORCE_FLOAT64);
	zend_string *const_FORCE_FLOAT64_name = zend_string_init_interned("FORCE_FLOAT64", sizeof("FORCE_FLOAT64") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_FORCE_FLOAT64_name, &const_FORCE_FLOAT64_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_FORCE_FLOAT64_name);

	zval const_RECORDS_value;
	ZVAL_LONG(&const_RECORDS_value, MSGPACK_PACK_RECORDS);
	zend_string *const_RECORDS_name = zend_string_init_interned("RECORDS", sizeof("RECORDS") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_RECORDS_name, &const_RECORDS_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_RECORDS_name);

	zval const_COMPACT_value;
	ZVAL_LONG(&const_COMPACT_value, MSGPACK_PACK_COMPACT);
	zend_string *const_COMPACT_name = zend_string_init_interned("COMPACT", sizeof("COMPACT") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_COMPACT_name, &const_COMPACT_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_COMPACT_name);

	zval const_SEQUENTIAL_value;
	ZVAL_LONG(&const_SEQUENTIAL_value, MSGPACK_PACK_SEQUENTIAL);
	zend_string *const_SEQUENTIAL_name = zend_string_init_interned("SEQUENTIAL", sizeof("SEQUENTIAL") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_SEQUENTIAL_name, &const_SEQUENTIAL_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_SEQUENTIAL_name);

	zval property_strBinMode_default_value;
	ZVAL_NULL(&property_strBinMode_default_value);
	zend_string *property_strBinMode_name = zend_string_init("strBinMode", sizeof("strBinMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_strBinMode_name, &property_strBinMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_strBinMode_name);

	zval property_arrMapMode_default_value;
	ZVAL_NULL(&property_arrMapMode_default_value);
	zend_string *property_arrMapMode_name = zend_string_init("arrMapMode", sizeof("arrMapMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_arrMapMode_name, &property_arrMapMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_arrMapMode_name);

	zval property_floatMode_default_value;
	ZVAL_NULL(&property_floatMode_default_value);
	zend_string *property_floatMode_name = zend_string_init("floatMode", sizeof("floatMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_floatMode_name, &property_floatMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_floatMode_name);

	zval property_compactMode_default_value;
	ZVAL_LONG(&property_compactMode_default_value, 0);
	zend_string *property_compactMode_name = zend_string_init("compactMode", sizeof("compactMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_compactMode_name, &property_compactMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_compactMode_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_UnpackOptions(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "UnpackOptions", class_MessagePack_UnpackOptions_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval const_BIGINT_AS_STR_value;
	ZVAL_LONG(&const_BIGINT_AS_STR_value, MSGPACK_UNPACK_BIGINT_AS_STR);
	zend_string *const_BIGINT_AS_STR_name = zend_string_init_interned("BIGINT_AS_STR", sizeof("BIGINT_AS_STR") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_BIGINT_AS_STR_name, &const_BIGINT_AS_STR_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_BIGINT_AS_STR_name);

	zval const_BIGINT_AS_GMP_value;
	ZVAL_LONG(&const_BIGINT_AS_GMP_value, MSGPACK_UNPACK_BIGINT_AS_GMP);
	zend_string *const_BIGINT_AS_GMP_name = zend_string_init_interned("BIGINT_AS_GMP", sizeof("BIGINT_AS_GMP") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_BIGINT_AS_GMP_name, &const_BIGINT_AS_GMP_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_BIGINT_AS_GMP_name);

	zval const_BIGINT_AS_DEC_value;
	ZVAL_LONG(&const_BIGINT_AS_DEC_value, MSGPACK_UNPACK_BIGINT_AS_DEC);
	zend_string *const_BIGINT_AS_DEC_name = zend_string_init_interned("BIGINT_AS_DEC", sizeof("BIGINT_AS_DEC") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_BIGINT_AS_DEC_name, &const_BIGINT_AS_DEC_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_BIGINT_AS_DEC_name);

	zval const_COMPACT_value;
	ZVAL_LONG(&const_COMPACT_value, MSGPACK_UNPACK_COMPACT);
	zend_string *const_COMPACT_name = zend_string_init_interned("COMPACT", sizeof("COMPACT") - 1, 1);
	zend_declare_class_constant_ex(class_entry, const_COMPACT_name, &const_COMPACT_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(const_COMPACT_name);

	zval property_bigIntMode_default_value;
	ZVAL_NULL(&property_bigIntMode_default_value);
	zend_string *property_bigIntMode_name = zend_string_init("bigIntMode", sizeof("bigIntMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_bigIntMode_name, &property_bigIntMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_bigIntMode_name);

	zval property_compactMode_default_value;
	ZVAL_LONG(&property_compactMode_default_value, 0);
	zend_string *property_compactMode_name = zend_string_init("compactMode", sizeof("compactMode") - 1, 1);
	zend_declare_property_ex(class_entry, property_compactMode_name, &property_compactMode_default_value, ZEND_ACC_PRIVATE, NULL);
	zend_string_release(property_compactMode_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Structures(zend_class_entry *class_entry_Countable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "Structures", class_MessagePack_Structures_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 1, class_entry_Countable);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Packer(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "Packer", class_MessagePack_Packer_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_BufferUnpacker(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "BufferUnpacker", class_MessagePack_BufferUnpacker_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_StreamUnpacker(zend_class_entry *class_entry_IteratorAggregate)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "StreamUnpacker", class_MessagePack_StreamUnpacker_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	zend_class_implements(class_entry, 1, class_entry_IteratorAggregate);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_MessagePack(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack", "MessagePack", class_MessagePack_MessagePack_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Exception_PackingFailedException(zend_class_entry *class_entry_RuntimeException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Exception", "PackingFailedException", class_MessagePack_Exception_PackingFailedException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_RuntimeException);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Exception_UnpackingFailedException(zend_class_entry *class_entry_RuntimeException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Exception", "UnpackingFailedException", class_MessagePack_Exception_UnpackingFailedException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_RuntimeException);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Exception_InsufficientDataException(zend_class_entry *class_entry_MessagePack_Exception_UnpackingFailedException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Exception", "InsufficientDataException", class_MessagePack_Exception_InsufficientDataException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_MessagePack_Exception_UnpackingFailedException);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Exception_InvalidOptionException(zend_class_entry *class_entry_InvalidArgumentException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Exception", "InvalidOptionException", class_MessagePack_Exception_InvalidOptionException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_InvalidArgumentException);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Extension_TimestampExtension(zend_class_entry *class_entry_MessagePack_Extension)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Extension", "TimestampExtension", class_MessagePack_Extension_TimestampExtension_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_MessagePack_Extension);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_TypeTransformer_StreamTransformer(zend_class_entry *class_entry_MessagePack_CanPack)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\TypeTransformer", "StreamTransformer", class_MessagePack_TypeTransformer_StreamTransformer_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanPack);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_TypeTransformer_TraversableTransformer(zend_class_entry *class_entry_MessagePack_CanPack)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\TypeTransformer", "TraversableTransformer", class_MessagePack_TypeTransformer_TraversableTransformer_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanPack);

	zval property_packToMap_default_value;
	ZVAL_UNDEF(&property_packToMap_default_value);
	zend_string *property_packToMap_name = zend_string_init("packToMap", sizeof("packToMap") - 1, 1);
	zend_declare_typed_property(class_entry, property_packToMap_name, &property_packToMap_default_value, ZEND_ACC_PRIVATE|ZEND_ACC_READONLY, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_BOOL));
	zend_string_release(property_packToMap_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Bin(zend_class_entry *class_entry_MessagePack_CanBePacked)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Bin", class_MessagePack_Type_Bin_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanBePacked);

	zval property_data_default_value;
	ZVAL_NULL(&property_data_default_value);
	zend_string *property_data_name = zend_string_init("data", sizeof("data") - 1, 1);
	zend_declare_property_ex(class_entry, property_data_name, &property_data_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_data_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Map(zend_class_entry *class_entry_MessagePack_CanBePacked)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Map", class_MessagePack_Type_Map_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanBePacked);

	zval property_map_default_value;
	ZVAL_NULL(&property_map_default_value);
	zend_string *property_map_name = zend_string_init("map", sizeof("map") - 1, 1);
	zend_declare_property_ex(class_entry, property_map_name, &property_map_default_value, ZEND_ACC_PUBLIC, NULL);
	zend_string_release(property_map_name);

	return class_entry;
}

static zend_class_entry *register_class_MessagePack_Type_Ext(zend_class_entry *class_entry_MessagePack_CanBePacked)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "MessagePack\\Type", "Ext", class_MessagePack_Type_Ext_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;
	zend_class_implements(class_entry, 1, class_entry_MessagePack_CanBePacked);

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
