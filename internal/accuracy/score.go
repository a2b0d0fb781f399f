package accuracy

import (
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/docextract/docextract"
)

// CaseResult is how one case went.
type CaseResult struct {
	ID  string `json:"id"`
	Dir string `json:"dir,omitempty"`
	// Split and Layout are meta.generator's split and variant of a
	// generated case; empty for the real corpus.
	Split  string `json:"split,omitempty"`
	Layout string `json:"layout,omitempty"`
	// TrueType is the generated document's own type; Open says the
	// answer is left open (a cross case the README's type rules do not settle).
	TrueType     string                  `json:"true_type,omitempty"`
	Open         bool                    `json:"open,omitempty"`
	DocumentType docextract.DocumentType `json:"document_type"`
	Format       string                  `json:"format,omitempty"`
	WantCode     string                  `json:"want_code"` // "" for a 200 answer
	GotCode      string                  `json:"got_code"`  // "" for a 200 answer
	// NotSupported says the service answered document_type_not_supported:
	// the case is counted apart and nothing else of it is scored.
	NotSupported bool `json:"not_supported"`
	StatusOK     bool `json:"status_ok"`
	// Extracted says the extractor was called: the latency is measured.
	Extracted bool    `json:"extracted"`
	LatencyMS float64 `json:"latency_ms"`
	// Scored says fields and checks were scored: the case expects a 200
	// answer and has ground truth.
	Scored bool          `json:"scored"`
	Fields []FieldResult `json:"fields,omitempty"`
	Checks []CheckResult `json:"checks,omitempty"`
	Error  string        `json:"error,omitempty"` // the error answered, if any
}

// FieldResult is the score of one expected field.
type FieldResult struct {
	Field string `json:"field"`
	Kind  string `json:"kind"`
	Want  any    `json:"want"` // *string or []Person
	Got   any    `json:"got"`  // *string or []Person
	// Exact and Normalised are 1 for a match and 0 otherwise; for people,
	// Normalised is the F1 of the names.
	Exact      float64      `json:"exact"`
	Normalised float64      `json:"normalised"`
	People     *PeopleScore `json:"people,omitempty"`
	// Confidence and Source are the answer's provenance of a returned
	// single-valued field (Result.Provenance); nil and "" for a field
	// not returned and for lists.
	Confidence *float64 `json:"confidence,omitempty"`
	Source     string   `json:"source,omitempty"`
	// Evidence is what the confidence was calibrated from; Rule the rule
	// that chose the value.
	Evidence *docextract.Evidence `json:"evidence,omitempty"`
	Rule     string               `json:"rule,omitempty"`
	// Box is the provenance box in fractions of its page [x0, y0, x1, y1]
	// and Page its page; nil and 0 when the answer has no page size.
	Box  *[4]float64 `json:"box,omitempty"`
	Page int         `json:"page,omitempty"`
	// IoU is the best intersection over union of the provenance box with
	// the places the generator printed the value (see boxIoU); nil when
	// not measured.
	IoU *float64 `json:"iou,omitempty"`
}

// CheckResult compares one expected check with the returned check at the
// same position.
type CheckResult struct {
	CheckType string `json:"check_type"`
	Name      string `json:"name,omitempty"` // check_name or field
	Want      string `json:"want"`
	Got       string `json:"got"` // "" when no check came back at that position
	OK        bool   `json:"ok"`
}

