// Helpers over MuPDF's C API for the Go side (mupdf.go): each opens,
// reads or renders within one fz_try, so that no MuPDF exception crosses
// into Go, and reports failure as a non-zero status.
#ifndef DOCEXTRACT_MUPDF_BRIDGE_H
#define DOCEXTRACT_MUPDF_BRIDGE_H

#include <stdint.h>
#include <mupdf/fitz.h>

fz_context *dx_new_context(size_t max_store, uintptr_t handle);
int dx_open(fz_context *ctx, const unsigned char *data, size_t n, fz_stream **stream, fz_document **doc, int *needs_password);
int dx_count_pages(fz_context *ctx, fz_document *doc, int *n);
int dx_bound(fz_context *ctx, fz_document *doc, int number, float *r);
int dx_text(fz_context *ctx, fz_document *doc, int number, fz_cookie *cookie, fz_buffer **out);
int dx_svg(fz_context *ctx, fz_document *doc, int number, fz_cookie *cookie, fz_buffer **out);
int dx_render_gray(fz_context *ctx, fz_document *doc, int number, float dpi, fz_cookie *cookie, unsigned char *dst, int w, int h);
int dx_render_rgba(fz_context *ctx, fz_document *doc, int number, float dpi, fz_cookie *cookie, unsigned char *dst, int w, int h);
int dx_render_size(fz_context *ctx, fz_document *doc, int number, float dpi, int *w, int *h);
void dx_abort(fz_cookie *cookie);
const char *dx_buffer_string(fz_context *ctx, fz_buffer *buf, size_t *len);

#endif
