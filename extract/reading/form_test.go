package reading

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gen2brain/go-fitz"
	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
)

// testField is one widget of a PDF built by formPDF.
type testField struct {
	ft    string     // field type: Tx, Btn, Ch
	v     string     // the /V object, e.g. (Alex Hellmann) or /Yes
	rect  [4]float64 // PDF user space: x0 y0 x1 y1
	ap    string     // appearance text drawn at 10 pt; "" for no appearance
	flags int        // annotation flags (/F)
}

// formPDF writes a one-page US Letter PDF whose content shows labels (one
// 10-point Helvetica line each, at x, y in user space) and whose AcroForm
// holds fields.
func formPDF(t testing.TB, rotate int, labels map[[2]float64]string, fields ...testField) []byte {
	t.Helper()
	var objs []string // objs[i] is object i+1
	add := func(s string) int { objs = append(objs, s); return len(objs) }
	catalog := add("")
	acro := add("")
	pages := add("")
	font := add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	page := add("")
	var content strings.Builder
	for at, l := range labels {
		fmt.Fprintf(&content, "BT /F1 10 Tf %g %g Td (%s) Tj ET\n", at[0], at[1], l)
	}
	contents := add(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", content.Len(), content.String()))
	var refs []string
	for i, f := range fields {
		ap := ""
		if f.ap != "" {
			w, h := f.rect[2]-f.rect[0], f.rect[3]-f.rect[1]
			s := fmt.Sprintf("/Tx BMC q BT /Helv 10 Tf 0 g 2 %g Td (%s) Tj ET Q EMC", (h-7)/2, f.ap)
			n := add(fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 %g %g] /Resources << /Font << /Helv %d 0 R >> >> /Length %d >>\nstream\n%s\nendstream",
				w, h, font, len(s), s))
			ap = fmt.Sprintf(" /AP << /N %d 0 R >>", n)
		}
		as := ""
		if f.ft == "Btn" {
			as = " /AS " + f.v
		}
		n := add(fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /%s /T (f%d) /V %s /Rect [%g %g %g %g] /F %d /P %d 0 R /DA (/Helv 10 Tf 0 g)%s%s >>",
			f.ft, i, f.v, f.rect[0], f.rect[1], f.rect[2], f.rect[3], f.flags, page, ap, as))
		refs = append(refs, fmt.Sprintf("%d 0 R", n))
	}
	all := strings.Join(refs, " ")
	objs[catalog-1] = fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R /AcroForm %d 0 R >>", pages, acro)
	objs[acro-1] = fmt.Sprintf("<< /Fields [%s] /DA (/Helv 10 Tf 0 g) /DR << /Font << /Helv %d 0 R >> >> >>", all, font)
	objs[pages-1] = fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", page)
	objs[page-1] = fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Rotate %d /Resources << /Font << /F1 %d 0 R >> >> /Contents %d 0 R /Annots [%s] >>",
		pages, rotate, font, contents, all)
	return pdfFile(objs, catalog)
}

// pdfFile assembles a PDF from its objects (objs[i] is object i+1) with a
// cross-reference table; root is the catalog's object number.
func pdfFile(objs []string, root int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, root, xref)
	return b.Bytes()
}

// stream returns a stream object holding s.
func stream(dict, s string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", dict, len(s), s)
}

var (
	// A W-9 style page: a label, the name field under it, the next label.
	w9Labels = map[[2]float64]string{
		{72, 700}: "Name (as shown on your income tax return)",
		{72, 650}: "Business name or disregarded entity name",
	}
	nameRect = [4]float64{72, 670, 300, 690}
	w9Fields = []testField{
		{ft: "Tx", v: "(Alex Hellmann)", rect: nameRect, ap: "Alex Hellmann"},
		{ft: "Btn", v: "/Yes", rect: [4]float64{400, 670, 410, 680}},
		{ft: "Btn", v: "/Off", rect: [4]float64{420, 670, 430, 680}},
		{ft: "Tx", v: "()", rect: [4]float64{72, 620, 300, 640}},
		{ft: "Tx", v: "(Hidden Value)", rect: [4]float64{320, 620, 500, 640}, ap: "Hidden Value", flags: 2},
	}
)

