/*
 * msgpack for PHP: MessagePack\PackOptions and MessagePack\UnpackOptions.
 *
 * Immutable option sets. Each group (str/bin, arr/map, float; bigint) holds the one constant chosen, in a private
 * property as the library keeps it. A bitmask sets at most one bit per group: none means the group's default, two or
 * more throw InvalidOptionException, bits outside every group are ignored. Packer and BufferUnpacker turn an options
 * object into encoder/decoder flags once, at construction.
 */

#include "msgpack_lib.h"
#include "zend_exceptions.h"

zend_class_entry *msgpack_ce_pack_options;
zend_class_entry *msgpack_ce_unpack_options;

/* Declared property slots, in stub order. */
#define MSGPACK_PACK_OPTIONS_STR_BIN 0
#define MSGPACK_PACK_OPTIONS_ARR_MAP 1
#define MSGPACK_PACK_OPTIONS_FLOAT   2
#define MSGPACK_PACK_OPTIONS_COMPACT 3
#define MSGPACK_UNPACK_OPTIONS_BIGINT 0
#define MSGPACK_UNPACK_OPTIONS_COMPACT 1

typedef struct {
	const char *name;         /* for the InvalidOptionException message */
	zend_long bits;           /* the group's constants */
	zend_long default_option;
} msgpack_lib_option_group;

static const msgpack_lib_option_group msgpack_lib_str_bin_group = {
	"str/bin", MSGPACK_PACK_FORCE_STR | MSGPACK_PACK_FORCE_BIN | MSGPACK_PACK_DETECT_STR_BIN, MSGPACK_PACK_FORCE_STR };
static const msgpack_lib_option_group msgpack_lib_arr_map_group = {
	"arr/map", MSGPACK_PACK_FORCE_ARR | MSGPACK_PACK_FORCE_MAP | MSGPACK_PACK_DETECT_ARR_MAP, MSGPACK_PACK_DETECT_ARR_MAP };
static const msgpack_lib_option_group msgpack_lib_float_group = {
	"float", MSGPACK_PACK_FORCE_FLOAT32 | MSGPACK_PACK_FORCE_FLOAT64, MSGPACK_PACK_FORCE_FLOAT64 };
static const msgpack_lib_option_group msgpack_lib_bigint_group = {
	"bigint", MSGPACK_UNPACK_BIGINT_AS_STR | MSGPACK_UNPACK_BIGINT_AS_GMP | MSGPACK_UNPACK_BIGINT_AS_DEC,
	MSGPACK_UNPACK_BIGINT_AS_STR };

/*
 * The one option of the group bitmask sets (0 if none); more than one throws InvalidOptionException naming the
 * class's constants of the group, in bit order.
 */
static zend_result msgpack_lib_single_option(zend_class_entry *ce, const char *name, zend_long bitmask, zend_long valid,
	zend_long *option)
{
	/* (unsigned: chosen - 1 of the sign bit alone would overflow) */
	zend_ulong chosen = (zend_ulong) bitmask & (zend_ulong) valid;

	*option = 0;

	if (EXPECTED((chosen & (chosen - 1)) == 0)) {
		*option = (zend_long) chosen;
		return SUCCESS;
	}

	const char *names[8] = {NULL};
	zend_string *full[8];
	uint32_t n = 0;
	zend_string *const_name;
	zend_class_constant *c;

	ZEND_HASH_MAP_FOREACH_STR_KEY_PTR(&ce->constants_table, const_name, c) {
		zval *v = &c->value;
		if (n < 8 && Z_TYPE_P(v) == IS_LONG && (Z_LVAL_P(v) & valid) == Z_LVAL_P(v) && Z_LVAL_P(v) != 0) {
			full[n] = zend_strpprintf(0, "%s::%s", ZSTR_VAL(ce->name), ZSTR_VAL(const_name));
			names[n] = ZSTR_VAL(full[n]);
			n++;
		}
	} ZEND_HASH_FOREACH_END();
	msgpack_lib_throw_invalid_option(name, names, n);
	for (uint32_t i = 0; i < n; i++) {
		zend_string_release(full[i]);
	}
	return FAILURE;
}

