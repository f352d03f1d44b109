/*
 * msgpack for PHP: streaming. A resumable extent scanner and the stream buffer built on it.
 *
 * A message that arrives in pieces is not decoded piece by piece: the scanner walks each new piece once to learn where
 * the message ends, keeping only the number of items still expected in each open container, and the complete message
 * is then decoded once by the ordinary decoder. So a message split into k chunks costs one scan and one decode, not k
 * decodes, and a half-received message never builds PHP values (no user code runs for it, nothing is allocated from
 * its declared counts).
 *
 * The stream keeps fed bytes in one buffer with a head offset: consuming a message only moves the head, and the
 * consumed front is dropped (memmove) only when it is at least as large as what remains, so many messages fed at once
 * cost O(total bytes). Bytes of a message that began in caller-owned strings (PECL's direct mode) are copied to a
 * pending buffer, since the caller may drop them once they are consumed.
 */

#include "msgpack_scanner.h"

/* ---- scanner --------------------------------------------------------------------------------------------------- */

/* What the scanner waits for when a field has not fully arrived (msgpack_scanner.field). */
enum {
	MSGPACK_SCAN_FIELD_NONE = 0, /* the next byte starts an item */
	MSGPACK_SCAN_FIELD_SKIP,     /* a scalar's data or a payload of need bytes; the item ends after it */
	MSGPACK_SCAN_FIELD_LENGTH,   /* the length or count field (need = its width) of the item msgpack_scanner.code starts */
};

/*
 * One table per option set, one entry per lead byte, all the scan loop asks of a byte in one load:
 * - bits 0..7: the size of an item the lead byte fixes whole (a scalar, a fix string, a fixext), which the loop skips in
 *   a few instructions; 0 sends the byte to the general path (containers, length fields, 0xc1, and the bytes a check
 *   concerns);
 * - bits 8..15: for a str or bin with a length field, 1 + its width: skipped on the general path's first test;
 * - bits 16..23: MSGPACK_SCAN_FLAG_* for the general path.
 * A check concerns a few lead bytes only, so valid data costs no test per item for a check that is off, and little for
 * one that is on. While a check waits for the next item (a record definition), the option set's "next" table
 * sends every byte to the general path.
 */
enum {
	MSGPACK_SCAN_TABLE_STRICT_KEYS = 1, /* bit: nil, bool, float, containers and ext may be keys to refuse */
	MSGPACK_SCAN_TABLE_RECORDS = 2,     /* bit: 0x40..0x7f may be record instances, d4/d5 record definitions, d6..d8
	                                     * bundles (MSGPACK_OPT_BUNDLES: any ext of 4 bytes or more) */
	MSGPACK_SCAN_TABLE_NEXT = 4,        /* bit: every byte to the general path */
	MSGPACK_SCAN_TABLES = 8,
};
enum {
	MSGPACK_SCAN_FLAG_NEVER_USED = 1, /* 0xc1 */
	MSGPACK_SCAN_FLAG_NO_KEY = 2,     /* a key MSGPACK_OPT_STRICT_KEYS refuses */
	MSGPACK_SCAN_FLAG_EXT_KEY = 4,    /* an ext key: refused unless it may be a string reference */
};
#define MSGPACK_SCAN_SIZE(info) ((info) & 0xff)
#define MSGPACK_SCAN_STRING(info) (((info) >> 8) & 0xff)
#define MSGPACK_SCAN_FLAGS(info) ((info) >> 16)
/* The largest item a lead byte sizes: a fixstr of 31 bytes. */
#define MSGPACK_SCAN_MAX_SIZE 32

static uint32_t msgpack_scan_tables[MSGPACK_SCAN_TABLES][256];
/* Bits 0..7 of those alone, for the loop's one load per item. */
static uint8_t msgpack_scan_sizes[MSGPACK_SCAN_TABLES][256];

void msgpack_scanner_startup(void)
{
	for (int code = 0; code < 256; code++) {
		const msgpack_wire_lead *lead = msgpack_wire_lead_of((unsigned char) code);
		uint32_t size = 0, string = 0, no_key = 0, never = 0;

		if (lead->kind == MSGPACK_KIND_NEVER_USED) {
			never = MSGPACK_SCAN_FLAG_NEVER_USED;
		} else if (!msgpack_wire_is_container(lead) && lead->width == 0) {
			size = lead->head + (uint32_t) msgpack_wire_body(lead, lead->len);
			ZEND_ASSERT(size <= MSGPACK_SCAN_MAX_SIZE);
		}
		if ((lead->kind == MSGPACK_KIND_STR || lead->kind == MSGPACK_KIND_BIN) && lead->width != 0) {
			string = lead->head;
		}
		if (lead->kind == MSGPACK_KIND_EXT) {
			no_key = MSGPACK_SCAN_FLAG_EXT_KEY;
		} else if (lead->kind == MSGPACK_KIND_NEVER_USED || lead->kind == MSGPACK_KIND_NIL || lead->kind == MSGPACK_KIND_BOOL
				|| lead->kind == MSGPACK_KIND_FLOAT || msgpack_wire_is_container(lead)) {
			no_key = MSGPACK_SCAN_FLAG_NO_KEY;
		}
		for (int table = 0; table < MSGPACK_SCAN_TABLES; table++) {
			bool checked = (table & MSGPACK_SCAN_TABLE_NEXT) != 0;
			uint32_t flags = never;
			if (table & MSGPACK_SCAN_TABLE_STRICT_KEYS) {
				checked |= no_key != 0;
				flags |= no_key;
			}
			if (table & MSGPACK_SCAN_TABLE_RECORDS) {
				checked |= (code >= MSGPACK_RECORD_ID_FIRST && code <= MSGPACK_WIRE_POSITIVE_FIXINT_MAX)
					|| code == MSGPACK_WIRE_FIXEXT1 || code == MSGPACK_WIRE_FIXEXT2 || code == MSGPACK_WIRE_FIXEXT4
					|| code == MSGPACK_WIRE_FIXEXT8 || code == MSGPACK_WIRE_FIXEXT16;
			}
			msgpack_scan_tables[table][code] = (checked ? 0 : size | string << 8) | flags << 16;
			msgpack_scan_sizes[table][code] = (uint8_t) MSGPACK_SCAN_SIZE(msgpack_scan_tables[table][code]);
		}
	}
}

#define MSGPACK_SCANNER_STACK(s) ((s)->heap_stack ? (s)->heap_stack : (s)->inline_stack)

/* A stack entry: twice the items a container still expects, plus 1 for a map (whose next item is a key when it
 * expects an even number). */
#define MSGPACK_SCAN_ITEM 2
#define MSGPACK_SCAN_IS_MAP 1

void msgpack_scanner_init(msgpack_scanner *s)
{
	s->heap_stack = NULL;
	s->capacity = MSGPACK_SCANNER_INLINE_DEPTH;
	s->depth = 0;
	s->max_depth = 0;
	s->field = MSGPACK_SCAN_FIELD_NONE;
	s->code = 0;
	s->error = MSGPACK_OK;
	s->need = 0;
	s->records = false;
	s->defining = -1;
	s->defining_two_byte = false;
	s->object_check = -1;
	s->names_depth = 0;
	s->names_values = 0;
	s->defined = s->two_byte = 0;
	s->wide = NULL;
	s->kept = NULL;
	s->structures = NULL;
	s->bundles = s->bundle_next = s->bundled = s->tail = false;
	s->array_next = false;
	s->tail_left = s->bundle_at = s->offset = 0;
	s->strict_keys = false;
	s->ext_keys = false;
	s->arrays = false;
	s->judge = s->refs = s->ext_keys_judged = false;
	s->open_len = 0;
	s->floor = 1;
	s->open_capacity = MSGPACK_SCANNER_INLINE_OPEN;
	s->open_heap = NULL;
	s->ext_objects = false;
	s->def_chain = 0;
	s->refused_heap = NULL;
	s->refused_inline = 0;
	s->refused_words = 1;
	s->strings = s->arrays_defined = 0;
	s->mode = 0;
}

