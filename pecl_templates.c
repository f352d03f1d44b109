/*
 * msgpack for PHP: the unpack template (the $object argument of msgpack_unpack(), MessagePack::unpack() and
 * MessagePackUnpacker::data()).
 *
 * A decoded value is reshaped by a template, with PECL msgpack's rules:
 *  - class name or object: an instance of that class (constructor called without arguments when public). A list with
 *    one element per property fills the properties in declaration order, using array/object values the new instance
 *    already holds as nested templates; other arrays fill properties by name, then their integer keys fill the
 *    remaining properties in order; any other value goes to the first property;
 *  - list array ([$tpl]): every element of a decoded list converted by $tpl;
 *  - associative array: each string key receives the decoded value at the same position, converted when the
 *    template's value is an array or object.
 *
 * Unlike PECL, properties are written through the object handlers with the declaring class as scope, so typed and
 * readonly properties keep the engine's rules, and every error that PECL made fatal (or crashed on) is an exception.
 */

#include "msgpack_pecl.h"

/*
 * The work a conversion may do before its allowance is set from the value's size: every value it converts is charged
 * one step plus one per element of a decoded array, so ordinary values never get that far.
 */
#define MSGPACK_PECL_CONVERT_FREE_STEPS  4096
/* Steps allowed per unit of the value's size (msgpack_pecl_convert_size()); a value shared by nothing needs at most 2. */
#define MSGPACK_PECL_CONVERT_STEPS_PER_UNIT  8
/*
 * From this input length on, a conversion takes the parts of the decoded value that nothing else holds out of it as it
 * converts them, so that each is freed once its copy is made: holding the whole value to the end, nested array
 * templates peaked at twice the decoder's bound (432 bytes per input byte).
 */
#define MSGPACK_PECL_CONVERT_MOVE_MIN  (64 * 1024)

typedef struct {
	uint32_t depth;
	uint32_t max_depth;
	const msgpack_options *opts; /* the call's: throw mode, msgpack_last_error() */
	bool warnings; /* msgpack.error_display, or the call's options */
	bool quiet;    /* the depth or steps failure was reported: the levels it unwinds through add nothing */
	bool reported; /* a failure was met (msgpack_last_error() keeps the innermost; PECL's warnings go on) */
	bool sized;    /* steps_max is set from the value's size */
	bool move;     /* parts held by the value alone are taken out of it (MSGPACK_PECL_CONVERT_MOVE_MIN) */
	uint32_t peak; /* the deepest level entered since the outermost conversion being remembered began */
	/* Counts what makes a result unfit to be used twice: instances made, properties written (user code runs, which
	 * may change the value), PHP references copied (one result shared would hold them fewer times). */
	size_t epoch;
	size_t steps;
	size_t steps_max;
	size_t input_len;     /* of the message decoded, or 0: not known */
	size_t object_bytes;  /* what the instances still to be made may take (msgpack_pecl_convert_charge_object()) */
	bool object_sized;    /* object_bytes has the input's share */
	HashTable *memo; /* msgpack_pecl_convert_memo by source and template, or NULL */
	/* The whole decoded value, not held: the conversion of the root holds it until every nested one is done, and
	 * taking a reference of our own would move where the parts it drops are destroyed. */
	zval root;
	/* The failure, recorded again once the conversion is over: the warnings on the way, and the user code it runs, may
	 * call this API, which records its own calls. */
	msgpack_last_error failure;
} msgpack_pecl_convert_ctx;

/*
 * The result of converting a part of the value that it shares (a PHP reference, an array or object held more than
 * once) by one template, kept while nothing happened that could tell a second conversion from it (epoch): a value is
 * converted again only when the template makes objects or copies references, and that is charged to the steps.
 */
typedef struct {
	zval result;
	zval source;   /* held with tpl: no other array or object can take the address the key names */
	zval tpl;
	uint32_t height; /* the levels below it that the conversion entered, for max_depth */
	size_t epoch;
} msgpack_pecl_convert_memo;

typedef struct {
	void *source;
	void *tpl;
} msgpack_pecl_convert_memo_key;

/* One property a positional value may fill: declared ones in slot order, then dynamic ones. */
typedef struct {
	zend_property_info *info; /* NULL for a dynamic property */
	zend_string *name;        /* unmangled name, owned */
} msgpack_pecl_convert_field;

static zend_result msgpack_pecl_convert_nested(msgpack_pecl_convert_ctx *ctx, zval *out, zval *tpl, zval *value);

/*
 * A failed conversion, reported once (the levels it unwinds through add nothing once an exception is on its way):
 * recorded for msgpack_last_error(), thrown in throw mode as a decode's failure is, else PECL's warning text, gated by
 * msgpack.error_display.
 */
static ZEND_COLD void msgpack_pecl_convert_fail(msgpack_pecl_convert_ctx *ctx, zend_long code, const char *func,
	const char *what)
{
	char message[MSGPACK_LAST_ERROR_SIZE];

	if (ctx->quiet || EG(exception)) {
		return;
	}
	snprintf(message, sizeof(message), "(%s) %s", func, what);
	if (!ctx->reported) {
		ctx->reported = true;
		ctx->failure.code = code;
		memcpy(ctx->failure.message, message, sizeof(message));
		if (msgpack_pecl_fail(ctx->opts, false, code, message)) {
			return;
		}
	}
	if (ctx->warnings) {
		zend_error(E_WARNING, "[msgpack] %s", message);
	}
}

static ZEND_COLD void msgpack_pecl_convert_warn(msgpack_pecl_convert_ctx *ctx, const char *func, const char *what)
{
	msgpack_pecl_convert_fail(ctx, MSGPACK_PECL_ERROR_INVALID_DATA, func, what);
}

/* ---- the steps allowance -------------------------------------------------------------------------------------- */

/*
 * Whether the object's properties are its declared slots alone, with no table built: get_properties() would build one
 * for good, 40 bytes and more per declared slot, beyond what the decoder charged the object for (a list of class
 * markers of a wide class, sized or converted by an array template, took three to four times the bound).
 */
