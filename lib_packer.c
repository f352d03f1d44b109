/*
 * msgpack for PHP: MessagePack\Packer, the library's encoder class, on the shared encoder (packer.c).
 *
 * pack() runs the encoder in library mode: scalars and arrays are written natively; every object and resource goes
 * to msgpack_lib_packer_object_hook(), which tries the transformers in order (each called as $t->pack($this, $value), the
 * first non-null string used verbatim), then CanBePacked, else throws PackingFailedException. Transformers re-enter
 * the same object (pack(), packArrayHeader(), ...); each call builds its own buffer, and the section of user code it
 * runs in (msgpack_lib_packer_frame) carries the nesting level into those calls so msgpack.max_depth bounds the whole
 * recursion. A section belongs to the call that runs it, not to the object: a Fiber suspended inside one leaves the
 * object's other pack() calls top-level ones.
 *
 * The class is not final and its methods are untyped, as in the library, so subclasses and PHPUnit mocks work. A
 * subclass that overrides one of the methods the library's own code calls on $this (pack(), packInt(), packStr(),
 * packBin(), packFloat(), packArray(), packArrayHeader(), packMap(), packMapHeader(), packExt(): found once per class,
 * lib_overrides.c) packs the way the library's PHP code does, each value through the override the library would call,
 * top level, nested values and map keys alike (see "subclasses" below); Packer itself, and a subclass overriding none
 * of them, pack natively.
 */

#include "msgpack_lib.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "ext/spl/spl_iterators.h"
#include "zend_fibers.h"
#include "lib_packer_args.h"

zend_class_entry *msgpack_ce_packer;
zend_class_entry *msgpack_ce_can_be_packed;
zend_class_entry *msgpack_ce_can_pack;
zend_class_entry *msgpack_ce_extension;

static zend_object_handlers msgpack_lib_packer_handlers;
static zend_string *msgpack_lib_str_pack;

/* The methods the library's own code calls on $this (pack(), packArray(), packMap(), Bin/Map/Ext::pack(), the
 * TimestampExtension), in the order of their bits in msgpack_lib_packer.overrides. */
enum {
	MSGPACK_LIB_PACKER_PACK,
	MSGPACK_LIB_PACKER_PACK_INT,
	MSGPACK_LIB_PACKER_PACK_STR,
	MSGPACK_LIB_PACKER_PACK_BIN,
	MSGPACK_LIB_PACKER_PACK_FLOAT,
	MSGPACK_LIB_PACKER_PACK_ARRAY,
	MSGPACK_LIB_PACKER_PACK_ARRAY_HEADER,
	MSGPACK_LIB_PACKER_PACK_MAP,
	MSGPACK_LIB_PACKER_PACK_MAP_HEADER,
	MSGPACK_LIB_PACKER_PACK_EXT,
	MSGPACK_LIB_PACKER_METHODS
};
static zend_string *msgpack_lib_packer_methods[MSGPACK_LIB_PACKER_METHODS];

/* ---- object handlers ------------------------------------------------------------------------------------------- */

/* Also what newInstanceWithoutConstructor() and mocks get: the default options, no transformers. */
static zend_object *msgpack_lib_packer_create(zend_class_entry *ce)
{
	msgpack_lib_packer *p = zend_object_alloc(sizeof(msgpack_lib_packer), ce);

	p->flags = 0;
	p->overrides = msgpack_lib_overrides(ce, msgpack_ce_packer, msgpack_lib_packer_methods, MSGPACK_LIB_PACKER_METHODS);
	p->sections = 0;
	p->natives = false;
	p->structures = NULL;
	p->writer = NULL;
	ZVAL_UNDEF(&p->transformers);
	zend_object_std_init(&p->std, ce);
	object_properties_init(&p->std, ce);
	p->std.handlers = &msgpack_lib_packer_handlers;
	return &p->std;
}

static void msgpack_lib_packer_writer_drop(msgpack_lib_packer *p)
{
	if (p->writer) {
		msgpack_record_writer_destroy(p->writer);
		efree(p->writer);
		p->writer = NULL;
	}
}

static void msgpack_lib_packer_free(zend_object *obj)
{
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);

	msgpack_lib_packer_writer_drop(p);
	zval_ptr_dtor(&p->transformers);
	if (p->structures) {
		msgpack_structures_release(p->structures);
	}
	zend_object_std_dtor(obj);
}

static zend_object *msgpack_lib_packer_clone(zend_object *old)
{
	zend_object *obj = msgpack_lib_packer_create(old->ce);
	msgpack_lib_packer *from = msgpack_lib_packer_fetch(old), *to = msgpack_lib_packer_fetch(obj);

	to->flags = from->flags;
	to->natives = from->natives;
	to->structures = from->structures;
	if (to->structures) {
		to->structures->refcount++;
	}
	ZVAL_COPY(&to->transformers, &from->transformers);
	zend_objects_clone_members(obj, old);
	return obj;
}

static HashTable *msgpack_lib_packer_get_gc(zend_object *obj, zval **table, int *n)
{
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);

	*table = &p->transformers;
	*n = 1;
	return zend_std_get_properties(obj);
}

/* ---- encoding -------------------------------------------------------------------------------------------------- */

static ZEND_COLD void msgpack_lib_packer_raise(const msgpack_encoder *enc)
{
	switch (enc->error) {
		case MSGPACK_ERR_EXCEPTION:
			break; /* thrown already */
		case MSGPACK_ERR_DEPTH:
			msgpack_lib_throw_packing_failed("Maximum nesting depth of %u exceeded", enc->max_depth);
			break;
		case MSGPACK_ERR_STACK:
			msgpack_lib_throw_packing_failed("Nesting too deep to pack: the C stack is nearly exhausted");
			break;
		case MSGPACK_ERR_TOO_LARGE:
			msgpack_lib_throw_packing_failed("Value too large to pack: str, bin and ext data are limited to 4294967295 bytes");
			break;
		case MSGPACK_ERR_INVALID:
			msgpack_lib_throw_packing_failed("Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\\Type\\Ext of one "
				"of them cannot be packed with PackOptions::RECORDS or COMPACT");
			break;
		default:
			msgpack_lib_throw_packing_failed("Packing failed");
			break;
	}
}

/* Calls $target->pack(...args): a transformer's (args: packer, value) or a CanBePacked object's (args: packer). */
static zend_result msgpack_lib_packer_call_pack(zval *target, zval *args, uint32_t argc, zval *rv)
{
	ZVAL_UNDEF(rv);
	if (UNEXPECTED(Z_TYPE_P(target) != IS_OBJECT)) {
		zend_throw_error(NULL, "Call to a member function pack() on %s", zend_zval_type_name(target));
		return FAILURE;
	}
	if (zend_call_method_if_exists(Z_OBJ_P(target), msgpack_lib_str_pack, rv, argc, args) != SUCCESS) {
		if (!EG(exception)) {
			zend_throw_error(NULL, "Call to undefined method %s::pack()", ZSTR_VAL(Z_OBJCE_P(target)->name));
		}
		return FAILURE;
	}
	if (UNEXPECTED(EG(exception))) {
		zval_ptr_dtor(rv);
		ZVAL_UNDEF(rv);
		return FAILURE;
	}
	/* A `function &pack()` returns a reference: its value decides (null: the next transformer, as in PHP code). */
	if (UNEXPECTED(Z_ISREF_P(rv))) {
		zend_unwrap_reference(rv);
	}
	return SUCCESS;
}

