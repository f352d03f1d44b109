/*
 * msgpack for PHP: MessagePack\BufferUnpacker's object and what its files share: lib_buffer_unpacker.c (the class,
 * native decoding), lib_buffer_unpacker_errors.c (a message that fails or ends early), lib_buffer_unpacker_pieces.c
 * (appended pieces read in place) and lib_buffer_unpacker_sub.c (subclasses overriding a method the library calls on
 * $this). Front-end layer, MessagePack\ API (docs/INTERNALS.md).
 */
#ifndef LIB_BUFFER_UNPACKER_H
#define LIB_BUFFER_UNPACKER_H

#include "msgpack_lib.h"
#include "zend_exceptions.h"

/* The methods the library's own code calls on $this (unpack(), unpackStr(), unpackBin(), unpackArray(), unpackMap(),
 * tryUnpack()), in the order of their bits in msgpack_lib_unpacker.overrides. */
enum {
	MSGPACK_LIB_UNPACKER_UNPACK,
	MSGPACK_LIB_UNPACKER_READ,
	MSGPACK_LIB_UNPACKER_UNPACK_ARRAY_HEADER,
	MSGPACK_LIB_UNPACKER_UNPACK_MAP_HEADER,
	MSGPACK_LIB_UNPACKER_METHODS
};
extern zend_string *msgpack_lib_unpacker_methods[MSGPACK_LIB_UNPACKER_METHODS];

/* A stream's records (msgpack_decoder_keep_records()), counted: a decode holds them while an extension it runs may give
 * the object another buffer, which is another stream. */
typedef struct {
	uint32_t refcount;
	msgpack_record_table records;
} msgpack_lib_kept_records;

typedef struct {
	/* What a piece read in place touches comes first, up to suspended's own: five cache lines (nine spread out). */
	zend_string *buffer;   /* never NULL */
	size_t capacity;       /* > 0: buffer was allocated here with room for this many bytes (usable when not shared) */
	size_t offset;         /* <= ZSTR_LEN(buffer) */
	/* Pieces read where they are (lib_buffer_unpacker_pieces.c): the object's bytes are those of history, then buffer,
	 * then lent. append() lends a suspended message's next piece instead of copying it, tryUnpack() goes on in it and
	 * makes it the buffer, the old one joining history. The other methods that read the bytes put them together first
	 * (msgpack_lib_unpacker_join(), which stops the lending until the object is given a new buffer). */
	zend_string *lent;        /* a piece appended after the buffer, held; NULL: none */
	size_t history_bytes;
	size_t rope_back;         /* > 0: the suspended message began that many bytes before the buffer (offset is 0) */
	struct msgpack_lib_pieces *pieces; /* made when a piece is first lent (the object stays small without) */
	uint32_t options;      /* UnpackOptions: a MSGPACK_LIB_BIGINT_* mode | MSGPACK_LIB_UNPACK_COMPACT */
	uint32_t overrides;    /* a bit (1 << MSGPACK_LIB_UNPACKER_*) per method its class overrides; 0: the native reads */
	uint32_t depth;        /* nesting level of the unpack() in progress on this object (extensions re-enter it) */
	uint32_t generation;   /* changes whenever offsets into the buffer stop meaning what they meant (new buffer, release) */
	uint32_t history_len;  /* pieces in history (pieces->history) */
	/* tryUnpack(): an incomplete message at suspended_start, decoded as far as its bytes went (unless its buffer
	 * generation is gone, or suspended_valid is off after a rollback); suspend_busy while a decode uses it */
	uint32_t suspended_generation;
	size_t suspended_start;
	bool suspended_valid;
	bool suspend_busy;
	bool lend_off;
	bool scanning;         /* (scan_start below) */
	/* counts seek(), skip() and read(): a decode that finds it changed since it began (or its last window closed)
	 * leaves the offset where user code outside a window put it, the message's first byte too, whatever decodes that
	 * code ran meanwhile (msgpack_lib_unpacker_decode_moved()) */
	uint32_t moves;
	zval extensions;       /* type => Extension (UNDEF: none), shared with clones */
	msgpack_structures *structures; /* withStructures(): shared structures, held, or NULL */
	/* compact mode: the records the messages of this buffer defined so far (msgpackr's sequential form: a stream
	 * defines a record in the first message that uses it), for the messages after; NULL until the first */
	msgpack_lib_kept_records *kept;
	/* the windows of user code open on the object, innermost first (lib_buffer_unpacker_calls.c), or NULL */
	struct msgpack_lib_unpacker_window *window;
	zend_fiber_context *context; /* the Fiber (or main context) that moved the offset last (unwind()) */
	msgpack_suspended suspended;
	size_t reserve;        /* while depth > 0: the reservation budget of the unpack() in progress (see unpacker.c) */
	/* counts the times user code a decode ran left the offset elsewhere than where the decode goes on from (an extension
	 * reading more or less than its body, a conversion or autoloader reading ahead): that decode is not kept suspended */
	uint32_t user_moves;
	uint32_t replaced;     /* the generation set_buffer() began last (later ones: release()s'; MSGPACK_BU_SAME_BUFFER()) */
	size_t released;       /* the bytes release() dropped so far (msgpack_lib_unpacker_decoded_at()) */
	/* tryUnpack(): an incomplete message at scan_start, scanned up to scan_pos (scanning); with a scan error kept, the
	 * bytes from scan_start the last decode stopped short of (0: none), good while lib_looks is scan_looks (..._set_need()) */
	uint32_t scan_looks;
	size_t scan_start, scan_pos, scan_need;
	msgpack_scanner scanner;
	zend_object std;
} msgpack_lib_unpacker;

