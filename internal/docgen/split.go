package docgen

import (
	"fmt"
	"slices"
	"strings"
)

// Layout splits. The tuned split holds the layouts the readers' rules were
// written against; dev and holdout hold layouts written afterwards from
// public descriptions of real documents, without running the readers on
// them. Failures on dev may be studied; holdout is for aggregate figures
// only, so that accuracy can be reported on layouts no rule was tuned on.
// When holdout failures are to be studied, their layouts move to dev and
// new blind layouts take their place in holdout.
const (
	SplitTuned   = "tuned"
	SplitDev     = "dev"
	SplitHoldout = "holdout"
)

// AllSplits lists the splits in their canonical order.
func AllSplits() []string { return []string{SplitTuned, SplitDev, SplitHoldout} }

// normSplits validates the requested splits ("all" stands for every split)
// and returns them once each, in canonical order; nil means tuned only.
func normSplits(req []string) ([]string, error) {
	if req == nil {
		return []string{SplitTuned}, nil
	}
	want := map[string]bool{}
	for _, s := range req {
		switch s = strings.TrimSpace(s); s {
		case "all":
			for _, a := range AllSplits() {
				want[a] = true
			}
		case SplitTuned, SplitDev, SplitHoldout:
			want[s] = true
		default:
			return nil, fmt.Errorf("%w: split %q", ErrOptions, s)
		}
	}
	var out []string
	for _, s := range AllSplits() {
		if want[s] {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: no split", ErrOptions)
	}
	return out, nil
}

// layout is one document design of the dev or holdout split.
type layout struct {
	name    string
	docType string
	split   string
	source  string   // the public description or specimen it imitates
	formats []Format // the formats it can be rendered in; nil means all
	// refused marks a layout whose documents are always refused under a
	// live key (specimens, the ICAO example state): its cases expect 400.
	refused bool
	make    func(g *gen) *doc
}

func (l *layout) allowed() []Format {
	if l.formats == nil {
		return AllFormats()
	}
	return l.formats
}

// pdfOnly is the format list of multi-page layouts: a PNG or JPEG holds one
// page.
var pdfOnly = []Format{FormatPDF, FormatScanPDF}

// layouts lists the dev and holdout layouts; the order is part of the
// generator's output (plan order).
var layouts []*layout

func register(ls ...*layout) { layouts = append(layouts, ls...) }

// LayoutInfo describes one layout of the dev or holdout split.
type LayoutInfo struct {
	Name         string
	DocumentType string
	Split        string
	Source       string
	Formats      []Format
	Refused      bool // its cases expect a refusal under the live key
}

// Layouts lists the layouts of the given splits and document types (nil
// types means all), in plan order. The tuned split has no named layouts.
func Layouts(splits []string, types []string) ([]LayoutInfo, error) {
	ss, err := normSplits(splits)
	if err != nil {
		return nil, err
	}
	if types == nil {
		types = AllTypes()
	}
	var out []LayoutInfo
	for _, e := range buildPlan(ss, types) {
		if l := e.layout; l != nil {
			out = append(out, LayoutInfo{Name: l.name, DocumentType: l.docType, Split: l.split, Source: l.source, Formats: l.allowed(), Refused: l.refused})
		}
	}
	return out, nil
}

// planEntry is one slot of a plan: a layout, or nil for the tuned
// generator of docType.
type planEntry struct {
	docType string
	layout  *layout
	index   int
}

// buildPlan lists, type by type, one entry for the tuned generator when
// the tuned split is drawn, then every layout of the drawn splits.
func buildPlan(splits, types []string) []planEntry {
	var plan []planEntry
	for _, t := range types {
		if slices.Contains(splits, SplitTuned) {
			plan = append(plan, planEntry{docType: t})
		}
		for _, l := range layouts {
			if l.docType == t && slices.Contains(splits, l.split) {
				plan = append(plan, planEntry{docType: t, layout: l})
			}
		}
	}
	for i := range plan {
		plan[i].index = i
	}
	return plan
}

// wrongLayouts lists the layouts of split whose documents are clearly not
// of reqType, for wrong-type cases.
func wrongLayouts(split, reqType string) []*layout {
	var out []*layout
	for _, t := range wrongTypes[reqType] {
		for _, l := range layouts {
			if l.docType == t && l.split == split && !l.refused {
				out = append(out, l)
			}
		}
	}
	return out
}

// layoutCase builds case i from plan entry ent of a dev or holdout layout.
func (w *worker) layoutCase(run *genRun, i int, ent planEntry, round int) (Case, error) {
	opts := run.opts
	r := newRand(opts.Seed, uint64(i))
	g := &gen{r: r, today: opts.Today, c: &canvas{m: w.m}}
	lay := ent.layout
	reqType := lay.docType

	kind := "genuine"
	if lay.refused {
		kind = "refused"
	} else {
		switch x := r.Float64(); {
		case x < 0.08:
			kind = "specimen"
		case x < 0.18:
			kind = "wrong_type"
		}
	}
	drawn := lay
	if kind == "wrong_type" {
		if cands := wrongLayouts(lay.split, reqType); len(cands) > 0 {
			drawn = pick(r, cands)
		} else {
			kind = "genuine"
		}
	}
	d := drawn.make(g)
	d.variant = drawn.name
	if kind == "specimen" {
		g.stampSpecimen(d)
	}

	allowed := slices.DeleteFunc(slices.Clone(opts.Formats), func(f Format) bool { return !slices.Contains(drawn.allowed(), f) })
	if len(allowed) == 0 {
		allowed = drawn.allowed()[:1]
	}
	format := allowed[(round+ent.index)%len(allowed)]

	c := Case{DocumentType: reqType}
	c.ID = fmt.Sprintf("gen%d_%04d_%s", opts.Seed, i, d.variant)
	e := &c.Expected
	e.DocumentType = reqType
	e.Basis = "spec"
	if d.basis != "" {
		e.Basis = d.basis
	}
	e.GTQuality = "generated"
	e.GTNotes = d.notes
	e.ID = c.ID
	e.Meta = Meta{
		Today: iso(opts.Today),
		Generator: GeneratorInfo{Name: "docgen", Seed: opts.Seed, Index: i, Variant: d.variant,
			TrueType: d.trueType, FontFamily: d.font.name, Language: d.lang, Split: drawn.split},
		SampleDocument: kind == "specimen" || kind == "refused",
	}
	c.Request = Request{DocumentType: reqType, Source: "base64"}
	switch kind {
	case "wrong_type":
		e.Family, e.Key, e.Status = "negative", "live", 400
		e.Error = &ErrorInfo{Code: "document_not_of_type"}
		e.Basis = "spec"
		e.Description = fmt.Sprintf("%s requested as %s", d.description, reqType)
		e.GTNotes = fmt.Sprintf("generated %s document sent as %s", d.trueType, reqType)
	case "refused":
		e.Family, e.Key, e.Status = "negative", "live", 400
		e.Error = &ErrorInfo{Code: "document_not_of_type"}
		e.Description = d.description + ", live key"
		e.GTNotes = joinNote(d.notes, "sample documents are refused under a live key")
	case "specimen":
		if r.IntN(2) == 0 {
			e.Family, e.Key, e.Status = "negative", "live", 400
			e.Error = &ErrorInfo{Code: "document_not_of_type"}
			e.Description = fmt.Sprintf("%s with %s overprints, live key", d.description, d.specimen)
			e.GTNotes = "sample documents are refused under a live key"
			break
		}
		e.Family, e.Key, e.Status = d.trueType, "sandbox", 200
		e.Description = fmt.Sprintf("%s with %s overprints, sandbox key", d.description, d.specimen)
		e.GTNotes = joinNote(d.notes, "sample documents are extracted under a sandbox key")
		e.Fields = d.fields
		e.Checks = []Check{}
	default:
		e.Family, e.Key, e.Status = d.trueType, "live", 200
		if r.IntN(5) == 0 {
			e.Key = "sandbox"
		}
		e.Description = d.description
		e.Fields = d.fields
		e.Checks = []Check{}
	}
	if e.Status == 200 && r.Float64() < 0.35 {
		c.Request.Validations, e.Checks = g.validations(d)
		if len(e.Checks) > 0 {
			e.GTNotes = joinNote(e.GTNotes, "checks computed for today = "+iso(opts.Today))
		}
	}
	return c, w.finish(&c, d, format, r, opts.Today)
}