/* Appends what a transformer or CanBePacked returned, verbatim (a non-string is converted as PHP would). */
static zend_result msgpack_lib_packer_append_result(msgpack_encoder *enc, zval *rv)
{
	/* Through msgpack_encode_reserve(): the output grows as the encoder's does (and flushes first in packToStream()). */
	if (EXPECTED(Z_TYPE_P(rv) == IS_STRING)) {
		memcpy(msgpack_encode_reserve(enc, Z_STRLEN_P(rv)), Z_STRVAL_P(rv), Z_STRLEN_P(rv));
		return SUCCESS;
	}
	zend_string *str = zval_try_get_string(rv);
	if (!str) {
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	memcpy(msgpack_encode_reserve(enc, ZSTR_LEN(str)), ZSTR_VAL(str), ZSTR_LEN(str));
	zend_string_release(str);
	return SUCCESS;
}

/*
 * A section of user code an encode runs (a transformer, CanBePacked::pack(), an override, a stream's write): the pack()
 * calls it makes on the same Packer are nested ones, at this depth, writing plainly (their bytes go into this message).
 * It is a frame (msgpack_frame) with the Fiber it runs in: msgpack_lib_packer_depth() finds the innermost section of
 * the Packer on the calling chain, so that a Fiber suspended in one leaves every other call of the object a top-level
 * pack(). A fatal error there takes it off the object's count.
 */
typedef struct {
	msgpack_frame frame;
	msgpack_lib_packer *p;
	uint32_t depth;               /* the nesting level of the pack() calls made from it */
} msgpack_lib_packer_frame;

static ZEND_COLD void msgpack_lib_packer_abandon(msgpack_frame *frame)
{
	((msgpack_lib_packer_frame *) frame)->p->sections--;
}

static zend_always_inline void msgpack_lib_packer_section_enter(msgpack_lib_packer_frame *frame, msgpack_lib_packer *p,
	uint32_t depth)
{
	frame->p = p;
	frame->depth = depth;
	p->sections++;
	msgpack_frame_enter(&frame->frame, msgpack_lib_packer_abandon);
}

static zend_always_inline void msgpack_lib_packer_section_leave(msgpack_lib_packer_frame *frame)
{
	/* (a fatal error the engine delayed abandoned the frame, and took it off the count, yet the call came back) */
	if (EXPECTED(frame->frame.abandon)) {
		frame->p->sections--;
	}
	msgpack_frame_leave(&frame->frame);
}

/*
 * The nesting level of a pack() call on p: that of the innermost section of p on the calling chain (the running
 * context, then the one that resumed it, ...: sections of a suspended Fiber are not), 0 for a top-level call. Within
 * one context the newest section is the innermost.
 */
static uint32_t msgpack_lib_packer_depth(const msgpack_lib_packer *p, bool *nested)
{
	*nested = false;
	if (EXPECTED(p->sections == 0)) {
		return 0;
	}
	for (zend_fiber_context *context = EG(current_fiber_context); ; context = msgpack_fiber_caller(context)) {
		for (msgpack_frame *frame = MSGPACK_G(frames); frame; frame = frame->older) {
			const msgpack_lib_packer_frame *section = (const msgpack_lib_packer_frame *) frame;
			if (frame->abandon == msgpack_lib_packer_abandon && section->p == p && frame->context == context) {
				*nested = true;
				return section->depth;
			}
		}
		if (!context || !msgpack_fiber_caller(context)) {
			return 0;
		}
	}
}

/* $target->pack(...args) with the Packer one level deeper (see msgpack_lib_packer_frame). */
static zend_result msgpack_lib_packer_call_deeper(msgpack_encoder *enc, msgpack_lib_packer *p, zval *target, zval *args,
	uint32_t argc, zval *rv)
{
	msgpack_lib_packer_frame frame;

	msgpack_lib_packer_section_enter(&frame, p, enc->depth + 1);
	zend_result result = msgpack_lib_packer_call_pack(target, args, argc, rv);
	msgpack_lib_packer_section_leave(&frame);
	return result;
}

/*
 * Before user code that may pack again (a transformer, CanBePacked::pack()): that is one nesting level deeper, so a
 * transformer that packs its own input again ends in the depth error instead of exhausting the C stack.
 */
static zend_result msgpack_lib_packer_enter_user_code(msgpack_encoder *enc)
{
	if (UNEXPECTED(enc->depth >= enc->max_depth)) {
		return msgpack_encode_error(enc, MSGPACK_ERR_DEPTH);
	}
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		return msgpack_encode_error(enc, MSGPACK_ERR_STACK);
	}
	return SUCCESS;
}

static zend_result msgpack_lib_packer_object_hook_held(msgpack_encoder *enc, zval *val);
static zend_result msgpack_lib_packer_sub_type_object(msgpack_encoder *enc, msgpack_lib_packer *p, zend_object *obj);
static zend_result msgpack_lib_packer_sub_native_ext(msgpack_encoder *enc, msgpack_lib_packer *p,
	const msgpack_ext_type *ext, zend_object *obj);

static zend_result msgpack_lib_packer_stream_check(msgpack_encoder *enc);

static zend_result msgpack_lib_packer_object_hook(msgpack_encoder *enc, zval *val)
{
	/*
	 * The value and this Packer are held while transformers and pack() methods run: user code may drop the last other
	 * reference to either (unset the array element, reassign the variable holding the Packer).
	 */
	zval held;
	zend_object *packer = enc->hook_object;

	/* Taken before packToStream()'s flush, whose write may assign to the PHP reference val is in: the value reached. */
	ZVAL_COPY(&held, val);
	uint32_t refcount = msgpack_object_hold(packer);
	zend_result result = UNEXPECTED(enc->flush != NULL) ? msgpack_lib_packer_stream_check(enc) : SUCCESS;
	if (EXPECTED(result == SUCCESS)) {
		result = msgpack_lib_packer_object_hook_held(enc, &held);
	}
	zval_ptr_dtor(&held);
	msgpack_encode_follow(enc);
	msgpack_object_unhold(packer, refcount);
	return result;
}

static zend_always_inline bool msgpack_lib_type_prop_is(zend_object *obj, uint32_t slot, uint8_t type)
{
	zval *v = OBJ_PROP_NUM(obj, slot);
	ZVAL_DEREF(v);
	return Z_TYPE_P(v) == type;
}

/*
 * Bin, Ext and Map objects whose public properties still hold what their constructors took (a string, an int and a
 * string, an array) are packed by the codec (or a subclass's overrides). One whose property user code replaced or
 * unset goes through its own pack(), as any CanBePacked, so that Packer::pack($obj) does what $obj->pack($packer) does
 * (packBin(), packExt(), packMap() with their conversions and TypeErrors, "Undefined property") rather than a
 * conversion of the codec's own ("Array" for an array, 0 for a type that is no number).
 */
static zend_always_inline bool msgpack_lib_type_object_direct(const zend_class_entry *ce, zend_object *obj)
{
	if (ce == msgpack_ce_bin) {
		return msgpack_lib_type_prop_is(obj, MSGPACK_BIN_PROP_DATA, IS_STRING);
	}
	if (ce == msgpack_ce_ext) {
		return msgpack_lib_type_prop_is(obj, MSGPACK_EXT_PROP_TYPE, IS_LONG)
			&& msgpack_lib_type_prop_is(obj, MSGPACK_EXT_PROP_DATA, IS_STRING);
	}
	return ce == msgpack_ce_map && msgpack_lib_type_prop_is(obj, MSGPACK_MAP_PROP_MAP, IS_ARRAY);
}

