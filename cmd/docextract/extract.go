package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/docextract/docextract"
)

// extractCommand extracts one file or URL and prints the result JSON, or
// the error JSON with exit status 1. Usage errors exit 2.
func extractCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	docType := fs.String("type", "", "document type: identity, organisation_doc, proof_of_address, tax_doc, invoice, receipt or telegraphic_transfer_form")
	validationsFile := fs.String("validations", "", "JSON `FILE` holding the request's validations object")
	sandbox := fs.Bool("sandbox", false, "extract as under a sandbox key: specimens are accepted")
	allowPrivate := fs.Bool("allow-private-urls", false, "let a URL reach private addresses")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *docType == "" || fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: docextract extract --type TYPE [--validations FILE] [--sandbox] FILE|URL")
		return 2
	}
	target := fs.Arg(0)

	// Build the request as a JSON body would, so the CLI follows the API's rules exactly.
	body := map[string]any{"document_type": *docType}
	var document []byte
	if strings.HasPrefix(target, "http://") || strings.HasPrefix(target, "https://") {
		body["source"], body["url"] = "url", target
	} else {
		data, err := os.ReadFile(target)
		if err != nil {
			fmt.Fprintln(stderr, "docextract:", err)
			return 2
		}
		document = data
		body["source"], body["payload"] = "base64", "AA==" // replaced by Document below
	}
	if *validationsFile != "" {
		raw, err := os.ReadFile(*validationsFile)
		if err != nil {
			fmt.Fprintln(stderr, "docextract:", err)
			return 2
		}
		if !json.Valid(raw) {
			fmt.Fprintf(stderr, "docextract: %s is not valid JSON\n", *validationsFile)
			return 2
		}
		body["validations"] = json.RawMessage(raw)
	}
	data, err := json.Marshal(body)
	if err != nil {
		fmt.Fprintln(stderr, "docextract:", err)
		return 2
	}
	req, err := docextract.ParseRequest(data)
	if err == nil {
		if document != nil {
			req.Source, req.Payload, req.Document = "", "", document
		}
		req.Sandbox = *sandbox
		var ex *docextract.Extractor
		ex, err = docextract.New(docextract.Options{AllowPrivateURLs: *allowPrivate})
		if err == nil {
			defer ex.Close()
			var res docextract.Result
			res, err = ex.Extract(context.Background(), req)
			if err == nil {
				printJSON(stdout, res)
				return 0
			}
		}
	}
	printJSON(stdout, errorJSON(err, !*sandbox))
	return 1
}

func errorJSON(err error, livemode bool) any {
	e := map[string]any{"code": docextract.ErrorCodeOf(err), "message": err.Error(), "livemode": livemode}
	var apiErr *docextract.Error
	if errors.As(err, &apiErr) {
		e["message"] = apiErr.Message
		if apiErr.Field != "" {
			e["field"] = apiErr.Field
		}
	}
	return map[string]any{"error": e}
}

func printJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}
