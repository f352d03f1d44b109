/*
 * msgpack for PHP: ext types and the MessagePack\Type value classes (codec layer; docs/INTERNALS.md).
 *
 * Every ext type the extension knows is one row of a registry (ext_types.c): its type number, the value class it
 * encodes, how a value of that class is written, how a body is read back, and what is said about a body it cannot
 * read. The encoder, the decoder and both front ends (PECL's msgpack_unpack(), the MessagePack\ API's native
 * TimestampExtension) find a type through msgpack_ext_by_type() / msgpack_ext_by_class() and read the same row.
 *
 * Adding an ext type: a file ext_<name>.c defining its row, the row in the table of ext_types.c, and the file in
 * config.m4 and config.w32 (a value class adds its stub and methods: msgpack.stub.php, lib_types.c).
 */
#ifndef MSGPACK_EXT_H
#define MSGPACK_EXT_H

#include "msgpack_codec.h"

/* ---- value classes --------------------------------------------------------------------------------------------- */

extern zend_class_entry *msgpack_ce_bin;
extern zend_class_entry *msgpack_ce_map;
extern zend_class_entry *msgpack_ce_ext;
extern zend_class_entry *msgpack_ce_timestamp;

/* Declared property slots, in stub order. */
#define MSGPACK_BIN_PROP_DATA       0
#define MSGPACK_MAP_PROP_MAP        0
#define MSGPACK_EXT_PROP_TYPE       0
#define MSGPACK_EXT_PROP_DATA       1
#define MSGPACK_TIMESTAMP_PROP_SEC  0
#define MSGPACK_TIMESTAMP_PROP_NSEC 1

/*
 * Replaces the value in a declared property slot of an object of one of these classes; takes over value. The old
 * value is released only once the slot holds the new one: its destructors run user code, which may read the property.
 */
static zend_always_inline void msgpack_object_set_slot(zend_object *obj, uint32_t slot, zval *value)
{
	zval *prop = OBJ_PROP_NUM(obj, slot), old;

	ZVAL_COPY_VALUE(&old, prop);
	ZVAL_COPY_VALUE(prop, value);
	zval_ptr_dtor(&old);
}

/* The same for an int, written in place (a temporary zval would copy an unset half on 32-bit PHP). */
static zend_always_inline void msgpack_object_set_slot_long(zend_object *obj, uint32_t slot, zend_long value)
{
	zval *prop = OBJ_PROP_NUM(obj, slot), old;

	ZVAL_COPY_VALUE(&old, prop);
	ZVAL_LONG(prop, value);
	zval_ptr_dtor(&old);
}

/* The same for a string; takes over the reference. */
static zend_always_inline void msgpack_object_set_slot_str(zend_object *obj, uint32_t slot, zend_string *value)
{
	zval *prop = OBJ_PROP_NUM(obj, slot), old;

	ZVAL_COPY_VALUE(&old, prop);
	ZVAL_STR(prop, value);
	zval_ptr_dtor(&old);
}

/* An int property of one of these objects, whatever a user assigned to it (a float: silently, on every PHP). */
static zend_always_inline zend_long msgpack_object_get_slot_long(zend_object *obj, uint32_t slot)
{
	zval *v = OBJ_PROP_NUM(obj, slot);

	ZVAL_DEREF(v);
	if (EXPECTED(Z_TYPE_P(v) == IS_LONG)) {
		return Z_LVAL_P(v);
	}
	return Z_TYPE_P(v) == IS_DOUBLE ? msgpack_dval_to_lval(Z_DVAL_P(v)) : zval_get_long(v);
}

/* A MessagePack\Type\Ext of type and bytes, in out. */
void msgpack_ext_object_init(zval *out, int8_t type, const char *data, size_t len);
/* A MessagePack\Type\Timestamp, in out. */
void msgpack_timestamp_object_init(zval *out, zend_long seconds, zend_long nanoseconds);

/* ---- the registry ---------------------------------------------------------------------------------------------- */

/* What reading an ext body gave. */
typedef enum {
	MSGPACK_EXT_OK = 0,
	MSGPACK_EXT_BAD_LENGTH, /* a body length the type does not define */
	MSGPACK_EXT_BAD_VALUE,  /* a value PHP cannot hold (32-bit PHP) */
} msgpack_ext_status;

struct msgpack_decoder;

typedef struct {
	int8_t type;
	const char *name;
	/* The option bit under which the decoder reads this type itself (else it is a MessagePack\Type\Ext). */
	uint32_t flag;
	/* The value class written as this type (NULL: none), and how an object of it is written: header and body. */
	zend_class_entry **ce;
	void (*encode)(smart_str *buf, zend_object *obj);
	/* Whether a body of len bytes can be read (checked before its bytes are), and reading one into out. */
	bool (*length_ok)(uint32_t len);
	msgpack_ext_status (*decode)(zval *out, const unsigned char *body, uint32_t len);
	/* What is said of a body it cannot read: for MSGPACK_EXT_BAD_LENGTH (ZEND_LONG_FMT: the length), for
	 * MSGPACK_EXT_BAD_VALUE (%d: the bits of a PHP int). */
	const char *bad_length;
	const char *bad_value;
	/*
	 * For a type read with the decoder's state (compact mode) instead of decode: dec->p at the body, len bytes of it
	 * present, lead the value's first byte (a fixext or ext 8/16/32: some types are only theirs in one form); it leaves
	 * dec->p past what it read. FAILURE: dec->error is set.
	 */
	zend_result (*decode_in)(struct msgpack_decoder *dec, zval *out, unsigned char lead, uint32_t len);
} msgpack_ext_type;

/* The row of an ext type number, or NULL. */
const msgpack_ext_type *msgpack_ext_by_type(int8_t type);
/* The row whose value class is exactly ce, or NULL. */
const msgpack_ext_type *msgpack_ext_by_class(const zend_class_entry *ce);
/* The reason text for a status other than MSGPACK_EXT_OK, into buf. */
void msgpack_ext_reason(const msgpack_ext_type *ext, msgpack_ext_status status, zend_long len, char *buf, size_t size);

/* Bin, Map, Ext and the registry's classes: encoded as MessagePack types, never in the PHP-only object format. */
static zend_always_inline bool msgpack_is_type_class(const zend_class_entry *ce)
{
	return ce == msgpack_ce_bin || ce == msgpack_ce_map || ce == msgpack_ce_ext || msgpack_ext_by_class(ce) != NULL;
}

/* The rows (ext_<name>.c). */
extern const msgpack_ext_type msgpack_ext_timestamp;
extern const msgpack_ext_type msgpack_ext_record;
extern const msgpack_ext_type msgpack_ext_string_def;
extern const msgpack_ext_type msgpack_ext_string_ref;
extern const msgpack_ext_type msgpack_ext_bundle;
extern const msgpack_ext_type msgpack_ext_array_def;
extern const msgpack_ext_type msgpack_ext_array_ref;

#endif /* MSGPACK_EXT_H */
