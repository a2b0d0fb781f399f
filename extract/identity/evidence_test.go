package identity

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

func TestEvidenceAccepted(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
	}{
		{"licence title only", []string{"DRIVING LICENSE", "DOE", "JANE SMITH"}},
		{"OCR-noisy title", []string{"REPUBLIQUE FRANCAISE", "PASSEPQRT"}},
		{"words run together", []string{"COLORADO", "DRIVERLICENSE"}},
		{"mixed-case title on a short line", []string{"Reisepass / Passport", "X"}},
		{"lone MRZ-shaped line", []string{"REPUBLIQUE FRANCAISE", "1 01 FRA15AA000026181231MARTINC<9"}},
		{"two identity labels", []string{"Surname: ROSSI", "Place of birth: ROMA"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{page(tt.lines...)}}
			if _, err := extract(context.Background(), doc, doctype.Env{Today: today}); err != nil {
				t.Errorf("extract(%q) error = %v, want nil", tt.lines, err)
			}
		})
	}
}

func TestEvidenceRefused(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
	}{
		{"payment card", []string{"BANK OF EXAMPLE", "5412 7512 3412 3456", "VALID THRU 12/27", "LEE M CARDHOLDER", "VISA"}},
		{"keyword in running text", []string{"Apply for your passport online at our office today"}},
		{"W-2 names", []string{"Wage and Tax Statement", "Employee's first name and initial Last name", "JOHN SMITH"}},
		{"tax form with a birth date", []string{"Certificate of Foreign Status", "Name of individual JOHN SMITH", "Date of birth 01-02-1980"}},
		{"bill", []string{"Electricity bill", "Name: John Smith", "Date of issue: 12/03/2024", "Amount due 84.20"}},
		{"Spanish bill", []string{"Aguas del Tajo S.A.", "D. Iñigo Peña", "Su factura de electricidad", "Fecha de emisión", "04/10/2025",
			"N.º de cliente", "1998337714", "Número de cuenta", "76-35-42 90100317", "Fecha de caducidad", "04/11/2025"}},
		{"German bill", []string{"Stadtwerke Lindenau GmbH", "Rechnung", "Ausstellungsdatum: 04.10.2025", "Gültig bis: 04.11.2025", "Behörde: Stadtkasse", "Kundennummer 12345"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{page(tt.lines...)}}
			if _, err := extract(context.Background(), doc, doctype.Env{Today: today}); !errors.Is(err, ErrNoEvidence) {
				t.Errorf("extract(%q) error = %v, want ErrNoEvidence", tt.lines, err)
			}
		})
	}
}

func TestFuzzyToken(t *testing.T) {
	tests := []struct {
		got, want string
		match     bool
	}{
		{"PASSPORT", "PASSPORT", true},
		{"PASSP0RT", "PASSPORT", true},
		{"PASSWORD", "PASSPORT", false},
		{"PERSONALAUSWEJS", "PERSONALAUSWEIS", true},
		{"PERS0NALAUSWEJS", "PERSONALAUSWEIS", true},
		{"VISA", "VISB", false}, // short words must be exact
		{"ID", "ID", true},
	}
	for _, tt := range tests {
		if got := fuzzyToken(tt.got, tt.want); got != tt.match {
			t.Errorf("fuzzyToken(%q, %q) = %v, want %v", tt.got, tt.want, got, tt.match)
		}
	}
}

func TestCountryCode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"HCO", "MCO"}, // M read as H, one country fits
		{"UTO", "UTO"}, // known code unchanged
		{"D", "D"},     // not three letters
		{"QQQ", "QQQ"}, // no confusable letter
		{"HHH", "HHH"}, // no variant is a country
	}
	for _, tt := range tests {
		if got := countryCode(tt.in); got != tt.want {
			t.Errorf("countryCode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPrintedName(t *testing.T) {
	words := map[string]bool{"SPECIMEN": true, "MARIA": true, "ANNA": true, "ERIKSSON": true, "WILLEM": true}
	tests := []struct{ in, want string }{
		{"SPECIHEN", "SPECIMEN"},
		{"SPECINEN SPECIHEN", "SPECIMEN SPECIMEN"},
		{"ANNA KMARIA", "ANNA MARIA"},
		{"ERIKSSQN", "ERIKSSON"}, // the glyph reading's Q for O
		{"NILLEM", "WILLEM"},     // the legacy engine's N for W
		{"HANS", "HANS"},         // not printed in any spelling: kept
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, printedName(tt.in, words)); diff != "" {
			t.Errorf("printedName(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestVote(t *testing.T) {
	good := td3("UTO", "ERIKSSON", "ANNA MARIA", "L898902C3", "UTO", "740812", "F", "120415")
	bad := func(line, pos int, c byte) []string {
		out := append([]string(nil), good...)
		b := []byte(out[line])
		b[pos] = c
		out[line] = string(b)
		return out
	}
	twice := func(r []string) []string {
		b := []byte(r[1])
		b[4] = 'S'
		return []string{r[0], string(b)}
	}
	tests := []struct {
		name  string
		reads [][]string
		ok    bool
	}{
		{"majority of three fixes two errors", [][]string{bad(1, 2, '8'), bad(1, 5, 'S'), good}, true},
		{"tie fixed by the runner-up", [][]string{bad(1, 2, '8'), good}, true},
		{"ties needing two fixes", [][]string{twice(bad(1, 2, '8')), good}, false},
		{"one read", [][]string{good}, false},
		{"reads of the wrong length", [][]string{{good[0], good[1] + "<"}, {good[0], good[1] + "<"}}, false},
	}
	for _, tt := range tests {
		res, ok := vote(tt.reads, nil, []int{44, 44}, today)
		if ok != tt.ok {
			t.Errorf("vote(%s) ok = %v, want %v", tt.name, ok, tt.ok)
			continue
		}
		if ok && res.DocumentNumber != "L898902C3" {
			t.Errorf("vote(%s) document number = %q, want L898902C3", tt.name, res.DocumentNumber)
		}
	}
}
