package reading

// Filled-in PDF form fields (AcroForm widgets) are annotations: go-fitz runs
// only a page's content stream, so neither its text nor its rendering shows
// them. formFields opens the PDF a second time in its own MuPDF context,
// through the static MuPDF that go-fitz links in, and reads every text or
// choice widget that has a value: its rectangle and the drawing of its
// appearance, as SVG in the same page space as the text layer.
//
// go-fitz ships only the fitz headers, so the few MuPDF functions used here
// are declared below; fz_new_context_imp refuses a context when the linked
// MuPDF is not the version named here, and the form words then stay out
// (the tests would fail).

/*
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#define FORM_FZ_VERSION "1.24.9"

typedef struct fz_context fz_context;
typedef struct fz_stream fz_stream;
typedef struct fz_device fz_device;
typedef struct fz_output fz_output;
typedef struct fz_buffer fz_buffer;
typedef struct fz_cookie fz_cookie;
typedef struct pdf_document pdf_document;
typedef struct pdf_page pdf_page;
typedef struct pdf_annot pdf_annot;
typedef struct pdf_obj pdf_obj;
typedef struct { float x0, y0, x1, y1; } fz_rect;
typedef struct { float a, b, c, d, e, f; } fz_matrix;

// MuPDF's exception macros (fitz/context.h, fitz/system.h on unix).
#if defined(__unix) || defined(__APPLE__)
typedef sigjmp_buf fz_jmp_buf;
#define fz_setjmp(BUF) sigsetjmp(BUF, 0)
#else
typedef jmp_buf fz_jmp_buf;
#define fz_setjmp(BUF) setjmp(BUF)
#endif
fz_jmp_buf *fz_push_try(fz_context *ctx);
int fz_do_try(fz_context *ctx);
int fz_do_always(fz_context *ctx);
int fz_do_catch(fz_context *ctx);
#define fz_try(ctx) if (!fz_setjmp(*fz_push_try(ctx))) if (fz_do_try(ctx)) do
#define fz_always(ctx) while (0); if (fz_do_always(ctx)) do
#define fz_catch(ctx) while (0); if (fz_do_catch(ctx))

extern const fz_matrix fz_identity;
fz_context *fz_new_context_imp(const void *alloc, const void *locks, size_t max_store, const char *version);
void fz_drop_context(fz_context *ctx);
void fz_set_error_callback(fz_context *ctx, void (*cb)(void *user, const char *message), void *user);
void fz_set_warning_callback(fz_context *ctx, void (*cb)(void *user, const char *message), void *user);
fz_stream *fz_open_memory(fz_context *ctx, const unsigned char *data, size_t len);
void fz_drop_stream(fz_context *ctx, fz_stream *stm);
fz_buffer *fz_new_buffer(fz_context *ctx, size_t capacity);
void fz_drop_buffer(fz_context *ctx, fz_buffer *buf);
const char *fz_string_from_buffer(fz_context *ctx, fz_buffer *buf);
fz_output *fz_new_output_with_buffer(fz_context *ctx, fz_buffer *buf);
void fz_close_output(fz_context *ctx, fz_output *out);
void fz_drop_output(fz_context *ctx, fz_output *out);
fz_device *fz_new_svg_device(fz_context *ctx, fz_output *out, float page_width, float page_height, int text_format, int reuse_images);
void fz_close_device(fz_context *ctx, fz_device *dev);
void fz_drop_device(fz_context *ctx, fz_device *dev);

pdf_document *pdf_open_document_with_stream(fz_context *ctx, fz_stream *file);
void pdf_drop_document(fz_context *ctx, pdf_document *doc);
int pdf_needs_password(fz_context *ctx, pdf_document *doc);
int pdf_count_pages(fz_context *ctx, pdf_document *doc);
pdf_obj *pdf_trailer(fz_context *ctx, pdf_document *doc);
pdf_obj *pdf_dict_getp(fz_context *ctx, pdf_obj *dict, const char *path);
int pdf_is_dict(fz_context *ctx, pdf_obj *obj);
pdf_page *pdf_load_page(fz_context *ctx, pdf_document *doc, int number);
void pdf_drop_page(fz_context *ctx, pdf_page *page);
pdf_annot *pdf_first_widget(fz_context *ctx, pdf_page *page);
pdf_annot *pdf_next_widget(fz_context *ctx, pdf_annot *previous);
pdf_obj *pdf_annot_obj(fz_context *ctx, pdf_annot *annot);
int pdf_annot_flags(fz_context *ctx, pdf_annot *annot);
fz_rect pdf_bound_widget(fz_context *ctx, pdf_annot *widget);
const char *pdf_field_type_string(fz_context *ctx, pdf_obj *field);
const char *pdf_field_value(fz_context *ctx, pdf_obj *field);
void pdf_run_annot(fz_context *ctx, pdf_annot *annot, fz_device *dev, fz_matrix ctm, fz_cookie *cookie);

enum {
	FORM_ANNOT_HIDDEN = 1 << 1,
	FORM_ANNOT_NOVIEW = 1 << 5,
	FORM_SVG_TEXT_AS_PATH = 0,
	FORM_STORE = 32 << 20,
};

typedef struct {
	int page;
	float x0, y0, x1, y1;
	char *value;
	char *svg; // NULL when the appearance could not be drawn
} form_widget;

typedef struct {
	form_widget *w;
	int n, cap, max;
	size_t max_value;
} form_list;

static void form_quiet(void *user, const char *message) { (void)user; (void)message; }

// form_svg draws the appearance of annot into a malloc'd SVG string, or NULL.
static char *form_svg(fz_context *ctx, pdf_annot *annot, fz_rect r) {
	fz_buffer *volatile buf = NULL;
	fz_output *volatile out = NULL;
	fz_device *volatile dev = NULL;
	char *volatile svg = NULL;
	fz_try(ctx) {
		buf = fz_new_buffer(ctx, 1024);
		out = fz_new_output_with_buffer(ctx, buf);
		dev = fz_new_svg_device(ctx, out, r.x1 - r.x0, r.y1 - r.y0, FORM_SVG_TEXT_AS_PATH, 1);
		pdf_run_annot(ctx, annot, dev, fz_identity, NULL);
		fz_close_device(ctx, dev);
		fz_close_output(ctx, out);
		svg = strdup(fz_string_from_buffer(ctx, buf));
	}
	fz_always(ctx) {
		fz_drop_device(ctx, dev);
		fz_drop_output(ctx, out);
		fz_drop_buffer(ctx, buf);
	}
	fz_catch(ctx) {
		free(svg);
		svg = NULL;
	}
	return svg;
}

static void form_add(fz_context *ctx, pdf_annot *annot, int page, form_list *l) {
	fz_try(ctx) {
		pdf_obj *obj = pdf_annot_obj(ctx, annot);
		const char *type = pdf_field_type_string(ctx, obj);
		if (!type || (strcmp(type, "text") && strcmp(type, "combobox") && strcmp(type, "listbox")))
			break;
		if (pdf_annot_flags(ctx, annot) & (FORM_ANNOT_HIDDEN | FORM_ANNOT_NOVIEW))
			break;
		const char *value = pdf_field_value(ctx, obj);
		if (!value || !*value)
			break;
		fz_rect r = pdf_bound_widget(ctx, annot);
		if (l->n == l->cap) {
			int cap = l->cap ? 2 * l->cap : 16;
			form_widget *w = realloc(l->w, cap * sizeof *w);
			if (!w)
				break;
			l->w = w;
			l->cap = cap;
		}
		form_widget *w = &l->w[l->n];
		w->page = page;
		w->x0 = r.x0; w->y0 = r.y0; w->x1 = r.x1; w->y1 = r.y1;
		w->value = strndup(value, l->max_value);
		if (!w->value)
			break;
		w->svg = form_svg(ctx, annot, r);
		l->n++;
	}
	fz_catch(ctx) {}
}

static void form_page(fz_context *ctx, pdf_document *doc, int i, form_list *l) {
	pdf_page *volatile page = NULL;
	fz_try(ctx) {
		page = pdf_load_page(ctx, doc, i);
		for (pdf_annot *w = pdf_first_widget(ctx, page); w && l->n < l->max; w = pdf_next_widget(ctx, w))
			form_add(ctx, w, i, l);
	}
	fz_always(ctx) {
		pdf_drop_page(ctx, page);
	}
	fz_catch(ctx) {}
}

// form_read returns the filled-in text and choice widgets of the first
// max_pages pages in *out (free with form_free) and their count; -1 when
// MuPDF could not start.
static int form_read(const unsigned char *data, size_t len, int max_pages, int max_widgets, int max_value, form_widget **out) {
	*out = NULL;
	fz_context *ctx = fz_new_context_imp(NULL, NULL, FORM_STORE, FORM_FZ_VERSION);
	if (!ctx)
		return -1;
	fz_set_error_callback(ctx, form_quiet, NULL);
	fz_set_warning_callback(ctx, form_quiet, NULL);
	form_list l = {NULL, 0, 0, max_widgets, (size_t)max_value};
	fz_stream *volatile stm = NULL;
	pdf_document *volatile doc = NULL;
	fz_try(ctx) {
		stm = fz_open_memory(ctx, data, len);
		doc = pdf_open_document_with_stream(ctx, stm);
		if (pdf_needs_password(ctx, doc))
			break;
		// Widgets whose field is missing from an empty /Fields still show.
		if (!pdf_is_dict(ctx, pdf_dict_getp(ctx, pdf_trailer(ctx, doc), "Root/AcroForm")))
			break;
		int n = pdf_count_pages(ctx, doc);
		for (int i = 0; i < n && i < max_pages && l.n < l.max; i++)
			form_page(ctx, doc, i, &l);
	}
	fz_always(ctx) {
		pdf_drop_document(ctx, doc);
		fz_drop_stream(ctx, stm);
	}
	fz_catch(ctx) {}
	fz_drop_context(ctx);
	*out = l.w;
	return l.n;
}

static void form_free(form_widget *w, int n) {
	for (int i = 0; i < n; i++) {
		free(w[i].value);
		free(w[i].svg);
	}
	free(w);
}

static form_widget *form_at(form_widget *w, int i) { return &w[i]; }
*/
import "C"

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unsafe"

	"github.com/docextract/docextract/extract/layout"
)

