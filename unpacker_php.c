/*
 * msgpack for PHP: the decoder's PHP-object format (msgpack.php_only), the reading side of packer_php.c.
 *
 * Compatible with what PECL msgpack writes, but objects are built the way unserialize() builds them: classes may be
 * restricted (allowed_classes), not-serializable, abstract and enum-mismatched classes are refused, a class with
 * __unserialize() is only built through it, typed and readonly properties go through the engine's checks, and
 * __wakeup()/__unserialize() run after the whole input decoded (never for rejected input, whose pending objects get no
 * destructor call either, as unserialize() does).
 *
 * Back-references name containers by id (pre-order count of every array and map header, the root being 1). Only what
 * a back-reference can validly point at is recorded: objects and references (held until the decode ends, so a value
 * dropped meanwhile cannot leave a dangling pointer) and empty arrays. An array is never shared by value while it is
 * being filled; a reference to one is (that is how a recursive array is made).
 */

#include "msgpack_decoder.h"
#include "msgpack_caches.h"
#include "ext/standard/php_incomplete_class.h"
#include "ext/standard/php_var.h"
#include "ext/standard/basic_functions.h"
#include "zend_exceptions.h"
#include "zend_enum.h"

static void msgpack_decode_late_release(msgpack_late_marker *m);
static zend_always_inline zend_result msgpack_decode_class_props(msgpack_decoder *dec, zend_object *obj, uint32_t count);

/* ---- slots ----------------------------------------------------------------------------------------------------- */

/*
 * Slots are indexed by container id: ids only grow with the container headers read, so there is at most one slot per
 * header, and recording is O(1) in any order (an assoc=0 map, or a map a late class marker turns into an object,
 * is recorded after its children; a sorted list made that cost depth x elements). They come in pages (see
 * MSGPACK_SLOT_PAGE), made zeroed as ids in them are recorded.
 */
void msgpack_decode_record(msgpack_decoder *dec, uint32_t id, uint32_t kind, zend_refcounted *value)
{
	msgpack_php_state *php = &dec->php;
	uint32_t page = id >> MSGPACK_SLOT_PAGE_SHIFT;

	if (UNEXPECTED(page >= php->pages_cap)) {
		/* (at most 2^26 pages: no overflow) */
		uint32_t cap = php->pages_cap ? php->pages_cap : 4;
		while (cap <= page) {
			cap *= 2;
		}
		php->slot_pages = safe_erealloc(php->slot_pages, cap, sizeof(*php->slot_pages), 0);
		memset(php->slot_pages + php->pages_cap, 0, (size_t) (cap - php->pages_cap) * sizeof(*php->slot_pages));
		php->pages_cap = cap;
	}
	if (UNEXPECTED(php->slot_pages[page] == NULL)) {
		php->slot_pages[page] = ecalloc(MSGPACK_SLOT_PAGE, sizeof(msgpack_slot));
	}
	if (id >= php->slots_len) {
		php->slots_len = id + 1;
	}
	msgpack_slot *slot = &php->slot_pages[page][id & (MSGPACK_SLOT_PAGE - 1)];
	if (slot->kind != 0) {
		/* Recorded already ({nil:1, nil:"Class"}: the reference made first): the first record stands. */
		return;
	}
	slot->kind = kind;
	slot->value = value;
	if (value) {
		GC_ADDREF(value);
		php->slots_held++;
	}
}

void msgpack_decode_record_array(msgpack_decoder *dec, uint32_t id, zend_array *ht)
{
	/* (an immutable empty array is recorded as one by its header) */
	if (!(GC_FLAGS(ht) & IS_ARRAY_IMMUTABLE)) {
		msgpack_decode_record(dec, id, MSGPACK_SLOT_ARRAY, (zend_refcounted *) ht);
	}
}

static msgpack_slot *msgpack_decode_find_slot(msgpack_decoder *dec, zend_long id)
{
	if (id <= 0 || (zend_ulong) id >= dec->php.slots_len) {
		return NULL;
	}
	msgpack_slot *page = dec->php.slot_pages[id >> MSGPACK_SLOT_PAGE_SHIFT];
	if (page == NULL || page[id & (MSGPACK_SLOT_PAGE - 1)].kind == 0) {
		return NULL;
	}
	return &page[id & (MSGPACK_SLOT_PAGE - 1)];
}

/* A new entry at the end of the delayed calls. */
static msgpack_delayed_call *msgpack_decode_queue(msgpack_decoder *dec)
{
	if (dec->php.calls_len == dec->php.calls_cap) {
		uint32_t cap = dec->php.calls_cap ? dec->php.calls_cap * 2 : 8;
		dec->php.calls = safe_erealloc(dec->php.calls, cap, sizeof(msgpack_delayed_call), 0);
		dec->php.calls_cap = cap;
	}
	msgpack_delayed_call *call = &dec->php.calls[dec->php.calls_len++];
	call->obj = NULL;
	ZVAL_UNDEF(&call->payload);
	call->context = NULL;
	return call;
}

/*
 * Queues obj's __wakeup() or __unserialize() (payload: its array, taken over; NULL for __wakeup()) once the object is
 * complete, so that calls run in completion order: inner objects before the objects containing them, as unserialize()
 * runs them. An outer object's __unserialize() thus sees its inner objects restored (DatePeriod reads its DateTimes).
 */
static void msgpack_decode_delay(msgpack_decoder *dec, zend_object *obj, zval *payload)
{
	msgpack_delayed_call *call = msgpack_decode_queue(dec);
	call->obj = obj;
	GC_ADDREF(obj);
	if (payload) {
		ZVAL_COPY_VALUE(&call->payload, payload);
	}
}

/*
 * The value a repeated key or property name replaced (taken over; a declared property's default too), in the PHP-only
 * format queued among the delayed calls, as unserialize() queues it (var_push_dtor_value()); else released at once
 * (see msgpack_decode_queues_replaced()): a destructor's exception stops the decode.
 */