// formWords returns the words of page whose text is in want, by text.
func formWords(page *layout.Page, want ...string) map[string]layout.Box {
	got := map[string]layout.Box{}
	for _, l := range page.Lines {
		for _, w := range l.Words {
			for _, s := range want {
				if w.Text == s {
					got[s] = w.Box
				}
			}
		}
	}
	return got
}

func inside(b, r layout.Box) bool {
	const tol = 0.5
	return !b.Empty() && b.Left >= r.Left-tol && b.Right <= r.Right+tol && b.Top >= r.Top-tol && b.Bottom <= r.Bottom+tol
}

func TestReadFormFields(t *testing.T) {
	tests := []struct {
		name      string
		data      []byte
		dpi       float64
		wantLines []string
		// wantIn is the field rectangle in page units: every value word
		// must lie inside it.
		wantIn layout.Box
	}{{
		name:      "text layer, appearance",
		data:      formPDF(t, 0, w9Labels, w9Fields...),
		wantLines: []string{"Name (as shown on your income tax return)", "Alex Hellmann", "Business name or disregarded entity name"},
		wantIn:    layout.Box{Left: 72, Top: 102, Right: 300, Bottom: 122},
	}, {
		name:      "text layer, no appearance",
		data:      formPDF(t, 0, w9Labels, testField{ft: "Tx", v: "(Alex Hellmann)", rect: nameRect}),
		wantLines: []string{"Name (as shown on your income tax return)", "Alex Hellmann", "Business name or disregarded entity name"},
		wantIn:    layout.Box{Left: 72, Top: 102, Right: 300, Bottom: 122},
	}, {
		name:      "stale appearance: the value wins",
		data:      formPDF(t, 0, w9Labels, testField{ft: "Tx", v: "(Alex Hellmann)", rect: nameRect, ap: "Old Name"}),
		wantLines: []string{"Name (as shown on your income tax return)", "Alex Hellmann", "Business name or disregarded entity name"},
		wantIn:    layout.Box{Left: 72, Top: 102, Right: 300, Bottom: 122},
	}, {
		name:      "choice field",
		data:      formPDF(t, 0, w9Labels, testField{ft: "Ch", v: "(Alex Hellmann)", rect: nameRect}),
		wantLines: []string{"Name (as shown on your income tax return)", "Alex Hellmann", "Business name or disregarded entity name"},
		wantIn:    layout.Box{Left: 72, Top: 102, Right: 300, Bottom: 122},
	}, {
		// Turned 90 degrees clockwise: user (x, y) shows at (y, x).
		name:   "rotated page",
		data:   formPDF(t, 90, w9Labels, w9Fields...),
		wantIn: layout.Box{Left: 670, Top: 72, Right: 690, Bottom: 300},
	}, {
		// Too little text: the page is rendered (at 144 DPI, 2 pixels a
		// point) and the field is placed in pixels.
		name:      "rasterised page",
		data:      formPDF(t, 0, map[[2]float64]string{{72, 700}: "W-9"}, w9Fields...),
		dpi:       144,
		wantLines: []string{"Alex Hellmann"},
		wantIn:    layout.Box{Left: 144, Top: 204, Right: 600, Bottom: 244},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(Options{DPI: tt.dpi, OCR: blind{}})
			doc, err := r.Read(context.Background(), tt.data)
			if err != nil {
				t.Fatalf("Read() error = %v", err)
			}
			page := doc.Pages[0]
			if tt.wantLines != nil {
				var got []string
				for _, l := range page.Lines {
					got = append(got, l.Text())
				}
				if diff := cmp.Diff(tt.wantLines, got); diff != "" {
					t.Errorf("Read(%s) lines mismatch (-want +got):\n%s", tt.name, diff)
				}
			}
			words := formWords(page, "Alex", "Hellmann", "Hidden", "Value", "Yes", "Off")
			if diff := cmp.Diff([]string{"Alex", "Hellmann"}, keys(words)); diff != "" {
				t.Fatalf("Read(%s) form words mismatch (-want +got):\n%s\npage:\n%s", tt.name, diff, page.Text())
			}
			for s, b := range words {
				if !inside(b, tt.wantIn) {
					t.Errorf("Read(%s) word %q at %v, want inside %v", tt.name, s, b, tt.wantIn)
				}
			}
		})
	}
}