static void msgpack_scanner_wide_free(msgpack_scanner *s)
{
	if (s->wide) {
		zend_array_destroy(s->wide);
		s->wide = NULL;
	}
}

void msgpack_scanner_destroy(msgpack_scanner *s)
{
	if (s->heap_stack) {
		efree(s->heap_stack);
	}
	if (s->open_heap) {
		efree(s->open_heap);
	}
	if (s->refused_heap) {
		efree(s->refused_heap);
	}
	msgpack_scanner_wide_free(s);
	msgpack_scanner_init(s);
}

/* A new message under the settings the scanner has. */
static void msgpack_scanner_restart(msgpack_scanner *s)
{
	s->depth = 0;
	s->field = MSGPACK_SCAN_FIELD_NONE;
	s->code = 0;
	s->error = MSGPACK_OK;
	s->need = 0;
	/* Records are defined per message (a stream's kept ones are given again: msgpack_scanner_keep_records()). */
	s->defining = -1;
	s->object_check = -1;
	s->names_depth = 0;
	s->defined = s->two_byte = 0;
	s->kept = NULL;
	msgpack_scanner_wide_free(s);
	s->bundle_next = s->bundled = s->tail = false;
	s->array_next = false;
	s->tail_left = s->bundle_at = s->offset = 0;
	/* (strings and arrays too: the decoder numbers them per message; a refused bit's word is cleared as its first
	 * definition opens) */
	s->strings = s->arrays_defined = 0;
	s->def_chain = 0;
	s->open_len = 0;
	s->floor = 1;
}

/* An ext type the decoder may take as a string key in compact mode (msgpack_decode_ext_key_may_be_string()). */
static zend_always_inline bool msgpack_scanner_string_ext(const msgpack_scanner *s, uint8_t type)
{
	return type == MSGPACK_EXT_STRING_DEF || type == MSGPACK_EXT_STRING_REF || (type == MSGPACK_EXT_BUNDLE && s->bundles);
}

void msgpack_scanner_begin(msgpack_scanner *s, const msgpack_options *opts)
{
	s->max_depth = opts->max_depth;
	s->records = (opts->flags & MSGPACK_OPT_RECORDS) != 0;
	s->structures = s->records ? opts->structures : NULL;
	s->bundles = s->records && (opts->flags & MSGPACK_OPT_BUNDLES);
	/* (with records too: a record stands where a key is as a fixint or an ext, which the decoder judges; a nil, bool,
	 * float or container key it refuses as it reads it in every mode, so a truncated message read in pieces fails
	 * there as a whole one does) */
	s->strict_keys = (opts->flags & MSGPACK_OPT_STRICT_KEYS) != 0;
	s->ext_keys = (opts->flags & MSGPACK_OPT_STRING_REFS) != 0;
	/* (with records too: PECL's readers scan with the flags they write, and decode with every compact form) */
	s->arrays = (s->ext_keys || s->records) && !(opts->flags & MSGPACK_OPT_ARRAY_DEFS_TAKEN);
	/* (with records: only their table sends every ext to the general path, where references are judged) */
	s->judge = (opts->flags & MSGPACK_OPT_SCAN_COMPACT) && s->records;
	s->refs = s->judge && s->ext_keys && s->arrays;
	s->ext_keys_judged = s->refs && s->strict_keys;
	/* (used only with open definitions, which only refs count) */
	s->ext_objects = (opts->flags & MSGPACK_OPT_EXT_OBJECTS) != 0;
	s->mode = (uint8_t) ((s->strict_keys ? MSGPACK_SCAN_TABLE_STRICT_KEYS : 0)
		| (s->records ? MSGPACK_SCAN_TABLE_RECORDS : 0));
	msgpack_scanner_restart(s);
}

/*
 * The scanner's word arrays (its container stack, the open array definitions, the refused bits) start inline in the
 * scanner and move to the heap when they outgrow it: heap grown to capacity words, or first made from the inline ones.
 */
static zend_never_inline uint64_t *msgpack_scanner_words_grow(uint64_t *heap, const uint64_t *inline_words,
	size_t inline_count, uint32_t capacity)
{
	if (heap) {
		return safe_erealloc(heap, capacity, sizeof(uint64_t), 0);
	}
	heap = safe_emalloc(capacity, sizeof(uint64_t), 0);
	memcpy(heap, inline_words, inline_count * sizeof(uint64_t));
	return heap;
}

/*
 * Room for one more open container; only called below max_depth, so the stack never outgrows it. By half again: the
 * scan of a failed decode's first error runs beside what that decode made, within the decode's bound.
 */
static zend_never_inline uint64_t *msgpack_scanner_grow(msgpack_scanner *s)
{
	uint32_t capacity = s->capacity + s->capacity / 2;

	if (capacity > s->max_depth) {
		capacity = s->max_depth;
	}
	s->heap_stack = msgpack_scanner_words_grow(s->heap_stack, s->inline_stack,
		sizeof(s->inline_stack) / sizeof(uint64_t), capacity);
	s->capacity = capacity;
	return s->heap_stack;
}

/*
 * After msgpack_scanner_begin(): one more open container, inside those pushed before, expecting items more items (the
 * one in progress included; a map counts keys and values). So a scan can begin where a suspended decode stopped,
 * inside the containers it left open, instead of going over the message from its start (msgpack_suspended_scanner()).
 */
bool msgpack_scanner_push(msgpack_scanner *s, uint64_t items, bool map)
{
	if (s->depth >= s->max_depth || items == 0 || items > UINT64_MAX / MSGPACK_SCAN_ITEM) {
		return false;
	}
	/* What the message defined before is unknown here: its references are not judged. */
	s->refs = false;
	uint64_t *stack = s->depth + 1 > s->capacity ? msgpack_scanner_grow(s) : MSGPACK_SCANNER_STACK(s);

	stack[s->depth++] = items * MSGPACK_SCAN_ITEM + map;
	return true;
}

#ifdef MSGPACK_TEST_COUNTERS
/* A copy of src with a stack of its own (test builds: a scan compared with another one; not with records). */
void msgpack_scanner_copy(msgpack_scanner *dst, const msgpack_scanner *src)
{
	ZEND_ASSERT(src->wide == NULL && src->open_heap == NULL && src->refused_heap == NULL);
	*dst = *src;
	if (src->heap_stack) {
		dst->heap_stack = safe_emalloc(src->capacity, sizeof(uint64_t), 0);
		memcpy(dst->heap_stack, src->heap_stack, sizeof(uint64_t) * src->capacity);
	}
}
#endif

void msgpack_scanner_keep_records(msgpack_scanner *s, const msgpack_record_table *kept)
{
	s->kept = kept;
	s->defined = kept->defined;
	s->two_byte = kept->two_byte;
	for (uint64_t defined = kept->defined; defined; defined &= defined - 1) {
		uint32_t i = msgpack_lowest_bit(defined);
		s->fields[i] = kept->slots[i]->values;
	}
}

