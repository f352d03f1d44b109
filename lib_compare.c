/*
 * msgpack for PHP: ==, <, <=> (and so sort(), in_array()) of the MessagePack\ objects whose
 * state is kept in the object rather than in properties: Packer, BufferUnpacker, Structures (StreamUnpacker's handler,
 * lib_stream_unpacker.c, runs on msgpack_lib_compare_with() too).
 *
 * rybakit/msgpack.php keeps that state in private properties, and PHP compares two objects of one class property by
 * property in declaration order, the first difference deciding. Each state function here compares the same values in
 * the same order, as PHP compares them (zend_compare(): strings as `==` compares strings, false < true, arrays by
 * count, then key by key), then what only this module has (compact mode, shared structures, the records of a stream so
 * far); then come the properties a subclass declares, as PHP's own handler compares them. Objects of two classes (a
 * subclass among them), or an object and another type, go to PHP's handler unchanged: uncomparable, or the object cast.
 *
 * An extension or a transformer may hold the object it is registered with: comparing two such objects would come back
 * to the first, so the first is marked while its state is compared, as PHP marks it for its properties, and coming back
 * to it is PHP's fatal error "Nesting level too deep - recursive dependency?", where the library's objects end too.
 */

#include "msgpack_lib.h"
#include "lib_buffer_unpacker.h"

int msgpack_lib_compare_with(zval *o1, zval *o2, int (*state)(zend_object *a, zend_object *b))
{
	if (Z_TYPE_P(o1) != IS_OBJECT || Z_TYPE_P(o2) != IS_OBJECT || Z_OBJ_P(o1) == Z_OBJ_P(o2)
			|| Z_OBJCE_P(o1) != Z_OBJCE_P(o2)) {
		return zend_std_compare_objects(o1, o2);
	}
	if (UNEXPECTED(Z_IS_RECURSIVE_P(o1))) {
		zend_error_noreturn(E_ERROR, "Nesting level too deep - recursive dependency?");
	}
	/* Held, in zvals of its own: user code the compare runs (a __toString() of an extension's or a transformer's
	 * property) may drop the last reference to either operand, whose state is read on after it. */
	zval a, b;
	ZVAL_OBJ_COPY(&a, Z_OBJ_P(o1));
	ZVAL_OBJ_COPY(&b, Z_OBJ_P(o2));
	Z_PROTECT_RECURSION_P(&a);
	int ret = state(Z_OBJ(a), Z_OBJ(b));
	Z_UNPROTECT_RECURSION_P(&a);
	if (ret == 0) {
		/* (a subclass's properties; none: 0) */
		ret = zend_std_compare_objects(&a, &b);
	}
	zval_ptr_dtor(&a);
	zval_ptr_dtor(&b);
	return ret;
}

static zend_always_inline int msgpack_lib_compare_bool(bool a, bool b)
{
	return (int) a - (int) b;
}

/* Two arrays held for the compare (UNDEF: the library's empty array), which may meet objects of user classes. */
static int msgpack_lib_compare_arrays(const zval *a, const zval *b)
{
	zval x, y;

	if (Z_TYPE_P(a) == IS_UNDEF) {
		ZVAL_EMPTY_ARRAY(&x);
	} else {
		ZVAL_COPY(&x, a);
	}
	if (Z_TYPE_P(b) == IS_UNDEF) {
		ZVAL_EMPTY_ARRAY(&y);
	} else {
		ZVAL_COPY(&y, b);
	}
	int ret = zend_compare(&x, &y);
	zval_ptr_dtor(&x);
	zval_ptr_dtor(&y);
	return ret;
}

/* A key list (an object record's first key is NULL: before every name). */
static int msgpack_lib_compare_keys(const msgpack_record *a, const msgpack_record *b)
{
	int ret = ZEND_THREEWAY_COMPARE(a->count, b->count);

	for (uint32_t i = 0; ret == 0 && i < a->count; i++) {
		const zend_string *x = a->keys[i], *y = b->keys[i];
		if (x == y) {
			continue;
		}
		ret = !x || !y ? (x ? 1 : -1)
			: ZEND_NORMALIZE_BOOL(zend_binary_strcmp(ZSTR_VAL(x), ZSTR_LEN(x), ZSTR_VAL(y), ZSTR_LEN(y)));
	}
	return ret;
}

