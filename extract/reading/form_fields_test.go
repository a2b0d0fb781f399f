package reading

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/gen2brain/go-fitz"
	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
)

// fieldsPDF is a one-page PDF (page attributes pageAttrs, content drawn
// with /F1 Helvetica) whose AcroForm lists the objects after the first
// five: obj(n) names them by their place in extra (0-based).
func fieldsPDF(pageAttrs, content string, extra ...string) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 3 0 R /AcroForm 2 0 R >>",
		"<< /Fields [] /DA (/Helv 10 Tf 0 g) >>",
		"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
		"",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
	}
	var annots []string
	for i, e := range extra {
		objs = append(objs, e)
		if strings.Contains(e, "/Subtype /Widget") {
			annots = append(annots, fmt.Sprintf("%d 0 R", 6+i))
		}
	}
	objs = append(objs, stream("", content))
	// The page may draw extra 1 or 3 as a form (TestFormAppearanceGeometry).
	objs[3] = fmt.Sprintf("<< /Type /Page /Parent 3 0 R %s /Resources << /Font << /F1 5 0 R /Helv 5 0 R >> /XObject << /AP7 7 0 R /AP9 9 0 R >> >> /Contents %d 0 R /Annots [%s] >>",
		pageAttrs, len(objs), strings.Join(annots, " "))
	return pdfFile(objs, 1)
}

// obj is the object number of extra[i] in fieldsPDF.
func obj(i int) int { return 6 + i }

func fieldValues(t *testing.T, data []byte) []string {
	t.Helper()
	fields, err := formFields(data, 1)
	if err != nil {
		t.Fatalf("formFields() error = %v", err)
	}
	var got []string
	for _, f := range fields {
		got = append(got, f.value)
	}
	return got
}

const mediaBox = "/MediaBox [0 0 612 792]"

func TestFormFieldsInherited(t *testing.T) {
	data := fieldsPDF(mediaBox, "",
		// 0: a text field whose widgets are its kids.
		fmt.Sprintf("<< /FT /Tx /T (name) /V (Alex Hellmann) /Kids [%d 0 R %d 0 R] >>", obj(1), obj(2)),
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /Parent %d 0 R /Rect [72 670 300 690] >>", obj(0)),
		// 2: a middle node holds the name; the value comes from the top.
		fmt.Sprintf("<< /T (copy) /Parent %d 0 R /Kids [%d 0 R] >>", obj(0), obj(3)),
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /Parent %d 0 R /Rect [72 600 300 620] >>", obj(2)),
		// 4: a choice field's type from its parent, its value its own.
		fmt.Sprintf("<< /FT /Ch /Ff 131072 /T (state) /Kids [%d 0 R] >>", obj(5)),
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /Parent %d 0 R /V (Ohio) /Rect [72 500 300 520] >>", obj(4)),
		// 6, 7: a /Parent cycle: MuPDF gives up on the widget.
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /Parent %d 0 R /Rect [72 400 300 420] >>", obj(7)),
		fmt.Sprintf("<< /Parent %d 0 R /T (loop) >>", obj(6)),
		// 8: a button inheriting a value stays out.
		fmt.Sprintf("<< /FT /Btn /V /Yes /T (box) /Kids [%d 0 R] >>", obj(9)),
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /Parent %d 0 R /Rect [72 300 82 310] >>", obj(8)),
	)
	fields, err := formFields(data, 1)
	if err != nil {
		t.Fatalf("formFields() error = %v", err)
	}
	var got []string
	for _, f := range fields {
		got = append(got, f.String())
	}
	want := []string{
		`page 1 {72 102 300 122} "Alex Hellmann"`,
		`page 1 {72 172 300 192} "Alex Hellmann"`,
		`page 1 {72 272 300 292} "Ohio"`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("formFields() mismatch (-want +got):\n%s", diff)
	}
}

