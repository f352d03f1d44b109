/*
 * msgpack for PHP: calls in progress that a fatal error must put right (frames), and busy marks that a fatal error
 * voids. Included by msgpack_codec.h after the module globals, which both read. Codec layer (docs/INTERNALS.md).
 */
#ifndef MSGPACK_FRAMES_H
#define MSGPACK_FRAMES_H

#ifndef MSGPACK_CODEC_H
# error "include msgpack_codec.h, which includes this after the module globals"
#endif

/*
 * A fatal error (E_ERROR, E_USER_ERROR, a timeout, memory_limit, a compile error in user code the codec runs) ends
 * the request with a longjmp from wherever it happens: nothing on the way back runs. State a call changes and restores
 * on its way out (an object's busy flag or nesting depth, a buffer position, the engine's recursion marks on the
 * values being encoded) would stay changed for shutdown functions and the session write at request end. So a call
 * that changes such state registers a frame while it runs; on a fatal error, before the engine unwinds, each frame's
 * abandon function (newest first) puts its state back as a new call finds it (msgpack_frames_abandon(), codec.c).
 * An abandon function runs inside the error handler: it restores fields and calls no user code (the stream guard's may
 * allocate a resource for a stream it cannot free there).
 */
typedef void (*msgpack_frame_abandon)(msgpack_frame *frame);

struct msgpack_frame {
	msgpack_frame *older;
	msgpack_frame *newer;
	msgpack_frame_abandon abandon; /* NULL once abandoned: the frame is no longer listed */
	zend_fiber_context *context;   /* the Fiber (or main context) the call runs in */
};

/* The context that resumed a running Fiber's, or NULL (the main context, or one a Fiber of PHP's does not own). */
static zend_always_inline zend_fiber_context *msgpack_fiber_caller(zend_fiber_context *context)
{
	if (!context || context == EG(main_fiber_context) || context->kind != zend_ce_fiber) {
		return NULL;
	}
	return zend_fiber_from_context(context)->caller;
}

/* Lists frame, newest, not counting it as in a call (msgpack_frame_enter() does; an object's kept frame counts
 * itself, per call). */
static zend_always_inline void msgpack_frame_register(msgpack_frame *frame, msgpack_frame_abandon abandon)
{
	msgpack_frame *newest = MSGPACK_G(frames);

	frame->abandon = abandon;
	frame->context = EG(current_fiber_context);
	frame->newer = NULL;
	frame->older = newest;
	if (newest) {
		newest->newer = frame;
	}
	MSGPACK_G(frames) = frame;
}

/*
 * Registers frame while a call runs; pair with msgpack_frame_leave(). Frames are listed both ways: a Fiber suspended
 * inside a call may leave its frame after a newer one of another Fiber. A fatal error abandons every frame, those of
 * suspended Fibers too, and ends those Fibers (msgpack_frames_abandon()): their calls never go on.
 */
static zend_always_inline void msgpack_frame_enter(msgpack_frame *frame, msgpack_frame_abandon abandon)
{
	msgpack_frame_register(frame, abandon);
	MSGPACK_G(frames_in_call)++;
}

static zend_always_inline void msgpack_frame_leave(msgpack_frame *frame)
{
	if (UNEXPECTED(!frame->abandon)) {
		/* Abandoned by a fatal error while this call was suspended in a Fiber: unlinked already. */
		return;
	}
	if (frame->older) {
		frame->older->newer = frame->newer;
	}
	if (frame->newer) {
		frame->newer->older = frame->older;
	} else {
		MSGPACK_G(frames) = frame->older;
	}
	MSGPACK_G(frames_in_call)--;
}

/*
 * Whether a registered frame is in a call, which a SAPI's bailout would unwind (codec.c). A frame kept registered
 * between calls (a MessagePackUnpacker's) counts only while a call of its own is in it: one entered with
 * msgpack_frame_enter() counts until msgpack_frame_leave(); a fatal error abandons all, and the count is 0.
 */
static zend_always_inline bool msgpack_frames_in_call(void)
{
	return MSGPACK_G(frames_in_call) != 0;
}

/*
 * A flag that an object is busy in a call, for the stretches of it that a frame would cost too much for: a fatal error
 * ends the call without clearing it, and from then on it reads as clear.
 */
typedef struct {
	bool set;
	uint32_t fatal_errors;
} msgpack_busy;

static zend_always_inline void msgpack_busy_set(msgpack_busy *busy)
{
	busy->set = true;
	busy->fatal_errors = MSGPACK_G(fatal_errors);
}

static zend_always_inline bool msgpack_busy_is_set(const msgpack_busy *busy)
{
	return busy->set && busy->fatal_errors == MSGPACK_G(fatal_errors);
}

/*
 * Empties an object's slot (a value held for the caller), running the value's destructors: one may call the object
 * again and fill the slot anew, whose value is dropped too (overwritten later, it would leak). false once a destructor
 * threw: the call stops there, before it reads or stores anything more.
 */
static zend_always_inline bool msgpack_slot_drop(zval *slot)
{
	while (!Z_ISUNDEF_P(slot)) {
		zval old;

		ZVAL_COPY_VALUE(&old, slot);
		ZVAL_UNDEF(slot);
		zval_ptr_dtor(&old);
		if (UNEXPECTED(EG(exception))) {
			return false;
		}
	}
	return true;
}

/*
 * PHP's serialize() and unserialize() run __serialize(), __sleep(), __wakeup(), __unserialize(), autoloaders and
 * unserialize_callback_func with BG(serialize_lock) raised, so that a serialize() or unserialize() those call starts
 * afresh instead of joining one in progress (its ids would count on from the outer call's). The codec raises it
 * around the same calls; the frame lowers it again if a fatal error ends the call.
 */
void msgpack_serialize_lock(msgpack_frame *frame);
void msgpack_serialize_unlock(msgpack_frame *frame);

/* Installs the fatal error hook that abandons the registered frames (MINIT), and removes it (MSHUTDOWN). */
void msgpack_frames_register(void);
void msgpack_frames_unregister(void);

#endif /* MSGPACK_FRAMES_H */
