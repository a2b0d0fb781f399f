// Package leakcheck is a module of its own that imports docextract as a
// library user does, so that it builds with the dependencies a user gets
// (no replace directive of docextract's go.mod applies). Its test measures
// the memory that OCR through the public API leaves behind.
package leakcheck