func TestFormFieldValues(t *testing.T) {
	widget := func(v string) string {
		return fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V %s /Rect [72 670 300 690] >>", v)
	}
	tests := []struct {
		name, v, want string
	}{
		{"PDFDocEncoding", `(Caf\351 \200 \205)`, "Café • –"},
		{"UTF-16BE literal", `(\376\377\000A\000l\000e\000x\040\254)`, "Alex€"},
		{"UTF-16BE hex", "<FEFF004A00FC0072006700650020D83DDE00>", "Jürge 😀"},
		{"UTF-16LE", "<FFFE41004C00>", "AL"},
		{"UTF-16 language escape", "<FEFF001B00640065001B004D00FC006C006C00650072>", "Müller"},
		{"UTF-8 with mark", "<EFBBBF4DC3BC6C6C6572>", "Müller"},
		{"UTF-8 without mark", "<4DC3BC6C6C6572>", "Müller"},
		{"name", "/Yes", "Yes"},
		{"cut at NUL", `(ab\000cd)`, "ab"},
		{"array: no value", "[(a) (b)]", ""},
		{"number: no value", "42", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var want []string
			if tt.want != "" {
				want = []string{tt.want}
			}
			if diff := cmp.Diff(want, fieldValues(t, fieldsPDF(mediaBox, "", widget(tt.v)))); diff != "" {
				t.Errorf("value of /V %s mismatch (-want +got):\n%s", tt.v, diff)
			}
		})
	}
	t.Run("too long", func(t *testing.T) {
		got := fieldValues(t, fieldsPDF(mediaBox, "", widget("("+strings.Repeat("é", 3000)+")")))
		if len(got) != 1 || len(got[0]) > maxFormValueBytes || !strings.HasPrefix(got[0], "ééé") {
			t.Errorf("long value = %d bytes, want at most %d", len(got[0]), maxFormValueBytes)
		}
	})
}

func TestFormFieldsChoice(t *testing.T) {
	ap := func(s string) string {
		return stream("/Type /XObject /Subtype /Form /BBox [0 0 228 20] /Resources << /Font << /Helv 5 0 R >> >>",
			"/Tx BMC q BT /Helv 10 Tf 0 g 2 6.5 Td ("+s+") Tj ET Q EMC")
	}
	data := fieldsPDF(mediaBox, "",
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Ch /Ff 131072 /T (combo) /Opt [(Ohio) (Utah)] /V (Utah) /Rect [72 670 300 690] /AP << /N %d 0 R >> >>", obj(1)),
		ap("Utah"),
		"<< /Type /Annot /Subtype /Widget /FT /Ch /T (list) /Opt [(Red) (Blue)] /V (Blue) /Rect [72 600 300 620] >>",
		// A multiple choice reads as no value, as MuPDF read it.
		"<< /Type /Annot /Subtype /Widget /FT /Ch /Ff 2097152 /T (multi) /V [(Red) (Blue)] /Rect [72 500 300 520] >>",
	)
	fields, err := formFields(data, 1)
	if err != nil || len(fields) != 2 {
		t.Fatalf("formFields() = %v, %v; want the combo box and the list box", fields, err)
	}
	var got []string
	for _, f := range fields {
		for _, l := range f.lines() {
			got = append(got, l.Text())
		}
	}
	if diff := cmp.Diff([]string{"Utah", "Blue"}, got); diff != "" {
		t.Errorf("choice lines mismatch (-want +got):\n%s", diff)
	}
	if fields[0].words == nil || fields[1].words != nil {
		t.Errorf("appearance words: combo %v, list %v; want the combo's only", fields[0].words, fields[1].words)
	}
}

