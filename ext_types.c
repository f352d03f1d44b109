/*
 * msgpack for PHP: the ext registry (msgpack_ext.h) and the value classes MessagePack\Type\Bin, Map and Ext.
 *
 * The classes mark what a PHP value alone cannot say: that a string is binary data, that an array is a map even when
 * it is a list, or that bytes are an extension type. The encoder recognises them by class (they are final) and reads
 * their declared property slots directly; the decoder builds Ext objects the same way. Their methods are the
 * MessagePack\ front end's (lib_types.c).
 */

#include "msgpack_ext.h"

zend_class_entry *msgpack_ce_bin;
zend_class_entry *msgpack_ce_map;
zend_class_entry *msgpack_ce_ext;

/* Every ext type the extension reads or writes natively: one row each (msgpack_ext.h). */
static const msgpack_ext_type *const msgpack_ext_registry[] = {
	&msgpack_ext_timestamp,
	&msgpack_ext_record,
	&msgpack_ext_string_def,
	&msgpack_ext_string_ref,
	&msgpack_ext_bundle,
	&msgpack_ext_array_def,
	&msgpack_ext_array_ref,
};

/* The rows whose values are objects of a PHP class, which every object the encoder meets is looked up in. */
static const msgpack_ext_type *const msgpack_ext_classes[] = {
	&msgpack_ext_timestamp,
};

const msgpack_ext_type *msgpack_ext_by_type(int8_t type)
{
	for (size_t i = 0; i < sizeof(msgpack_ext_registry) / sizeof(msgpack_ext_registry[0]); i++) {
		if (msgpack_ext_registry[i]->type == type) {
			return msgpack_ext_registry[i];
		}
	}
	return NULL;
}

const msgpack_ext_type *msgpack_ext_by_class(const zend_class_entry *ce)
{
	for (size_t i = 0; i < sizeof(msgpack_ext_classes) / sizeof(msgpack_ext_classes[0]); i++) {
		if (*msgpack_ext_classes[i]->ce == ce) {
			return msgpack_ext_classes[i];
		}
	}
	return NULL;
}

void msgpack_ext_reason(const msgpack_ext_type *ext, msgpack_ext_status status, zend_long len, char *buf, size_t size)
{
	if (status == MSGPACK_EXT_BAD_LENGTH) {
		snprintf(buf, size, ext->bad_length, len);
	} else {
		snprintf(buf, size, ext->bad_value, (int) SIZEOF_ZEND_LONG * 8);
	}
}

void msgpack_ext_object_init(zval *out, int8_t type, const char *data, size_t len)
{
	object_init_ex(out, msgpack_ce_ext);
	msgpack_object_set_slot_long(Z_OBJ_P(out), MSGPACK_EXT_PROP_TYPE, type);
	msgpack_object_set_slot_str(Z_OBJ_P(out), MSGPACK_EXT_PROP_DATA, zend_string_init_fast(data, len));
}
