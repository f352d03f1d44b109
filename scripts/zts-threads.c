/*
 * msgpack for PHP: many threads of one process running requests at once, the way FrankenPHP runs PHP (ZTS, embed
 * SAPI). Not part of the module: scripts/test-zts-threads builds it against a ZTS PHP with --enable-embed.
 *
 *   zts-threads -e msgpack.so -s scripts/zts-threads.php [-t threads] [-n requests per thread] [-d seconds]
 *               [-o opcache.so] [-i 'name=value']... [-r requests] [-k thread stack KiB]
 *
 * -o loads OPcache (its shared memory then holds the script's literal arrays, strings and classes, which every thread
 * reads at once); -i adds an INI line; -r frees each thread's PHP state and makes it anew every so many requests.
 *
 * The main thread starts PHP once (the module loaded by an extension= INI entry). A first request asks the script how
 * many scenarios it has; then one thread runs every (thread number, scenario) pair once, alone, and keeps what each
 * printed as the expected output. Then N threads run requests at once (ts_resource(), php_request_startup(),
 * zend_eval_string(), php_request_shutdown(), as a FrankenPHP worker thread does), each going through the scenarios
 * in its own order, and every request's output must be the expected one byte for byte: a setting, a class, a cache
 * or a value of another thread, or of a request that died (fatal errors, exit, uncaught exceptions are scenarios),
 * would change it. Exit status 0 when every output matched.
 */

#include <sapi/embed/php_embed.h>
#include <main/php_main.h>
#include <main/SAPI.h>
#include <main/php_variables.h>
#include <Zend/zend_exceptions.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_THREADS 32
#define MAX_SCENARIOS 64

typedef struct {
	char *data;
	size_t len, cap;
} buffer;

/* What the running request printed: one buffer per thread. */
static __thread buffer *output;

static const char *script_path;
static int scenario_count;
static char *expected[MAX_THREADS][MAX_SCENARIOS];
static size_t expected_len[MAX_THREADS][MAX_SCENARIOS];
static int thread_count = 4;
static long requests_per_thread = 0;
static long run_seconds = 60;
static long restart_every = 0;
static size_t stack_kib = 8192;
static volatile int failed_any;
static pthread_mutex_t report_lock = PTHREAD_MUTEX_INITIALIZER;

