package identity

import (
	"context"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// maxSparsePages is the most image pages read again as sparse text.
const maxSparsePages = 2

// minSparseMissing is how many fields must be missing for the sparse
// reading: one missing field is most often one the document does not print
// (many passports print no place of birth), and the reading costs a
// recognition of the whole page.
const minSparseMissing = 2

// fillFromSparse reads doc's image pages again as sparse text when zone
// fields are still missing (minSparseMissing), and fills the missing fields from the labelled
// values of that reading. Tesseract's page layout analysis drops the small
// labels and values of cards printed over guilloches and photos (an ICAO
// specimen's "Place of birth / ZENITH", a licence's "4a ISS 01/10/2013"),
// which its sparse-text mode, finding words wherever they stand, keeps.
// Fields already found are left as they are. Only names, the place of
// birth and the authority are taken from it: the sparse reading cuts
// lines short, and a date cut after its year's first two digits ("29 NOV
// 20" for 29 NOV 2019, on the US passport card specimen) or a number cut
// short is a wrong value, worse than none; the MRZ and the zone's labels
// read those far better. The one exception is the issue date when bounded
// (a verified MRZ gave the birth and expiry dates): the one date of the
// sparse reading between them, printed with as many year digits as the
// birth or expiry date beside it (see sparseIssue).
func fillFromSparse(ctx context.Context, f *Fields, doc *reading.Document, opts doctype.Env, bounded bool, dateOpts dates.Options) error {
	missing := map[field]*layout.Field{}
	for fd, v := range map[field]*layout.Field{
		fSurname: &f.Surname, fGivenName: &f.GivenName, fBirthPlace: &f.PlaceOfBirth, fAuthority: &f.DocumentIssuingAuthority,
	} {
		if !v.Found() {
			missing[fd] = v
		}
	}
	if len(missing) < minSparseMissing || !canOCR(opts) {
		return nil
	}
	sparse := &reading.Document{Format: doc.Format, PageCount: doc.PageCount}
	for _, p := range doc.Pages {
		if p.Source != layout.SourceOCR || p.Image == nil || len(sparse.Pages) == maxSparsePages {
			continue
		}
		lines, err := opts.Reader.ReadCrop(ctx, p, p.Image.Rect, reading.Pass{Model: reading.English, Shape: reading.ShapeSparse}, 1)
		if err != nil {
			return err
		}
		sp := *p
		sp.Lines = lines
		sparse.Pages = append(sparse.Pages, &sp)
	}
	if len(sparse.Pages) == 0 {
		return nil
	}
	z := readZone(sparse)
	if bounded && !f.DocumentDateOfIssue.Found() {
		f.DocumentDateOfIssue = sparseIssue(sparse, f.DateOfBirth.Value, f.DocumentExpiryDate.Value, dateOpts).By("zone.sparse_issue_between_dates")
	}
	for fd, dst := range missing {
		if v := z.found[fd]; v.Found() && !holdsFiller(v.Value) {
			*dst = v.By("zone.sparse_label")
		}
	}
	return nil
}

// sparseIssue returns the one date of doc (a sparse reading) between the
// verified birth and expiry dates, as issueBetween does, when it is printed
// as the birth or expiry date is on the same page: with as many year digits
// (ICAO Doc 9303 Part 3 prints a zone's dates in one style), and not
// followed by the rest of a year (see yearCut). A sparse reading cuts lines short, and a four-
// digit year cut after two ("29 NOV 20" for 29 NOV 2019) reads as another
// date between the two: the style of its neighbours tells it apart.
func sparseIssue(doc *reading.Document, birth, expiry string, opts dates.Options) layout.Field {
	b, okB := dates.Parse(birth, dates.Options{})
	e, okE := dates.Parse(expiry, dates.Options{})
	if !okB || !okE || b.Partial() || e.Partial() {
		return layout.Field{}
	}
	type seen struct {
		p      *layout.Page
		li     int
		d      dates.Date
		digits int
	}
	var between []seen
	styles := map[*layout.Page]map[int]bool{} // year widths of the birth and expiry dates, per page
	printedDates(doc, opts, func(p *layout.Page, li int, text string, m dates.Match) bool {
		if yearCut(text[m.End:]) {
			return true
		}
		n := yearDigits(text[m.Start:m.End])
		switch d := m.Date; {
		case d.Partial():
		case d == b || d == e:
			if styles[p] == nil {
				styles[p] = map[int]bool{}
			}
			styles[p][n] = true
		case d.Time().After(b.Time()) && d.Time().Before(e.Time()):
			between = append(between, seen{p, li, d, n})
		}
		return true
	})
	var found layout.Field
	for _, s := range between {
		if !styles[s.p][s.digits] {
			continue
		}
		if found.Found() && found.Value != s.d.String() {
			return layout.Field{}
		}
		found = layout.FromLine(s.d.String(), s.p, s.p.Lines[s.li])
	}
	return found
}

// yearDigits returns how many digits print the year of a date printed as
// s: four when s opens with four digits or more (year first, or eight
// digits run together), else the length of the digits that end s.
func yearDigits(s string) int {
	s = strings.TrimSpace(s)
	lead := len(s) - len(strings.TrimLeftFunc(s, unicode.IsDigit))
	if lead >= 4 {
		return 4
	}
	return len(s) - len(strings.TrimRightFunc(s, unicode.IsDigit))
}

// yearCut reports whether rest, the text after a date, opens with the
// rest of its year: a digit, or one or two digits standing alone ("29 NOV
// 20 19").
func yearCut(rest string) bool {
	if rest != "" && unicode.IsDigit(rune(rest[0])) {
		return true
	}
	w, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	return len(w) >= 1 && len(w) <= 2 && strings.TrimFunc(w, unicode.IsDigit) == ""
}
