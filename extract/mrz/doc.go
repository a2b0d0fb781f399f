// Package mrz locates, reads and parses the machine readable zone (MRZ) of
// passports, identity cards and visas: ICAO 9303 TD1, TD2, TD3, MRV-A and
// MRV-B, and the French identity card issued before 2021. Parse corrects a
// read only where a character class or a check digit confirms it; ReadLine
// matches OCR-B glyphs; Tesseract is the caller's business.
//
// It is a leaf: it imports only the values (extract/dates today), never the
// reader, the OCR pool or anything that loads OCR models. See docs/mrz.md.
package mrz