// Limits on the form fields read from one document.
const (
	maxFormFields     = 2000
	maxFormValueBytes = 4096
)

// errFormContext: the linked MuPDF refused a context (not the version this
// file was written for, or out of memory).
var errFormContext = errors.New("extract: MuPDF context for form fields")

// formField is one filled-in text or choice field of a PDF page.
type formField struct {
	page  int // 0-based
	rect  layout.Box
	value string
	// words are the value's words as drawn by the widget's appearance, in
	// page points; nil when the appearance does not show the value.
	words []layout.Line
}

// formFields reads the filled-in text and choice fields of the first
// maxPages pages of the PDF in data, in page order. A PDF without an
// AcroForm costs one parse of its trailer and catalog.
func formFields(data []byte, maxPages int) ([]formField, error) {
	if len(data) == 0 || maxPages <= 0 {
		return nil, nil
	}
	// A form needs an /AcroForm key in the catalog, which is in plain sight
	// unless the catalog is packed in an object stream.
	if !bytes.Contains(data, []byte("/AcroForm")) && !bytes.Contains(data, []byte("/ObjStm")) {
		return nil, nil
	}
	var w *C.form_widget
	n := C.form_read((*C.uchar)(unsafe.Pointer(&data[0])), C.size_t(len(data)), C.int(maxPages),
		C.int(maxFormFields), C.int(maxFormValueBytes), &w)
	if n < 0 {
		return nil, errFormContext
	}
	defer C.form_free(w, n)
	fields := make([]formField, 0, int(n))
	for i := range int(n) {
		c := C.form_at(w, C.int(i))
		f := formField{
			page:  int(c.page),
			rect:  layout.Box{Left: float64(c.x0), Top: float64(c.y0), Right: float64(c.x1), Bottom: float64(c.y1)},
			value: strings.ToValidUTF8(C.GoString(c.value), "\uFFFD"),
		}
		if !finiteBox(f.rect) || f.rect.Empty() || strings.TrimSpace(f.value) == "" {
			continue
		}
		if c.svg != nil {
			f.words = appearanceLines(C.GoString(c.svg), f.value)
		}
		fields = append(fields, f)
	}
	return fields, nil
}

