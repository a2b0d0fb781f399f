package identity

import (
	"strings"
	"time"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// An MRZ prints the birth year in two digits, and mrz.Parse reads it as
// 20YY up to the current year: a holder born in 1911 reads as born in
// 2011. The other fields settle the century: a holder is born before the
// document is issued and before it expires (ICAO Doc 9303 Part 3, 4.2:
// the dates of issue and expiry are the document's own), and no holder is
// over maxAge when it is issued.

// maxAge is the oldest age at which a document is plausibly issued.
const maxAge = 120

// birthCentury returns the birth date of f a century earlier when f's
// birth date, read from an MRZ in this century, falls on or after its
// issue or expiry date, and the holder is then not over maxAge at issue.
func birthCentury(f Fields) layout.Field {
	b := f.DateOfBirth
	if b.Source != layout.SourceMRZ {
		return b
	}
	birth, ok := dates.ParseISO(b.Value)
	if !ok || birth.Year < 2000 {
		return b
	}
	var after []dates.Date // dates the holder was born before
	for _, d := range []layout.Field{f.DocumentDateOfIssue, f.DocumentExpiryDate} {
		if v, ok := dates.ParseISO(d.Value); ok {
			after = append(after, v.First())
		}
	}
	for _, d := range after {
		if birth.Before(d) {
			continue
		}
		earlier := birth
		earlier.Year -= 100
		if issue, ok := dates.ParseISO(f.DocumentDateOfIssue.Value); ok && issue.Year-earlier.Year > maxAge {
			return b
		}
		b.Value = earlier.String()
		return b
	}
	return b
}

// zoneCentury returns the MRZ's birth date m with the visual zone's year
// when the zone prints the same day and month a century earlier (the
// zone prints four digits, the MRZ two).
func zoneCentury(m, zone string) string {
	md, ok1 := dates.ParseISO(m)
	zd, ok2 := dates.ParseISO(zone)
	if ok1 && ok2 && !md.Partial() && zd.Month == md.Month && zd.Day == md.Day && zd.Year == md.Year-100 {
		return zone
	}
	return m
}

// agreeWithZone returns read with its document number replaced by the
// one the visual zone prints, when the MRZ's fails its check digit or
// mixes O and digits, differs from the zone's only in characters OCR
// takes for one another (ZEOO05O9 read where the page prints ZE000509),
// and the zone's makes the check digit hold: a second reading of the
// number, by another engine, that the check digit confirms.
func agreeWithZone(read *mrzRead, z zone, today time.Time) *mrzRead {
	if read == nil {
		return read
	}
	mixed := strings.Contains(read.res.DocumentNumber, "O") && strings.ContainsAny(read.res.DocumentNumber, "0123456789")
	if checkValid(read.res, "document_number") && !mixed {
		return read
	}
	printed := strings.ToUpper(strings.Join(strings.Fields(z.found[fNumber].Value), ""))
	number := read.res.DocumentNumber
	if printed == "" || printed == number || len(printed) != len(number) {
		return read
	}
	for i := range len(printed) {
		if printed[i] != number[i] && !lookAlike(printed[i], number[i]) && asDigit[number[i]] != printed[i] && asLetter[number[i]] != printed[i] {
			return read
		}
	}
	res, ok := mrz.Renumber(read.res, printed, reasonZone, today)
	if !ok {
		return read
	}
	out := *read
	out.res = res
	if res.Valid {
		out.verified, out.conf = true, confAgreed
	}
	return &out
}

// reasonZone: the document number taken from the visual zone, which the
// MRZ's check digit confirms (see agreeWithZone).
const reasonZone = "visual zone"
