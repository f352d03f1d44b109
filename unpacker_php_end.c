/*
 * msgpack for PHP: the end of a PHP-only decode (unpacker_php.c's format): the delayed __wakeup()/__unserialize()
 * calls run in unserialize()'s order, or, for rejected input, are released unrun; then the back-reference slots.
 * Codec layer (docs/INTERNALS.md).
 */

#include "msgpack_decoder.h"
#include "ext/standard/php_var.h"
#include "ext/standard/basic_functions.h"
#include "zend_exceptions.h"
#include "zend_observer.h"

/*
 * The calls an unserialize() nested in Serializable::unserialize() deferred, run as unserialize() runs them when the
 * outer call ends, rejected input included: the method that made those objects has already run.
 */
static void msgpack_decode_finish_context(msgpack_decoder *dec, php_unserialize_data_t context, bool *failed,
	zend_result *result)
{
	bool pending = EG(exception) != NULL;

	if (UNEXPECTED(dec->php.contexts_fatal != MSGPACK_G(fatal_errors))) {
		/*
		 * A fatal error came since (while the decode was suspended; this is its release): PHP runs none of the
		 * request's code after it but shutdown functions, and these calls belong to the code it ended. Destroying the
		 * context would run them (var_destroy(): newer PHP versions raise a fatal error where the call is refused),
		 * so it is left to the request's end, which frees what it holds without running anything.
		 */
		return;
	}
	var_destroy(&context);
	efree(context);
	if (!pending && UNEXPECTED(EG(exception)) && !*failed) {
		*failed = true;
		*result = msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
		dec->thrown = MSGPACK_THROWN_AFTER_DECODE;
	}
}

/* The internal __unserialize()/__wakeup() running, and whether it raised a notice itself (a warning, a deprecation). */
ZEND_TLS const zend_function *msgpack_restoring;
ZEND_TLS bool msgpack_restoring_raised;

static void msgpack_restoring_observe(int type, zend_string *file, uint32_t line, zend_string *message)
{
	(void) type; (void) file; (void) line; (void) message;
	if (msgpack_restoring && EG(current_execute_data) && EG(current_execute_data)->func == msgpack_restoring) {
		msgpack_restoring_raised = true;
	}
}

/* (observers are called before the user's error handler, which may throw for the notice) */
void msgpack_decode_php_startup(void)
{
	zend_observer_error_register(msgpack_restoring_observe);
}

/* Whether frame (an entry of an exception's trace) is a call of method. */
static bool msgpack_trace_is(zval *frame, const zend_function *method)
{
	zval *name;

	if (!frame || Z_TYPE_P(frame) != IS_ARRAY || !method->common.scope) {
		return false;
	}
	name = zend_hash_find(Z_ARR_P(frame), ZSTR_KNOWN(ZEND_STR_FUNCTION));
	if (!name || Z_TYPE_P(name) != IS_STRING || !zend_string_equals(Z_STR_P(name), method->common.function_name)) {
		return false;
	}
	name = zend_hash_find(Z_ARR_P(frame), ZSTR_KNOWN(ZEND_STR_CLASS));
	return name && Z_TYPE_P(name) == IS_STRING && zend_string_equals(Z_STR_P(name), method->common.scope->name);
}

/*
 * Whether the exception pending, and each one it chains, refuses the data for the internal method just called: its
 * trace begins in that method, or in the error handler that method called for a notice it raised itself (the
 * handler's ErrorException). User code the method ran (a subclass's getHash(), an autoloader, an error handler for a
 * notice of that code) raised its own in a frame of that code, whatever file and line it gave the exception.
 */
static bool msgpack_decode_thrown_by_internal(const zend_function *method, bool raised)
{
	zend_object *ex = EG(exception);

	for (uint32_t chained = 0; ex != NULL && chained < 16; chained++) {
		zend_class_entry *base = zend_get_exception_base(ex);
		zval rv, *at;
		at = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_TRACE), true, &rv);
		if (Z_TYPE_P(at) != IS_ARRAY) {
			return false;
		}
		zval *top = zend_hash_index_find(Z_ARR_P(at), 0);
		if (!msgpack_trace_is(top, method)) {
			/* the handler's frame has no file: the engine called it, from the method's */
			if (!raised || !msgpack_trace_is(zend_hash_index_find(Z_ARR_P(at), 1), method)
					|| Z_TYPE_P(top) != IS_ARRAY || zend_hash_exists(Z_ARR_P(top), ZSTR_KNOWN(ZEND_STR_FILE))) {
				return false;
			}
		}
		at = zend_read_property_ex(base, ex, ZSTR_KNOWN(ZEND_STR_PREVIOUS), true, &rv);
		ex = Z_TYPE_P(at) == IS_OBJECT ? Z_OBJ_P(at) : NULL;
	}
	return ex == NULL;
}

/*
 * The slots let go of what they hold (each emptied before its release, which may run a destructor). Before
 * __unserialize()/__wakeup() run too, as unserialize()'s table of values holds nothing then: held, a PHP reference the data holds once (a by-reference foreach leaves them in arrays) had a refcount
 * of 2, so that an array those methods copied kept it in both copies, linked for good; and an object whose method threw
 * was released in id order (its declared properties before its dynamic ones). A value a repeated key replaced is then
 * held by its place among the calls alone (msgpack_decode_repeated_key()).
 */
