/*
 * msgpack for PHP: streaming, the resumable extent scanner and the stream buffer (scanner.c). Codec layer
 * (docs/INTERNALS.md).
 */
#ifndef MSGPACK_SCANNER_H
#define MSGPACK_SCANNER_H

#include "msgpack_codec.h"
#include "msgpack_compact.h"

/* ---- streaming (scanner.c) ------------------------------------------------------------------------------------- */

/*
 * Resumable extent scanner: walks one message across any number of chunks to find where it ends, without building
 * values. It keeps only the number of items still expected in each open container and the field it waits for, so
 * nothing is allocated from a declared count: its stack grows with the nesting actually seen, bounded by max_depth.
 * Like PECL's parser it consumes whole fields only (a header, a length, a fixed-size scalar, a complete payload);
 * a field that has not fully arrived is left unconsumed for the next call.
 */
typedef enum {
	MSGPACK_SCAN_MORE,  /* the input ended inside the message (or before it began) */
	MSGPACK_SCAN_DONE,  /* the message ended; *consumed is just past it */
	MSGPACK_SCAN_ERROR, /* a byte that starts no value, nesting deeper than max_depth, or a key the
	                     * decoder refuses (msgpack_scanner.error), at *consumed; sticky */
} msgpack_scan_result;

#define MSGPACK_SCANNER_INLINE_DEPTH 16
#define MSGPACK_SCANNER_INLINE_OPEN 4

