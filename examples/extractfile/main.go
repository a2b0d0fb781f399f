package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/docextract/docextract"
)

func main() {
	docType := flag.String("type", "identity", "document type")
	sandbox := flag.Bool("sandbox", false, "accept specimen documents")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: extractfile [-type T] [-sandbox] FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	res, err := docextract.Extract(context.Background(), docextract.Request{
		DocumentType: docextract.DocumentType(*docType),
		Document:     data,
		Sandbox:      *sandbox,
	})
	if err != nil {
		// Every failure carries one of the API's codes.
		fmt.Fprintf(os.Stderr, "%s: %v\n", docextract.ErrorCodeOf(err), err)
		os.Exit(1)
	}
	out, _ := json.MarshalIndent(res, "", "  ")
	fmt.Println(string(out))
}