/* The field count of record index (>= 64): defined in this message, kept, or shared; false: no such record. */
static bool msgpack_scanner_wide_fields(const msgpack_scanner *s, uint32_t index, uint64_t *fields)
{
	zval *count;
	const msgpack_record *record;

	if (s->wide && (count = zend_hash_index_find(s->wide, index)) != NULL) {
		*fields = (uint64_t) Z_LVAL_P(count);
		return true;
	}
	if (s->kept && (record = msgpack_record_table_wide(s->kept, index)) != NULL) {
		*fields = record->values;
		return true;
	}
	if (s->structures && index < s->structures->committed) {
		*fields = s->structures->records[index].values;
		return true;
	}
	return false;
}

/* Record index has count fields (this message defined it). */
static void msgpack_scanner_set_fields(msgpack_scanner *s, uint32_t index, uint64_t count, bool two_byte)
{
	if (index < MSGPACK_RECORD_IDS) {
		uint64_t bit = UINT64_C(1) << index;
		s->fields[index] = (uint32_t) count;
		s->defined |= bit;
		s->two_byte = two_byte ? s->two_byte | bit : s->two_byte & ~bit;
		return;
	}
	zval zcount;
	if (!s->wide) {
		s->wide = zend_new_array(8);
	}
	ZVAL_LONG(&zcount, (zend_long) count);
	zend_hash_index_update(s->wide, index, &zcount);
}

/*
 * The array of names after a record definition: record s->defining has that many fields, and the item (names, then
 * the first instance's values) is one container of twice as many items.
 */
static uint64_t msgpack_scanner_define(msgpack_scanner *s, uint64_t names, uint32_t depth)
{
	uint32_t index = (uint32_t) s->defining;

	msgpack_scanner_set_fields(s, index, names, s->defining_two_byte);
	s->defining = -1;
	/* the container this opens, one level deeper, begins with the names */
	s->names_depth = names > 0 ? depth + 1 : 0;
	s->names_values = names;
	/* A nil first name makes it an object record, whose instances hold two values fewer (msgpack_compact.h). */
	s->object_check = names >= 2 ? (int) index : -1;
	return names * 2;
}

/* Record index, just defined with count >= 2 names, is an object record: its instances hold two values fewer. */
static void msgpack_scanner_object_record(msgpack_scanner *s, uint32_t index)
{
	if (index < MSGPACK_RECORD_IDS) {
		s->fields[index] -= 2;
	} else {
		zval *count = zend_hash_index_find(s->wide, index);
		Z_LVAL_P(count) -= 2;
	}
}

/*
 * The level at or below which the end of a container is looked at (container_done): that of the innermost array
 * definition open (msgpack_scanner.refs), whose end lets it be referenced; else 1, the message's own.
 */
static zend_always_inline uint32_t msgpack_scanner_floor(const msgpack_scanner *s)
{
	const uint64_t *open = s->open_heap ? s->open_heap : s->open_inline;

	return s->open_len ? (uint32_t) (open[s->open_len - 1] >> 32) : 1;
}

/*
 * An array definition opens its level at depth (msgpack_scanner.refs): numbered, and open until that level ends. Each
 * open one holds a level below max_depth, so the list never outgrows max_depth entries.
 */
static zend_never_inline void msgpack_scanner_open_def(msgpack_scanner *s, uint32_t depth)
{
	if (s->open_len == s->open_capacity) {
		uint32_t capacity = MIN(s->open_capacity * 2, s->max_depth);

		s->open_heap = msgpack_scanner_words_grow(s->open_heap, s->open_inline,
			sizeof(s->open_inline) / sizeof(uint64_t), capacity);
		s->open_capacity = capacity;
	}
	uint64_t *open = s->open_heap ? s->open_heap : s->open_inline;
	/* (numbers past 32 bits would take a message of 16 GiB of definitions: the decoder's are 32-bit too) */
	uint32_t number = (uint32_t) s->arrays_defined;
	open[s->open_len++] = (uint64_t) depth << 32 | number;
	s->arrays_defined++;
	s->floor = depth;
	if ((number & 63) == 0) {
		/* A word of refused bits for this definition and the 63 after it: a definition takes 4 input bytes at least,
		 * so the words take 1/32 of the message at most (the decoder's table, 4 times the message). */
		uint32_t word = number >> 6;
		if (word >= s->refused_words) {
			uint32_t words = MAX(s->refused_words * 2, word + 1);
			s->refused_heap = msgpack_scanner_words_grow(s->refused_heap, &s->refused_inline, 1, words);
			s->refused_words = words;
		}
		*(s->refused_heap ? &s->refused_heap[word] : &s->refused_inline) = 0;
	}
}

static zend_always_inline uint64_t *msgpack_scanner_refused_word(msgpack_scanner *s, uint32_t number)
{
	return s->refused_heap ? &s->refused_heap[number >> 6] : &s->refused_inline;
}

/*
 * The value of the innermost open array definitions begins with code at p (msgpack_scanner.def_chain): one that is no
 * array (nil, a bool, a number, a string, a string definition or reference) is never shared, so a reference to any of
 * them fails. A definition (its `c7 00 41`, met again as its own ext) lengthens the chain: its value is theirs. An ext
 * of another type (an Extension's value may be an array: msgpack_scanner_defs_hold_object() judges it), a container, a
 * record: no bit, a reference left to the decoder. WAIT: the ext's type byte has not arrived.
 */
static msgpack_record_name msgpack_scanner_def_value(msgpack_scanner *s, unsigned char code,
	const msgpack_wire_lead *lead, const unsigned char *p, size_t avail)
{
	bool refused;

	switch (lead->kind) {
		case MSGPACK_KIND_NIL:
		case MSGPACK_KIND_BOOL:
		case MSGPACK_KIND_FLOAT:
		case MSGPACK_KIND_STR:
		case MSGPACK_KIND_BIN:
			refused = true;
			break;
		case MSGPACK_KIND_INT:
			/* (0x40..0x7f may be a record's instance, a map: unless it names no record, judged as an int) */
			refused = code < MSGPACK_RECORD_ID_FIRST || code > MSGPACK_WIRE_POSITIVE_FIXINT_MAX
				|| (!(s->defined & (UINT64_C(1) << (code - MSGPACK_RECORD_ID_FIRST)))
					&& !(s->structures && (uint32_t) (code - MSGPACK_RECORD_ID_FIRST) < s->structures->max));
			break;
		case MSGPACK_KIND_EXT:
			if (avail <= lead->head) {
				return MSGPACK_RECORD_NAME_WAIT;
			}
			if (code == MSGPACK_WIRE_EXT8 && p[1] == 0 && p[2] == MSGPACK_EXT_ARRAY_DEF) {
				/* the chain goes on: its own ext will extend it */
				return MSGPACK_RECORD_NAME_OK;
			}
			refused = p[lead->head] == MSGPACK_EXT_STRING_DEF || p[lead->head] == MSGPACK_EXT_STRING_REF;
			break;
		default:
			refused = false;
			break;
	}
	if (refused) {
		/* (a chain is the innermost definitions: a leaf ends them at once, so the walk below meets none of them) */
		const uint64_t *open = s->open_heap ? s->open_heap : s->open_inline;
		for (uint32_t i = s->open_len - s->def_chain; i < s->open_len; i++) {
			uint32_t number = (uint32_t) open[i];
			*msgpack_scanner_refused_word(s, number) |= UINT64_C(1) << (number & 63);
		}
	}
	s->def_chain = 0;
	return MSGPACK_RECORD_NAME_OK;
}

