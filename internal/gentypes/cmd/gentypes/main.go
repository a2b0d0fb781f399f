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
