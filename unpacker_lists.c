/*
 * msgpack for PHP: shared lists. Data built by PHP code repeats arrays: PHP shares them copy-on-write (array_fill() of
 * a list, many objects given the same tags), and so does igbinary's decoder. Ours shares a repeated small list of
 * scalars within one decode: the next element of a list of lists (here), the next object's property at its class's
 * shape (unpacker_props.c). Only a fixarray of scalars that decode without side effects qualifies: no ext, no record
 * id, no string definition, nothing whose decode does more than make its value; so the shared array is the value a
 * decode would have made. Codec layer (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"

bool msgpack_decode_list_of_scalars(const msgpack_decoder *dec, const unsigned char *p, size_t len)
{
	const unsigned char *end = p + len;
	uint32_t count;

	if (!msgpack_wire_is_fixarray(*p) || (count = msgpack_wire_fixcount(*p)) == 0 || count > MSGPACK_SHARED_LIST_MAX_COUNT) {
		return false;
	}
	for (p++; count > 0; count--) {
		unsigned char b;
		size_t size;

		if (p >= end) {
			return false;
		}
		b = *p;
		if (msgpack_wire_is_positive_fixint(b)) {
			if (b >= MSGPACK_RECORD_ID_FIRST && (dec->flags & MSGPACK_OPT_RECORDS)) {
				return false;
			}
			size = 1;
		} else if (msgpack_wire_is_fixstr(b)) {
			size = 1 + msgpack_wire_fixstr_len(b);
		} else if (msgpack_wire_is_negative_fixint(b)) {
			size = 1;
		} else {
			switch (b) {
				case MSGPACK_WIRE_NIL:
				case MSGPACK_WIRE_FALSE:
				case MSGPACK_WIRE_TRUE:
					size = 1;
					break;
				case MSGPACK_WIRE_UINT8:
				case MSGPACK_WIRE_INT8:
				case MSGPACK_WIRE_UINT16:
				case MSGPACK_WIRE_INT16:
				case MSGPACK_WIRE_INT32:
				case MSGPACK_WIRE_FLOAT64:
					size = MSGPACK_WIRE_HEAD(b);
					break;
				case MSGPACK_WIRE_STR8:
					if (end - p < 2) {
						return false;
					}
					size = 2 + p[1];
					break;
				default:
					return false;
			}
		}
		if ((size_t) (end - p) < size) {
			return false;
		}
		p += size;
	}
	return p == end;
}

/* Lists of distinct lists give up comparing after this many elements without a repeat. */
#define MSGPACK_SIBLING_LIST_MISSES 4

/*
 * Until bytes repeat, an element costs a note of where it was; its bytes are checked (msgpack_decode_list_of_scalars())
 * once they repeat. The element stays in the table being filled, which no user code can reach, and its bytes where
 * they were, unless an ext hook swapped the buffer (then they are not used).
 */
zend_result msgpack_decode_fill_lists(msgpack_decoder *dec, HashTable *ht, uint32_t n)
{
	const unsigned char *last_at = NULL; /* the last element, when a list of 2..MSGPACK_SHARED_LIST_MAX_BYTES bytes */
	size_t last_len = 0;
	zend_array *last = NULL;
	bool last_scalars = false;           /* checked: last may stand for its bytes */
	uint32_t misses = 0;
	zend_result result = SUCCESS;

	ZEND_HASH_FILL_PACKED(ht) {
		do {
			const unsigned char *at = dec->p;
			if (last_at && (size_t) (dec->end - at) >= last_len && at[1] == last_at[1]
					&& memcmp(at, last_at, last_len) == 0 && dec->depth < dec->max_depth
					&& (last_scalars || (last_scalars = msgpack_decode_list_of_scalars(dec, last_at, last_len)))) {
				/* (the id and the depth limit of the list a decode would enter) */
				dec->p = at + last_len;
				dec->php.containers++;
				if (UNEXPECTED(dec->php.drift_at != 0)) {
					msgpack_decode_record_array(dec, dec->php.containers, last);
				}
				misses = 0;
				GC_ADDREF(last);
				ZVAL_ARR(__fill_val, last);
				MSGPACK_COUNT(shared_lists, 1);
				ZEND_HASH_FILL_NEXT();
				continue;
			}
			uint32_t swaps = dec->buffer_swaps;
			if (UNEXPECTED(msgpack_decode_value(dec, __fill_val) != SUCCESS)) {
				if (UNEXPECTED(dec->suspended)) {
					msgpack_decode_suspend_element(dec, ht, MSGPACK_OPEN_ARRAY, __fill_val, at, n - 1);
				}
				ZEND_HASH_FILL_NEXT();
				result = FAILURE;
				break;
			}
			size_t size = (size_t) (dec->p - at);
			last_at = NULL;
			if (Z_TYPE_P(__fill_val) == IS_ARRAY && size >= 2 && size <= MSGPACK_SHARED_LIST_MAX_BYTES
					&& EXPECTED(swaps == dec->buffer_swaps)) {
				last_at = at;
				last_len = size;
				last = Z_ARR_P(__fill_val);
				last_scalars = false;
			}
			ZEND_HASH_FILL_NEXT();
			if (UNEXPECTED(++misses == MSGPACK_SIBLING_LIST_MISSES)) {
				n--;
				break;
			}
		} while (--n);
	} ZEND_HASH_FILL_END();
	if (result == SUCCESS && n > 0 && misses == MSGPACK_SIBLING_LIST_MISSES) {
		/* the rest as any list */
		return msgpack_decode_fill_elements(dec, ht, n);
	}
	return result;
}
