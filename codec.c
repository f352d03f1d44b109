/*
 * msgpack for PHP: what the encoder, the decoder and the scanner share at run time (codec layer; docs/INTERNALS.md).
 *
 * The C stack bounds the codec checks at every nesting level (per thread, and per Fiber on PHP 8.2, which has no
 * engine stack limit), the hook that abandons the calls in progress on a fatal error, and the per-request caches it
 * releases when the request ends.
 */

#include "msgpack_decoder.h"
#include "msgpack_encoder.h"
#include "zend_fibers.h"
#include "zend_observer.h"
#include "zend_exceptions.h"
#include "SAPI.h"
#include "ext/standard/basic_functions.h"
#ifdef HAVE_PTHREAD_H
# include <pthread.h>
#endif
#ifdef __linux__
# include <limits.h>
# include <sys/resource.h>
# include <sys/syscall.h>
# include <unistd.h>
# ifdef HAVE_SYS_AUXV_H
#  include <sys/auxv.h>
# endif
#endif

/*
 * The per-thread state (msgpack_codec.h); the module entry points the engine at it. On a cache line's boundary: its
 * fields are laid out by lines (the settings, the frames and lib_looks in the first; the key cache's 16-byte slots each
 * within one line), which a start 32 bytes into a line split in two (each streaming call then touched two lines for
 * the first one's fields, and a quarter of the key cache's slots lay across two lines).
 */
#ifndef ZTS
ZEND_SET_ALIGNED(64, zend_msgpack_globals msgpack_globals);
#else
ZEND_DECLARE_MODULE_GLOBALS(msgpack)
#endif

/* The exception classes both front ends throw (msgpack_codec.h); the module registers them. */
zend_class_entry *msgpack_ce_packing_failed;
zend_class_entry *msgpack_ce_unpacking_failed;
zend_class_entry *msgpack_ce_insufficient_data;

/* ---- C stack limit --------------------------------------------------------------------------------------------- */

/* Stack kept free below the codec's deepest frame, for the calls it makes there (allocator, error handlers). */
#define MSGPACK_STACK_RESERVE (256 * 1024)

#ifdef __linux__
/* The size a stack without RLIMIT_STACK is assumed to have (the engine assumes the same). */
# define MSGPACK_STACK_UNLIMITED (8 * 1024 * 1024)

/*
 * The main thread's stack where nothing else can tell its bounds. glibc finds them in /proc/self/maps, and so does
 * PHP 8.3+'s engine: without /proc (a minimal container) PHP 8.2 knew no limit at all, and the engine assumes 8 MiB
 * below where it started, whatever `ulimit -s` says, so deep nesting overflowed a smaller stack. The kernel lets the
 * main stack grow until it spans RLIMIT_STACK below its top, so its bottom follows from where its top is:
 * - exec copies the file name it was given (AT_EXECFN) first, right below the top: the top is the page boundary after
 *   that name (at most PATH_MAX bytes) and the null word above it;
 * - without getauxval(), an upper bound: exec refuses argument and environment strings (with their pointers) beyond a
 *   quarter of the limit (always allowing 128 KiB, never more than 6 MiB); the file name, the auxiliary vector and
 *   the frames from the process's entry down to here (a few KiB in every SAPI) fit in 64 KiB more.
 * Returns the stack's size and sets *bottom no lower than its real bottom and *floor below that (a position under
 * *floor is on another stack, not ours to judge), or returns 0: not the main thread (pthreads finds other threads'
 * stacks without /proc), a Fiber's stack, or a stack exec did not make (AT_EXECFN not just above it).
 */