/*
 * An object (msgpack_scanner.ext_objects: an ext of a type not compact mode's) inside the open array definitions: none
 * of them is shared. Their bits are set innermost first, up to one set already: its own enclosing ones were set with it
 * (only these set a bit while a definition is open around another, the kinds above being leaves), so each bit is set
 * once, whatever the number of objects.
 */
static zend_never_inline void msgpack_scanner_defs_hold_object(msgpack_scanner *s)
{
	const uint64_t *open = s->open_heap ? s->open_heap : s->open_inline;

	for (uint32_t i = s->open_len; i > 0; i--) {
		uint32_t number = (uint32_t) open[i - 1];
		uint64_t bit = UINT64_C(1) << (number & 63), *word = msgpack_scanner_refused_word(s, number);
		if (*word & bit) {
			break;
		}
		*word |= bit;
	}
}

/* An ext type whose values are objects where no extension takes any (compact mode's own are strings, arrays, maps). */
static zend_always_inline bool msgpack_scanner_object_ext(unsigned char type)
{
	return type != MSGPACK_EXT_STRING_DEF && type != MSGPACK_EXT_STRING_REF && type != MSGPACK_EXT_ARRAY_DEF
		&& type != MSGPACK_EXT_ARRAY_REF && type != MSGPACK_EXT_RECORD && type != MSGPACK_EXT_BUNDLE;
}

/* Whether array definition number id is open (its numbers grow inward: a binary search). */
static bool msgpack_scanner_def_open(const msgpack_scanner *s, uint32_t id)
{
	const uint64_t *open = s->open_heap ? s->open_heap : s->open_inline;
	uint32_t low = 0, high = s->open_len;

	while (low < high) {
		uint32_t mid = low + (high - low) / 2;
		uint32_t number = (uint32_t) open[mid];
		if (number == id) {
			return true;
		}
		if (number < id) {
			low = mid + 1;
		} else {
			high = mid;
		}
	}
	return false;
}

/*
 * An ext of compact mode's string and array types at p, its head and type byte here (msgpack_scanner.refs): a
 * definition is counted, a reference judged as the decoder judges it (ext_string.c, ext_array.c): a body of 1, 2 or 4
 * bytes naming a string defined before it, or an array whose definition is complete. An array definition is `c7 00 41`
 * (here only as its own ext, inside the level it opened). WAIT: a reference's body has not arrived (nothing counted).
 */
static msgpack_record_name msgpack_scanner_compact_ext(msgpack_scanner *s, const msgpack_wire_lead *lead,
	const unsigned char *p, size_t avail)
{
	unsigned char type = p[lead->head];
	uint32_t len;

	if (type == MSGPACK_EXT_STRING_DEF) {
		s->strings++;
		return MSGPACK_RECORD_NAME_OK;
	}
	if (type != MSGPACK_EXT_STRING_REF && type != MSGPACK_EXT_ARRAY_REF && type != MSGPACK_EXT_ARRAY_DEF) {
		return MSGPACK_RECORD_NAME_OK;
	}
	len = msgpack_wire_length(lead, p);
	if (type == MSGPACK_EXT_ARRAY_DEF) {
		return *p == MSGPACK_WIRE_EXT8 && len == 0 ? MSGPACK_RECORD_NAME_OK : MSGPACK_RECORD_NAME_REFUSED;
	}
	if (len != 1 && len != 2 && len != 4) {
		return MSGPACK_RECORD_NAME_REFUSED;
	}
	if (avail - (lead->head + 1) < len) {
		return MSGPACK_RECORD_NAME_WAIT;
	}
	uint32_t id = msgpack_wire_load_field(p + lead->head + 1, (uint8_t) len);
	if (type == MSGPACK_EXT_STRING_REF) {
		return id < s->strings ? MSGPACK_RECORD_NAME_OK : MSGPACK_RECORD_NAME_REFUSED;
	}
	return id < s->arrays_defined && !msgpack_scanner_def_open(s, id)
		&& !(*msgpack_scanner_refused_word(s, id) & (UINT64_C(1) << (id & 63)))
		? MSGPACK_RECORD_NAME_OK : MSGPACK_RECORD_NAME_REFUSED;
}

/* The table for the next item: the general path for every byte while a check waits for it. */
static zend_always_inline unsigned msgpack_scanner_table(const msgpack_scanner *s)
{
	return s->defining >= 0 || s->object_check >= 0 || s->names_depth != 0 || s->def_chain != 0
		? s->mode | MSGPACK_SCAN_TABLE_NEXT : s->mode;
}

/* Whether two str values begin at p and end by end, as a bundle's strings inside the next bundle's body must. */
static bool msgpack_scanner_bundle_strs_inside(const unsigned char *p, const unsigned char *end)
{
	for (int i = 0; i < 2; i++) {
		if (p >= end) {
			return false;
		}
		const msgpack_wire_lead *lead = msgpack_wire_lead_of(*p);
		if (lead->kind != MSGPACK_KIND_STR || (size_t) (end - p) < lead->head
				|| (size_t) (end - p) - lead->head < msgpack_wire_length(lead, p)) {
			return false;
		}
		p += lead->head + msgpack_wire_length(lead, p);
	}
	return true;
}

