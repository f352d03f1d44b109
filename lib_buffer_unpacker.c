/*
 * msgpack for PHP: MessagePack\BufferUnpacker, the library's decoder class, on the shared decoder (unpacker.c).
 *
 * The object owns a byte buffer and an offset. unpack() runs the decoder in library mode from the offset; ext values
 * go to msgpack_lib_unpacker_ext_hook(), which calls the registered extension with this object positioned at the
 * payload. Extensions may call any method on the object (read(), unpack(), even append() or reset()), so the hook
 * stores the decoder's position in the object before the call and takes position and buffer back afterwards; the
 * decoder keeps no pointer into the buffer across a call.
 *
 * Errors leave the offset where the library leaves it: bytes consumed before the failure stay consumed (only
 * tryUnpack() rolls back to the start of an incomplete message). What ends the work rather than reporting an error (a
 * fatal error or exit() in an extension) rolls back to where the call started reading (msgpack_lib_unpacker_rollback()).
 *
 * append() grows the buffer in place, doubling its capacity, so feeding a stream is O(total bytes); tryUnpack() keeps
 * the arrays and maps of an incomplete message as decoded so far (a suspended decode, unpacker.c) and goes on from
 * there when more bytes came, so a message read in pieces is decoded once. Where a decode cannot be suspended (a
 * message that is one incomplete str, bin or ext needs none; compact mode, a pair the general key path reads), it
 * falls back on a resumable extent scan (scanner.c): each chunk is scanned once and the message is decoded once,
 * when complete.
 *
 * A subclass that overrides one of the methods the library's own code calls on $this (unpack(), read(),
 * unpackArrayHeader(), unpackMapHeader(): found once per class, lib_overrides.c) reads the way the library's PHP code
 * does: elements and map values through $this->unpack(), str and bin bytes through $this->read(), tryUnpack() message
 * by message through $this->unpack() (lib_buffer_unpacker_sub.c). BufferUnpacker itself, a subclass overriding none of
 * them read natively; such a subclass refuses compact mode.
 */

#include "lib_buffer_unpacker.h"
#include "msgpack_caches.h"
#include "zend_interfaces.h"

zend_class_entry *msgpack_ce_buffer_unpacker;


void msgpack_lib_kept_release(msgpack_lib_kept_records *kept)
{
	if (--kept->refcount == 0) {
		msgpack_record_table_release(&kept->records);
		efree(kept);
	}
}

/* ---- buffer ---------------------------------------------------------------------------------------------------- */

/* Forgets a suspended tryUnpack() (unless a decode is using it: then it goes stale, see suspended_valid). */
void msgpack_lib_unpacker_suspended_drop(msgpack_lib_unpacker *bu)
{
	bu->suspended_valid = false;
	if (!bu->suspend_busy && msgpack_suspended_active(&bu->suspended)) {
		msgpack_suspended_clear(&bu->suspended);
	}
}

/* A new stream: the records of the old one are forgotten. */
void msgpack_lib_unpacker_kept_drop(msgpack_lib_unpacker *bu)
{
	if (bu->kept) {
		msgpack_lib_kept_records *kept = bu->kept;
		bu->kept = NULL;
		msgpack_lib_kept_release(kept);
	}
}

void msgpack_lib_unpacker_set_buffer(msgpack_lib_unpacker *bu, zend_string *buffer)
{
	msgpack_lib_unpacker_kept_drop(bu);
	msgpack_lib_unpacker_pieces_drop(bu);
	zend_string_release(bu->buffer);
	bu->buffer = zend_string_copy(buffer);
	bu->capacity = 0;
	bu->offset = 0;
	bu->scanning = false;
	bu->generation++;
	bu->replaced = bu->generation;
	msgpack_lib_unpacker_suspended_drop(bu);
}

static bool msgpack_lib_unpacker_owns_buffer(const msgpack_lib_unpacker *bu)
{
	return bu->capacity > 0 && !ZSTR_IS_INTERNED(bu->buffer) && GC_REFCOUNT(bu->buffer) == 1;
}

static zend_always_inline void msgpack_lib_unpacker_append_inline(msgpack_lib_unpacker *bu, const char *data, size_t len)
{
	size_t old_len = MSGPACK_BU_LEN(bu);
	size_t new_len = old_len + len;

	if (len == 0) {
		return;
	}
	MSGPACK_COUNT(appended_bytes, len);
	if (!msgpack_lib_unpacker_owns_buffer(bu) || bu->capacity < new_len) {
		/* Doubling keeps a stream of small appends linear. The string's length stays the real one; the spare room
		 * past it is known only here. */
		size_t capacity = MAX(new_len, old_len * 2);
		capacity = MAX(capacity, 64);
		/* in place when not shared, else a copy (a clone keeps the old string) */
		bu->buffer = zend_string_realloc(bu->buffer, capacity, 0);
		bu->capacity = capacity;
	}
	memcpy(ZSTR_VAL(bu->buffer) + old_len, data, len);
	/* Appended by an extension in the middle of an unpack(): input that budget may cover too. */
	bu->reserve += len;
	ZSTR_LEN(bu->buffer) = new_len;
	ZSTR_VAL(bu->buffer)[new_len] = '\0';
	zend_string_forget_hash_val(bu->buffer);
}

void msgpack_lib_unpacker_append(msgpack_lib_unpacker *bu, const char *data, size_t len)
{
	msgpack_lib_unpacker_append_inline(bu, data, len);
}

/* Room the buffer keeps once the bytes in it are consumed: more is given back when less than a quarter is in use. */
#define MSGPACK_LIB_KEEP_CAPACITY (256 * 1024)

/* Drops the consumed prefix of the buffer; returns its length. */
static size_t msgpack_lib_unpacker_release_buffer(msgpack_lib_unpacker *bu)
{
	size_t dropped = bu->offset;
	size_t rest = MSGPACK_BU_LEN(bu) - dropped;

	if (dropped == 0) {
		return 0;
	}
	if (msgpack_lib_unpacker_owns_buffer(bu)) {
		memmove(ZSTR_VAL(bu->buffer), ZSTR_VAL(bu->buffer) + dropped, rest);
		if (UNEXPECTED(bu->capacity > MSGPACK_LIB_KEEP_CAPACITY) && rest < bu->capacity / 4) {
			/* A large message has gone: its room is not held for the small ones after it (as MessagePackUnpacker's
			 * stream buffer gives it back) */
			size_t capacity = MAX(rest * 2, MSGPACK_LIB_KEEP_CAPACITY);
			bu->buffer = zend_string_realloc(bu->buffer, capacity, 0);
			bu->capacity = capacity;
		}
		ZSTR_LEN(bu->buffer) = rest;
		ZSTR_VAL(bu->buffer)[rest] = '\0';
		zend_string_forget_hash_val(bu->buffer);
	} else {
		zend_string *tail = zend_string_init(ZSTR_VAL(bu->buffer) + dropped, rest, 0);
		zend_string_release(bu->buffer);
		bu->buffer = tail;
		bu->capacity = rest;
	}
	bu->offset = 0;
	bu->generation++;
	bu->released += dropped;
	if (bu->suspended_valid && bu->suspended_generation == bu->generation - 1 && bu->suspended_start >= dropped) {
		/* its positions are offsets in the buffer: they move with the bytes */
		bu->suspended_start -= dropped;
		msgpack_suspended_shift(&bu->suspended, -(ptrdiff_t) dropped);
		bu->suspended_generation = bu->generation;
	}
	if (bu->scanning && bu->scan_start >= dropped) {
		bu->scan_start -= dropped;
		bu->scan_pos -= dropped;
	} else {
		bu->scanning = false;
	}
	return dropped;
}

