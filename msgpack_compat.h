/*
 * msgpack for PHP: the differences between the PHP versions the sources build against (8.2 to 8.6), in one place, so
 * that the codec reads the same on every version. Feature tests (ZEND_CHECK_STACK_LIMIT, ZEND_ACC_VIRTUAL) stay where
 * the feature is used; API changes that need a PHP_VERSION_ID guard live here.
 */
#ifndef MSGPACK_COMPAT_H
#define MSGPACK_COMPAT_H

#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

/*
 * The PHP headers, included here first by every source file. PHP 8.5's zend_operators.h defines an inline function
 * with an unused parameter, which -Wextra would report in every file that includes it.
 */
#if defined(__GNUC__)
# pragma GCC diagnostic push
# pragma GCC diagnostic ignored "-Wunused-parameter"
#endif
#include "php.h"
#include "zend_smart_str.h"
#if defined(__GNUC__)
# pragma GCC diagnostic pop
#endif

/*
 * A check that debug builds assert and release builds leave out. Release builds turn ZEND_ASSERT(c) into
 * ZEND_ASSUME(c), which still evaluates c wherever it calls a function the compiler cannot see through: a cost on the
 * very paths where what the check covers is trusted in order to skip it.
 */
#if ZEND_DEBUG
# define MSGPACK_DEBUG_ASSERT(c) ZEND_ASSERT(c)
#else
# define MSGPACK_DEBUG_ASSERT(c) ((void) 0)
#endif

/*
 * unserialize_callback_func: the INI value, or NULL when none is set. PHP 8.6 keeps it as a zend_string (which may be
 * empty, meaning none), earlier versions as a char *.
 */
#if PHP_VERSION_ID >= 80600
# define MSGPACK_UNSERIALIZE_CALLBACK_FUNC() \
	(PG(unserialize_callback_func) && ZSTR_LEN(PG(unserialize_callback_func)) > 0 \
		? ZSTR_VAL(PG(unserialize_callback_func)) : NULL)
#else
# define MSGPACK_UNSERIALIZE_CALLBACK_FUNC() \
	(PG(unserialize_callback_func) && *PG(unserialize_callback_func) ? PG(unserialize_callback_func) : NULL)
#endif

/*
 * Whether parameter i of an internal function is named name. PHP 8.6 gives every function zend_arg_info with a
 * zend_string name; before, internal functions had zend_internal_arg_info with a C string.
 */
static zend_always_inline bool msgpack_internal_arg_is(const zend_function *func, uint32_t i, const char *name)
{
#if PHP_VERSION_ID >= 80600
	return zend_string_equals_cstr(func->common.arg_info[i].name, name, strlen(name));
#else
	return strcmp(((const zend_internal_arg_info *) func->common.arg_info)[i].name, name) == 0;
#endif
}

/*
 * The weak (coercive) parsing of a float or string argument. PHP 8.6 returns the value (NAN, or NULL, when the
 * argument does not convert) where earlier versions wrote it through a pointer and returned whether it converted.
 */
static zend_always_inline bool msgpack_parse_arg_double_weak(zval *arg, double *dest, uint32_t num)
{
#if PHP_VERSION_ID >= 80600
	*dest = zend_parse_arg_double_weak(arg, num);
	return !zend_isnan(*dest);
#else
	return zend_parse_arg_double_weak(arg, dest, num);
#endif
}

static zend_always_inline bool msgpack_parse_arg_str_weak(zval *arg, zend_string **dest, uint32_t num)
{
#if PHP_VERSION_ID >= 80600
	*dest = zend_parse_arg_str_weak(arg, num);
	return *dest != NULL;
#else
	return zend_parse_arg_str_weak(arg, dest, num);
#endif
}

/*
 * A float as an int, as (int) converts it up to PHP 8.4: NAN and the infinities give 0, a float out of range wraps.
 * PHP 8.5's zend_dval_to_lval() warns about such a float too; the codec reads the int properties of its own objects
 * without that warning, so that what a program sees does not depend on the PHP version.
 */
static zend_always_inline zend_long msgpack_dval_to_lval(double d)
{
#if PHP_VERSION_ID >= 80500
	return zend_dval_to_lval_silent(d);
#else
	return zend_dval_to_lval(d);
#endif
}

/*
 * PHP 8.6 gives readonly properties default values; unserialize() lets __unserialize() assign each such property once
 * more (it is initialised already), as __clone() may, and no other method. Before 8.6 the first assignment is the
 * initialisation, which needs nothing.
 */
#if PHP_VERSION_ID >= 80600
# include "zend_objects.h"
# define MSGPACK_READONLY_REINITABLE(obj, on) do { \
		if (ZEND_CLASS_HAS_READONLY_PROPS((obj)->ce)) { \
			zend_object_set_properties_reinitable((obj), (on)); \
		} \
	} while (0)
#else
# define MSGPACK_READONLY_REINITABLE(obj, on) ((void) 0)
#endif

/*
 * 32-bit PHP (zend_long of 32 bits): values of 33 to 64 bits on the wire do not fit an int. The codec keeps them as the
 * decimal string (the rule PECL set for uint64 above PHP_INT_MAX) or refuses them; these tests compile away on 64-bit.
 */
#if SIZEOF_ZEND_LONG < 8
# define MSGPACK_LONG_FITS_INT64(v) ((v) >= (int64_t) ZEND_LONG_MIN && (v) <= (int64_t) ZEND_LONG_MAX)
# define MSGPACK_LONG_FITS_UINT32(v) ((v) <= (uint32_t) ZEND_LONG_MAX)
#else
# define MSGPACK_LONG_FITS_INT64(v) 1
# define MSGPACK_LONG_FITS_UINT32(v) 1
#endif

#endif /* MSGPACK_COMPAT_H */
