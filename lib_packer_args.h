/*
 * msgpack for PHP: the arguments of MessagePack\Packer's methods (lib_packer.c), which are untyped as in the library:
 * coerced the way the library's PHP code coerces them (its pack*() methods hand them to PHP functions and operators),
 * with the TypeError and ValueError messages a typed parameter would give. Front-end layer (docs/INTERNALS.md).
 */
#ifndef LIB_PACKER_ARGS_H
#define LIB_PACKER_ARGS_H

#include "msgpack_lib.h"

static zend_always_inline bool msgpack_lib_arg_long(zval *arg, zend_long *v)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_LONG)) {
		*v = Z_LVAL_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) != IS_ARRAY && Z_TYPE_P(arg) != IS_OBJECT && zend_parse_arg_long_weak(arg, v, 1)) {
		return !EG(exception);
	}
	if (!EG(exception)) {
		zend_argument_type_error(1, "must be of type int, %s given", zend_zval_type_name(arg));
	}
	return false;
}

static zend_always_inline bool msgpack_lib_arg_double(zval *arg, double *v)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_DOUBLE)) {
		*v = Z_DVAL_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) == IS_NULL) {
		/* 0.0 without the deprecation a float parameter gives null: the library hands it to pack(), which says nothing */
		*v = 0.0;
		return true;
	}
	if (Z_TYPE_P(arg) != IS_ARRAY && Z_TYPE_P(arg) != IS_OBJECT && msgpack_parse_arg_double_weak(arg, v, 1)) {
		return !EG(exception);
	}
	if (!EG(exception)) {
		zend_argument_type_error(1, "must be of type float, %s given", zend_zval_type_name(arg));
	}
	return false;
}

/* A string argument (ints and floats convert, objects through __toString); *str is borrowed. */
static zend_always_inline bool msgpack_lib_arg_str(zval *arg, uint32_t num, zend_string **str)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_STRING)) {
		*str = Z_STR_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) != IS_ARRAY && msgpack_parse_arg_str_weak(arg, str, num)) {
		return !EG(exception);
	}
	if (!EG(exception)) {
		zend_argument_type_error(num, "must be of type string, %s given", zend_zval_type_name(arg));
	}
	return false;
}

static zend_always_inline bool msgpack_lib_arg_array(zval *arg, HashTable **ht)
{
	if (EXPECTED(Z_TYPE_P(arg) == IS_ARRAY)) {
		*ht = Z_ARR_P(arg);
		return true;
	}
	zend_argument_type_error(1, "must be of type array, %s given", zend_zval_type_name(arg));
	return false;
}

static zend_always_inline bool msgpack_lib_arg_size(zval *arg, uint32_t *size)
{
	zend_long v;

	if (Z_TYPE_P(arg) == IS_NULL) {
		/* 0 without a deprecation: the library only compares it and ORs it into the lead byte */
		*size = 0;
		return true;
	}
#if SIZEOF_ZEND_LONG < 8
	/* 32-bit PHP: a size above PHP_INT_MAX is a float (as unpackArrayHeader() returns it) or a numeric string, which
	 * no int parameter takes; a whole one that a 64-bit int holds is taken (or refused) as 64-bit PHP takes that int. */
	double d = 0;
	bool wide = false;
	if (Z_TYPE_P(arg) == IS_DOUBLE) {
		d = Z_DVAL_P(arg);
		wide = true;
	} else if (Z_TYPE_P(arg) == IS_STRING) {
		wide = is_numeric_string(Z_STRVAL_P(arg), Z_STRLEN_P(arg), NULL, &d, false) == IS_DOUBLE;
	}
	if (wide && d > (double) ZEND_LONG_MAX && d < 0x1p63 && d == floor(d)) {
		if (d > (double) UINT32_MAX) {
			zend_argument_value_error(1, "must be between 0 and 4294967295");
			return false;
		}
		*size = (uint32_t) d;
		return true;
	}
#endif
	if (!msgpack_lib_arg_long(arg, &v)) {
		return false;
	}
	if (v < 0 || (zend_ulong) v > UINT32_MAX) {
		zend_argument_value_error(1, "must be between 0 and 4294967295");
		return false;
	}
	*size = (uint32_t) v;
	return true;
}

static zend_always_inline bool msgpack_lib_length_fits(zend_string *str)
{
	if (EXPECTED(msgpack_encode_length_ok(ZSTR_LEN(str)))) {
		return true;
	}
	msgpack_lib_throw_packing_failed("Value too large to pack: str, bin and ext data are limited to 4294967295 bytes");
	return false;
}

/*
 * packExt() of a Packer that writes compact mode: an ext of one of compact mode's own types (an Extension's or a
 * transformer's, in a message whose record ids and string numbers it cannot know) would read back as a record, a
 * string or array reference or a bundle, so it is refused as a MessagePack\Type\Ext of those types is.
 */
static zend_always_inline bool msgpack_lib_ext_type_fits(uint32_t flags, zend_long type)
{
	if (EXPECTED(!(flags & MSGPACK_OPT_COMPACT_ANY)) || !msgpack_compact_ext_type((int8_t) (uint8_t) type)) {
		return true;
	}
	msgpack_lib_throw_packing_failed("Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot "
		"write one of them with PackOptions::RECORDS or COMPACT");
	return false;
}

#endif /* LIB_PACKER_ARGS_H */