static size_t msgpack_stack_guess(uintptr_t *bottom, uintptr_t *floor)
{
	char probe;
	uintptr_t sp = (uintptr_t) &probe, top = 0, execfn = 0;
	struct rlimit rlim;
	size_t size;

	if (EG(active_fiber) || getpid() != (pid_t) syscall(SYS_gettid) || getrlimit(RLIMIT_STACK, &rlim) != 0) {
		return 0;
	}
	size = rlim.rlim_cur == RLIM_INFINITY || rlim.rlim_cur > SIZE_MAX / 2 ? MSGPACK_STACK_UNLIMITED : (size_t) rlim.rlim_cur;
# if defined(HAVE_GETAUXVAL) && defined(HAVE_SYS_AUXV_H) && defined(AT_EXECFN)
	execfn = (uintptr_t) getauxval(AT_EXECFN);
# endif
	if (execfn) {
		uintptr_t page = (uintptr_t) sysconf(_SC_PAGESIZE);

		if (execfn <= sp || execfn - sp >= size || page == 0 || (page & (page - 1)) != 0) {
			return 0;
		}
		top = (execfn + PATH_MAX + 2 * sizeof(void *) + page - 1) & ~(page - 1);
	}
	if (!top) {
		top = sp + MAX(MIN(size / 4, 6 * 1024 * 1024), 128 * 1024) + 64 * 1024;
	}
	if (top < size || top - size >= sp) {
		return 0;
	}
	*bottom = top - size;
	*floor = sp > size ? sp - size : 0;
	return size;
}
#endif

#ifndef ZEND_CHECK_STACK_LIMIT
/*
 * PHP 8.2 has no engine stack limit, so the codec finds its own: the thread's stack from pthreads, and inside a Fiber
 * the Fiber's stack, whose bounds are the first two members of zend_fiber_stack (opaque in 8.2's headers; its layout
 * begins with them in every release that has Fibers).
 */
typedef struct {
	void *pointer; /* lowest usable address */
	size_t size;
} msgpack_fiber_stack;

/*
 * The stack kept free on a stack of size bytes. A small stack (threads of ZTS servers and musl systems have 128 KiB to
 * 512 KiB, `ulimit -s` can set anything) keeps a quarter: nesting then fails sooner, with the usual error, where
 * leaving no limit at all let a deep value overflow it.
 */
static size_t msgpack_stack_reserve(size_t size)
{
	return MIN(MSGPACK_STACK_RESERVE, size / 4);
}

void msgpack_stack_limit_init(void)
{
	uintptr_t limit = 0, bottom = 0;

	if (!MSGPACK_G(stack_limit_known)) {
# if defined(HAVE_PTHREAD_GETATTR_NP)
		pthread_attr_t attr;
		void *low;
		size_t size;

		if (pthread_getattr_np(pthread_self(), &attr) == 0) {
			if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > 0) {
				bottom = (uintptr_t) low;
				limit = bottom + msgpack_stack_reserve(size);
			}
			pthread_attr_destroy(&attr);
		}
# elif defined(HAVE_PTHREAD_GET_STACKADDR_NP)
		pthread_t self = pthread_self();
		size_t size = pthread_get_stacksize_np(self);

		if (size > 0) {
			bottom = (uintptr_t) pthread_get_stackaddr_np(self) - size;
			limit = bottom + msgpack_stack_reserve(size);
		}
# endif
# ifdef __linux__
		/* glibc needs /proc for the main thread's stack: estimate it instead (see msgpack_stack_guess()). */
		if (!limit) {
			uintptr_t guessed_bottom;
			size_t guessed_size = msgpack_stack_guess(&guessed_bottom, &bottom);

			if (guessed_size) {
				limit = guessed_bottom + msgpack_stack_reserve(guessed_size);
			}
		}
# endif
		/* Unknown (0) leaves max_depth as the only bound. */
		MSGPACK_G(main_stack_limit) = limit;
		MSGPACK_G(main_stack_bottom) = limit ? bottom : 0;
		MSGPACK_G(stack_limit_known) = true;
	}
	MSGPACK_G(stack_context) = NULL; /* found again on first use, for whichever Fiber runs then */
	MSGPACK_G(stack_limit) = 0;
	MSGPACK_G(stack_bottom) = 0;
}

