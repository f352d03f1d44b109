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
#ifdef HAVE_PTHREAD_H
# include <pthread.h>
#endif

/* The per-thread state (msgpack_codec.h); the module entry points the engine at it. */
ZEND_DECLARE_MODULE_GLOBALS(msgpack)

/* The exception classes both front ends throw (msgpack_codec.h); the module registers them. */
zend_class_entry *msgpack_ce_packing_failed;
zend_class_entry *msgpack_ce_unpacking_failed;
zend_class_entry *msgpack_ce_insufficient_data;

/* ---- C stack limit --------------------------------------------------------------------------------------------- */

/* Stack kept free below the codec's deepest frame, for the calls it makes there (allocator, error handlers). */
#define MSGPACK_STACK_RESERVE (256 * 1024)

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
		/* Unknown (0) leaves max_depth as the only bound. */
		MSGPACK_G(main_stack_limit) = limit;
		MSGPACK_G(main_stack_bottom) = bottom;
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
void msgpack_stack_limit_init(void)
{
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
		abandon(frame);
		frame = older;
	}
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
		if (MSGPACK_G(frames)) {
			msgpack_frames_abandon();
		}
	}
	msgpack_prev_error_cb(type, error_filename, error_lineno, message);
}

void msgpack_frames_register(void)
{
	msgpack_prev_error_cb = zend_error_cb;
	zend_error_cb = msgpack_error_cb;
}

void msgpack_frames_unregister(void)
{
	/* Only if no later extension chained its own hook after ours (then it keeps calling ours, which stays valid). */
	if (zend_error_cb == msgpack_error_cb) {
		zend_error_cb = msgpack_prev_error_cb;
	}
}

/* ---- request end ---------------------------------------------------------------------------------------------- */

void msgpack_codec_request_end(void)
{
	/* Every call has left its frame by now (a fatal error abandons them); nothing may point into a finished stack. */
	MSGPACK_G(frames) = NULL;
	/* Shapes first: they hold cached keys. */
	if (MSGPACK_G(shapes_used)) {
		msgpack_shape_cache_release();
		MSGPACK_G(shapes_used) = false;
	}
	msgpack_key_cache_release();
	msgpack_output_release();
}