zend_result msgpack_decode_drop_replaced(msgpack_decoder *dec, zval *old)
{
	/* (php.replaced_held: a copy of it is queued already, msgpack_decode_props() queued it as the name was read) */
	if ((dec->flags & MSGPACK_OPT_PHP_ONLY) && !dec->php.replaced_held && msgpack_decode_queues_replaced(&dec->php, old)) {
		ZVAL_COPY_VALUE(&msgpack_decode_queue(dec)->payload, old);
		return SUCCESS;
	}
	zval_ptr_dtor(old);
	if (UNEXPECTED(EG(exception))) {
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	return SUCCESS;
}

/*
 * Serializable::unserialize() runs at once, as unserialize() runs it. An unserialize() it calls on its payload is
 * nested in unserialize(): it shares a context of the outer call's (its allowed_classes, and its queue, so the __wakeup
 * and __unserialize calls of the objects it makes run at the end of the outer call, in order with the others). Here
 * the decode is the outer call: each method gets a context of its own, registered while it runs, since its payload's
 * back-references count from its own values (the encoder, as PECL's, serializes each payload afresh); the context then
 * takes its place in the queue. A context costs about 8 KiB until the decode ends: past MSGPACK_PHP_CONTEXTS_MAX of
 * them, one's calls run as soon as its method returns.
 */
typedef struct {
	msgpack_frame frame;
	php_unserialize_data_t context;
} msgpack_context_frame;

/* A fatal error in the method: unserialize() must not go on sharing a context nobody will finish (msgpack_frame). */
static ZEND_COLD void msgpack_decode_context_abandon(msgpack_frame *frame)
{
	if (BG(unserialize).data == ((msgpack_context_frame *) frame)->context) {
		BG(unserialize).level = 0;
		BG(unserialize).data = NULL;
	}
}

static zend_result msgpack_decode_serializable_call(msgpack_decoder *dec, zend_class_entry *ce, zval *target,
	zend_string *payload)
{
	dec->php.serializable_ran = true;
	if (BG(serialize_lock) || BG(unserialize).level) {
		/* Inside serialize() or unserialize() already (this decode runs in a magic method): PHP's rules apply. */
		return ce->unserialize(target, ce, (const unsigned char *) ZSTR_VAL(payload), ZSTR_LEN(payload), NULL);
	}
	msgpack_context_frame frame;
	frame.context = php_var_unserialize_init();
	/* unserialize() registered it (level 1); it is registered only while the method runs. */
	BG(unserialize).level = 0;
	BG(unserialize).data = NULL;
	if (dec->flags & MSGPACK_OPT_CLASSES_LISTED) {
		php_var_unserialize_set_allowed_classes(frame.context,
			dec->allowed_classes ? dec->allowed_classes : (HashTable *) &zend_empty_array);
	}
	msgpack_frame_enter(&frame.frame, msgpack_decode_context_abandon);
	BG(unserialize).data = frame.context;
	BG(unserialize).level = 1;
	zend_result result = ce->unserialize(target, ce, (const unsigned char *) ZSTR_VAL(payload), ZSTR_LEN(payload),
		NULL);
	BG(unserialize).level = 0;
	BG(unserialize).data = NULL;
	msgpack_frame_leave(&frame.frame);
	if (EXPECTED(dec->php.contexts < MSGPACK_PHP_CONTEXTS_MAX)) {
		if (dec->php.contexts == 0) {
			dec->php.contexts_fatal = MSGPACK_G(fatal_errors);
		}
		dec->php.contexts++;
		msgpack_decode_queue(dec)->context = frame.context;
	} else {
		bool pending = EG(exception) != NULL;

		var_destroy(&frame.context);
		efree(frame.context);
		if (!pending && UNEXPECTED(EG(exception))) {
			result = FAILURE;
		}
	}
	return result;
}

/*
 * An object whose __wakeup() or __unserialize() is due but whose data failed to decode: it was never initialised, so
 * its destructor must not see it (unserialize()'s rule).
 */
ZEND_COLD void msgpack_decode_abandon_object(zend_object *obj)
{
	GC_ADD_FLAGS(obj, IS_OBJ_DESTRUCTOR_CALLED);
}

/*
 * An array used again (a shared array's reference, the value cache) as the data of an internal __unserialize(), which
 * copies its elements into the object, those of the arrays in it too (SplFixedArray, SplDoublyLinkedList's list,
 * SplObjectStorage's pairs): a copy per object, charged as the input that spelled them out would pay (an element
 * copied takes about a sixth of an input byte's credit, 32 bytes). FAILURE, with the payload released and the object
 * left uninitialised, when the input does not pay for it.
 */
static zend_result msgpack_decode_charge_payload(msgpack_decoder *dec, zend_object *obj, zval *payload)
{
	if (Z_REFCOUNTED_P(payload) && Z_REFCOUNT_P(payload) == 1) {
		return SUCCESS;
	}
	if (obj->ce->__unserialize->type != ZEND_INTERNAL_FUNCTION) {
		return SUCCESS;
	}
	size_t elements = zend_hash_num_elements(Z_ARRVAL_P(payload));
	zval *value;
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(payload), value) {
		ZVAL_DEREF(value);
		if (Z_TYPE_P(value) == IS_ARRAY) {
			elements += zend_hash_num_elements(Z_ARRVAL_P(value));
		}
	} ZEND_HASH_FOREACH_END();
	if (EXPECTED(msgpack_decode_charge(dec, (elements + 5) / 6, "Shared arrays copied into objects more often")
			== SUCCESS)) {
		return SUCCESS;
	}
	zval_ptr_dtor(payload);
	msgpack_decode_abandon_object(obj);
	return FAILURE;
}

/* The decode stops for the exception just thrown for the input itself, not by user code (msgpack_thrown). */
ZEND_COLD zend_result msgpack_decode_data_exception(msgpack_decoder *dec)
{
	dec->thrown = MSGPACK_THROWN_FOR_DATA;
	dec->php.data_exception = EG(exception) ? EG(exception)->handle : 0;
	return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
}

void msgpack_decode_php_abandon_slots(const msgpack_php_state *php)
{
	for (uint32_t p = 0; php->slots_held > 0 && p < msgpack_slot_pages_used(php); p++) {
		const msgpack_slot *page = php->slot_pages[p];
		for (uint32_t i = 0; page && i < MSGPACK_SLOT_PAGE; i++) {
			if (page[i].kind == MSGPACK_SLOT_OBJECT && page[i].value) {
				msgpack_decode_abandon_object((zend_object *) page[i].value);
			} else if (page[i].kind == MSGPACK_SLOT_REFERENCE && page[i].value
					&& Z_TYPE(((zend_reference *) page[i].value)->val) == IS_OBJECT) {
				/* an object the message made behind a PHP reference: the reference has its slot alone */
				msgpack_decode_abandon_object(Z_OBJ(((zend_reference *) page[i].value)->val));
			}
		}
	}
}

/*
 * A suspended decode's message that ran out of bytes where it cannot be kept is read whole later: the objects this
 * attempt finished are made again then, and these get no destructor call (nor __wakeup(): the failure skips them).
 */
void msgpack_decode_php_drop(msgpack_decoder *dec)
{
	if (dec->error == MSGPACK_ERR_INSUFFICIENT) {
		msgpack_decode_php_abandon_slots(&dec->php);
	}
}

void msgpack_decode_php_gc(const msgpack_php_state *php, zend_get_gc_buffer *gc)
{
	for (uint32_t p = 0; php->slots_held > 0 && p < msgpack_slot_pages_used(php); p++) {
		const msgpack_slot *page = php->slot_pages[p];
		for (uint32_t i = 0; page && i < MSGPACK_SLOT_PAGE; i++) {
			if (page[i].value) {
				zval tmp;
				/* Whole: on 32-bit builds copying the zval reads the half of its value a pointer leaves unset. */
				memset(&tmp, 0, sizeof(tmp));
				msgpack_slot_zval(&page[i], &tmp);
				zend_get_gc_buffer_add_zval(gc, &tmp);
			}
		}
	}
	for (uint32_t i = 0; i < php->calls_len; i++) {
		if (php->calls[i].obj) {
			zend_get_gc_buffer_add_obj(gc, php->calls[i].obj);
		}
		zend_get_gc_buffer_add_zval(gc, &php->calls[i].payload);
	}
}

void msgpack_decode_late_free(msgpack_decoder *dec)
{
	if (dec->late) {
		/* Maps left unfinished by a failed decode. */
		for (uint32_t i = 0; i < dec->late_len; i++) {
			msgpack_decode_late_release(&dec->late[i]);
		}
		efree(dec->late);
		dec->late = NULL;
		dec->late_len = dec->late_cap = 0;
	}
}

/* ---- classes --------------------------------------------------------------------------------------------------- */

static bool msgpack_decode_class_allowed(const msgpack_decoder *dec, zend_string *name)
{
	if (!(dec->flags & MSGPACK_OPT_CLASSES_LISTED)) {
		return true;
	}
	if (!dec->allowed_classes) {
		return false;
	}
	zend_string *lc = zend_string_tolower(name);
	bool allowed = zend_hash_exists(dec->allowed_classes, lc);
	zend_string_release(lc);
	return allowed;
}

