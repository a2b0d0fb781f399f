// Package identity extracts the fields of identity documents (passports,
// identity cards, visas, residence permits, driving licences): the machine
// readable zone, trusted as far as its check digits or a second reading
// confirm it, and the labelled visual zone in seven languages, merged so
// that a verified MRZ wins and the zone's spelling is kept where the two
// agree. A document with no identity evidence is refused (ErrNoEvidence).
//
// It imports only extract/doctype, extract/reading, the leaves and the
// values, never the root, the OCR pool or another type. See docs/identity.md
// and docs/mrz.md.
package identity
