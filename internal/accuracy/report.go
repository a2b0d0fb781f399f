package accuracy

import (
	"cmp"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/docextract/docextract"
)

// Report sums up a run: per document type, and over all cases.
type Report struct {
	Types   []TypeReport `json:"types"` // in order of document type
	Overall Totals       `json:"overall"`
	// PeakRSSBytes is the process's peak resident set (VmHWM) after the
	// run; 0 when unknown.
	PeakRSSBytes int64 `json:"peak_rss_bytes"`
	// Splits sums up generated cases per layout split (tuned, dev,
	// holdout), in that order; empty when no case has a split.
	Splits []SplitReport `json:"splits,omitempty"`
	// Confusion counts, for generated cases, how often a document of
	// each type was accepted as each type asked for.
	Confusion []ConfusionCell `json:"confusion,omitempty"`
	// Reliability is the reliability table of the returned single-valued
	// fields: how many are right per confidence bucket.
	Reliability []Bucket `json:"reliability"`
	// Boxes compares the provenance boxes of generated cases with where
	// the generator printed the values, overall and, in BoxRules, per rule.
	Boxes    BoxTally     `json:"boxes"`
	BoxRules []BoxTally   `json:"box_rules,omitempty"`
	Cases    []CaseResult `json:"cases"`
}

// ConfusionCell is one cell of the confusion matrix: documents of type
// True sent as type Asked, how many were accepted, and what the README's type rules
// want ("accept", "refuse", or "open" where it leaves the answer open).
type ConfusionCell struct {
	True     string `json:"true_type"`
	Asked    string `json:"asked"`
	Accepted int    `json:"accepted"`
	Total    int    `json:"total"`
	Want     string `json:"want"`
	Right    int    `json:"right"`
}

// confusion builds the confusion matrix of the generated cases whose true
// type is known, a type not supported aside.
func confusion(results []CaseResult) []ConfusionCell {
	cells := map[[2]string]*ConfusionCell{}
	for _, c := range results {
		if c.TrueType == "" || c.NotSupported || c.WantCode != "" && c.WantCode != string(docextract.CodeDocumentNotOfType) {
			continue
		}
		k := [2]string{c.TrueType, string(c.DocumentType)}
		cell := cells[k]
		if cell == nil {
			cell = &ConfusionCell{True: k[0], Asked: k[1], Want: "refuse"}
			cells[k] = cell
		}
		if c.WantCode == "" {
			cell.Want = "accept"
		}
		if c.Open {
			cell.Want = "open"
		}
		cell.Total++
		if c.GotCode == "" {
			cell.Accepted++
		}
		if c.StatusOK || c.GotCode == "" && c.WantCode == "" || c.GotCode == string(docextract.CodeDocumentNotOfType) && c.WantCode != "" {
			cell.Right++
		}
	}
	var out []ConfusionCell
	for _, c := range cells {
		out = append(out, *c)
	}
	slices.SortFunc(out, func(a, b ConfusionCell) int {
		if a.True != b.True {
			return cmp.Compare(a.True, b.True)
		}
		return cmp.Compare(a.Asked, b.Asked)
	})
	return out
}

// writeConfusion writes the confusion matrix: rows the documents' true
// types, columns the types asked for, each cell "accepted/total", marked
// * where the answer is not what the README's type rules want for every case.
func (r Report) writeConfusion(b *strings.Builder) {
	if len(r.Confusion) == 0 {
		return
	}
	var types []string
	seen := map[string]bool{}
	for _, c := range r.Confusion {
		for _, t := range []string{c.True, c.Asked} {
			if !seen[t] {
				seen[t] = true
				types = append(types, t)
			}
		}
	}
	slices.Sort(types)
	at := map[[2]string]ConfusionCell{}
	right, total := 0, 0
	for _, c := range r.Confusion {
		at[[2]string{c.True, c.Asked}] = c
		if c.Want != "open" {
			right += c.Right
			total += c.Total
		}
	}
	fmt.Fprintf(b, "== confusion matrix: accepted/sent, rows the documents' types, columns the types asked for (* not as the README's type rules want, ? left open); type decisions right %s\n", tally(Tally{Correct: right, Total: total}))
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprint(tw, "   document \\ asked\t")
	for _, t := range types {
		fmt.Fprintf(tw, "%s\t", short(t))
	}
	fmt.Fprintln(tw)
	for _, tr := range types {
		fmt.Fprintf(tw, "   %s\t", tr)
		for _, as := range types {
			c, ok := at[[2]string{tr, as}]
			switch {
			case !ok:
				fmt.Fprint(tw, "-\t")
			case c.Want == "open":
				fmt.Fprintf(tw, "%d/%d?\t", c.Accepted, c.Total)
			case c.Right < c.Total:
				fmt.Fprintf(tw, "%d/%d*\t", c.Accepted, c.Total)
			default:
				fmt.Fprintf(tw, "%d/%d\t", c.Accepted, c.Total)
			}
		}
		fmt.Fprintln(tw)
	}
	tw.Flush()
	b.WriteString("\n")
}

