/*
 * msgpack for PHP: MessagePack\BufferUnpacker for a subclass that overrides one of the methods the library's own code
 * calls on $this (lib_buffer_unpacker.c reads natively and hands such objects to the functions here).
 */

#include "lib_buffer_unpacker.h"
#include "zend_interfaces.h"

/* ---- subclasses: the library's dispatch through $this ---------------------------------------------------------- */

/*
 * A BufferUnpacker whose class overrides one of the methods the library's own code calls on $this
 * (msgpack_lib_unpacker_methods) reads the way the library's PHP code does: unpack() reads each element of an array
 * and each value of a map through $this->unpack(), and the bytes of a str or bin (values and map keys, and in
 * unpackStr() / unpackBin()) through $this->read($length); unpackArray() and unpackMap() take the count from
 * $this->unpackArrayHeader() / unpackMapHeader(); tryUnpack() calls $this->unpack() for each message. Each of these
 * calls is made only when that method is overridden; everything else (scalars, ext values and their extensions, map
 * keys other than str and bin) is read natively, with the offset moving as the library moves it. Such an object does
 * not read compact mode (msgpack_lib_throw_compact_overrides()).
 */

/* One value at the offset, natively: the decoder as unpack() runs it, at this nesting level. */
static zend_result msgpack_lib_unpacker_sub_native(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	msgpack_lib_unpacker_decoding dec;
	uint32_t saved = bu->depth;

	bu->depth = depth;
	zend_result result = msgpack_lib_unpacker_decode(bu, &dec, out);
	if (UNEXPECTED(result != SUCCESS)) {
		/* (at this level too: on the way to the error, extensions may run as the decode would have run them) */
		msgpack_lib_unpacker_raise(bu, &dec);
	}
	bu->depth = saved;
	return result;
}

/*
 * $this->method(...args) for an override. The object's depth is this nesting level meanwhile, so that the unpack()
 * calls the override makes go on from there; user code that recurses without nesting anything ends at the C stack
 * check. FAILURE: an exception is pending.
 */
zend_result msgpack_lib_unpacker_call_override(msgpack_lib_unpacker *bu, uint32_t depth, int method, zval *args,
	uint32_t argc, zval *rv)
{
	uint32_t saved = bu->depth;

	ZVAL_UNDEF(rv);
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		msgpack_lib_throw_unpacking_failed("Nesting too deep to unpack: the C stack is nearly exhausted");
		return FAILURE;
	}
	bu->depth = depth;
	GC_ADDREF(&bu->std);
	zend_result result = msgpack_lib_call_method(&bu->std, msgpack_lib_unpacker_methods[method], rv, argc, args);
	bu->depth = saved;
	if (EXPECTED(!msgpack_lib_unpacker_unwinding())) {
		/* The native reading goes on from here, whatever other context the override resumed did (unwind()). */
		bu->context = EG(current_fiber_context);
	}
	OBJ_RELEASE(&bu->std);
	return result;
}

/*
 * The code byte at the offset, consumed, and the length or count it gives (its length field consumed too): the
 * library reads them so, and stops with the offset past the code byte when the field is missing.
 */
static zend_result msgpack_lib_unpacker_sub_head(msgpack_lib_unpacker *bu, const msgpack_wire_lead **lead, uint32_t *length)
{
	if (UNEXPECTED(bu->offset >= MSGPACK_BU_LEN(bu))) {
		msgpack_lib_throw_insufficient_data();
		return FAILURE;
	}
	*lead = msgpack_wire_lead_of(MSGPACK_BU_DATA(bu)[bu->offset++]);
	if ((*lead)->width == 0) {
		*length = (*lead)->len;
		return SUCCESS;
	}
	if (UNEXPECTED(MSGPACK_BU_LEN(bu) - bu->offset < (*lead)->width)) {
		msgpack_lib_throw_insufficient_data();
		return FAILURE;
	}
	*length = msgpack_wire_load_field(MSGPACK_BU_DATA(bu) + bu->offset, (*lead)->width);
	bu->offset += (*lead)->width;
	return SUCCESS;
}

