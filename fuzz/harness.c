/*
 * libFuzzer harness for the msgpack extension.
 *
 * PHP runs in-process through the embed SAPI (libphp8.2.so) with this extension registered as a static module (the
 * SAPI's startup hook passes msgpack_module_entry to php_module_startup()). The target logic is PHP code:
 * fuzz/prelude.php is evaluated at the start of every request and defines fz_unpack(), fz_stream(), fz_session(),
 * fz_roundtrip() and fz_pack(); FUZZ_TARGET names the one this process calls, once per input, with the input bytes.
 *
 * USE_ZEND_ALLOC=0: every PHP allocation is a malloc(), so AddressSanitizer sees overflows and use-after-free inside
 * request memory, and LeakSanitizer sees leaked zvals (PHP frees everything at request end in that mode).
 *
 * Functions given to PHP:
 *   fz_mem_begin(int $len, int $rate)  start counting the bytes allocated (net of frees) by this thread; above
 *                           $rate * $len + slack the process traps at the allocation that crossed the line ("memory
 *                           amplification"). The spec's bound: $rate 256 (512 where records are read), slack 64 KiB
 *                           (FUZZ_MEM_SLACK=bytes to change it; FUZZ_MEM_SURVEY=1 to write such inputs out instead
 *                           of trapping, FUZZ_MEM_TRACE=1 with it for the stack of the allocation that crossed)
 *   fz_mem_end(): int       stop counting; returns the peak
 *   fz_fail(string $msg)    an oracle failed (e.g. roundtrip mismatch): print and trap
 *
 * Requests: starting a request costs about 7 ms (the prelude is compiled again), so FUZZ_PER_REQUEST inputs (default
 * 200) share one. LeakSanitizer cannot judge per input then (request memory is legitimately alive between inputs; the
 * harness turns libFuzzer's -detect_leaks off), so the harness counts the bytes each request leaves allocated after
 * php_request_shutdown(): when a batch leaves any, its inputs run again one request each (twice, so that one-time
 * initialisation does not count) and the first that leaves bytes is written to <artifact_prefix>leak-<hash> and the
 * process exits (replay it with FUZZ_PER_REQUEST=1 for LeakSanitizer's stacks). A leak that needs several inputs of
 * the batch gives a directory leak-batch-<hash>/ with all of them. With FUZZ_PER_REQUEST=1 libFuzzer's own leak
 * detection runs instead.
 *
 * Environment: FUZZ_TARGET (required), FUZZ_PER_REQUEST (inputs per PHP request, default 200), FUZZ_VERBOSE=1 (PHP
 * errors and warnings to stderr).
 */
#include <php_embed.h>
#include <zend_exceptions.h>
#include <sanitizer/allocator_interface.h>
#include <sanitizer/common_interface_defs.h>

#include <pthread.h>
#include <limits.h>
#include <stdint.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef FUZZ_PRELUDE
# error "compile with -DFUZZ_PRELUDE='\"/path/to/prelude.php\"'"
#endif

extern zend_module_entry msgpack_module_entry;

static const char *const fz_targets[] = {"unpack", "stream", "session", "roundtrip", "pack"};

static char fz_function[64];      /* "fz_<target>" */
static char *fz_prelude;          /* "?>" + the prelude's source, for zend_eval_stringl() */
static size_t fz_prelude_len;
static long fz_per_request = 200;
static long fz_inputs_in_request;
static bool fz_in_request;
static const char *fz_artifact_prefix = "./";

/* the inputs of the running request, kept to find the one that leaked */
static unsigned char **fz_batch;
static size_t *fz_batch_len;

/* ---- memory accounting ------------------------------------------------------------------------------------------ */