// Score scores the answer (res, err) to case c, which took latency.
func Score(c Case, res docextract.Result, err error, latency time.Duration) CaseResult {
	r := CaseResult{
		ID:           c.ID,
		Dir:          c.Dir,
		DocumentType: c.DocumentType,
		Format:       c.Expected.Meta.Format,
		Split:        c.Expected.Meta.Generator.Split,
		Layout:       c.Expected.Meta.Generator.Variant,
		TrueType:     c.Expected.Meta.Generator.TrueType,
		Open:         c.Expected.Basis == "judgement" && strings.HasPrefix(c.ID, "cross"),
		GotCode:      string(docextract.ErrorCodeOf(err)),
		LatencyMS:    float64(latency.Microseconds()) / 1000,
	}
	if c.Expected.Error != nil {
		r.WantCode = c.Expected.Error.Code
	}
	if err != nil {
		r.Error = err.Error()
	}
	if r.GotCode == string(docextract.CodeDocumentTypeNotSupported) {
		r.NotSupported = true
		return r
	}
	r.StatusOK = r.WantCode == r.GotCode || r.Open
	if c.Expected.Status != 200 || c.Expected.GTQuality == "none" {
		return r
	}
	r.Scored = true

	got := map[string]json.RawMessage{}
	if err == nil {
		if b, merr := json.Marshal(res); merr == nil {
			_ = json.Unmarshal(b, &got)
		}
	}
	names := make([]string, 0, len(c.Expected.Fields))
	for name := range c.Expected.Fields {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		fr := scoreField(name, c.Expected.Fields[name], got[name], err != nil)
		if p, ok := res.Provenance[name]; ok && err == nil && fr.Kind != KindPeople && fr.Kind != KindItems {
			fr.Confidence, fr.Source, fr.Evidence, fr.Rule = &p.Confidence, string(p.Source), &p.Evidence, p.Rule
			fr.Box, fr.Page = fractionBox(p, res.Pages), p.Page
			g := c.Expected.Meta.Generator
			if g.Boxes == "recorded" {
				if v, ok := boxIoU(c.Expected.Fields[name].Boxes, g.PageSizes, p, res.Pages); ok {
					fr.IoU = &v
				}
			}
		}
		r.Fields = append(r.Fields, fr)
	}

	var gotChecks []docextract.Check
	if err == nil && res.ValidationResult != nil {
		gotChecks = res.ValidationResult.Checks
	}
	for i, want := range c.Expected.Checks {
		cr := CheckResult{CheckType: want.CheckType, Name: want.CheckName + want.Field, Want: want.Status}
		if i < len(gotChecks) {
			g := gotChecks[i]
			cr.Got = string(g.Status)
			cr.OK = string(g.CheckType) == want.CheckType && g.CheckName == want.CheckName &&
				g.Field == want.Field && string(g.Status) == want.Status
		}
		r.Checks = append(r.Checks, cr)
	}
	return r
}

// scoreField scores one field; raw is its JSON in the answer (nil when the
// answer lacks it). A refused or failed extraction gets no field right,
// not even a null one.
func scoreField(name string, want Field, raw json.RawMessage, failed bool) FieldResult {
	fr := FieldResult{Field: name, Kind: want.Kind}
	if want.Kind == KindItems {
		var got []Item
		_ = json.Unmarshal(raw, &got) // anything but a list of items is no items
		fr.Want, fr.Got = want.Items, got
		if failed {
			return fr
		}
		s := ScoreItems(got, want.Items)
		fr.People = &s
		fr.Normalised = s.F1()
		if s.Exact {
			fr.Exact = 1
		}
		return fr
	}
	if want.Kind == KindPeople {
		var got []Person
		_ = json.Unmarshal(raw, &got) // anything but a list of people is no people
		fr.Want, fr.Got = want.People, got
		if failed {
			return fr
		}
		s := ScorePeople(got, want.People)
		fr.People = &s
		fr.Normalised = s.F1()
		if s.Exact {
			fr.Exact = 1
		}
		return fr
	}
	var got *string
	if err := json.Unmarshal(raw, &got); err != nil && len(raw) > 0 {
		// Not a string: keep its JSON text so it is scored, and shown, as given.
		s := string(raw)
		got = &s
	}
	fr.Want, fr.Got = want.Value, got
	if failed {
		return fr
	}
	exact, normalised := Match(want.Kind, got, want.Value, want.Accept)
	fr.Exact, fr.Normalised = b2f(exact), b2f(normalised)
	return fr
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
