/*
 * msgpack for PHP: MessagePack\BufferUnpacker's typed reads, unpackNil() to unpackExt() and the container headers
 * (lib_buffer_unpacker.c decodes the value once its first byte is of the kind asked for).
 */

#include "lib_buffer_unpacker.h"

/* ---- typed reads ----------------------------------------------------------------------------------------------- */

/* What the typed reads take a compact form for besides msgpack_kind's: a string definition or reference (83, 94),
 * whose bytes were a str or a bin. */
#define MSGPACK_LIB_KIND_STRING_REF (MSGPACK_KIND_MAP + 1)
/* An ext value cut before the bytes that tell which of compact mode's forms it is, if any. */
#define MSGPACK_LIB_KIND_UNTOLD (MSGPACK_KIND_MAP + 2)

/* Whether the fixint id 0x40 + slot names a record in a decode of the object from here (as
 * msgpack_decode_record_byte() finds one: the stream's records before this message, or a shared structure). */
static bool msgpack_lib_unpacker_names_record(const msgpack_lib_unpacker *bu, uint32_t slot)
{
	/* (a value read from inside a decode, by an extension, reads in that decode's records) */
	const msgpack_record_table *records = bu->depth == 0 ? (bu->kept ? &bu->kept->records : NULL)
		: msgpack_lib_unpacker_window_records(bu);
	if (records && (records->defined & (UINT64_C(1) << slot))) {
		return true;
	}
	return bu->structures && slot < bu->structures->committed;
}

/*
 * The kind of the value at pos in compact mode, from its first bytes: what one of compact mode's forms the object reads
 * (its decoder's flags, no Extension registered for the type) decodes to, a record (an instance's id, a definition) a
 * map, a string definition or reference either string kind, an array reference an array, a shared array's definition
 * and a bundle what the value after them is. Any other value is of its first byte's kind; one whose bytes do not tell
 * yet is MSGPACK_LIB_KIND_UNTOLD.
 */
static int msgpack_lib_unpacker_compact_kind(const msgpack_lib_unpacker *bu, size_t pos)
{
	const unsigned char *buf = MSGPACK_BU_DATA(bu);
	size_t len = MSGPACK_BU_LEN(bu);
	uint32_t flags = msgpack_lib_unpacker_compact_flags(bu);
	/* (a value an extension reads in the middle of a message reads on in the bundle that message opened) */
	bool bundled = bu->depth > 0 && msgpack_lib_unpacker_window_bundled(bu);

	for (;;) {
		unsigned char code = buf[pos];
		const msgpack_wire_lead *lead = msgpack_wire_lead_of(code);
		if (msgpack_wire_is_positive_fixint(code) && code >= MSGPACK_RECORD_ID_FIRST) {
			return (flags & MSGPACK_OPT_RECORDS) && msgpack_lib_unpacker_names_record(bu, code - MSGPACK_RECORD_ID_FIRST)
				? MSGPACK_KIND_MAP : MSGPACK_KIND_INT;
		}
		if (code == MSGPACK_WIRE_NEVER_USED && bundled) {
			/* msgpackr's reference into the bundle's strings */
			return MSGPACK_KIND_STR;
		}
		if (lead->kind != MSGPACK_KIND_EXT) {
			return lead->kind;
		}
		if (len - pos <= lead->head) {
			return MSGPACK_LIB_KIND_UNTOLD;
		}
		int8_t type = (int8_t) buf[pos + lead->head];
		const msgpack_ext_type *ext = msgpack_ext_by_type(type);
		if (!ext || !ext->decode_in || !(flags & ext->flag)
				|| (Z_TYPE(bu->extensions) == IS_ARRAY && zend_hash_index_exists(Z_ARR(bu->extensions), type))) {
			return MSGPACK_KIND_EXT;
		}
		switch (type) {
			case MSGPACK_EXT_RECORD:
				/* (its other forms are ext values) */
				return code == MSGPACK_WIRE_FIXEXT1 || code == MSGPACK_WIRE_FIXEXT2 ? MSGPACK_KIND_MAP : MSGPACK_KIND_EXT;
			case MSGPACK_EXT_STRING_DEF:
			case MSGPACK_EXT_STRING_REF:
				return MSGPACK_LIB_KIND_STRING_REF;
			case MSGPACK_EXT_ARRAY_REF:
				return MSGPACK_KIND_ARRAY;
			case MSGPACK_EXT_ARRAY_DEF:
			case MSGPACK_EXT_BUNDLE: {
				uint32_t body = lead->width ? msgpack_wire_load_field(buf + pos + 1, lead->width) : lead->len;
				if (type == MSGPACK_EXT_ARRAY_DEF ? code != MSGPACK_WIRE_EXT8 || body != 0 : body < 4) {
					/* a form the decoder refuses */
					return MSGPACK_KIND_EXT;
				}
				if (len - pos - lead->head - 1 <= body) {
					return MSGPACK_LIB_KIND_UNTOLD;
				}
				pos += lead->head + 1 + body;
				bundled |= type == MSGPACK_EXT_BUNDLE;
				break;
			}
			default:
				return MSGPACK_KIND_EXT;
		}
	}
}