/* unserialize_callback_func, as unserialize() uses it: may define the class; NULL when it did not. */
static zend_class_entry *msgpack_decode_class_callback(const msgpack_decoder *dec, zend_string *name)
{
	const char *func = MSGPACK_UNSERIALIZE_CALLBACK_FUNC();
	zval user_func, arg, retval;
	zend_class_entry *ce = NULL;
	msgpack_frame lock;

	if (!func) {
		return NULL;
	}
	msgpack_serialize_lock(&lock);
	/* A copy: the callback may change the INI setting, which frees the value func points into. */
	ZVAL_STRING(&user_func, func);
	ZVAL_STR_COPY(&arg, name);
	/* Called whatever it names, as unserialize() calls it: a setting that names no function throws the engine's
	 * "Invalid callback" Error, which stops the decode as it stops unserialize() and PECL's decoder. */
	call_user_function(NULL, NULL, &user_func, &retval, 1, &arg);
	zval_ptr_dtor(&retval);
	if (!EG(exception)) {
		ce = zend_lookup_class(name);
		if (!ce && !EG(exception)) {
			msgpack_codec_notice(dec->notice, MSGPACK_NOTICE_CALLBACK_NO_CLASS, Z_STRVAL(user_func));
		}
	}
	msgpack_serialize_unlock(&lock);
	zval_ptr_dtor(&user_func);
	zval_ptr_dtor(&arg);
	return ce;
}

/*
 * The class a class-name marker names. A class that is not allowed or cannot be found gives __PHP_Incomplete_Class
 * (*incomplete set); NULL with dec->error set when the name is no class name at all or autoloading threw.
 */
static zend_class_entry *msgpack_decode_lookup_class(msgpack_decoder *dec, zend_string *name, bool *incomplete)
{
	zend_class_entry *ce;

	if (name == dec->php.class_name) {
		*incomplete = dec->php.class_incomplete;
		return dec->php.class_ce;
	}
	*incomplete = false;
	if (UNEXPECTED(msgpack_decode_charge_name(dec, name, "Long class names used more often") != SUCCESS)) {
		return NULL;
	}
	if (UNEXPECTED(!zend_is_valid_class_name(name)) || UNEXPECTED(ZSTR_LEN(name) == 0)) {
		msgpack_decode_invalid(dec, "Invalid class name");
		return NULL;
	}
	bool allowed = msgpack_decode_class_allowed(dec, name);
	ce = NULL;
	if (allowed) {
		msgpack_frame lock;
		msgpack_serialize_lock(&lock);
		ce = zend_lookup_class(name);
		msgpack_serialize_unlock(&lock);
	}
	if (!ce && allowed && !EG(exception)) {
		ce = msgpack_decode_class_callback(dec, name);
	}
	if (UNEXPECTED(EG(exception))) {
		msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		return NULL;
	}
	if (!ce) {
		*incomplete = true;
		if (allowed) {
			/* Not remembered: unserialize() asks the autoloader and the callback again at each object (one of them may
			 * define the class meanwhile). */
			return php_ce_incomplete_class;
		}
		ce = php_ce_incomplete_class;
	}
	/* Class names come through the key cache, so one class's rows share one name string. */
	if (dec->php.class_name) {
		zend_string_release(dec->php.class_name);
	}
	dec->php.class_name = zend_string_copy(name);
	dec->php.class_ce = ce;
	dec->php.class_incomplete = *incomplete;
	return ce;
}

/*
 * An internal class's object (or a subclass's) was made by its create_object handler, which may allocate far more than
 * the slots charged (SplPriorityQueue's heap, a Random engine's state) with no payload to pay for it: what it took
 * beyond them is charged now (the engine's count of the request's memory; none without its allocator).
 */
static zend_never_inline zend_result msgpack_decode_charge_made(msgpack_decoder *dec, zval *target, size_t before,
	size_t charged)
{
	size_t after = zend_memory_usage(false), paid = charged * MSGPACK_OBJECT_CREDIT;

	if (after > before + paid && UNEXPECTED(msgpack_decode_charge(dec,
			(after - before - paid + MSGPACK_OBJECT_CREDIT - 1) / MSGPACK_OBJECT_CREDIT,
			"Objects that allocate more") != SUCCESS)) {
		msgpack_decode_abandon_object(Z_OBJ_P(target));
		zval_ptr_dtor(target);
		ZVAL_NULL(target);
		return FAILURE;
	}
	return SUCCESS;
}

/* object_init_ex() under unserialize()'s rules; no constructor runs. */
static zend_always_inline zend_result msgpack_decode_instantiate(msgpack_decoder *dec, zval *target, zend_class_entry *ce,
	zend_string *name, bool incomplete)
{
	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_NOT_SERIALIZABLE)) {
		zend_throw_exception_ex(NULL, 0, "Unserialization of '%s' is not allowed", ZSTR_VAL(ce->name));
		return msgpack_decode_data_exception(dec);
	}
	/* A Serializable class (or an internal one with a serialize handler: ext-decimal's, php-ds's) without
	 * __unserialize() is built only by its unserialize(), as unserialize() rules: made from properties it would skip
	 * the checks there, and an internal object left uninitialised crashes when used (Decimal\Decimal). */
	if (UNEXPECTED(ce->serialize != NULL) && !ce->__unserialize && !incomplete) {
		return msgpack_decode_invalid(dec, "Erroneous data format for unserializing '%s'", ZSTR_VAL(ce->name));
	}
	/* (MSGPACK_OBJECT_CREDIT: the object and its declared slots; what an internal class's handler allocates beyond is
	 * charged once made) */
	size_t cost = (sizeof(zend_object) + sizeof(zval) * (size_t) ce->default_properties_count + MSGPACK_OBJECT_CREDIT - 1)
		/ MSGPACK_OBJECT_CREDIT;
	if (UNEXPECTED(cost > dec->object_credit)) {
		return msgpack_decode_invalid(dec, "Objects of more property slots than the input's size allows");
	}
	dec->object_credit -= cost;
	bool measured = false;
	size_t before = 0;
	if (UNEXPECTED(ce->create_object != NULL) && !instanceof_function(ce, zend_ce_throwable)) {
		/* Only the handler is measured: a class's constants are updated first (user code: an autoloader, whose
		 * allocations are not the input's doing), and a Throwable's handler records the backtrace, which the call
		 * stack sizes, not the input. */
		if (UNEXPECTED(!(ce->ce_flags & ZEND_ACC_CONSTANTS_UPDATED)) && UNEXPECTED(zend_update_class_constants(ce) != SUCCESS)) {
			ZVAL_NULL(target);
			return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		}
		measured = true;
		before = zend_memory_usage(false);
	}
	/* Abstract classes, interfaces, traits and enums throw here, as `new` would; so may a default value's constant
	 * expression (user code: an autoloader). */
	if (UNEXPECTED(object_init_ex(target, ce) != SUCCESS)) {
		ZVAL_NULL(target);
		if (ce->ce_flags & (ZEND_ACC_INTERFACE | ZEND_ACC_TRAIT | ZEND_ACC_ENUM
				| ZEND_ACC_IMPLICIT_ABSTRACT_CLASS | ZEND_ACC_EXPLICIT_ABSTRACT_CLASS)) {
			return msgpack_decode_data_exception(dec);
		}
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	if (UNEXPECTED(measured) && UNEXPECTED(msgpack_decode_charge_made(dec, target, before, cost) != SUCCESS)) {
		return FAILURE;
	}
	if (incomplete) {
		php_store_class_name(target, name);
	}
	return SUCCESS;
}