// short abbreviates a type's name for a column heading.
func short(t string) string {
	if t == "telegraphic_transfer_form" {
		return "transfer"
	}
	return t
}

// SplitReport sums up the cases of one layout split: overall, per
// document type and field, and, for dev, per layout (holdout is reported
// in aggregate only; the tuned split's variants are too many to list).
type SplitReport struct {
	Split string `json:"split"`
	Totals
	Types   []TypeReport   `json:"types"`
	Layouts []LayoutReport `json:"layouts,omitempty"`
}

// LayoutReport sums up the cases of one layout.
type LayoutReport struct {
	Layout       string                  `json:"layout"`
	DocumentType docextract.DocumentType `json:"document_type"`
	Totals
}

// TypeReport sums up the cases of one requested document type.
type TypeReport struct {
	DocumentType docextract.DocumentType `json:"document_type"`
	Totals
	Fields []FieldStats `json:"fields"` // in order of field name
}

// Totals are the counts shared by a type and the whole run.
type Totals struct {
	Cases        int `json:"cases"`
	NotSupported int `json:"not_supported"`
	// FieldTotal sums every scored field; its Normalised is the "X%
	// fields" of the last line.
	FieldTotal FieldTotals `json:"field_total"`
	Status     Tally       `json:"status"`
	Checks     Tally       `json:"checks"`
	Latency    Latency     `json:"latency"`
}

// FieldTotals are the mean scores of N scored fields.
type FieldTotals struct {
	N          int     `json:"n"`
	Exact      float64 `json:"exact"`
	Normalised float64 `json:"normalised"`
}

// FieldStats are the scores of one field of one document type.
type FieldStats struct {
	Field string `json:"field"`
	Kind  string `json:"kind"`
	FieldTotals
	// People sums the name matching of significant_people.
	People *PeopleTally `json:"people,omitempty"`
}

// PeopleTally sums PeopleScores.
type PeopleTally struct {
	Expected  int     `json:"expected"`
	Returned  int     `json:"returned"`
	Matched   int     `json:"matched"`
	Recall    float64 `json:"recall"`
	Precision float64 `json:"precision"`
}

// Tally counts right answers.
type Tally struct {
	Correct int `json:"correct"`
	Total   int `json:"total"`
}

// Rate is Correct/Total, 0 when Total is 0.
func (t Tally) Rate() float64 { return ratio(float64(t.Correct), t.Total) }

// Latency holds percentiles, in milliseconds, of N extractions.
type Latency struct {
	N   int     `json:"n"`
	P50 float64 `json:"p50_ms"`
	P95 float64 `json:"p95_ms"`
}