/* Drops the consumed prefix; returns its length. */
static size_t msgpack_lib_unpacker_release(msgpack_lib_unpacker *bu)
{
	if (msgpack_lib_unpacker_pieced(bu)) {
		return msgpack_lib_unpacker_release_pieces(bu, msgpack_lib_unpacker_release_buffer);
	}
	return msgpack_lib_unpacker_release_buffer(bu);
}

/* Bytes from the offset to the end, wherever they are. */
static zend_always_inline size_t msgpack_lib_unpacker_remaining(const msgpack_lib_unpacker *bu)
{
	return MSGPACK_BU_LEN(bu) - bu->offset + bu->rope_back + (bu->lent ? ZSTR_LEN(bu->lent) : 0);
}

/* User code of a decode in progress on the object: in its window (an extension, a conversion), or a destructor of the
 * partial value a failed one drops (lib_dropping). What it sees of where the bytes end counts (lib_looks). */
static zend_always_inline bool msgpack_lib_unpacker_in_decode(const msgpack_lib_unpacker *bu)
{
	return bu->depth != 0 || MSGPACK_G(lib_dropping) != 0;
}

void msgpack_lib_unpacker_note_look(const msgpack_lib_unpacker *bu)
{
	if (UNEXPECTED(msgpack_lib_unpacker_in_decode(bu))) {
		MSGPACK_G(lib_looks)++;
	}
}

/* Compact mode's flags for this object (msgpack_lib_unpacker_options()). */
uint32_t msgpack_lib_unpacker_compact_flags(const msgpack_lib_unpacker *bu)
{
	/* (MSGPACK_OPT_SCAN_COMPACT: a reference or record id that fails the message fails tryUnpack() once it has arrived,
	 * as a decode of the message cut there fails, however the message was appended) */
	uint32_t flags = MSGPACK_OPT_ASSOC | MSGPACK_OPT_STRICT_KEYS | MSGPACK_OPT_COMPACT_ANY | MSGPACK_OPT_SCAN_COMPACT;

	if (Z_TYPE(bu->extensions) == IS_ARRAY) {
		/* An Extension registered for type 114 takes its values: no record definitions, so no record ids either
		 * (the scanner and the decoder agree on where messages end), nor msgpackr's bundled strings with them; one
		 * registered for type 98 takes the bundles. */
		if (zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_RECORD)) {
			flags &= ~(MSGPACK_OPT_RECORDS | MSGPACK_OPT_BUNDLES);
		} else if (zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_BUNDLE)) {
			flags &= ~MSGPACK_OPT_BUNDLES;
		}
		/* One registered for type 65 takes `c7 00 41` as an ext value of its own, and the value after it is the next
		 * one: framed so too. (One for type 64 takes references, which frame as any ext.) */
		if (zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_ARRAY_DEF)) {
			flags |= MSGPACK_OPT_ARRAY_DEFS_TAKEN;
		}
		/* One registered for a type of string or array references takes those: the scanner leaves them to it. */
		if (zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_STRING_DEF)
				|| zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_STRING_REF)
				|| zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_ARRAY_DEF)
				|| zend_hash_index_exists(Z_ARR(bu->extensions), MSGPACK_EXT_ARRAY_REF)) {
			flags &= ~MSGPACK_OPT_SCAN_COMPACT;
		}
	} else {
		/* (no Extension: every other ext value is a MessagePack\Type object) */
		flags |= MSGPACK_OPT_EXT_OBJECTS;
	}
	return flags;
}

/* opts: the object's options when the caller worked them out already (tryUnpack()'s messages), else NULL */
static void msgpack_lib_unpacker_decoder_init(msgpack_lib_unpacker_decoding *d, msgpack_lib_unpacker *bu,
	const msgpack_options *opts)
{
	msgpack_decoder *dec = &d->dec;
	msgpack_options own;

	/* (here, out of the decode's inline path: the moves user code makes from now on are the decode's to keep) */
	d->moves = bu->moves;

	if (!opts) {
		msgpack_lib_unpacker_options(bu, &own);
		opts = &own;
	}
	msgpack_decoder_init_inline(dec, ZSTR_VAL(bu->buffer), ZSTR_LEN(bu->buffer), opts);
	dec->p = dec->start + bu->offset;
	dec->depth = bu->depth;
	/* Registered extensions decide about ext values (TimestampExtension among them); else each is a Type\Ext. */
	if (Z_TYPE(bu->extensions) == IS_ARRAY) {
		dec->ext_hook = msgpack_lib_unpacker_ext_hook;
		/* (set with each hook: only their values have destructors that are user code) */
		dec->release_hook = msgpack_lib_unpacker_release_replaced;
	}
	if ((bu->options & MSGPACK_LIB_BIGINT_MODES) == MSGPACK_LIB_BIGINT_GMP) {
		dec->bigint_hook = msgpack_lib_unpacker_bigint_gmp;
		dec->release_hook = msgpack_lib_unpacker_release_replaced;
	} else if ((bu->options & MSGPACK_LIB_BIGINT_MODES) == MSGPACK_LIB_BIGINT_DEC) {
		dec->bigint_hook = msgpack_lib_unpacker_bigint_decimal;
		dec->release_hook = msgpack_lib_unpacker_release_replaced;
	}
	dec->hook_object = &bu->std;
}

/*
 * Whether no user code runs in a decode of this object and nothing in it can fail but what the decoder meets in
 * order: no extension but TimestampExtension, uint64 as strings or GMP numbers (a Decimal conversion can fail), no
 * compact mode (records and string references). Then a decode in pieces reads on through a container that declares
 * more entries than the bytes left (msgpack_suspended.read_on), and tryUnpack() keeps its options from message to
 * message.
 */
static zend_always_inline bool msgpack_lib_unpacker_fails_fast(const msgpack_lib_unpacker *bu)
{
	if (EXPECTED(Z_TYPE(bu->extensions) == IS_UNDEF) && EXPECTED(bu->options == MSGPACK_LIB_BIGINT_STR)) {
		return true;
	}
	return (Z_TYPE(bu->extensions) == IS_UNDEF || msgpack_lib_unpacker_extensions_native(bu))
		&& msgpack_lib_unpacker_bigints_native(bu);
}

/* Whether the scanner's errors may stand for the decoder's: not in compact mode, whose records and string references
 * the decoder reports in its own words. */