static zend_result msgpack_lib_resolve_group(zend_class_entry *ce, const msgpack_lib_option_group *group, zend_long bitmask,
	zend_long *option)
{
	if (msgpack_lib_single_option(ce, group->name, bitmask, group->bits, option) != SUCCESS) {
		return FAILURE;
	}
	if (*option == 0) {
		*option = group->default_option;
	}
	return SUCCESS;
}

static void msgpack_lib_options_set(zend_object *obj, uint32_t slot, zend_long value)
{
	msgpack_object_set_slot_long(obj, slot, value);
}

static zend_long msgpack_lib_options_get(zend_object *obj, uint32_t slot)
{
	zval *v = OBJ_PROP_NUM(obj, slot);

	ZVAL_DEREF(v);
	return Z_TYPE_P(v) == IS_LONG ? Z_LVAL_P(v) : 0;
}

/* PackOptions::fromBitmask(): groups checked in the order str/bin, arr/map, float; the first bad one throws. */
static zend_result msgpack_lib_pack_options_init(zval *out, zend_long bitmask)
{
	zend_long str_bin, arr_map, float_mode, compact;

	if (msgpack_lib_resolve_group(msgpack_ce_pack_options, &msgpack_lib_str_bin_group, bitmask, &str_bin) != SUCCESS
			|| msgpack_lib_resolve_group(msgpack_ce_pack_options, &msgpack_lib_arr_map_group, bitmask, &arr_map) != SUCCESS
			|| msgpack_lib_resolve_group(msgpack_ce_pack_options, &msgpack_lib_float_group, bitmask, &float_mode) != SUCCESS) {
		return FAILURE;
	}
	/* COMPACT includes RECORDS: both bits are COMPACT, not a conflict. SEQUENTIAL goes with either (records, at
	 * least). */
	compact = (bitmask & MSGPACK_PACK_COMPACT) ? MSGPACK_PACK_COMPACT
		: (bitmask & (MSGPACK_PACK_RECORDS | MSGPACK_PACK_SEQUENTIAL)) ? MSGPACK_PACK_RECORDS : 0;
	compact |= bitmask & MSGPACK_PACK_SEQUENTIAL;
	object_init_ex(out, msgpack_ce_pack_options);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_PACK_OPTIONS_STR_BIN, str_bin);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_PACK_OPTIONS_ARR_MAP, arr_map);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_PACK_OPTIONS_FLOAT, float_mode);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_PACK_OPTIONS_COMPACT, compact);
	return SUCCESS;
}

static zend_result msgpack_lib_unpack_options_init(zval *out, zend_long bitmask)
{
	zend_long bigint, compact;

	if (msgpack_lib_resolve_group(msgpack_ce_unpack_options, &msgpack_lib_bigint_group, bitmask, &bigint) != SUCCESS) {
		return FAILURE;
	}
	compact = bitmask & MSGPACK_UNPACK_COMPACT;
	object_init_ex(out, msgpack_ce_unpack_options);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_UNPACK_OPTIONS_BIGINT, bigint);
	msgpack_lib_options_set(Z_OBJ_P(out), MSGPACK_UNPACK_OPTIONS_COMPACT, compact);
	return SUCCESS;
}

/*
 * Encoder flags for a PackOptions object. A mode that is none of its group's constants (an object unserialize() or
 * reflection made, its private state not set by fromBitmask()) falls where rybakit's Packer puts it, which asks only
 * isForceStrMode()/isDetectStrBinMode() and isForceArrMode()/isDetectArrMapMode(): strings as bin, arrays as maps.
 */