typedef struct {
	uint64_t *heap_stack;   /* per open container, innermost last: 2 x the items still expected, + 1 for a map
	                         * (its even counts are keys); NULL: inline_stack */
	uint32_t capacity;
	uint32_t depth;         /* open containers */
	uint32_t max_depth;
	uint8_t field;          /* the field being waited for; 0: the next byte starts an item */
	unsigned char code;     /* the lead byte of the item whose length field is waited for */
	msgpack_error error;    /* MSGPACK_ERR_PARSE, _DEPTH, _MAP_KEY or _INVALID (a malformed record) once failed */
	uint64_t need;          /* bytes that field needs */
	uint64_t inline_stack[MSGPACK_SCANNER_INLINE_DEPTH];
	/*
	 * Checks that fail a message before it has fully arrived, where the decoder would refuse it once complete (a
	 * streaming peer that sent something broken is told at once, not after its message "completes"):
	 * MSGPACK_OPT_STRICT_KEYS: a key of a type the MessagePack\ classes refuse.
	 */
	bool strict_keys;
	bool ext_keys;          /* MSGPACK_OPT_STRING_REFS: an ext key may be a string reference */
	bool arrays;            /* compact mode (records or string references) without MSGPACK_OPT_ARRAY_DEFS_TAKEN:
	                         * `c7 00 41` (an array definition, ext_array.c) and the item after it are one item */
	bool array_next;        /* the ext at the next byte is such a definition: the first of its two items */
	/*
	 * MSGPACK_OPT_SCAN_COMPACT (with records): more of what the decoder refuses in compact mode fails the scan
	 * (MSGPACK_ERR_INVALID) where the decoder fails reading the message in order: `d4 72` and a byte that is no record
	 * id, an id in the shared structures' range that they do not hold; and (refs: with string references and array
	 * definitions) a string or array reference to a number not defined before it, or to an array definition still open
	 * around it or whose value is no array or holds an object (refused_heap), or in a form the decoder refuses, as an
	 * array definition in another form than `c7 00 41`. None once a bundle opened: a decode of the message cut short
	 * stops there until the bundle's strings have arrived.
	 */
	bool judge;
	bool refs;
	/* and with strict keys: an ext key of a type that is no string form, once its type has arrived, as the decoder
	 * refuses it before any extension sees it */
	bool ext_keys_judged;
	uint32_t def_chain;     /* the next item is the value of this many innermost open array definitions (its kind
	                         * judged), each but the innermost the value of the one around it; 0: none */
	bool ext_objects;       /* MSGPACK_OPT_EXT_OBJECTS (read with open definitions): an ext of another type is an object */
	uint32_t open_len;      /* array definitions open around the scan (each a level of its own) */
	uint32_t open_capacity;
	uint32_t floor;         /* the innermost one's level, else 1 (msgpack_scanner_floor()) */
	uint64_t strings;       /* string definitions so far */
	uint64_t arrays_defined;
	uint64_t *open_heap;    /* the open definitions, innermost last: depth << 32 | number; NULL: open_inline */
	uint64_t open_inline[MSGPACK_SCANNER_INLINE_OPEN];
	/* A bit per array definition seen, by number: its value is known to be no array, so a reference to it fails as the
	 * decoder fails it. Words as definitions are numbered (each takes 4 input bytes at least); NULL: refused_inline. */
	uint64_t *refused_heap;
	uint64_t refused_inline;
	uint32_t refused_words;
	uint8_t mode;           /* the lead-byte table for the options (scanner.c) */
	/*
	 * MSGPACK_OPT_RECORDS: the bytes 0x40..0x7f may be record instances (one- or two-byte ids), `d4 72 ID` and
	 * `d5 72 ID HIGH` define one (msgpack_compact.h). The scanner knows each record by its field count.
	 */
	bool records;
	bool defining_two_byte;               /* the definition being read named a slot with a second byte */
	int defining;                         /* the record index a definition declared, until its names' array; -1 */
	int object_check;                     /* a definition whose first name is next: nil makes it an object record; -1 */
	/* A definition's names being read: the items of the container at this depth (0: none) while more than names_values
	 * are left, and those of the bundles among them, each one checked (msgpack_record_name_at()). Only a bundle opens
	 * a container there, so one definition at most has names open. */
	uint32_t names_depth;
	uint64_t names_values;
	uint64_t defined;                     /* the slots defined (in this message, or kept) */
	uint64_t two_byte;                    /* of them, those named with a second byte */
	uint32_t fields[MSGPACK_RECORD_IDS];  /* their field counts */
	HashTable *wide;                      /* field counts of records of index 64 and above this message defined */
	const msgpack_record_table *kept;     /* a stream's records (msgpack_scanner_keep_records()), or NULL */
	const msgpack_structures *structures; /* shared ones, or NULL */
	/*
	 * MSGPACK_OPT_BUNDLES (with records): msgpackr's bundled strings. An ext of type 0x62 and the item after it are one
	 * item (a container of the two); once one was met, 0xc1 and an integer are a string, and the message's value is
	 * followed by the bundle's two strings (its tail).
	 */
	bool bundles;
	bool bundle_next;     /* the ext at the next byte opened a bundle: it is the first of its two items */
	bool bundled;         /* the message opened a bundle */
	bool tail;            /* the message's value ended: the bundle's strings are being scanned */
	uint64_t tail_left;   /* ... items of them to come (kept here: outside any container) */
	uint64_t bundle_at;   /* where the last bundle said its strings are, from the message's first byte */
	uint64_t offset;      /* the message's bytes consumed by earlier calls (positions in it, for bundle_at) */
} msgpack_scanner;

/* Builds the scanner's lead-byte tables (MINIT). */
void msgpack_scanner_startup(void);
void msgpack_scanner_init(msgpack_scanner *s);
void msgpack_scanner_destroy(msgpack_scanner *s);
/* Starts a new message (clears any error) under opts (max_depth; records and shared structures). */
void msgpack_scanner_begin(msgpack_scanner *s, const msgpack_options *opts);
/* After msgpack_scanner_begin(): the message may name the records of kept, a stream's (msgpack_decoder_keep_records()),
 * which must not change until the message is scanned. */
void msgpack_scanner_keep_records(msgpack_scanner *s, const msgpack_record_table *kept);
/* After msgpack_scanner_begin(): the scan stands inside one more open container that expects items more items (keys
 * and values count for a map), the one in progress included; false (nothing changed) beyond max_depth. */
bool msgpack_scanner_push(msgpack_scanner *s, uint64_t items, bool map);
#ifdef MSGPACK_TEST_COUNTERS
void msgpack_scanner_copy(msgpack_scanner *dst, const msgpack_scanner *src);
#endif
/* Scans data[0..len) onward from where the last call stopped. */
msgpack_scan_result msgpack_scan(msgpack_scanner *s, const unsigned char *data, size_t len, size_t *consumed);

