/*
 * msgpack for PHP: MessagePack\BufferUnpacker's typed reads, unpackNil() to unpackExt() and the container headers
 * (lib_buffer_unpacker.c decodes the value once its first byte is of the kind asked for).
 */

#include "lib_buffer_unpacker.h"

/* ---- typed reads ----------------------------------------------------------------------------------------------- */

/* The typed unpackX() methods: the code byte must be one of kind's, else it is consumed and reported. */
static bool msgpack_lib_unpacker_expect(msgpack_lib_unpacker *bu, msgpack_kind kind)
{
	msgpack_lib_unpacker_join(bu);
	if (UNEXPECTED(bu->offset >= MSGPACK_BU_LEN(bu))) {
		msgpack_lib_throw_insufficient_data();
		return false;
	}
	unsigned char code = MSGPACK_BU_DATA(bu)[bu->offset];
	if (UNEXPECTED(msgpack_wire_lead_of(code)->kind != kind)) {
		bu->offset++;
		msgpack_lib_throw_unexpected_code(code, msgpack_wire_kind_name(kind));
		return false;
	}
	return true;
}

#define MSGPACK_BU_TYPED(method, kind) \
	ZEND_METHOD(MessagePack_BufferUnpacker, method) \
	{ \
		ZEND_PARSE_PARAMETERS_NONE(); \
		if (!msgpack_lib_unpacker_expect(MSGPACK_BU_THIS(), kind)) { \
			RETURN_THROWS(); \
		} \
		msgpack_lib_unpacker_unpack(Z_OBJ_P(ZEND_THIS), return_value); \
	}

MSGPACK_BU_TYPED(unpackNil, MSGPACK_KIND_NIL)
MSGPACK_BU_TYPED(unpackBool, MSGPACK_KIND_BOOL)
MSGPACK_BU_TYPED(unpackInt, MSGPACK_KIND_INT)
MSGPACK_BU_TYPED(unpackFloat, MSGPACK_KIND_FLOAT)
MSGPACK_BU_TYPED(unpackStr, MSGPACK_KIND_STR)
MSGPACK_BU_TYPED(unpackBin, MSGPACK_KIND_BIN)

/* unpackArray() / unpackMap(); the library's take the count from $this->unpackArrayHeader() / unpackMapHeader(). */
static void msgpack_lib_unpacker_typed_container(INTERNAL_FUNCTION_PARAMETERS, bool is_map)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	if (msgpack_lib_unpacker_dispatches(bu) && MSGPACK_LIB_UNPACKER_OVERRIDES(bu, is_map
			? MSGPACK_LIB_UNPACKER_UNPACK_MAP_HEADER : MSGPACK_LIB_UNPACKER_UNPACK_ARRAY_HEADER)) {
		msgpack_lib_unpacker_sub_run(bu, is_map ? msgpack_lib_unpacker_sub_typed_map : msgpack_lib_unpacker_sub_typed_array,
			return_value);
		return;
	}
	if (!msgpack_lib_unpacker_expect(bu, is_map ? MSGPACK_KIND_MAP : MSGPACK_KIND_ARRAY)) {
		RETURN_THROWS();
	}
	msgpack_lib_unpacker_unpack(Z_OBJ_P(ZEND_THIS), return_value);
}

ZEND_METHOD(MessagePack_BufferUnpacker, unpackArray)
{
	msgpack_lib_unpacker_typed_container(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(MessagePack_BufferUnpacker, unpackMap)
{
	msgpack_lib_unpacker_typed_container(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}
MSGPACK_BU_TYPED(unpackExt, MSGPACK_KIND_EXT)

/* unpackArrayHeader() / unpackMapHeader(): the count; the code and its length field are consumed. */
static void msgpack_lib_unpacker_header(INTERNAL_FUNCTION_PARAMETERS, bool is_map)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	if (!msgpack_lib_unpacker_expect(bu, is_map ? MSGPACK_KIND_MAP : MSGPACK_KIND_ARRAY)) {
		RETURN_THROWS();
	}
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(MSGPACK_BU_DATA(bu)[bu->offset++]);
	const unsigned char *field;
	if (lead->width == 0) {
		RETURN_LONG(lead->len);
	}
	if (msgpack_lib_unpacker_read(&bu->std, lead->width, &field) != SUCCESS) {
		RETURN_THROWS();
	}
	uint32_t count = msgpack_wire_load_field(field, lead->width);
	if (UNEXPECTED(!MSGPACK_LONG_FITS_UINT32(count))) {
		/* 32-bit PHP: above PHP_INT_MAX the count is a float, exact for any uint32. */
		RETURN_DOUBLE((double) count);
	}
	RETURN_LONG((zend_long) count);
}

ZEND_METHOD(MessagePack_BufferUnpacker, unpackArrayHeader)
{
	msgpack_lib_unpacker_header(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(MessagePack_BufferUnpacker, unpackMapHeader)
{
	msgpack_lib_unpacker_header(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}
