/*
 * msgpack for PHP: (in progress)
 */

#include "msgpack_internal.h"