/* Shared structures (NULL: none) as Structures::toArray() and getMaxSharedStructures() show them. */
static int msgpack_lib_compare_structures(const msgpack_structures *a, const msgpack_structures *b)
{
	if (a == b) {
		return 0;
	}
	if (!a || !b) {
		return a ? 1 : -1;
	}
	int ret = ZEND_THREEWAY_COMPARE(a->max, b->max);
	if (ret == 0) {
		ret = ZEND_THREEWAY_COMPARE(a->committed, b->committed);
	}
	for (uint32_t i = 0; ret == 0 && i < a->committed; i++) {
		ret = msgpack_lib_compare_keys(&a->records[i], &b->records[i]);
	}
	return ret;
}

/* ---- Packer ---------------------------------------------------------------------------------------------------- */

/* The library's isDetectStrBin, isForceStr, isDetectArrMap, isForceArr, isForceFloat32, from the encoder flags. */
#define MSGPACK_LIB_PACKER_MODES 5
#define MSGPACK_LIB_PACKER_MODE_FLAGS (MSGPACK_OPT_STR_DETECT | MSGPACK_OPT_STR_AS_BIN | MSGPACK_OPT_ARRAY_AS_LIST \
	| MSGPACK_OPT_ARRAY_AS_MAP | MSGPACK_OPT_FORCE_F32)

static void msgpack_lib_packer_modes(uint32_t flags, bool modes[MSGPACK_LIB_PACKER_MODES])
{
	modes[0] = (flags & MSGPACK_OPT_STR_DETECT) != 0;
	modes[1] = !(flags & (MSGPACK_OPT_STR_DETECT | MSGPACK_OPT_STR_AS_BIN));
	modes[2] = !(flags & (MSGPACK_OPT_ARRAY_AS_LIST | MSGPACK_OPT_ARRAY_AS_MAP));
	modes[3] = (flags & MSGPACK_OPT_ARRAY_AS_LIST) != 0;
	modes[4] = (flags & MSGPACK_OPT_FORCE_F32) != 0;
}

/* PackOptions::SEQUENTIAL: the records the messages so far defined, which the next message uses (none yet: NULL). */
static int msgpack_lib_compare_writers(const msgpack_record_writer *a, const msgpack_record_writer *b)
{
	uint64_t da = a ? a->defined : 0, db = b ? b->defined : 0;
	int ret = ZEND_THREEWAY_COMPARE(da, db);

	if (ret == 0 && da != 0) {
		ret = ZEND_THREEWAY_COMPARE(a->next_own, b->next_own);
		for (uint32_t i = 0; ret == 0 && i < 64; i++) {
			if (da & ((uint64_t) 1 << i)) {
				ret = msgpack_lib_compare_keys(&a->records[i], &b->records[i]);
			}
		}
	}
	return ret;
}

static int msgpack_lib_packer_state(zend_object *a, zend_object *b)
{
	const msgpack_lib_packer *p = msgpack_lib_packer_fetch(a), *q = msgpack_lib_packer_fetch(b);
	bool pm[MSGPACK_LIB_PACKER_MODES], qm[MSGPACK_LIB_PACKER_MODES];
	int ret;

	msgpack_lib_packer_modes(p->flags, pm);
	msgpack_lib_packer_modes(q->flags, qm);
	for (int i = 0; i < MSGPACK_LIB_PACKER_MODES; i++) {
		if ((ret = msgpack_lib_compare_bool(pm[i], qm[i])) != 0) {
			return ret;
		}
	}
	if ((ret = msgpack_lib_compare_arrays(&p->transformers, &q->transformers)) != 0) {
		return ret;
	}
	/* The module's own: compact mode and SEQUENTIAL, the facade's natives, shared structures, a stream's records
	 * (read after the transformers' compare, which may run user code: a __toString() constructing the object anew). */
	uint32_t pf = p->flags & ~MSGPACK_LIB_PACKER_MODE_FLAGS, qf = q->flags & ~MSGPACK_LIB_PACKER_MODE_FLAGS;
	if ((ret = ZEND_THREEWAY_COMPARE(pf, qf)) != 0
			|| (ret = msgpack_lib_compare_bool(p->natives, q->natives)) != 0
			|| (ret = msgpack_lib_compare_structures(p->structures, q->structures)) != 0) {
		return ret;
	}
	return msgpack_lib_compare_writers(p->writer, q->writer);
}

int msgpack_lib_packer_compare(zval *o1, zval *o2)
{
	return msgpack_lib_compare_with(o1, o2, msgpack_lib_packer_state);
}

/* ---- BufferUnpacker -------------------------------------------------------------------------------------------- */

static uint32_t msgpack_lib_wide_records(const msgpack_record_table *t)
{
	return (t->wide ? zend_hash_num_elements(t->wide) : 0) + (t->wide_own ? zend_hash_num_elements(t->wide_own) : 0);
}