/* What lending pieces needs besides (lib_buffer_unpacker_pieces.c). */
typedef struct msgpack_lib_pieces {
	zend_string **history;    /* the bytes before the buffer, oldest first, held */
	uint32_t history_cap;
	msgpack_stitch stitch;    /* scratch for the unit a piece's end cut (msgpack_suspended_stitch()) */
} msgpack_lib_pieces;

static zend_always_inline msgpack_lib_unpacker *msgpack_lib_unpacker_fetch(zend_object *obj)
{
	return (msgpack_lib_unpacker *) ((char *) obj - offsetof(msgpack_lib_unpacker, std));
}

/*
 * One decode of the buffer. User code runs in the middle of it (extensions, destructors of values a duplicate map key
 * replaces, the BIGINT_AS_DEC class and its autoloader) and may replace or release the object's buffer, so the string
 * the decoder reads is held; the window that code runs in moves the decoder to the buffer it left. Had the buffer
 * changed otherwise (a destructor a cycle collection ran), the offset stays where that code left it, and the next
 * window is refused: its generation is not the decoder's (msgpack_lib_unpacker_window_open()).
 */
typedef struct {
	msgpack_decoder dec;   /* first: the ext hook finds this struct from its decoder */
	zend_string *pinned;   /* the string dec reads, held */
	msgpack_lib_kept_records *kept; /* the stream's records dec starts with and leaves its own in, held; or NULL */
	uint32_t generation;   /* the buffer generation dec's positions belong to */
	uint32_t moves;        /* the object's moves when it began or its last window closed */
	size_t released;       /* the object's released at that generation */
	size_t start;          /* the offset the decode started at, in the buffer of generation start_generation */
	/* a failed decode's: the offset the decoder began at (start, but for an item decoded within a call) */
	size_t from;
	uint32_t start_generation;
} msgpack_lib_unpacker_decoding;

/*
 * An extension's unpackExt() in progress (msgpack_frame): a fatal error there rolls the object back to the start of
 * the message, as tryUnpack() rolls back an incomplete one, and to the depth before the call. The next unpack()
 * reads that message again from its first byte, never from where the extension stopped.
 */
