#include <string.h>
#include "bridge.h"
#include "_cgo_export.h"

static void dx_error(void *user, const char *message) {
	goMupdfMessage((uintptr_t)user, 0, (char *)message);
}

static void dx_warning(void *user, const char *message) {
	goMupdfMessage((uintptr_t)user, 1, (char *)message);
}

// dx_new_context makes a context whose errors and warnings go to the Go
// side with handle, never to stderr.
fz_context *dx_new_context(size_t max_store, uintptr_t handle) {
	fz_context *ctx = fz_new_context(NULL, NULL, max_store);
	if (ctx == NULL) {
		return NULL;
	}
	fz_set_error_callback(ctx, dx_error, (void *)handle);
	fz_set_warning_callback(ctx, dx_warning, (void *)handle);
	fz_try(ctx) {
		fz_register_document_handlers(ctx);
	}
	fz_catch(ctx) {
		fz_drop_context(ctx);
		return NULL;
	}
	return ctx;
}

// dx_open opens a PDF from memory, which must outlive the document.
int dx_open(fz_context *ctx, const unsigned char *data, size_t n, fz_stream **stream, fz_document **doc, int *needs_password) {
	*stream = NULL;
	*doc = NULL;
	fz_try(ctx) {
		*stream = fz_open_memory(ctx, data, n);
		*doc = fz_open_document_with_stream(ctx, "application/pdf", *stream);
		*needs_password = fz_needs_password(ctx, *doc);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

int dx_count_pages(fz_context *ctx, fz_document *doc, int *n) {
	fz_try(ctx) {
		*n = fz_count_pages(ctx, doc);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

// dx_bound stores the page's bounds in points (x0, y0, x1, y1) in r.
int dx_bound(fz_context *ctx, fz_document *doc, int number, float *r) {
	fz_page *page = NULL;
	fz_var(page);
	fz_try(ctx) {
		page = fz_load_page(ctx, doc, number);
		fz_rect b = fz_bound_page(ctx, page);
		r[0] = b.x0, r[1] = b.y0, r[2] = b.x1, r[3] = b.y1;
	}
	fz_always(ctx) {
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

// dx_text runs the page through a structured-text device and returns its
// text, as go-fitz's Text does.
int dx_text(fz_context *ctx, fz_document *doc, int number, fz_cookie *cookie, fz_buffer **out) {
	fz_page *page = NULL;
	fz_stext_page *text = NULL;
	fz_device *dev = NULL;
	fz_var(page);
	fz_var(text);
	fz_var(dev);
	*out = NULL;
	fz_try(ctx) {
		page = fz_load_page(ctx, doc, number);
		fz_rect bounds = fz_bound_page(ctx, page);
		text = fz_new_stext_page(ctx, bounds);
		fz_stext_options opts;
		memset(&opts, 0, sizeof opts);
		dev = fz_new_stext_device(ctx, text, &opts);
		fz_enable_device_hints(ctx, dev, FZ_NO_CACHE);
		fz_run_page_contents(ctx, page, dev, fz_identity, cookie);
		fz_close_device(ctx, dev);
		*out = fz_new_buffer_from_stext_page(ctx, text);
	}
	fz_always(ctx) {
		fz_drop_device(ctx, dev);
		fz_drop_stext_page(ctx, text);
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

// dx_svg draws the page with text as paths into an SVG document, as
// go-fitz's SVG does.
int dx_svg(fz_context *ctx, fz_document *doc, int number, fz_cookie *cookie, fz_buffer **out) {
	fz_page *page = NULL;
	fz_buffer *buf = NULL;
	fz_output *o = NULL;
	fz_device *dev = NULL;
	fz_var(page);
	fz_var(buf);
	fz_var(o);
	fz_var(dev);
	*out = NULL;
	fz_try(ctx) {
		page = fz_load_page(ctx, doc, number);
		fz_rect bounds = fz_bound_page(ctx, page);
		buf = fz_new_buffer(ctx, 1024);
		o = fz_new_output_with_buffer(ctx, buf);
		dev = fz_new_svg_device(ctx, o, bounds.x1 - bounds.x0, bounds.y1 - bounds.y0, FZ_SVG_TEXT_AS_PATH, 1);
		fz_enable_device_hints(ctx, dev, FZ_NO_CACHE);
		fz_run_page_contents(ctx, page, dev, fz_identity, cookie);
		fz_close_device(ctx, dev);
		fz_close_output(ctx, o);
		*out = buf;
		buf = NULL;
	}
	fz_always(ctx) {
		fz_drop_device(ctx, dev);
		fz_drop_output(ctx, o);
		fz_drop_buffer(ctx, buf);
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

static fz_irect dx_bbox(fz_context *ctx, fz_page *page, float dpi) {
	fz_matrix ctm = fz_scale(dpi / 72, dpi / 72);
	return fz_round_rect(fz_transform_rect(fz_bound_page(ctx, page), ctm));
}

// dx_render_size stores the size in pixels of the page rendered at dpi.
int dx_render_size(fz_context *ctx, fz_document *doc, int number, float dpi, int *w, int *h) {
	fz_page *page = NULL;
	fz_var(page);
	fz_try(ctx) {
		page = fz_load_page(ctx, doc, number);
		fz_irect bbox = dx_bbox(ctx, page, dpi);
		*w = bbox.x1 - bbox.x0;
		*h = bbox.y1 - bbox.y0;
	}
	fz_always(ctx) {
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

// dx_render renders the page at dpi on white, in RGB with alpha as
// go-fitz's ImageDPI does, and writes it into dst (w by h, as
// dx_render_size gave): as 8-bit gray with the weights of the Go side's
// conversion when gray is set, so that the pixels are those the RGBA image
// would give, else as RGBA, 4 bytes a pixel, alpha premultiplied as Go's
// image.RGBA holds it. The pixmap is freed before it returns.
static int dx_render(fz_context *ctx, fz_document *doc, int number, float dpi, fz_cookie *cookie, unsigned char *dst, int w, int h, int gray) {
	fz_page *page = NULL;
	fz_pixmap *pix = NULL;
	fz_device *dev = NULL;
	fz_var(page);
	fz_var(pix);
	fz_var(dev);
	fz_try(ctx) {
		page = fz_load_page(ctx, doc, number);
		fz_matrix ctm = fz_scale(dpi / 72, dpi / 72);
		fz_irect bbox = dx_bbox(ctx, page, dpi);
		if (bbox.x1 - bbox.x0 != w || bbox.y1 - bbox.y0 != h) {
			fz_throw(ctx, FZ_ERROR_ARGUMENT, "page size changed");
		}
		pix = fz_new_pixmap_with_bbox(ctx, fz_device_rgb(ctx), bbox, NULL, 1);
		fz_clear_pixmap_with_value(ctx, pix, 0xff);
		dev = fz_new_draw_device(ctx, ctm, pix);
		fz_enable_device_hints(ctx, dev, FZ_NO_CACHE);
		fz_run_page_contents(ctx, page, dev, fz_identity, cookie);
		fz_close_device(ctx, dev);
		const unsigned char *s = fz_pixmap_samples(ctx, pix);
		int stride = fz_pixmap_stride(ctx, pix);
		for (int y = 0; y < h; y++) {
			const unsigned char *row = s + (size_t)y * stride;
			if (!gray) {
				memcpy(dst + (size_t)y * w * 4, row, (size_t)w * 4);
				continue;
			}
			unsigned char *o = dst + (size_t)y * w;
			for (int x = 0; x < w; x++) {
				unsigned r = row[4 * x], g = row[4 * x + 1], b = row[4 * x + 2], a = row[4 * x + 3];
				// Premultiplied: add white for the transparent part.
				o[x] = (unsigned char)(((19595 * r + 38470 * g + 7471 * b + (1 << 15)) >> 16) + (255 - a));
			}
		}
	}
	fz_always(ctx) {
		fz_drop_device(ctx, dev);
		fz_drop_pixmap(ctx, pix);
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) {
		return 1;
	}
	return 0;
}

// dx_render_gray renders the page as 8-bit gray (see dx_render).
int dx_render_gray(fz_context *ctx, fz_document *doc, int number, float dpi, fz_cookie *cookie, unsigned char *dst, int w, int h) {
	return dx_render(ctx, doc, number, dpi, cookie, dst, w, h, 1);
}

// dx_render_rgba renders the page as RGBA (see dx_render).
int dx_render_rgba(fz_context *ctx, fz_document *doc, int number, float dpi, fz_cookie *cookie, unsigned char *dst, int w, int h) {
	return dx_render(ctx, doc, number, dpi, cookie, dst, w, h, 0);
}

// dx_abort asks the run watched by cookie to stop at its next operator.
void dx_abort(fz_cookie *cookie) {
	__atomic_store_n(&cookie->abort, 1, __ATOMIC_RELEASE);
}

const char *dx_buffer_string(fz_context *ctx, fz_buffer *buf, size_t *len) {
	unsigned char *data = NULL;
	*len = fz_buffer_storage(ctx, buf, &data);
	return (const char *)data;
}
