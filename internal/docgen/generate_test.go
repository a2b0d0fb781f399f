package docgen

import (
	"bytes"
	"encoding/json"
	"image"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEveryLayoutRendersInEveryFormat encodes each dev and holdout layout
// in each format it allows (at a low resolution, to keep the test quick)
// and checks the result decodes, has one page per document page, and, for
// the text-layer PDF, carries the page text.
func TestEveryLayoutRendersInEveryFormat(t *testing.T) {
	w := testWorker(t)
	w.dpiCap = 60
	for i, l := range layouts {
		for j, f := range l.allowed() {
			seed := uint64(100*i + j)
			r := newRand(seed, 1)
			g := &gen{r: r, today: DefaultToday(), c: &canvas{m: w.m}}
			d := l.make(g)
			b, ext, deg, err := w.encode(d, f, r, DefaultToday())
			if err != nil {
				t.Errorf("%s as %s: %v", l.name, f, err)
				continue
			}
			switch f {
			case FormatPDF, FormatScanPDF:
				if ext != "pdf" || !bytes.HasPrefix(b, []byte("%PDF-")) {
					t.Errorf("%s as %s: not a PDF (%s)", l.name, f, ext)
				}
				if n := bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page ")); n < len(d.allPages()) {
					t.Errorf("%s as %s: %d page objects for %d pages", l.name, f, n, len(d.allPages()))
				}
				if (f == FormatScanPDF) != (deg != nil) {
					t.Errorf("%s as %s: degradations %v", l.name, f, deg)
				}
			default:
				if _, kind, err := image.DecodeConfig(bytes.NewReader(b)); err != nil || kind != map[Format]string{FormatPNG: "png", FormatJPEG: "jpeg"}[f] {
					t.Errorf("%s as %s: decodes as %q, %v", l.name, f, kind, err)
				}
			}
		}
		if len(l.pagesOf(w)) > 1 && slices.Contains(l.allowed(), FormatPNG) {
			t.Errorf("%s: a multi-page layout cannot be a PNG", l.name)
		}
	}
}

// pagesOf draws one document of l and returns its pages.
func (l *layout) pagesOf(w *worker) []*page {
	return l.make(testGen(w, 1)).allPages()
}

// TestGenerateSplits runs Generate over the dev and holdout splits (PDF
// only, to be quick): every layout is drawn the same number of times, the
// split and layout are recorded, specimens are refused under a live key,
// and statements carry their period fields.
func TestGenerateSplits(t *testing.T) {
	w := testWorker(t)
	_ = w
	ls, err := Layouts([]string{SplitDev, SplitHoldout}, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Seed: 9, Count: 2 * len(ls), Split: []string{SplitDev, SplitHoldout}, Formats: []Format{FormatPDF}, Workers: 2}
	cases, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	perLayout := map[string]int{}
	byName := map[string]LayoutInfo{}
	for _, l := range ls {
		byName[l.Name] = l
	}
	for i, c := range cases {
		g := c.Expected.Meta.Generator
		want := ls[i%len(ls)]
		perLayout[want.Name]++
		l, ok := byName[g.Variant]
		if !ok {
			t.Errorf("%s: variant %q is not a layout", c.ID, g.Variant)
			continue
		}
		if g.Split != l.Split {
			t.Errorf("%s: split %q, layout %s is %s", c.ID, g.Split, l.Name, l.Split)
		}
		if c.DocumentType != want.DocumentType {
			t.Errorf("%s: requested as %s, planned %s for %s", c.ID, c.DocumentType, want.DocumentType, want.Name)
		}
		if want.Refused {
			if c.Expected.Status != 400 || c.Expected.Key != "live" || c.Expected.Error == nil || c.Expected.Error.Code != "document_not_of_type" {
				t.Errorf("%s: a specimen layout's case is %d under %s", c.ID, c.Expected.Status, c.Expected.Key)
			}
		}
		if c.Expected.Status == 200 && c.Expected.Meta.Generator.TrueType == TypeProofOfAddress {
			if _, ok := c.Expected.Fields["statement_period_end"]; !ok {
				t.Errorf("%s: no statement_period_end", c.ID)
			}
		}
		var back Expected
		b, _ := json.Marshal(c.Expected)
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(c.Expected, back); diff != "" {
			t.Errorf("%s: expected.json round trip (-want +got):\n%s", c.ID, diff)
		}
	}
	for _, l := range ls {
		if perLayout[l.Name] != 2 {
			t.Errorf("layout %s planned %d times, want 2", l.Name, perLayout[l.Name])
		}
	}
}

// TestGenerateSplitsIsDeterministic: the same options give the same
// documents and expected.json whatever the number of workers.
func TestGenerateSplitsIsDeterministic(t *testing.T) {
	testWorker(t)
	opts := Options{Seed: 4, Count: 10, Split: []string{"all"}, Workers: 2}
	a, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	opts.Workers = 1
	b, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if !bytes.Equal(a[i].Document, b[i].Document) {
			t.Errorf("case %d (%s): documents differ", i, a[i].ID)
		}
		if diff := cmp.Diff(a[i].Expected, b[i].Expected); diff != "" {
			t.Errorf("case %d (%s): expected differs (-first +second):\n%s", i, a[i].ID, diff)
		}
	}
}