static void buffer_add(buffer *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->data = realloc(b->data, b->cap);
		if (!b->data) {
			abort();
		}
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

static size_t harness_ub_write(const char *str, size_t len)
{
	if (output) {
		buffer_add(output, str, len);
	}
	return len;
}

static void harness_flush(void *server_context)
{
	(void) server_context;
}

static void harness_log_message(const char *message, int syslog_type)
{
	(void) syslog_type;
	/* display_errors prints to the output; the log (error_log unset) is the same text again, to stderr: keep it in
	 * the output too, so that it is compared as well. */
	if (output) {
		buffer_add(output, "[log] ", 6);
		buffer_add(output, message, strlen(message));
		buffer_add(output, "\n", 1);
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* One request in the calling thread: defines $T, $S and $I, then runs the script. */
static void run_request(int thread, int scenario, long iteration, buffer *out)
{
	char code[4096];

	out->len = 0;
	if (out->data) {
		out->data[0] = '\0';
	}
	output = out;
	SG(options) |= SAPI_OPTION_NO_CHDIR;
	SG(request_info).argc = 0;
	SG(request_info).argv = NULL;
	SG(request_info).no_headers = 1;
	if (php_request_startup() == FAILURE) {
		buffer_add(out, "<request startup failed>", 24);
		output = NULL;
		return;
	}
	snprintf(code, sizeof(code), "$T = %d; $S = %d; $I = %ld; require '%s';", thread, scenario, iteration, script_path);
	zend_first_try {
		/* An uncaught exception is reported as the CLI and FrankenPHP report it (a fatal error). */
		zend_eval_string_ex(code, NULL, "harness", true);
	} zend_end_try();
	php_request_shutdown(NULL);
	output = NULL;
}

static void report_mismatch(int thread, int scenario, long iteration, const buffer *got)
{
	const char *want = expected[thread][scenario];
	size_t want_len = expected_len[thread][scenario], at = 0;

	while (at < want_len && at < got->len && want[at] == got->data[at]) {
		at++;
	}
	pthread_mutex_lock(&report_lock);
	failed_any = 1;
	fprintf(stderr, "MISMATCH thread %d scenario %d request %ld at byte %zu\n--- expected (from there):\n%.600s\n"
		"--- got:\n%.600s\n---\n", thread, scenario, iteration, at, want + (at > 200 ? at - 200 : 0),
		got->data ? got->data + (at > 200 ? at - 200 : 0) : "");
	pthread_mutex_unlock(&report_lock);
}

typedef struct {
	int thread;
	long done;
	long mismatches;
} worker;

static void *worker_main(void *arg)
{
	worker *w = arg;
	buffer out = {0};
	double end = now() + run_seconds;
	unsigned seed = 12345u + (unsigned) w->thread * 7919u;

	ts_resource(0);
	for (long i = 0; requests_per_thread ? i < requests_per_thread : now() < end; i++) {
		/* Each thread its own order: runs of the same scenario, fatal errors next to anything. */
		seed = seed * 1103515245u + 12345u;
		int scenario = (int) ((seed >> 16) % (unsigned) scenario_count);
		run_request(w->thread, scenario, i, &out);
		if (out.len != expected_len[w->thread][scenario]
			|| memcmp(out.data, expected[w->thread][scenario], out.len) != 0) {
			if (w->mismatches++ < 3) {
				report_mismatch(w->thread, scenario, i, &out);
			}
		}
		w->done++;
		if (restart_every && w->done % restart_every == 0) {
			/* The thread's PHP state freed and made anew (GINIT again), as when a server replaces a thread. */
			ts_free_thread();
			ts_resource(0);
		}
	}
	free(out.data);
	ts_free_thread();
	return NULL;
}

/* The expected outputs: every (thread, scenario) once, one at a time, in a thread of its own. */
static void *reference_main(void *arg)
{
	buffer out = {0};

	(void) arg;
	ts_resource(0);
	run_request(0, -1, 0, &out);
	scenario_count = out.data ? atoi(out.data) : 0;
	fprintf(stderr, "zts-threads: the script says: %s\n", out.data ? out.data : "(nothing)");
	if (scenario_count <= 0 || scenario_count > MAX_SCENARIOS) {
		fprintf(stderr, "the script reported no scenario count: %s\n", out.data ? out.data : "(nothing)");
		exit(2);
	}
	for (int t = 0; t < thread_count; t++) {
		for (int s = 0; s < scenario_count; s++) {
			run_request(t, s, -1, &out);
			expected[t][s] = malloc(out.len + 1);
			memcpy(expected[t][s], out.data, out.len + 1);
			expected_len[t][s] = out.len;
			if (getenv("ZTS_THREADS_SHOW")) {
				fprintf(stderr, "=== thread %d scenario %d (%zu bytes)\n%s\n", t, s, out.len, out.data);
			}
		}
	}
	free(out.data);
	ts_free_thread();
	return NULL;
}

static int run_in_thread(void *(*fn)(void *), void *arg, pthread_t *tid)
{
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	/* 8 MiB by default, like a main thread's; -k for another size. */
	pthread_attr_setstacksize(&attr, stack_kib * 1024);
	int rc = pthread_create(tid, &attr, fn, arg);
	pthread_attr_destroy(&attr);
	return rc;
}

int main(int argc, char **argv)
{
	const char *extension = NULL, *opcache = NULL;
	char *ini, extra[4096] = "";
	int opt;

	while ((opt = getopt(argc, argv, "e:s:t:n:d:o:i:r:k:")) != -1) {
		switch (opt) {
			case 'e': extension = optarg; break;
			case 'o': opcache = optarg; break;
			case 'r': restart_every = atol(optarg); break;
			case 'k': stack_kib = (size_t) atol(optarg); break;
			case 'i':
				if (strlen(extra) + strlen(optarg) + 2 > sizeof(extra)) {
					fprintf(stderr, "too many -i\n");
					return 2;
				}
				strcat(extra, optarg);
				strcat(extra, "\n");
				break;
			case 's': script_path = optarg; break;
			case 't': thread_count = atoi(optarg); break;
			case 'n': requests_per_thread = atol(optarg); break;
			case 'd': run_seconds = atol(optarg); break;
			default:
				fprintf(stderr, "usage: %s -e msgpack.so -s script.php [-t threads] [-n requests] [-d seconds]\n", argv[0]);
				return 2;
		}
	}
	if (!extension || !script_path || thread_count < 1 || thread_count > MAX_THREADS) {
		fprintf(stderr, "usage: %s -e msgpack.so -s script.php [-t threads 1..%d] [-n requests] [-d seconds]\n", argv[0],
			MAX_THREADS);
		return 2;
	}

	php_tsrm_startup();
	zend_signal_startup();
	sapi_startup(&php_embed_module);
	if (asprintf(&ini, "html_errors=0\ndisplay_errors=1\nlog_errors=0\nerror_reporting=-1\nimplicit_flush=0\n"
		"output_buffering=0\nmax_execution_time=0\nmemory_limit=64M\nregister_argc_argv=0\nextension=%s\n%s%s%s%s",
		extension, opcache ? "zend_extension=" : "", opcache ? opcache : "",
		opcache ? "\nopcache.enable=1\nopcache.enable_cli=1\nopcache.jit=0\nopcache.validate_timestamps=0\n" : "", extra) < 0) {
		return 2;
	}
	php_embed_module.ini_entries = ini;
	php_embed_module.ub_write = harness_ub_write;
	php_embed_module.flush = harness_flush;
	php_embed_module.log_message = harness_log_message;
	php_embed_module.php_ini_ignore = 1;
	if (opcache) {
		/* OPcache runs only under the SAPIs it knows, FrankenPHP's among them. */
		php_embed_module.name = "frankenphp";
	}
	if (php_embed_module.startup(&php_embed_module) == FAILURE) {
		fprintf(stderr, "PHP startup failed\n");
		return 2;
	}

	pthread_t tid;
	double started = now();
	if (run_in_thread(reference_main, NULL, &tid) != 0) {
		perror("pthread_create");
		return 2;
	}
	pthread_join(tid, NULL);
	fprintf(stderr, "zts-threads: %d scenarios x %d threads of expected outputs in %.1f s\n", scenario_count,
		thread_count, now() - started);

	worker workers[MAX_THREADS];
	pthread_t tids[MAX_THREADS];
	started = now();
	for (int t = 0; t < thread_count; t++) {
		workers[t] = (worker) {.thread = t};
		if (run_in_thread(worker_main, &workers[t], &tids[t]) != 0) {
			perror("pthread_create");
			return 2;
		}
	}
	long total = 0, mismatches = 0;
	for (int t = 0; t < thread_count; t++) {
		pthread_join(tids[t], NULL);
		total += workers[t].done;
		mismatches += workers[t].mismatches;
	}
	fprintf(stderr, "zts-threads: %d threads ran %ld requests in %.1f s: %ld with an unexpected output\n",
		thread_count, total, now() - started, mismatches);

	php_module_shutdown();
	sapi_shutdown();
	tsrm_shutdown();
	free(ini);
	return mismatches || failed_any ? 1 : 0;
}