/*
 * The typed unpackX() methods: the value at the offset must be of kind, else its first byte is consumed and reported.
 * whole: a value's reader, which takes compact mode's forms for what they decode to (never a record for an int, a
 * string reference for an ext); else a header's, which reads plain headers only.
 */
bool msgpack_lib_unpacker_expect(msgpack_lib_unpacker *bu, int kind, bool whole)
{
	msgpack_lib_unpacker_join(bu);
	if (UNEXPECTED(bu->offset >= MSGPACK_BU_LEN(bu))) {
		msgpack_lib_throw_insufficient_data();
		return false;
	}
	unsigned char code = MSGPACK_BU_DATA(bu)[bu->offset];
	int actual = UNEXPECTED(bu->options & MSGPACK_LIB_UNPACK_COMPACT) && whole
		? msgpack_lib_unpacker_compact_kind(bu, bu->offset) : msgpack_wire_lead_of(code)->kind;
	if (UNEXPECTED(actual == MSGPACK_LIB_KIND_UNTOLD)) {
		actual = msgpack_wire_lead_of(code)->kind;
		if (actual != kind) {
			/* Perhaps a map, array or string once the rest arrives: cut short, as a plain value of the kind asked
			 * for would be (the offset where that leaves it, the end), so that tryUnpack() waits for the rest
			 * where an Extension reads such a value in pieces. */
			bu->offset = MSGPACK_BU_LEN(bu);
			msgpack_lib_throw_insufficient_data();
			return false;
		}
	}
	if (UNEXPECTED(actual != kind)
			&& (actual != MSGPACK_LIB_KIND_STRING_REF || (kind != MSGPACK_KIND_STR && kind != MSGPACK_KIND_BIN))) {
		bu->offset++;
		msgpack_lib_throw_unexpected_code(code, msgpack_wire_kind_name((msgpack_kind) kind));
		return false;
	}
	return true;
}

#define MSGPACK_BU_TYPED(method, kind) \
	ZEND_METHOD(MessagePack_BufferUnpacker, method) \
	{ \
		ZEND_PARSE_PARAMETERS_NONE(); \
		if (!msgpack_lib_unpacker_expect(msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS)), kind, true)) { \
			RETURN_THROWS(); \
		} \
		msgpack_lib_unpacker_unpack_kind(Z_OBJ_P(ZEND_THIS), return_value, kind); \
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

	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS));
	if (msgpack_lib_unpacker_dispatches(bu) && MSGPACK_LIB_UNPACKER_OVERRIDES(bu, is_map
			? MSGPACK_LIB_UNPACKER_UNPACK_MAP_HEADER : MSGPACK_LIB_UNPACKER_UNPACK_ARRAY_HEADER)) {
		msgpack_lib_unpacker_sub_run(bu, is_map ? msgpack_lib_unpacker_sub_typed_map : msgpack_lib_unpacker_sub_typed_array,
			return_value);
		return;
	}
	int kind = is_map ? MSGPACK_KIND_MAP : MSGPACK_KIND_ARRAY;
	if (!msgpack_lib_unpacker_expect(bu, kind, true)) {
		RETURN_THROWS();
	}
	msgpack_lib_unpacker_unpack_kind(Z_OBJ_P(ZEND_THIS), return_value, kind);
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

	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS));
	if (!msgpack_lib_unpacker_expect(bu, is_map ? MSGPACK_KIND_MAP : MSGPACK_KIND_ARRAY, false)) {
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
