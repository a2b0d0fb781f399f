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
	PeakRSSBytes int64        `json:"peak_rss_bytes"`
	Cases        []CaseResult `json:"cases"`
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
	r := Report{Cases: results}
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
		r.Types = append(r.Types, tr)
	}
	slices.SortFunc(r.Types, func(a, b TypeReport) int { return cmp.Compare(a.DocumentType, b.DocumentType) })
	r.Overall = totals(results)
	return r
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
	if f.Kind == KindPeople {
		if s.people == nil {
			s.people = &PeopleTally{}
		}
		if p := f.People; p != nil {
			s.people.Expected += p.Expected
			s.people.Returned += p.Returned
			s.people.Matched += p.Matched
		} else if want, ok := f.Want.([]Person); ok {
			s.people.Expected += len(want) // a failed extraction returned none
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
			if p := f.People; p != nil {
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

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func tally(t Tally) string {
	if t.Total == 0 {
		return "-"
	}
	return fmt.Sprintf("%s (%d/%d)", pct(t.Rate()), t.Correct, t.Total)
}
