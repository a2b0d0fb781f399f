// Command checkexpected checks an identity document against what the caller
// expects: the holder's surname, fuzzily, and at least six months of
// validity. It explains each fuzzy decision.
//
//	go run ./examples/checkexpected -surname Müller passport.png
//
// Like every example it imports only the root package (TestArchitecture).
package main