void msgpack_stack_limit_switch(void)
{
	const zend_fiber_context *ctx = EG(current_fiber_context);
	uintptr_t limit = MSGPACK_G(main_stack_limit), bottom = MSGPACK_G(main_stack_bottom);

	if (!MSGPACK_G(stack_limit_known)) {
		msgpack_stack_limit_init();
		limit = MSGPACK_G(main_stack_limit);
		bottom = MSGPACK_G(main_stack_bottom);
	}
	if (ctx && ctx != EG(main_fiber_context) && ctx->stack) {
		const msgpack_fiber_stack *stack = (const msgpack_fiber_stack *) ctx->stack;
		bottom = (uintptr_t) stack->pointer;
		limit = bottom + msgpack_stack_reserve(stack->size);
	}
	MSGPACK_G(stack_context) = ctx;
	MSGPACK_G(stack_limit) = limit;
	MSGPACK_G(stack_bottom) = bottom;
}

/*
 * Every Fiber switch forgets the stack found for the context switched from: a finished Fiber's context may be freed
 * and its address reused by a new Fiber with another stack, so the context pointer alone cannot tell stacks apart.
 */
static void msgpack_stack_fiber_switch(zend_fiber_context *from, zend_fiber_context *to)
{
	(void) from;
	(void) to;
	MSGPACK_G(stack_context) = NULL;
}

bool msgpack_stack_below_limit(uintptr_t sp)
{
	/* Below the bottom of the stack we know is another stack (a coroutine library's): not ours to judge. */
	return sp >= MSGPACK_G(stack_bottom);
}
#else
/*
 * PHP 8.3+: the engine's limit holds, except on the thread's own stack where the engine has none (checks off with
 * zend.max_allowed_stack_size=-1) or a made-up one (the stack was not found: 8 MiB below where the engine started).
 * There the codec takes its own, found once per thread, and tells that stack by EG(stack_base): the engine sets it
 * to the running Fiber's stack, which always has a real limit, and restores the thread's value when the Fiber yields.
 * An explicit zend.max_allowed_stack_size is left to the engine.
 */
void msgpack_stack_limit_init(void)
{
	zend_long max_size = EG(max_allowed_stack_size);
	uintptr_t bottom = 0, floor = 0, limit;
	bool found = false;

	if (MSGPACK_G(stack_limit_known) || EG(active_fiber)) {
		return;
	}
	MSGPACK_G(stack_limit_known) = true;
	MSGPACK_G(stack_context) = MSGPACK_STACK_ENGINE;
	if (max_size == ZEND_MAX_ALLOWED_STACK_SIZE_UNCHECKED && EG(call_stack).base) {
		/* Checks off, but the engine found the stack. */
		floor = bottom = (uintptr_t) EG(call_stack).base - EG(call_stack).max_size;
		found = true;
	} else if (max_size == ZEND_MAX_ALLOWED_STACK_SIZE_UNCHECKED
		|| (max_size == ZEND_MAX_ALLOWED_STACK_SIZE_DETECT && !EG(call_stack).base)) {
# ifdef __linux__
		found = msgpack_stack_guess(&bottom, &floor) != 0;
# endif
	}
	if (!found) {
		return;
	}
	limit = bottom + EG(reserved_stack_size) + MSGPACK_STACK_MARGIN;
	/* The engine's made-up limit, where it is the higher one. */
	if (EG(stack_limit) && (uintptr_t) EG(stack_limit) + MSGPACK_STACK_MARGIN > limit) {
		limit = (uintptr_t) EG(stack_limit) + MSGPACK_STACK_MARGIN;
	}
	MSGPACK_G(stack_limit) = limit;
	MSGPACK_G(stack_bottom) = floor;
	MSGPACK_G(stack_context) = EG(stack_base);
}
#endif

void msgpack_stack_limit_register(void)
{
#ifndef ZEND_CHECK_STACK_LIMIT
	zend_observer_fiber_switch_register(msgpack_stack_fiber_switch);
#endif
}

/* ---- fatal errors ---------------------------------------------------------------------------------------------- */

static void (*msgpack_prev_error_cb)(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message);

/*
 * A call in a Fiber suspended inside it is abandoned with the others, its object set right for the request's shutdown
 * functions. The Fiber must then never go on into it: the call would carry on with state that is no longer its own (a
 * buffer a later feed() reallocated, a suspended decode another message reuses). So it ends here, as one that a fatal
 * error ended: resume() throws FiberError, and so does getReturn(). Suspended is what Fiber::isSuspended() says: a
 * Fiber that resumed another is on the chain the bailout unwinds, not suspended. (A context of another extension's
 * coroutines is not PHP's to end.)
 */