/* A str or bin with read() overridden: the value is what $this->read($length) returns (an empty fixstr reads nothing). */
static zend_result msgpack_lib_unpacker_sub_read(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	const msgpack_wire_lead *lead;
	uint32_t length;
	zval arg;

	if (msgpack_lib_unpacker_sub_head(bu, &lead, &length) != SUCCESS) {
		return FAILURE;
	}
	if (length == 0 && lead->kind == MSGPACK_KIND_STR && lead->width == 0) {
		ZVAL_EMPTY_STRING(out);
		return SUCCESS;
	}
	if (UNEXPECTED(!MSGPACK_LONG_FITS_UINT32(length))) {
		/* 32-bit PHP: a length above PHP_INT_MAX goes as a float (exact for any uint32), never as a negative int;
		 * read() takes it */
		ZVAL_DOUBLE(&arg, (double) length);
	} else {
		ZVAL_LONG(&arg, (zend_long) length);
	}
	return msgpack_lib_unpacker_call_override(bu, depth, MSGPACK_LIB_UNPACKER_READ, &arg, 1, out);
}

/* An element of an array, or a map's value: `$this->unpack()`. */
static zend_result msgpack_lib_unpacker_sub_element(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	if (MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_UNPACK)) {
		return msgpack_lib_unpacker_call_override(bu, depth, MSGPACK_LIB_UNPACKER_UNPACK, NULL, 0, out);
	}
	return msgpack_lib_unpacker_sub_value(bu, depth, out);
}

/*
 * A map key, as the library's (private) key reader takes it: an int, a str or bin (through read() when overridden),
 * a uint64 above PHP_INT_MAX as its decimal string whatever the bigint mode; any other code is consumed and refused.
 */
static zend_result msgpack_lib_unpacker_sub_key(msgpack_lib_unpacker *bu, uint32_t depth, zval *key)
{
	ZVAL_UNDEF(key);
	if (UNEXPECTED(bu->offset >= MSGPACK_BU_LEN(bu))) {
		msgpack_lib_throw_insufficient_data();
		return FAILURE;
	}
	unsigned char code = MSGPACK_BU_DATA(bu)[bu->offset];
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(code);
	switch (lead->kind) {
		case MSGPACK_KIND_INT:
			if (code == MSGPACK_WIRE_UINT64 || (SIZEOF_ZEND_LONG < 8 && code == MSGPACK_WIRE_UINT32)) {
				bu->offset++;
				if (UNEXPECTED(MSGPACK_BU_LEN(bu) - bu->offset < (size_t) lead->head - 1)) {
					msgpack_lib_throw_insufficient_data();
					return FAILURE;
				}
				const unsigned char *p = MSGPACK_BU_DATA(bu) + bu->offset;
				uint64_t v = code == MSGPACK_WIRE_UINT64 ? msgpack_load64(p) : msgpack_load32(p);
				bu->offset += lead->head - 1;
				if (v <= (uint64_t) ZEND_LONG_MAX) {
					ZVAL_LONG(key, (zend_long) v);
				} else {
					ZVAL_STR(key, zend_u64_to_str(v));
				}
				return SUCCESS;
			}
			return msgpack_lib_unpacker_sub_native(bu, depth, key);
		case MSGPACK_KIND_STR:
		case MSGPACK_KIND_BIN:
			if (MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ)) {
				return msgpack_lib_unpacker_sub_read(bu, depth, key);
			}
			return msgpack_lib_unpacker_sub_native(bu, depth, key);
		default:
			bu->offset++;
			msgpack_lib_throw_invalid_map_key(code);
			return FAILURE;
	}
}