static pthread_t fz_main_thread;
static volatile int fz_measuring;
static long long fz_live, fz_peak, fz_budget, fz_input_len, fz_rate;
/* what a decode may take beyond $rate bytes per input byte: the spec's 64 KiB, or FUZZ_MEM_SLACK */
static long long fz_mem_slack = 64 * 1024;
/* FUZZ_MEM_SURVEY=1: no trap; an input over the line is written to <artifact_prefix>excess-<hash>, and the largest
 * excess over $rate * $len seen is printed at exit */
static bool fz_mem_survey, fz_mem_trace;  /* FUZZ_MEM_SURVEY, FUZZ_MEM_TRACE (read once) */
static bool fz_survey_trace;              /* this measured call's trace is still to print */
static long long fz_survey_excess = LLONG_MIN, fz_survey_len;
static const uint8_t *fz_input;
static size_t fz_input_size;
static void fz_survey_write(void);
/* net bytes allocated since the request started (counted only while the harness runs PHP) */
static volatile int fz_counting;
static long long fz_request_live;

static void fz_write(const char *s)
{
	ssize_t ignored = write(STDERR_FILENO, s, strlen(s));
	(void) ignored;
}

static void fz_amplification(size_t size)
{
	char msg[256];

	fz_measuring = 0;
	snprintf(msg, sizeof(msg),
		"\n==FUZZ== memory amplification: %lld bytes live for a %lld-byte input (budget %lld), "
		"at a malloc(%zu)\n", fz_live, fz_input_len, fz_budget, size);
	fz_write(msg);
	__sanitizer_print_stack_trace();
	__builtin_trap();
}

static void fz_malloc_hook(const volatile void *ptr, size_t size)
{
	(void) ptr;
	if (!fz_counting || !pthread_equal(pthread_self(), fz_main_thread)) {
		return;
	}
	fz_request_live += (long long) size;
	if (!fz_measuring) {
		return;
	}
	fz_live += (long long) size;
	if (fz_live > fz_peak) {
		fz_peak = fz_live;
		if (fz_peak > fz_budget) {
			if (!fz_mem_survey) {
				fz_amplification(size);
			}
			if (fz_survey_trace) {
				/* the allocation that crossed the line, once per measured call */
				fz_survey_trace = false;
				fprintf(stderr, "==FUZZ== memory survey: crossed at a malloc(%zu) with %lld live\n", size, fz_live);
				__sanitizer_print_stack_trace();
			}
		}
	}
}

static void fz_free_hook(const volatile void *ptr)
{
	long long size;

	if (!fz_counting || ptr == NULL || !pthread_equal(pthread_self(), fz_main_thread)) {
		return;
	}
	size = (long long) __sanitizer_get_allocated_size(ptr);
	fz_request_live -= size;
	if (fz_measuring) {
		fz_live -= size;
	}
}

/* ---- functions for the prelude ---------------------------------------------------------------------------------- */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_fz_mem_begin, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, len, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, rate, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_fz_mem_end, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_fz_fail, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, message, IS_STRING, 0)
ZEND_END_ARG_INFO()

static PHP_FUNCTION(fz_mem_begin)
{
	zend_long len, rate;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(len)
		Z_PARAM_LONG(rate)
	ZEND_PARSE_PARAMETERS_END();
	fz_input_len = len < 0 ? 0 : (long long) len;
	fz_rate = rate;
	fz_budget = rate * fz_input_len + fz_mem_slack;
	fz_live = 0;
	fz_peak = 0;
	fz_survey_trace = fz_mem_survey && fz_mem_trace;
	fz_measuring = 1;
}

static PHP_FUNCTION(fz_mem_end)
{
	ZEND_PARSE_PARAMETERS_NONE();
	fz_measuring = 0;
	if (fz_mem_survey && fz_peak - fz_rate * fz_input_len > fz_survey_excess) {
		fz_survey_excess = fz_peak - fz_rate * fz_input_len;
		fz_survey_len = fz_input_len;
	}
	if (fz_mem_survey && fz_peak > fz_budget) {
		fz_survey_write();
	}
	RETURN_LONG((zend_long) fz_peak);
}