static zend_always_inline bool msgpack_pecl_convert_slots_only(zend_object *obj)
{
	return obj->properties == NULL && obj->handlers->get_properties == zend_std_get_properties
#if PHP_VERSION_ID >= 80400
		/* (its get_properties() runs the initializer, as a conversion reading it does) */
		&& !zend_object_is_lazy(obj)
#endif
		;
}

/*
 * Whether freeing obj before the conversion ends could be told from freeing it after: a destructor, a weak reference,
 * or handlers other than the standard ones (an internal class may hold objects the walk does not see).
 */
static zend_always_inline bool msgpack_pecl_convert_frees_loudly(const zend_object *obj)
{
	return obj->ce->destructor != NULL || obj->handlers != &std_object_handlers
		|| (GC_FLAGS(obj) & IS_OBJ_WEAKLY_REFERENCED);
}

/*
 * Adds the array or object zv to the containers to size, unless seen already (values can be shared and cyclic). An
 * array only its slot holds, not by reference (plain), is reached once with that slot: it need not be remembered. An
 * object of slots only goes in by its slots, its pointer tagged by the low bit. loud (when not NULL) is set once an
 * object is met that msgpack_pecl_convert_frees_loudly().
 */
static void msgpack_pecl_convert_size_push(HashTable *seen, zend_ptr_stack *todo, zval *zv, bool plain, bool *loud)
{
	HashTable *ht;

	if (Z_TYPE_P(zv) == IS_ARRAY) {
		ht = Z_ARRVAL_P(zv);
		if (plain && Z_REFCOUNTED_P(zv) && GC_REFCOUNT(ht) == 1) {
			zend_ptr_stack_push(todo, ht);
			return;
		}
	} else if (Z_TYPE_P(zv) == IS_OBJECT) {
		zend_object *obj = Z_OBJ_P(zv);

		if (loud && !*loud && msgpack_pecl_convert_frees_loudly(obj)) {
			*loud = true;
		}
		if (msgpack_pecl_convert_slots_only(obj)) {
			if (zend_hash_index_add_empty_element(seen, (zend_ulong) (uintptr_t) obj) != NULL) {
				zend_ptr_stack_push(todo, (void *) ((uintptr_t) obj | 1));
			}
			return;
		}
		ht = obj->handlers->get_properties(obj);
		if (ht == NULL) {
			return;
		}
	} else {
		return;
	}
	if (zend_hash_index_add_empty_element(seen, (zend_ulong) (uintptr_t) Z_COUNTED_P(zv)) != NULL) {
		zend_ptr_stack_push(todo, ht);
	}
}

/*
 * A list the decoder may have shared where the input repeats it byte for byte (msgpack_decode_list_of_scalars(): after
 * the same list, at an object shape's position): a few scalars, nothing below them.
 */