/* ---- marker forms ---------------------------------------------------------------------------------------------- */

static ZEND_COLD zend_result msgpack_decode_bad_marker(msgpack_decoder *dec)
{
	return msgpack_decode_error(dec, MSGPACK_ERR_PARSE);
}

/* The pair after a marker: key and value decoded, both must be strings. */
static zend_result msgpack_decode_string_pair(msgpack_decoder *dec, zval *key, zval *value)
{
	ZVAL_UNDEF(value);
	if (UNEXPECTED(msgpack_decode_marker_value(dec, key) != SUCCESS)) {
		return FAILURE;
	}
	if (UNEXPECTED(msgpack_decode_marker_value(dec, value) != SUCCESS)) {
		return FAILURE;
	}
	if (UNEXPECTED(Z_TYPE_P(key) != IS_STRING) || UNEXPECTED(Z_TYPE_P(value) != IS_STRING)) {
		return msgpack_decode_bad_marker(dec);
	}
	return SUCCESS;
}

/* The enum case class::name, or FAILURE with an error. */
static zend_result msgpack_decode_enum_case(msgpack_decoder *dec, zval *target, zend_class_entry *ce, zend_string *name)
{
	zend_class_constant *c = zend_hash_find_ptr(CE_CONSTANTS_TABLE(ce), name);

	if (UNEXPECTED(!c) || UNEXPECTED(!(ZEND_CLASS_CONST_FLAGS(c) & ZEND_CLASS_CONST_IS_CASE))) {
		return msgpack_decode_invalid(dec, "Undefined enum case %s::%s", ZSTR_VAL(ce->name), ZSTR_VAL(name));
	}
	if (Z_TYPE(c->value) == IS_CONSTANT_AST && UNEXPECTED(zval_update_constant_ex(&c->value, c->ce) != SUCCESS)) {
		return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
	}
	if (UNEXPECTED(Z_TYPE(c->value) != IS_OBJECT)) {
		return msgpack_decode_invalid(dec, "Undefined enum case %s::%s", ZSTR_VAL(ce->name), ZSTR_VAL(name));
	}
	/* The case object is shared: a reference of our own (PECL took none and freed the case: #181). */
	ZVAL_COPY(target, &c->value);
	return SUCCESS;
}

/* {nil:6, "Class":"Case"} */
static zend_result msgpack_decode_enum(msgpack_decoder *dec, zval *target, uint32_t id)
{
	zval class_name, case_name;
	zend_result result = FAILURE;

	if (msgpack_decode_string_pair(dec, &class_name, &case_name) == SUCCESS) {
		zend_class_entry *ce = NULL;
		/* (allowed_classes does not apply to enums, as in unserialize(): a case makes no object) */
		if (!zend_is_valid_class_name(Z_STR(class_name))) {
			msgpack_decode_invalid(dec, "Enum class %s is not allowed", Z_STRVAL(class_name));
		} else if ((ce = zend_lookup_class(Z_STR(class_name))) == NULL) {
			if (EG(exception)) {
				msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
			} else {
				msgpack_decode_invalid(dec, "Enum class %s not found", Z_STRVAL(class_name));
			}
		} else if (!(ce->ce_flags & ZEND_ACC_ENUM)) {
			msgpack_decode_invalid(dec, "Class %s is not an enum", ZSTR_VAL(ce->name));
		} else if (msgpack_decode_enum_case(dec, target, ce, Z_STR(case_name)) == SUCCESS) {
			msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) Z_OBJ_P(target));
			result = SUCCESS;
		}
	}
	zval_ptr_dtor(&class_name);
	zval_ptr_dtor(&case_name);
	return result;
}

/*
 * A Serializable object from its class name and payload: Serializable::unserialize(), called at once as unserialize()
 * does. id: the slot to record, or 0 for none.
 */
static zend_result msgpack_decode_build_custom_object(msgpack_decoder *dec, zval *target, zval *class_name,
	zval *payload, uint32_t id)
{
	zend_result result = FAILURE;
	bool incomplete;
	zend_class_entry *ce = msgpack_decode_lookup_class(dec, Z_STR_P(class_name), &incomplete);
	if (!ce) {
		goto done;
	}
	/* Before the unserializer test, as unserialize() refuses C:7:"Closure": a class that is not Serializable too. */
	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_NOT_SERIALIZABLE)) {
		zend_throw_exception_ex(NULL, 0, "Unserialization of '%s' is not allowed", ZSTR_VAL(ce->name));
		msgpack_decode_data_exception(dec);
		goto done;
	}
	if (!ce->unserialize) {
		/* PECL's outcome: a warning and no value; for an unknown class an incomplete object that keeps its name. */
		if (UNEXPECTED(msgpack_codec_notice(dec->notice, MSGPACK_NOTICE_NO_UNSERIALIZER, ZSTR_VAL(ce->name)) != SUCCESS)) {
			msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
			goto done;
		}
		if (incomplete) {
			result = msgpack_decode_instantiate(dec, target, ce, Z_STR_P(class_name), true);
		} else {
			result = SUCCESS;
		}
		goto done;
	}
	/* A payload used again (a string reference) is parsed again: a byte of it is charged a quarter of an input byte's
	 * credit (48 bytes), more than an unserialize() payload of nulls or integers makes. */
	if (!Z_REFCOUNTED_P(payload) || Z_REFCOUNT_P(payload) > 1) {
		if (UNEXPECTED(msgpack_decode_charge(dec, Z_STRLEN_P(payload) / 4, "Serializable data read more often") != SUCCESS)) {
			goto done;
		}
	}
	/* The payload without PECL's trailing NUL byte. */
	if (msgpack_decode_serializable_call(dec, ce, target, Z_STR_P(payload)) != SUCCESS) {
		bool user_threw = EG(exception) != NULL;
		if (!user_threw) {
			zend_throw_exception_ex(NULL, 0, "Erroneous data format for unserializing '%s'", ZSTR_VAL(ce->name));
		}
		/* The object stays in its place, as unserialize() leaves it: released with the value around it, so its
		 * destructor runs in order with those of the objects decoded before it, not first. */
		if (Z_ISUNDEF_P(target)) {
			ZVAL_NULL(target);
		}
		if (user_threw) {
			msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		} else {
			msgpack_decode_data_exception(dec);
		}
		goto done;
	}
	if (UNEXPECTED(EG(exception))) {
		msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		goto done;
	}
	result = SUCCESS;
done:
	if (result == SUCCESS && id != 0 && Z_TYPE_P(target) == IS_OBJECT) {
		msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) Z_OBJ_P(target));
	}
	return result;
}

/* {nil:3, "Class":"payload"} */
static zend_result msgpack_decode_custom_object(msgpack_decoder *dec, zval *target, uint32_t id)
{
	zval class_name, payload;
	zend_result result = FAILURE;

	if (msgpack_decode_string_pair(dec, &class_name, &payload) == SUCCESS) {
		result = msgpack_decode_build_custom_object(dec, target, &class_name, &payload, id);
	}
	zval_ptr_dtor(&class_name);
	zval_ptr_dtor(&payload);
	return result;
}