func keys(m map[string]layout.Box) []string {
	var out []string
	for _, s := range []string{"Alex", "Hellmann", "Hidden", "Value", "Yes", "Off"} {
		if _, ok := m[s]; ok {
			out = append(out, s)
		}
	}
	return out
}

// TestReadWithoutForms: a PDF without filled fields reads exactly as its
// text layer.
func TestReadWithoutForms(t *testing.T) {
	plain := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 11)
		for i, l := range testText {
			p.Text(72, 72+float64(i)*16, l)
		}
	})
	tests := []struct {
		name string
		data []byte
	}{
		{"no AcroForm", plain},
		{"empty fields", formPDF(t, 0, w9Labels, w9Fields[1:]...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fields, err := formFields(tt.data, 1)
			if err != nil || len(fields) != 0 {
				t.Errorf("formFields(%s) = %v, %v; want none", tt.name, fields, err)
			}
			f, err := fitz.NewFromMemory(tt.data)
			if err != nil {
				t.Fatal(err)
			}
			svg, err := f.SVG(0)
			f.Close()
			if err != nil {
				t.Fatal(err)
			}
			want := svgLines(parseSVG(svg).glyphs)
			doc, err := NewReader(Options{}).Read(context.Background(), tt.data)
			if err != nil {
				t.Fatalf("Read() error = %v", err)
			}
			if diff := cmp.Diff(want, doc.Pages[0].Lines); diff != "" {
				t.Errorf("Read(%s) lines mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestFormFieldMultiline(t *testing.T) {
	f := formField{rect: layout.Box{Left: 100, Top: 100, Right: 300, Bottom: 130}, value: "68 Fremont Lane\r\nRockford"}
	var got []string
	for _, l := range f.lines() {
		got = append(got, l.Text())
		for _, w := range l.Words {
			if !inside(w.Box, f.rect) {
				t.Errorf("lines() word %q at %v, want inside %v", w.Text, w.Box, f.rect)
			}
		}
	}
	if diff := cmp.Diff([]string{"68 Fremont Lane", "Rockford"}, got); diff != "" {
		t.Errorf("lines(%q) mismatch (-want +got):\n%s", f.value, diff)
	}
}

func TestRasterBox(t *testing.T) {
	// A 100x50-point page at 2 pixels a point is 200x100 pixels before
	// turning; the box is the top-left 10x20 points.
	b := layout.Box{Left: 0, Top: 0, Right: 10, Bottom: 20}
	tests := []struct {
		rot  int
		want layout.Box
	}{
		{0, layout.Box{Left: 0, Top: 0, Right: 20, Bottom: 40}},
		{90, layout.Box{Left: 60, Top: 0, Right: 100, Bottom: 20}},
		{180, layout.Box{Left: 180, Top: 60, Right: 200, Bottom: 100}},
		{270, layout.Box{Left: 0, Top: 180, Right: 40, Bottom: 200}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, rasterBox(2, tt.rot, 200, 100)(b)); diff != "" {
			t.Errorf("rasterBox(rot %d) mismatch (-want +got):\n%s", tt.rot, diff)
		}
	}
}

// FuzzFormFields reads the form fields of arbitrary bytes: nothing may
// panic (a recovered panic is an error here), the reader must finish, and
// every field is placed in a finite, non-empty box with a bounded, valid
// value. Seeds beyond those below are in testdata/fuzz/FuzzFormFields:
// inherited fields, choice fields, turned and cropped pages, nested
// appearance forms, a Type0 font, object streams, /Parent and page tree
// cycles.
func FuzzFormFields(f *testing.F) {
	f.Add(formPDF(f, 0, w9Labels, w9Fields...))
	f.Add(formPDF(f, 90, w9Labels, w9Fields...))
	f.Add(formPDF(f, 0, nil, testField{ft: "Tx", v: "(a\\nb c)", rect: [4]float64{300, 10, 10, 300}}))
	f.Add(textPDF(f, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "A page of text that is long enough to count.")
	}))
	f.Add([]byte("%PDF-1.4\n1 0 obj<</AcroForm<</Fields[2 0 R]>>>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"))
	r := NewReader(Options{MaxPixels: 4_000_000, MaxPages: 2, DPI: 50, OCR: blind{}})
	f.Fuzz(func(t *testing.T, data []byte) {
		// Merging into the page goes through Read; its errors are FuzzRead's.
		_, _ = r.Read(context.Background(), data)
		start := time.Now()
		fields, err := formFields(data, 2)
		if err != nil && !errors.Is(err, errFormTooLarge) {
			t.Fatalf("formFields() error = %v", err)
		}
		if took := time.Since(start); took > formReadTimeout+5*time.Second {
			t.Fatalf("formFields() took %v on %d bytes", took, len(data))
		}
		for _, fl := range fields {
			if !finiteBox(fl.rect) || fl.rect.Empty() {
				t.Fatalf("formFields() field %v has a bad rectangle", fl)
			}
			if len(fl.value) > maxFormValueBytes || !utf8.ValidString(fl.value) || strings.TrimSpace(fl.value) == "" {
				t.Fatalf("formFields() field %v has a bad value", fl)
			}
			for _, l := range fl.lines() {
				if !finiteBox(l.Box) {
					t.Fatalf("formFields() field %v has a bad line box %v", fl, l.Box)
				}
			}
		}
	})
}

// TestFormCorpusNames reads the corpus tax documents that hold form
// fields and reports how many show their taxpayer's name in the page text,
// and how many did from the text layer alone.
func TestFormCorpusNames(t *testing.T) {
	root := os.Getenv("DOCEXTRACT_CORPUS")
	if root == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	paths, err := filepath.Glob(filepath.Join(root, "tax_doc", "*", "document.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	norm := func(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }
	r := NewReader(Options{OCR: testPool(t)})
	var forms, found, before int
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		fields, err := formFields(data[pdfStart(data):], DefaultMaxPages)
		if err != nil {
			t.Fatalf("formFields(%s) error = %v", p, err)
		}
		if len(fields) == 0 {
			continue
		}
		var expected struct {
			Fields struct {
				TaxpayerName struct{ Value string } `json:"taxpayer_name"`
			}
		}
		if raw, err := os.ReadFile(filepath.Join(filepath.Dir(p), "expected.json")); err == nil {
			_ = json.Unmarshal(raw, &expected)
		}
		name := norm(expected.Fields.TaxpayerName.Value)
		if name == "" {
			continue
		}
		forms++
		doc, err := r.Read(context.Background(), data)
		if err != nil {
			t.Fatalf("Read(%s) error = %v", p, err)
		}
		var text, layer strings.Builder
		f, err := fitz.NewFromMemory(data[pdfStart(data):])
		if err != nil {
			t.Fatal(err)
		}
		for i, page := range doc.Pages {
			text.WriteString(page.Text() + "\n")
			if svg, err := f.SVG(i); err == nil {
				for _, l := range svgLines(parseSVG(svg).glyphs) {
					layer.WriteString(l.Text() + "\n")
				}
			}
		}
		f.Close()
		ok, was := strings.Contains(norm(text.String()), name), strings.Contains(norm(layer.String()), name)
		if ok {
			found++
		}
		if was {
			before++
		}
		t.Logf("%s: %d fields, name %q found %v (text layer alone %v)", filepath.Base(filepath.Dir(p)), len(fields), name, ok, was)
		if !ok {
			t.Errorf("Read(%s) text lacks the taxpayer name %q", p, name)
		}
	}
	t.Logf("taxpayer name in the page text: %d of %d form PDFs (text layer alone: %d)", found, forms, before)
}

func BenchmarkFormFields(b *testing.B) {
	plain := textPDF(b, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 11)
		for i, l := range append(testText, testText...) {
			p.Text(72, 72+float64(i)*16, l)
		}
	})
	for _, bc := range []struct {
		name string
		data []byte
	}{
		{"plain", plain},
		{"form", formPDF(b, 0, w9Labels, w9Fields...)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := formFields(bc.data, DefaultMaxPages); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkReadFormPDF(b *testing.B) {
	data := formPDF(b, 0, w9Labels, w9Fields...)
	if root := os.Getenv("DOCEXTRACT_CORPUS"); root != "" {
		if d, err := os.ReadFile(filepath.Join(root, "tax_doc", "w9_3", "document.pdf")); err == nil {
			data = d
		}
	}
	r := NewReader(Options{MaxPages: 1})
	for b.Loop() {
		if _, err := r.Read(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
}
