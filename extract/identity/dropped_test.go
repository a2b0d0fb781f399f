package identity

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
)

// TestRereadDropped removes from a read passport the line Tesseract
// sometimes drops beside the photo, the place of birth, and checks that it
// is read again from under its label.
func TestRereadDropped(t *testing.T) {
	doc := readDoc(t, pngBytes(t, renderPassport(t, germanPassport())))
	p := doc.Pages[0]
	n := len(p.Lines)
	p.Lines = slices.DeleteFunc(p.Lines, func(l layout.Line) bool { return l.Text() == "BERLIN" })
	if len(p.Lines) != n-1 {
		t.Fatalf("the page has no line BERLIN to drop")
	}
	// Without OCR, Extract reads the page's lines only.
	place := func() string {
		f, err := extract(context.Background(), doc, doctype.Env{Today: today})
		if err != nil {
			t.Fatalf("Extract: %v", err)
		}
		return f.PlaceOfBirth.Value
	}
	if got := place(); got != "" {
		t.Fatalf("without the line, place_of_birth = %q", got)
	}
	if added, err := rereadDropped(context.Background(), testReader(t), doc); err != nil || !added {
		t.Fatalf("rereadDropped: added %v, %v", added, err)
	}
	if got := place(); got != "BERLIN" {
		t.Errorf("after rereadDropped, place_of_birth = %q, want BERLIN", got)
	}
	// The line read again follows its label's line.
	for i, l := range p.Lines {
		if strings.Contains(l.Text(), "BERLIN") && (i == 0 || !strings.Contains(p.Lines[i-1].Text(), "Place of birth")) {
			t.Errorf("BERLIN is line %d, not after the label's line", i)
		}
	}
	// Every other label has its value: nothing else is read again.
	before := len(p.Lines)
	if added, err := rereadDropped(context.Background(), testReader(t), doc); err != nil || added {
		t.Fatalf("a second rereadDropped: added %v, %v", added, err)
	}
	if len(p.Lines) != before {
		t.Errorf("a second rereadDropped added %d lines", len(p.Lines)-before)
	}
}
