/*
 * msgpack for PHP: MessagePack\TypeTransformer\StreamTransformer and TraversableTransformer, and
 * MessagePack\Extension\TimestampExtension.
 *
 * The transformers call back into the Packer they are given through its methods (packBin, pack, packArrayHeader,
 * packMapHeader), as the library's do, so they work with Packer subclasses and mocks. TimestampExtension's methods
 * serve user code that calls it directly, and subclasses: given a Packer subclass, pack() writes through its
 * packExt(); unpackExt() reads through a BufferUnpacker subclass's read() override (BufferUnpacker calls it then, see
 * lib_buffer_unpacker.c). Otherwise Packer and BufferUnpacker handle timestamps natively (its row of the ext
 * registry, ext_timestamp.c).
 */

#include "msgpack_lib.h"
#include "zend_interfaces.h"
#include "ext/spl/spl_iterators.h"
#include "ext/standard/file.h"

zend_class_entry *msgpack_ce_traversable_transformer;

/* Declared property slot of TraversableTransformer (private readonly bool $packToMap). */
#define MSGPACK_TRAVERSABLE_PROP_TO_MAP 0

/* ---- StreamTransformer ----------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_TypeTransformer_StreamTransformer, pack)
{
	zval *packer, *value;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) != IS_RESOURCE) {
		RETURN_NULL();
	}
	/* The read runs user code (a wrapper's stream_read()): guarded, so that its fclose() of the stream cannot free it. */
	msgpack_lib_stream_guard guard;
	php_stream *stream = msgpack_lib_stream_guard_enter(&guard, Z_RES_P(value));
	if (!stream) {
		/* not a stream (or a closed one) */
		RETURN_NULL();
	}
	/* From the current position, as stream_get_contents() reads. */
	zend_string *contents = php_stream_copy_to_mem(stream, PHP_STREAM_COPY_ALL, 0);
	msgpack_lib_stream_guard_leave(&guard);
	if (UNEXPECTED(EG(exception))) {
		/* thrown by the wrapper */
		if (contents) {
			zend_string_release(contents);
		}
		RETURN_THROWS();
	}
	zval arg;
	smart_str buf = {0};

	ZVAL_STR(&arg, contents ? contents : ZSTR_EMPTY_ALLOC());
	zend_result result = msgpack_lib_packer_call_method(packer, "packBin", &arg, 1, &buf);
	zval_ptr_dtor(&arg);
	if (result != SUCCESS) {
		smart_str_free(&buf);
		RETURN_THROWS();
	}
	smart_str_0(&buf);
	RETURN_STR(buf.s ? buf.s : ZSTR_EMPTY_ALLOC());
}

/* ---- TraversableTransformer ------------------------------------------------------------------------------------ */

static void msgpack_lib_traversable_init(zval *out, bool to_map)
{
	object_init_ex(out, msgpack_ce_traversable_transformer);
	/* initialises the readonly property; nothing can have set it yet */
	ZVAL_BOOL(OBJ_PROP_NUM(Z_OBJ_P(out), MSGPACK_TRAVERSABLE_PROP_TO_MAP), to_map);
}

ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, __construct)
{
	bool to_map;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_BOOL(to_map)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	zval *prop = OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_TRAVERSABLE_PROP_TO_MAP);
	if (Z_TYPE_P(prop) != IS_UNDEF) {
		zend_throw_error(NULL, "Cannot modify readonly property %s::$packToMap", ZSTR_VAL(Z_OBJCE_P(ZEND_THIS)->name));
		RETURN_THROWS();
	}
	ZVAL_BOOL(prop, to_map);
}

ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, toMap)
{
	ZEND_PARSE_PARAMETERS_NONE();
	msgpack_lib_traversable_init(return_value, true);
}

ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, toArray)
{
	ZEND_PARSE_PARAMETERS_NONE();
	msgpack_lib_traversable_init(return_value, false);
}