static zend_always_inline bool msgpack_lib_unpacker_scan_fails(const msgpack_lib_unpacker *bu)
{
	return bu->scanner.error != MSGPACK_ERR_INVALID && !(bu->options & MSGPACK_LIB_UNPACK_COMPACT);
}

/*
 * Where d's decoder is in the object's buffer: in the string it reads, less what release()s outside a window dropped
 * since (a destructor a cycle collection ran: they keep the bytes from the offset, the message's first byte, on), or
 * SIZE_MAX when the buffer was replaced. Left at the message's first byte after such a release, the offset had the next
 * read return the message again.
 */
static zend_always_inline size_t msgpack_lib_unpacker_decoded_at(const msgpack_lib_unpacker *bu,
	const msgpack_lib_unpacker_decoding *d)
{
	size_t at = (size_t) (d->dec.p - d->dec.start);

	if (EXPECTED(d->generation == bu->generation)) {
		return at;
	}
	size_t dropped = bu->released - d->released;
	/* (no new buffer since: replaced is not one of the generations after d's) */
	if (MSGPACK_BU_SAME_BUFFER(bu, d->generation) && dropped <= at) {
		return at - dropped;
	}
	return SIZE_MAX;
}

/*
 * The end of a decode that finds the offset elsewhere than where it began, or moves counted: user code outside a window
 * (a destructor a cycle collection ran) used the object meanwhile. A buffer it gave keeps the offset that code left. A
 * seek(), skip() or read() holds, also one back to the message's first byte or followed by decodes that end there: the
 * value is returned and the next read starts where that code left the offset. A release() alone moves nothing. Any
 * other move is that code reading on from the message's first byte, where it found the object (its own tryUnpack() or
 * unpack(), a typed read): it was handed the message already, and the library's call goes on from the offset such a
 * nested call leaves. So, with takes, the value is dropped (true, out UNDEF, which no failed decode leaves) and the
 * caller reads again from the offset: no message comes twice, none is lost. Without (an item of a message read on to
 * its error, msgpack_lib_unpacker_decode_at()), that move holds as a seek() does.
 */
static zend_never_inline ZEND_COLD bool msgpack_lib_unpacker_decode_moved(msgpack_lib_unpacker *bu,
	msgpack_lib_unpacker_decoding *d, zval *out, size_t from, bool takes)
{
	size_t at = msgpack_lib_unpacker_decoded_at(bu, d);

	if (at == SIZE_MAX) {
		bu->offset = MIN(bu->offset, MSGPACK_BU_LEN(bu));
		/* No new buffer, but release()d past the value's end, no seek: that code read on past the message (below) */
		if (!takes || bu->moves != d->moves || d->generation != d->start_generation
				|| !MSGPACK_BU_SAME_BUFFER(bu, d->generation)) {
			return false;
		}
	}
	/* (a message begun before the buffer, resumed in it, ends in it) */
	bu->rope_back = 0;
	if (bu->moves != d->moves) {
		return false;
	}
	if (bu->generation == d->start_generation) {
		if (bu->offset == d->start || bu->offset == from) {
			bu->offset = at;
			return false;
		}
		if (!takes) {
			return false;
		}
	} else if (!takes || d->generation != d->start_generation || bu->released + bu->offset == d->released + from) {
		/* released: moved if the offset is not at the same byte (unless a window released: the decode's own) */
		bu->offset = at;
		return false;
	}
	/* (its destructors are user code too: the caller reads from where they leave the offset) */
	zval_ptr_dtor(out);
	ZVAL_UNDEF(out);
	return true;
}

/*
 * Decodes one value at the offset. On FAILURE nothing is thrown yet: the caller raises (or rolls back), unless the
 * decode was suspended (msgpack_suspended_active(&bu->suspended)), or out is UNDEF: user code read on from the
 * message's first byte (takes, msgpack_lib_unpacker_decode_moved()) and the value is dropped.
 */
static zend_always_inline zend_result msgpack_lib_unpacker_decode_with(msgpack_lib_unpacker *bu,
	msgpack_lib_unpacker_decoding *d, zval *out, msgpack_lib_decode_mode mode, const msgpack_options *opts,
	size_t start, bool takes)
{
	msgpack_decoder *dec = &d->dec;
	bool nested = bu->depth > 0;
	size_t from = bu->offset;

	msgpack_lib_unpacker_decoder_init(d, bu, opts);
	d->pinned = zend_string_copy(bu->buffer);
	d->generation = bu->generation;
	d->released = bu->released;
	d->start = start;
	d->start_generation = bu->generation;
	d->kept = NULL;
	if (nested) {
		dec->reserve = bu->reserve;
		/* A value user code reads in the middle of a message: in that message's records and bundled strings, and what
		 * it defines and reads of them is the message's once it is read (the window gives them back). */
		if (dec->flags & MSGPACK_OPT_RECORDS) {
			msgpack_lib_unpacker_window_lend(bu, d);
		}
	} else if (dec->flags & MSGPACK_OPT_RECORDS) {
		/* A message of the buffer's stream: the records earlier ones defined (a value an extension reads in the middle
		 * of one is no message of its own). */
		if (UNEXPECTED(bu->scanning) && start != bu->scan_start) {
			/* Another message (read after a seek back, or by unpack() elsewhere) may change the records the scan of the
			 * one at scan_start began with, and replace the table it holds (msgpack_scanner_keep_records()): that one
			 * is scanned again, with the records as they are then, as is what its last decode waited for. */
			bu->scanning = false;
		}
		if (!bu->kept || bu->kept->refcount > 1) {
			/* None yet, or held elsewhere too (what a tryUnpack() in progress rolls back to): the decode leaves its
			 * records in the object's own. */
			msgpack_lib_kept_records *kept = emalloc(sizeof(msgpack_lib_kept_records));
			kept->refcount = 1;
			if (bu->kept) {
				msgpack_record_table_copy(&kept->records, &bu->kept->records);
				bu->kept->refcount--;
			} else {
				msgpack_record_table_init(&kept->records);
			}
			bu->kept = kept;
		}
		d->kept = bu->kept;
		d->kept->refcount++;
		msgpack_decoder_keep_records(dec, &d->kept->records);
	}
	/* Held for the decode: user code it runs may construct the object anew, releasing the object's reference. */
	msgpack_structures *structures = (dec->flags & MSGPACK_OPT_RECORDS) ? bu->structures : NULL;
	if (structures) {
		structures->refcount++;
	}
	zend_result result;
	if (mode == MSGPACK_LIB_DECODE_WHOLE) {
		result = msgpack_decode(dec, out);
	} else {
		bu->suspended.root_leaf = false;
		/* where unpack() reports the first error in order of a truncated message, so does a message in pieces */
		bu->suspended.read_on = !(bu->options & MSGPACK_LIB_UNPACK_COMPACT);
		msgpack_decode_allow_suspend(dec, &bu->suspended);
		bu->suspend_busy = true;
		result = mode == MSGPACK_LIB_DECODE_RESUME ? msgpack_decode_resume(dec, out) : msgpack_decode(dec, out);
		bu->suspend_busy = false;
	}
	if (structures) {
		msgpack_structures_release(structures);
	}
	if (nested) {
		bu->reserve = dec->reserve;
	}
	if (d->kept) {
		if (nested && result == SUCCESS) {
			msgpack_lib_unpacker_window_give_back(d);
		}
		msgpack_lib_kept_release(d->kept);
	}
	if (UNEXPECTED(result != SUCCESS)) {
		/* Destroying the partial value may run destructors; the caller reads the generation afterwards. What they see
		 * counts as what an extension sees (msgpack_lib_unpacker_in_decode()). */
		MSGPACK_G(lib_dropping)++;
		zval_ptr_dtor(out);
		MSGPACK_G(lib_dropping)--;
		ZVAL_NULL(out);
		/* (for msgpack_lib_unpacker_raise(): set here, off the value's path) */
		d->from = from;
		zend_string_release(d->pinned);
		if (UNEXPECTED(bu->offset != d->start) && takes && !EG(exception) && d->generation == bu->generation
				&& bu->generation == d->start_generation && bu->moves == d->moves) {
			/* User code outside a window read on from the message's first byte (msgpack_lib_unpacker_decode_moved()):
			 * the error is of a message handed to it already, and the caller goes on from where it stopped. */
			ZVAL_UNDEF(out);
		}
		return FAILURE;
	}
	if (EXPECTED(d->generation == bu->generation) && EXPECTED(bu->offset == d->start)
			&& EXPECTED(bu->moves == d->moves)) {
		/* (a window puts the offset back at d->start) */
		bu->offset = (size_t) (dec->p - dec->start);
		/* (a message begun before the buffer, resumed in it, ends in it) */
		bu->rope_back = 0;
	} else if (UNEXPECTED(msgpack_lib_unpacker_decode_moved(bu, d, out, from, takes))) {
		zend_string_release(d->pinned);
		return FAILURE;
	}
	zend_string_release(d->pinned);
	return SUCCESS;
}

