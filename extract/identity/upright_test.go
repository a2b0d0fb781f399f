package identity

import (
	"image"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// pageOf returns a page whose lines are texts, one every 80 pixels from
// the top, each word 30 pixels wide.
func pageOf(texts ...string) *layout.Page {
	p := &layout.Page{Number: 1, Width: 2000, Height: 1400, Source: layout.SourceOCR}
	for i, s := range texts {
		top := float64(100 + 80*i)
		var l layout.Line
		for k, w := range strings.Fields(s) {
			b := layout.Box{Left: float64(100 + 40*k), Top: top, Right: float64(130 + 40*k), Bottom: top + 40}
			l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 0.9})
			l.Box = l.Box.Union(b)
		}
		p.Lines = append(p.Lines, l)
	}
	return p
}

// TestReadsUprightBand: a band the fillers' vote took for upside down is
// upright when the page's own OCR reads its lines as MRZ lines (India's
// sample passport, its fillers read as 'c' and 'e'; a TD1 card), not when
// the page reads junk there or its MRZ lines lie outside the band.
func TestReadsUprightBand(t *testing.T) {
	td3 := []string{
		"P<DOE<<JOCELYN<MICHELLE<<<<<<<<cccccecccecece",
		"J8369854<4IND5909234F2110101<<<<<<<ccecccceg",
	}
	td1 := []string{
		"I<UTOD231458907<<<<<<<<<<<<<<<",
		"7408122F1204159UTO<<<<<<<<<<<6",
		"ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
	}
	band := func(top, n int) mrz.Band {
		return mrz.Band{Box: image.Rect(80, top, 1900, top+80*n), Lines: make([]*image.Gray, n), Rotated180: true}
	}
	tests := []struct {
		name string
		page *layout.Page
		band mrz.Band
		want bool
	}{
		{"td3 read upright", pageOf(append([]string{"REPUBLIC OF INDIA", "DOE"}, td3...)...), band(250, 2), true},
		{"td1 read upright", pageOf(append([]string{"IDENTITY CARD"}, td1...)...), band(170, 3), true},
		{"band read as junk", pageOf("REPUBLIC OF INDIA", "DOE", "8 HT3HOIM>NYJ3OOL>>30Q>q", "x3 ii 09 uz"), band(250, 2), false},
		{"mrz lines outside the band", pageOf(append([]string{"REPUBLIC OF INDIA", "DOE"}, td3...)...), band(900, 2), false},
		{"td1 band, two lines read", pageOf(append([]string{"IDENTITY CARD"}, td1[:2]...)...), band(170, 3), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readsUprightBand(tt.page, tt.band); got != tt.want {
				t.Errorf("readsUprightBand = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestHoldsFiller(t *testing.T) {
	for s, want := range map[string]bool{"P<DOE<‹JOCELYN": true, "Préfecture de Police": false, "ONTARIO«": true, "PARIS 1ER (75)": false} {
		if got := holdsFiller(s); got != want {
			t.Errorf("holdsFiller(%q) = %v, want %v", s, got, want)
		}
	}
}
