/*
 * msgpack for PHP: public header.
 *
 * Installed as ext/msgpack/php_msgpack.h. Other extensions (php-memcached, phpredis, Yar, ...) include it and link
 * against the two C API functions below, whose signatures match the PECL msgpack extension's so that binaries built
 * against either keep working.
 */
#ifndef PHP_MSGPACK_H
#define PHP_MSGPACK_H

#include "php.h"
#include "zend_smart_str.h"

/* 4.x so that consumers checking for PECL msgpack >= 2.0.3 (phpredis' config.m4) accept it. */
#define PHP_MSGPACK_VERSION "4.0.0-dev"

#if defined(PHP_WIN32)
# define PHP_MSGPACK_API __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
# define PHP_MSGPACK_API __attribute__((visibility("default")))
#else
# define PHP_MSGPACK_API
#endif

extern zend_module_entry msgpack_module_entry;
#define phpext_msgpack_ptr &msgpack_module_entry

/*
 * Appends the MessagePack encoding of val to buf, using the current INI settings but msgpack.throw (its failures warn
 * as PECL's did, never throw MessagePack\Exception). If encoding fails (nesting too deep, an exception, or one pending
 * on entry) nothing of it stays in buf: a buf that held bytes is left as it was on entry, an empty one gets a single
 * nil (0xc0), so that callers which read buf without a check (phpredis) never see buf->s == NULL. A resource is
 * written as nil with PECL's warning, and the encoding succeeds.
 */
PHP_MSGPACK_API void php_msgpack_serialize(smart_str *buf, zval *val);

/*
 * Decodes str[0..str_len) into return_value, which is treated as uninitialised: it is always written, never read or
 * destroyed. Returns SUCCESS, or FAILURE with return_value set to NULL (empty input) or false (invalid input, with a
 * warning when msgpack.error_display is on; an exception thrown by user code, a __wakeup() for instance, with that
 * exception pending instead). Bytes after the first value leave it decoded, with SUCCESS and PECL's "Extra bytes"
 * warning.
 */
PHP_MSGPACK_API int php_msgpack_unserialize(zval *return_value, char *str, size_t str_len);

#endif /* PHP_MSGPACK_H */