typedef struct {
	msgpack_frame frame;
	msgpack_lib_unpacker *bu;
	uint32_t depth;
	size_t start;
	uint32_t generation;
	/* tryUnpack()'s: the stream's records as they were at start, held (the messages it rolls back to read again find
	 * them so); NULL for the others */
	msgpack_lib_kept_records *kept;
} msgpack_lib_unpacker_frame;

/*
 * Whether this object reads the way the library's PHP code does, through its overrides (lib_buffer_unpacker_sub.c): its
 * class overrides one of msgpack_lib_unpacker_methods. Such an object never has compact mode (its constructor and
 * withStructures() refuse it: a compact message defines records and strings for the rest of the message, so one
 * decoder reads it whole, natively); the test stays for what a constructor left out (newInstanceWithoutConstructor()).
 */
static zend_always_inline bool msgpack_lib_unpacker_dispatches(const msgpack_lib_unpacker *bu)
{
	return UNEXPECTED(bu->overrides != 0) && !(bu->options & MSGPACK_LIB_UNPACK_COMPACT);
}

#define MSGPACK_LIB_UNPACKER_OVERRIDES(bu, method) (((bu)->overrides & (1u << (method))) != 0)

#define MSGPACK_BU_THIS() msgpack_lib_unpacker_fetch(Z_OBJ_P(ZEND_THIS))
#define MSGPACK_BU_DATA(bu) ((const unsigned char *) ZSTR_VAL((bu)->buffer))
#define MSGPACK_BU_LEN(bu) ZSTR_LEN((bu)->buffer)
#define MSGPACK_BU_SAME_BUFFER(bu, gen) ((uint32_t) ((bu)->replaced - (gen) - 1) >= (uint32_t) ((bu)->generation - (gen)))

/* ---- lib_buffer_unpacker.c --------------------------------------------------------------------------------------- */

/* Back to offset start of buffer generation, where a fatal error leaves the object; unwind(): where exit() or the
 * destruction of a Fiber suspended in user code ends the call, unless another context moved the offset since. */
void msgpack_lib_unpacker_rollback(msgpack_lib_unpacker *bu, size_t start, uint32_t generation);
void msgpack_lib_unpacker_unwind(msgpack_lib_unpacker *bu, size_t start, uint32_t generation);
msgpack_lib_unpacker *msgpack_lib_unpacker_this(zend_object *obj); /* for the methods that move the offset */
ZEND_COLD void msgpack_lib_unpacker_abandon(msgpack_frame *frame);

/* Registers the frame of a call that rolls the object back to (depth, start of generation) if a fatal error ends it. */
static zend_always_inline void msgpack_lib_unpacker_frame_enter(msgpack_lib_unpacker_frame *frame, msgpack_lib_unpacker *bu,
	uint32_t depth, size_t start, uint32_t generation)
{
	frame->bu = bu;
	frame->depth = depth;
	frame->start = start;
	frame->generation = generation;
	frame->kept = NULL;
	bu->context = EG(current_fiber_context);
	msgpack_frame_enter(&frame->frame, msgpack_lib_unpacker_abandon);
}

/*
 * exit() in user code, or a Fiber destroyed while suspended in it, unwinds like an exception but ends the work, as a
 * fatal error does: rolled back (msgpack_lib_unpacker_unwind()), where a user exception leaves the offset as it is.
 */
static zend_always_inline bool msgpack_lib_unpacker_unwinding(void)
{
	return EG(exception) && (zend_is_unwind_exit(EG(exception)) || zend_is_graceful_exit(EG(exception)));
}

/* The decoder's hooks that run user code (lib_buffer_unpacker_calls.c), set for each decode: an ext value's registered
 * extension (or the codec's own), a uint64 as GMP or Decimal, the destructor of a value a repeated key replaced. */
zend_result msgpack_lib_unpacker_ext_hook(msgpack_decoder *dec, zval *out, unsigned char lead, int8_t type,
	uint32_t len);
