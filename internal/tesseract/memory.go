package tesseract

/*
#include <stdlib.h>
#include <tesseract/capi.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

// dx_malloc_init makes glibc's malloc hand allocations of 1 MB and more
// (Tesseract's copies of page images, its layout buffers) straight to the
// operating system and back when freed, rather than keeping them in its
// heaps, and caps those heaps at two per core unless MALLOC_ARENA_MAX,
// which glibc reads itself, sets their number: after a burst of pages the
// heaps otherwise hold hundreds of megabytes of freed memory.
static void dx_malloc_init(int cores) {
#ifdef __GLIBC__
	mallopt(M_MMAP_THRESHOLD, 1 << 20);
	const char *arenas = getenv("MALLOC_ARENA_MAX");
	if (arenas == NULL || *arenas == '\0') {
		mallopt(M_ARENA_MAX, 2 * cores);
	}
#endif
}

// dx_release drops the dictionaries no Tesseract instance uses any more and
// returns free heap memory to the operating system.
static void dx_release(void) {
	TessBaseAPI *api = TessBaseAPICreate();
	if (api != NULL) {
		TessBaseAPIClearPersistentCache(api);
		TessBaseAPIDelete(api);
	}
#ifdef __GLIBC__
	malloc_trim(0);
#endif
}
*/
import "C"

import "runtime"

func init() { C.dx_malloc_init(C.int(runtime.NumCPU())) }

// ReleaseMemory lets Tesseract drop the dictionaries that no open Client
// uses (it keeps them for the next Client otherwise) and returns free C heap
// memory to the operating system. Call it when work has stopped for a while.
func ReleaseMemory() {
	initMu.Lock()
	defer initMu.Unlock()
	C.dx_release()
}
