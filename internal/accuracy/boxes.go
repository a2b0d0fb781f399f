package accuracy

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/docextract/docextract"
)

// MinIoU is the intersection over union from which a provenance box
// counts as on the printed value.
const MinIoU = 0.5

// boxIoU returns the best intersection over union of the provenance p of
// a field with the places the generator printed it (want, in fractions of
// the pages of sizes, millimetres), and whether it could be measured: the
// case records boxes, p has a box on a page of res, and that page is in
// the document's own frame. A page the reader turned a quarter or levelled
// on a larger canvas is in another frame (its aspect differs by more than
// 1%), and is not measured.
func boxIoU(want []TruthBox, sizes [][2]float64, p docextract.Provenance, pages []docextract.Page) (float64, bool) {
	if len(want) == 0 || p.Page < 1 || p.Page > len(pages) || p.Page > len(sizes) {
		return 0, false
	}
	pg := pages[p.Page-1]
	mm := sizes[p.Page-1]
	if pg.Width <= 0 || pg.Height <= 0 || mm[0] <= 0 || mm[1] <= 0 {
		return 0, false
	}
	if a, b := pg.Width/pg.Height, mm[0]/mm[1]; math.Abs(a-b) > 0.01*b {
		return 0, false
	}
	got := fractionBox(p, pages)
	best := 0.0
	for _, t := range want {
		if t.Page == p.Page {
			best = max(best, IoU(*got, t.Box))
		}
	}
	return best, true
}

// fractionBox returns p's box in fractions of its page, nil when pages
// do not hold it or give it no size.
func fractionBox(p docextract.Provenance, pages []docextract.Page) *[4]float64 {
	if p.Page < 1 || p.Page > len(pages) {
		return nil
	}
	pg := pages[p.Page-1]
	if pg.Width <= 0 || pg.Height <= 0 {
		return nil
	}
	return &[4]float64{p.Box.Left / pg.Width, p.Box.Top / pg.Height, p.Box.Right / pg.Width, p.Box.Bottom / pg.Height}
}

// IoU is the intersection over union of two boxes [x0, y0, x1, y1].
func IoU(a, b [4]float64) float64 {
	w := min(a[2], b[2]) - max(a[0], b[0])
	h := min(a[3], b[3]) - max(a[1], b[1])
	if w <= 0 || h <= 0 {
		return 0
	}
	inter := w * h
	union := (a[2]-a[0])*(a[3]-a[1]) + (b[2]-b[0])*(b[3]-b[1]) - inter
	if union <= 0 {
		return 0
	}
	return inter / union
}

// BoxTally sums the provenance boxes measured against the generator's:
// how many fields, how many at MinIoU or more, and their mean IoU.
type BoxTally struct {
	Rule    string  `json:"rule,omitempty"`
	N       int     `json:"n"`
	Hits    int     `json:"hits"`
	MeanIoU float64 `json:"mean_iou"`
}

// Share is the share of fields at MinIoU or more, 0 when none.
func (t BoxTally) Share() float64 { return ratio(float64(t.Hits), t.N) }

// Boxes sums the measured provenance boxes of results: overall, and per
// rule (in order of rule).
func Boxes(results []CaseResult) (BoxTally, []BoxTally) {
	var all BoxTally
	byRule := map[string]*BoxTally{}
	var sum float64
	sums := map[string]float64{}
	for _, c := range results {
		for _, f := range c.Fields {
			if f.IoU == nil {
				continue
			}
			r := byRule[f.Rule]
			if r == nil {
				r = &BoxTally{Rule: f.Rule}
				byRule[f.Rule] = r
			}
			for _, t := range []*BoxTally{&all, r} {
				t.N++
				if *f.IoU >= MinIoU {
					t.Hits++
				}
			}
			sum += *f.IoU
			sums[f.Rule] += *f.IoU
		}
	}
	all.MeanIoU = ratio(sum, all.N)
	var rules []BoxTally
	for k, r := range byRule {
		r.MeanIoU = ratio(sums[k], r.N)
		rules = append(rules, *r)
	}
	slices.SortFunc(rules, func(a, b BoxTally) int { return cmp.Compare(a.Rule, b.Rule) })
	return all, rules
}

// writeBoxes writes how the provenance boxes compare with the generator's,
// overall and per rule.
func (r Report) writeBoxes(b *strings.Builder) error {
	if r.Boxes.N == 0 {
		return nil
	}
	fmt.Fprintf(b, "== boxes: provenance box IoU >= %.1f with where the generator printed the value: %s (%d/%d), mean IoU %.2f\n",
		MinIoU, pct(r.Boxes.Share()), r.Boxes.Hits, r.Boxes.N, r.Boxes.MeanIoU)
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "   rule\tn\tIoU >= %.1f\tmean IoU\t\n", MinIoU)
	for _, t := range r.BoxRules {
		name := t.Rule
		if name == "" {
			name = "(none)"
		}
		fmt.Fprintf(tw, "   %s\t%d\t%s\t%.2f\t\n", name, t.N, pct(t.Share()), t.MeanIoU)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	b.WriteString("\n")
	return nil
}