static bool msgpack_pecl_convert_small_list(HashTable *ht)
{
	zval *zv;

	if (zend_hash_num_elements(ht) > MSGPACK_SHARED_LIST_MAX_COUNT) {
		return false;
	}
	ZEND_HASH_FOREACH_VAL(ht, zv) {
		if (Z_TYPE_P(zv) > IS_STRING) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/*
 * One element of a container being sized: what it adds there (a small list, or an array repeating the one before it),
 * or 0 when it goes on the list to size as containers are.
 */
static size_t msgpack_pecl_convert_size_value(HashTable *seen, zend_ptr_stack *todo, zval *zv, bool plain,
	zend_array **prev, bool *loud)
{
	ZVAL_DEREF(zv);
	if (Z_TYPE_P(zv) == IS_ARRAY && msgpack_pecl_convert_small_list(Z_ARR_P(zv))) {
		*prev = NULL;
		return 1 + zend_hash_num_elements(Z_ARR_P(zv));
	}
	if (plain && Z_ARR_P(zv) == *prev) {
		return 1 + zend_hash_num_elements(*prev);
	}
	*prev = plain ? Z_ARR_P(zv) : NULL;
	msgpack_pecl_convert_size_push(seen, todo, zv, plain, loud);
	return 0;
}

/*
 * The size of a decoded value as the input spelled it out: each array and object once, however often the value shares
 * it (PHP references, objects met again, compact mode's shared arrays), plus its elements. A small list of scalars is
 * counted wherever it stands (the decoder shares such a list where the input repeats it, and each repetition is in the
 * input; with nothing below it, counting it again cannot grow with the sharing), and so is an array repeating the
 * element before it in the same array, not by reference. loud: see msgpack_pecl_convert_size_push().
 */
static size_t msgpack_pecl_convert_size(zval *root, bool *loud)
{
	HashTable seen;
	zend_ptr_stack todo;
	size_t size = 1;

	zend_hash_init(&seen, 8, NULL, NULL, 0);
	zend_ptr_stack_init(&todo);
	msgpack_pecl_convert_size_push(&seen, &todo, root, false, loud);
	while (zend_ptr_stack_num_elements(&todo) > 0) {
		void *next = zend_ptr_stack_pop(&todo);
		zend_array *prev = NULL;
		zval *zv;

		if ((uintptr_t) next & 1) {
			/* an object's declared slots, counted as the table it has not built would count them */
			zend_object *obj = (zend_object *) ((uintptr_t) next & ~(uintptr_t) 1);
			zend_class_entry *ce = obj->ce;

			size++;
			for (int i = 0; i < ce->default_properties_count; i++) {
				zend_property_info *info = ce->properties_info_table[i];

				if (info == NULL) {
					continue;
				}
				size++;
				zv = OBJ_PROP(obj, info->offset);
				if (Z_TYPE_P(zv) != IS_UNDEF) {
					size += msgpack_pecl_convert_size_value(&seen, &todo, zv, false, &prev, loud);
				}
			}
			continue;
		}
		HashTable *ht = next;
		size += 1 + zend_hash_num_elements(ht);
		ZEND_HASH_FOREACH_VAL(ht, zv) {
			bool plain = Z_TYPE_P(zv) == IS_ARRAY;

			if (Z_TYPE_P(zv) == IS_INDIRECT) {
				zv = Z_INDIRECT_P(zv);
			}
			size += msgpack_pecl_convert_size_value(&seen, &todo, zv, plain, &prev, loud);
		} ZEND_HASH_FOREACH_END();
	}
	zend_ptr_stack_destroy(&todo);
	zend_hash_destroy(&seen);
	return size;
}

/*
 * Charges steps of work, false once they pass the allowance: a value that shares its parts (31 levels of
 * [&$x, &$x] take 300 bytes) is converted again for each way a template reaches them when the result cannot be
 * used twice (msgpack_pecl_convert_shared()), exponential in the input. The allowance is a multiple of the value's
 * size, taken when the free steps run out.
 */
static bool msgpack_pecl_convert_charge(msgpack_pecl_convert_ctx *ctx, size_t steps)
{
	ctx->steps += steps;
	if (EXPECTED(ctx->steps <= ctx->steps_max)) {
		return true;
	}
	if (!ctx->sized) {
		ctx->sized = true;
		ctx->steps_max += msgpack_pecl_convert_size(&ctx->root, NULL) * MSGPACK_PECL_CONVERT_STEPS_PER_UNIT;
		if (ctx->steps <= ctx->steps_max) {
			return true;
		}
	}
	char what[128];
	snprintf(what, sizeof(what), "Conversion exceeds %zu steps: the template copies parts the value shares too many"
		" times", ctx->steps_max);
	msgpack_pecl_convert_fail(ctx, MSGPACK_PECL_ERROR_TOO_LARGE, "msgpack_convert_template", what);
	ctx->quiet = true;
	return false;
}

/* Adds the input's share to the objects' allowance (once): from the whole decoded value, which must be alive. */
static void msgpack_pecl_convert_size_objects(msgpack_pecl_convert_ctx *ctx)
{
	ctx->object_sized = true;
	size_t input = ctx->input_len ? ctx->input_len : msgpack_pecl_convert_size(&ctx->root, NULL);
	ctx->object_bytes += input * MSGPACK_OBJECT_CREDIT;
}

/*
 * Charges an instance's object and property slots (cost bytes) to what the input pays for, as the decoder charges the
 * objects it makes (MSGPACK_OBJECT_CREDIT bytes per input byte, plus MSGPACK_OBJECT_CREDIT_FREE bytes' worth free): a
 * nil in a list becomes an object of every slot its class declares. The input's length is the value's size where the
 * caller does not know it (a lower bound: each part of the value took a byte at least).
 */
static bool msgpack_pecl_convert_charge_object(msgpack_pecl_convert_ctx *ctx, size_t cost)
{
	if (EXPECTED(cost <= ctx->object_bytes)) {
		ctx->object_bytes -= cost;
		return true;
	}
	if (!ctx->object_sized) {
		msgpack_pecl_convert_size_objects(ctx);
		if (cost <= ctx->object_bytes) {
			ctx->object_bytes -= cost;
			return true;
		}
	}
	msgpack_pecl_convert_fail(ctx, MSGPACK_PECL_ERROR_TOO_LARGE, "msgpack_convert_template",
		"Conversion makes objects of more property slots than the input's size allows");
	ctx->quiet = true;
	return false;
}

/* ---- parts the value shares ------------------------------------------------------------------------------------ */

static void msgpack_pecl_convert_memo_free(zval *zv)
{
	msgpack_pecl_convert_memo *memo = Z_PTR_P(zv);

	zval_ptr_dtor(&memo->result);
	zval_ptr_dtor(&memo->source);
	zval_ptr_dtor(&memo->tpl);
	efree(memo);
}

/* What a template converts by: its class (an object's properties play no part), or the array or name itself. */
static void *msgpack_pecl_convert_tpl_key(zval *tpl)
{
	return Z_TYPE_P(tpl) == IS_OBJECT ? (void *) Z_OBJCE_P(tpl) : (void *) Z_COUNTED_P(tpl);
}

/*
 * Converts the shared array or object source (not taken over) by tpl, through the result of an earlier conversion
 * when it still stands for a new one: an input of a few hundred bytes can share its parts 2^30 ways.
 */
static zend_result msgpack_pecl_convert_shared(msgpack_pecl_convert_ctx *ctx, zval *out, zval *tpl, zval *source)
{
	msgpack_pecl_convert_memo_key key = {Z_COUNTED_P(source), msgpack_pecl_convert_tpl_key(tpl)};
	msgpack_pecl_convert_memo *memo = ctx->memo ? zend_hash_str_find_ptr(ctx->memo, (const char *) &key, sizeof(key))
		: NULL;
	uint32_t depth = ctx->depth, peak = ctx->peak;
	size_t epoch = ctx->epoch;
	zend_result result;
	zval item;

	/* (at a depth where it would not have failed on max_depth) */
	if (memo && memo->epoch == epoch && depth + memo->height < ctx->max_depth) {
		if (UNEXPECTED(!msgpack_pecl_convert_charge(ctx, 1))) {
			return FAILURE;
		}
		ZVAL_COPY(out, &memo->result);
		ctx->peak = MAX(peak, depth + memo->height);
		return SUCCESS;
	}
	ctx->peak = depth;
	ZVAL_COPY(&item, source);
	result = msgpack_pecl_convert_nested(ctx, out, tpl, &item);
	uint32_t height = ctx->peak - depth;
	ctx->peak = MAX(peak, ctx->peak);
	if (result != SUCCESS || ctx->epoch != epoch) {
		return result;
	}
	if (ctx->memo == NULL) {
		ALLOC_HASHTABLE(ctx->memo);
		zend_hash_init(ctx->memo, 8, NULL, msgpack_pecl_convert_memo_free, 0);
	}
	memo = emalloc(sizeof(*memo));
	ZVAL_COPY(&memo->result, out);
	ZVAL_COPY(&memo->source, source);
	ZVAL_COPY(&memo->tpl, tpl);
	memo->height = height;
	memo->epoch = epoch;
	zend_hash_str_update_ptr(ctx->memo, (const char *) &key, sizeof(key), memo);
	return SUCCESS;
}

/*
 * Whether the elements of the decoded array ht may be taken out of it (ctx->move): nothing but the conversion holds
 * it, so no user code can see it emptied.
 */
static zend_always_inline bool msgpack_pecl_convert_owned(const msgpack_pecl_convert_ctx *ctx, const HashTable *ht)
{
	return ctx->move && !(GC_FLAGS(ht) & GC_IMMUTABLE) && GC_REFCOUNT(ht) == 1;
}

/*
 * Converts the element src of a decoded array or object (not taken over: a reference is followed) by tpl. With move
 * (its array is the conversion's alone), an array or object that only src holds is taken out, leaving null, and freed
 * once converted.
 */
static zend_result msgpack_pecl_convert_element(msgpack_pecl_convert_ctx *ctx, zval *out, zval *tpl, zval *src,
	bool move)
{
	zval *value = src, item;

	if (move && (Z_TYPE_P(src) == IS_ARRAY || Z_TYPE_P(src) == IS_OBJECT) && Z_REFCOUNTED_P(src)
			&& Z_REFCOUNT_P(src) == 1) {
		ZVAL_COPY_VALUE(&item, src);
		ZVAL_NULL(src);
		return msgpack_pecl_convert_nested(ctx, out, tpl, &item);
	}
	ZVAL_DEREF(value);
	if ((Z_TYPE_P(value) == IS_ARRAY || Z_TYPE_P(value) == IS_OBJECT) && Z_REFCOUNTED_P(value)
			&& (Z_REFCOUNT_P(value) > 1 || (Z_ISREF_P(src) && Z_REFCOUNT_P(src) > 1))) {
		return msgpack_pecl_convert_shared(ctx, out, tpl, value);
	}
	ZVAL_COPY(&item, value);
	return msgpack_pecl_convert_nested(ctx, out, tpl, &item);
}

/* A copy of the element src as it is (a PHP reference stays one). */
static void msgpack_pecl_convert_copy(msgpack_pecl_convert_ctx *ctx, zval *out, zval *src)
{
	if (Z_ISREF_P(src)) {
		ctx->epoch++;
	}
	ZVAL_COPY(out, src);
}

/* ---- helpers --------------------------------------------------------------------------------------------------- */

/* Whether the keys of ht are exactly 0..n-1 (in any order), n being its size. */
static bool msgpack_pecl_convert_is_index_list(HashTable *ht)
{
	uint32_t n = zend_hash_num_elements(ht);
	zend_ulong h;
	zend_string *key;

	if (HT_IS_PACKED(ht) && HT_IS_WITHOUT_HOLES(ht)) {
		return true;
	}
	ZEND_HASH_FOREACH_KEY(ht, h, key) {
		if (key != NULL || h >= n) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	/* n distinct keys below n. */
	return true;
}

/* ---- creating the instance ------------------------------------------------------------------------------------- */

/*
 * Creates an instance of ce as `new ce()` would, refusing what `new` refuses (abstract classes, interfaces, traits,
 * enums) and classes that opt out of serialization. A non-public constructor of a user class is skipped, as PECL
 * does; an internal class is never left without its constructor.
 */
static zend_result msgpack_pecl_convert_instantiate(zval *out, zend_class_entry *ce)
{
	zend_function *ctor;
	zend_object *obj;

	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_NOT_SERIALIZABLE)) {
		zend_throw_error(NULL, "Instantiation of class %s is not allowed", ZSTR_VAL(ce->name));
		return FAILURE;
	}
	if (UNEXPECTED(ce->constructor && !(ce->constructor->common.fn_flags & ZEND_ACC_PUBLIC)
			&& ce->type == ZEND_INTERNAL_CLASS)) {
		zend_throw_error(NULL, "Class %s cannot be instantiated without invoking its constructor",
			ZSTR_VAL(ce->name));
		return FAILURE;
	}
	if (UNEXPECTED(object_init_ex(out, ce) != SUCCESS)) {
		return FAILURE;
	}
	obj = Z_OBJ_P(out);
	if (ce->constructor && !(ce->constructor->common.fn_flags & ZEND_ACC_PUBLIC)) {
		return SUCCESS;
	}
	/* The handler, not ce->constructor: some internal classes refuse instantiation there. */
	ctor = obj->handlers->get_constructor(obj);
	if (ctor == NULL) {
		if (UNEXPECTED(EG(exception))) {
			zval_ptr_dtor(out);
			return FAILURE;
		}
		return SUCCESS;
	}
	zend_call_known_instance_method_with_0_params(ctor, obj, NULL);
	if (UNEXPECTED(EG(exception))) {
		/* As after a failed `new`: no destructor for an object whose constructor threw. */
		zend_object_store_ctor_failed(obj);
		zval_ptr_dtor(out);
		return FAILURE;
	}
	return SUCCESS;
}

/* ---- filling properties ---------------------------------------------------------------------------------------- */

/* The properties of obj in the order a positional value fills them; *count receives their number. */
static msgpack_pecl_convert_field *msgpack_pecl_convert_fields(zend_object *obj, uint32_t *count)
{
	zend_class_entry *ce = obj->ce;
	uint32_t n = 0, max = (uint32_t) ce->default_properties_count;
	msgpack_pecl_convert_field *fields;

	if (obj->properties) {
		max += zend_hash_num_elements(obj->properties);
	}
	if (max == 0) {
		*count = 0;
		return NULL;
	}
	fields = safe_emalloc(max, sizeof(*fields), 0);
	if (ce->properties_info_table) {
		for (int i = 0; i < ce->default_properties_count; i++) {
			zend_property_info *info = ce->properties_info_table[i];
			const char *class_name, *prop_name;
			size_t prop_len;

			if (info == NULL) {
				continue;
			}
			zend_unmangle_property_name_ex(info->name, &class_name, &prop_name, &prop_len);
			fields[n].info = info;
			fields[n].name = class_name ? zend_string_init(prop_name, prop_len, 0) : zend_string_copy(info->name);
			n++;
		}
	}
	if (obj->properties) {
		zend_ulong h;
		zend_string *key;
		zval *zv;

		ZEND_HASH_FOREACH_KEY_VAL(obj->properties, h, key, zv) {
			if (Z_TYPE_P(zv) == IS_INDIRECT) {
				continue; /* a declared slot, listed above */
			}
			fields[n].info = NULL;
			fields[n].name = key ? zend_string_copy(key) : zend_long_to_str((zend_long) h);
			n++;
		} ZEND_HASH_FOREACH_END();
	}
	*count = n;
	return fields;
}

static void msgpack_pecl_convert_fields_free(msgpack_pecl_convert_field *fields, uint32_t count)
{
	for (uint32_t i = 0; i < count; i++) {
		zend_string_release(fields[i].name);
	}
	if (fields) {
		efree(fields);
	}
}

/*
 * Assigns value (taken over) to a property as PHP code in the declaring class would: visibility, type coercion and
 * TypeError, readonly initialisation, __set and the dynamic-property deprecation all come from the engine.
 */
static zend_result msgpack_pecl_convert_write(zend_object *obj, zend_class_entry *scope, zend_string *name, zval *value)
{
	zend_update_property_ex(scope, obj, name, value);
	zval_ptr_dtor(value);
	return EG(exception) ? FAILURE : SUCCESS;
}

/*
 * The scope a property named by a string key is written from: the class that declares it, when the class itself
 * can see it (its own private properties, inherited protected and public ones; not a parent's private property,
 * which the name then does not reach, as PHP code in the class would not), so a readonly property declared in a
 * parent can be initialised too.
 */
static zend_class_entry *msgpack_pecl_convert_scope(zend_class_entry *ce, zend_string *name)
{
	zend_property_info *info = zend_hash_find_ptr(&ce->properties_info, name);

	if (info && !(info->flags & ZEND_ACC_STATIC) && (!(info->flags & ZEND_ACC_PRIVATE) || info->ce == ce)) {
		return info->ce;
	}
	return ce;
}

static zend_result msgpack_pecl_convert_write_field(zend_object *obj, const msgpack_pecl_convert_field *field, zval *value)
{
	return msgpack_pecl_convert_write(obj, field->info ? field->info->ce : obj->ce, field->name, value);
}

/* The value a property holds now, when it can serve as a nested template (a non-empty array or an object). */
static zval *msgpack_pecl_convert_field_template(zend_object *obj, const msgpack_pecl_convert_field *field)
{
	zval *zv;

	if (field->info) {
		zv = OBJ_PROP(obj, field->info->offset);
	} else {
		zv = obj->properties ? zend_hash_find(obj->properties, field->name) : NULL;
		if (zv == NULL) {
			return NULL;
		}
		ZVAL_DEINDIRECT(zv);
	}
	ZVAL_DEREF(zv);
	if (Z_TYPE_P(zv) == IS_OBJECT || (Z_TYPE_P(zv) == IS_ARRAY && zend_hash_num_elements(Z_ARRVAL_P(zv)) != 0)) {
		return zv;
	}
	return NULL;
}

/* A list with one element per property: element i goes to property i, through its value as nested template. */
static zend_result msgpack_pecl_convert_fill_positional(msgpack_pecl_convert_ctx *ctx, zend_object *obj, HashTable *ht,
	const msgpack_pecl_convert_field *fields, uint32_t count)
{
	bool move = msgpack_pecl_convert_owned(ctx, ht);

	for (uint32_t i = 0; i < count; i++) {
		zval *src = zend_hash_index_find(ht, i);
		zval *tpl = msgpack_pecl_convert_field_template(obj, &fields[i]);
		zval item;
		zend_result result;

		ZEND_ASSERT(src != NULL);
		if (tpl) {
			zval tpl_copy;

			/* Our own reference: the constructors this runs may overwrite the property. */
			ZVAL_COPY(&tpl_copy, tpl);
			result = msgpack_pecl_convert_element(ctx, &item, &tpl_copy, src, move);
			zval_ptr_dtor(&tpl_copy);
			if (result != SUCCESS) {
				msgpack_pecl_convert_warn(ctx, "msgpack_convert_object", "convert failure in convert_object");
				return FAILURE;
			}
		} else {
			ZVAL_COPY_DEREF(&item, src);
		}
		result = msgpack_pecl_convert_write_field(obj, &fields[i], &item);
		/* (user code may have run: __set(), an error handler) */
		ctx->epoch++;
		if (result != SUCCESS) {
			return FAILURE;
		}
	}
	return SUCCESS;
}

/* Any other array: string keys by name, then integer keys to the properties no string key named, in order. */
static zend_result msgpack_pecl_convert_fill_named(zend_object *obj, HashTable *ht, const msgpack_pecl_convert_field *fields,
	uint32_t count)
{
	HashTable named;
	zend_ulong h;
	zend_string *key;
	zval *src, item;
	uint32_t next = 0;
	zend_result result = SUCCESS;

	zend_hash_init(&named, 8, NULL, NULL, 0);
	ZEND_HASH_FOREACH_STR_KEY_VAL(ht, key, src) {
		if (key == NULL) {
			continue;
		}
		ZVAL_COPY_DEREF(&item, src);
		if (msgpack_pecl_convert_write(obj, msgpack_pecl_convert_scope(obj->ce, key), key, &item) != SUCCESS) {
			result = FAILURE;
			goto done;
		}
		zend_hash_add_empty_element(&named, key);
	} ZEND_HASH_FOREACH_END();

	ZEND_HASH_FOREACH_KEY_VAL(ht, h, key, src) {
		if (key != NULL) {
			continue;
		}
		while (next < count && zend_hash_exists(&named, fields[next].name)) {
			next++;
		}
		ZVAL_COPY_DEREF(&item, src);
		if (next < count) {
			result = msgpack_pecl_convert_write_field(obj, &fields[next++], &item);
		} else {
			/* More values than properties: a property named after the key, as PECL. */
			zend_string *name = zend_long_to_str((zend_long) h);

			result = msgpack_pecl_convert_write(obj, obj->ce, name, &item);
			zend_string_release(name);
		}
		if (result != SUCCESS) {
			goto done;
		}
	} ZEND_HASH_FOREACH_END();

done:
	zend_hash_destroy(&named);
	return result;
}

/* Class-name or object template: the value (taken over) as an instance of ce. */
static zend_result msgpack_pecl_convert_object(msgpack_pecl_convert_ctx *ctx, zval *out, zend_class_entry *ce, zval *value)
{
	msgpack_pecl_convert_field *fields;
	uint32_t count;
	zend_object *obj;
	zend_result result;

	if (Z_TYPE_P(value) == IS_OBJECT && Z_OBJCE_P(value) == ce) {
		ZVAL_COPY_VALUE(out, value);
		return SUCCESS;
	}
	/* A new instance, and its constructor (user code) runs. */
	ctx->epoch++;
	if (UNEXPECTED(!msgpack_pecl_convert_charge_object(ctx,
			sizeof(zend_object) + sizeof(zval) * (size_t) ce->default_properties_count))) {
		zval_ptr_dtor(value);
		ZVAL_NULL(out);
		return FAILURE;
	}
	if (msgpack_pecl_convert_instantiate(out, ce) != SUCCESS) {
		zval_ptr_dtor(value);
		return FAILURE;
	}
	obj = Z_OBJ_P(out);
	bool tableless = obj->properties == NULL;
	/*
	 * The charge for a table (below) may size the whole decoded value, which the fill frees when this is it (an array,
	 * or an object a __set() drops): it was read after it was freed. Sized now instead; the allowance is the same.
	 */
	if (ctx->depth == 1 && tableless && ce->default_properties_count > MSGPACK_RESERVE_FREE && !ctx->object_sized
			&& ctx->input_len == 0) {
		msgpack_pecl_convert_size_objects(ctx);
	}
	fields = msgpack_pecl_convert_fields(obj, &count);
	if (Z_TYPE_P(value) == IS_ARRAY) {
		HashTable *ht = Z_ARRVAL_P(value);

		if (zend_hash_num_elements(ht) == 0) {
			result = SUCCESS;
		} else if (zend_hash_num_elements(ht) == count && msgpack_pecl_convert_is_index_list(ht)) {
			result = msgpack_pecl_convert_fill_positional(ctx, obj, ht, fields, count);
		} else {
			result = msgpack_pecl_convert_fill_named(obj, ht, fields, count);
		}
		zval_ptr_dtor(value);
	} else if (count > 0) {
		/* A scalar (or an object of another class) fills the first property. */
		result = msgpack_pecl_convert_write_field(obj, &fields[0], value);
	} else {
		zend_string *name = ZSTR_CHAR('0');

		result = msgpack_pecl_convert_write(obj, ce, name, value);
	}
	msgpack_pecl_convert_fields_free(fields, count);
	/* (the properties written ran user code) */
	ctx->epoch++;
	/* A name no declared slot takes built the table of them all, 40 bytes and more a slot: charged as the decoder
	 * charges it (msgpack_decode_prop_table()), once made, which one object's table at most can overrun. */
	if (result == SUCCESS && tableless && obj->properties != NULL && ce->default_properties_count > MSGPACK_RESERVE_FREE
			&& !msgpack_pecl_convert_charge_object(ctx, msgpack_hash_table_bytes(obj->properties->nTableSize))) {
		result = FAILURE;
	}
	if (result != SUCCESS) {
		zval_ptr_dtor(out);
		return FAILURE;
	}
	return SUCCESS;
}

/* ---- array templates ------------------------------------------------------------------------------------------- */

/* [$tpl]: each element of a decoded list converted by $tpl (a class name, object or array; anything else copies). */
static zend_result msgpack_pecl_convert_list(msgpack_pecl_convert_ctx *ctx, zval *out, HashTable *tpl, zval *value)
{
	zval item_tpl, *first = NULL;
	zend_string *key;
	zval *src;
	bool convert;

	if (Z_TYPE_P(value) != IS_ARRAY) {
		msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "unserialized data must be array.");
		zval_ptr_dtor(value);
		return FAILURE;
	}
	if (zend_hash_num_elements(Z_ARRVAL_P(value)) == 0) {
		msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "array length is 0 in unserialized data");
		zval_ptr_dtor(value);
		return FAILURE;
	}
	ZEND_HASH_FOREACH_VAL(tpl, first) {
		break;
	} ZEND_HASH_FOREACH_END();
	ZVAL_COPY_DEREF(&item_tpl, first);
	convert = Z_TYPE(item_tpl) == IS_ARRAY || Z_TYPE(item_tpl) == IS_OBJECT || Z_TYPE(item_tpl) == IS_STRING;

	bool move = msgpack_pecl_convert_owned(ctx, Z_ARRVAL_P(value));
	array_init_size(out, zend_hash_num_elements(Z_ARRVAL_P(value)));
	ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(value), key, src) {
		zval item;

		if (key != NULL) {
			msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "key is string");
			goto failure;
		}
		if (convert) {
			if (msgpack_pecl_convert_element(ctx, &item, &item_tpl, src, move) != SUCCESS) {
				msgpack_pecl_convert_warn(ctx, "msgpack_convert_array",
					"convert failure in HASH_KEY_IS_LONG in indexed array");
				goto failure;
			}
		} else {
			msgpack_pecl_convert_copy(ctx, &item, src);
		}
		zend_hash_next_index_insert_new(Z_ARRVAL_P(out), &item);
	} ZEND_HASH_FOREACH_END();
	zval_ptr_dtor(&item_tpl);
	zval_ptr_dtor(value);
	return SUCCESS;