static uint32_t msgpack_lib_pack_options_flags(zend_object *obj)
{
	uint32_t flags = 0;

	switch (msgpack_lib_options_get(obj, MSGPACK_PACK_OPTIONS_STR_BIN)) {
		case MSGPACK_PACK_FORCE_STR: break;
		case MSGPACK_PACK_DETECT_STR_BIN: flags |= MSGPACK_OPT_STR_DETECT; break;
		default: flags |= MSGPACK_OPT_STR_AS_BIN; break;
	}
	switch (msgpack_lib_options_get(obj, MSGPACK_PACK_OPTIONS_ARR_MAP)) {
		case MSGPACK_PACK_DETECT_ARR_MAP: break;
		case MSGPACK_PACK_FORCE_ARR: flags |= MSGPACK_OPT_ARRAY_AS_LIST; break;
		default: flags |= MSGPACK_OPT_ARRAY_AS_MAP; break;
	}
	if (msgpack_lib_options_get(obj, MSGPACK_PACK_OPTIONS_FLOAT) == MSGPACK_PACK_FORCE_FLOAT32) {
		flags |= MSGPACK_OPT_FORCE_F32;
	}
	/* as isRecordsMode(), isCompactMode() and isSequentialMode() read it (fromBitmask() sets RECORDS with SEQUENTIAL) */
	zend_long compact = msgpack_lib_options_get(obj, MSGPACK_PACK_OPTIONS_COMPACT);
	if (compact != 0) {
		flags |= MSGPACK_OPT_RECORDS;
		if (compact & MSGPACK_PACK_COMPACT) {
			flags |= MSGPACK_OPT_STRING_REFS;
		}
		if (compact & MSGPACK_PACK_SEQUENTIAL) {
			flags |= MSGPACK_LIB_OPT_SEQUENTIAL;
		}
	}
	return flags;
}

/* UnpackOptions as BufferUnpacker's bigint mode (MSGPACK_LIB_BIGINT_*). */
static uint32_t msgpack_lib_unpack_options_flags(zend_object *obj)
{
	uint32_t compact = msgpack_lib_options_get(obj, MSGPACK_UNPACK_OPTIONS_COMPACT) == MSGPACK_UNPACK_COMPACT
		? MSGPACK_LIB_UNPACK_COMPACT : 0;

	switch (msgpack_lib_options_get(obj, MSGPACK_UNPACK_OPTIONS_BIGINT)) {
		case MSGPACK_UNPACK_BIGINT_AS_GMP: return MSGPACK_LIB_BIGINT_GMP | compact;
		case MSGPACK_UNPACK_BIGINT_AS_DEC: return MSGPACK_LIB_BIGINT_DEC | compact;
		default: return MSGPACK_LIB_BIGINT_STR | compact;
	}
}

/*
 * The constructors' $options: null (the defaults), an options object, or anything fromBitmask() accepts (an int, or
 * what PHP's weak mode turns into one: "4", 4.0). Else a TypeError as fromBitmask() itself would raise.
 */
static zend_result msgpack_lib_options_bitmask(zval *options, const char *class_name, zend_long *bitmask)
{
	if (EXPECTED(Z_TYPE_P(options) == IS_LONG)) {
		*bitmask = Z_LVAL_P(options);
		return SUCCESS;
	}
	if (Z_TYPE_P(options) != IS_ARRAY && Z_TYPE_P(options) != IS_OBJECT
			&& zend_parse_arg_long_weak(options, bitmask, 1)) {
		return EG(exception) ? FAILURE : SUCCESS;
	}
	if (!EG(exception)) {
		zend_type_error("%s::fromBitmask(): Argument #1 ($bitmask) must be of type int, %s given", class_name,
			zend_zval_type_name(options));
	}
	return FAILURE;
}

typedef struct {
	zend_class_entry **ce;
	const char *class_name;
	zend_result (*init)(zval *out, zend_long bitmask);
	uint32_t (*flags)(zend_object *obj);
} msgpack_lib_options_class;

static const msgpack_lib_options_class msgpack_lib_pack_options_class = {
	&msgpack_ce_pack_options, "MessagePack\\PackOptions", msgpack_lib_pack_options_init, msgpack_lib_pack_options_flags };
