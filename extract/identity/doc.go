// Package identity extracts the fields of identity documents (passports,
// identity cards, visas, driving licences) from a read document: the machine
// readable zone when there is one, checked digit by digit, and the labelled
// visual zone in English, French, German, Spanish, Italian, Dutch and
// Portuguese, merged so that a verified MRZ wins and the zone's spelling
// (with diacritics) is kept where the two agree.
//
// An image band is read by up to four readings (legacy engine line by line,
// the same on strips enlarged 1.5 times, the band as one block, LSTM), and
// accepted when one validates, two agree, or their per-character vote
// validates with at most one correction (notes/MRZ.md).
//
// A document is refused with ErrNoEvidence only when it shows no identity
// evidence at all: no MRZ band (read or not), no MRZ-shaped line, no
// identity keyword printed as a title (matched with OCR noise tolerated, in
// the seven languages) and no two labelled identity fields. Pages that show
// nothing are read once more upside down, since orientation detection turns
// some photos the wrong way.
//
// It imports extract, extract/layout, extract/mrz, extract/ocr and
// extract/dates, never the root package docextract or anything above it.
// Specimen policy is not applied here: the root decides with
// extract.SpecimenMarks.
package identity