msgpack_scan_result msgpack_scan(msgpack_scanner *s, const unsigned char *data, size_t len, size_t *consumed)
{
	const unsigned char *p = data;
	const unsigned char *end = data + len;
	uint64_t *stack = MSGPACK_SCANNER_STACK(s);
	uint32_t depth = s->depth;
	const uint32_t max_depth = s->max_depth;
	/*
	 * The innermost open container lives in these two while the loop runs (its stack entry is written back when the
	 * call returns), so ending an item is a decrement in a register. Outside any container, left is 1: the message.
	 */
	uint64_t left = depth > 0 ? stack[depth - 1] / MSGPACK_SCAN_ITEM : s->tail ? s->tail_left : 1;
	bool in_map = depth > 0 && (stack[depth - 1] & MSGPACK_SCAN_IS_MAP);
	uint64_t need = s->need;
	uint64_t count;
	uint64_t length;
	uint8_t field = s->field;
	unsigned char code = s->code;
	const msgpack_wire_lead *lead;
	unsigned mode = msgpack_scanner_table(s);
	const unsigned next = s->mode | MSGPACK_SCAN_TABLE_NEXT;
	const uint32_t *table = msgpack_scan_tables[mode];
	const uint8_t *sizes = msgpack_scan_sizes[mode];
#define MSGPACK_SCAN_USE(m) (mode = (m), table = msgpack_scan_tables[mode], sizes = msgpack_scan_sizes[mode])
	const bool records = s->records;
	/* (in a register: container_done compares each ending level with it, as with the message's own) */
	uint32_t floor = s->floor;
	/* p < far: the rest holds any item its lead byte sizes */
	const unsigned char *far = len > MSGPACK_SCAN_MAX_SIZE ? end - MSGPACK_SCAN_MAX_SIZE : data;
	msgpack_scan_result result;
	uint32_t info;
	size_t size;

	if (UNEXPECTED(s->error != MSGPACK_OK)) {
		*consumed = 0;
		return MSGPACK_SCAN_ERROR;
	}
	if (field != MSGPACK_SCAN_FIELD_NONE) {
		goto field;
	}

	for (;;) {
		if (EXPECTED(!(mode & (MSGPACK_SCAN_TABLE_RECORDS | MSGPACK_SCAN_TABLE_NEXT)))) {
			/*
			 * Far from the end, every item its lead byte sizes is all here: no test of the length left. No check
			 * concerns a fixint, a fixstr or a str 8 in these tables, and their sizes are read off the bytes
			 * themselves: the scan is a chain of loads (each item's position depends on the one before), and a
			 * table load per item would put a second load on it.
			 */
			while (EXPECTED(p < far)) {
				code = *p;
				if (msgpack_wire_is_positive_fixint(code)) {
					size = 1;
				} else if (msgpack_wire_is_fixstr(code)) {
					size = 1 + msgpack_wire_fixstr_len(code);
				} else if (code == MSGPACK_WIRE_STR8) {
					size = 2 + (size_t) p[1];
					if (UNEXPECTED((size_t) (end - p) < size)) {
						goto general;
					}
				} else {
					size = sizes[code];
					if (UNEXPECTED(size == 0)) {
						goto general;
					}
				}
				p += size;
				if (UNEXPECTED(--left == 0)) {
					goto container_done;
				}
			}
		} else {
			while (EXPECTED(p < far)) {
				/* as above, but a check may concern any byte: the table says */
				code = *p;
				size = sizes[code];
				if (UNEXPECTED(size == 0)) {
					goto general;
				}
				p += size;
				if (UNEXPECTED(--left == 0)) {
					goto container_done;
				}
			}
		}
		if (p >= end) {
			break;
		}
		code = *p;
		size = sizes[code];
		if (EXPECTED(size != 0) && EXPECTED((size_t) (end - p) >= size)) {
			/* An item its lead byte sizes, all here. */
			p += size;
			goto item_done;
		}

general:
		if (UNEXPECTED(s->names_depth != 0)) {
			/* A definition's names: each one checked at its first byte, as the decoder checks it (a bundle's ext and
			 * the value it wraps, a level deeper, included). */
			if (depth > s->names_depth || (depth == s->names_depth && left > s->names_values)) {
				msgpack_record_name name = code == MSGPACK_WIRE_NIL && s->object_check >= 0 ? MSGPACK_RECORD_NAME_OK
					: msgpack_record_name_at(p, (size_t) (end - p));
				if (name == MSGPACK_RECORD_NAME_WAIT) {
					break;
				}
				if (name == MSGPACK_RECORD_NAME_REFUSED) {
					s->error = MSGPACK_ERR_INVALID;
					goto error;
				}
			} else {
				/* the names are over: the first value, or past the definition (an object record of no value) */
				s->names_depth = 0;
				MSGPACK_SCAN_USE(msgpack_scanner_table(s));
			}
		}
		if (UNEXPECTED(mode == next) && s->def_chain != 0) {
			/* An array definition's value (its table is the next one): a reference to it is judged by its kind. */
			if (msgpack_scanner_def_value(s, code, msgpack_wire_lead_of(code), p, (size_t) (end - p))
					== MSGPACK_RECORD_NAME_WAIT) {
				break;
			}
			MSGPACK_SCAN_USE(msgpack_scanner_table(s));
		}
		info = table[code];
		/* The general path: strings with a length field, containers, items cut by the end of the input, the checks. */
		size = MSGPACK_SCAN_STRING(info);
		if (EXPECTED(size != 0) && EXPECTED((size_t) (end - p) >= size)) {
			/* a str or bin, which no check concerns: skipped at once when all here (the length compared with what
			 * follows the head, not added to it: a 32-bit size_t would wrap past 4 GiB) */
			uint32_t body = msgpack_wire_load_field(p + 1, (uint8_t) (size - 1));
			if (EXPECTED((size_t) (end - p) - size >= body)) {
				p += size + body;
				goto item_done;
			}
		}
		lead = msgpack_wire_lead_of(code);
		if (UNEXPECTED(MSGPACK_SCAN_FLAGS(info) != 0)) {
			/* (the key first: 0xc1 as a key is a key the library refuses) */
			/* (a record definition's array of names is part of the key the definition began) */
			if (in_map && !(left & 1) && (MSGPACK_SCAN_FLAGS(info) & (MSGPACK_SCAN_FLAG_NO_KEY | MSGPACK_SCAN_FLAG_EXT_KEY))
					&& ((MSGPACK_SCAN_FLAGS(info) & MSGPACK_SCAN_FLAG_NO_KEY) || !s->ext_keys) && s->defining < 0
					/* (0xc1 may be a bundled string, a key the decoder takes: judged below) */
					&& !(code == MSGPACK_WIRE_NEVER_USED && s->bundles)) {
				/* A key the decoder will refuse: said now, not once the rest of the message has arrived. */
				s->error = MSGPACK_ERR_MAP_KEY;
				goto error;
			}
			if (UNEXPECTED(MSGPACK_SCAN_FLAGS(info) & MSGPACK_SCAN_FLAG_NEVER_USED)) {
				if (s->bundled) {
					/* a bundled string: 0xc1 and the integer after it, whole */
					if (end - p < 2) {
						break;
					}
					lead = msgpack_wire_lead_of(p[1]);
					if (lead->kind != MSGPACK_KIND_INT) {
						s->error = MSGPACK_ERR_INVALID;
						goto error;
					}
					if ((size_t) (end - p) < 1 + (size_t) lead->head) {
						break;
					}
					/* (the checks below, for an item that does not reach them: a definition wants its names' array;
					 * as a definition's first name, a string: not an object record's nil) */
					if (UNEXPECTED(s->defining >= 0)) {
						s->error = MSGPACK_ERR_INVALID;
						goto error;
					}
					if (s->object_check >= 0) {
						s->object_check = -1;
						MSGPACK_SCAN_USE(msgpack_scanner_table(s));
					}
					p += 1 + lead->head;
					goto item_done;
				}
				s->error = MSGPACK_ERR_PARSE;
				goto error;
			}
		}
		if (UNEXPECTED(code == MSGPACK_WIRE_EXT8) && s->arrays && s->defining < 0) {
			/* Whole heads only: an array definition is `c7 00 41` exactly. */
			if ((size_t) (end - p) < 3) {
				break;
			}
			if (p[1] == 0 && p[2] == MSGPACK_EXT_ARRAY_DEF) {
				if (s->array_next) {
					/* the definition's own ext, inside the container its wrapper opened; its value is next */
					s->array_next = false;
					if (s->refs) {
						s->def_chain++;
						MSGPACK_SCAN_USE(next);
					}
				} else {
					if (s->ext_keys_judged && in_map && !(left & 1)) {
						/* A definition where a key is: an ext key of no string type, which the decoder refuses at its
						 * head (as in the checks below, which this one does not reach) */
						s->error = MSGPACK_ERR_MAP_KEY;
						goto error;
					}
					/* The ext and the value it numbers: one item, a level deeper, as the decoder reads it. */
					if (UNEXPECTED(depth >= max_depth)) {
						goto depth_error;
					}
					s->array_next = true;
					if (s->refs) {
						msgpack_scanner_open_def(s, depth + 1);
						floor = depth + 1;
					}
					count = 2;
					goto container;
				}
			}
		}
		if (UNEXPECTED(mode == next) || UNEXPECTED(records)) {
			goto checks;
		}
checked:
		size = MSGPACK_SCAN_SIZE(msgpack_scan_tables[0][code]);
		if (size != 0) {
			if ((size_t) (end - p) >= size) {
				/* sized by its lead byte, here for a check */
				p += size;
				goto item_done;
			}
		} else if (!msgpack_wire_is_container(lead)) {
			if (lead->width != 0 && (size_t) (end - p) > lead->width) {
				/* a length field: skipped at once when all here */
				/* (in 64 bits: an ext 32's body is its length and the type byte, up to 4 GiB) */
				uint64_t whole = lead->head + msgpack_wire_body(lead, msgpack_wire_load_field(p + 1, lead->width));
				if ((uint64_t) (end - p) >= whole) {
					p += (size_t) whole;
					goto item_done;
				}
			}
		} else if (UNEXPECTED(depth >= max_depth)) {
			/* The depth does not depend on the count: refuse at the header byte, whatever the container's size. */
			goto depth_error;
		}
		p++;
		if (lead->width != 0) {
			/* The header byte is consumed; the length field after it may be cut by the end of the input. */
			need = lead->width;
			field = MSGPACK_SCAN_FIELD_LENGTH;
			goto field;
		}
		/* The code carries the count or length, or the scalar's data has a fixed size. */
		if (msgpack_wire_is_container(lead)) {
			count = msgpack_wire_items(lead, lead->len);
			if (UNEXPECTED(s->defining >= 0)) {
				count = msgpack_scanner_define(s, count, depth);
				MSGPACK_SCAN_USE(msgpack_scanner_table(s));
			}
			goto container;
		}
		need = (uint64_t) (lead->head - 1) + msgpack_wire_body(lead, lead->len);
		if (need == 0) {
			goto item_done;
		}
		field = MSGPACK_SCAN_FIELD_SKIP;
		goto field;

checks:
		/* A check waits for this item, or compact mode's records may start here. */
		if (UNEXPECTED(records)) {
			/* Compact mode: a record's definition or instance, else the item as usual. */
			if (UNEXPECTED(s->object_check >= 0)) {
				/* The first name of the definition just opened (the innermost container). */
				if (code == MSGPACK_WIRE_NIL) {
					msgpack_scanner_object_record(s, (uint32_t) s->object_check);
					left -= 2;
					s->names_values -= 2;
				}
				s->object_check = -1;
			}
			if (UNEXPECTED(s->defining >= 0) && lead->kind != MSGPACK_KIND_ARRAY) {
				/* A definition must be followed by the array of its field names. */
				s->error = MSGPACK_ERR_INVALID;
				goto error;
			}
			if (lead->kind == MSGPACK_KIND_EXT && s->bundles) {
				if (s->bundle_next) {
					/* the bundle's own ext, inside the container its wrapper opened */
					s->bundle_next = false;
				} else {
					/* Whole heads only: the type byte decides (and for a bundle, the offset of its strings after it). */
					if ((size_t) (end - p) <= lead->head) {
						break;
					}
					if (p[lead->head] == MSGPACK_EXT_BUNDLE) {
						uint64_t len = msgpack_wire_length(lead, p);
						if (len < 4) {
							/* (too short for its offset: refused as it is, not waited on for bytes it does not have) */
							s->error = MSGPACK_ERR_INVALID;
							goto error;
						}
						if ((size_t) (end - p) < (size_t) lead->head + 5) {
							break;
						}
						/* Where its strings are, checked as the decoder checks it: after its own body, and the strings of
						 * the bundle before inside that body (the message's last bundle: msgpack_scanner_bundle_end()). */
						uint64_t body = s->offset + (uint64_t) (p - data) + lead->head + 1;
						uint64_t offset = msgpack_load32(p + lead->head + 1);
						if (offset < len || (s->bundled && (s->bundle_at < body + 4 || s->bundle_at >= body + len))) {
							s->error = MSGPACK_ERR_INVALID;
							goto error;
						}
						if (s->bundled) {
							/* The strings of the bundle before, whole inside this body (the decoder reads them when that
							 * bundle opens, where it cannot tell them from a truncated message's): once the body is here. */
							if ((uint64_t) (end - p) < lead->head + 1 + len) {
								break;
							}
							if (!msgpack_scanner_bundle_strs_inside(data + (s->bundle_at - s->offset),
									data + (body - s->offset) + len)) {
								s->error = MSGPACK_ERR_INVALID;
								goto error;
							}
						}
						/* The ext and the value it stands for: one item, a level deeper, as the decoder reads it. */
						if (UNEXPECTED(depth >= max_depth)) {
							goto depth_error;
						}
						s->bundle_at = body + offset;
						s->bundled = s->bundle_next = true;
						count = 2;
						goto container;
					}
				}
			}
			if (msgpack_wire_is_positive_fixint(code) && code >= MSGPACK_RECORD_ID_FIRST) {
				uint32_t slot = (uint32_t) code - MSGPACK_RECORD_ID_FIRST;
				uint64_t bit = UINT64_C(1) << slot;
				bool two_byte;
				if (s->defined & bit) {
					count = s->fields[slot];
					two_byte = (s->two_byte & bit) != 0;
				} else if (s->structures && slot < s->structures->committed) {
					/* (the committed lists, as the decoder reads them) */
					count = s->structures->records[slot].values;
					two_byte = slot >= MSGPACK_RECORD_TWO_BYTE_MIN;
				} else if (s->judge && !s->bundled && s->structures && slot < s->structures->max) {
					/* In the shared structures' range, a list they do not hold (yet): the decoder refuses it. */
					s->error = MSGPACK_ERR_INVALID;
					goto error;
				} else {
					/* The integer (or, in the shared structures' range, an id the decoder refuses). */
					p++;
					goto item_done;
				}
				if (two_byte) {
					/* Whole ids only: the high byte too. */
					if (end - p < 2) {
						break;
					}
					if (p[1] != 0 && !msgpack_scanner_wide_fields(s, msgpack_record_two_byte_index(slot, p[1]), &count)) {
						/* an id no record has: the decoder refuses it */
						s->error = MSGPACK_ERR_INVALID;
						goto error;
					}
				}
				if (UNEXPECTED(s->strict_keys) && in_map && !(left & 1)) {
					/* A record instance where a key is: a map, which the decoder refuses there once it is read. */
					s->error = MSGPACK_ERR_MAP_KEY;
					goto error;
				}
				if (UNEXPECTED(depth >= max_depth)) {
					goto depth_error;
				}
				p += 1 + two_byte;
				goto container;
			}
			if (code == MSGPACK_WIRE_FIXEXT2) {
				/* Whole tokens only: `d5 72 ID HIGH`, a definition in a two-byte id, waits for all four bytes. */
				if (end - p < 2 || (p[1] == MSGPACK_EXT_RECORD && end - p < 4)) {
					break;
				}
				if (p[1] == MSGPACK_EXT_RECORD) {
					if (p[2] < MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_TWO_BYTE_MIN
							|| p[2] >= MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS) {
						s->error = MSGPACK_ERR_INVALID;
						goto error;
					}
					if (UNEXPECTED(s->strict_keys) && in_map && !(left & 1)) {
						/* a record definition where a key is: its first instance, a map (see above) */
						s->error = MSGPACK_ERR_MAP_KEY;
						goto error;
					}
					s->defining = (int) msgpack_record_two_byte_index(p[2] - MSGPACK_RECORD_ID_FIRST, p[3]);
					s->defining_two_byte = p[3] == 0;
					MSGPACK_SCAN_USE(next);
					p += 4;
					continue;
				}
			}
			if (code == MSGPACK_WIRE_FIXEXT1) {
				/* Whole tokens only: `d4 TYPE BYTE` is left for the next call until all three bytes are here. */
				if (end - p < 3) {
					if (end - p == 2 && s->ext_keys_judged && !s->bundled && in_map && !(left & 1)
							&& !msgpack_scanner_string_ext(s, p[1])) {
						/* an ext key of no string type (a record's `d4 72` too): refused at its head, as below */
						s->error = MSGPACK_ERR_MAP_KEY;
						goto error;
					}
					break;
				}
				if (p[1] == MSGPACK_EXT_RECORD && p[2] >= MSGPACK_RECORD_ID_FIRST
						&& p[2] < MSGPACK_RECORD_ID_FIRST + MSGPACK_RECORD_IDS) {
					if (UNEXPECTED(s->strict_keys) && in_map && !(left & 1)) {
						/* a record definition where a key is: its first instance, a map (see above) */
						s->error = MSGPACK_ERR_MAP_KEY;
						goto error;
					}
					/* The names' array and the first instance's values follow as parts of this item. */
					s->defining = p[2] - MSGPACK_RECORD_ID_FIRST;
					s->defining_two_byte = false;
					MSGPACK_SCAN_USE(next);
					p += 3;
					continue;
				}
				if (p[1] == MSGPACK_EXT_RECORD && s->judge && !s->bundled) {
					/* `d4 72` with a byte that is no record id: the decoder refuses it */
					s->error = MSGPACK_ERR_INVALID;
					goto error;
				}
			}
			if (lead->kind == MSGPACK_KIND_EXT && s->refs && !s->bundled) {
				/* Whole heads only, as above; and a reference's body. */
				msgpack_record_name ext;
				if ((size_t) (end - p) <= lead->head) {
					break;
				}
				if (s->ext_keys_judged && in_map && !(left & 1) && !msgpack_scanner_string_ext(s, p[lead->head])) {
					/* An ext key of a type that is no string form: the decoder refuses it at its head, before its body
					 * or an extension registered for its type (msgpack_decode_strict_pair()). */
					s->error = MSGPACK_ERR_MAP_KEY;
					goto error;
				}
				if ((ext = msgpack_scanner_compact_ext(s, lead, p, (size_t) (end - p))) == MSGPACK_RECORD_NAME_WAIT) {
					break;
				}
				if (ext == MSGPACK_RECORD_NAME_REFUSED) {
					s->error = MSGPACK_ERR_INVALID;
					goto error;
				}
				if (s->open_len != 0 && s->ext_objects && msgpack_scanner_object_ext(p[lead->head])) {
					msgpack_scanner_defs_hold_object(s);
				}
			}
		}
		if (mode == next) {
			/* the check that waited for this item is done */
			MSGPACK_SCAN_USE(msgpack_scanner_table(s));
		}
		goto checked;

field:
		if ((uint64_t) (end - p) < need) {
			/* Whole fields only: an incomplete one is left for the next call. */
			break;
		}
		if (field == MSGPACK_SCAN_FIELD_SKIP) {
			p += need;
			field = MSGPACK_SCAN_FIELD_NONE;
			goto item_done;
		}
		/* MSGPACK_SCAN_FIELD_LENGTH of the item that code starts */
		lead = msgpack_wire_lead_of(code);
		length = msgpack_wire_load_field(p, lead->width);
		p += lead->width;
		field = MSGPACK_SCAN_FIELD_NONE;
		if (msgpack_wire_is_container(lead)) {
			count = msgpack_wire_items(lead, length);
			if (UNEXPECTED(s->defining >= 0)) {
				count = msgpack_scanner_define(s, count, depth);
				MSGPACK_SCAN_USE(msgpack_scanner_table(s));
			}
			goto container;
		}
		need = msgpack_wire_body(lead, length);
		if (need == 0) {
			goto item_done;
		}
		field = MSGPACK_SCAN_FIELD_SKIP;
		goto field;

container:
		if (count == 0) {
			goto item_done;
		}
		/* The enclosing container's state goes to the stack; room for the new one's is kept for the return. */
		if (UNEXPECTED(depth + 1 > s->capacity)) {
			stack = msgpack_scanner_grow(s);
		}
		if (depth > 0) {
			stack[depth - 1] = left * MSGPACK_SCAN_ITEM + in_map;
		}
		depth++;
		left = count;
		/* a map, or an array or a record's values (their keys are in its definition) */
		in_map = lead->kind == MSGPACK_KIND_MAP;
		continue;

item_done:
		/* One item ended: it may end its container, and that one its own, up to the message itself. */
		if (EXPECTED(--left != 0)) {
			continue;
		}
container_done:
		for (;;) {
			if (UNEXPECTED(depth <= floor)) {
				if (depth > 1) {
					/* The innermost open array definition's level ended: it may be referenced from here on. */
					s->open_len--;
					floor = s->floor = msgpack_scanner_floor(s);
				} else {
					if (UNEXPECTED(s->bundled) && !s->tail) {
						/* The value is complete; the last bundle's two strings end the message, where it said they are. */
						if (s->offset + (uint64_t) (p - data) != s->bundle_at) {
							s->error = MSGPACK_ERR_INVALID;
							goto error;
						}
						s->tail = true;
						depth = 0;
						left = 2;
						in_map = false;
						break;
					}
					depth = 0;
					field = MSGPACK_SCAN_FIELD_NONE;
					need = 0;
					s->tail = s->bundled = false;
					result = MSGPACK_SCAN_DONE;
					goto out;
				}
			}
			depth--;
			left = stack[depth - 1] / MSGPACK_SCAN_ITEM;
			in_map = stack[depth - 1] & MSGPACK_SCAN_IS_MAP;
			if (--left != 0) {
				break;
			}
		}
	}
	result = MSGPACK_SCAN_MORE;
	goto out;

depth_error:
	s->error = MSGPACK_ERR_DEPTH;
error:
	/* The offending byte is not consumed; the error stays until msgpack_scanner_begin(). */
	field = MSGPACK_SCAN_FIELD_NONE;
	code = 0;
	need = 0;
	result = MSGPACK_SCAN_ERROR;
out:
	if (depth > 0) {
		stack[depth - 1] = left * MSGPACK_SCAN_ITEM + in_map;
	} else if (s->tail) {
		s->tail_left = left;
	}
	s->offset += (uint64_t) (p - data);
	s->depth = depth;
	s->field = field;
	s->code = code;
	s->need = need;
	*consumed = (size_t) (p - data);
	MSGPACK_COUNT(scanned_bytes, *consumed);
	return result;
#undef MSGPACK_SCAN_USE
}