zend_result msgpack_lib_unpacker_bigint_gmp(msgpack_decoder *dec, zval *out, uint64_t value);
zend_result msgpack_lib_unpacker_bigint_decimal(msgpack_decoder *dec, zval *out, uint64_t value);
zend_result msgpack_lib_unpacker_release_replaced(msgpack_decoder *dec, zval *old);
/* tryUnpack()'s records back to kept, unless the buffer changed: returns the reference the caller drops. */
msgpack_lib_kept_records *msgpack_lib_unpacker_kept_back(msgpack_lib_unpacker *bu, msgpack_lib_kept_records *kept,
	uint32_t generation);
extern zend_string *msgpack_lib_str_unpack_ext;

/* How msgpack_lib_unpacker_decode() may treat an incomplete message (tryUnpack()). */
typedef enum {
	MSGPACK_LIB_DECODE_WHOLE,   /* fails */
	MSGPACK_LIB_DECODE_SUSPEND, /* may be suspended in bu->suspended */
	MSGPACK_LIB_DECODE_RESUME,  /* goes on with the one suspended there (and may be suspended again) */
} msgpack_lib_decode_mode;

/* A typed read's kind for msgpack_lib_unpacker_decode_ex(): any value. */
#define MSGPACK_LIB_ANY_KIND (-1)

/* One value at the offset, as mode allows; on FAILURE the caller raises (msgpack_lib_unpacker_raise()), unless out is
 * UNDEF: a typed read (kind) refused the value at the offset user code left, and threw. */
zend_result msgpack_lib_unpacker_decode_ex(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d, zval *out,
	msgpack_lib_decode_mode mode, int kind);

zend_result msgpack_lib_unpacker_decode_at(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d, zval *out,
	size_t pos, size_t start);

/* One value at the offset, whole; inline, as every value a subclass reads natively goes through it. */
static zend_always_inline zend_result msgpack_lib_unpacker_decode(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d,
	zval *out)
{
	return msgpack_lib_unpacker_decode_ex(bu, d, out, MSGPACK_LIB_DECODE_WHOLE, MSGPACK_LIB_ANY_KIND);
}

/* lib_buffer_unpacker_typed.c: whether the value at the offset is of kind (a msgpack_kind), else its first byte is
 * consumed and reported; whole: a value's reader, else a header's. */
bool msgpack_lib_unpacker_expect(msgpack_lib_unpacker *bu, int kind, bool whole);
/* unpack() of a typed read, whose kind msgpack_lib_unpacker_expect() found at the offset. */
zend_result msgpack_lib_unpacker_unpack_kind(zend_object *obj, zval *return_value, int kind);

/* ---- lib_buffer_unpacker_errors.c: a message that fails or ends early ----------------------------------------- */

/* Turns a failed decode into the library's exception, leaving the offset where the library leaves it. */
ZEND_COLD void msgpack_lib_unpacker_raise(msgpack_lib_unpacker *bu, const msgpack_lib_unpacker_decoding *d);
/* Raises the first error in order of the incomplete message at pos; false when user code would decide first. */
ZEND_COLD bool msgpack_lib_unpacker_raise_first(msgpack_lib_unpacker *bu, size_t pos);
/* The same, running that user code, where a decode in order cannot read on to the error; true when it raised. */
ZEND_COLD bool msgpack_lib_unpacker_raise_through(msgpack_lib_unpacker *bu, size_t start, size_t decoded);
/* Whether every registered extension is decoded by the codec itself (TimestampExtension): none runs user code. */
bool msgpack_lib_unpacker_extensions_native(const msgpack_lib_unpacker *bu);
/* Whether uint64 values above PHP_INT_MAX become what cannot fail (strings, GMP numbers through ext/gmp). */
bool msgpack_lib_unpacker_bigints_native(const msgpack_lib_unpacker *bu);

/* ---- lib_buffer_unpacker_pieces.c: pieces read where they are ---------------------------------------------------- */