// TestFormAppearanceGeometry draws a widget's appearance form on the page
// itself, through the annotation transform, and compares the words read
// from the widget with those go-fitz (MuPDF) reads from the page: the same
// words at the same places, on turned and cropped pages, through form
// matrices, text matrices and spacing. Only the right edge differs: it is
// the advance here, the ink there.
func TestFormAppearanceGeometry(t *testing.T) {
	widths := "<< /Type /Font /Subtype /Type1 /BaseFont /HelveticaLTStd-Bold /FirstChar 32 /LastChar 126 /Encoding /WinAnsiEncoding /Widths [" +
		strings.Repeat("556 ", 95) + "] /FontDescriptor << /Type /FontDescriptor /FontName /HelveticaLTStd-Bold /Flags 262176 /FontBBox [-166 -218 1000 935] /ItalicAngle 0 /Ascent 718 /Descent -207 /CapHeight 718 /StemV 140 >> >>"
	forms := []struct {
		name, dict, content, value string
		font                       string // a font object for /Helv, else Helvetica
		rect                       [4]float64
	}{
		{"Td", "/BBox [0 0 228 20]", "/Tx BMC q BT /Helv 10 Tf 0 g 2 6.5 Td (Alex Hellmann) Tj ET Q EMC", "Alex Hellmann", "", [4]float64{72, 670, 300, 690}},
		{"Tm and spacing", "/BBox [0 0 228 20]", "BT /Helv 9 Tf 1 0 0 1 2 3.4 Tm 0.5 Tc 2 Tw 80 Tz 1 Ts (Maybeline Hartworth) Tj ET", "Maybeline Hartworth", "", [4]float64{72, 670, 300, 690}},
		{"TJ and T*", "/BBox [0 0 228 40]", "BT /Helv 10 Tf 11 TL 2 28 Td [(6) -120 (8 Fremont) 250 (Lane)] TJ T* (Rockford) Tj (, OH) ' ET", "68 Fremont Lane\\nRockford, OH", "", [4]float64{72, 650, 300, 690}},
		{"comb", "/BBox [0 0 43.2 24]", "/Tx BMC q BT /Helv 9 Tf 0 g 1 0 0 1 0 8.4 Tm 4.7 0 Td (9) Tj 14.4 0 Td (0) Tj 14.4 0 Td (8) Tj ET Q EMC", "908", "", [4]float64{417.6, 431.96, 460.8, 455.97}},
		{"BBox offset, scaled", "/BBox [10 10 124 20]", "BT /Helv 10 Tf 12 13 Td (Scaled) Tj ET", "Scaled", "", [4]float64{72, 670, 300, 690}},
		{"form matrix", "/BBox [0 0 228 20] /Matrix [0 1 -1 0 0 0]", "BT /Helv 8 Tf 2 6 Td (Turned) Tj ET", "Turned", "", [4]float64{300, 500, 320, 728}},
		{"nested form", "/BBox [0 0 228 20]", "q 1 0 0 1 0 0 cm /FRM Do Q", "Nested words", "", [4]float64{72, 670, 300, 690}},
		{"widths", "/BBox [0 0 228 20]", "BT /Helv 9 Tf 2 3.4 Td (Lee & Kim) Tj ET", "Lee & Kim", widths, [4]float64{72, 670, 300, 690}},
	}
	pages := []struct {
		name, attrs string
	}{
		{"upright", mediaBox},
		{"cropped", "/MediaBox [-20 -30 650 800] /CropBox [10 20 602 782]"},
		{"90", mediaBox + " /Rotate 90"},
		{"180, cropped", "/MediaBox [0 0 612 792] /CropBox [30 40 580 760] /Rotate 180"},
		{"270", mediaBox + " /Rotate -90"},
	}
	for _, p := range pages {
		for _, fm := range forms {
			t.Run(p.name+"/"+fm.name, func(t *testing.T) {
				font := "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
				if fm.font != "" {
					font = fm.font
				}
				// Objects: 6 the widget, 7 its appearance (or the nested
				// form), 8 the font, 9 the appearance holding the nested form.
				res := "/Resources << /Font << /Helv 8 0 R >> >>"
				ap, form := 7, stream("/Type /XObject /Subtype /Form "+fm.dict+" "+res, fm.content)
				extra := []string{"", form, font}
				if fm.name == "nested form" {
					ap = 9
					extra[1] = stream("/Type /XObject /Subtype /Form /BBox [0 0 228 20] "+res, "BT /Helv 10 Tf 2 6.5 Td (Nested words) Tj ET")
					extra = append(extra, stream("/Type /XObject /Subtype /Form "+fm.dict+" /Resources << /XObject << /FRM 7 0 R >> >>", fm.content))
				}
				r := fm.rect
				extra[0] = fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V (%s) /Rect [%g %g %g %g] /AP << /N %d 0 R >> >>",
					fm.value, r[0], r[1], r[2], r[3], ap)
				// The page draws the appearance form where the widget shows.
				data := fieldsPDF(p.attrs, fmt.Sprintf("q %s cm /AP%d Do Q", annotCTM(t, fm.dict, r), ap), extra...)
				fields, err := formFields(data, 1)
				if err != nil || len(fields) != 1 {
					t.Fatalf("formFields() = %v, %v; want one field", fields, err)
				}
				if fields[0].words == nil {
					t.Fatalf("formFields() field %v has no appearance words", fields[0])
				}
				compareWords(t, pageLines(t, data), fields[0].words)
			})
		}
	}
}

