// A C face on zxing-cpp's C++ reader (ReadBarcode.h), for cgo.
#ifndef DOCEXTRACT_ZXING_BRIDGE_H
#define DOCEXTRACT_ZXING_BRIDGE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// zx_result is one symbol read: its raw bytes (malloc'd, the caller frees
// them with zx_free_results) and the corners of its position.
typedef struct {
	unsigned char *bytes;
	int len;
	int x[4], y[4];
} zx_result;

// zx_read_pdf417 reads the PDF417 symbols of a w x h grayscale image with
// row stride stride (bytes), at most max of them, into out; it returns how
// many were read, or -1 when the reader failed.
int zx_read_pdf417(const unsigned char *pix, int w, int h, int stride, zx_result *out, int max);

// zx_free_results frees the bytes of the first n results.
void zx_free_results(zx_result *out, int n);

#ifdef __cplusplus
}
#endif

#endif
