dnl config.m4 for extension msgpack

PHP_ARG_ENABLE([msgpack],
  [whether to enable MessagePack support],
  [AS_HELP_STRING([--enable-msgpack], [Enable MessagePack support])])

if test "$PHP_MSGPACK" != "no"; then
  dnl The codec relies on 8.2 internals (packed arrays as zval[], zend_array_is_list).
  AC_MSG_CHECKING([PHP version])
  msgpack_php_version_id=`$PHP_CONFIG --vernum 2>/dev/null`
  if test -z "$msgpack_php_version_id"; then
    AC_MSG_ERROR([cannot determine the PHP version with $PHP_CONFIG])
  fi
  if test "$msgpack_php_version_id" -lt 80200; then
    AC_MSG_ERROR([msgpack requires PHP 8.2 or later, found $msgpack_php_version_id])
  fi
  AC_MSG_RESULT([$msgpack_php_version_id, ok])

  dnl To find the thread's stack bounds on PHP < 8.3, which has no engine stack limit, and the main thread's where
  dnl nothing else can tell them (see msgpack_stack_limit_init() in codec.c).
  AC_CHECK_HEADERS([pthread.h sys/auxv.h])
  AC_CHECK_FUNCS([pthread_getattr_np pthread_get_stackaddr_np getauxval])

  dnl Only the module entry and the C API (php_msgpack.h) are exported: calls between the sources stay direct calls
  dnl instead of going through the PLT, where they cost a few percent of a small pack or unpack.
  msgpack_cflags="-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1"
  AX_CHECK_COMPILE_FLAG([-fvisibility=hidden], [msgpack_cflags="$msgpack_cflags -fvisibility=hidden"])

  PHP_NEW_EXTENSION(msgpack,
    packer.c packer_php.c unpacker.c unpacker_caches.c unpacker_suspend.c unpacker_php.c unpacker_php_end.c unpacker_props.c unpacker_lists.c unpacker_keys.c scanner.c ext_types.c ext_timestamp.c ext_record.c ext_string.c ext_bundle.c ext_array.c codec.c pecl_functions.c pecl_serializers.c pecl_classes.c pecl_templates.c lib_packer.c lib_buffer_unpacker.c lib_buffer_unpacker_object.c lib_buffer_unpacker_errors.c lib_buffer_unpacker_calls.c lib_buffer_unpacker_sub.c lib_buffer_unpacker_pieces.c lib_buffer_unpacker_typed.c pecl_unpacker_pieces.c pecl_unpacker_direct.c lib_stream_unpacker.c lib_options.c lib_exceptions.c lib_transformers.c lib_types.c lib_structures.c lib_compare.c lib_facade.c lib_overrides.c msgpack.c,
    $ext_shared,, $msgpack_cflags)
  PHP_INSTALL_HEADERS([ext/msgpack], [php_msgpack.h])
fi
