// Package identity extracts the fields of identity documents (passports,
// identity cards, visas, driving licences) from a read document: the machine
// readable zone when there is one, checked digit by digit, and the labelled
// visual zone in English, French, German, Spanish, Italian, Dutch and
// Portuguese, merged so that a verified MRZ wins and the zone's spelling
// (with diacritics) is kept where the two agree.
//
// An image band is read by up to five readings, tried in order: the legacy
// engine line by line, the page's own (LSTM) recognition of the band's
// lines, which costs nothing, the legacy engine on strips enlarged 1.5
// times and on the band as one block, and LSTM on the strips. A reading is
// accepted when it validates (the page's own only when an earlier reading
// gave the same names and codes, which no check digit covers), when two
// agree, or when their vote validates. The vote aligns every reading to
// the first one of the expected length with a weighted edit distance
// (confusions and missing fillers cost little), so that readings of other
// lengths vote too, and is accepted with at most one check-digit or length
// correction and two corrections in all (docs/mrz.md).
//
// Zone values are read beside a label or under its group: the words run
// together with the label (its translation garbled by OCR, its field number
// "9.") up to the next group or field number. Date values also come as
// eight digits (DDMMYYYY) or with a garbled bilingual month ("BEP/SEP").
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