static const msgpack_lib_options_class msgpack_lib_unpack_options_class = {
	&msgpack_ce_unpack_options, "MessagePack\\UnpackOptions", msgpack_lib_unpack_options_init, msgpack_lib_unpack_options_flags };

static zend_result msgpack_lib_options_from_zval(const msgpack_lib_options_class *cls, zval *options, uint32_t *flags)
{
	zend_long bitmask;
	zval obj;

	if (options) {
		ZVAL_DEREF(options);
	}
	if (!options || Z_TYPE_P(options) == IS_NULL) {
		/* The defaults: no codec flag, and MSGPACK_LIB_BIGINT_STR. */
		*flags = 0;
		return SUCCESS;
	}
	if (Z_TYPE_P(options) == IS_OBJECT && Z_OBJCE_P(options) == *cls->ce) {
		*flags = cls->flags(Z_OBJ_P(options));
		return SUCCESS;
	}
	if (msgpack_lib_options_bitmask(options, cls->class_name, &bitmask) != SUCCESS || cls->init(&obj, bitmask) != SUCCESS) {
		return FAILURE;
	}
	*flags = cls->flags(Z_OBJ(obj));
	zval_ptr_dtor(&obj);
	return SUCCESS;
}

zend_result msgpack_lib_pack_options(zval *options, uint32_t *flags)
{
	return msgpack_lib_options_from_zval(&msgpack_lib_pack_options_class, options, flags);
}

zend_result msgpack_lib_unpack_options(zval *options, uint32_t *flags)
{
	return msgpack_lib_options_from_zval(&msgpack_lib_unpack_options_class, options, flags);
}