static zend_result msgpack_lib_packer_object_hook_held(msgpack_encoder *enc, zval *val)
{
	zend_object *obj = enc->hook_object;
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);
	zend_result result;
	zval args[2], rv;

	ZVAL_OBJ(&args[0], obj);
	const msgpack_ext_type *ext;
	if (p->natives && Z_TYPE_P(val) == IS_OBJECT && (ext = msgpack_ext_by_class(Z_OBJCE_P(val))) != NULL) {
		return msgpack_encode_ext_object(enc, ext, Z_OBJ_P(val));
	}

	if (Z_TYPE(p->transformers) == IS_ARRAY) {
		/* Held: a transformer may drop the last other reference to this packer's table. */
		zval transformers, *t;
		ZVAL_COPY(&transformers, &p->transformers);
		ZVAL_COPY_VALUE(&args[1], val);
		ZEND_HASH_FOREACH_VAL(Z_ARR(transformers), t) {
			ZVAL_DEREF(t);
			if (Z_TYPE_P(t) == IS_OBJECT && (ext = msgpack_lib_native_extension(Z_OBJCE_P(t))) != NULL) {
				/* An extension the codec implements (TimestampExtension): it takes objects of its class only. */
				if (Z_TYPE_P(val) == IS_OBJECT && Z_OBJCE_P(val) == *ext->ce) {
					if (UNEXPECTED(p->overrides & (1u << MSGPACK_LIB_PACKER_PACK_EXT))) {
						result = msgpack_lib_packer_sub_native_ext(enc, p, ext, Z_OBJ_P(val));
					} else {
						result = msgpack_encode_ext_object(enc, ext, Z_OBJ_P(val));
					}
					zval_ptr_dtor(&transformers);
					return result;
				}
				continue;
			}
			if (UNEXPECTED(msgpack_lib_packer_enter_user_code(enc) != SUCCESS)) {
				zval_ptr_dtor(&transformers);
				return FAILURE;
			}
			/* Held: an entry given by reference ([&$t]) holds it only while the caller's variable does, which its
			 * pack() may reassign. */
			zval transformer;
			ZVAL_COPY(&transformer, t);
			result = msgpack_lib_packer_call_deeper(enc, p, &transformer, args, 2, &rv);
			zval_ptr_dtor(&transformer);
			if (result != SUCCESS) {
				zval_ptr_dtor(&transformers);
				return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
			}
			if (Z_TYPE(rv) != IS_NULL) {
				result = msgpack_lib_packer_append_result(enc, &rv);
				zval_ptr_dtor(&rv);
				zval_ptr_dtor(&transformers);
				return result;
			}
		} ZEND_HASH_FOREACH_END();
		zval_ptr_dtor(&transformers);
	}
	if (Z_TYPE_P(val) == IS_OBJECT) {
		zend_class_entry *ce = Z_OBJCE_P(val);
		if (msgpack_lib_type_object_direct(ce, Z_OBJ_P(val))) {
			if (UNEXPECTED(p->overrides)) {
				return msgpack_lib_packer_sub_type_object(enc, p, Z_OBJ_P(val));
			}
			return msgpack_encode_type_object(enc, Z_OBJ_P(val));
		}
		if (instanceof_function(ce, msgpack_ce_can_be_packed)) {
			if (UNEXPECTED(msgpack_lib_packer_enter_user_code(enc) != SUCCESS)) {
				return FAILURE;
			}
			result = msgpack_lib_packer_call_deeper(enc, p, val, args, 1, &rv);
			if (result != SUCCESS) {
				return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
			}
			result = msgpack_lib_packer_append_result(enc, &rv);
			zval_ptr_dtor(&rv);
			return result;
		}
	}
	msgpack_lib_throw_unsupported_type(val);
	return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
}

/*
 * An encoder for this Packer. message: it writes a message of its own (pack(), packToStream(), packArray(),
 * packMap()), in compact mode when the options say so, and with PackOptions::SEQUENTIAL with the records of the
 * messages before (the writer kept here; finishing the encode keeps the message's records or, when it failed, undoes
 * them); else a token or a Packer with overrides (see "subclasses"), whose bytes the caller assembles into a message.
 * FAILURE (thrown, nothing to destroy): a sequential message while another is in progress (a Fiber suspended in its
 * transformer): the stream's order would be lost.
 */
static zend_result msgpack_lib_packer_encoder_init(msgpack_encoder *enc, smart_str *buf, zend_object *obj, bool message)
{
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);
	msgpack_options opts;
	bool nested;
	uint32_t depth = msgpack_lib_packer_depth(p, &nested);
	/* str8 for 32..255-byte strings, as the library writes them. */
	uint32_t flags = p->flags | MSGPACK_OPT_STR8;

	if ((!message || nested) && (flags & MSGPACK_OPT_COMPACT_ANY)) {
		/*
		 * Bytes that go into another message (a pack() from a transformer, a token), whose record ids and string
		 * numbers they cannot know: written plainly, but still the integers 64..127 as uint8 (the record id bytes).
		 */
		flags = (flags & ~MSGPACK_OPT_COMPACT_ANY) | ((flags & MSGPACK_OPT_RECORDS) ? MSGPACK_OPT_UINT8_IDS : 0);
	}
	bool sequential = (flags & (MSGPACK_OPT_RECORDS | MSGPACK_LIB_OPT_SEQUENTIAL))
		== (MSGPACK_OPT_RECORDS | MSGPACK_LIB_OPT_SEQUENTIAL);
	if (sequential && p->writer && p->writer->busy) {
		msgpack_lib_throw_packing_failed("Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer "
			"is in progress: its messages must go out in order");
		return FAILURE;
	}
	opts.flags = flags & ~MSGPACK_LIB_OPT_SEQUENTIAL;
	opts.max_depth = msgpack_lib_max_depth();
	opts.allowed_classes = NULL;
	opts.structures = (flags & MSGPACK_OPT_RECORDS) ? p->structures : NULL;
	opts.notice = NULL;
	msgpack_encoder_init(enc, buf, &opts);
	if (sequential) {
		if (!p->writer) {
			p->writer = emalloc(sizeof(msgpack_record_writer));
			msgpack_record_writer_init(p->writer, p->structures, true);
		}
		msgpack_encoder_keep_records(enc, p->writer);
	}
	enc->depth = depth;
	enc->object_hook = msgpack_lib_packer_object_hook;
	enc->follow = &p->flags;
	enc->hook_object = obj;
	return SUCCESS;
}

/* ---- subclasses: the library's dispatch through $this ---------------------------------------------------------- */

/*
 * A Packer whose class overrides one of the methods the library's own code calls on $this (msgpack_lib_packer_methods)
 * packs the way the library's PHP code does. pack() hands an int to $this->packInt(), a string to packStr() or
 * packBin() (as the str/bin option chooses), a float to packFloat(), an array to packArray() or packMap() (as the
 * arr/map option chooses); packArray() and packMap() write their header through packArrayHeader() / packMapHeader(),
 * a map's keys through packInt(), packStr() or packBin(), and each value through $this->pack(); Bin, Map and Ext
 * objects go to packBin(), packMap() and packExt(), TimestampExtension to packExt(). Each of these calls is made only
 * when that method is overridden: Packer's own would write the same bytes, so they are written natively. null, the
 * booleans, an empty string and an empty array are written without a call, as the library writes them.
 *
 * What an override returns is appended as PHP's `.` would append it (a warning for an array, Error for an object
 * without __toString()), except where the library returns it as is: the result of pack() when its value goes to one
 * override, and of packArray() / packMap() of an empty array (packArrayHeader() / packMapHeader()'s result). Such a
 * Packer writes plain MessagePack: its constructor and withStructures() refuse compact mode
 * (msgpack_lib_throw_compact_overrides()), which writes a message natively as a whole, as BufferUnpacker refuses it.
 */

#define MSGPACK_LIB_PACKER_OVERRIDES(p, method) (((p)->overrides & (1u << (method))) != 0)

static void msgpack_lib_packer_sub_init(msgpack_encoder *enc, smart_str *buf, zend_object *obj)
{
	/* (never fails: no message of its own) */
	msgpack_lib_packer_encoder_init(enc, buf, obj, false);
}

/*
 * $this->method(...args) for an override, in the middle of an encode: a section at the encoder's depth, so that the
 * pack() calls the override makes go on at this nesting level; user code that recurses without nesting anything ends
 * at the C stack check. FAILURE: an exception is pending.
 */
