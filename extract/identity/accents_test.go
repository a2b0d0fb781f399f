package identity

import (
	"context"
	"image"
	"os"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/testpage"
)

func TestSameText(t *testing.T) {
	tests := []struct {
		value, latin string
		want         string
		ok           bool
	}{
		{"Stadt K6In", "Stadt Köln", "Stadt Köln", true},
		{"bjédskra islands", "Þjóðskrá Íslands", "Þjóðskrá Íslands", true},
		// The crop also caught the label: the value's words are the last.
		{"Préfecture des Bouches-du-Rhéne", "Autorité Préfecture des Bouches-du-Rhône", "Préfecture des Bouches-du-Rhône", true},
		// Equal readings change nothing; other text is not taken.
		{"DVLA", "DVLA", "", false},
		{"HAMBURG", "BERLIN", "", false},
		{"Stadt Köln", "", "", false},
	}
	for _, tt := range tests {
		got, ok := sameText(tt.value, strings.Fields(tt.latin))
		if got != tt.want || ok != tt.ok {
			t.Errorf("sameText(%q, %q) = %q, %v; want %q, %v", tt.value, tt.latin, got, ok, tt.want, tt.ok)
		}
	}
}

func TestCropBox(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 200, 100))
	b := layout.Box{Left: 20, Top: 30, Right: 120, Bottom: 60}
	c := cropBox(img, b)
	if c == nil || c.Rect.Dx() != 120 || c.Rect.Dy() != 50 {
		t.Errorf("cropBox = %v, want 120x50 (the box and a third of its height around it)", c)
	}
	if c := cropBox(img, layout.Box{Left: -50, Top: -50, Right: -10, Bottom: -10}); c != nil {
		t.Errorf("cropBox(outside the image) = %v, want nil", c.Rect)
	}
}

// TestRereadAccents: an authority the English model reads without its
// umlaut is read again from its crop with the Latin-script model.
func TestRereadAccents(t *testing.T) {
	pool := testPool(t)
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
			f.DocumentIssuingAuthority = extract.FromLine(l.Text(), doc.Pages[0], l)
		case strings.HasPrefix(folded, "D") && !strings.Contains(folded, "/"):
			f.PlaceOfBirth = extract.FromLine(l.Text(), doc.Pages[0], l)
		}
	}
	t.Logf("english: %q %q", f.DocumentIssuingAuthority.Value, f.PlaceOfBirth.Value)
	if err := rereadAccents(context.Background(), doc, &f, pool); err != nil {
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