zend_result msgpack_lib_unpacker_decode_ex(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d, zval *out,
	msgpack_lib_decode_mode mode, int kind)
{
	zend_result result;

	for (;;) {
		result = msgpack_lib_unpacker_decode_with(bu, d, out, mode, NULL, bu->offset, true);
		if (EXPECTED(result == SUCCESS) || EXPECTED(!Z_ISUNDEF_P(out))) {
			return result;
		}
		/* User code read on from the message's first byte meanwhile: the value at the offset it left instead, which a
		 * typed read (unpackMap()...) takes only if of its kind, as at its start. */
		if (kind != MSGPACK_LIB_ANY_KIND && !msgpack_lib_unpacker_expect(bu, kind, true)) {
			return FAILURE;
		}
	}
}

/* One value at pos, whole, within a call that began reading at start (where it rolls back to, see
 * msgpack_lib_unpacker_run_item()). */
zend_result msgpack_lib_unpacker_decode_at(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d, zval *out,
	size_t pos, size_t start)
{
	bu->offset = pos;
	return msgpack_lib_unpacker_decode_with(bu, d, out, MSGPACK_LIB_DECODE_WHOLE, NULL, start, false);
}

/* unpack() of a typed read that found a value of kind at the offset (MSGPACK_LIB_ANY_KIND: unpack() itself). A subclass
 * reading the library's way builds the value from the header it found there, of that kind. */
zend_result msgpack_lib_unpacker_unpack_kind(zend_object *obj, zval *return_value, int kind)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);
	msgpack_lib_unpacker_decoding dec;

	msgpack_lib_unpacker_join(bu);
	if (msgpack_lib_unpacker_dispatches(bu)) {
		return msgpack_lib_unpacker_sub_run(bu, msgpack_lib_unpacker_sub_value, return_value);
	}
	if (UNEXPECTED(msgpack_lib_unpacker_decode_ex(bu, &dec, return_value, MSGPACK_LIB_DECODE_WHOLE, kind) != SUCCESS)) {
		if (UNEXPECTED(Z_ISUNDEF_P(return_value))) {
			/* (refused and thrown: msgpack_lib_unpacker_decode_ex()) */
			ZVAL_NULL(return_value);
			return FAILURE;
		}
		msgpack_lib_unpacker_raise(bu, &dec);
		return FAILURE;
	}
	return SUCCESS;
}

/* unpack() for any BufferUnpacker object (also used by the MessagePack facade). */
zend_result msgpack_lib_unpacker_unpack(zend_object *obj, zval *return_value)
{
	return msgpack_lib_unpacker_unpack_kind(obj, return_value, MSGPACK_LIB_ANY_KIND);
}

/*
 * read() for TimestampExtension::unpackExt(): n bytes at the offset, which advances; InsufficientDataException and
 * the offset unchanged if fewer remain.
 */
zend_result msgpack_lib_unpacker_read(zend_object *obj, size_t n, const unsigned char **data)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	msgpack_lib_unpacker_join(bu);
	if (UNEXPECTED(MSGPACK_BU_LEN(bu) - bu->offset < n)) {
		msgpack_lib_throw_insufficient_data();
		return FAILURE;
	}
	*data = MSGPACK_BU_DATA(bu) + bu->offset;
	if (n) {
		/* (a move a decode in progress keeps: msgpack_lib_unpacker_decode_moved()) */
		bu->moves++;
	}
	bu->offset += n;
	return SUCCESS;
}

/*
 * read() as TimestampExtension::unpackExt() makes it: through the object's read() when its class overrides it (the
 * library's extension calls $unpacker->read()), the string returned held in *held, else natively (*held UNDEF).
 * *data and *len: the bytes read.
 */
zend_result msgpack_lib_unpacker_read_through(zend_object *obj, size_t n, zval *held, const unsigned char **data, size_t *len)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);
	zval arg, rv;

	ZVAL_UNDEF(held);
	if (EXPECTED(!msgpack_lib_unpacker_dispatches(bu) || !MSGPACK_LIB_UNPACKER_OVERRIDES(bu, MSGPACK_LIB_UNPACKER_READ))) {
		*len = n;
		return msgpack_lib_unpacker_read(obj, n, data);
	}
	ZVAL_LONG(&arg, (zend_long) n);
	if (msgpack_lib_unpacker_call_override(bu, bu->depth, MSGPACK_LIB_UNPACKER_READ, &arg, 1, &rv) != SUCCESS) {
		return FAILURE;
	}
	zend_string *str = zval_try_get_string(&rv);
	zval_ptr_dtor(&rv);
	if (!str) {
		return FAILURE;
	}
	ZVAL_STR(held, str);
	*data = (const unsigned char *) ZSTR_VAL(str);
	*len = ZSTR_LEN(str);
	return SUCCESS;
}

/*
 * Bytes read from a stream (StreamUnpacker): appended after the consumed prefix is dropped. Fed only when the bytes
 * after the offset are an incomplete message, so each byte is moved to the front at most once.
 */