failure:
	zval_ptr_dtor(&item_tpl);
	zval_ptr_dtor(out);
	zval_ptr_dtor(value);
	return FAILURE;
}

/* One property of msgpack_pecl_convert_let_go(): an array or object the copy of the properties holds with it alone. */
static zend_always_inline void msgpack_pecl_convert_let_go_of(zval *zv, bool slot)
{
	if ((Z_TYPE_P(zv) == IS_ARRAY || Z_TYPE_P(zv) == IS_OBJECT) && Z_REFCOUNTED_P(zv) && Z_REFCOUNT_P(zv) == 2) {
		Z_DELREF_P(zv);
		if (slot) {
			ZVAL_UNDEF(zv);
		} else {
			ZVAL_NULL(zv);
		}
	}
}

/*
 * The decoded object obj, which only the conversion holds (ctx->move: nothing in the value runs code as it is freed),
 * lets go of the arrays and objects the copy of its properties just made holds with it alone, so that they are taken
 * out of that copy as they are converted: parts under an object were held whole until it was freed, twice the bound.
 * (A table of properties that something else shares, as an (array) cast does, is left alone.)
 */
static void msgpack_pecl_convert_let_go(zend_object *obj)
{
	zval *zv = obj->properties_table, *end = zv + obj->ce->default_properties_count;

	for (; zv < end; zv++) {
		msgpack_pecl_convert_let_go_of(zv, true);
	}
	if (obj->properties && !(GC_FLAGS(obj->properties) & GC_IMMUTABLE) && GC_REFCOUNT(obj->properties) == 1) {
		ZEND_HASH_FOREACH_VAL(obj->properties, zv) {
			if (Z_TYPE_P(zv) != IS_INDIRECT) {
				msgpack_pecl_convert_let_go_of(zv, false);
			}
		} ZEND_HASH_FOREACH_END();
	}
}

