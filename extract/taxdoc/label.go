package taxdoc

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/postal"
)

// labelValue is a label segment and the segment that holds its value.
type labelValue struct {
	label, value layout.Line
}

// labelled returns, for each segment of p that the whole of re matches, the
// segment holding its value: the nearest one right of it on its baseline,
// else the one just below it in its column, as letters print their
// reference blocks.
func labelled(p *layout.Page, re *regexp.Regexp) []labelValue {
	segs := postal.Segments(p)
	var out []labelValue
	for i, s := range segs {
		if !re.MatchString(strings.TrimSpace(s.Text())) {
			continue
		}
		if j := valueOf(segs, i); j >= 0 {
			out = append(out, labelValue{label: s, value: segs[j]})
		}
	}
	return out
}

// valueOf returns the index of the segment holding the value of label
// segment i, or -1.
func valueOf(segs []layout.Line, i int) int {
	s := segs[i]
	h := s.Box.Height()
	right, below := -1, -1
	for j, o := range segs {
		if j == i {
			continue
		}
		ov := math.Min(o.Box.Bottom, s.Box.Bottom) - math.Max(o.Box.Top, s.Box.Top)
		if ov > 0.5*min(h, o.Box.Height()) && o.Box.Left >= s.Box.Right-1 && o.Box.Left-s.Box.Right < 10*h {
			if right < 0 || o.Box.Left < segs[right].Box.Left {
				right = j
			}
		}
		gap := o.Box.Top - s.Box.Bottom
		hov := math.Min(o.Box.Right, s.Box.Right) - math.Max(o.Box.Left, s.Box.Left)
		if gap > -0.3*h && gap < 1.2*max(h, o.Box.Height()) && hov > 0 && math.Abs(o.Box.Left-s.Box.Left) < 3*h {
			if below < 0 || o.Box.Top < segs[below].Box.Top {
				below = j
			}
		}
	}
	if right >= 0 {
		return right
	}
	return below
}

// isReference reports whether v reads as a reference number: short, with a
// digit, not a date nor a sentence.
//
// A German office's Geschäftszeichen parts its groups with spaced dashes
// ("S 0270 - 0286/25 - St 17"); the dashes are no parts.
func isReference(v string) bool {
	if v == "" || len(v) > 40 || !strings.ContainsAny(v, "0123456789") || referenceParts(v) > 6 {
		return false
	}
	if ms := dates.Find(v, dates.Options{}); len(ms) > 0 && ms[0].End-ms[0].Start > len(v)/2 {
		return false
	}
	return true
}

// referenceParts counts the words of v that hold a letter or a digit.
func referenceParts(v string) int {
	n := 0
	for _, w := range strings.Fields(v) {
		if strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}