/*
 * {nil:2|4|5, 0:id}: a value decoded before. The marker map has an id of its own, which PECL's encoder did not count
 * after a reference duplicate; what it resolved to is recorded under that id, so data PECL wrote that way reads as
 * PECL's decoder read it.
 */
static zend_result msgpack_decode_back_reference(msgpack_decoder *dec, zval *target, zend_long marker, uint32_t own_id)
{
	zval key, id;

	ZVAL_UNDEF(&id);
	if (UNEXPECTED(msgpack_decode_value(dec, &key) != SUCCESS)
			|| UNEXPECTED(msgpack_decode_marker_value(dec, &id) != SUCCESS)) {
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&id);
		return FAILURE;
	}
	zval_ptr_dtor(&key);
	if (UNEXPECTED(Z_TYPE(id) != IS_LONG)) {
		zval_ptr_dtor(&id);
		return msgpack_decode_bad_marker(dec);
	}

	if ((marker == MSGPACK_MARKER_RECURSIVE || marker == MSGPACK_MARKER_OBJECT_REFERENCE) && dec->php.drift_at == 0) {
		/* PECL's encoder did not count this map: the ids it wrote after it may name the container before the one meant,
		 * a plain array too, which PECL's decoder copied. From here on completed arrays are recorded for them. */
		dec->php.drift_at = own_id;
	}
	msgpack_slot *slot = msgpack_decode_find_slot(dec, Z_LVAL(id));
	if (!slot) {
		ZVAL_NULL(target);
		if (Z_LVAL(id) > 0 && (zend_ulong) Z_LVAL(id) <= dec->php.containers) {
			/* A container read so far that holds nothing to point at (one still open, a plain array before drift_at):
			 * null, without a warning, as PECL's decoder gives it. */
			return SUCCESS;
		}
		/* PECL's outcome for an id beyond the containers read so far: a warning and null. */
		/* The id as PECL counts it, from 0. */
		char subject[MAX_LENGTH_OF_LONG + 1];
		snprintf(subject, sizeof(subject), ZEND_LONG_FMT, (zend_long) ((zend_ulong) Z_LVAL(id) - 1));
		if (UNEXPECTED(msgpack_codec_notice(dec->notice, MSGPACK_NOTICE_BAD_REFERENCE, subject) != SUCCESS)) {
			return msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		}
		return SUCCESS;
	}
	uint32_t kind = slot->kind;
	zend_refcounted *value = slot->value;
	switch (kind) {
		case MSGPACK_SLOT_ALIAS:
			GC_ADDREF(value);
			ZVAL_REF(target, (zend_reference *) value);
			break;
		case MSGPACK_SLOT_REFERENCE:
			if (marker == MSGPACK_MARKER_OBJECT && Z_TYPE(((zend_reference *) value)->val) == IS_OBJECT) {
				/* [&$o, $o]: the object again, by value; the reference stays the first occurrence's alone. (An array
				 * still being filled is never copied: that would share a table under construction.) */
				zend_object *obj = Z_OBJ(((zend_reference *) value)->val);
				GC_ADDREF(obj);
				ZVAL_OBJ(target, obj);
				kind = MSGPACK_SLOT_OBJECT;
				value = (zend_refcounted *) obj;
				break;
			}
			GC_ADDREF(value);
			ZVAL_REF(target, (zend_reference *) value);
			break;
		case MSGPACK_SLOT_OBJECT:
			GC_ADDREF(value);
			ZVAL_OBJ(target, (zend_object *) value);
			if (marker != MSGPACK_MARKER_OBJECT) {
				/* The first occurrence was not decoded as a reference; this one is, to the same object. */
				ZVAL_MAKE_REF(target);
				kind = MSGPACK_SLOT_REFERENCE;
				value = (zend_refcounted *) Z_REF_P(target);
			}
			break;
		case MSGPACK_SLOT_ARRAY:
			/* (a drifted id: see drift_at) a copy of the array, as PECL's decoder made */
			GC_ADDREF(value);
			ZVAL_ARR(target, (zend_array *) value);
			break;
		default:
			ZVAL_EMPTY_ARRAY(target);
			break;
	}
	msgpack_decode_record(dec, own_id, kind == MSGPACK_SLOT_REFERENCE ? MSGPACK_SLOT_ALIAS : kind, value);
	return SUCCESS;
}

/* {nil:"Class", ...}: an object, through __unserialize() when its class has one. count: the pairs after the marker. */
/*
 * An object record's instance is a byte and its values, so what it allocates is bounded here rather than by its size:
 * plain objects only (no create_object handler, which allocates what it likes; an incomplete class is plain), and the
 * declared property slots and delayed calls of all instances together within MSGPACK_OBJECT_RECORD_CHARGE bytes per
 * input byte. Objects this extension writes as records cost a fraction of that (msgpack_object_record_allowed()).
 */
static zend_result msgpack_decode_record_object_check(msgpack_decoder *dec, zend_class_entry *ce, bool incomplete)
{
	if (UNEXPECTED(ce->create_object != NULL) && !incomplete) {
		return msgpack_decode_invalid(dec, "Objects of class %s cannot be object records", ZSTR_VAL(ce->name));
	}
	dec->record_charge += 16 * (size_t) ce->default_properties_count
		+ (ce->__unserialize || zend_hash_exists(&ce->function_table, ZSTR_KNOWN(ZEND_STR_WAKEUP)) ? 96 : 0);
	/* (in 64 bits: from 64 MiB of input on, the bound is past 4 GiB, where a 32-bit size_t wrapped it to a few KiB) */
	if (UNEXPECTED((uint64_t) dec->record_charge
			> MSGPACK_OBJECT_RECORD_CHARGE * (uint64_t) (dec->end - dec->start) + 65536)) {
		return msgpack_decode_invalid(dec, "Object records of more property slots than the input's size allows");
	}
	return SUCCESS;
}

/*
 * A __serialize() payload: what __serialize() returned, an array, and arrays all the way down whatever
 * msgpack.assoc says (its maps are the object's own data, as unserialize() would hand them back; stdClass maps turned
 * into objects would break __unserialize(), and every internal class that has one).
 */
static zend_result msgpack_decode_payload(msgpack_decoder *dec, zval *payload)
{
	uint32_t flags = dec->flags;

	dec->flags |= MSGPACK_OPT_ASSOC;
	zend_result result = msgpack_decode_value(dec, payload);
	dec->flags = flags;
	return result;
}

/*
 * Inlined into its two callers, the class marker's and the object record's: the marker's is the hot one. in_ref: target
 * is a reference's value ({nil:1, nil:"Class", ...}).
 */
