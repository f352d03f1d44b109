/*
 * msgpack for PHP: MessagePack\MessagePack, the library's static facade: pack() and unpack() with TimestampExtension
 * registered (the plain Packer and BufferUnpacker register nothing by default).
 */

#include "msgpack_lib.h"

ZEND_METHOD(MessagePack_MessagePack, __construct)
{
	ZEND_PARSE_PARAMETERS_NONE();
	(void) return_value;
}

ZEND_METHOD(MessagePack_MessagePack, pack)
{
	zval *value, *options = NULL, packer;
	uint32_t flags;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(options)
	ZEND_PARSE_PARAMETERS_END();

	if (msgpack_lib_pack_options(options, &flags) != SUCCESS) {
		RETURN_THROWS();
	}
	msgpack_lib_packer_init_facade(&packer, flags);
	msgpack_lib_packer_pack(Z_OBJ(packer), value, return_value);
	zval_ptr_dtor(&packer);
}

/* Only the first message is decoded; trailing bytes are ignored, as in the library. */
ZEND_METHOD(MessagePack_MessagePack, unpack)
{
	zend_string *data;
	zval *data_arg, *options = NULL, unpacker;
	uint32_t flags;

	/* (string $data): null is a TypeError, as for the library's typed parameter */
	ZEND_PARSE_PARAMETERS_START(1, 2)
		MSGPACK_PARAM_STR_NOT_NULL(data, data_arg, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(options)
	ZEND_PARSE_PARAMETERS_END();

	if (msgpack_lib_unpack_options(options, &flags) != SUCCESS) {
		RETURN_THROWS();
	}
	object_init_ex(&unpacker, msgpack_ce_buffer_unpacker);
	if (msgpack_lib_unpacker_setup(Z_OBJ(unpacker), data, flags, true) == SUCCESS) {
		msgpack_lib_unpacker_unpack(Z_OBJ(unpacker), return_value);
	}
	zval_ptr_dtor(&unpacker);
}