/*
 * After the decoder ran out of input: the first error a sequential reader meets in data[0..len) before the end, which
 * the decoder did not reach (it refuses a count larger than the bytes left before reading on), or MSGPACK_OK. So an
 * incomplete message reports a bad byte or key as PECL's parser and the library report it, not as truncated.
 */
msgpack_error msgpack_scan_error(const msgpack_options *opts, const unsigned char *data, size_t len, size_t *offset)
{
	msgpack_scanner s;
	msgpack_error error = MSGPACK_OK;
	size_t consumed;

	msgpack_scanner_init(&s);
	msgpack_scanner_begin(&s, opts);
	if (msgpack_scan(&s, data, len, &consumed) == MSGPACK_SCAN_ERROR) {
		error = s.error;
		*offset = consumed;
	}
	msgpack_scanner_destroy(&s);
	return error;
}

/* ---- stream buffer --------------------------------------------------------------------------------------------- */

void msgpack_stream_init(msgpack_stream *st)
{
	st->buf = NULL;
	st->len = 0;
	st->cap = 0;
	st->head = 0;
	st->msg_start = 0;
	st->pending.s = NULL;
	st->pending.a = 0;
	st->in_pending = false;
	msgpack_scanner_init(&st->scanner);
}

void msgpack_stream_destroy(msgpack_stream *st)
{
	if (st->buf) {
		efree(st->buf);
	}
	smart_str_free(&st->pending);
	msgpack_scanner_destroy(&st->scanner);
	msgpack_stream_init(st);
}