static zend_result msgpack_lib_packer_call_override(msgpack_encoder *enc, msgpack_lib_packer *p, int method, zval *args,
	uint32_t argc, zval *rv)
{
	msgpack_lib_packer_frame frame;

	ZVAL_UNDEF(rv);
	if (UNEXPECTED(msgpack_stack_exhausted())) {
		return msgpack_encode_error(enc, MSGPACK_ERR_STACK);
	}
	msgpack_lib_packer_section_enter(&frame, p, enc->depth);
	zend_result result = msgpack_lib_call_method(&p->std, msgpack_lib_packer_methods[method], rv, argc, args);
	msgpack_lib_packer_section_leave(&frame);
	msgpack_encode_follow(enc);
	if (UNEXPECTED(result != SUCCESS)) {
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

/* An override's result appended, as `$data .= $this->method(...)` appends it. */
static zend_result msgpack_lib_packer_sub_call(msgpack_encoder *enc, msgpack_lib_packer *p, int method, zval *args,
	uint32_t argc)
{
	zval rv;

	if (msgpack_lib_packer_call_override(enc, p, method, args, argc, &rv) != SUCCESS) {
		return FAILURE;
	}
	zend_result result = msgpack_lib_packer_append_result(enc, &rv);
	zval_ptr_dtor(&rv);
	msgpack_encode_follow(enc);
	return result;
}

static bool msgpack_lib_packer_is_list(const msgpack_encoder *enc, HashTable *ht)
{
	if (enc->flags & (MSGPACK_OPT_ARRAY_AS_LIST | MSGPACK_OPT_ARRAY_AS_MAP)) {
		return (enc->flags & MSGPACK_OPT_ARRAY_AS_LIST) != 0;
	}
	return zend_array_is_list(ht);
}

/* The method the library's pack() hands val to; -1: none (written as is, or an object or resource: transformers). */
static int msgpack_lib_packer_method_of(const msgpack_encoder *enc, zval *val)
{
	switch (Z_TYPE_P(val)) {
		case IS_LONG:
			return MSGPACK_LIB_PACKER_PACK_INT;
		case IS_DOUBLE:
			return MSGPACK_LIB_PACKER_PACK_FLOAT;
		case IS_STRING:
			if (Z_STRLEN_P(val) == 0) {
				return -1;
			}
			return msgpack_encode_is_bin(enc->flags, Z_STRVAL_P(val), Z_STRLEN_P(val))
				? MSGPACK_LIB_PACKER_PACK_BIN : MSGPACK_LIB_PACKER_PACK_STR;
		case IS_ARRAY:
			if (zend_hash_num_elements(Z_ARR_P(val)) == 0) {
				return -1;
			}
			return msgpack_lib_packer_is_list(enc, Z_ARR_P(val)) ? MSGPACK_LIB_PACKER_PACK_ARRAY : MSGPACK_LIB_PACKER_PACK_MAP;
		default:
			return -1;
	}
}

static zend_result msgpack_lib_packer_sub_bytes(msgpack_encoder *enc, zend_string *str, bool is_bin)
{
	if (UNEXPECTED(!msgpack_encode_length_ok(ZSTR_LEN(str)))) {
		return msgpack_encode_error(enc, MSGPACK_ERR_TOO_LARGE);
	}
	if (is_bin) {
		msgpack_encode_bin(enc, ZSTR_VAL(str), ZSTR_LEN(str));
	} else {
		msgpack_encode_str(enc, ZSTR_VAL(str), ZSTR_LEN(str), true);
	}
	return SUCCESS;
}

static zend_result msgpack_lib_packer_sub_value(msgpack_encoder *enc, msgpack_lib_packer *p, zval *val);

/* A map key, as the library's packMap() writes it: packInt() for an int, packStr() or packBin() (as key_flags say). */
static zend_result msgpack_lib_packer_sub_key(msgpack_encoder *enc, msgpack_lib_packer *p, zend_string *key, zend_ulong idx,
	uint32_t key_flags)
{
	zval arg;

	if (!key) {
		if (MSGPACK_LIB_PACKER_OVERRIDES(p, MSGPACK_LIB_PACKER_PACK_INT)) {
			ZVAL_LONG(&arg, (zend_long) idx);
			return msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK_INT, &arg, 1);
		}
		msgpack_encode_int(enc, (zend_long) idx);
		return SUCCESS;
	}
	bool is_bin = msgpack_encode_is_bin(key_flags, ZSTR_VAL(key), ZSTR_LEN(key));
	int method = is_bin ? MSGPACK_LIB_PACKER_PACK_BIN : MSGPACK_LIB_PACKER_PACK_STR;
	if (MSGPACK_LIB_PACKER_OVERRIDES(p, method)) {
		/* the array is held, and so its keys */
		ZVAL_STR(&arg, key);
		return msgpack_lib_packer_sub_call(enc, p, method, &arg, 1);
	}
	return msgpack_lib_packer_sub_bytes(enc, key, is_bin);
}

/* The library's packArray() (as_map false) or packMap() of ht: the header, then each entry (see above). */
static zend_result msgpack_lib_packer_sub_array(msgpack_encoder *enc, msgpack_lib_packer *p, HashTable *ht, bool as_map)
{
	uint32_t n = zend_hash_num_elements(ht);
	int header = as_map ? MSGPACK_LIB_PACKER_PACK_MAP_HEADER : MSGPACK_LIB_PACKER_PACK_ARRAY_HEADER;
	zend_result result = SUCCESS;
	zend_string *key;
	zend_ulong idx;
	zval arg, *val;

	if (n > 0 && UNEXPECTED(msgpack_encode_enter(enc) != SUCCESS)) {
		return FAILURE;
	}
	/* Held while user code runs: it may drop the last other reference (a PHP reference to it, a Map's property). */
	GC_TRY_ADDREF(ht);
	if (MSGPACK_LIB_PACKER_OVERRIDES(p, header)) {
		ZVAL_LONG(&arg, n);
		result = msgpack_lib_packer_sub_call(enc, p, header, &arg, 1);
	} else {
		msgpack_encode_header(enc, n, as_map);
	}
	const uint32_t key_flags = enc->flags; /* the library's packMap() chooses its keys' form here, once */
	if (n > 0 && result == SUCCESS) {
		ZEND_HASH_FOREACH_KEY_VAL_IND(ht, idx, key, val) {
			/* Taken before the key is packed, as the library's foreach assigns $val: the key's override may assign to
			 * the variable an entry refers to (a PHP reference). */
			zval item;
			ZVAL_COPY_DEREF(&item, val);
			if (as_map && msgpack_lib_packer_sub_key(enc, p, key, idx, key_flags) != SUCCESS) {
				zval_ptr_dtor(&item);
				result = FAILURE;
				break;
			}
			if (MSGPACK_LIB_PACKER_OVERRIDES(p, MSGPACK_LIB_PACKER_PACK)) {
				result = msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK, &item, 1);
			} else {
				result = msgpack_lib_packer_sub_value(enc, p, &item);
			}
			zval_ptr_dtor(&item);
			msgpack_encode_follow(enc); /* (the item's last reference: user code replaced it) */
			if (result != SUCCESS) {
				break;
			}
		} ZEND_HASH_FOREACH_END();
	}
	zend_array_release(ht);
	if (n > 0) {
		enc->depth--;
	}
	return result;
}

/* What the library's pack() does with val, the value's own override not being called (the caller checked). */
static zend_result msgpack_lib_packer_sub_native(msgpack_encoder *enc, msgpack_lib_packer *p, zval *val, int method)
{
	switch (Z_TYPE_P(val)) {
		case IS_LONG:
			msgpack_encode_int(enc, Z_LVAL_P(val));
			return SUCCESS;
		case IS_DOUBLE:
			msgpack_encode_float(enc, Z_DVAL_P(val), (enc->flags & MSGPACK_OPT_FORCE_F32) != 0);
			return SUCCESS;
		case IS_STRING:
			return msgpack_lib_packer_sub_bytes(enc, Z_STR_P(val),
				method == MSGPACK_LIB_PACKER_PACK_BIN || (method < 0 && (enc->flags & MSGPACK_OPT_STR_AS_BIN)));
		case IS_ARRAY:
			if (method < 0) {
				msgpack_encode_byte(enc, (enc->flags & MSGPACK_OPT_ARRAY_AS_MAP) ? MSGPACK_WIRE_FIXMAP : MSGPACK_WIRE_FIXARRAY);
				return SUCCESS;
			}
			return msgpack_lib_packer_sub_array(enc, p, Z_ARR_P(val), method == MSGPACK_LIB_PACKER_PACK_MAP);
		case IS_TRUE:
			msgpack_encode_byte(enc, MSGPACK_WIRE_TRUE);
			return SUCCESS;
		case IS_FALSE:
			msgpack_encode_byte(enc, MSGPACK_WIRE_FALSE);
			return SUCCESS;
		case IS_OBJECT:
		case IS_RESOURCE:
			return msgpack_lib_packer_object_hook(enc, val);
		default:
			msgpack_encode_nil(enc);
			return SUCCESS;
	}
}

