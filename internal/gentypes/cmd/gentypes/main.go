// Command gentypes writes the root package's fields_gen.go from the
// contracts of the document types it supports: run it with go generate in
// the repository's root.
package main

import (
	"fmt"
	"os"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/gentypes"
)

func main() {
	src, err := gentypes.Generate(docextract.Types())
	if err == nil {
		err = os.WriteFile("fields_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