/* The consumed front (keep bytes) goes, the live bytes after it move to the buffer's start. */
static void msgpack_stream_drop_front(msgpack_stream *st, size_t keep, size_t live)
{
	if (live > 0) {
		memmove(st->buf, st->buf + keep, live);
		MSGPACK_COUNT(stream_moved, live);
	}
	st->len = live;
	st->head -= keep;
	st->msg_start = st->msg_start >= keep ? st->msg_start - keep : 0;
}

/* Room for twice what the buffer needs (need bytes), no less than it keeps; recorded once the buffer has it (the
 * reallocation may end the request). */
static void msgpack_stream_downsize(msgpack_stream *st, size_t need)
{
	size_t cap = MAX(need * 2, MSGPACK_STREAM_KEEP_CAPACITY);

	st->buf = erealloc(st->buf, cap);
	st->cap = cap;
}

/* First byte that must be kept: the start of a message in progress whose bytes are in buf, else the head. */
static zend_always_inline size_t msgpack_stream_keep(const msgpack_stream *st)
{
	return msgpack_stream_in_message(st) && !st->in_pending ? st->msg_start : st->head;
}

void msgpack_stream_reserve(msgpack_stream *st, size_t len)
{
	size_t keep = msgpack_stream_keep(st);
	size_t live = st->len - keep;

	if (len == 0) {
		return;
	}
	/*
	 * Drop the consumed front when it is at least as large as what remains: each dropped byte pays for moving at most
	 * one live byte, so compaction costs O(total bytes fed) however the input is split.
	 */
	if (keep > 0 && keep >= live) {
		msgpack_stream_drop_front(st, keep, live);
		if (st->cap > MSGPACK_STREAM_KEEP_CAPACITY && (live + len) * 4 < st->cap) {
			/* A large message has gone; do not hold its memory for the small ones that follow. */
			msgpack_stream_downsize(st, live + len);
		}
	}
	if (UNEXPECTED(len > st->cap - st->len)) {
		size_t need = zend_safe_address_guarded(1, st->len, len);
		size_t cap = st->cap < 4096 ? 4096 : st->cap;

		while (cap < need) {
			cap = zend_safe_address_guarded(2, cap, 0);
		}
		st->buf = erealloc(st->buf, cap);
		st->cap = cap;
	}
}