typedef struct {
	zval *packer;
	bool to_map;
	uint32_t count;
	smart_str items;
} msgpack_lib_traversable_state;

static int msgpack_lib_traversable_item(zend_object_iterator *iter, void *arg)
{
	msgpack_lib_traversable_state *state = arg;
	zval *value = iter->funcs->get_current_data(iter);
	zval item;

	if (EG(exception) || UNEXPECTED(!value)) {
		/* (NULL: no current value, which ends a foreach too) */
		return ZEND_HASH_APPLY_STOP;
	}
	if (UNEXPECTED(state->count == UINT32_MAX)) {
		/* the header's count is 32 bits: one item more would wrap it (the library's header would say count - 2^32) */
		msgpack_lib_throw_packing_failed("Value too large to pack: arrays and maps are limited to 4294967295 entries");
		return ZEND_HASH_APPLY_STOP;
	}
	/*
	 * Copied at once, as foreach does: value may point into the container's table, which the user code below (a key()
	 * override, the key's pack()) may grow or free. A reference the generator changes later: what it holds now.
	 */
	ZVAL_COPY_DEREF(&item, value);
	if (state->to_map) {
		zval key;
		if (iter->funcs->get_current_key) {
			iter->funcs->get_current_key(iter, &key);
			if (EG(exception)) {
				zval_ptr_dtor(&item);
				return ZEND_HASH_APPLY_STOP;
			}
		} else {
			ZVAL_LONG(&key, (zend_long) iter->index);
		}
		zend_result r = msgpack_lib_packer_call_method(state->packer, "pack", &key, 1, &state->items);
		zval_ptr_dtor(&key);
		if (r != SUCCESS) {
			zval_ptr_dtor(&item);
			return ZEND_HASH_APPLY_STOP;
		}
	}
	zend_result r = msgpack_lib_packer_call_method(state->packer, "pack", &item, 1, &state->items);
	zval_ptr_dtor(&item);
	if (r != SUCCESS) {
		return ZEND_HASH_APPLY_STOP;
	}
	state->count++;
	return ZEND_HASH_APPLY_KEEP;
}

ZEND_METHOD(MessagePack_TypeTransformer_TraversableTransformer, pack)
{
	zval *packer, *value;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(value), zend_ce_traversable)) {
		RETURN_NULL();
	}

	zval *prop = OBJ_PROP_NUM(Z_OBJ_P(ZEND_THIS), MSGPACK_TRAVERSABLE_PROP_TO_MAP);
	if (UNEXPECTED(Z_TYPE_P(prop) == IS_UNDEF)) {
		/* made without its constructor (reflection): the library's read of its typed property fails so */
		zend_throw_error(NULL, "Typed property %s::$packToMap must not be accessed before initialization",
			ZSTR_VAL(msgpack_ce_traversable_transformer->name));
		RETURN_THROWS();
	}
	msgpack_lib_traversable_state state = { packer, Z_TYPE_P(prop) == IS_TRUE, 0, {0} };

	/* Items are packed while iterating (once), then the header with their count goes in front. */
	if (spl_iterator_apply(value, msgpack_lib_traversable_item, &state) != SUCCESS || EG(exception)) {
		smart_str_free(&state.items);
		RETURN_THROWS();
	}

	smart_str out = {0};
	zval count;
	if (UNEXPECTED(!MSGPACK_LONG_FITS_UINT32(state.count))) {
		/* 32-bit PHP: as a float, which packArrayHeader() takes, not as a negative int */
		ZVAL_DOUBLE(&count, (double) state.count);
	} else {
		ZVAL_LONG(&count, (zend_long) state.count);
	}
	if (msgpack_lib_packer_call_method(packer, state.to_map ? "packMapHeader" : "packArrayHeader", &count, 1, &out) != SUCCESS) {
		smart_str_free(&out);
		smart_str_free(&state.items);
		RETURN_THROWS();
	}
	if (state.items.s) {
		smart_str_append(&out, state.items.s);
	}
	smart_str_free(&state.items);
	smart_str_0(&out);
	RETURN_STR(out.s);
}