static PHP_FUNCTION(fz_fail)
{
	zend_string *message;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(message)
	ZEND_PARSE_PARAMETERS_END();
	fz_measuring = 0;
	fz_write("\n==FUZZ== oracle failure: ");
	fz_write(ZSTR_VAL(message));
	fz_write("\n");
	__builtin_trap();
}

static const zend_function_entry fz_functions[] = {
	ZEND_RAW_FENTRY("fz_mem_begin", zif_fz_mem_begin, arginfo_fz_mem_begin, 0)
	ZEND_RAW_FENTRY("fz_mem_end", zif_fz_mem_end, arginfo_fz_mem_end, 0)
	ZEND_RAW_FENTRY("fz_fail", zif_fz_fail, arginfo_fz_fail, 0)
	ZEND_FE_END
};

/* ---- PHP lifecycle ------------------------------------------------------------------------------------------------ */

/* Appended to the embed SAPI's own INI lines. Session INI must be set before any output or header state exists. */
static const char fz_ini[] =
	"memory_limit=256M\n"
	"error_reporting=-1\n"
	"log_errors=0\n"
	"max_execution_time=0\n"
	"session.use_cookies=0\n"
	"session.use_only_cookies=0\n"
	"session.use_trans_sid=0\n"
	"session.use_strict_mode=0\n"
	"session.cache_limiter=\n"
	"session.serialize_handler=msgpack\n";

/* Replaces php_embed_module.startup: adds INI lines and the fz_* functions, registers the extension statically. */
static int fz_sapi_startup(sapi_module_struct *sf)
{
	const char *display = getenv("FUZZ_VERBOSE") && atoi(getenv("FUZZ_VERBOSE")) ? "display_errors=stderr\n"
		: "display_errors=0\n";
	size_t old_len = sf->ini_entries ? strlen(sf->ini_entries) : 0;
	size_t len = old_len + strlen(display) + sizeof(fz_ini);
	char *ini = malloc(len);

	if (ini == NULL) {
		return FAILURE;
	}
	if (old_len) {
		memcpy(ini, sf->ini_entries, old_len);
	}
	memcpy(ini + old_len, display, strlen(display));
	memcpy(ini + old_len + strlen(display), fz_ini, sizeof(fz_ini));
	free(sf->ini_entries); /* malloc()ed by php_embed_init(), which free()s ours at shutdown */
	sf->ini_entries = ini;
	sf->additional_functions = fz_functions;
	return php_module_startup(sf, &msgpack_module_entry);
}

/* A fatal error (bailout) in PHP is a finding: nothing in the targets may end a request that way. */
static ZEND_COLD void fz_fatal(const char *where)
{
	fprintf(stderr, "\n==FUZZ== PHP fatal error in %s: %s (%s:%d)\n", where,
		PG(last_error_message) ? ZSTR_VAL(PG(last_error_message)) : "(no message)",
		PG(last_error_file) ? ZSTR_VAL(PG(last_error_file)) : "?", PG(last_error_lineno));
	fflush(stderr);
	__builtin_trap();
}

/* An exception escaping the target function: the prelude catches everything, so this is a finding too. */
static ZEND_COLD void fz_uncaught(const char *where)
{
	zend_object *ex = EG(exception);
	zval rv, *message;

	zend_clear_exception();
	message = zend_read_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	fprintf(stderr, "\n==FUZZ== uncaught %s in %s: %s\n", ZSTR_VAL(ex->ce->name), where,
		Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message) : "?");
	fflush(stderr);
	__builtin_trap();
}