static void msgpack_decode_release_slots(msgpack_php_state *php)
{
	for (uint32_t p = 0; php->slots_held > 0 && p < msgpack_slot_pages_used(php); p++) {
		msgpack_slot *page = php->slot_pages[p];
		for (uint32_t i = 0; page && i < MSGPACK_SLOT_PAGE; i++) {
			if (page[i].value) {
				zval tmp;
				msgpack_slot_zval(&page[i], &tmp);
				page[i].value = NULL;
				php->slots_held--;
				zval_ptr_dtor(&tmp);
			}
		}
	}
}

/* The delayed calls in their order (failed: none runs, and each object goes as one never restored), then their list. */
static zend_result msgpack_decode_run_calls(msgpack_decoder *dec, bool failed, zend_result result)
{
	for (uint32_t i = 0; i < dec->php.calls_len; i++) {
		msgpack_delayed_call *call = &dec->php.calls[i];
		zend_object *obj = call->obj;

		if (!obj && call->context) {
			msgpack_decode_finish_context(dec, call->context, &failed, &result);
			continue;
		}
		if (!obj) {
			/* a value a repeated key replaced: its destructor's exception stops the calls after it, as a method's */
			zval_ptr_dtor(&call->payload);
			ZVAL_UNDEF(&call->payload);
			if (UNEXPECTED(EG(exception)) && !failed) {
				failed = true;
				result = msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
				dec->thrown = MSGPACK_THROWN_AFTER_DECODE;
			}
			continue;
		}
		if (!failed) {
			msgpack_frame lock;
			zend_function *method = obj->ce->__unserialize;
			const zend_function *restoring = msgpack_restoring;
			bool restoring_raised = msgpack_restoring_raised;
			msgpack_serialize_lock(&lock);
			msgpack_restoring_raised = false;
			if (!method) {
				method = zend_hash_find_ptr(&obj->ce->function_table, ZSTR_KNOWN(ZEND_STR_WAKEUP));
			}
			msgpack_restoring = method && method->type == ZEND_INTERNAL_FUNCTION ? method : NULL;
			if (method && method == obj->ce->__unserialize) {
				MSGPACK_READONLY_REINITABLE(obj, true);
				zend_call_known_instance_method_with_1_params(method, obj, NULL, &call->payload);
				MSGPACK_READONLY_REINITABLE(obj, false);
			} else if (method) {
				zend_call_known_instance_method_with_0_params(method, obj, NULL);
			}
			msgpack_serialize_unlock(&lock);
			bool raised = msgpack_restoring_raised;
			msgpack_restoring = restoring;
			msgpack_restoring_raised = restoring_raised;
			if (UNEXPECTED(EG(exception))) {
				failed = true;
				result = msgpack_decode_error(dec, MSGPACK_ERR_EXCEPTION);
				/* An internal class's method throws itself only to refuse its data (ArrayObject, DateTime): the
				 * input's fault, as unserialize() throws for it, so a session drops it rather than fail on every
				 * request. An exception of user code it ran is user code's, which escapes. */
				dec->thrown = method && method->type == ZEND_INTERNAL_FUNCTION
						&& msgpack_decode_thrown_by_internal(method, raised)
					? MSGPACK_THROWN_FOR_DATA : MSGPACK_THROWN_AFTER_DECODE;
				dec->php.data_exception = EG(exception) ? EG(exception)->handle : 0;
			}
		}
		if (failed) {
			msgpack_decode_abandon_object(obj);
		}
		zval_ptr_dtor(&call->payload);
		OBJ_RELEASE(obj);
	}
	if (dec->php.calls) {
		efree(dec->php.calls);
		dec->php.calls = NULL;
		dec->php.calls_len = dec->php.calls_cap = 0;
	}
	return result;
}

zend_result msgpack_decode_php_finish(msgpack_decoder *dec, zend_result result)
{
	bool failed = result != SUCCESS;

	if (!failed && dec->php.calls_len > 0) {
		msgpack_decode_release_slots(&dec->php);
	}
	if (!failed || !dec->php.hold_failed) {
		result = msgpack_decode_run_calls(dec, failed, result);
	}
	/* (slots of empty arrays hold nothing: a document with no objects or references skips the walk) */
	msgpack_decode_release_slots(&dec->php);
	if (dec->php.slot_pages) {
		for (uint32_t p = 0; p < dec->php.pages_cap; p++) {
			if (dec->php.slot_pages[p]) {
				efree(dec->php.slot_pages[p]);
			}
		}
		efree(dec->php.slot_pages);
		dec->php.slot_pages = NULL;
		dec->php.slots_len = dec->php.pages_cap = dec->php.slots_held = 0;
	}
	if (dec->php.class_name) {
		zend_string_release(dec->php.class_name);
		dec->php.class_name = NULL;
	}
	msgpack_decode_late_free(dec);
	return result;
}

void msgpack_decode_php_release_held(msgpack_decoder *dec)
{
	if (dec->php.calls) {
		msgpack_decode_run_calls(dec, true, FAILURE);
	}
}