static ZEND_COLD void msgpack_fiber_end_suspended(zend_fiber_context *context)
{
	/* (the main context first: between requests its pointer is a freed one, which is not read) */
	if (context && context != EG(main_fiber_context) && context->kind == zend_ce_fiber
			&& context->status == ZEND_FIBER_STATUS_SUSPENDED) {
		zend_fiber *fiber = zend_fiber_from_context(context);
		if (!fiber->caller) {
			context->status = ZEND_FIBER_STATUS_DEAD;
			fiber->flags |= ZEND_FIBER_FLAG_BAILOUT;
		}
	}
}

/* The request is about to unwind past every registered frame: each is abandoned, newest first, and unlisted. */
static ZEND_COLD void msgpack_frames_abandon(void)
{
	msgpack_frame *frame = MSGPACK_G(frames);

	MSGPACK_G(frames) = NULL;
	while (frame) {
		msgpack_frame *older = frame->older;
		msgpack_frame_abandon abandon = frame->abandon;

		frame->abandon = NULL;
		frame->older = frame->newer = NULL;
		msgpack_fiber_end_suspended(frame->context);
		abandon(frame);
		frame = older;
	}
	MSGPACK_G(frames_in_call) = 0;
}

static ZEND_COLD void msgpack_serialize_lock_abandon(msgpack_frame *frame)
{
	(void) frame;
	BG(serialize_lock)--;
}

void msgpack_serialize_lock(msgpack_frame *frame)
{
	msgpack_frame_enter(frame, msgpack_serialize_lock_abandon);
	BG(serialize_lock)++;
}

void msgpack_serialize_unlock(msgpack_frame *frame)
{
	/* (an abandoned frame lowered it already) */
	if (EXPECTED(frame->abandon)) {
		BG(serialize_lock)--;
	}
	msgpack_frame_leave(frame);
}

/*
 * Every error reaches zend_error_cb unless a user error handler took it; for these types PHP's handler then ends the
 * request with a bailout (E_DONT_BAIL aside). Called before it, so the frames are abandoned while their objects and
 * values are still held by the calls about to be unwound.
 */
static ZEND_COLD void msgpack_error_cb(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message)
{
	if ((type & E_FATAL_ERRORS) && !(type & E_DONT_BAIL)) {
#if defined(ZTS) && defined(COMPILE_DL_MSGPACK)
		/* A thread that has not run this module's RINIT yet has no cached globals pointer. */
		ZEND_TSRMLS_CACHE_UPDATE();
#endif
		MSGPACK_G(fatal_errors)++;
		if (MSGPACK_G(frames)) {
			msgpack_frames_abandon();
		}
	}
	msgpack_prev_error_cb(type, error_filename, error_lineno, message);
}

#ifdef ZEND_HAS_OOM
ZEND_COLD ZEND_NORETURN void msgpack_memory_exhausted(void)
{
	/* The fatal error (through msgpack_error_cb(), which abandons the frames), then the engine's exit, which the bailout
	 * replaces: the frames are put right already, and unwinding the calls would handle them again. */
	zend_handle_delayed_oom();
	if (EG(exception)) {
		zend_clear_exception();
	}
	zend_bailout();
}
#endif

/*
 * A SAPI that finds the client gone while it writes output ends the request with a bailout and no error
 * (php_handle_aborted_connection(), unless ignore_user_abort is on; the CLI when stdout is closed): an echo or a
 * flush() in user code the codec runs (__sleep(), an extension, an error handler) would leave the calls in progress
 * registered, pointing into the stack the bailout leaves, and their objects unrestored for the shutdown functions.
 * While any is in a call, the SAPI's writes run where that bailout is caught first, to abandon them as a fatal error
 * does before it goes on. None in a call (a MessagePackUnpacker's frame kept between its calls points into no stack):
 * no cost but a test.
 */