static void fz_begin_request(void)
{
	if (php_request_startup() == FAILURE) {
		fprintf(stderr, "php_request_startup() failed\n");
		abort();
	}
	SG(request_info).no_headers = 1;
	zend_try {
		if (zend_eval_stringl(fz_prelude, fz_prelude_len, NULL, FUZZ_PRELUDE) == FAILURE) {
			fprintf(stderr, "%s does not compile\n", FUZZ_PRELUDE);
			abort();
		}
	} zend_catch {
		fz_fatal("the prelude");
	} zend_end_try();
	if (EG(exception)) {
		fz_uncaught("the prelude");
	}
	fz_in_request = true;
	fz_inputs_in_request = 0;
}

static void fz_end_request(void)
{
	php_request_shutdown(NULL);
	fz_in_request = false;
}

static void fz_read_prelude(void)
{
	FILE *f = fopen(FUZZ_PRELUDE, "rb");
	long size;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
		fprintf(stderr, "cannot read %s\n", FUZZ_PRELUDE);
		exit(1);
	}
	/* "?>" leaves PHP mode, so the file's own "<?php" opens it again: the file evaluates as it is. */
	fz_prelude = malloc((size_t) size + 3);
	memcpy(fz_prelude, "?>", 2);
	if (fread(fz_prelude + 2, 1, (size_t) size, f) != (size_t) size) {
		fprintf(stderr, "cannot read %s\n", FUZZ_PRELUDE);
		exit(1);
	}
	fz_prelude_len = (size_t) size + 2;
	fz_prelude[fz_prelude_len] = '\0';
	fclose(f);
}

/* Runs the target function on one input, in the open request. */
static void fz_call(const uint8_t *data, size_t size)
{
	zval fn, arg, ret;

	ZVAL_STRING(&fn, fz_function);
	ZVAL_STRINGL(&arg, (const char *) data, size);
	ZVAL_UNDEF(&ret);
	zend_try {
		if (call_user_function(NULL, NULL, &fn, &ret, 1, &arg) == FAILURE) {
			fprintf(stderr, "%s() is not defined by %s\n", fz_function, FUZZ_PRELUDE);
			abort();
		}
	} zend_catch {
		fz_fatal(fz_function);
	} zend_end_try();
	if (EG(exception)) {
		fz_uncaught(fz_function);
	}
	fz_measuring = 0;
	zval_ptr_dtor(&ret);
	zval_ptr_dtor(&arg);
	zval_ptr_dtor(&fn);
	/* Cycles the input built are garbage now; a release PHP would not free them at request end. */
	zend_try {
		zend_gc_collect_cycles();
	} zend_catch {
		fz_fatal("gc_collect_cycles()");
	} zend_end_try();
}

/* Bytes a request running only this input leaves allocated. */
static long long fz_leftover_alone(const uint8_t *data, size_t size)
{
	fz_request_live = 0;
	fz_begin_request();
	fz_call(data, size);
	fz_end_request();
	return fz_request_live;
}

static void fz_hash_name(char *out, size_t out_size, const char *kind, const unsigned char *data, size_t size)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (size_t i = 0; i < size; i++) {
		h = (h ^ data[i]) * 0x100000001b3ULL;
	}
	snprintf(out, out_size, "%s%s-%016llx", fz_artifact_prefix, kind, (unsigned long long) h);
}

static void fz_write_file(const char *path, const unsigned char *data, size_t size)
{
	FILE *f = fopen(path, "wb");

	if (f == NULL || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
		fprintf(stderr, "cannot write %s\n", path);
	}
}

static void fz_survey_write(void)
{
	char path[4096];
	int counting = fz_counting;

	fz_counting = 0;
	fz_hash_name(path, sizeof(path), "excess", fz_input, fz_input_size);
	if (access(path, F_OK) != 0) {
		fz_write_file(path, fz_input, fz_input_size);
		fprintf(stderr, "==FUZZ== memory survey: %lld bytes live for a %lld-byte input (line %lld): %s\n", fz_peak,
			fz_input_len, fz_budget, path);
	}
	fz_counting = counting;
}

