/*
 * msgpack for PHP: which public methods a subclass of MessagePack\Packer or MessagePack\BufferUnpacker overrides.
 *
 * The library's pack() and unpack() call $this->packStr(), $this->unpack()... for every value, so an override in a
 * subclass applies to nested values too. The native classes write and read natively unless the object's class
 * overrides one of the methods the library calls on $this: each object is given, when created, a bit per such method
 * its class overrides (0 for the classes themselves and for subclasses that override none of them), and the slower
 * path that calls them (lib_packer.c, lib_buffer_unpacker_sub.c) runs only when that mask is not 0.
 *
 * A class's mask is found once per request and cached by class entry. The cache is request memory, dropped at the
 * end of the request: a class entry's address can name another class in the next request (opcache's immutable
 * classes keep theirs, and their methods, so a new lookup finds the same mask).
 */

#include "msgpack_lib.h"

uint32_t msgpack_lib_overrides(zend_class_entry *ce, zend_class_entry *base, zend_string *const *methods, uint32_t count)
{
	if (EXPECTED(ce == base)) {
		return 0;
	}

	HashTable *cache = MSGPACK_G(lib_overrides);
	zend_ulong key = (zend_ulong) (uintptr_t) ce;
	zval *cached, mask;

	if (cache && (cached = zend_hash_index_find(cache, key)) != NULL) {
		return (uint32_t) Z_LVAL_P(cached);
	}

	uint32_t bits = 0;
	for (uint32_t i = 0; i < count; i++) {
		/* An inherited method keeps the scope of the class that declared it. */
		zend_function *fn = zend_hash_find_ptr(&ce->function_table, methods[i]);
		if (fn && fn->common.scope != base) {
			bits |= 1u << i;
		}
	}
	if (!cache) {
		ALLOC_HASHTABLE(cache);
		zend_hash_init(cache, 8, NULL, NULL, 0);
		MSGPACK_G(lib_overrides) = cache;
	}
	ZVAL_LONG(&mask, bits);
	zend_hash_index_add_new(cache, key, &mask);
	return bits;
}

ZEND_COLD void msgpack_lib_throw_compact_overrides(zend_class_entry *ce, uint32_t overrides, zend_string *const *methods,
	const char *options)
{
	uint32_t i = 0;

	while (!(overrides & (1u << i))) {
		i++;
	}
	/* The method as its class declares it (methods[] are lowercase). */
	zend_function *fn = zend_hash_find_ptr(&ce->function_table, methods[i]);
	msgpack_lib_throw_invalid_option_message("Compact mode (%s) cannot be used by %s: it overrides %s(), which compact "
		"mode would not call (it reads and writes each message as a whole, natively)", options, ZSTR_VAL(ce->name),
		fn ? ZSTR_VAL(fn->common.function_name) : ZSTR_VAL(methods[i]));
}

zend_result msgpack_lib_call_method(zend_object *obj, zend_string *name, zval *rv, uint32_t argc, zval *args)
{
	zend_result result = zend_call_method_if_exists(obj, name, rv, argc, args);

	if (EXPECTED(result == SUCCESS) && EXPECTED(!EG(exception))) {
		if (Z_ISREF_P(rv)) {
			zend_unwrap_reference(rv);
		}
		return SUCCESS;
	}
	if (!EG(exception)) {
		zend_throw_error(NULL, "Call to undefined method %s::%s()", ZSTR_VAL(obj->ce->name), ZSTR_VAL(name));
	}
	zval_ptr_dtor(rv);
	ZVAL_UNDEF(rv);
	return FAILURE;
}

void msgpack_lib_request_end(void)
{
	HashTable *cache = MSGPACK_G(lib_overrides);

	if (cache) {
		MSGPACK_G(lib_overrides) = NULL;
		zend_hash_destroy(cache);
		FREE_HASHTABLE(cache);
	}
}
