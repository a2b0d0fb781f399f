package identity

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/internal/docgen"
)

// mrzFields are the fields whose spans TestMRZFieldBoxes checks.
var mrzFields = []string{"document_code", "issuing_state", "surname", "given_names", "document_number", "nationality", "birth_date", "sex", "expiry_date", "optional_data"}

// TestMRZFieldBoxes: on generated passports and cards, image and PDF,
// every MRZ field's box lies within the zone's, is narrower than its
// line, and the fields of one line are boxed left to right without
// overlapping; the fields the extraction takes from the MRZ carry those
// boxes, not the zone's.
func TestMRZFieldBoxes(t *testing.T) {
	if testing.Short() {
		t.Skip("reads generated documents")
	}
	all, err := docgen.Generate(docgen.Options{Seed: 3, Count: 18, Types: []string{docgen.TypeIdentity}})
	if err != nil {
		t.Skipf("docgen: %v", err)
	}
	var cases []docgen.Case // the passports (TD3) and cards (TD1), PNG and PDF
	for _, c := range all {
		if strings.Contains(c.ID, "_td") && len(cases) < 8 {
			cases = append(cases, c)
		}
	}
	env := doctype.Env{Reader: testReader(t), Today: today, Logger: slog.New(slog.DiscardHandler)}
	read := 0
	for _, c := range cases {
		doc := readDoc(t, c.Document)
		r, _, err := readMRZ(context.Background(), doc, env)
		if err != nil {
			t.Fatalf("%s: readMRZ: %v", c.ID, err)
		}
		if r == nil {
			t.Logf("%s (%s): no MRZ read", c.ID, c.Ext)
			continue
		}
		read++
		const eps = 1.0 // a pixel or point of rounding
		byLine := map[int][]mrz.Span{}
		for _, name := range mrzFields {
			s, ok := r.res.FieldSpan(name)
			if !ok {
				continue
			}
			b := r.spanBox(s)
			if b.Empty() || b.Left < r.box.Left-eps || b.Right > r.box.Right+eps || b.Top < r.box.Top-eps || b.Bottom > r.box.Bottom+eps {
				t.Errorf("%s (%s): %s box %+v is not within the zone's %+v", c.ID, c.Ext, name, b, r.box)
			}
			if b.Width() >= r.box.Width()-eps {
				t.Errorf("%s (%s): %s box %+v is as wide as the zone's %+v", c.ID, c.Ext, name, b, r.box)
			}
			byLine[s.Line] = append(byLine[s.Line], s)
		}
		for line, spans := range byLine {
			slices.SortFunc(spans, func(a, b mrz.Span) int { return a.Start - b.Start })
			for i := 1; i < len(spans); i++ {
				prev, cur := r.spanBox(spans[i-1]), r.spanBox(spans[i])
				if cur.Left < prev.Right-eps/2 || cur.Left <= prev.Left {
					t.Errorf("%s (%s): line %d: characters %d-%d boxed at %+v, not right of %d-%d at %+v", c.ID, c.Ext, line+1,
						spans[i].Start, spans[i].End, cur, spans[i-1].Start, spans[i-1].End, prev)
				}
			}
		}
		f, err := extract(context.Background(), doc, env)
		if err != nil {
			t.Fatalf("%s: extract: %v", c.ID, err)
		}
		for _, fl := range []layout.Field{f.IssuingCountry, f.DocumentNumber, f.DocumentExpiryDate, f.Surname, f.GivenName, f.DateOfBirth} {
			if fl.Source == layout.SourceMRZ && fl.Box == r.box {
				t.Errorf("%s (%s): %s (%s) has the zone's box", c.ID, c.Ext, fl.Value, fl.Rule)
			}
		}
	}
	if read < len(cases)*3/4 {
		t.Fatalf("an MRZ read on %d of %d generated documents", read, len(cases))
	}
}