// annotCTM returns MuPDF's annotation transform for a form with dict's
// /BBox and /Matrix drawn in rect, as a cm operand.
func annotCTM(t *testing.T, dict string, rect [4]float64) string {
	t.Helper()
	var b [4]float64
	if _, err := fmt.Sscanf(dict[strings.Index(dict, "/BBox")+5:], " [%g %g %g %g]", &b[0], &b[1], &b[2], &b[3]); err != nil {
		t.Fatal(err)
	}
	m := [6]float64{1, 0, 0, 1, 0, 0}
	if i := strings.Index(dict, "/Matrix"); i >= 0 {
		if _, err := fmt.Sscanf(dict[i+7:], " [%g %g %g %g %g %g]", &m[0], &m[1], &m[2], &m[3], &m[4], &m[5]); err != nil {
			t.Fatal(err)
		}
	}
	xs, ys := []float64{}, []float64{}
	for _, p := range [][2]float64{{b[0], b[1]}, {b[0], b[3]}, {b[2], b[1]}, {b[2], b[3]}} {
		xs = append(xs, p[0]*m[0]+p[1]*m[2]+m[4])
		ys = append(ys, p[0]*m[1]+p[1]*m[3]+m[5])
	}
	x0, x1 := minMax(xs)
	y0, y1 := minMax(ys)
	w, h := (rect[2]-rect[0])/(x1-x0), (rect[3]-rect[1])/(y1-y0)
	return fmt.Sprintf("%g 0 0 %g %g %g", w, h, rect[0]-x0*w, rect[1]-y0*h)
}

func minMax(v []float64) (float64, float64) {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range v {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// pageLines reads the first page's text layer with go-fitz.
func pageLines(t *testing.T, data []byte) []layout.Line {
	t.Helper()
	f, err := fitz.NewFromMemory(data)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	svg, err := f.SVG(0)
	if err != nil {
		t.Fatal(err)
	}
	return svgLines(parseSVG(svg).glyphs)
}

// compareWords checks got against the page's words: the same words, at
// the same places, but for the right edge of upright words, which may end
// a side bearing apart (a quarter of the height).
func compareWords(t *testing.T, want, got []layout.Line) {
	t.Helper()
	var ww, gw []layout.Word
	for _, l := range want {
		ww = append(ww, l.Words...)
	}
	for _, l := range got {
		gw = append(gw, l.Words...)
	}
	text := func(ws []layout.Word) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.Text)
		}
		return out
	}
	if diff := cmp.Diff(text(ww), text(gw)); diff != "" {
		t.Fatalf("appearance words mismatch (-page +widget):\n%s", diff)
	}
	near := func(x, y, tol float64) bool { return math.Abs(x-y) <= tol }
	for i := range ww {
		a, b := ww[i].Box, gw[i].Box
		const tol = 2e-3
		if !near(a.Left, b.Left, tol) || !near(a.Top, b.Top, tol) || !near(a.Bottom, b.Bottom, tol) ||
			!near(a.Right, b.Right, tol) && !near(a.Right, b.Right, 0.25*a.Height()) {
			t.Errorf("word %q at %v, page has it at %v", ww[i].Text, b, a)
		}
	}
}

// TestFormFieldsHostile reads PDFs built to exhaust a reader: each must
// finish quickly within a bounded memory, keeping what it can.
func TestFormFieldsHostile(t *testing.T) {
	tests := []struct {
		name      string
		data      func() []byte
		maxFields int
		err       error
	}{
		{"100k widgets", func() []byte { return hostileWidgets(100_000) }, 0, errFormTooLarge},
		{"19k widgets", func() []byte { return hostileWidgets(19_000) }, maxFormFields, nil},
		{"deep /Parent chain", hostileParents, 1, nil},
		{"huge appearance", hostileAppearance, 1, nil},
		{"appearance that inflates", hostileInflate, 1, nil},
		{"object streams that inflate", func() []byte { return hostileObjStms(200, 2<<20-100) }, 200, nil},
		{"object streams that inflate too far", func() []byte { return hostileObjStms(200, 3<<20) }, 0, nil},
		{"page tree cycle", hostilePageTree, 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.data()
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			fields, err := formFields(data, DefaultMaxPages)
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			if !errors.Is(err, tt.err) {
				t.Fatalf("formFields() error = %v, want %v", err, tt.err)
			}
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("%s: %.1f MB, %d fields in %v, %.0f MB allocated", tt.name, float64(len(data))/1e6, len(fields), took, float64(alloc)/1e6)
			if len(fields) > tt.maxFields {
				t.Errorf("formFields() = %d fields, want at most %d", len(fields), tt.maxFields)
			}
			if took > formReadTimeout+5*time.Second {
				t.Errorf("formFields() took %v", took)
			}
		})
	}
}