/* The library's pack($val) inside a message: its override's result appended, or val written as pack() writes it. */
static zend_result msgpack_lib_packer_sub_value(msgpack_encoder *enc, msgpack_lib_packer *p, zval *val)
{
	int method = msgpack_lib_packer_method_of(enc, val);

	if (method >= 0 && MSGPACK_LIB_PACKER_OVERRIDES(p, method)) {
		return msgpack_lib_packer_sub_call(enc, p, method, val, 1);
	}
	return msgpack_lib_packer_sub_native(enc, p, val, method);
}

/* A Bin, Map or Ext object reached by pack(): its pack($packer) calls packBin($data), packMap($map), packExt($type, $data). */
static zend_result msgpack_lib_packer_sub_type_object(msgpack_encoder *enc, msgpack_lib_packer *p, zend_object *obj)
{
	zend_class_entry *ce = obj->ce;
	zend_result result;
	zval args[2];

	if (ce == msgpack_ce_bin) {
		if (MSGPACK_LIB_PACKER_OVERRIDES(p, MSGPACK_LIB_PACKER_PACK_BIN)) {
			ZVAL_COPY_DEREF(&args[0], OBJ_PROP_NUM(obj, MSGPACK_BIN_PROP_DATA));
			result = msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK_BIN, args, 1);
			zval_ptr_dtor(&args[0]);
			return result;
		}
	} else if (ce == msgpack_ce_map) {
		/* (an array: msgpack_lib_type_object_direct()) */
		ZVAL_COPY_DEREF(&args[0], OBJ_PROP_NUM(obj, MSGPACK_MAP_PROP_MAP));
		ZEND_ASSERT(Z_TYPE(args[0]) == IS_ARRAY);
		result = MSGPACK_LIB_PACKER_OVERRIDES(p, MSGPACK_LIB_PACKER_PACK_MAP)
			? msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK_MAP, args, 1)
			: msgpack_lib_packer_sub_array(enc, p, Z_ARR(args[0]), true);
		zval_ptr_dtor(&args[0]);
		return result;
	} else if (MSGPACK_LIB_PACKER_OVERRIDES(p, MSGPACK_LIB_PACKER_PACK_EXT)) {
		ZVAL_COPY_DEREF(&args[0], OBJ_PROP_NUM(obj, MSGPACK_EXT_PROP_TYPE));
		ZVAL_COPY_DEREF(&args[1], OBJ_PROP_NUM(obj, MSGPACK_EXT_PROP_DATA));
		result = msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK_EXT, args, 2);
		zval_ptr_dtor(&args[0]);
		zval_ptr_dtor(&args[1]);
		return result;
	}
	return msgpack_encode_type_object(enc, obj);
}

/* A value of a native extension's class (TimestampExtension) with packExt() overridden: the body goes to packExt(). */
static zend_result msgpack_lib_packer_sub_native_ext(msgpack_encoder *enc, msgpack_lib_packer *p,
	const msgpack_ext_type *ext, zend_object *obj)
{
	smart_str tmp = {0};
	zval args[2];

	ext->encode(&tmp, obj);
	if (UNEXPECTED(EG(exception))) {
		/* the conversion of a property a user replaced warned, and the error handler threw */
		smart_str_free(&tmp);
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	const unsigned char *w = (const unsigned char *) ZSTR_VAL(tmp.s);
	const msgpack_wire_lead *lead = msgpack_wire_lead_of(w[0]);
	/* after the head: the type byte, then the body */
	ZVAL_LONG(&args[0], ext->type);
	ZVAL_STRINGL(&args[1], (const char *) w + lead->head + 1, msgpack_wire_length(lead, w));
	smart_str_free(&tmp);
	zend_result result = msgpack_lib_packer_sub_call(enc, p, MSGPACK_LIB_PACKER_PACK_EXT, args, 2);
	zval_ptr_dtor(&args[1]);
	return result;
}

/*
 * The end of a Packer call with overrides: what was written natively (native) becomes the returned string, an
 * override's result is returned as it is; on failure the partial output is dropped and the error raised.
 */
static void msgpack_lib_packer_sub_finish(msgpack_encoder *enc, smart_str *buf, bool native, zend_result result,
	zval *return_value)
{
	if (native && result == SUCCESS) {
		smart_str_0(buf);
		RETVAL_STR(buf->s ? buf->s : ZSTR_EMPTY_ALLOC());
		buf->s = NULL;
	}
	msgpack_encode_finish(enc, result);
	if (UNEXPECTED(result != SUCCESS)) {
		smart_str_free(buf);
		ZVAL_NULL(return_value);
		msgpack_lib_packer_raise(enc);
	}
}

/* pack($value) on a Packer with overrides (kept out of line: the plain pack() pays one test for it). */
static zend_never_inline zend_result msgpack_lib_packer_sub_pack(zend_object *obj, zval *value, zval *return_value)
{
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);
	smart_str buf = {0};
	msgpack_encoder enc;
	zend_result result;

	msgpack_lib_packer_sub_init(&enc, &buf, obj);
	ZVAL_DEREF(value);
	int method = msgpack_lib_packer_method_of(&enc, value);
	bool native = method < 0 || !MSGPACK_LIB_PACKER_OVERRIDES(p, method);
	if (!native) {
		/* `return $this->packInt($value);`: the override's result, whatever it is */
		result = msgpack_lib_packer_call_override(&enc, p, method, value, 1, return_value);
	} else {
		result = msgpack_lib_packer_sub_native(&enc, p, value, method);
	}
	msgpack_lib_packer_sub_finish(&enc, &buf, native, result, return_value);
	return result;
}

/* packArray() / packMap() on a Packer with overrides. */
static zend_never_inline void msgpack_lib_packer_sub_container(zend_object *obj, HashTable *ht, bool as_map, zval *return_value)
{
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(obj);
	int header = as_map ? MSGPACK_LIB_PACKER_PACK_MAP_HEADER : MSGPACK_LIB_PACKER_PACK_ARRAY_HEADER;
	smart_str buf = {0};
	msgpack_encoder enc;
	zend_result result;
	zval arg;

	msgpack_lib_packer_sub_init(&enc, &buf, obj);
	bool native = zend_hash_num_elements(ht) != 0 || !MSGPACK_LIB_PACKER_OVERRIDES(p, header);
	if (!native) {
		/* `$data = $this->packArrayHeader(0); return $data;` */
		ZVAL_LONG(&arg, 0);
		result = msgpack_lib_packer_call_override(&enc, p, header, &arg, 1, return_value);
	} else {
		result = msgpack_lib_packer_sub_array(&enc, p, ht, as_map);
	}
	msgpack_lib_packer_sub_finish(&enc, &buf, native, result, return_value);
}

/* Packer::pack() for any Packer object (also used by the MessagePack facade's own Packer). */
zend_result msgpack_lib_packer_pack(zend_object *obj, zval *value, zval *return_value)
{
	smart_str buf = {0};
	msgpack_encoder enc;

	if (UNEXPECTED(msgpack_lib_packer_fetch(obj)->overrides)) {
		return msgpack_lib_packer_sub_pack(obj, value, return_value);
	}
	if (UNEXPECTED(msgpack_lib_packer_encoder_init(&enc, &buf, obj, true) != SUCCESS)) {
		return FAILURE;
	}
	msgpack_output_open(&buf);
	if (UNEXPECTED(msgpack_encode(&enc, value) != SUCCESS)) {
		smart_str_free(&buf);
		msgpack_lib_packer_raise(&enc);
		return FAILURE;
	}
	RETVAL_STR(msgpack_output_take(&buf));
	return SUCCESS;
}

/* ---- packToStream() -------------------------------------------------------------------------------------------- */

/*
 * packToStream(): the encoder's buffer goes to the stream whenever it holds MSGPACK_ENCODE_FLUSH_SIZE bytes (64 KiB)
 * and needs to grow, so the whole encoding is never held: at most 64 KiB and the largest token, but for a str, bin or
 * ext payload over 64 KiB, which goes out from its string (msgpack_encode_through()). Writing runs user code (a stream wrapper's
 * stream_write()) in the middle of the encode: that is one nesting level deeper for the Packer, as a transformer is.
 * A failed write stops the encode: the rest of the output is dropped, and the depth limit falls to 0 so that the next
 * container (or transformer) ends it, instead of a test per value.
 */