/* Whether the object's bytes are in more than its buffer. */
static zend_always_inline bool msgpack_lib_unpacker_pieced(const msgpack_lib_unpacker *bu)
{
	return UNEXPECTED(bu->lent != NULL) || UNEXPECTED(bu->history_len != 0);
}

/* The object's bytes in a new string (joined()), or in one buffer again, positions kept (a no-op when they are). */
zend_string *msgpack_lib_unpacker_joined(const msgpack_lib_unpacker *bu);
/* Counts a look at where bu's bytes end by user code of a decode in progress on it (lib_looks), out of line. */
void msgpack_lib_unpacker_note_look(const msgpack_lib_unpacker *bu);
ZEND_COLD void msgpack_lib_unpacker_join_pieces(msgpack_lib_unpacker *bu);
static zend_always_inline void msgpack_lib_unpacker_join(msgpack_lib_unpacker *bu)
{
	if (msgpack_lib_unpacker_pieced(bu)) {
		msgpack_lib_unpacker_join_pieces(bu);
	}
}
/* Drops history and lent (a new buffer, or the object's end); pieces_free(): also what lending pieces kept (the end). */
void msgpack_lib_unpacker_pieces_drop(msgpack_lib_unpacker *bu);
void msgpack_lib_unpacker_pieces_free(msgpack_lib_unpacker *bu);
/* Pieces shorter than this are copied: lending them saves less than it costs. */
#define MSGPACK_LIB_LEND_MIN 128
/* The suspended message is the one at the offset, of this buffer, and its decode saw all of the buffer. */
static zend_always_inline bool msgpack_lib_unpacker_suspended_here(const msgpack_lib_unpacker *bu)
{
	return msgpack_suspended_active(&bu->suspended) && bu->suspended_valid
		&& bu->suspended_generation == bu->generation && bu->suspended_start == bu->offset
		&& bu->depth == 0 && !bu->suspend_busy;
}
/* append(): whether piece was lent (held, not copied), or taken as the buffer of an empty object. (Inline: once per
 * piece, in append().) */
static zend_always_inline bool msgpack_lib_unpacker_lend(msgpack_lib_unpacker *bu, zend_string *piece)
{
	if (MSGPACK_BU_LEN(bu) == 0 && !bu->lent && bu->depth == 0 && !bu->suspend_busy) {
		/* nothing to append to: the piece becomes the buffer (copied only if appended to) */
		zend_string_release(bu->buffer);
		bu->buffer = zend_string_copy(piece);
		bu->capacity = 0;
		return true;
	}
	if (bu->lent || bu->lend_off || ZSTR_LEN(piece) < MSGPACK_LIB_LEND_MIN
			|| !msgpack_lib_unpacker_suspended_here(bu) || bu->suspended.end_at != MSGPACK_BU_LEN(bu)
			/* no user code in its decodes: no extension, no conversion, no override, not compact mode */
			|| Z_TYPE(bu->extensions) != IS_UNDEF || bu->options != MSGPACK_LIB_BIGINT_STR || bu->overrides != 0) {
		return false;
	}
	if (!bu->pieces) {
		bu->pieces = ecalloc(1, sizeof(msgpack_lib_pieces));
	}
	bu->lent = zend_string_copy(piece);
	return true;
}
/* The lent piece's bytes copied into the buffer, as append() copies (no-op without one). */
void msgpack_lib_unpacker_take_lent(msgpack_lib_unpacker *bu);
/* The offset counted from the object's first byte (history included), for rollbacks across pieces. */
static zend_always_inline size_t msgpack_lib_unpacker_position(const msgpack_lib_unpacker *bu)
{
	return bu->history_bytes + bu->offset - bu->rope_back;
}
void msgpack_lib_unpacker_set_position(msgpack_lib_unpacker *bu, size_t position);
/* release() of an object with history or a lent piece: drops what is before the offset; returns how many bytes. */
size_t msgpack_lib_unpacker_release_pieces(msgpack_lib_unpacker *bu, size_t (*release_buffer)(msgpack_lib_unpacker *));
/*
 * tryUnpack() with a lent piece or a message begun in history: goes on with the suspended message over the lent piece
 * where it is, if it can (true: *next says what came of it, out the value); else (false) the object's bytes are put
 * back the way the rest of tryUnpack() reads them.
 */