void msgpack_lib_unpacker_feed(zend_object *obj, const char *data, size_t len)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_fetch(obj);

	msgpack_lib_unpacker_release(bu);
	msgpack_lib_unpacker_take_lent(bu);
	msgpack_lib_unpacker_append_inline(bu, data, len);
}

/* The bytes after the offset (an incomplete message once msgpack_lib_unpacker_next() said MSGPACK_LIB_NEXT_MORE). */
size_t msgpack_lib_unpacker_pending(zend_object *obj)
{
	return msgpack_lib_unpacker_remaining(msgpack_lib_unpacker_fetch(obj));
}

/* ---- methods: the buffer -------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_BufferUnpacker, withBuffer)
{
	zval *arg;
	zend_string *buffer;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_STR_NOT_NULL(buffer, arg, 1)
	ZEND_PARSE_PARAMETERS_END();

	zend_object *clone = Z_OBJ_HT_P(ZEND_THIS)->clone_obj(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_unpacker_set_buffer(msgpack_lib_unpacker_fetch(clone), buffer);
	RETURN_OBJ(clone);
}

ZEND_METHOD(MessagePack_BufferUnpacker, append)
{
	zval *arg;
	zend_string *data;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_STR_NOT_NULL(data, arg, 1)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	/* (a piece too short to lend is appended at no cost for the pieces: many small appends stay cheap) */
	if (UNEXPECTED(bu->lent != NULL) || ZSTR_LEN(data) >= MSGPACK_LIB_LEND_MIN || MSGPACK_BU_LEN(bu) == 0) {
		if (msgpack_lib_unpacker_lend(bu, data)) {
			RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
		}
		msgpack_lib_unpacker_take_lent(bu);
	}
	msgpack_lib_unpacker_append_inline(bu, ZSTR_VAL(data), ZSTR_LEN(data));
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(MessagePack_BufferUnpacker, reset)
{
	zval *arg = NULL;
	zend_string *buffer = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		MSGPACK_PARAM_STR_NOT_NULL(buffer, arg, 1)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_unpacker_set_buffer(MSGPACK_BU_THIS(), buffer ? buffer : ZSTR_EMPTY_ALLOC());
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

/* seek()/skip(): the target must be an existing byte (so not the end, and never negative). */
static bool msgpack_lib_unpacker_move(msgpack_lib_unpacker *bu, zend_long target)
{
	if (target < 0 || (zend_ulong) target >= MSGPACK_BU_LEN(bu)) {
		msgpack_lib_throw_seek(target);
		return false;
	}
	bu->offset = (size_t) target;
	bu->moves++;
	return true;
}

ZEND_METHOD(MessagePack_BufferUnpacker, seek)
{
	zend_long offset;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(offset)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_unpacker_join(bu);
	if (offset < 0) {
		if (UNEXPECTED(msgpack_lib_unpacker_in_decode(bu))) {
			/* (from the end: user code in a decode sees where the bytes end, msgpack_lib_unpacker_set_need()) */
			MSGPACK_G(lib_looks)++;
		}
		offset += (zend_long) MSGPACK_BU_LEN(bu);
	}
	if (!msgpack_lib_unpacker_move(bu, offset)) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(MessagePack_BufferUnpacker, skip)
{
	zend_long length;
	zval *_msgpack_arg;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		MSGPACK_PARAM_LONG_NOT_NULL(length)
	ZEND_PARSE_PARAMETERS_END();

	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS));
	msgpack_lib_unpacker_join(bu);
	zend_long target = length > ZEND_LONG_MAX - (zend_long) bu->offset ? ZEND_LONG_MAX : (zend_long) bu->offset + length;
	if (!msgpack_lib_unpacker_move(bu, target)) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(MessagePack_BufferUnpacker, getRemainingCount)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	if (UNEXPECTED(msgpack_lib_unpacker_in_decode(bu))) {
		/* (user code in a decode sees where the bytes end: msgpack_lib_unpacker_set_need()) */
		MSGPACK_G(lib_looks)++;
	}
	RETURN_LONG((zend_long) msgpack_lib_unpacker_remaining(bu));
}

ZEND_METHOD(MessagePack_BufferUnpacker, hasRemaining)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	if (UNEXPECTED(msgpack_lib_unpacker_in_decode(bu))) {
		MSGPACK_G(lib_looks)++;
	}
	RETURN_BOOL(msgpack_lib_unpacker_remaining(bu) > 0);
}

ZEND_METHOD(MessagePack_BufferUnpacker, release)
{
	ZEND_PARSE_PARAMETERS_NONE();

	RETURN_LONG((zend_long) msgpack_lib_unpacker_release(MSGPACK_BU_THIS()));
}

/* read()'s length: an int of at least 0, coerced as a weak int parameter (read() is untyped, as the library's). */
static bool msgpack_lib_unpacker_length_arg(zval *arg, size_t *n)
{
	zend_long length;

	if (SIZEOF_ZEND_LONG < 8 && Z_TYPE_P(arg) == IS_DOUBLE && Z_DVAL_P(arg) > (double) ZEND_LONG_MAX
			&& Z_DVAL_P(arg) <= (double) UINT32_MAX && Z_DVAL_P(arg) == floor(Z_DVAL_P(arg))) {
		/* 32-bit PHP: a str32/bin32 length above PHP_INT_MAX, as an overriding read() is handed it (a float) */
		*n = (size_t) Z_DVAL_P(arg);
		return true;
	}
	if (Z_TYPE_P(arg) == IS_LONG) {
		length = Z_LVAL_P(arg);
	} else if (Z_TYPE_P(arg) == IS_ARRAY || Z_TYPE_P(arg) == IS_OBJECT || !zend_parse_arg_long_weak(arg, &length, 1)) {
		if (!EG(exception)) {
			zend_argument_type_error(1, "must be of type int, %s given", zend_zval_type_name(arg));
		}
		return false;
	}
	if (length < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		return false;
	}
	*n = (size_t) length;
	return true;
}

ZEND_METHOD(MessagePack_BufferUnpacker, read)
{
	zval *arg;
	size_t n;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(arg)
	ZEND_PARSE_PARAMETERS_END();

	if (!msgpack_lib_unpacker_length_arg(arg, &n)) {
		RETURN_THROWS();
	}
	const unsigned char *data;
	if (msgpack_lib_unpacker_read(&msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS))->std, n, &data) != SUCCESS) {
		RETURN_THROWS();
	}
	RETURN_STRINGL_FAST((const char *) data, n);
}

/* ---- methods: decoding ----------------------------------------------------------------------------------------- */

ZEND_METHOD(MessagePack_BufferUnpacker, unpack)
{
	ZEND_PARSE_PARAMETERS_NONE();

	msgpack_lib_unpacker_unpack(&msgpack_lib_unpacker_this(Z_OBJ_P(ZEND_THIS))->std, return_value);
}