/* The first error of data[0..len) that a sequential reader meets before the end, or MSGPACK_OK (scanner.c). */
msgpack_error msgpack_scan_error(const msgpack_options *opts, const unsigned char *data, size_t len, size_t *offset);

/* Between items: whether the next one is a map key. */
static zend_always_inline bool msgpack_scanner_expects_key(const msgpack_scanner *s)
{
	const uint64_t *stack = s->heap_stack ? s->heap_stack : s->inline_stack;

	/* (an entry is twice the items left, + 1 for a map, whose keys come when an even number is left) */
	return s->depth > 0 && (stack[s->depth - 1] & 1) && !((stack[s->depth - 1] >> 1) & 1);
}

/* Whether a message has begun and not ended (some of its bytes are consumed). */
static zend_always_inline bool msgpack_scanner_busy(const msgpack_scanner *s)
{
	return s->depth != 0 || s->field != 0 || s->defining >= 0 || s->tail;
}

/*
 * Stream buffer: bytes fed in any pieces, handed out as complete messages (each one contiguous, to decode once with
 * msgpack_decoder_init() + msgpack_decode()). Consuming moves a head offset; the consumed front is dropped only when
 * it outweighs what remains, so the cost is O(total bytes) however the input is split. Bytes of a message that began
 * in caller-owned strings (msgpack_stream_next_in) are copied to pending.
 */
typedef struct {
	char *buf;
	size_t len;
	size_t cap;
	size_t head;        /* buf[head..len) is not consumed yet */
	size_t msg_start;   /* start in buf of the message in progress, unless in_pending */
	smart_str pending;  /* the consumed bytes of a message in progress that began outside buf */
	bool in_pending;
	msgpack_scanner scanner;
} msgpack_stream;

/* Buffers above this size are given back when little of them is in use. */
#define MSGPACK_STREAM_KEEP_CAPACITY (256 * 1024)

void msgpack_stream_init(msgpack_stream *st);
void msgpack_stream_destroy(msgpack_stream *st);
/* Adds bytes after the unconsumed ones. Invalidates message pointers handed out before. */
void msgpack_stream_append(msgpack_stream *st, const char *data, size_t len);
/* Makes room for len more bytes, so that appending them allocates nothing (the consumed front may be dropped, as
 * msgpack_stream_append() drops it). */
void msgpack_stream_reserve(msgpack_stream *st, size_t len);
/* Forgets the message in progress and any scan error: its consumed bytes are dropped, unconsumed ones stay. */
void msgpack_stream_discard(msgpack_stream *st);
/* Gives back the room of a large message that is gone (a buffer of more than 256 KiB little of which is live, the
 * pending bytes of none in progress), as appending the next bytes would. */
void msgpack_stream_shrink(msgpack_stream *st);
/*
 * Scans the buffered bytes for the end of the next message. DONE: *msg and *msg_len give its bytes (valid until the
 * stream is next changed) and the head is past it. MORE: the head is past every whole field scanned. ERROR: the head
 * is on the offending byte, st->scanner.error says why, and every call returns ERROR until msgpack_stream_discard().
 */
msgpack_scan_result msgpack_stream_next(msgpack_stream *st, const msgpack_options *opts, const char **msg,
	size_t *msg_len);
/*
 * The same over a caller's string from *offset (<= len), which is advanced like the head (PECL's direct mode). The
 * message in progress may have begun in earlier strings or in the buffer; *msg may point into str.
 */
msgpack_scan_result msgpack_stream_next_in(msgpack_stream *st, const msgpack_options *opts, const char *str, size_t len,
	size_t *offset, const char **msg, size_t *msg_len);

static zend_always_inline bool msgpack_stream_in_message(const msgpack_stream *st)
{
	return msgpack_scanner_busy(&st->scanner);
}

/* The bytes of the message in progress consumed so far; after ERROR, the offending byte's offset in its message. */
static zend_always_inline size_t msgpack_stream_message_offset(const msgpack_stream *st)
{
	if (st->in_pending) {
		return st->pending.s ? ZSTR_LEN(st->pending.s) : 0;
	}
	return st->head - st->msg_start;
}

#endif /* MSGPACK_SCANNER_H */
