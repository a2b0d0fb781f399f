package reading

import (
	"image"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
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
		// An address block read as lines joined by commas.
		{"GoethestraRe 99, 80745 Miinchen", "Goethestraße 99, 80745 München", "Goethestraße 99, 80745 München", true},
		// Digits and signs keep the English reading.
		{"Calle Mayor, 116, 4º D, 15082 A Coruna", "Calle Mayor, 116, 4° D, 15082 A Coruña", "Calle Mayor, 116, 4º D, 15082 A Coruña", true},
		{"58 High Street, BRISTOL, BS83 0XN", "58 High Street, BRISTOL, BS83 OXN", "", false},
		{"102 Makariou III Avenue", "102 Makariou IIl Avenue", "", false},
		// A short word is not taken for another ("na" for "Trá").
		{"166 Bothar na Tra, Dublin 2", "166 Bóthar Trá Trá, Dublin 2", "166 Bóthar na Trá, Dublin 2", true},
		// A Latin reading a word off: most words disagree, nothing is taken.
		{"Rue de la Paix, Orléans", "Rüe dé la Paix Orléans France", "", false},
		// Equal readings change nothing; other text is not taken.
		{"DVLA", "DVLA", "", false},
		{"HAMBURG", "BERLIN", "", false},
		{"HAMBURG", "MÜNCHEN", "", false},
		{"Stadt Köln", "", "", false},
	}
	for _, tt := range tests {
		got, ok := sameText(tt.value, strings.Fields(tt.latin))
		if got != tt.want || ok != tt.ok {
			t.Errorf("sameText(%q, %q) = %q, %v; want %q, %v", tt.value, tt.latin, got, ok, tt.want, tt.ok)
		}
	}
}

func TestSameWords(t *testing.T) {
	tests := []struct {
		value, latin string
		want         string
		ok           bool
	}{
		// A register's "Surname, Given" turned into "Given Surname".
		{"Jiirgen Kéhler", "Geschäftsführer: Köhler, Jürgen, *30.07.1957,", "Jürgen Köhler", true},
		{"Mareike Bar", "Einzelprokura: Bär, Mareike, *08.10.1962, Frankfurt", "Mareike Bär", true},
		// The value among other words of its line.
		{"Amtsgericht Miinchen", "Amtsgericht München Wiedergabe des", "Amtsgericht München", true},
		// Two words alike: neither is taken.
		{"Muller", "Müller Müllér", "", false},
		{"Muller", "Möller Müller", "Müller", true}, // the nearer
		// Too far apart, or too short, to be the same word.
		{"HAMBURG", "MÜNCHEN", "", false},
		{"na", "Trá", "", false},
		{"Stadt Köln", "", "", false},
	}
	for _, tt := range tests {
		got, ok := sameWords(tt.value, strings.Fields(tt.latin))
		if got != tt.want || ok != tt.ok {
			t.Errorf("sameWords(%q, %q) = %q, %v; want %q, %v", tt.value, tt.latin, got, ok, tt.want, tt.ok)
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