/* Runs the kept batch again in one request; returns the bytes it leaves allocated. */
static long long fz_leftover_batch(long batch)
{
	fz_request_live = 0;
	fz_begin_request();
	for (long i = 0; i < batch; i++) {
		fz_call(fz_batch[i], fz_batch_len[i]);
	}
	fz_end_request();
	return fz_request_live;
}

/*
 * The request that just ended left bytes allocated. The batch runs again in one request: nothing left then means
 * one-time initialisation (persistent caches of PHP that grew). Otherwise each input runs alone, twice, and the first
 * that leaves bytes on its second run is written out; when none does alone, the whole batch is.
 */
static ZEND_COLD void fz_leak_hunt(long long leftover, long batch)
{
	char path[4096];
	long long again;

	if ((again = fz_leftover_batch(batch)) <= 0) {
		return;
	}
	fprintf(stderr, "\n==FUZZ== a request of %ld inputs left %lld bytes allocated (%lld when run again); looking for "
		"the input\n", batch, leftover, again);
	for (long i = 0; i < batch; i++) {
		fz_leftover_alone(fz_batch[i], fz_batch_len[i]);  /* first run: one-time initialisation */
		long long alone = fz_leftover_alone(fz_batch[i], fz_batch_len[i]);
		if (alone > 0) {
			fz_hash_name(path, sizeof(path), "leak", fz_batch[i], fz_batch_len[i]);
			fz_write_file(path, fz_batch[i], fz_batch_len[i]);
			fprintf(stderr, "==FUZZ== leak: %lld bytes left allocated after the request by input %ld of the batch "
				"(%zu bytes), written to %s\n==FUZZ== replay with FUZZ_PER_REQUEST=1 for LeakSanitizer's stacks\n",
				alone, i, fz_batch_len[i], path);
			fflush(stderr);
			_exit(1);
		}
	}
	if ((again = fz_leftover_batch(batch)) > 0) {
		size_t total = 0;
		for (long i = 0; i < batch; i++) {
			total += fz_batch_len[i];
		}
		unsigned char *all = malloc(total + 1);
		size_t off = 0;
		for (long i = 0; i < batch; i++) {
			memcpy(all + off, fz_batch[i], fz_batch_len[i]);
			off += fz_batch_len[i];
		}
		fz_hash_name(path, sizeof(path), "leak-batch", all, total);
		free(all);
		mkdir(path, 0755);
		for (long i = 0; i < batch; i++) {
			char file[4200];
			snprintf(file, sizeof(file), "%s/%04ld", path, i);
			fz_write_file(file, fz_batch[i], fz_batch_len[i]);
		}
		fprintf(stderr, "==FUZZ== leak: %lld bytes left allocated by a request of %ld inputs, by no single one alone; "
			"inputs in %s/ (replay them in one request: FUZZ_PER_REQUEST=%ld)\n", again, batch, path, batch);
		fflush(stderr);
		_exit(1);
	}
	fprintf(stderr, "==FUZZ== (not reproducible: one-time initialisation)\n");
}

/* At exit (libFuzzer's -max_total_time, -runs): end the open request, so that LeakSanitizer's exit-time check does not
 * take the request's live memory for leaks. */
