package mrz

import (
	"errors"
	"image"
	"strings"
	"testing"
)

// TestReadLine reads located bands by their OCR-B glyphs, at print
// resolution and at the 90 DPI of a small photo, whose strips are blurred
// enlargements.
func TestReadLine(t *testing.T) {
	tests := []struct {
		name  string
		dpi   float64
		lines []string
	}{
		{"td3 300dpi", 300, td3Lines},
		{"td1 300dpi", 300, td1Lines},
		{"td3 90dpi", 90, td3Lines},
		{"td1 90dpi", 90, td1Lines},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := mrzPage(t, tt.dpi, tt.lines)
			band, ok := Locate(g)
			if !ok {
				t.Fatalf("Locate: no band")
			}
			var cands []Candidates
			var got []string
			for _, strip := range band.Lines {
				c, q, err := ReadLine(strip, len(tt.lines[0]))
				if errors.Is(err, ErrNoFont) {
					t.Skip(err)
				}
				if err != nil {
					t.Fatalf("ReadLine: %v", err)
				}
				if q < 0.65 {
					t.Errorf("quality %.2f < 0.65", q)
				}
				var b strings.Builder
				for _, pos := range c {
					b.WriteRune(pos[0])
				}
				got = append(got, b.String())
				cands = append(cands, c)
			}
			// Names have no check digit, and the glyphs tell O from Q
			// poorly: names are compared with O for Q.
			res, err := ParseCandidates(cands, today)
			oq := strings.NewReplacer("Q", "O")
			if err != nil || !res.Valid || oq.Replace(strings.Join(res.Lines, "\n")) != oq.Replace(strings.Join(tt.lines, "\n")) {
				t.Errorf("read %q, parsed %q (valid %v, err %v), want %q", got, res.Lines, res.Valid, err, tt.lines)
			}
		})
	}
}

func TestReadLineErrors(t *testing.T) {
	if _, err := loadGlyphs(); err != nil {
		t.Skip(err)
	}
	g, _ := mrzPage(t, 300, td3Lines)
	band, ok := Locate(g)
	if !ok {
		t.Fatalf("Locate: no band")
	}
	for _, n := range []int{0, -1, 100000} {
		if _, _, err := ReadLine(band.Lines[0], n); err == nil {
			t.Errorf("ReadLine(strip, %d): no error", n)
		}
	}
	white := image.NewGray(band.Lines[0].Rect)
	for i := range white.Pix {
		white.Pix[i] = 255
	}
	if _, _, err := ReadLine(white, 44); err == nil {
		t.Errorf("ReadLine(white strip): no error")
	}
}

// A number of zeros read as letters O, and digits read as S and O in the
// personal number, are read as digits because their check digits hold.
func TestParseDigitLetters(t *testing.T) {
	r := mustParse(t, []string{"P<QATAL<KAABI<<ALI<HAMAD<ABDULLAH<<<<<<<<<<<", "OOOOOOOO<OQAT7103070M110725O1234S4S89O2<<<78"})
	if !r.Valid || r.DocumentNumber != "00000000" || r.OptionalData != "12345458902" {
		t.Errorf("Parse: valid %v, number %q, optional %q; want valid 00000000 12345458902", r.Valid, r.DocumentNumber, r.OptionalData)
	}
}

// TestParseCandidatesLowerRanked: a birth date digit the recogniser ranked
// sixth is taken when the birth and composite check digits both single it
// out.
func TestParseCandidatesLowerRanked(t *testing.T) {
	var lines []Candidates
	for i, l := range td1Lines {
		c := make(Candidates, len(l))
		for p, r := range l {
			c[p] = []rune{r}
		}
		if i == 1 {
			c[0] = []rune("1QAGM7") // 7 ranked sixth
		}
		lines = append(lines, c)
	}
	r, err := ParseCandidates(lines, today)
	if err != nil || !r.Valid || r.BirthDate.String() != "1974-08-12" {
		t.Errorf("ParseCandidates: valid %v, birth %v, err %v; want valid 1974-08-12", r.Valid, r.BirthDate, err)
	}
}