// hostileWidgets: one page with n filled text widgets sharing an
// appearance.
func hostileWidgets(n int) []byte {
	objs := []string{
		"<< /Type /Catalog /Pages 3 0 R /AcroForm 2 0 R >>",
		"<< /Fields [] >>",
		"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
		"",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		stream("/Type /XObject /Subtype /Form /BBox [0 0 100 20] /Resources << /Font << /Helv 5 0 R >> >>", "BT /Helv 10 Tf 2 6 Td (Value) Tj ET"),
	}
	var annots strings.Builder
	for i := range n {
		y := 10 + float64(i%700)
		objs = append(objs, fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f%d) /V (Value) /Rect [10 %g 110 %g] /AP << /N 6 0 R >> >>", i, y, y+20))
		fmt.Fprintf(&annots, "%d 0 R ", len(objs))
	}
	objs[3] = "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Annots [" + annots.String() + "] >>"
	return pdfFile(objs, 1)
}

// hostileParents: a widget at the end of a 19,000-long /Parent chain
// whose top holds the value (past formMaxChain: not read), and one widget
// of its own.
func hostileParents() []byte {
	const n = 19_000
	objs := []string{
		"<< /Type /Catalog /Pages 3 0 R /AcroForm 2 0 R >>",
		"<< /Fields [] >>",
		"<< /Type /Pages /Kids [4 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Annots [5 0 R 6 0 R] >>",
		"<< /Type /Annot /Subtype /Widget /Parent 7 0 R /Rect [10 10 110 30] >>",
		"<< /Type /Annot /Subtype /Widget /FT /Tx /T (own) /V (Own) /Rect [10 40 110 60] >>",
	}
	for i := range n {
		if i == n-1 {
			objs = append(objs, "<< /FT /Tx /T (top) /V (Deep) >>")
			break
		}
		objs = append(objs, fmt.Sprintf("<< /Parent %d 0 R >>", len(objs)+2))
	}
	return pdfFile(objs, 1)
}

// hostileAppearance: a widget whose appearance is 40 MB of text
// operators.
func hostileAppearance() []byte {
	content := strings.Repeat("BT /Helv 10 Tf 2 6 Td (Value Value) Tj ET\n", 1_000_000)
	return fieldsPDF(mediaBox, "",
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V (Value Value) /Rect [10 10 110 30] /AP << /N %d 0 R >> >>", obj(1)),
		stream("/Type /XObject /Subtype /Form /BBox [0 0 100 20] /Resources << /Font << /Helv 5 0 R >> >>", content),
	)
}

// hostileInflate: an appearance stream that inflates from about 1 MB to
// 1 GB.
func hostileInflate() []byte {
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	chunk := bytes.Repeat([]byte("BT ET "), 1<<20)
	for range 170 {
		_, _ = w.Write(chunk)
	}
	_ = w.Close()
	return fieldsPDF(mediaBox, "",
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V (Value) /Rect [10 10 110 30] /AP << /N %d 0 R >> >>", obj(1)),
		fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 100 20] /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", z.Len(), z.Bytes()),
	)
}

// hostilePageTree: a page tree whose node is its own kid.
func hostilePageTree() []byte {
	return pdfFile([]string{
		"<< /Type /Catalog /Pages 3 0 R /AcroForm 2 0 R >>",
		"<< /Fields [] >>",
		"<< /Type /Pages /Kids [3 0 R 3 0 R] /Count 5 >>",
	}, 1)
}