typedef struct {
	msgpack_encoder enc;    /* first: the flush hook finds this struct from its encoder */
	msgpack_lib_packer *p;
	zend_resource *stream;  /* held by the call's argument; its stream is looked up for every write (fclose()) */
	uint64_t written;       /* bytes the stream took (on 32-bit PHP, a value's encoding may pass 4 GiB) */
	bool failed;            /* a write failed: an exception is pending, or write_len/write_done say how */
	bool closed;            /* ... because the stream was closed */
	size_t write_len, write_done; /* the failed write's length, and how much of it the stream took */
} msgpack_lib_packer_streaming;

/* Writes len bytes to the stream; false: st->failed and why. */
static bool msgpack_lib_packer_write(msgpack_lib_packer_streaming *st, const char *data, size_t len)
{
	msgpack_lib_stream_guard guard;
	php_stream *stream = msgpack_lib_stream_guard_enter(&guard, st->stream);
	ssize_t n;

	if (UNEXPECTED(!stream)) {
		st->failed = st->closed = true;
		return false;
	}
	msgpack_lib_packer_frame frame;
	msgpack_lib_packer_section_enter(&frame, st->p, st->enc.depth + 1);
	n = php_stream_write(stream, data, len);
	msgpack_lib_packer_section_leave(&frame);
	msgpack_lib_stream_guard_leave(&guard);
	msgpack_encode_follow(&st->enc);
	if (n > 0) {
		st->written += (uint64_t) n;
	}
	if (UNEXPECTED(EG(exception)) || UNEXPECTED(n < 0 || (size_t) n != len)) {
		st->failed = true;
		st->write_len = len;
		st->write_done = n > 0 ? (size_t) n : 0;
		return false;
	}
	return true;
}

static void msgpack_lib_packer_flush(msgpack_encoder *enc)
{
	msgpack_lib_packer_streaming *st = (msgpack_lib_packer_streaming *) enc;
	size_t len = ZSTR_LEN(enc->buf->s);

	/* Emptied first: the bytes stay in place while they are written (nothing else writes to this buffer meanwhile). */
	ZSTR_LEN(enc->buf->s) = 0;
	if (UNEXPECTED(st->failed)) {
		return;
	}
	if (UNEXPECTED(!msgpack_lib_packer_write(st, ZSTR_VAL(enc->buf->s), len))) {
		enc->max_depth = 0;
	}
	if (enc->buf->a > 4 * MSGPACK_ENCODE_FLUSH_SIZE) {
		/* Grown for a large token, which is gone now: not held for the small ones after it. */
		smart_str_free(enc->buf);
		smart_str_alloc(enc->buf, MSGPACK_ENCODE_FLUSH_SIZE, 0);
	}
}

/* A long payload sent on from where it is (msgpack_encode_through()), after the buffer. */
static void msgpack_lib_packer_write_through(msgpack_encoder *enc, const char *s, size_t len)
{
	msgpack_lib_packer_streaming *st = (msgpack_lib_packer_streaming *) enc;

	if (UNEXPECTED(st->failed)) {
		return;
	}
	if (UNEXPECTED(!msgpack_lib_packer_write(st, s, len))) {
		enc->max_depth = 0;
	}
}

/* Before an object: the output so far goes out if it is large (the object hook appends without growing through
 * msgpack_encode_reserve()), and after a failed write nothing more runs. */
