/*
 * Preloaded by scripts/test's sanitizer pass. PHP loads extensions with RTLD_DEEPBIND, which the ASan runtime refuses
 * ("incompatible with sanitizer runtime"); this drops the flag so an ASan-built msgpack.so can load into Debian's php.
 */
#define _GNU_SOURCE
#include <dlfcn.h>

void *dlopen(const char *file, int flags)
{
	static void *(*real_dlopen)(const char *, int);

	if (!real_dlopen) {
		real_dlopen = (void *(*)(const char *, int)) dlsym(RTLD_NEXT, "dlopen");
	}
	return real_dlopen(file, flags & ~RTLD_DEEPBIND);
}