// hostileObjStms: n widgets, each in its own object stream that inflates
// to size bytes.
func hostileObjStms(n, size int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	type entry struct{ kind, a, b int }
	entries := []entry{{0, 0, 65535}}
	add := func(s string) int {
		entries = append(entries, entry{1, b.Len(), 0})
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(entries)-1, s)
		return len(entries) - 1
	}
	// Objects 1-4, then n pairs: an object stream and the widget in it.
	var annots []string
	for i := range n {
		annots = append(annots, fmt.Sprintf("%d 0 R", 6+2*i))
	}
	add("<< /Type /Catalog /Pages 3 0 R /AcroForm 2 0 R >>")
	add("<< /Fields [] >>")
	add("<< /Type /Pages /Kids [4 0 R] /Count 1 >>")
	add("<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Annots [" + strings.Join(annots, " ") + "] >>")
	widget := "<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V (Value) /Rect [10 10 110 30] >>"
	for range n {
		num := len(entries)
		// The prolog names object num+1 at offset 0 after /First.
		var z bytes.Buffer
		zw := zlib.NewWriter(&z)
		p := fmt.Sprintf("%d 0 ", num+1)
		_, _ = zw.Write([]byte(p + widget + " "))
		_, _ = zw.Write(bytes.Repeat([]byte(" "), max(0, size-len(p)-len(widget))))
		_ = zw.Close()
		add(fmt.Sprintf("<< /Type /ObjStm /N 1 /First %d /Filter /FlateDecode /Length %d >>\nstream\n%s\nendstream", len(p), z.Len(), z.Bytes()))
		entries = append(entries, entry{2, num, 0})
	}
	xrefAt := b.Len()
	entries = append(entries, entry{1, xrefAt, 0})
	var xs bytes.Buffer
	for _, e := range entries {
		xs.WriteByte(byte(e.kind))
		xs.Write([]byte{byte(e.a >> 24), byte(e.a >> 16), byte(e.a >> 8), byte(e.a)})
		xs.Write([]byte{byte(e.b >> 8), byte(e.b)})
	}
	fmt.Fprintf(&b, "%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root 1 0 R /Length %d >>\nstream\n%s\nendstream\nendobj\n",
		len(entries)-1, len(entries), xs.Len(), xs.Bytes())
	fmt.Fprintf(&b, "startxref\n%d\n%%%%EOF\n", xrefAt)
	return b.Bytes()
}

// TestFormAppearanceType0 reads an appearance drawn with a two-byte
// (Identity-H) font: codes through its ToUnicode map, advances from /W.
func TestFormAppearanceType0(t *testing.T) {
	cmap := "/CIDInit /ProcSet findresource begin 12 dict begin begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange\n" +
		"2 beginbfchar <0003> <0020> <0010> <005A> endbfchar 1 beginbfrange <0011> <0012> [<006F> <00EB>] endbfrange endcmap end end"
	data := fieldsPDF(mediaBox, "",
		fmt.Sprintf("<< /Type /Annot /Subtype /Widget /FT /Tx /T (f) /V (Zoë Zoë) /Rect [72 670 300 690] /AP << /N %d 0 R >> >>", obj(1)),
		stream(fmt.Sprintf("/Type /XObject /Subtype /Form /BBox [0 0 228 20] /Resources << /Font << /F0 %d 0 R >> >>", obj(2)),
			"BT /F0 10 Tf 2 6 Td <001000110012000300100011 0012> Tj ET"),
		fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /NotoSans /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>", obj(3), obj(4)),
		"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /NotoSans /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 1000 /W [3 [250] 16 18 600] >>",
		stream("", cmap),
	)
	fields, err := formFields(data, 1)
	if err != nil || len(fields) != 1 {
		t.Fatalf("formFields() = %v, %v; want one field", fields, err)
	}
	var got []string
	for _, l := range fields[0].words {
		for _, w := range l.Words {
			got = append(got, fmt.Sprintf("%s %.1f-%.1f", w.Text, w.Box.Left, w.Box.Right))
		}
	}
	// 2 points in, 6 points a character, 2.5 a space.
	want := []string{"Zoë 74.0-92.0", "Zoë 94.5-112.5"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Type0 appearance words mismatch (-want +got):\n%s", diff)
	}
}
