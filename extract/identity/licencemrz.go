package identity

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// The French driving licence of the EU model (Directive 2006/126/EC,
// issued in France since 2013) prints one machine readable line of 30
// characters under its fields, which ICAO Doc 9303 does not define: "D1",
// the issuing state's code, the licence number (field 5, 9 characters),
// a check digit over the line's first 14 characters, the expiry date
// (field 4b) as YYMMDD, the holder's surname in 8 characters (cut when
// longer, padded with fillers when shorter) and a check digit over the
// first 29 characters; the check digits are ICAO Doc 9303 Part 3's
// (7-3-1 weights). The layout is the one the cheminfo/mrz library reads
// as FRENCH_DRIVING_LICENSE, whose published example (the French
// ministry's "MARTIN Paul" specimen: D1FRA13AA000026181231MARTIN<<9) our
// tests use.

// licenceLine matches the licence's machine readable line, spaces removed:
// the number, its check digit, the expiry date, the name and the line's
// check digit.
var licenceLine = regexp.MustCompile(`^D1[A-Z]{3}([A-Z0-9]{9})(\d)(\d{6})([A-Z<]{8})(\d)$`)

// licenceMRZ is what a licence's machine readable line gives.
type licenceMRZ struct {
	number, expiry, surname string
	p                       *layout.Page
	line                    layout.Line
}

// parseLicenceLine reads a licence's machine readable line (see
// licenceLine) when both its check digits hold. The surname is given only
// when its field ends with a filler, so that the name was not cut; the
// expiry's century follows the MRZ rule (see mrzExpiry).
func parseLicenceLine(s string, today time.Time) (licenceMRZ, bool) {
	s = mrzText(s)
	m := licenceLine.FindStringSubmatch(s)
	if m == nil || strconv.Itoa(mrz.CheckDigit(s[:14])) != m[2] || strconv.Itoa(mrz.CheckDigit(s[:29])) != m[5] {
		return licenceMRZ{}, false
	}
	expiry, ok := mrzExpiry(m[3], today)
	if !ok {
		return licenceMRZ{}, false
	}
	out := licenceMRZ{number: m[1], expiry: expiry}
	if strings.HasSuffix(m[4], "<") {
		out.surname = strings.TrimRight(m[4], "<")
		if strings.Contains(out.surname, "<") {
			out.surname = "" // two names: not one surname
		}
	}
	return out, true
}

// mrzExpiry reads an expiry date YYMMDD: 20YY unless that lies more than
// 50 years after today, then 19YY (DECISIONS.md, "Dates").
func mrzExpiry(yymmdd string, today time.Time) (string, bool) {
	yy, _ := strconv.Atoi(yymmdd[:2])
	year := 2000 + yy
	if year > today.Year()+50 {
		year -= 100
	}
	d, ok := dates.Parse(strconv.Itoa(year)+"-"+yymmdd[2:4]+"-"+yymmdd[4:6], dates.Options{})
	if !ok || d.Partial() {
		return "", false
	}
	return d.String(), true
}

// findLicenceLine returns the first line of doc that is a licence's
// machine readable line with valid check digits.
func findLicenceLine(doc *reading.Document, today time.Time) (licenceMRZ, bool) {
	for _, p := range doc.Pages {
		for _, l := range p.Lines {
			if out, ok := parseLicenceLine(l.Text(), today); ok {
				out.p, out.line = p, l
				return out, true
			}
		}
	}
	return licenceMRZ{}, false
}

// withLicenceLine fills the number, expiry date and surname that f lacks
// from a licence's machine readable line on doc, and returns that line's
// expiry date; false when doc has no such line.
func withLicenceLine(f *Fields, doc *reading.Document, today time.Time) (dates.Date, bool) {
	lm, ok := findLicenceLine(doc, today)
	if !ok {
		return dates.Date{}, false
	}
	for _, v := range []struct {
		dst  *layout.Field
		val  string
		rule string
	}{
		{&f.DocumentNumber, lm.number, "mrz.licence_number"},
		{&f.DocumentExpiryDate, lm.expiry, "mrz.licence_expiry_date"},
		{&f.Surname, lm.surname, "mrz.licence_surname"},
	} {
		if !v.dst.Found() && v.val != "" {
			fl := layout.FromLine(v.val, lm.p, lm.line)
			fl.Source, fl.Confidence = layout.SourceMRZ, confValid
			*v.dst = fl.By(v.rule)
		}
	}
	expiry, _ := dates.Parse(lm.expiry, dates.Options{})
	return expiry, true
}

// rereadLicenceRows fills the fields 1 to 4a (and 4c) that f lacks from
// the rows of doc's image pages read again with a local threshold (see
// reading.Reader.ReadAgain), for a licence whose machine readable line
// gave expiry and whose rows the first reading lost: a card photographed
// over guilloches and a ghost portrait, whose one threshold for the page
// drops most of its small print.
func rereadLicenceRows(ctx context.Context, f *Fields, doc *reading.Document, opts doctype.Env, expiry dates.Date) error {
	if f.DateOfBirth.Found() && f.DocumentDateOfIssue.Found() || !canOCR(opts) {
		return nil
	}
	again, ok, err := opts.Reader.ReadAgain(ctx, doc)
	if err != nil || !ok {
		return err
	}
	dst := map[field]*layout.Field{
		fSurname: &f.Surname, fGivenName: &f.GivenName, fBirthDate: &f.DateOfBirth, fBirthPlace: &f.PlaceOfBirth,
		fIssueDate: &f.DocumentDateOfIssue, fAuthority: &f.DocumentIssuingAuthority,
	}
	for _, p := range again.Pages {
		for fd, v := range licenceRowsBefore(p, expiry) {
			if d := dst[fd]; d != nil && !d.Found() {
				*d = v.By("zone.licence_row_reread")
			}
		}
	}
	return nil
}