void msgpack_stream_append(msgpack_stream *st, const char *data, size_t len)
{
	if (len == 0) {
		return;
	}
	msgpack_stream_reserve(st, len);
	memcpy(st->buf + st->len, data, len);
	st->len += len;
}

void msgpack_stream_shrink(msgpack_stream *st)
{
	if (st->pending.s && !st->in_pending && st->pending.a > MSGPACK_STREAM_KEEP_CAPACITY) {
		smart_str_free(&st->pending);
	}
	size_t keep = msgpack_stream_keep(st);
	size_t live = st->len - keep;

	if (st->cap <= MSGPACK_STREAM_KEEP_CAPACITY || live * 4 >= st->cap) {
		return;
	}
	/* (one move of less than a quarter of the room, which bytes fed before filled) */
	if (keep > 0) {
		msgpack_stream_drop_front(st, keep, live);
	}
	msgpack_stream_downsize(st, live);
}

/* Forgets a message in progress; the bytes of it already consumed are dropped, the rest stays. */
void msgpack_stream_discard(msgpack_stream *st)
{
	msgpack_scanner_restart(&st->scanner);
	st->msg_start = st->head;
	st->in_pending = false;
	if (st->pending.s) {
		ZSTR_LEN(st->pending.s) = 0;
	}
}

static void msgpack_stream_start(msgpack_stream *st, const msgpack_options *opts)
{
	msgpack_scanner_begin(&st->scanner, opts);
	st->in_pending = false;
	if (st->pending.s) {
		if (st->pending.a > MSGPACK_STREAM_KEEP_CAPACITY) {
			smart_str_free(&st->pending);
		} else {
			ZSTR_LEN(st->pending.s) = 0;
		}
	}
}

msgpack_scan_result msgpack_stream_next(msgpack_stream *st, const msgpack_options *opts, const char **msg,
	size_t *msg_len)
{
	msgpack_scan_result result;
	size_t consumed;

	if (UNEXPECTED(st->scanner.error != MSGPACK_OK)) {
		return MSGPACK_SCAN_ERROR;
	}
	if (!msgpack_stream_in_message(st)) {
		if (st->head == st->len) {
			/* Everything consumed: rewind for free. */
			st->head = st->len = st->msg_start = 0;
			return MSGPACK_SCAN_MORE;
		}
		msgpack_stream_start(st, opts);
		st->msg_start = st->head;
	}
	result = msgpack_scan(&st->scanner, (const unsigned char *) st->buf + st->head, st->len - st->head, &consumed);
	if (st->in_pending && consumed > 0) {
		msgpack_smart_str_reserve(&st->pending, consumed);
		smart_str_appendl(&st->pending, st->buf + st->head, consumed);
		MSGPACK_COUNT(stream_moved, consumed);
	}
	st->head += consumed;
	if (result == MSGPACK_SCAN_DONE) {
		if (st->in_pending) {
			*msg = ZSTR_VAL(st->pending.s);
			*msg_len = ZSTR_LEN(st->pending.s);
		} else {
			*msg = st->buf + st->msg_start;
			*msg_len = st->head - st->msg_start;
		}
		st->msg_start = st->head;
	}
	return result;
}

msgpack_scan_result msgpack_stream_next_in(msgpack_stream *st, const msgpack_options *opts, const char *str, size_t len,
	size_t *offset, const char **msg, size_t *msg_len)
{
	msgpack_scan_result result;
	size_t from = *offset;
	size_t consumed;
	bool started_here = false;

	ZEND_ASSERT(from <= len);
	if (UNEXPECTED(st->scanner.error != MSGPACK_OK)) {
		return MSGPACK_SCAN_ERROR;
	}
	if (!msgpack_stream_in_message(st)) {
		msgpack_stream_start(st, opts);
		st->msg_start = st->head;
		started_here = true;
	} else if (!st->in_pending) {
		/* The message began in buf: from now on its bytes are collected in pending. */
		msgpack_smart_str_reserve(&st->pending, st->head - st->msg_start);
		smart_str_appendl(&st->pending, st->buf + st->msg_start, st->head - st->msg_start);
		MSGPACK_COUNT(stream_moved, st->head - st->msg_start);
		st->in_pending = true;
		st->msg_start = st->head;
	}
	result = msgpack_scan(&st->scanner, (const unsigned char *) str + from, len - from, &consumed);
	*offset = from + consumed;
	if (result == MSGPACK_SCAN_DONE && started_here) {
		/* The whole message is in the caller's string: no copy. */
		*msg = str + from;
		*msg_len = consumed;
		return result;
	}
	if (consumed > 0) {
		msgpack_smart_str_reserve(&st->pending, consumed);
		smart_str_appendl(&st->pending, str + from, consumed);
		MSGPACK_COUNT(stream_moved, consumed);
		st->in_pending = true;
	}
	if (result == MSGPACK_SCAN_DONE) {
		*msg = ZSTR_VAL(st->pending.s);
		*msg_len = ZSTR_LEN(st->pending.s);
	}
	return result;
}