static zend_result msgpack_lib_packer_stream_check(msgpack_encoder *enc)
{
	msgpack_lib_packer_streaming *st = (msgpack_lib_packer_streaming *) enc;

	msgpack_encode_flush_check(enc);
	if (UNEXPECTED(st->failed)) {
		return msgpack_encode_error(enc, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

static ZEND_COLD void msgpack_lib_packer_stream_raise(const msgpack_lib_packer_streaming *st)
{
	if (EG(exception)) {
		return; /* thrown by the stream (a wrapper's stream_write()) */
	}
	if (st->closed) {
		msgpack_lib_throw_packing_failed("Could not write to the stream: it was closed");
	} else {
		/* Over the message: the failed write alone starts and ends where the encoding happened to flush. */
		msgpack_lib_throw_packing_failed("Could not write to the stream: %" PRIu64 " of %" PRIu64 " bytes written",
			st->written, st->written - st->write_done + st->write_len);
	}
}

/*
 * packToStream() on a Packer whose class overrides the methods the library's code calls on $this: the bytes
 * $this->pack($value) returns (through the overrides, as pack() gives them), built whole and written at once.
 */
static zend_never_inline zend_result msgpack_lib_packer_sub_pack_to_stream(zend_object *obj, zend_resource *stream,
	zval *value, uint64_t *written)
{
	msgpack_lib_packer_streaming st = {0};
	smart_str buf = {0};
	zval self;

	*written = 0;
	ZVAL_OBJ(&self, obj);
	if (msgpack_lib_packer_call_method(&self, "pack", value, 1, &buf) != SUCCESS) {
		smart_str_free(&buf);
		return FAILURE;
	}
	st.p = msgpack_lib_packer_fetch(obj);
	st.stream = stream;
	if (buf.s && ZSTR_LEN(buf.s) > 0) {
		msgpack_lib_packer_write(&st, ZSTR_VAL(buf.s), ZSTR_LEN(buf.s));
	}
	smart_str_free(&buf);
	*written = st.written;
	if (UNEXPECTED(st.failed)) {
		msgpack_lib_packer_stream_raise(&st);
		return FAILURE;
	}
	return SUCCESS;
}

/* Packer::packToStream(): returns the bytes written; FAILURE: thrown, and what was written before stays written. */
static zend_result msgpack_lib_packer_pack_to_stream(zend_object *obj, zend_resource *stream, zval *value,
	uint64_t *written)
{
	msgpack_lib_packer_streaming st;
	smart_str buf = {0};

	if (UNEXPECTED(msgpack_lib_packer_fetch(obj)->overrides)) {
		return msgpack_lib_packer_sub_pack_to_stream(obj, stream, value, written);
	}
	st.p = msgpack_lib_packer_fetch(obj);
	st.stream = stream;
	st.written = 0;
	st.failed = st.closed = false;
	st.write_len = st.write_done = 0;
	if (UNEXPECTED(msgpack_lib_packer_encoder_init(&st.enc, &buf, obj, true) != SUCCESS)) {
		*written = 0;
		return FAILURE;
	}
	if (!(st.enc.flags & MSGPACK_OPT_STRING_REFS)) {
		/* String references rewrite the whole output once it is complete: that mode writes at the end only. */
		st.enc.flush = msgpack_lib_packer_flush;
		st.enc.write = msgpack_lib_packer_write_through;
		st.enc.flags |= MSGPACK_OPT_WRITE_THROUGH;
	}
	zend_result result = msgpack_encode_value(&st.enc, value);
	if (result == SUCCESS) {
		msgpack_encode_complete(&st.enc);
		if (!st.failed && buf.s && ZSTR_LEN(buf.s) > 0) {
			msgpack_lib_packer_write(&st, ZSTR_VAL(buf.s), ZSTR_LEN(buf.s));
		}
		/* A message that did not go out in full defines nothing for the next (SEQUENTIAL's records, structures) */
		if (!st.failed) {
			msgpack_encode_commit(&st.enc);
		}
	}
	msgpack_encoder_destroy(&st.enc);
	smart_str_free(&buf);
	*written = st.written;
	if (UNEXPECTED(st.failed)) {
		msgpack_lib_packer_stream_raise(&st);
		return FAILURE;
	}
	if (UNEXPECTED(result != SUCCESS)) {
		msgpack_lib_packer_raise(&st.enc);
		return FAILURE;
	}
	return SUCCESS;
}

/* A Packer for the MessagePack facade: options flags, TimestampExtension registered. */
void msgpack_lib_packer_init_facade(zval *out, uint32_t flags)
{
	object_init_ex(out, msgpack_ce_packer);
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(Z_OBJ_P(out));
	p->flags = flags;
	p->natives = true;
}

/*
 * $packer->method(...args), its result (converted to a string as PHP would) appended to buf: how the Type classes and
 * the transformers call a Packer, so that subclasses and mocks see the call. FAILURE: an exception is pending.
 */
zend_result msgpack_lib_packer_call_method(zval *packer, const char *method, zval *args, uint32_t argc, smart_str *buf)
{
	zend_string *name = zend_string_init(method, strlen(method), 0);
	zval rv;
	zend_result result = msgpack_lib_call_method(Z_OBJ_P(packer), name, &rv, argc, args);

	zend_string_release(name);
	if (result != SUCCESS) {
		return FAILURE;
	}
	zend_string *str = zval_try_get_string(&rv);
	zval_ptr_dtor(&rv);
	if (!str) {
		return FAILURE;
	}
	msgpack_smart_str_reserve(buf, ZSTR_LEN(str));
	smart_str_append(buf, str);
	zend_string_release(str);
	return SUCCESS;
}

/* ---- methods --------------------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_Packer, __construct)
{
	zval *options = NULL;
	HashTable *transformers = NULL;
	uint32_t flags;

	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(options)
		Z_PARAM_ARRAY_HT(transformers)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	if (msgpack_lib_pack_options(options, &flags) != SUCCESS) {
		RETURN_THROWS();
	}
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(Z_OBJ_P(ZEND_THIS));
	if (UNEXPECTED(p->writer && p->writer->busy)) {
		/* (its encode in progress holds the writer) */
		zend_throw_error(NULL, "Cannot call %s::__construct() while a pack() with PackOptions::SEQUENTIAL is in progress",
			ZSTR_VAL(p->std.ce->name));
		RETURN_THROWS();
	}
	if (UNEXPECTED(p->overrides) && (flags & MSGPACK_OPT_COMPACT_ANY)) {
		msgpack_lib_throw_compact_overrides(p->std.ce, p->overrides, msgpack_lib_packer_methods,
			"PackOptions::RECORDS, COMPACT, SEQUENTIAL");
		RETURN_THROWS();
	}
	p->flags = flags;
	/* new options, a new stream */
	msgpack_lib_packer_writer_drop(p);
	if (p->structures) {
		msgpack_structures_release(p->structures);
		p->structures = NULL;
	}
	/* The old transformers are released last: a destructor may construct this object again, whose transformers an
	 * assignment after the release would overwrite (leak). */
	zval old;
	ZVAL_COPY_VALUE(&old, &p->transformers);
	ZVAL_UNDEF(&p->transformers);
	if (transformers && zend_hash_num_elements(transformers) > 0) {
		/* Stored as given and not validated, as in the library: a bad entry fails when an object reaches it. */
		ZVAL_ARR(&p->transformers, zend_array_dup(transformers));
	}
	zval_ptr_dtor(&old);
}

ZEND_METHOD(MessagePack_Packer, extendWith)
{
	zval *first, *rest = NULL;
	uint32_t rest_count = 0;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_OBJECT_OF_CLASS(first, msgpack_ce_can_pack)
		Z_PARAM_VARIADIC('*', rest, rest_count)
	ZEND_PARSE_PARAMETERS_END();

	for (uint32_t i = 0; i < rest_count; i++) {
		if (Z_TYPE(rest[i]) != IS_OBJECT || !instanceof_function(Z_OBJCE(rest[i]), msgpack_ce_can_pack)) {
			zend_argument_type_error(i + 2, "must be of type MessagePack\\CanPack, %s given", zend_zval_type_name(&rest[i]));
			RETURN_THROWS();
		}
	}

	zend_object *clone = Z_OBJ_HT_P(ZEND_THIS)->clone_obj(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(clone);
	HashTable *ht = Z_TYPE(p->transformers) == IS_ARRAY ? zend_array_dup(Z_ARR(p->transformers)) : zend_new_array(1 + rest_count);

	Z_TRY_ADDREF_P(first);
	zend_hash_next_index_insert(ht, first);
	for (uint32_t i = 0; i < rest_count; i++) {
		Z_TRY_ADDREF(rest[i]);
		zend_hash_next_index_insert(ht, &rest[i]);
	}
	zval_ptr_dtor(&p->transformers);
	ZVAL_ARR(&p->transformers, ht);
	RETURN_OBJ(clone);
}

ZEND_METHOD(MessagePack_Packer, withStructures)
{
	zval *structures;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(structures, msgpack_ce_structures)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_packer *self = msgpack_lib_packer_fetch(Z_OBJ_P(ZEND_THIS));
	if (UNEXPECTED(self->overrides)) {
		msgpack_lib_throw_compact_overrides(self->std.ce, self->overrides, msgpack_lib_packer_methods,
			"withStructures()");
		RETURN_THROWS();
	}
	zend_object *clone = Z_OBJ_HT_P(ZEND_THIS)->clone_obj(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_packer *p = msgpack_lib_packer_fetch(clone);

	msgpack_lib_structures_hold(&p->structures, Z_OBJ_P(structures));
	/* Shared structures are records' ids: they imply records. */
	p->flags |= MSGPACK_OPT_RECORDS;
	RETURN_OBJ(clone);
}

ZEND_METHOD(MessagePack_Packer, pack)
{
	zval *value;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_packer_pack(Z_OBJ_P(ZEND_THIS), value, return_value);
}

ZEND_METHOD(MessagePack_Packer, packToStream)
{
	zval *stream_arg, *value;
	zend_resource *stream;
	uint64_t written;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ZVAL(stream_arg)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	stream = msgpack_lib_stream_arg(stream_arg, 1);
	if (!stream) {
		RETURN_THROWS();
	}
	if (msgpack_lib_packer_pack_to_stream(Z_OBJ_P(ZEND_THIS), stream, value, &written) != SUCCESS) {
		RETURN_THROWS();
	}
	if (UNEXPECTED(written > (uint64_t) ZEND_LONG_MAX)) {
		/* 32-bit PHP: a count above PHP_INT_MAX is a float (as unpackArrayHeader()'s), not a negative int */
		RETURN_DOUBLE((double) written);
	}
	RETURN_LONG((zend_long) written);
}

/*
 * The one-token methods: an encoder over a small buffer, no hooks needed. A token is part of a message the caller
 * assembles, so it defines no string (the integers 64..127 stay uint8 while records are on: they would read as ids).
 */
#define MSGPACK_PACKER_TOKEN_BEGIN() \
	smart_str buf = {0}; \
	msgpack_encoder enc; \
	msgpack_lib_packer_encoder_init(&enc, &buf, Z_OBJ_P(ZEND_THIS), false)

#define MSGPACK_PACKER_TOKEN_RETURN() \
	do { \
		smart_str_0(&buf); \
		RETURN_STR(buf.s); \
	} while (0)

ZEND_METHOD(MessagePack_Packer, packNil)
{
	ZEND_PARSE_PARAMETERS_NONE();
	/* (the engine's one-byte strings: RETURN_CHAR() takes a char, which these bytes overflow) */
	RETURN_INTERNED_STR(ZSTR_CHAR(MSGPACK_WIRE_NIL));
}

ZEND_METHOD(MessagePack_Packer, packBool)
{
	zval *value;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	RETURN_INTERNED_STR(ZSTR_CHAR(zend_is_true(value) ? MSGPACK_WIRE_TRUE : MSGPACK_WIRE_FALSE));
}

ZEND_METHOD(MessagePack_Packer, packInt)
{
	zval *value;
	zend_long v;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_arg_long(value, &v)) {
		RETURN_THROWS();
	}
	MSGPACK_PACKER_TOKEN_BEGIN();
	msgpack_encode_int(&enc, v);
	MSGPACK_PACKER_TOKEN_RETURN();
}

static void msgpack_lib_packer_float(INTERNAL_FUNCTION_PARAMETERS, int width)
{
	zval *value;
	double d;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_arg_double(value, &d)) {
		RETURN_THROWS();
	}
	MSGPACK_PACKER_TOKEN_BEGIN();
	/* width 0: the PackOptions float mode */
	msgpack_encode_float(&enc, d, width == 32 || (width == 0 && (enc.flags & MSGPACK_OPT_FORCE_F32)));
	MSGPACK_PACKER_TOKEN_RETURN();
}

ZEND_METHOD(MessagePack_Packer, packFloat)
{
	msgpack_lib_packer_float(INTERNAL_FUNCTION_PARAM_PASSTHRU, 0);
}

ZEND_METHOD(MessagePack_Packer, packFloat32)
{
	msgpack_lib_packer_float(INTERNAL_FUNCTION_PARAM_PASSTHRU, 32);
}

ZEND_METHOD(MessagePack_Packer, packFloat64)
{
	msgpack_lib_packer_float(INTERNAL_FUNCTION_PARAM_PASSTHRU, 64);
}

static void msgpack_lib_packer_bytes(INTERNAL_FUNCTION_PARAMETERS, bool is_bin)
{
	zval *value;
	zend_string *str;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_arg_str(value, 1, &str) || !msgpack_lib_length_fits(str)) {
		RETURN_THROWS();
	}
	MSGPACK_PACKER_TOKEN_BEGIN();
	if (is_bin) {
		msgpack_encode_bin(&enc, ZSTR_VAL(str), ZSTR_LEN(str));
	} else {
		/* packStr() always writes a str, whatever the str/bin mode */
		msgpack_encode_str(&enc, ZSTR_VAL(str), ZSTR_LEN(str), true);
	}
	MSGPACK_PACKER_TOKEN_RETURN();
}