/* ---- PackOptions ----------------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_PackOptions, __construct)
{
	zval *str_bin, *arr_map, *float_mode;

	ZEND_PARSE_PARAMETERS_START(3, 3)
		Z_PARAM_ZVAL(str_bin)
		Z_PARAM_ZVAL(arr_map)
		Z_PARAM_ZVAL(float_mode)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	msgpack_lib_options_set(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_STR_BIN, zval_get_long(str_bin));
	msgpack_lib_options_set(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_ARR_MAP, zval_get_long(arr_map));
	msgpack_lib_options_set(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_FLOAT, zval_get_long(float_mode));
}

ZEND_METHOD(MessagePack_PackOptions, fromDefaults)
{
	ZEND_PARSE_PARAMETERS_NONE();
	msgpack_lib_pack_options_init(return_value, 0);
}

ZEND_METHOD(MessagePack_PackOptions, fromBitmask)
{
	zend_long bitmask;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(bitmask)
	ZEND_PARSE_PARAMETERS_END();

	if (msgpack_lib_pack_options_init(return_value, bitmask) != SUCCESS) {
		RETURN_THROWS();
	}
}

#define MSGPACK_OPTIONS_IS(cls, method, slot, value) \
	ZEND_METHOD(cls, method) \
	{ \
		ZEND_PARSE_PARAMETERS_NONE(); \
		RETURN_BOOL(msgpack_lib_options_get(Z_OBJ_P(ZEND_THIS), slot) == value); \
	}

MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isDetectStrBinMode, MSGPACK_PACK_OPTIONS_STR_BIN, MSGPACK_PACK_DETECT_STR_BIN)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isForceStrMode, MSGPACK_PACK_OPTIONS_STR_BIN, MSGPACK_PACK_FORCE_STR)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isForceBinMode, MSGPACK_PACK_OPTIONS_STR_BIN, MSGPACK_PACK_FORCE_BIN)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isDetectArrMapMode, MSGPACK_PACK_OPTIONS_ARR_MAP, MSGPACK_PACK_DETECT_ARR_MAP)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isForceArrMode, MSGPACK_PACK_OPTIONS_ARR_MAP, MSGPACK_PACK_FORCE_ARR)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isForceMapMode, MSGPACK_PACK_OPTIONS_ARR_MAP, MSGPACK_PACK_FORCE_MAP)
MSGPACK_OPTIONS_IS(MessagePack_PackOptions, isForceFloat32Mode, MSGPACK_PACK_OPTIONS_FLOAT, MSGPACK_PACK_FORCE_FLOAT32)
ZEND_METHOD(MessagePack_PackOptions, isCompactMode)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL((msgpack_lib_options_get(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_COMPACT) & MSGPACK_PACK_COMPACT) != 0);
}

ZEND_METHOD(MessagePack_PackOptions, isSequentialMode)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL((msgpack_lib_options_get(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_COMPACT) & MSGPACK_PACK_SEQUENTIAL) != 0);
}

ZEND_METHOD(MessagePack_PackOptions, isRecordsMode)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(msgpack_lib_options_get(Z_OBJ_P(ZEND_THIS), MSGPACK_PACK_OPTIONS_COMPACT) != 0);
}

/* getSingleOption(string $name, int $bitmask, int $validBitmask): the one option of a group, or 0 */
static void msgpack_lib_get_single_option(INTERNAL_FUNCTION_PARAMETERS, zend_class_entry *ce)
{
	zend_string *name;
	zend_long bitmask, valid, option;
	zval *_msgpack_arg, *name_arg;

	ZEND_PARSE_PARAMETERS_START(3, 3)
		MSGPACK_PARAM_STR_NOT_NULL(name, name_arg, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(bitmask)
		MSGPACK_PARAM_LONG_NOT_NULL(valid)
	ZEND_PARSE_PARAMETERS_END();

	if (msgpack_lib_single_option(ce, ZSTR_VAL(name), bitmask, valid, &option) != SUCCESS) {
		RETURN_THROWS();
	}
	RETURN_LONG(option);
}

ZEND_METHOD(MessagePack_PackOptions, getSingleOption)
{
	msgpack_lib_get_single_option(INTERNAL_FUNCTION_PARAM_PASSTHRU, msgpack_ce_pack_options);
}

/* ---- UnpackOptions --------------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_UnpackOptions, __construct)
{
	zval *bigint;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(bigint)
	ZEND_PARSE_PARAMETERS_END();

	(void) return_value;
	msgpack_lib_options_set(Z_OBJ_P(ZEND_THIS), MSGPACK_UNPACK_OPTIONS_BIGINT, zval_get_long(bigint));
}

ZEND_METHOD(MessagePack_UnpackOptions, fromDefaults)
{
	ZEND_PARSE_PARAMETERS_NONE();
	msgpack_lib_unpack_options_init(return_value, 0);
}

ZEND_METHOD(MessagePack_UnpackOptions, fromBitmask)
{
	zend_long bitmask;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(bitmask)
	ZEND_PARSE_PARAMETERS_END();

	if (msgpack_lib_unpack_options_init(return_value, bitmask) != SUCCESS) {
		RETURN_THROWS();
	}
}

MSGPACK_OPTIONS_IS(MessagePack_UnpackOptions, isBigIntAsStrMode, MSGPACK_UNPACK_OPTIONS_BIGINT, MSGPACK_UNPACK_BIGINT_AS_STR)
MSGPACK_OPTIONS_IS(MessagePack_UnpackOptions, isBigIntAsGmpMode, MSGPACK_UNPACK_OPTIONS_BIGINT, MSGPACK_UNPACK_BIGINT_AS_GMP)
MSGPACK_OPTIONS_IS(MessagePack_UnpackOptions, isBigIntAsDecMode, MSGPACK_UNPACK_OPTIONS_BIGINT, MSGPACK_UNPACK_BIGINT_AS_DEC)
MSGPACK_OPTIONS_IS(MessagePack_UnpackOptions, isCompactMode, MSGPACK_UNPACK_OPTIONS_COMPACT, MSGPACK_UNPACK_COMPACT)

ZEND_METHOD(MessagePack_UnpackOptions, getSingleOption)
{
	msgpack_lib_get_single_option(INTERNAL_FUNCTION_PARAM_PASSTHRU, msgpack_ce_unpack_options);
}