/* ---- class MessagePack\Extension\TimestampExtension -------------------------------------------------------------- */

/*
 * Packer and BufferUnpacker recognise this (final) class and encode/decode timestamps natively without calling these
 * methods; they serve user code that calls the extension directly. All of them read the registry's row.
 */
zend_class_entry *msgpack_ce_timestamp_extension;

const msgpack_ext_type *msgpack_lib_native_extension(const zend_class_entry *ce)
{
	return ce == msgpack_ce_timestamp_extension ? &msgpack_ext_timestamp : NULL;
}

ZEND_METHOD(MessagePack_Extension_TimestampExtension, getType)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(msgpack_ext_timestamp.type);
}

ZEND_METHOD(MessagePack_Extension_TimestampExtension, pack)
{
	zval *packer, *value;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJECT_OF_CLASS(packer, msgpack_ce_packer)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) != IS_OBJECT || Z_OBJCE_P(value) != *msgpack_ext_timestamp.ce) {
		RETURN_NULL();
	}
	smart_str buf = {0};
	msgpack_ext_timestamp.encode(&buf, Z_OBJ_P(value));
	smart_str_0(&buf);
	if (EXPECTED(Z_OBJCE_P(packer) == msgpack_ce_packer)) {
		RETURN_STR(buf.s);
	}
	/* A subclass or a mock: $packer->packExt(-1, $body), as the library's extension packs. */
	const unsigned char *w = (const unsigned char *) ZSTR_VAL(buf.s);
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(w[0]);
	zval args[2];
	smart_str out = {0};
	ZVAL_LONG(&args[0], msgpack_ext_timestamp.type);
	ZVAL_STRINGL(&args[1], (const char *) w + lead->head + 1, msgpack_wire_length(lead, w));
	smart_str_free(&buf);
	zend_result result = msgpack_lib_packer_call_method(packer, "packExt", args, 2, &out);
	zval_ptr_dtor(&args[1]);
	if (result != SUCCESS) {
		smart_str_free(&out);
		RETURN_THROWS();
	}
	smart_str_0(&out);
	RETURN_STR(out.s ? out.s : ZSTR_EMPTY_ALLOC());
}

ZEND_METHOD(MessagePack_Extension_TimestampExtension, unpackExt)
{
	const msgpack_ext_type *ext = &msgpack_ext_timestamp;
	zval *unpacker;
	zend_long length;
	const unsigned char *data;
	msgpack_ext_status status = MSGPACK_EXT_BAD_LENGTH;
	char reason[128];
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_OBJECT_OF_CLASS(unpacker, msgpack_ce_buffer_unpacker)
		MSGPACK_PARAM_LONG_NOT_NULL(length)
	ZEND_PARSE_PARAMETERS_END();

	/* A length the type does not define is refused before anything is read (the library read 12 bytes for it). */
	if (length >= 0 && (zend_ulong) length <= UINT32_MAX && ext->length_ok((uint32_t) length)) {
		zval held;
		size_t got;
		/* $unpacker->read($length): a subclass's read() override sees the call, as with the library's extension */
		if (msgpack_lib_unpacker_read_through(Z_OBJ_P(unpacker), (size_t) length, &held, &data, &got) != SUCCESS) {
			RETURN_THROWS();
		}
		status = got == (size_t) length ? ext->decode(return_value, data, (uint32_t) length) : MSGPACK_EXT_BAD_LENGTH;
		zval_ptr_dtor(&held);
		if (EXPECTED(status == MSGPACK_EXT_OK)) {
			return;
		}
		length = (zend_long) MIN(got, (size_t) ZEND_LONG_MAX);
	}
	msgpack_ext_reason(ext, status, length, reason, sizeof(reason));
	msgpack_lib_throw_unpacking_failed("%s", reason);
	RETURN_THROWS();
}