static zend_always_inline zend_result msgpack_decode_class_object(msgpack_decoder *dec, zval *target, zend_string *name, uint32_t count,
	uint32_t id, bool in_ref)
{
	bool incomplete;
	zend_class_entry *ce = msgpack_decode_lookup_class(dec, name, &incomplete);

	if (!ce) {
		return FAILURE;
	}
	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_ENUM)) {
		/* PECL 2.2 wrote enum cases as objects with a "name" property: read them as the case. */
		zval props, *case_name;
		if (msgpack_decode_array_pairs(dec, &props, count, false, MSGPACK_LATE_DROP) != SUCCESS) {
			zval_ptr_dtor(&props);
			return FAILURE;
		}
		case_name = zend_hash_str_find(Z_ARR(props), ZEND_STRL("name"));
		zval enum_case;
		zend_result result = case_name && Z_TYPE_P(case_name) == IS_STRING
			? msgpack_decode_enum_case(dec, &enum_case, ce, Z_STR_P(case_name))
			: msgpack_decode_invalid(dec, "Enum %s without a case name", ZSTR_VAL(ce->name));
		zval_ptr_dtor(&props);
		if (result == SUCCESS) {
			/* (the case comes after the properties, which may have given a typed property the reference to it) */
			if (UNEXPECTED(in_ref)) {
				result = msgpack_decode_ref_retype(dec, target, &enum_case, SUCCESS);
			} else {
				ZVAL_COPY_VALUE(target, &enum_case);
			}
		}
		if (result == SUCCESS) {
			msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) Z_OBJ_P(target));
		}
		return result;
	}
	if (msgpack_decode_keys_from_record(dec) && UNEXPECTED(msgpack_decode_record_object_check(dec, ce, incomplete) != SUCCESS)) {
		return FAILURE;
	}
	if (UNEXPECTED(msgpack_decode_instantiate(dec, target, ce, name, incomplete) != SUCCESS)) {
		return FAILURE;
	}
	zend_object *obj = Z_OBJ_P(target);
	msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) obj);

	if (ce->__unserialize) {
		zval payload;
		if (count > 0 && !msgpack_decode_keys_from_record(dec) && dec->p < dec->end && *dec->p == MSGPACK_WIRE_NIL) {
			/* {nil:"Class", nil:[...]}: what __serialize() returned. */
			dec->p++;
			if (UNEXPECTED(msgpack_decode_payload(dec, &payload) != SUCCESS)) {
				zval_ptr_dtor(&payload);
				msgpack_decode_abandon_object(obj);
				return FAILURE;
			}
			if (UNEXPECTED(Z_TYPE(payload) != IS_ARRAY) || UNEXPECTED(count != 1)) {
				zval_ptr_dtor(&payload);
				msgpack_decode_abandon_object(obj);
				return msgpack_decode_bad_marker(dec);
			}
		} else {
			/* Properties written by a version of the class without __serialize(): handed over as an array. */
			if (UNEXPECTED(msgpack_decode_array_pairs(dec, &payload, count, false, MSGPACK_LATE_DROP) != SUCCESS)) {
				zval_ptr_dtor(&payload);
				msgpack_decode_abandon_object(obj);
				return FAILURE;
			}
		}
		if (UNEXPECTED(msgpack_decode_charge_payload(dec, obj, &payload) != SUCCESS)) {
			return FAILURE;
		}
		msgpack_decode_delay(dec, obj, &payload);
		return SUCCESS;
	}
	/* Also for objects without properties, which PECL never woke. */
	bool wakeup = !incomplete && zend_hash_exists(&ce->function_table, ZSTR_KNOWN(ZEND_STR_WAKEUP));
	zend_result result = msgpack_decode_class_props(dec, obj, count);
	if (wakeup) {
		if (EXPECTED(result == SUCCESS)) {
			msgpack_decode_delay(dec, obj, NULL);
		} else {
			msgpack_decode_abandon_object(obj);
		}
	}
	return result;
}

zend_result msgpack_decode_record_object(msgpack_decoder *dec, zval *out, zend_string *name, uint32_t count, uint32_t id)
{
	ZVAL_NULL(out);
	return msgpack_decode_class_object(dec, out, name, count, id, false);
}

/* The entries of a __serialize() payload as the properties of an incomplete object, as unserialize() has them. */
static ZEND_COLD void msgpack_decode_incomplete_payload(zend_object *obj, HashTable *payload)
{
	HashTable *props = zend_std_get_properties(obj);
	zend_ulong idx;
	zend_string *key;
	zval *val;

	ZEND_HASH_FOREACH_KEY_VAL(payload, idx, key, val) {
		Z_TRY_ADDREF_P(val);
		if (key) {
			zend_hash_update(props, key, val);
		} else {
			/* property names are strings: "0", as unserialize() names them */
			zend_string *name = zend_long_to_str((zend_long) idx);
			zend_hash_update(props, name, val);
			zend_string_release(name);
		}
	} ZEND_HASH_FOREACH_END();
}

/*
 * The entries of table as obj's properties, stored with the checks unserialize() makes: a __serialize() payload for a
 * class without __unserialize(), or the pairs of a map whose class marker came late. An incomplete object (ic_name)
 * gets its class name after the first name_at entries, where PECL stores it: at the marker's place among the pairs.
 */