static void fz_atexit(void)
{
	if (fz_in_request) {
		fz_counting = 0;
		fz_end_request();
	}
	if (fz_mem_survey && fz_survey_excess != LLONG_MIN) {
		fprintf(stderr, "==FUZZ== memory survey: at most %lld bytes beyond the rate per input byte (a %lld-byte input)\n",
			fz_survey_excess, fz_survey_len);
	}
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	static char *php_argv[] = {"msgpack-fuzz", NULL};
	const char *target = getenv("FUZZ_TARGET");
	const char *per_request = getenv("FUZZ_PER_REQUEST");
	const char *slack = getenv("FUZZ_MEM_SLACK");
	bool known = false;

	for (size_t i = 0; target && i < sizeof(fz_targets) / sizeof(fz_targets[0]); i++) {
		known = known || strcmp(target, fz_targets[i]) == 0;
	}
	if (!known) {
		fprintf(stderr, "FUZZ_TARGET must be one of: unpack stream session roundtrip pack\n");
		exit(1);
	}
	snprintf(fz_function, sizeof(fz_function), "fz_%s", target);
	if (per_request && atol(per_request) > 0) {
		fz_per_request = atol(per_request);
	}
	if (slack && *slack) {
		fz_mem_slack = atoll(slack);
	}
	fz_mem_survey = getenv("FUZZ_MEM_SURVEY") && atoi(getenv("FUZZ_MEM_SURVEY"));
	fz_mem_trace = getenv("FUZZ_MEM_TRACE") && atoi(getenv("FUZZ_MEM_TRACE"));
	for (int i = 1; i < *argc; i++) {
		if (strncmp((*argv)[i], "-artifact_prefix=", 17) == 0) {
			fz_artifact_prefix = (*argv)[i] + 17;
		}
	}
	if (fz_per_request > 1) {
		/* libFuzzer's per-input leak check misfires while a request spans inputs: the harness checks per request */
		char **args = malloc(sizeof(char *) * (size_t) (*argc + 2));
		memcpy(args, *argv, sizeof(char *) * (size_t) *argc);
		args[*argc] = "-detect_leaks=0";
		args[*argc + 1] = NULL;
		*argv = args;
		(*argc)++;
		fz_batch = calloc((size_t) fz_per_request, sizeof(*fz_batch));
		fz_batch_len = calloc((size_t) fz_per_request, sizeof(*fz_batch_len));
	}
	fz_read_prelude();

	setenv("USE_ZEND_ALLOC", "0", 1);
	fz_main_thread = pthread_self();
	__sanitizer_install_malloc_and_free_hooks(fz_malloc_hook, fz_free_hook);

	php_embed_module.php_ini_ignore = 1; /* no /etc/php/8.2/embed: Debian's PECL msgpack must not load */
	php_embed_module.startup = fz_sapi_startup;
	if (php_embed_init(1, php_argv) == FAILURE) {
		fprintf(stderr, "php_embed_init() failed\n");
		exit(1);
	}
	/*
	 * The float conversions (zend_strtod.c) keep freed big integers on persistent free lists that grow with demand:
	 * fill them now, or their growth would look like leaked request memory.
	 */
	zend_try {
		zend_eval_string(
			"for ($i = 0; $i < 2000; $i++) {"
			"  $f = [mt_rand() / 7, 5e-324 * $i, 1.7976931348623157e308 / ($i + 1), $i * 1e-300, -$i * 1e300];"
			"  serialize($f); var_export($f, true); json_encode($f); (string) $f[0];"
			"  (float) ('0.' . str_repeat((string) $i, 60) . 'e-' . ($i % 340));"
			"}", NULL, "fuzz warm-up");
	} zend_end_try();
	/* php_embed_init() leaves a request open; inputs run in requests of their own. */
	php_request_shutdown(NULL);
	atexit(fz_atexit);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fz_counting = 1;
	if (!fz_in_request) {
		fz_request_live = 0;
		fz_begin_request();
	}
	if (fz_per_request > 1) {
		long i = fz_inputs_in_request;
		fz_counting = 0;
		free(fz_batch[i]);
		fz_batch[i] = malloc(size ? size : 1);
		memcpy(fz_batch[i], data, size);
		fz_batch_len[i] = size;
		fz_counting = 1;
	}
	fz_input = data;
	fz_input_size = size;
	fz_call(data, size);
	if (++fz_inputs_in_request >= fz_per_request) {
		long batch = fz_inputs_in_request;
		fz_end_request();
		if (fz_per_request > 1 && fz_request_live > 0) {
			fz_leak_hunt(fz_request_live, batch);
		}
	}
	fz_counting = 0;
	return 0;
}