/* Compact mode: the records a stream's messages defined so far (NULL: none). */
static int msgpack_lib_compare_kept(const msgpack_lib_kept_records *a, const msgpack_lib_kept_records *b)
{
	const msgpack_record_table *x = a ? &a->records : NULL, *y = b ? &b->records : NULL;
	uint64_t dx = x ? x->defined : 0, dy = y ? y->defined : 0;
	int ret = ZEND_THREEWAY_COMPARE(dx, dy);

	if (ret == 0 && dx != 0) {
		ret = ZEND_THREEWAY_COMPARE(x->two_byte, y->two_byte);
		for (uint32_t i = 0; ret == 0 && i < MSGPACK_RECORD_IDS; i++) {
			if (dx & ((uint64_t) 1 << i)) {
				ret = msgpack_lib_compare_keys(x->slots[i], y->slots[i]);
			}
		}
	}
	if (ret == 0 && x && y) {
		/* (records of two-byte ids from 64 on: by count) */
		ret = ZEND_THREEWAY_COMPARE(msgpack_lib_wide_records(x), msgpack_lib_wide_records(y));
	}
	return ret;
}

/*
 * The library's buffer holds every byte since the last release(): the pieces (lib_buffer_unpacker_pieces.c) are read
 * put together, at the offset counted from the first, as getRemainingCount() counts. In a copy, not in the object: a
 * decode may be reading a lent piece where it is, and a destructor that a cycle collection runs in the middle of it
 * may compare the object (tests/651).
 */
static zend_string *msgpack_lib_unpacker_bytes(const msgpack_lib_unpacker *bu, size_t *offset)
{
	if (EXPECTED(!msgpack_lib_unpacker_pieced(bu))) {
		*offset = bu->offset;
		return zend_string_copy(bu->buffer);
	}
	*offset = msgpack_lib_unpacker_position(bu);
	return msgpack_lib_unpacker_joined(bu);
}

static int msgpack_lib_unpacker_state(zend_object *a, zend_object *b)
{
	msgpack_lib_unpacker *x = msgpack_lib_unpacker_fetch(a), *y = msgpack_lib_unpacker_fetch(b);
	size_t ox, oy;
	zval bx, by;
	int ret;

	/* (user code in a decode sees where the bytes end: msgpack_lib_unpacker_set_need()) */
	msgpack_lib_unpacker_note_look(x);
	msgpack_lib_unpacker_note_look(y);
	ZVAL_STR(&bx, msgpack_lib_unpacker_bytes(x, &ox));
	ZVAL_STR(&by, msgpack_lib_unpacker_bytes(y, &oy));
	ret = zend_compare(&bx, &by);
	zval_ptr_dtor_str(&bx);
	zval_ptr_dtor_str(&by);
	if (ret != 0 || (ret = ZEND_THREEWAY_COMPARE(ox, oy)) != 0) {
		return ret;
	}
	uint32_t mx = x->options & ~MSGPACK_LIB_UNPACK_COMPACT, my = y->options & ~MSGPACK_LIB_UNPACK_COMPACT;
	/* isBigIntAsDec, isBigIntAsGmp */
	if ((ret = msgpack_lib_compare_bool(mx == MSGPACK_LIB_BIGINT_DEC, my == MSGPACK_LIB_BIGINT_DEC)) != 0
			|| (ret = msgpack_lib_compare_bool(mx == MSGPACK_LIB_BIGINT_GMP, my == MSGPACK_LIB_BIGINT_GMP)) != 0
			|| (ret = msgpack_lib_compare_arrays(&x->extensions, &y->extensions)) != 0) {
		return ret;
	}
	/* The module's own (read after the extensions' compare, as the Packer's) */
	bool cx = (x->options & MSGPACK_LIB_UNPACK_COMPACT) != 0, cy = (y->options & MSGPACK_LIB_UNPACK_COMPACT) != 0;
	if ((ret = msgpack_lib_compare_bool(cx, cy)) != 0
			|| (ret = msgpack_lib_compare_structures(x->structures, y->structures)) != 0) {
		return ret;
	}
	return msgpack_lib_compare_kept(x->kept, y->kept);
}

int msgpack_lib_unpacker_compare(zval *o1, zval *o2)
{
	return msgpack_lib_compare_with(o1, o2, msgpack_lib_unpacker_state);
}

/* ---- Structures ------------------------------------------------------------------------------------------------ */

static int msgpack_lib_structures_state(zend_object *a, zend_object *b)
{
	return msgpack_lib_compare_structures(msgpack_lib_structures_get(a), msgpack_lib_structures_get(b));
}

int msgpack_lib_structures_compare(zval *o1, zval *o2)
{
	return msgpack_lib_compare_with(o1, o2, msgpack_lib_structures_state);
}
