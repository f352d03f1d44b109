/*
 * msgpack for PHP: the unpack template ($object argument). (in progress)
 */

#include "msgpack_internal.h"

zend_result msgpack_convert_template(zval *return_value, zval *tpl, zval *value)
{
	(void) tpl;
	ZVAL_COPY_VALUE(return_value, value);
	return SUCCESS;
}