ZEND_METHOD(MessagePack_Packer, packStr)
{
	msgpack_lib_packer_bytes(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(MessagePack_Packer, packBin)
{
	msgpack_lib_packer_bytes(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

/*
 * packArray()/packMap() of a Traversable that is Countable (an ArrayObject, a collection), which the library's count()
 * and foreach accept too. (A generator fails its count().)
 */
typedef struct {
	HashTable *ht;
	bool keys; /* packMap(): keep the keys; packArray(): the values in order */
} msgpack_lib_packer_collect;

static int msgpack_lib_packer_collect_item(zend_object_iterator *iter, void *arg)
{
	msgpack_lib_packer_collect *collect = arg;
	HashTable *ht = collect->ht;
	zval *value = iter->funcs->get_current_data(iter), key;

	if (EG(exception)) {
		return ZEND_HASH_APPLY_STOP;
	}
	ZVAL_DEREF(value);
	Z_TRY_ADDREF_P(value);
	if (collect->keys && iter->funcs->get_current_key) {
		iter->funcs->get_current_key(iter, &key);
		if (EG(exception)) {
			zval_ptr_dtor(value);
			return ZEND_HASH_APPLY_STOP;
		}
		array_set_zval_key(ht, &key, value);
		zval_ptr_dtor(value);
		zval_ptr_dtor(&key);
	} else {
		zend_hash_next_index_insert(ht, value);
	}
	return ZEND_HASH_APPLY_KEEP;
}

static void msgpack_lib_packer_container(INTERNAL_FUNCTION_PARAMETERS, int kind)
{
	zval *value, collected;
	HashTable *ht;
	smart_str buf = {0};
	msgpack_encoder enc;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_UNDEF(&collected);
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_OBJECT && instanceof_function(Z_OBJCE_P(value), zend_ce_traversable)) {
		if (!instanceof_function(Z_OBJCE_P(value), zend_ce_countable)) {
			zend_argument_type_error(1, "must be of type Countable|array, %s given", zend_zval_type_name(value));
			RETURN_THROWS();
		}
		array_init(&collected);
		msgpack_lib_packer_collect collect = { Z_ARR(collected), kind == MSGPACK_ARRAY_MAP };
		if (spl_iterator_apply(value, msgpack_lib_packer_collect_item, &collect) != SUCCESS || EG(exception)) {
			zval_ptr_dtor(&collected);
			RETURN_THROWS();
		}
		value = &collected;
	}
	if (!msgpack_lib_arg_array(value, &ht)) {
		RETURN_THROWS();
	}
	if (UNEXPECTED(msgpack_lib_packer_fetch(Z_OBJ_P(ZEND_THIS))->overrides)) {
		msgpack_lib_packer_sub_container(Z_OBJ_P(ZEND_THIS), ht, kind == MSGPACK_ARRAY_MAP, return_value);
		zval_ptr_dtor(&collected);
		return;
	}
	if (UNEXPECTED(msgpack_lib_packer_encoder_init(&enc, &buf, Z_OBJ_P(ZEND_THIS), true) != SUCCESS)) {
		zval_ptr_dtor(&collected);
		RETURN_THROWS();
	}
	msgpack_output_open(&buf);
	zend_result result = msgpack_encode_array(&enc, ht, kind);
	msgpack_encode_finish(&enc, result);
	zval_ptr_dtor(&collected);
	if (UNEXPECTED(result != SUCCESS)) {
		smart_str_free(&buf);
		msgpack_lib_packer_raise(&enc);
		RETURN_THROWS();
	}
	RETURN_STR(msgpack_output_take(&buf));
}

ZEND_METHOD(MessagePack_Packer, packArray)
{
	msgpack_lib_packer_container(INTERNAL_FUNCTION_PARAM_PASSTHRU, MSGPACK_ARRAY_LIST);
}

ZEND_METHOD(MessagePack_Packer, packMap)
{
	msgpack_lib_packer_container(INTERNAL_FUNCTION_PARAM_PASSTHRU, MSGPACK_ARRAY_MAP);
}

static void msgpack_lib_packer_header(INTERNAL_FUNCTION_PARAMETERS, bool is_map)
{
	zval *value;
	uint32_t size;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_arg_size(value, &size)) {
		RETURN_THROWS();
	}
	MSGPACK_PACKER_TOKEN_BEGIN();
	msgpack_encode_header(&enc, size, is_map);
	MSGPACK_PACKER_TOKEN_RETURN();
}

ZEND_METHOD(MessagePack_Packer, packArrayHeader)
{
	msgpack_lib_packer_header(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(MessagePack_Packer, packMapHeader)
{
	msgpack_lib_packer_header(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

ZEND_METHOD(MessagePack_Packer, packExt)
{
	zval *type_arg, *data_arg;
	zend_long type;
	zend_string *data;
	smart_str buf = {0};

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_ZVAL(type_arg)
		Z_PARAM_ZVAL(data_arg)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_arg_long(type_arg, &type) || !msgpack_lib_arg_str(data_arg, 2, &data) || !msgpack_lib_length_fits(data)
			|| !msgpack_lib_ext_type_fits(msgpack_lib_packer_fetch(Z_OBJ_P(ZEND_THIS))->flags, type)) {
		RETURN_THROWS();
	}
	msgpack_encode_ext_header(&buf, (int8_t) (uint8_t) type, ZSTR_LEN(data)); /* $type & 0xff, as the library writes it */
	smart_str_append(&buf, data);
	smart_str_0(&buf);
	RETURN_STR(buf.s);
}

/* ---- registration ---------------------------------------------------------------------------------------------- */

void msgpack_lib_packer_class_init(void)
{
	msgpack_ce_packer->create_object = msgpack_lib_packer_create;
	/* Its state lives outside the property table: serialize() would silently drop the options and transformers. */
	msgpack_ce_packer->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
	memcpy(&msgpack_lib_packer_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	msgpack_lib_packer_handlers.offset = offsetof(msgpack_lib_packer, std);
	msgpack_lib_packer_handlers.free_obj = msgpack_lib_packer_free;
	msgpack_lib_packer_handlers.clone_obj = msgpack_lib_packer_clone;
	msgpack_lib_packer_handlers.get_gc = msgpack_lib_packer_get_gc;
	msgpack_lib_packer_handlers.compare = msgpack_lib_packer_compare;
	msgpack_lib_str_pack = zend_string_init_interned("pack", sizeof("pack") - 1, 1);
	static const char *const methods[MSGPACK_LIB_PACKER_METHODS] = {
		"pack", "packint", "packstr", "packbin", "packfloat", "packarray", "packarrayheader", "packmap", "packmapheader",
		"packext",
	};
	for (int i = 0; i < MSGPACK_LIB_PACKER_METHODS; i++) {
		msgpack_lib_packer_methods[i] = zend_string_init_interned(methods[i], strlen(methods[i]), 1);
	}
}