/*
 * tryUnpack() found a message that the decoder will refuse before it has fully arrived (scanner.c: a key of a type the
 * library refuses, 0xc1, nesting too deep): thrown at once, as the library throws when it reads it, instead of waiting
 * for the rest of a message that can never decode. (A malformed record waits: the decoder words it its own way.)
 */
static ZEND_COLD bool msgpack_lib_unpacker_raise_scan(msgpack_lib_unpacker *bu)
{
	bu->scanning = false;
	/* (nothing of the message is decoded: user code the decoder would hand an item to before it decides) */
	return msgpack_lib_unpacker_raise_first(bu, bu->scan_start);
}

/*
 * tryUnpack() read an incomplete message on to the error its scan found, running the user code before it
 * (msgpack_lib_unpacker_raise_through()), and that raised. An InsufficientDataException that code let through (an
 * extension whose own reads ran out of data) is caught by the library's tryUnpack(): the message is not complete yet,
 * read again from its start by a later call. Anything else is the call's error.
 */
static ZEND_COLD msgpack_lib_next msgpack_lib_unpacker_raised_through(msgpack_lib_unpacker *bu, size_t start)
{
	if (EG(exception) && instanceof_function(EG(exception)->ce, msgpack_ce_insufficient_data)) {
		zend_clear_exception();
		bu->offset = MIN(start, MSGPACK_BU_LEN(bu));
		return MSGPACK_LIB_NEXT_MORE;
	}
	return MSGPACK_LIB_NEXT_ERROR;
}

/*
 * A decode of the message at start, made with the scan's error kept (scanned: the bytes from start it began with),
 * stopped for want of bytes: scan_need is how many bytes from start the buffer must hold before another could get
 * further (0: it may with any more). The decoder stops at a container (or a record's names) that declares more
 * entries than the bytes left, before it reads any (error_items: the bytes they take at least); nothing before depends
 * on the bytes after, so until those are there a decode goes the same way and stops there again, and each call would
 * decode all the message before it once more. Not after a decode whose user code (an extension) moved the offset or
 * changed the buffer: a decode skipped would not do that again, as the library's does. Nor after one whose user code
 * saw where the bytes end (getRemainingCount(), hasRemaining(), seek() from the end, a read that ran out of data, a
 * nested tryUnpack(), a copy of the object, also in a destructor of what it dropped, counted in lib_looks from
 * scan_looks, its value before the decode): what it does may change with any byte more. A change of lib_looks (also
 * msgpack.max_depth, which the decode reads) drops the note. (Not inlined: the value's path through
 * msgpack_lib_unpacker_next_with() keeps its length.)
 */
static zend_never_inline ZEND_COLD void msgpack_lib_unpacker_set_need(msgpack_lib_unpacker *bu,
	const msgpack_decoder *dec, size_t start, uint32_t generation, uint32_t moves, size_t scanned)
{
	if (dec->error != MSGPACK_ERR_INSUFFICIENT || dec->error_items == 0 || bu->generation != generation
			|| bu->user_moves != moves || MSGPACK_BU_LEN(bu) - start != scanned || !bu->scanning
			|| bu->scan_start != start || dec->error_offset < start || MSGPACK_G(lib_looks) != bu->scan_looks) {
		bu->scan_need = 0;
		return;
	}
	uint64_t need = (uint64_t) (dec->error_offset - start) + dec->error_items;
	/* (a count a 32-bit buffer can never hold waits for good, as the decode would) */
	bu->scan_need = need <= MSGPACK_BU_LEN(bu) - start ? 0 : (size_t) MIN(need, SIZE_MAX);
}

/*
 * One message of tryUnpack(), for tryUnpack() and the StreamUnpacker: the value of the complete message at the offset,
 * or MORE when there is none (nothing left, or an incomplete one, rolled back to its start and scanned (resumably)
 * so that later calls only look at new bytes and decode it once, when it is complete), or ERROR (thrown).
 */
static msgpack_lib_next msgpack_lib_unpacker_next_with(msgpack_lib_unpacker *bu, zval *out, const msgpack_options *opts);

/*
 * The reads of an object whose bytes are in pieces read in place (a lent one, or history, which reading one leaves)
 * hold the cycle collector until they are over; returns whether it was held before (for gc_protect()). A destructor
 * it ran could take a lent piece back and free it under the decoder (seek(), append(), reset(), unpack(), a clone),
 * or put the pieces in one buffer under a decoder reading the buffer (a clone, seek(), read()), moving the positions
 * it ends or suspends at by the history's length with no new generation. No other user code runs in such decodes
 * (msgpack_lib_unpacker_lend()); what they release meanwhile goes unnoted (arrays without references make no cycle).
 * After a fatal error PHP holds the collector to the request's end.
 */
static zend_always_inline bool msgpack_lib_unpacker_hold_collector(void)
{
	return gc_protect(true);
}

/*
 * The same, first for a lent piece or a message begun before the buffer (lib_buffer_unpacker_pieces.c): only where a
 * call begins, since a message read in a call leaves neither (and only append() lends a piece).
 */
static zend_always_inline bool msgpack_lib_unpacker_pieces_first(msgpack_lib_unpacker *bu, zval *out,
	const msgpack_options *opts, msgpack_lib_next *pieced)
{
	return UNEXPECTED(bu->lent != NULL || bu->rope_back != 0) && msgpack_lib_unpacker_next_pieces(bu, out, opts, pieced);
}

static msgpack_lib_next msgpack_lib_unpacker_next_first(msgpack_lib_unpacker *bu, zval *out, const msgpack_options *opts)
{
	msgpack_lib_next pieced;

	if (msgpack_lib_unpacker_pieces_first(bu, out, opts, &pieced)) {
		return pieced;
	}
	return msgpack_lib_unpacker_next_with(bu, out, opts);
}

