/*
 * msgpack for PHP: the decoder's side of PECL's PHP-only object format (unpacker_php.c): back-reference slots,
 * delayed __wakeup()/__unserialize() calls, late class markers, and the state a suspended decode keeps of them.
 * Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_DECODER_PHP_H
#define MSGPACK_DECODER_PHP_H

#include "msgpack_codec.h"

typedef struct msgpack_decoder msgpack_decoder;

/* PHP-only format, decode side: a value a back-reference may point at, by container id (see unpacker_php.c). */
typedef struct {
	uint32_t kind;          /* 0: nothing recorded under this id */
	zend_refcounted *value; /* the object, reference or array, held; NULL for an empty array */
} msgpack_slot;

/*
 * Slots come in pages of MSGPACK_SLOT_PAGE, each made when an id in it is first recorded, and never moved: the slots
 * take at most 16 bytes per container header read, whatever ids are recorded (one table indexed by id and doubled
 * took up to 32, plus its old copy while it moved: with one-byte arrays, past docs/security.md's bound). 32 slots:
 * 512 bytes, one of the engine's bins (the decode memory of the shipped datasets as with one table, or less).
 */
#define MSGPACK_SLOT_PAGE_SHIFT 5
#define MSGPACK_SLOT_PAGE (1u << MSGPACK_SLOT_PAGE_SHIFT)

/* At most this many unserialize() contexts per decode (see unpacker_php.c). */
#define MSGPACK_PHP_CONTEXTS_MAX 4

/*
 * __wakeup() or __unserialize() of an object, run once the whole input decoded; or (obj NULL) the calls that
 * unserialize() deferred while Serializable::unserialize() methods ran (see msgpack_decode_serializable_call()).
 */
typedef struct {
	zend_object *obj; /* held */
	zval payload;     /* __unserialize()'s array; UNDEF for __wakeup() */
	struct php_unserialize_data *context; /* obj NULL: an unserialize() context whose deferred calls run here */
} msgpack_delayed_call;

/*
 * A class or Serializable marker met after a map's first pair (PECL reads markers at any position): the map is
 * finished as an array, then becomes that object. One per map being filled, innermost last.
 */
typedef struct {
	HashTable *table;       /* the map's table, being filled */
	zend_string *class_name; /* held */
	zval payload;           /* a Serializable payload (string) or an __unserialize() payload (array); else UNDEF */
	bool serializable;      /* {nil:3, "Class":"payload"} rather than {nil:"Class"} */
	uint32_t name_at;       /* the pairs before the class marker: an incomplete object's name goes after them */
} msgpack_late_marker;

/*
 * The PHP-only format's state: the decoder's (msgpack_decoder.php), and a suspended decode's between two calls,
 * moved there while no decode runs (late markers never suspend: see msgpack_decode_other_pair()).
 */
typedef struct {
	uint32_t containers;            /* containers seen so far (the latest one's id) */
	uint32_t slots_len;             /* one more than the highest id recorded; 0: none */
	uint32_t pages_cap;             /* entries of slot_pages */
	uint32_t slots_held;            /* how many slots hold a value (empty arrays hold none) */
	msgpack_slot **slot_pages;      /* the slot of id: slot_pages[id >> SHIFT][id % PAGE]; NULL: no id of it recorded */
	uint32_t calls_len, calls_cap;  /* delayed calls */
	msgpack_delayed_call *calls;
	uint32_t contexts;              /* unserialize() contexts of Serializable::unserialize() calls queued */
	uint32_t contexts_fatal;        /* the thread's fatal errors (msgpack_globals.fatal_errors) when the first was */
	/* the id of the message's first back-reference map to a PHP reference (2 or 5), 0 before it: from there on an id
	 * PECL's encoder wrote may name a plain array, and completed arrays are recorded (msgpack_decode_record_array()) */
	uint32_t drift_at;
	uint32_t replaced_held;         /* the value a property name replaces is queued already (as the name was read) */
	/* the class the last class-name marker resolved to (rows of one class repeat it); the name is held */
	zend_string *class_name;
	zend_class_entry *class_ce;
	bool class_incomplete;
	/* a Serializable::unserialize() ran in this decode: reading it again from the start would run that code twice */
	bool serializable_ran;
	/* set by a front end that drops a failed decode's value itself: the delayed calls wait for that until
	 * msgpack_decode_php_release_held(), as unserialize() frees its value before its queue */
	bool hold_failed;
	/* MSGPACK_THROWN_FOR_DATA: the handle of the exception thrown for the input (a handle, not a pointer, so that the
	 * struct stays the size a suspended decode copies). One a destructor of the refused value throws after it (chained
	 * to it by the engine) is user code's, which a session must not drop. */
	uint32_t data_exception;
} msgpack_php_state;

/* ---- unpacker_php.c, called by the decoder ----------------------------------------------------------------------- */

#define MSGPACK_SLOT_OBJECT      1
#define MSGPACK_SLOT_REFERENCE   2
#define MSGPACK_SLOT_EMPTY_ARRAY 3
/* A back-reference map's own id naming a reference: only PECL's drifted ids point there, and read it as PECL did. */
#define MSGPACK_SLOT_ALIAS       4
/* A plain array completed after drift_at: PECL's drifted ids may point there, and PECL's decoder copied it. */
#define MSGPACK_SLOT_ARRAY       5
/* A slot's value (held, not NULL) as a zval, not counted again. */
static zend_always_inline void msgpack_slot_zval(const msgpack_slot *slot, zval *zv)
{
	if (slot->kind == MSGPACK_SLOT_OBJECT) {
		ZVAL_OBJ(zv, (zend_object *) slot->value);
	} else if (slot->kind == MSGPACK_SLOT_ARRAY) {
		ZVAL_ARR(zv, (zend_array *) slot->value);
	} else {
		ZVAL_REF(zv, (zend_reference *) slot->value);
	}
}

