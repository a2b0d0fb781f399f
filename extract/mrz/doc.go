// Package mrz parses, corrects and locates the machine readable zone (MRZ) of
// passports, identity cards and visas: ICAO 9303 TD1, TD2, TD3, MRV-A and
// MRV-B, and the French national identity card issued before 2021.
//
// It does not recognise characters: Parse and ParseCandidates take text that a
// recogniser produced, and Locate only finds the band and straightens its
// lines for one. Corrections are applied only where a character class or a
// check digit confirms them (see Parse).
//
// The package is pure Go (no cgo) and uses only the standard library. It must
// not import the root package docextract, any other extract/ package except
// extract/layout, or anything that loads OCR models.
package mrz