func ratio(sum float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// Summarise builds the report of the given case results.
func Summarise(results []CaseResult) Report {
	r := Report{Cases: results, Types: typeReports(results)}
	r.Overall = totals(results)
	r.Splits = splitReports(results)
	r.Confusion = confusion(results)
	r.Reliability = Reliability(results)
	r.Boxes, r.BoxRules = Boxes(results)
	return r
}

// typeReports sums results up per requested document type.
func typeReports(results []CaseResult) []TypeReport {
	var out []TypeReport
	byType := map[docextract.DocumentType][]CaseResult{}
	for _, c := range results {
		byType[c.DocumentType] = append(byType[c.DocumentType], c)
	}
	for t, cs := range byType {
		tr := TypeReport{DocumentType: t, Totals: totals(cs)}
		fields := map[string]*fieldSums{}
		for _, c := range cs {
			for _, f := range c.Fields {
				s := fields[f.Field]
				if s == nil {
					s = &fieldSums{kind: f.Kind}
					fields[f.Field] = s
				}
				s.add(f)
			}
		}
		for name, s := range fields {
			tr.Fields = append(tr.Fields, s.stats(name))
		}
		slices.SortFunc(tr.Fields, func(a, b FieldStats) int { return cmp.Compare(a.Field, b.Field) })
		out = append(out, tr)
	}
	slices.SortFunc(out, func(a, b TypeReport) int { return cmp.Compare(a.DocumentType, b.DocumentType) })
	return out
}

// splitReports sums up the cases that have a split, split by split: tuned,
// dev and holdout first, any other split after them by name.
func splitReports(results []CaseResult) []SplitReport {
	bySplit := map[string][]CaseResult{}
	for _, c := range results {
		if c.Split != "" {
			bySplit[c.Split] = append(bySplit[c.Split], c)
		}
	}
	rank := func(s string) int {
		if i := slices.Index([]string{SplitTuned, SplitDev, SplitHoldout}, s); i >= 0 {
			return i
		}
		return 3
	}
	var out []SplitReport
	for s, cs := range bySplit {
		sr := SplitReport{Split: s, Totals: totals(cs), Types: typeReports(cs)}
		if s != SplitHoldout && s != SplitTuned { // the layouts to study: dev
			byLayout := map[string][]CaseResult{}
			for _, c := range cs {
				byLayout[c.Layout] = append(byLayout[c.Layout], c)
			}
			for l, lc := range byLayout {
				sr.Layouts = append(sr.Layouts, LayoutReport{Layout: l, DocumentType: lc[0].DocumentType, Totals: totals(lc)})
			}
			slices.SortFunc(sr.Layouts, func(a, b LayoutReport) int { return cmp.Compare(a.Layout, b.Layout) })
		}
		out = append(out, sr)
	}
	slices.SortFunc(out, func(a, b SplitReport) int {
		return cmp.Or(cmp.Compare(rank(a.Split), rank(b.Split)), cmp.Compare(a.Split, b.Split))
	})
	return out
}

// WithholdHoldout removes the holdout cases from the report's case list,
// keeping the figures already summed from them (splits, types, overall):
// the holdout split is for aggregate figures only, and a case's field
// scores would say which of its layouts fail where.
func (r *Report) WithholdHoldout() {
	r.Cases = slices.DeleteFunc(r.Cases, func(c CaseResult) bool { return c.Split == SplitHoldout })
}

type fieldSums struct {
	kind              string
	n                 int
	exact, normalised float64
	people            *PeopleTally
}

func (s *fieldSums) add(f FieldResult) {
	s.n++
	s.exact += f.Exact
	s.normalised += f.Normalised
	if f.Kind == KindPeople || f.Kind == KindItems {
		if s.people == nil {
			s.people = &PeopleTally{}
		}
		if p := f.People; p != nil {
			s.people.Expected += p.Expected
			s.people.Returned += p.Returned
			s.people.Matched += p.Matched
		} else if want, ok := f.Want.([]Person); ok {
			s.people.Expected += len(want) // a failed extraction returned none
		} else if want, ok := f.Want.([]Item); ok {
			s.people.Expected += len(want)
		}
	}
}

func (s *fieldSums) stats(name string) FieldStats {
	fs := FieldStats{Field: name, Kind: s.kind, FieldTotals: FieldTotals{N: s.n, Exact: ratio(s.exact, s.n), Normalised: ratio(s.normalised, s.n)}}
	if p := s.people; p != nil {
		p.Recall = ratio(float64(p.Matched), p.Expected)
		p.Precision = ratio(float64(p.Matched), p.Returned)
		fs.People = p
	}
	return fs
}

func totals(cs []CaseResult) Totals {
	var t Totals
	var exact, normalised float64
	var latencies []float64
	for _, c := range cs {
		t.Cases++
		if c.NotSupported {
			t.NotSupported++
			continue
		}
		t.Status.Total++
		if c.StatusOK {
			t.Status.Correct++
		}
		if c.Extracted {
			latencies = append(latencies, c.LatencyMS)
		}
		for _, f := range c.Fields {
			t.FieldTotal.N++
			exact += f.Exact
			normalised += f.Normalised
		}
		for _, ch := range c.Checks {
			t.Checks.Total++
			if ch.OK {
				t.Checks.Correct++
			}
		}
	}
	t.FieldTotal.Exact = ratio(exact, t.FieldTotal.N)
	t.FieldTotal.Normalised = ratio(normalised, t.FieldTotal.N)
	t.Latency = percentiles(latencies)
	return t
}

// percentiles uses the nearest-rank method.
func percentiles(ms []float64) Latency {
	l := Latency{N: len(ms)}
	if len(ms) == 0 {
		return l
	}
	slices.Sort(ms)
	rank := func(p float64) float64 {
		i := int(math.Ceil(p*float64(len(ms)))) - 1
		return ms[max(i, 0)]
	}
	l.P50, l.P95 = rank(0.50), rank(0.95)
	return l
}

// LastLine is the report's summary line:
// "accuracy: X% fields (N), Y% checks (M), p50 T ms", where X is the mean
// normalised score of all N scored fields, Y the share of the M checks
// that came out right, and T the overall median latency.
func (r Report) LastLine() string {
	o := r.Overall
	return fmt.Sprintf("accuracy: %.1f%% fields (%d), %.1f%% checks (%d), p50 %.0f ms",
		100*o.FieldTotal.Normalised, o.FieldTotal.N, 100*o.Checks.Rate(), o.Checks.Total, o.Latency.P50)
}

// WriteText writes the report as tables, one per document type, then the
// overall figures, and LastLine last.
func (r Report) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, t := range r.Types {
		fmt.Fprintf(&b, "== %s: %d cases", t.DocumentType, t.Cases)
		if t.NotSupported > 0 {
			fmt.Fprintf(&b, ", %d not supported", t.NotSupported)
		}
		b.WriteString("\n")
		if t.Status.Total == 0 {
			b.WriteString("   (type not supported: nothing scored)\n\n")
			continue
		}
		fmt.Fprintf(&b, "   status %s, checks %s, latency p50 %.0f ms p95 %.0f ms (%d runs)\n",
			tally(t.Status), tally(t.Checks), t.Latency.P50, t.Latency.P95, t.Latency.N)
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "   field\tkind\tn\texact\tnormalised\t\n")
		for _, f := range t.Fields {
			fmt.Fprintf(tw, "   %s\t%s\t%d\t%s\t%s\t", f.Field, f.Kind, f.N, pct(f.Exact), pct(f.Normalised))
			if p := f.People; p != nil && f.Kind == KindItems {
				fmt.Fprintf(tw, " items: recall %s (%d/%d), precision %s (%d/%d)", pct(p.Recall), p.Matched, p.Expected, pct(p.Precision), p.Matched, p.Returned)
			} else if p := f.People; p != nil {
				fmt.Fprintf(tw, " names: recall %s (%d/%d), precision %s (%d/%d)", pct(p.Recall), p.Matched, p.Expected, pct(p.Precision), p.Matched, p.Returned)
			}
			fmt.Fprintln(tw)
		}
		fmt.Fprintf(tw, "   all fields\t\t%d\t%s\t%s\t\n", t.FieldTotal.N, pct(t.FieldTotal.Exact), pct(t.FieldTotal.Normalised))
		if err := tw.Flush(); err != nil {
			return err
		}
		b.WriteString("\n")
	}
	if err := r.writeSplits(&b); err != nil {
		return err
	}
	r.writeConfusion(&b)
	if err := r.writeReliability(&b); err != nil {
		return err
	}
	if err := r.writeBoxes(&b); err != nil {
		return err
	}
	o := r.Overall
	fmt.Fprintf(&b, "== overall: %d cases, %d not supported; status %s; fields exact %s, normalised %s (%d); checks %s; latency p50 %.0f ms p95 %.0f ms (%d runs)",
		o.Cases, o.NotSupported, tally(o.Status), pct(o.FieldTotal.Exact), pct(o.FieldTotal.Normalised), o.FieldTotal.N, tally(o.Checks), o.Latency.P50, o.Latency.P95, o.Latency.N)
	if r.PeakRSSBytes > 0 {
		fmt.Fprintf(&b, "; peak RSS %d MiB", r.PeakRSSBytes>>20)
	}
	b.WriteString("\n")
	b.WriteString(r.LastLine())
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeSplits writes one table per layout split: its status and fields,
// then per document type its status and the normalised accuracy of each
// field, and per layout (not for holdout) its status and fields.
func (r Report) writeSplits(b *strings.Builder) error {
	for _, sp := range r.Splits {
		fmt.Fprintf(b, "== split %s: %d cases", sp.Split, sp.Cases)
		if sp.NotSupported > 0 {
			fmt.Fprintf(b, ", %d not supported", sp.NotSupported)
		}
		fmt.Fprintf(b, "; status %s; fields normalised %s (%d); checks %s\n", tally(sp.Status), pct(sp.FieldTotal.Normalised), sp.FieldTotal.N, tally(sp.Checks))
		tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "   type\tfield\tn\tnormalised\t\n")
		for _, t := range sp.Types {
			fmt.Fprintf(tw, "   %s\t(status)\t%d\t%s\t\n", t.DocumentType, t.Status.Total, tally(t.Status))
			for _, f := range t.Fields {
				fmt.Fprintf(tw, "   %s\t%s\t%d\t%s\t\n", t.DocumentType, f.Field, f.N, pct(f.Normalised))
			}
			fmt.Fprintf(tw, "   %s\tall fields\t%d\t%s\t\n", t.DocumentType, t.FieldTotal.N, pct(t.FieldTotal.Normalised))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		if len(sp.Layouts) > 0 {
			tw = tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
			fmt.Fprintf(tw, "   layout\tcases\tstatus\tfields normalised\t\n")
			for _, l := range sp.Layouts {
				name := l.Layout
				if name == "" {
					name = "(none)"
				}
				fmt.Fprintf(tw, "   %s\t%d\t%s\t%s (%d)\t\n", name, l.Cases, tally(l.Status), pct(l.FieldTotal.Normalised), l.FieldTotal.N)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
		}
		b.WriteString("\n")
	}
	return nil
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func tally(t Tally) string {
	if t.Total == 0 {
		return "-"
	}
	return fmt.Sprintf("%s (%d/%d)", pct(t.Rate()), t.Correct, t.Total)
}
