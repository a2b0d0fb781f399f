package identity

import (
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// corroborate records on f's fields what confirms them beyond their own
// reading (layout.Field's Checked and Agreed), from the MRZ read (may be
// nil) and the zone: a value the MRZ holds under a check digit that holds
// is Checked, whichever reading it was taken from; a value both the MRZ
// and the zone give is Agreed, and so is every MRZ value when two readings
// of the band agreed. Names, the issuing country and the issue date carry
// no check digit of their own.
func corroborate(f *Fields, read *mrzRead, z zone) {
	if read == nil {
		return
	}
	res := read.res
	type pair struct {
		dst   *layout.Field
		mrz   string
		check string // the check digit's field; "" for none
		zone  field
	}
	pairs := []pair{
		{&f.DocumentNumber, res.DocumentNumber, "document_number", fNumber},
		{&f.DateOfBirth, res.BirthDate.String(), "birth_date", fBirthDate},
		{&f.DocumentExpiryDate, res.ExpiryDate.String(), "expiry_date", fExpiryDate},
		{&f.DocumentDateOfIssue, res.IssueDate.String(), "", fIssueDate},
		{&f.Surname, res.Surname, "", fSurname},
		{&f.GivenName, res.GivenNames, "", fGivenName},
	}
	if a2, ok := mrz.CountryAlpha2(issuerCode(res)); ok {
		pairs = append(pairs, pair{&f.IssuingCountry, a2, "", fCountry})
	}
	for _, p := range pairs {
		v := p.dst.Value
		if v == "" || p.mrz == "" || !sameReading(v, p.mrz) {
			continue
		}
		if p.check != "" && checkValid(res, p.check) {
			p.dst.Checked = true
		}
		if p.dst.Source == layout.SourceMRZ {
			zv := z.found[p.zone].Value
			p.dst.Agreed = p.dst.Agreed || read.agreed() || zv != "" && sameReading(zv, p.mrz)
		} else {
			p.dst.Agreed = true // the zone's value, which the MRZ gives too
		}
	}
}

// sameReading reports whether a field's value v and the MRZ's value m
// are the same: equal, the same name after transliteration, or the same
// date but for the century the MRZ's two-digit year leaves open.
func sameReading(v, m string) bool {
	if v == m || sameName(v, m) {
		return true
	}
	return len(v) == 10 && len(m) == 10 && v[4] == '-' && m[4] == '-' && v[2:] == m[2:]
}