/* The entries of an array (count elements) or a map (count pairs) whose head was read, each key before its value. */
static zend_result msgpack_lib_unpacker_sub_entries(msgpack_lib_unpacker *bu, uint32_t depth, bool is_map, zend_ulong count,
	zval *out)
{
	zval key, value;

	ZVAL_UNDEF(&key);
	/* Built as the entries come, as the library builds it: a count no bytes back reserves nothing. */
	array_init(out);
	for (zend_ulong i = 0; i < count; i++) {
		if (is_map && msgpack_lib_unpacker_sub_key(bu, depth, &key) != SUCCESS) {
			return FAILURE;
		}
		if (msgpack_lib_unpacker_sub_element(bu, depth, &value) != SUCCESS) {
			zval_ptr_dtor(&key);
			zval_ptr_dtor(&value);
			return FAILURE;
		}
		if (!is_map) {
			zend_hash_next_index_insert(Z_ARR_P(out), &value);
			continue;
		}
		/* `$map[$key] = $value`: a key read() returned is any value, converted as PHP converts array keys */
		zend_result stored = array_set_zval_key(Z_ARR_P(out), &key, &value);
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&value);
		ZVAL_UNDEF(&key);
		if (UNEXPECTED(stored != SUCCESS || EG(exception))) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

/* Before the entries of a container at this nesting level (its head read: the offset is where the decoder stops too). */
static zend_result msgpack_lib_unpacker_sub_enter(uint32_t depth)
{
	uint32_t max_depth = msgpack_lib_max_depth();

	if (UNEXPECTED(depth >= max_depth)) {
		msgpack_lib_throw_unpacking_failed("Maximum nesting depth of %u exceeded", max_depth);
		return FAILURE;
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		msgpack_lib_throw_unpacking_failed("Nesting too deep to unpack: the C stack is nearly exhausted");
		return FAILURE;
	}
	return SUCCESS;
}

/* An array or map at the offset: its code and count, then the entries one nesting level deeper. */
static zend_result msgpack_lib_unpacker_sub_container(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	const msgpack_wire_lead *lead;
	uint32_t count;

	if (msgpack_lib_unpacker_sub_head(bu, &lead, &count) != SUCCESS || msgpack_lib_unpacker_sub_enter(depth) != SUCCESS) {
		return FAILURE;
	}
	return msgpack_lib_unpacker_sub_entries(bu, depth + 1, lead->kind == MSGPACK_KIND_MAP, count, out);
}

/* The library's unpack() at this nesting level. */
zend_result msgpack_lib_unpacker_sub_value(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	ZVAL_NULL(out);
	if (UNEXPECTED(bu->offset >= MSGPACK_BU_LEN(bu))) {
		msgpack_lib_throw_insufficient_data();
		return FAILURE;
	}
	switch (msgpack_wire_lead_of(MSGPACK_BU_DATA(bu)[bu->offset])->kind) {
		case MSGPACK_KIND_ARRAY:
		case MSGPACK_KIND_MAP:
			return msgpack_lib_unpacker_sub_container(bu, depth, out);
		case MSGPACK_KIND_STR:
		case MSGPACK_KIND_BIN:
			if (MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ)) {
				return msgpack_lib_unpacker_sub_read(bu, depth, out);
			}
			break;
		default:
			break;
	}
	return msgpack_lib_unpacker_sub_native(bu, depth, out);
}

/*
 * A call into the code above from a method: what ends the work rather than reporting an error (a fatal error or exit()
 * in an override) rolls the object back to where the call started reading, as for an extension.
 */
zend_never_inline zend_result msgpack_lib_unpacker_sub_run(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_sub_fn fn,
	zval *out)
{
	msgpack_lib_unpacker_frame frame;

	msgpack_lib_unpacker_frame_enter(&frame, bu, bu->depth, bu->offset, bu->generation);
	if (bu->depth == 0) {
		/* the budget of the decodes below: this buffer, as a top-level decode has it */
		bu->reserve = MSGPACK_BU_LEN(bu);
	}
	zend_result result = fn(bu, bu->depth, out);
	msgpack_frame_leave(&frame.frame);
	if (UNEXPECTED(result != SUCCESS)) {
		zval_ptr_dtor(out);
		ZVAL_NULL(out);
		if (msgpack_lib_unpacker_unwinding()) {
			msgpack_lib_unpacker_unwind(bu, frame.start, frame.generation);
		}
	}
	return result;
}