/* The pages that may hold slots: those of ids below slots_len. */
static zend_always_inline uint32_t msgpack_slot_pages_used(const msgpack_php_state *php)
{
	return (uint32_t) (((uint64_t) php->slots_len + MSGPACK_SLOT_PAGE - 1) >> MSGPACK_SLOT_PAGE_SHIFT);
}
/* A nil key after a map's first pair, at dec->p; see msgpack_decode_other_pair() for count and the result. */
int msgpack_decode_late_marker(msgpack_decoder *dec, HashTable *table, uint32_t count);
/* The map in out is complete: if a late marker belongs to it, turns it into that object (late: MSGPACK_LATE_*). */
zend_result msgpack_decode_late_finish(msgpack_decoder *dec, zval *out, uint32_t late);
/* The value val of a reference (a map being decoded there) becomes value (taken over) if the reference's type allows
 * it (else a TypeError); result: the outcome so far, failed when value could not be made whole. */
zend_result msgpack_decode_ref_retype(msgpack_decoder *dec, zval *val, zval *value, zend_result result);
/* A map whose first key is nil: a PHP object, reference or back-reference. The map's header is consumed. */
zend_result msgpack_decode_php_map(msgpack_decoder *dec, zval *out, uint32_t count, uint32_t id);
void msgpack_decode_record(msgpack_decoder *dec, uint32_t id, uint32_t kind, zend_refcounted *value);
/* The plain array ht, complete, under its id: called once php.drift_at is set (the callers test it). */
void msgpack_decode_record_array(msgpack_decoder *dec, uint32_t id, zend_array *ht);
/* Whether a value a repeated name replaced waits among the delayed calls in the PHP-only format (an enum case runs
 * nothing as it is released; an array before any object was made holds none). */
static zend_always_inline bool msgpack_decode_queues_replaced(const msgpack_php_state *php, const zval *old)
{
	return (Z_TYPE_P(old) == IS_OBJECT && !(Z_OBJCE_P(old)->ce_flags & ZEND_ACC_ENUM)) || Z_TYPE_P(old) == IS_REFERENCE
		|| (Z_TYPE_P(old) == IS_ARRAY && Z_REFCOUNTED_P(old) && php->slots_held > 0);
}
/* The value (taken over) a repeated map key or property name replaced: queued among the delayed calls in the PHP-only
 * format, as unserialize() queues it, else released (a destructor that throws stops the decode). */
zend_result msgpack_decode_drop_replaced(msgpack_decoder *dec, zval *old);
/* An object whose __wakeup() or __unserialize() is due but whose data failed to decode: it was never initialised, so
 * its destructor must not see it (unserialize()'s rule). */
ZEND_COLD void msgpack_decode_abandon_object(zend_object *obj);
/* Marks the objects php's slots hold as never to be destructed (a message that never completed made them). */
void msgpack_decode_php_abandon_slots(const msgpack_php_state *php);
/* A decode that may suspend failed for want of bytes without suspending: what it made is dropped unseen. */
void msgpack_decode_php_drop(msgpack_decoder *dec);
/* Adds what a suspended decode's PHP-only state holds (slot values, delayed calls) to the cycle collector's buffer. */
void msgpack_decode_php_gc(const msgpack_php_state *php, zend_get_gc_buffer *gc);
/* Releases the late markers' table (a suspended decode keeps none: a map with a late marker is read whole). */
void msgpack_decode_late_free(msgpack_decoder *dec);
/* A marker's value or operand, as msgpack_decode_value() decodes it but an integer as on 64 bits (unpacker_keys.c). */
#if SIZEOF_ZEND_LONG < 8
zend_result msgpack_decode_marker_value(msgpack_decoder *dec, zval *out);
#else
# define msgpack_decode_marker_value msgpack_decode_value
#endif
/* Runs the delayed calls (on success) and releases the slots; may turn SUCCESS into FAILURE. On failure with
 * php.hold_failed the calls are left to msgpack_decode_php_release_held(), after the caller drops the failed value. */
zend_result msgpack_decode_php_finish(msgpack_decoder *dec, zend_result result); /* unpacker_php_end.c */
void msgpack_decode_php_release_held(msgpack_decoder *dec);
void msgpack_decode_php_startup(void); /* MINIT: notices of internal methods restoring objects (unpacker_php_end.c) */

/* ---- unpacker_props.c, for unpacker_php.c -------------------------------------------------------------------------- */

/* count name/value pairs into obj's properties (declared ones straight into their slots). */
zend_result msgpack_decode_props(msgpack_decoder *dec, zend_object *obj, uint32_t count);
/* Stores value (taken over) as property key of obj through its property table props, as unserialize() does. */
zend_result msgpack_decode_store_prop(msgpack_decoder *dec, zend_object *obj, HashTable *props, zend_string *key,
	zval *value);
/* obj's property table, charged to the object credit when it is built now; NULL when the input cannot pay. */
HashTable *msgpack_decode_prop_table(msgpack_decoder *dec, zend_object *obj);
/* The decode stops for the exception just thrown for the input itself, not by user code (unpacker_php.c). */
ZEND_COLD zend_result msgpack_decode_data_exception(msgpack_decoder *dec);

#endif /* MSGPACK_DECODER_PHP_H */