/* ['key' => $tpl, ...]: the template's n-th entry takes the decoded value's n-th; integer template keys are skipped. */
static zend_result msgpack_pecl_convert_assoc(msgpack_pecl_convert_ctx *ctx, zval *out, HashTable *tpl, zval *value)
{
	HashTable *src;
	HashPosition pos;
	zend_string *key;
	zval *entry;
	zend_result result = SUCCESS;

	bool move = false;

	if (Z_TYPE_P(value) == IS_ARRAY) {
		move = msgpack_pecl_convert_owned(ctx, Z_ARRVAL_P(value));
		src = Z_ARRVAL_P(value);
		GC_TRY_ADDREF(src);
	} else if (Z_TYPE_P(value) == IS_OBJECT) {
		/* A private copy of the properties: conversions below run user code that may change the object. */
		zend_object *obj = Z_OBJ_P(value);

		if (msgpack_pecl_convert_slots_only(obj)) {
			/* the same copy, made from the slots */
			src = zend_std_build_object_properties_array(obj);
		} else {
			HashTable *props = obj->handlers->get_properties(obj);

			src = props ? zend_array_dup(props) : zend_new_array(0);
		}
		if (!msgpack_pecl_convert_charge(ctx, zend_hash_num_elements(src))) {
			zend_array_release(src);
			zval_ptr_dtor(value);
			return FAILURE;
		}
		if (ctx->move && Z_REFCOUNT_P(value) == 1) {
			msgpack_pecl_convert_let_go(obj);
			move = msgpack_pecl_convert_owned(ctx, src);
		}
	} else {
		msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "input data is not array");
		zval_ptr_dtor(value);
		return FAILURE;
	}

	array_init(out);
	zend_hash_internal_pointer_reset_ex(src, &pos);
	ZEND_HASH_FOREACH_STR_KEY_VAL(tpl, key, entry) {
		if (key != NULL) {
			zval *data = zend_hash_get_current_data_ex(src, &pos);
			zval item;

			if (data == NULL) {
				msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "can't get data");
				result = FAILURE;
				break;
			}
			ZVAL_DEREF(entry);
			if (Z_TYPE_P(entry) == IS_ARRAY || Z_TYPE_P(entry) == IS_OBJECT) {
				zval entry_tpl;

				ZVAL_COPY(&entry_tpl, entry);
				result = msgpack_pecl_convert_element(ctx, &item, &entry_tpl, data, move);
				zval_ptr_dtor(&entry_tpl);
				if (result != SUCCESS) {
					break;
				}
			} else {
				msgpack_pecl_convert_copy(ctx, &item, data);
			}
			zend_symtable_update(Z_ARRVAL_P(out), key, &item);
		}
		zend_hash_move_forward_ex(src, &pos);
	} ZEND_HASH_FOREACH_END();

	zend_array_release(src);
	zval_ptr_dtor(value);
	if (result != SUCCESS) {
		zval_ptr_dtor(out);
	}
	return result;
}

