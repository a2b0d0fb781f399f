// Package identity extracts the fields of identity documents (passports,
// identity cards, visas, driving licences) from a read document: the machine
// readable zone when there is one, checked digit by digit, and the labelled
// visual zone in English, French, German, Spanish, Italian, Dutch and
// Portuguese, merged so that a verified MRZ wins and the zone's spelling
// (with diacritics) is kept where the two agree.
//
// It imports extract, extract/layout, extract/mrz, extract/ocr and
// extract/dates, never the root package docextract or anything above it.
// Specimen policy is not applied here: the root decides with
// extract.SpecimenMarks.
package identity