static zend_result msgpack_decode_table_props(msgpack_decoder *dec, zend_object *obj, HashTable *table,
	zend_string *ic_name, uint32_t name_at)
{
	zend_ulong idx;
	zend_string *key;
	zval *val, ic;

	ZVAL_OBJ(&ic, obj);
	ZEND_HASH_FOREACH_KEY_VAL(table, idx, key, val) {
		if (UNEXPECTED(ic_name != NULL) && name_at-- == 0) {
			php_store_class_name(&ic, ic_name);
			ic_name = NULL;
		}
		zend_string *name = key ? zend_string_copy(key) : zend_long_to_str((zend_long) idx);
		zend_result result = msgpack_decode_charge_name(dec, name, "Long property names used more often");
		if (EXPECTED(result == SUCCESS)) {
			/* (the table fetched at each: user code a value's destructor runs may have built or replaced it) */
			HashTable *props = msgpack_decode_prop_table(dec, obj);
			zval copy;
			if (EXPECTED(props)) {
				ZVAL_COPY(&copy, val);
				result = msgpack_decode_store_prop(dec, obj, props, name, &copy);
			} else {
				result = FAILURE;
			}
		}
		zend_string_release(name);
		if (UNEXPECTED(result != SUCCESS)) {
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	if (UNEXPECTED(ic_name != NULL)) {
		php_store_class_name(&ic, ic_name);
	}
	return SUCCESS;
}

/* The properties of a class object (the pairs after its class marker); see msgpack_decode_class_object(). */
static zend_always_inline zend_result msgpack_decode_class_props(msgpack_decoder *dec, zend_object *obj, uint32_t count)
{
	zend_class_entry *ce = obj->ce;

	if (count > 0 && !msgpack_decode_keys_from_record(dec) && dec->p < dec->end && *dec->p == MSGPACK_WIRE_NIL) {
		/*
		 * A __serialize() payload, but the class has no __unserialize() to take it: its entries are the object's
		 * properties, as unserialize() has them (an incomplete class, unknown or not allowed, keeps them as they are:
		 * once the class exists its __unserialize() gets them back). Any other value there is a second class marker,
		 * ignored as PECL ignores it.
		 */
		zval payload;
		dec->p++;
		count--;
		if (UNEXPECTED(msgpack_decode_payload(dec, &payload) != SUCCESS)) {
			zval_ptr_dtor(&payload);
			return FAILURE;
		}
		if (ce == php_ce_incomplete_class && Z_TYPE(payload) == IS_ARRAY) {
			msgpack_decode_incomplete_payload(obj, Z_ARR(payload));
		} else if (Z_TYPE(payload) == IS_ARRAY
				&& UNEXPECTED(msgpack_decode_table_props(dec, obj, Z_ARR(payload), NULL, 0) != SUCCESS)) {
			zval_ptr_dtor(&payload);
			return FAILURE;
		}
		zval_ptr_dtor(&payload);
	}
	if (count > 0 && !obj->properties && !ce->default_properties_count
			&& (ce->ce_flags & ZEND_ACC_ALLOW_DYNAMIC_PROPERTIES) && obj->handlers->get_properties == zend_std_get_properties
			&& zend_hash_num_elements(&ce->properties_info) == 0) {
		/* stdClass and the like: no declared property to check, so the properties are decoded as a map (with the
		 * map shapes of unpacker.c) and the table becomes the object's. (A static property's other names, "\0*\0s",
		 * stand for it: msgpack_decode_props() reads them.) */
		zval table;
		zend_result result = msgpack_decode_array_pairs(dec, &table, count, false, MSGPACK_LATE_DROP);
		/* (what failed stays too, as unserialize() leaves it: released with the object, after its destructor) */
		if (EXPECTED(Z_TYPE(table) == IS_ARRAY)) {
			obj->properties = zend_symtable_to_proptable(Z_ARR(table));
		}
		zval_ptr_dtor(&table);
		return result;
	}
	return msgpack_decode_props(dec, obj, count);
}

/* ---- markers after the first pair ----------------------------------------------------------------------------- */

/*
 * PECL reads a nil key at any position of a map: {"foo":1, nil:"stdClass"} is a stdClass with foo, as is
 * {"foo":1, nil:"stdClass", "bar":2}. The common form, markers first, is read by msgpack_decode_php_map(); these
 * late ones are rare, so the map is decoded as usual and the marker kept here until the map is complete
 * (msgpack_decode_late_finish()), which keeps the first-position path free of them.
 */

static void msgpack_decode_late_release(msgpack_late_marker *m)
{
	if (m->class_name) {
		zend_string_release(m->class_name);
		m->class_name = NULL;
	}
	zval_ptr_dtor(&m->payload);
	ZVAL_UNDEF(&m->payload);
}

/* The marker of table: the innermost entry, or a new one (maps complete innermost first). */
static msgpack_late_marker *msgpack_decode_late_entry(msgpack_decoder *dec, HashTable *table)
{
	if (dec->late_len > 0 && dec->late[dec->late_len - 1].table == table) {
		return &dec->late[dec->late_len - 1];
	}
	if (dec->late_len == dec->late_cap) {
		uint32_t cap = dec->late_cap ? dec->late_cap * 2 : 4;
		dec->late = safe_erealloc(dec->late, cap, sizeof(msgpack_late_marker), 0);
		dec->late_cap = cap;
	}
	msgpack_late_marker *m = &dec->late[dec->late_len++];
	m->table = table;
	m->class_name = NULL;
	ZVAL_UNDEF(&m->payload);
	m->serializable = false;
	return m;
}

int msgpack_decode_late_marker(msgpack_decoder *dec, HashTable *table, uint32_t count)
{
	zval marker;

	dec->p++; /* the nil key */
	if (dec->p < dec->end && (msgpack_wire_is_fixstr(*dec->p) || *dec->p == MSGPACK_WIRE_STR8)) {
		zend_string *name;
		if (UNEXPECTED(msgpack_decode_prop_key(dec, &name, NULL) != SUCCESS)) {
			return -1;
		}
		ZVAL_STR(&marker, name);
	} else if (UNEXPECTED(msgpack_decode_marker_value(dec, &marker) != SUCCESS)) {
		zval_ptr_dtor(&marker);
		return -1;
	}
	if (Z_TYPE(marker) == IS_STRING) {
		/* A class name: the map becomes an object of that class (a later class marker replaces an earlier one). */
		msgpack_late_marker *m = msgpack_decode_late_entry(dec, table);
		msgpack_decode_late_release(m);
		m->class_name = Z_STR(marker);
		m->serializable = false;
		m->name_at = zend_hash_num_elements(table);
		return 0;
	}
	if (Z_TYPE(marker) == IS_ARRAY) {
		/* What __serialize() returned, for the class named before; without a class PECL drops it. */
		if (dec->late_len > 0 && dec->late[dec->late_len - 1].table == table
				&& !dec->late[dec->late_len - 1].serializable) {
			msgpack_late_marker *m = &dec->late[dec->late_len - 1];
			zval_ptr_dtor(&m->payload);
			ZVAL_COPY_VALUE(&m->payload, &marker);
			return 0;
		}
		zval_ptr_dtor(&marker);
		return 0;
	}
	if (Z_TYPE(marker) == IS_LONG && Z_LVAL(marker) == MSGPACK_MARKER_CUSTOM_OBJECT && count >= 2) {
		/* {..., nil:3, "Class":"payload"}: the map becomes that Serializable object (PECL drops the other pairs). */
		zval class_name, payload;
		if (UNEXPECTED(msgpack_decode_string_pair(dec, &class_name, &payload) != SUCCESS)) {
			zval_ptr_dtor(&class_name);
			zval_ptr_dtor(&payload);
			return -1;
		}
		msgpack_late_marker *m = msgpack_decode_late_entry(dec, table);
		msgpack_decode_late_release(m);
		m->class_name = Z_STR(class_name);
		ZVAL_COPY_VALUE(&m->payload, &payload);
		m->serializable = true;
		return 1;
	}
	/* References, back-references and enums are only read first in a map; elsewhere PECL ignores them, as here. */
	zval_ptr_dtor(&marker);
	return 0;
}

/* The object a late class marker makes of the complete map table (see msgpack_decode_class_object()). */
static zend_result msgpack_decode_table_object(msgpack_decoder *dec, zval *target, zend_string *name, HashTable *table,
	zval *payload, uint32_t id, uint32_t name_at)
{
	bool incomplete;
	zend_class_entry *ce = msgpack_decode_lookup_class(dec, name, &incomplete);

	if (!ce) {
		return FAILURE;
	}
	if (UNEXPECTED(ce->ce_flags & ZEND_ACC_ENUM)) {
		zval *case_name = zend_hash_str_find(table, ZEND_STRL("name"));
		if (!case_name || Z_TYPE_P(case_name) != IS_STRING) {
			return msgpack_decode_invalid(dec, "Enum %s without a case name", ZSTR_VAL(ce->name));
		}
		if (msgpack_decode_enum_case(dec, target, ce, Z_STR_P(case_name)) != SUCCESS) {
			return FAILURE;
		}
	} else if (UNEXPECTED(msgpack_decode_instantiate(dec, target, ce, name, false) != SUCCESS)) {
		return FAILURE;
	}
	zend_object *obj = Z_OBJ_P(target);
	if (id != 0) {
		msgpack_decode_record(dec, id, MSGPACK_SLOT_OBJECT, (zend_refcounted *) obj);
	}
	if (ce->ce_flags & ZEND_ACC_ENUM) {
		return SUCCESS;
	}
	if (ce->__unserialize) {
		/* The __serialize() payload when one came, else the map's pairs. The map is complete: queued at once. (Zeroed:
		 * i386's GCC takes the copy of a zval whose second word ZVAL_ARR() leaves unset for a use of it.) */
		zval call_payload = {0};
		if (Z_TYPE_P(payload) == IS_ARRAY) {
			ZVAL_COPY(&call_payload, payload);
		} else {
			GC_TRY_ADDREF(table);
			ZVAL_ARR(&call_payload, table);
		}
		if (UNEXPECTED(msgpack_decode_charge_payload(dec, obj, &call_payload) != SUCCESS)) {
			return FAILURE;
		}
		msgpack_decode_delay(dec, obj, &call_payload);
		return SUCCESS;
	}
	bool wakeup = !incomplete && zend_hash_exists(&ce->function_table, ZSTR_KNOWN(ZEND_STR_WAKEUP));
	if (UNEXPECTED(msgpack_decode_table_props(dec, obj, table, incomplete ? name : NULL, name_at) != SUCCESS)) {
		if (wakeup) {
			msgpack_decode_abandon_object(obj);
		}
		return FAILURE;
	}
	if (wakeup) {
		msgpack_decode_delay(dec, obj, NULL);
	}
	return SUCCESS;
}

zend_result msgpack_decode_late_finish(msgpack_decoder *dec, zval *out, uint32_t late)
{
	msgpack_late_marker *top = &dec->late[dec->late_len - 1];

	if (Z_TYPE_P(out) != IS_ARRAY || top->table != Z_ARR_P(out)) {
		/* Another map's marker: that map is still being filled. */
		return SUCCESS;
	}
	msgpack_late_marker m = *top;
	dec->late_len--;
	if (late == MSGPACK_LATE_DROP) {
		/* Inside an object's own properties: the object is already made. */
		msgpack_decode_late_release(&m);
		return SUCCESS;
	}
	uint32_t id = late == MSGPACK_LATE_NO_SLOT ? 0 : late;
	zval object, name;
	zend_result result;

	ZVAL_NULL(&object);
	if (m.serializable) {
		ZVAL_STR(&name, m.class_name);
		result = msgpack_decode_build_custom_object(dec, &object, &name, &m.payload, id);
	} else {
		result = msgpack_decode_table_object(dec, &object, m.class_name, Z_ARR_P(out), &m.payload, id, m.name_at);
	}
	msgpack_decode_late_release(&m);
	if (late == MSGPACK_LATE_NO_SLOT) {
		return msgpack_decode_ref_retype(dec, out, &object, result);
	}
	zval_ptr_dtor(out);
	ZVAL_COPY_VALUE(out, &object);
	return result;
}

/*
 * A referenced map's value is replaced once the map is complete (a late class marker, assoc off, PECL 2.2's enum form),
 * and a typed property may hold the reference by then (a value inside the map pointed back at it), checked against the
 * value so far alone (the array, or null): an assignment would have to fit its type, so this does too, or the decode
 * stops with the TypeError the assignment throws. That value stays then, as after any failure where the reference has
 * a type: never a value of another type.
 */
zend_result msgpack_decode_ref_retype(msgpack_decoder *dec, zval *val, zval *value, zend_result result)
{
	/* (val is the reference's own value: msgpack_decode_php_map() decodes the map there) */
	zend_reference *ref = (zend_reference *) ((char *) val - offsetof(zend_reference, val));

	if (UNEXPECTED(ZEND_REF_HAS_TYPE_SOURCES(ref))) {
		if (UNEXPECTED(result != SUCCESS)) {
			zval_ptr_dtor(value);
			return FAILURE;
		}
		if (UNEXPECTED(!zend_verify_ref_assignable_zval(ref, value, /* strict */ 1))) {
			/* (the data's exception is the one thrown now: one of the value's destructors is user code's) */
			msgpack_decode_data_exception(dec);
			zval_ptr_dtor(value);
			return FAILURE;
		}
	}
	zval_ptr_dtor(val);
	ZVAL_COPY_VALUE(val, value);
	return result;
}

zend_result msgpack_decode_php_map(msgpack_decoder *dec, zval *out, uint32_t count, uint32_t id)
{
	zval *target = out;
	bool is_ref = false;

	ZVAL_NULL(out);
	while (count > 0 && dec->p < dec->end && *dec->p == MSGPACK_WIRE_NIL) {
		zval marker;

		dec->p++;
		count--;
		if (dec->p < dec->end && (msgpack_wire_is_fixstr(*dec->p) || *dec->p == MSGPACK_WIRE_STR8)) {
			/* A class name: through the key cache, which makes repeated names one string (see lookup_class). */
			zend_string *name = MSGPACK_G(key_cache)[MSGPACK_G(class_name_slot)].str;
			if (name && !msgpack_decode_keys_from_record(dec)
					&& msgpack_fixstr_word_equals(dec->p, (size_t) (dec->end - dec->p), name)) {
				/* the last object's class (objects of one class in a row): that slot's string, not looked up */
				dec->p += 1 + ZSTR_LEN(name);
				zend_string_addref(name);
			} else {
				if (UNEXPECTED(msgpack_decode_prop_key(dec, &name, NULL) != SUCCESS)) {
					return FAILURE;
				}
				if (ZSTR_LEN(name) >= MSGPACK_KEY_CACHE_MIN_LEN && ZSTR_LEN(name) <= MSGPACK_KEY_CACHE_MAX_LEN) {
					/* (the slot it has if the key cache took it) */
					uint32_t slot = msgpack_key_cache_slot((const unsigned char *) ZSTR_VAL(name), ZSTR_LEN(name));
					if (MSGPACK_G(key_cache)[slot].str == name) {
						MSGPACK_G(class_name_slot) = slot;
					}
				}
			}
			ZVAL_STR(&marker, name);
		} else if (UNEXPECTED(msgpack_decode_marker_value(dec, &marker) != SUCCESS)) {
			zval_ptr_dtor(&marker);
			return FAILURE;
		}
		if (Z_TYPE(marker) == IS_STRING) {
			zend_result result = msgpack_decode_class_object(dec, target, Z_STR(marker), count, id, is_ref);
			zval_ptr_dtor(&marker);
			return result;
		}
		if (UNEXPECTED(Z_TYPE(marker) != IS_LONG)) {
			/* A __serialize() payload before any class name has nothing to take it, and a value no marker is (nil, a
			 * bool, a float, an ext, a map that made an object) means nothing: PECL drops both and reads on. An object
			 * dropped here stays recorded for back-references and its __wakeup(), as any object a decode drops. */
			zval_ptr_dtor(&marker);
			continue;
		}
		switch (Z_LVAL(marker)) {
			case MSGPACK_MARKER_REFERENCE:
				if (UNEXPECTED(is_ref)) {
					return msgpack_decode_bad_marker(dec);
				}
				/* The reference exists before its value, so that the value can contain it (recursion). */
				ZVAL_NEW_REF(out, &EG(uninitialized_zval));
				msgpack_decode_record(dec, id, MSGPACK_SLOT_REFERENCE, (zend_refcounted *) Z_REF_P(out));
				target = Z_REFVAL_P(out);
				is_ref = true;
				continue;
			case MSGPACK_MARKER_RECURSIVE:
			case MSGPACK_MARKER_OBJECT:
			case MSGPACK_MARKER_OBJECT_REFERENCE:
				if (UNEXPECTED(count != 1) || UNEXPECTED(is_ref)) {
					return msgpack_decode_bad_marker(dec);
				}
				return msgpack_decode_back_reference(dec, target, Z_LVAL(marker), id);
			case MSGPACK_MARKER_CUSTOM_OBJECT:
				if (UNEXPECTED(count != 1)) {
					return msgpack_decode_bad_marker(dec);
				}
				return msgpack_decode_custom_object(dec, target, id);
			case MSGPACK_MARKER_ENUM:
				if (UNEXPECTED(count != 1)) {
					return msgpack_decode_bad_marker(dec);
				}
				return msgpack_decode_enum(dec, target, id);
			default:
				/* A marker this format does not define: skipped, as PECL does. */
				continue;
		}
	}
	if (count == 0) {
		/* {nil:1} and nothing else: PECL gives null. */
		return SUCCESS;
	}
	/* {nil:1, key:value...}: a referenced array (an object when assoc is off, or when a class marker follows). */
	return msgpack_decode_array_pairs(dec, target, count, !(dec->flags & MSGPACK_OPT_ASSOC),
		is_ref ? MSGPACK_LATE_NO_SLOT : id);
}
