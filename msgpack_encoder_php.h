/*
 * msgpack for PHP: PECL's PHP-only format, encoder side (packer_php.c): the identity table of the objects and
 * references an encode has written, and the functions the encoder calls. Codec layer (msgpack_encoder.h includes
 * it; docs/INTERNALS.md).
 */
#ifndef MSGPACK_ENCODER_PHP_H
#define MSGPACK_ENCODER_PHP_H

#include "msgpack_codec.h"

typedef struct msgpack_encoder msgpack_encoder;

/*
 * The objects and references an encode has written (PHP-only format), pointer -> id: entries in the order they were
 * added (the order they are released in at the end) and an open-addressing index over them (linear probing, at most
 * half full), both allocated on the first entry. Searched once per object, so kept smaller and simpler than a
 * HashTable: a probe is one multiply and one compare.
 */
typedef struct {
	zend_refcounted *counted;
	uint32_t id;               /* MSGPACK_IDENTITY_NIL (packer_php.c): an object written as nil */
} msgpack_identity_entry;

typedef struct {
	msgpack_identity_entry *entries;
	uint32_t *slots;           /* entry index + 1; 0: free */
	uint32_t mask;             /* slot count - 1; the entries' capacity is half the slot count */
	uint32_t count;            /* entries */
} msgpack_identity;

/* ---- objects (packer_php.c; the property loop is packer.c's) ----------------------------------------------------- */

/*
 * An object other than the MessagePack\Type classes; ref is the PHP reference it was reached through, or NULL. In the
 * PHP-only format it is held while the object is written (user code may drop it meanwhile) and then recorded as naming
 * the object; otherwise only whether there is one matters.
 */
zend_result msgpack_encode_php_object(msgpack_encoder *enc, zend_object *obj, zend_reference *ref);
/* A reference to an array (PHP-only mode). */
zend_result msgpack_encode_array_reference(msgpack_encoder *enc, zend_reference *ref);
/*
 * An entry of an object's property table as it is written, or NULL when it is not: a declared property never
 * initialised, or the entry named skip (skip_len > 0; the incomplete class's own name entry). The one rule for both the
 * count in the header and the entries written after it.
 */
static zend_always_inline zval *msgpack_encode_prop_value(zval *v, const zend_string *key, const char *skip,
	size_t skip_len)
{
	if (Z_TYPE_P(v) == IS_INDIRECT) {
		v = Z_INDIRECT_P(v);
		if (Z_TYPE_P(v) == IS_UNDEF) {
			return NULL;
		}
	}
	if (UNEXPECTED(skip_len) && key && zend_string_equals_cstr(key, skip, skip_len)) {
		return NULL;
	}
	return v;
}
/* An object's property table, names and values or values only (packer.c; see there). */
zend_result msgpack_encode_property_entries(msgpack_encoder *enc, HashTable *props, bool keys, const char *skip,
	size_t skip_len, zend_string *const *names, uint32_t names_count, uint32_t *written);
/* Releases what the identity table holds (msgpack_encoder_destroy()). */
void msgpack_encode_identity_release(msgpack_encoder *enc);

#endif /* MSGPACK_ENCODER_PHP_H */