/* The count unpackArrayHeader() / unpackMapHeader() returned: a non-negative int (or a float holding one). */
static bool msgpack_lib_unpacker_sub_count(msgpack_lib_unpacker *bu, int method, zval *rv, zend_ulong *count)
{
	if (EXPECTED(Z_TYPE_P(rv) == IS_LONG && Z_LVAL_P(rv) >= 0)) {
		*count = (zend_ulong) Z_LVAL_P(rv);
		return true;
	}
	if (Z_TYPE_P(rv) == IS_DOUBLE && Z_DVAL_P(rv) >= 0 && Z_DVAL_P(rv) <= (double) UINT32_MAX
			&& Z_DVAL_P(rv) == (double) (uint32_t) Z_DVAL_P(rv)) {
		*count = (zend_ulong) (uint32_t) Z_DVAL_P(rv);
		return true;
	}
	zend_type_error("%s::%s() must return a count (an int of 0 or more), %s returned", ZSTR_VAL(bu->std.ce->name),
		method == MSGPACK_LIB_UNPACKER_UNPACK_MAP_HEADER ? "unpackMapHeader" : "unpackArrayHeader", zend_zval_type_name(rv));
	return false;
}

/* unpackArray() / unpackMap() with the header method overridden: its count, then the entries. */
static zend_result msgpack_lib_unpacker_sub_typed(msgpack_lib_unpacker *bu, uint32_t depth, zval *out, bool is_map)
{
	int method = is_map ? MSGPACK_LIB_UNPACKER_UNPACK_MAP_HEADER : MSGPACK_LIB_UNPACKER_UNPACK_ARRAY_HEADER;
	zend_ulong count;
	zval rv;

	ZVAL_NULL(out);
	if (msgpack_lib_unpacker_call_override(bu, depth, method, NULL, 0, &rv) != SUCCESS) {
		return FAILURE;
	}
	bool ok = msgpack_lib_unpacker_sub_count(bu, method, &rv, &count);
	zval_ptr_dtor(&rv);
	if (!ok || msgpack_lib_unpacker_sub_enter(depth) != SUCCESS) {
		return FAILURE;
	}
	return msgpack_lib_unpacker_sub_entries(bu, depth + 1, is_map, count, out);
}

zend_result msgpack_lib_unpacker_sub_typed_array(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	return msgpack_lib_unpacker_sub_typed(bu, depth, out, false);
}

zend_result msgpack_lib_unpacker_sub_typed_map(msgpack_lib_unpacker *bu, uint32_t depth, zval *out)
{
	return msgpack_lib_unpacker_sub_typed(bu, depth, out, true);
}

/*
 * tryUnpack() with overrides, the library's loop: `$this->unpack()` while bytes remain (at least once); an
 * InsufficientDataException rolls back to the end of the last complete message and ends the list, any other
 * exception propagates.
 */
zend_never_inline void msgpack_lib_unpacker_sub_try_unpack(msgpack_lib_unpacker *bu, zval *return_value)
{
	size_t done = bu->offset;
	zval value;

	bu->scanning = false;
	do {
		zend_result result;
		if (MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_UNPACK)) {
			result = msgpack_lib_unpacker_call_override(bu, bu->depth, MSGPACK_LIB_UNPACKER_UNPACK, NULL, 0, &value);
		} else {
			result = msgpack_lib_unpacker_sub_run(bu, msgpack_lib_unpacker_sub_value, &value);
		}
		if (UNEXPECTED(result != SUCCESS)) {
			if (EG(exception) && instanceof_function(EG(exception)->ce, msgpack_ce_insufficient_data)
					&& !msgpack_lib_unpacker_unwinding()) {
				zend_clear_exception();
				bu->offset = MIN(done, MSGPACK_BU_LEN(bu));
				return;
			}
			zval_ptr_dtor(return_value);
			ZVAL_NULL(return_value);
			return;
		}
		add_next_index_zval(return_value, &value);
		done = bu->offset;
	} while (bu->offset < MSGPACK_BU_LEN(bu));
}