func finiteBox(b layout.Box) bool {
	for _, v := range []float64{b.Left, b.Top, b.Right, b.Bottom} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e6 {
			return false
		}
	}
	return true
}

// appearanceLines returns the text lines drawn by a widget's appearance when
// they spell value (spaces aside), else nil: a stale or empty appearance is
// not trusted.
func appearanceLines(svg, value string) []layout.Line {
	lines := svgLines(parseSVG(svg).glyphs)
	var got strings.Builder
	for _, l := range lines {
		for _, w := range l.Words {
			got.WriteString(w.Text)
		}
	}
	if got.Len() == 0 || got.String() != dropSpace(value) {
		return nil
	}
	return lines
}

func dropSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// lines returns f's value as lines of words in page points: as drawn by its
// appearance when known, else laid out in its rectangle (one line per line
// of the value, words spread by their share of characters).
func (f formField) lines() []layout.Line {
	if f.words != nil {
		return f.words
	}
	var rows [][]string
	for _, row := range strings.FieldsFunc(f.value, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if words := strings.Fields(row); len(words) > 0 {
			rows = append(rows, words)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	// A single-line field's text is about 70% of its height; rows of a
	// multi-line field share the height, at most 12 points each.
	rowHeight := min(f.rect.Height(), 12)
	if len(rows) > 1 {
		rowHeight = min(f.rect.Height()/float64(len(rows)), 12)
	}
	// Text fields pad 2 points; a character is about half the font size wide
	// in the fonts forms use, within the field's width.
	size := 0.7 * rowHeight
	lines := make([]layout.Line, 0, len(rows))
	for i, row := range rows {
		top := f.rect.Top + (f.rect.Height()-rowHeight)/2
		if len(rows) > 1 {
			top = f.rect.Top + float64(i)*rowHeight
		}
		chars := 0
		for _, w := range row {
			chars += len([]rune(w)) + 1
		}
		charWidth := min(0.5*size, max(f.rect.Width()-4, 1)/float64(chars))
		line := layout.Line{Confidence: 1}
		x := f.rect.Left + min(2, f.rect.Width()/4)
		for _, w := range row {
			n := float64(len([]rune(w)))
			word := layout.Word{Text: w, Confidence: 1, Box: layout.Box{
				Left: x, Right: x + n*charWidth, Top: top + 0.15*rowHeight, Bottom: top + 0.85*rowHeight,
			}}
			line.Words = append(line.Words, word)
			line.Box = line.Box.Union(word.Box)
			x += (n + 1) * charWidth
		}
		lines = append(lines, line)
	}
	return lines
}

// mergeFormLines adds the lines of fields to lines, both in the same units,
// keeping reading order (rows top to bottom, left to right): each field's
// line goes before the first line that starts below its middle or on its
// row to its right.
func mergeFormLines(lines []layout.Line, fields []formField, toPage func(layout.Box) layout.Box) []layout.Line {
	for _, f := range fields {
		for _, fl := range f.lines() {
			if toPage != nil {
				fl = mapLine(fl, toPage)
			}
			if fl.Box.Empty() {
				continue
			}
			if printed(lines, fl) {
				continue
			}
			mid := (fl.Box.Top + fl.Box.Bottom) / 2
			at := len(lines)
			for i, l := range lines {
				lmid := (l.Box.Top + l.Box.Bottom) / 2
				sameRow := math.Abs(lmid-mid) < 0.5*min(l.Box.Height(), fl.Box.Height())
				if lmid > mid && !sameRow || sameRow && l.Box.Left > fl.Box.Left {
					at = i
					break
				}
			}
			lines = append(lines[:at], append([]layout.Line{fl}, lines[at:]...)...)
		}
	}
	return lines
}

// printed reports whether lines already hold fl: a PDF that prints a
// field's value in its content as well.
func printed(lines []layout.Line, fl layout.Line) bool {
	for _, l := range lines {
		in := layout.Box{
			Left: max(l.Box.Left, fl.Box.Left), Top: max(l.Box.Top, fl.Box.Top),
			Right: min(l.Box.Right, fl.Box.Right), Bottom: min(l.Box.Bottom, fl.Box.Bottom),
		}
		if !in.Empty() && strings.Contains(l.Text(), fl.Text()) {
			return true
		}
	}
	return false
}

// mapLine returns l with every box mapped by toPage.
func mapLine(l layout.Line, toPage func(layout.Box) layout.Box) layout.Line {
	out := layout.Line{Confidence: l.Confidence, Words: make([]layout.Word, len(l.Words))}
	for i, w := range l.Words {
		w.Box = toPage(w.Box)
		out.Words[i] = w
		out.Box = out.Box.Union(w.Box)
	}
	return out
}

// pdfForms reads the filled-in form fields of the first pages of the PDF in
// data. A failure only leaves the fields out: the page text still stands.
func (r *Reader) pdfForms(ctx context.Context, data []byte, pages int) []formField {
	var fields []formField
	err := guard("PDF form fields", func() (err error) {
		fields, err = formFields(data, pages)
		return err
	})
	if err != nil {
		r.opts.Logger.DebugContext(ctx, "extract: form fields not read", "error", err)
		return nil
	}
	return fields
}

// rasterBox maps boxes in page points to the pixels of a page rendered at
// scale pixels per point, w by h pixels, then turned clockwise by rot
// degrees (see transform).
func rasterBox(scale float64, rot int, w, h float64) func(layout.Box) layout.Box {
	return func(b layout.Box) layout.Box {
		pt := func(x, y float64) (float64, float64) {
			x, y = x*scale, y*scale
			switch rot {
			case 90:
				return h - y, x
			case 180:
				return w - x, h - y
			case 270:
				return y, w - x
			}
			return x, y
		}
		x0, y0 := pt(b.Left, b.Top)
		x1, y1 := pt(b.Right, b.Bottom)
		return layout.Box{Left: min(x0, x1), Top: min(y0, y1), Right: max(x0, x1), Bottom: max(y0, y1)}
	}
}

// formsOf returns the fields of page (0-based) from all, which is in page
// order.
func formsOf(all []formField, page int) []formField {
	var out []formField
	for _, f := range all {
		if f.page == page {
			out = append(out, f)
		}
	}
	return out
}

func (f formField) String() string {
	return fmt.Sprintf("page %d %v %q", f.page+1, f.rect, f.value)
}
