package accuracy

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

// ReliabilityBuckets are the confidence ranges of the reliability table:
// [0,0.5), [0.5,0.7), [0.7,0.8), [0.8,0.9), [0.9,0.95) and [0.95,1].
var ReliabilityBuckets = []float64{0, 0.5, 0.7, 0.8, 0.9, 0.95, 1}

// ReliabilityMinN is the number of fields from which a bucket's share
// right must lie within ReliabilityTolerance of its range.
const ReliabilityMinN = 50

// ReliabilityTolerance is how far, as a share, a bucket's share right may
// lie outside its range.
const ReliabilityTolerance = 0.05

// Bucket is one row of the reliability table: the returned single-valued
// fields whose confidence lies in [Low, High) ([Low, High] for the last),
// how many there are and how many of them are right (normalised).
type Bucket struct {
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	N     int     `json:"n"`
	Right int     `json:"right"`
}

// Share is the share of the bucket's fields that are right, 0 when empty.
func (b Bucket) Share() float64 { return ratio(float64(b.Right), b.N) }

// Calibrated reports whether b holds fewer than ReliabilityMinN fields or
// its share right lies within ReliabilityTolerance of [Low, High].
func (b Bucket) Calibrated() bool {
	if b.N < ReliabilityMinN {
		return true
	}
	s := b.Share()
	return s >= b.Low-ReliabilityTolerance-1e-9 && s <= b.High+ReliabilityTolerance+1e-9
}

// Reliability buckets the returned single-valued fields of the scored
// cases by their confidence and counts how many are right. Fields not
// returned have no confidence and are left out, as are lists (their
// items are scored as a whole).
func Reliability(results []CaseResult) []Bucket {
	out := make([]Bucket, len(ReliabilityBuckets)-1)
	for i := range out {
		out[i] = Bucket{Low: ReliabilityBuckets[i], High: ReliabilityBuckets[i+1]}
	}
	for _, c := range results {
		for _, f := range c.Fields {
			if f.Confidence == nil {
				continue
			}
			i := bucketOf(*f.Confidence)
			out[i].N++
			if f.Normalised == 1 {
				out[i].Right++
			}
		}
	}
	return out
}

// bucketOf returns the index of the bucket confidence c falls in.
func bucketOf(c float64) int {
	last := len(ReliabilityBuckets) - 2
	for i := range last {
		if c < ReliabilityBuckets[i+1] {
			return i
		}
	}
	return last
}

// writeReliability writes the reliability table, marking with * a bucket
// whose share right lies more than ReliabilityTolerance outside its range.
func (r Report) writeReliability(b *strings.Builder) error {
	n := 0
	for _, k := range r.Reliability {
		n += k.N
	}
	if n == 0 {
		return nil
	}
	fmt.Fprintf(b, "== reliability: returned fields by confidence (%d); * share right more than %.0f points outside the range in a bucket of %d or more\n",
		n, 100*ReliabilityTolerance, ReliabilityMinN)
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "   confidence\tn\tright\tshare right\t\n")
	for i, k := range r.Reliability {
		closing := ")"
		if i == len(r.Reliability)-1 {
			closing = "]"
		}
		mark := ""
		if !k.Calibrated() {
			mark = " *"
		}
		share := "-"
		if k.N > 0 {
			share = pct(k.Share()) + mark
		}
		fmt.Fprintf(tw, "   [%.2f,%.2f%s\t%d\t%d\t%s\t\n", k.Low, k.High, closing, k.N, k.Right, share)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	b.WriteString("\n")
	return nil
}