static size_t (*msgpack_prev_ub_write)(const char *str, size_t str_length);
static void (*msgpack_prev_flush)(void *server_context);

static ZEND_COLD void msgpack_frames_output_bailout(void)
{
	MSGPACK_G(fatal_errors)++;
	if (MSGPACK_G(frames)) {
		msgpack_frames_abandon();
	}
	zend_bailout();
}

static size_t msgpack_sapi_ub_write(const char *str, size_t str_length)
{
	size_t written = 0;

#if defined(ZTS) && defined(COMPILE_DL_MSGPACK)
	/* (output may come before this module's RINIT in a new thread) */
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	if (EXPECTED(!msgpack_frames_in_call())) {
		return msgpack_prev_ub_write(str, str_length);
	}
	MSGPACK_COUNT(guarded_writes, 1);
	zend_try {
		written = msgpack_prev_ub_write(str, str_length);
	} zend_catch {
		msgpack_frames_output_bailout();
	} zend_end_try();
	return written;
}

static void msgpack_sapi_flush(void *server_context)
{
#if defined(ZTS) && defined(COMPILE_DL_MSGPACK)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	if (EXPECTED(!msgpack_frames_in_call())) {
		msgpack_prev_flush(server_context);
		return;
	}
	MSGPACK_COUNT(guarded_writes, 1);
	zend_try {
		msgpack_prev_flush(server_context);
	} zend_catch {
		msgpack_frames_output_bailout();
	} zend_end_try();
}

void msgpack_frames_register(void)
{
	msgpack_prev_error_cb = zend_error_cb;
	zend_error_cb = msgpack_error_cb;
	/* (php_module_startup() has made sapi_module the SAPI's for good before any MINIT) */
	if (sapi_module.ub_write) {
		msgpack_prev_ub_write = sapi_module.ub_write;
		sapi_module.ub_write = msgpack_sapi_ub_write;
	}
	if (sapi_module.flush) {
		msgpack_prev_flush = sapi_module.flush;
		sapi_module.flush = msgpack_sapi_flush;
	}
}

void msgpack_frames_unregister(void)
{
	/* Only if no later extension chained its own hook after ours (then it keeps calling ours, which stays valid). */
	if (zend_error_cb == msgpack_error_cb) {
		zend_error_cb = msgpack_prev_error_cb;
	}
	if (sapi_module.ub_write == msgpack_sapi_ub_write) {
		sapi_module.ub_write = msgpack_prev_ub_write;
	}
	if (sapi_module.flush == msgpack_sapi_flush) {
		sapi_module.flush = msgpack_prev_flush;
	}
}

/* ---- request end ---------------------------------------------------------------------------------------------- */

void msgpack_codec_request_end(void)
{
	/* Every call has left its frame by now (a fatal error abandons them); nothing may point into a finished stack.
	 * What is left are frames kept between calls by live objects (a MessagePackUnpacker's), freed later: each is
	 * unlisted as an abandoned one, linked to none, and registered again if the object decodes once more. */
	msgpack_frame *frame = MSGPACK_G(frames);
	MSGPACK_G(frames) = NULL;
	while (frame) {
		msgpack_frame *older = frame->older;

		frame->abandon = NULL;
		frame->older = frame->newer = NULL;
		frame = older;
	}
	MSGPACK_G(frames_in_call) = 0;
	/* Shapes and properties first: they hold cached keys. */
	msgpack_shape_cache_release();
	msgpack_prop_cache_release();
	msgpack_key_cache_release();
	msgpack_output_release();
}

/* Called by msgpack_smart_str_reserve() when the bytes do not fit. */
void msgpack_smart_str_grow(smart_str *buf, size_t n)
{
	size_t need = zend_safe_address_guarded(1, buf->s ? ZSTR_LEN(buf->s) : 0, n);

	if (!buf->s) {
		smart_str_erealloc(buf, need);
		return;
	}
	MSGPACK_COUNT(large_grows, need >= MSGPACK_GROW_GEOMETRIC_FROM);
	smart_str_erealloc(buf, msgpack_grow_capacity(buf->a, need));
}