static msgpack_lib_next msgpack_lib_unpacker_next_with(msgpack_lib_unpacker *bu, zval *out, const msgpack_options *opts)
{
	msgpack_lib_unpacker_decoding dec;
	msgpack_lib_next pieced;
	size_t start, scanned;
	uint32_t generation;
	bool user_first;
	msgpack_lib_decode_mode mode;

again:
	start = bu->offset;
	generation = bu->generation;
	/* the scan came to its end in this call: the bytes from start there were then (> 0); 0: it did not */
	scanned = 0;
	user_first = false;
	/* Not in a decode that user code re-entered: that one's state is not this call's to keep or drop. */
	mode = bu->depth == 0 && !bu->suspend_busy ? MSGPACK_LIB_DECODE_SUSPEND : MSGPACK_LIB_DECODE_WHOLE;

	if (start >= MSGPACK_BU_LEN(bu)) {
		return MSGPACK_LIB_NEXT_MORE;
	}
	if (mode != MSGPACK_LIB_DECODE_WHOLE && msgpack_suspended_active(&bu->suspended)) {
		if (bu->suspended_valid && bu->suspended_start == start && bu->suspended_generation == generation
				&& bu->suspended.end_at <= MSGPACK_BU_LEN(bu)) {
			if (MSGPACK_BU_LEN(bu) < msgpack_suspended_need_end(&bu->suspended, MSGPACK_BU_DATA(bu))) {
				/* its pending item is not complete yet: going on would only suspend it again */
				return MSGPACK_LIB_NEXT_MORE;
			}
			mode = MSGPACK_LIB_DECODE_RESUME;
		} else {
			/* another message's, or another buffer's: this one starts afresh */
			msgpack_lib_unpacker_suspended_drop(bu);
			if (UNEXPECTED(bu->generation != generation || bu->offset != start)) {
				/* a destructor it ran moved the object on: go by where it is now */
				opts = NULL;
				goto go_on;
			}
			/* and may have constructed it anew */
			opts = NULL;
		}
	}
	if (mode != MSGPACK_LIB_DECODE_RESUME && bu->scanning && bu->scan_start == start && bu->scan_pos <= MSGPACK_BU_LEN(bu)) {
		size_t consumed;
		msgpack_scan_result r = msgpack_scan(&bu->scanner, MSGPACK_BU_DATA(bu) + bu->scan_pos,
			MSGPACK_BU_LEN(bu) - bu->scan_pos, &consumed);
		bu->scan_pos += consumed;
		scanned = MSGPACK_BU_LEN(bu) - start;
		/* (or its error kept, below, and the bytes the last decode stopped short of not there yet) */
		if (r == MSGPACK_SCAN_MORE || (UNEXPECTED(r == MSGPACK_SCAN_ERROR) && scanned < bu->scan_need
				&& bu->scan_looks == MSGPACK_G(lib_looks))) {
			return MSGPACK_LIB_NEXT_MORE;
		}
		bu->scanning = false;
		if (UNEXPECTED(r == MSGPACK_SCAN_ERROR) && msgpack_lib_unpacker_scan_fails(bu)) {
			if (msgpack_lib_unpacker_raise_scan(bu)) {
				return MSGPACK_LIB_NEXT_ERROR;
			}
			/* An item user code reads comes first: a decode in order, reading on, meets what the library meets (the
			 * error, or what the user code does), and goes no further than the bytes before the error. */
			user_first = true;
		} else {
			/* complete, or a malformed record the decoder reports in its own words once it gets there */
			mode = MSGPACK_LIB_DECODE_WHOLE;
			/* (the scan's error kept: should the decode stop short of it, at a container declaring more entries than
			 * the bytes left, the next call decodes again without scanning the message again, once those bytes are
			 * there: msgpack_lib_unpacker_set_need()) */
			bu->scanning = r == MSGPACK_SCAN_ERROR;
			/* (in the object, not a local: the value's path keeps its length) */
			bu->scan_looks = MSGPACK_G(lib_looks);
		}
	}
	uint32_t moves = bu->user_moves;
	if (EXPECTED(msgpack_lib_unpacker_decode_with(bu, &dec, out, mode, opts, bu->offset, true) == SUCCESS)) {
		return MSGPACK_LIB_NEXT_VALUE;
	}
	if (UNEXPECTED(Z_ISUNDEF_P(out))) {
		/* User code outside a window read on from the message's first byte (a destructor's own tryUnpack()): the
		 * message is that code's, and the call goes on from where it stopped (msgpack_lib_unpacker_decode_moved()). */
		opts = NULL;
		goto go_on;
	}
	if (msgpack_suspended_active(&bu->suspended) && mode != MSGPACK_LIB_DECODE_WHOLE) {
		if (EXPECTED(bu->generation == generation) && EXPECTED(bu->user_moves == moves)) {
			/* decoded as far as the bytes go: the next call goes on from there */
			bu->suspended_start = start;
			bu->suspended_generation = generation;
			bu->suspended_valid = true;
			bu->offset = start;
			return MSGPACK_LIB_NEXT_MORE;
		}
		msgpack_lib_unpacker_suspended_drop(bu);
	}
	if (UNEXPECTED(bu->rope_back != 0) && EXPECTED(bu->generation == generation)) {
		/* A message begun before the buffer failed on resume: read again whole, from its first byte, where an error is
		 * reported as a decode of all of it reports it (no user code runs in such a decode: it cannot differ). */
		msgpack_lib_unpacker_join(bu);
		goto go_on;
	}
	bool incomplete = dec.dec.error == MSGPACK_ERR_INSUFFICIENT
		|| (dec.dec.error == MSGPACK_ERR_EXCEPTION && EG(exception)
			&& instanceof_function(EG(exception)->ce, msgpack_ce_insufficient_data));
	if (UNEXPECTED(bu->generation != generation)) {
		/* User code replaced or released the buffer: a new one's offsets are not the old one's. */
		bu->scanning = false;
		if (incomplete) {
			/* as the library's tryUnpack(), which puts back the offset it began at, in whatever buffer there is now; after
			 * release()s outside a window alone, the message's first byte where it is now (start counts in the old one) */
			if (EG(exception)) {
				zend_clear_exception();
			}
			size_t dropped = dec.generation == generation && MSGPACK_BU_SAME_BUFFER(bu, generation)
				? bu->released - dec.released : 0;
			bu->offset = MIN(dropped <= start ? start - dropped : bu->offset, MSGPACK_BU_LEN(bu));
			return MSGPACK_LIB_NEXT_MORE;
		}
	}
	if (!incomplete) {
		msgpack_lib_unpacker_raise(bu, &dec);
		return MSGPACK_LIB_NEXT_ERROR;
	}
	if (UNEXPECTED(user_first) && dec.dec.error == MSGPACK_ERR_INSUFFICIENT && !EG(exception)) {
		/* The decode could not read on to the error the scan found (a container holding more entries than a table
		 * can): waiting would never end, and each call would read the message again. unpack()'s way instead. */
		if (msgpack_lib_unpacker_raise_through(bu, start, MAX(MIN(dec.dec.error_offset, MSGPACK_BU_LEN(bu)), start))) {
			return msgpack_lib_unpacker_raised_through(bu, start);
		}
		user_first = false;
	}
	if (EG(exception)) {
		/* an extension ran out of data: the message is not complete yet */
		zend_clear_exception();
	}
	bu->offset = start;
	if (UNEXPECTED(scanned)) {
		/* (a scan already over: what a decode waits for, with its error kept) */
		msgpack_lib_unpacker_set_need(bu, &dec.dec, start, generation, moves, scanned);
	}
	if (mode != MSGPACK_LIB_DECODE_WHOLE && dec.dec.error == MSGPACK_ERR_INSUFFICIENT && bu->suspended.root_leaf) {
		/* the message is one str, bin or ext (or a header) not complete yet: trying again costs nothing */
		return MSGPACK_LIB_NEXT_MORE;
	}
	if (!scanned) {
		size_t consumed;
		msgpack_options scan_opts;
		msgpack_lib_unpacker_options(bu, &scan_opts);
		msgpack_scanner_begin(&bu->scanner, &scan_opts);
		if (bu->kept && (scan_opts.flags & MSGPACK_OPT_RECORDS)) {
			/* the stream's records, as the decode will know them (unchanged until this message is decoded) */
			msgpack_scanner_keep_records(&bu->scanner, &bu->kept->records);
		}
		msgpack_scan_result r = msgpack_scan(&bu->scanner, MSGPACK_BU_DATA(bu) + start, MSGPACK_BU_LEN(bu) - start,
			&consumed);
		/* (an error the decoder words, kept as above) */
		bu->scanning = r == MSGPACK_SCAN_MORE || (r == MSGPACK_SCAN_ERROR && !msgpack_lib_unpacker_scan_fails(bu));
		bu->scan_start = start;
		bu->scan_pos = start + consumed;
		bu->scan_need = 0;
		if (UNEXPECTED(r == MSGPACK_SCAN_ERROR) && msgpack_lib_unpacker_scan_fails(bu)) {
			if (msgpack_lib_unpacker_raise_scan(bu)) {
				return MSGPACK_LIB_NEXT_ERROR;
			}
			/* A value for user code before the error, and the decode just made stopped short of both (it would have
			 * been suspended otherwise): read on from there now, as above. */
			if (dec.dec.error == MSGPACK_ERR_INSUFFICIENT && !EG(exception) && bu->generation == generation
					&& msgpack_lib_unpacker_raise_through(bu, start,
						MAX(MIN(dec.dec.error_offset, MSGPACK_BU_LEN(bu)), start))) {
				return msgpack_lib_unpacker_raised_through(bu, start);
			}
			bu->offset = start;
		}
	}
	return MSGPACK_LIB_NEXT_MORE;

go_on:
	/* (where the object is now, as where a call begins: a lent piece or a message begun before the buffer first; a loop,
	 * not a call, so that no number of destructors taking messages in one call can use up the C stack) */
	if (msgpack_lib_unpacker_pieces_first(bu, out, opts, &pieced)) {
		return pieced;
	}
	goto again;
}