static zend_result msgpack_pecl_convert_array(msgpack_pecl_convert_ctx *ctx, zval *out, HashTable *tpl, zval *value)
{
	uint32_t n = zend_hash_num_elements(tpl);

	if (n == 0) {
		msgpack_pecl_convert_warn(ctx, "msgpack_convert_array", "template array length is 0");
		zval_ptr_dtor(value);
		return FAILURE;
	}
	/* PECL's test for a list template: as many elements as the next free index. */
	if ((zend_long) n == tpl->nNextFreeElement) {
		return msgpack_pecl_convert_list(ctx, out, tpl, value);
	}
	return msgpack_pecl_convert_assoc(ctx, out, tpl, value);
}

/* ---- dispatch -------------------------------------------------------------------------------------------------- */

/*
 * Converts value (taken over) by a template that is an array, an object or a class name. On FAILURE out is not
 * written and either a warning was raised or an exception is pending.
 */
static zend_result msgpack_pecl_convert_nested(msgpack_pecl_convert_ctx *ctx, zval *out, zval *tpl, zval *value)
{
	zend_result result;

	/* Templates recurse with the value, which can be cyclic (decoded references). */
	if (UNEXPECTED(ctx->depth >= ctx->max_depth) || UNEXPECTED(msgpack_stack_exhausted())) {
		char what[80];
		bool stack = ctx->depth < ctx->max_depth;
		if (stack) {
			snprintf(what, sizeof(what), "Nesting too deep to convert: the C stack is nearly exhausted");
		} else {
			snprintf(what, sizeof(what), "Maximum nesting depth of %u exceeded", ctx->max_depth);
		}
		msgpack_pecl_convert_fail(ctx, stack ? MSGPACK_PECL_ERROR_STACK : MSGPACK_PECL_ERROR_DEPTH,
			"msgpack_convert_template", what);
		ctx->quiet = true;
		zval_ptr_dtor(value);
		return FAILURE;
	}
	/* This value and the elements the conversion goes through (at most all of them, whatever the template). */
	if (UNEXPECTED(!msgpack_pecl_convert_charge(ctx,
			1 + (Z_TYPE_P(value) == IS_ARRAY ? zend_hash_num_elements(Z_ARRVAL_P(value)) : 0)))) {
		zval_ptr_dtor(value);
		return FAILURE;
	}
	ctx->peak = MAX(ctx->peak, ctx->depth);
	ctx->depth++;
	switch (Z_TYPE_P(tpl)) {
		case IS_ARRAY:
			result = msgpack_pecl_convert_array(ctx, out, Z_ARRVAL_P(tpl), value);
			break;
		case IS_OBJECT:
			result = msgpack_pecl_convert_object(ctx, out, Z_OBJCE_P(tpl), value);
			break;
		case IS_STRING: {
			zend_class_entry *ce = zend_lookup_class(Z_STR_P(tpl));

			if (ce == NULL) {
				if (!EG(exception)) {
					zend_throw_error(NULL, "Class \"%s\" not found", Z_STRVAL_P(tpl));
				}
				zval_ptr_dtor(value);
				result = FAILURE;
			} else {
				result = msgpack_pecl_convert_object(ctx, out, ce, value);
			}
			break;
		}
		default:
			ZEND_UNREACHABLE();
			break;
	}
	ctx->depth--;
	return result;
}

