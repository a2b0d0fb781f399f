// Command extractfile reads one document and prints its fields as JSON.
//
//	go run ./examples/extractfile -type identity passport.jpg
//
// Like every example it imports only the root package (TestArchitecture).
package main
