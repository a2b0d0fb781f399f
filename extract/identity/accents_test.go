package identity

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/testpage"
)

// TestRereadAccents: an authority the English model reads without its
// umlaut is read again from its crop with the Latin-script model.
func TestRereadAccents(t *testing.T) {
	doc := readDoc(t, testpage.PNG(t, []testpage.Item{
		{X: 60, Y: 100, Size: 14, Text: "Behörde / Authority"},
		{X: 60, Y: 130, Size: 14, Text: "Stadt Köln"},
		{X: 60, Y: 180, Size: 14, Text: "Geburtsort / Place of birth"},
		{X: 60, Y: 210, Size: 14, Text: "DÜSSELDORF"},
	}, 150))
	f := Fields{}
	for _, l := range doc.Pages[0].Lines {
		switch folded := fold(l.Text()); {
		case strings.HasPrefix(folded, "STADT"):
			f.DocumentIssuingAuthority = layout.FromLine(l.Text(), doc.Pages[0], l)
		case strings.HasPrefix(folded, "D") && !strings.Contains(folded, "/"):
			f.PlaceOfBirth = layout.FromLine(l.Text(), doc.Pages[0], l)
		}
	}
	t.Logf("english: %q %q", f.DocumentIssuingAuthority.Value, f.PlaceOfBirth.Value)
	if err := testReader(t).RereadAccents(context.Background(), doc, &f.DocumentIssuingAuthority, &f.PlaceOfBirth); err != nil {
		t.Fatalf("rereadAccents: %v", err)
	}
	if _, err := os.Stat("/usr/share/tesseract-ocr/5/tessdata/Latin.traineddata"); err != nil {
		t.Skip("Latin-script model not installed")
	}
	got := [2]string{f.DocumentIssuingAuthority.Value, f.PlaceOfBirth.Value}
	if want := [2]string{"Stadt Köln", "DÜSSELDORF"}; got != want {
		t.Errorf("after rereadAccents = %q, want %q", got, want)
	}
}