/* The number of the running function's $object parameter, for the TypeError; 0 when it has none. */
static uint32_t msgpack_pecl_convert_arg_num(void)
{
	zend_execute_data *ex = EG(current_execute_data);
	zend_function *func = ex ? ex->func : NULL;

	if (func == NULL || func->type != ZEND_INTERNAL_FUNCTION || func->common.arg_info == NULL) {
		return 0;
	}
	for (uint32_t i = 0; i < func->common.num_args; i++) {
		if (msgpack_internal_arg_is(func, i, "object")) {
			return i + 1;
		}
	}
	return 0;
}

zend_result msgpack_pecl_convert_template(zval *return_value, zval *tpl, zval *value, const msgpack_options *opts,
	size_t input_len)
{
	msgpack_pecl_convert_ctx ctx;
	zval unwrapped;
	zend_result result;

	if (UNEXPECTED(Z_ISREF_P(value))) {
		ZVAL_COPY(&unwrapped, Z_REFVAL_P(value));
		zval_ptr_dtor(value);
		value = &unwrapped;
	}
	ZVAL_DEREF(tpl);
	switch (Z_TYPE_P(tpl)) {
		case IS_NULL:
			ZVAL_COPY_VALUE(return_value, value);
			return SUCCESS;
		case IS_ARRAY:
		case IS_OBJECT:
		case IS_STRING:
			break;
		default: {
			/* PECL stops the script with a fatal error here; a TypeError can be caught. */
			uint32_t arg_num = msgpack_pecl_convert_arg_num();

			if (arg_num) {
				zend_argument_type_error(arg_num, "must be of type object|array|string|null, %s given",
					zend_zval_type_name(tpl));
			} else {
				zend_type_error("msgpack template must be of type object|array|string|null, %s given",
					zend_zval_type_name(tpl));
			}
			zval_ptr_dtor(value);
			ZVAL_NULL(return_value);
			return FAILURE;
		}
	}

	ctx.depth = 0;
	ctx.quiet = false;
	ctx.reported = false;
	ctx.sized = false;
	ctx.peak = 0;
	ctx.epoch = 0;
	ctx.memo = NULL;
	ctx.steps = 0;
	ctx.steps_max = MSGPACK_PECL_CONVERT_FREE_STEPS;
	ctx.input_len = input_len;
	ctx.object_bytes = (size_t) MSGPACK_OBJECT_CREDIT_FREE * MSGPACK_OBJECT_CREDIT;
	ctx.object_sized = false;
	ctx.move = false;
	if (input_len >= MSGPACK_PECL_CONVERT_MOVE_MIN && (Z_TYPE_P(value) == IS_ARRAY || Z_TYPE_P(value) == IS_OBJECT)) {
		bool loud = false;

		/* sized now, as decoded: the conversion empties the value as it goes */
		ctx.sized = true;
		ctx.steps_max += msgpack_pecl_convert_size(value, &loud) * MSGPACK_PECL_CONVERT_STEPS_PER_UNIT;
		/* Not when an object in it runs code as it is freed: a destructor run before the conversion ends could change
		 * a part not yet converted (and runs amid the constructors, where PECL runs it after them). */
		ctx.move = !loud;
	}
	ctx.max_depth = opts->max_depth;
	ctx.opts = opts;
	ctx.warnings = msgpack_pecl_warnings(opts);
	ZVAL_COPY_VALUE(&ctx.root, value);
	/* What the decode recorded (none, or extra bytes), for the end of a conversion that succeeds. */
	bool report = (opts->flags & MSGPACK_PECL_OPT_REPORT_BIT) != 0;
	msgpack_last_error decoded;
	if (report) {
		decoded = MSGPACK_G(last_error);
	}
	result = msgpack_pecl_convert_nested(&ctx, return_value, tpl, value);
	if (ctx.memo) {
		zend_hash_destroy(ctx.memo);
		FREE_HASHTABLE(ctx.memo);
	}
	/* Recorded last, as the call ends: constructors, __set() and error handlers may have called this API meanwhile.
	 * (msgpack_pecl_fail() throws nothing more: in throw mode the failure's exception is pending.) */
	if (ctx.reported) {
		msgpack_pecl_fail(opts, false, ctx.failure.code, ctx.failure.message);
	} else if (report) {
		if (result == SUCCESS) {
			MSGPACK_G(last_error) = decoded;
		} else {
			/* user code threw: that exception is the report */
			msgpack_pecl_last_error_clear();
		}
	}
	if (result != SUCCESS) {
		ZVAL_NULL(return_value);
		return EG(exception) ? FAILURE : SUCCESS;
	}
	return SUCCESS;
}