msgpack_lib_next msgpack_lib_unpacker_next(zend_object *obj, zval *out)
{
	msgpack_lib_unpacker *bu = msgpack_lib_unpacker_this(obj);
	bool pieced = msgpack_lib_unpacker_pieced(bu), collector_held = pieced && msgpack_lib_unpacker_hold_collector();
	msgpack_lib_next next = msgpack_lib_unpacker_next_first(bu, out, NULL);

	if (UNEXPECTED(pieced)) {
		gc_protect(collector_held);
	}
	return next;
}

/* tryUnpack()'s list of values grows by one: in its packed table's next slot, doubling the table when full. */
static zend_always_inline void msgpack_lib_unpacker_list_push(zval *list, zval *value)
{
	HashTable *ht;

	if (Z_ARR_P(list) == &zend_empty_array) {
		array_init_size(list, 8);
		zend_hash_real_init_packed(Z_ARR_P(list));
	}
	ht = Z_ARR_P(list);
	if (UNEXPECTED(ht->nNumUsed >= ht->nTableSize)) {
		zend_hash_extend(ht, ht->nTableSize * 2, true);
	}
	ZEND_HASH_FILL_PACKED(ht) {
		ZEND_HASH_FILL_ADD(value);
	} ZEND_HASH_FILL_END();
}

/* tryUnpack(): every complete message from the offset on. */
static void msgpack_lib_unpacker_try_unpack(msgpack_lib_unpacker *bu, zval *return_value)
{
	zval value;
	msgpack_options options;
	const msgpack_options *opts = NULL;

	if (msgpack_lib_unpacker_dispatches(bu)) {
		array_init(return_value);
		msgpack_lib_unpacker_sub_try_unpack(bu, return_value);
		return;
	}
	bool pieced = msgpack_lib_unpacker_pieced(bu), collector_held = pieced && msgpack_lib_unpacker_hold_collector();
	/* the shared empty array until a message is out: most calls on a stream in pieces return none */
	ZVAL_EMPTY_ARRAY(return_value);
	for (msgpack_lib_next next = msgpack_lib_unpacker_next_first(bu, &value, opts);;
			next = msgpack_lib_unpacker_next_with(bu, &value, opts)) {
		if (next == MSGPACK_LIB_NEXT_VALUE) {
			msgpack_lib_unpacker_list_push(return_value, &value);
			if (!opts && msgpack_lib_unpacker_fails_fast(bu)) {
				/* No user code runs in these decodes (no extension, no conversion, no object but the codec's own
				 * Type\Ext): the options stay what they are for the call's next messages. (Not before the first: a
				 * call on a piece that completes nothing decodes nothing.) */
				msgpack_lib_unpacker_options(bu, &options);
				opts = &options;
			}
			continue;
		}
		if (next == MSGPACK_LIB_NEXT_ERROR) {
			zval_ptr_dtor(return_value);
			ZVAL_NULL(return_value);
		}
		break;
	}
	if (UNEXPECTED(pieced)) {
		gc_protect(collector_held);
	}
}

ZEND_METHOD(MessagePack_BufferUnpacker, tryUnpack)
{
	ZEND_PARSE_PARAMETERS_NONE();

	/* (not msgpack_lib_unpacker_this(): the frame notes the context that moves the offset) */
	msgpack_lib_unpacker *bu = MSGPACK_BU_THIS();
	/* A fatal error in a later message rolls back to here: the messages before it are lost with this call's result,
	 * so the next call delivers them again. */
	msgpack_lib_unpacker_frame frame;

	msgpack_lib_unpacker_frame_enter(&frame, bu, bu->depth, msgpack_lib_unpacker_position(bu), bu->generation);
	if (bu->kept) {
		/* (a compact stream's records: the first message decoded leaves its own in a copy) */
		frame.kept = bu->kept;
		frame.kept->refcount++;
	}
	msgpack_lib_unpacker_try_unpack(bu, return_value);
	if (UNEXPECTED(msgpack_lib_unpacker_in_decode(bu))) {
		/* What it returns tells user code in a decode whether more bytes are there; and its own decode may have set
		 * scan_looks anew (after: msgpack_lib_unpacker_set_need()). */
		MSGPACK_G(lib_looks)++;
	}
	if (UNEXPECTED(!frame.frame.abandon)) {
		/* A fatal error that did not end the call: an engine that delays memory_limit errors raises one in user code
		 * (an extension), then unwinds with an exit. msgpack_lib_unpacker_abandon() put the object back already and
		 * gave it the frame's reference to the records: handled again, they were released while the object held them. */
		return;
	}
	msgpack_frame_leave(&frame.frame);
	msgpack_lib_kept_records *drop = frame.kept;
	if (UNEXPECTED(msgpack_lib_unpacker_unwinding())) {
		if (frame.kept) {
			drop = msgpack_lib_unpacker_kept_back(bu, frame.kept, frame.generation);
		}
		msgpack_lib_unpacker_unwind(bu, frame.start, frame.generation);
	}
	if (drop) {
		msgpack_lib_kept_release(drop);
	}
}