bool msgpack_lib_unpacker_next_pieces(msgpack_lib_unpacker *bu, zval *out, const msgpack_options *opts,
	msgpack_lib_next *next);

/* lib_buffer_unpacker.c, for the above */
void msgpack_lib_unpacker_append(msgpack_lib_unpacker *bu, const char *data, size_t len);
uint32_t msgpack_lib_unpacker_compact_flags(const msgpack_lib_unpacker *bu);
/* The decoder's (and the scanner's) options for this object (inline: a resume in a lent piece takes them per piece). */
static zend_always_inline void msgpack_lib_unpacker_options(const msgpack_lib_unpacker *bu, msgpack_options *opts)
{
	opts->flags = UNEXPECTED(bu->options & MSGPACK_LIB_UNPACK_COMPACT) ? msgpack_lib_unpacker_compact_flags(bu)
		: MSGPACK_OPT_ASSOC | MSGPACK_OPT_STRICT_KEYS;
	opts->max_depth = msgpack_lib_max_depth();
	opts->allowed_classes = NULL;
	opts->structures = bu->structures;
	opts->notice = NULL;
}
void msgpack_lib_unpacker_suspended_drop(msgpack_lib_unpacker *bu);
/* A new buffer (the constructor, reset(), withBuffer()); a new stream forgets the old one's records. */
void msgpack_lib_unpacker_set_buffer(msgpack_lib_unpacker *bu, zend_string *buffer);
void msgpack_lib_unpacker_kept_drop(msgpack_lib_unpacker *bu);
void msgpack_lib_kept_release(msgpack_lib_kept_records *kept);
/* The records and bundled strings of the decode whose user code runs (the innermost window), which d, a decode that
 * code makes on the object, reads in and leaves its own in (msgpackr writes an extension's value inline, in the
 * message's): lent (held in d->kept), made at the first; give_back() once d succeeded. window_records() and
 * window_bundled() only look: NULL (false): no window, or its decode reads no records (has no bundle open). */
void msgpack_lib_unpacker_window_lend(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_decoding *d);
void msgpack_lib_unpacker_window_give_back(msgpack_lib_unpacker_decoding *d);
const msgpack_record_table *msgpack_lib_unpacker_window_records(const msgpack_lib_unpacker *bu);
bool msgpack_lib_unpacker_window_bundled(const msgpack_lib_unpacker *bu);

/* ---- lib_buffer_unpacker_sub.c: the library's dispatch through $this --------------------------------------------- */

/* One value (or a typed container) at the offset, read as the library's PHP code reads it. */
typedef zend_result (*msgpack_lib_unpacker_sub_fn)(msgpack_lib_unpacker *bu, uint32_t depth, zval *out);

zend_result msgpack_lib_unpacker_call_override(msgpack_lib_unpacker *bu, uint32_t depth, int method, zval *args,
	uint32_t argc, zval *rv);
zend_result msgpack_lib_unpacker_sub_value(msgpack_lib_unpacker *bu, uint32_t depth, zval *out);
zend_never_inline zend_result msgpack_lib_unpacker_sub_run(msgpack_lib_unpacker *bu, msgpack_lib_unpacker_sub_fn fn,
	zval *out);
zend_result msgpack_lib_unpacker_sub_typed_array(msgpack_lib_unpacker *bu, uint32_t depth, zval *out);
zend_result msgpack_lib_unpacker_sub_typed_map(msgpack_lib_unpacker *bu, uint32_t depth, zval *out);
zend_never_inline void msgpack_lib_unpacker_sub_try_unpack(msgpack_lib_unpacker *bu, zval *return_value);

#endif /* LIB_BUFFER_UNPACKER_H */
