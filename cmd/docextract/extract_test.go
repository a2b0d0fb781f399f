package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
)

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func billPDF(t *testing.T) []byte {
	t.Helper()
	return letterPDF(t, "Electricity bill", "Bill date: 12 March 2026", "Account number: 12345678",
		"Amount due: 84.20 GBP", "Payment due by 26 March 2026")
}

// letterPDF is a one-page letter from Northwind Energy to Jane Roe whose
// body is lines.
func letterPDF(t *testing.T, lines ...string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 11)
	for i, line := range append([]string{
		"Northwind Energy Ltd, 1 Power Lane, Bristol BS1 4DJ",
		"Jane Roe", "14 Elm Street", "Leeds LS1 4AP",
	}, lines...) {
		pdf.Text(20, float64(30+i*8), line)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestExtractCommand(t *testing.T) {
	bill := writeFile(t, "bill.pdf", billPDF(t))
	checks := writeFile(t, "checks.json", []byte(`{"recency":{"maximum_document_age_months":1200}}`))
	badChecks := writeFile(t, "bad.json", []byte(`{"recency":`))
	unknownCheck := writeFile(t, "unknown.json", []byte(`{"expiry":{"validate_not_expired":true}}`))
	statement := writeFile(t, "statement.pdf", letterPDF(t, "Account statement", "Statement date: 2 March 2026",
		"Statement period 1 February 2026 to 28 February 2026", "Closing balance 1,204.50 GBP"))
	statementChecks := writeFile(t, "statement.json", []byte(`{"statement":{"minimum_coverage_months":1,"maximum_statement_age_months":1200}}`))
	tests := []struct {
		name     string
		args     []string
		wantExit int
		wantCode string // error.code in the output, "" for a result
	}{
		{"no arguments", nil, 2, ""},
		{"no type", []string{bill}, 2, ""},
		{"missing file", []string{"--type", "proof_of_address", "/nonexistent.pdf"}, 2, ""},
		{"validations not json", []string{"--type", "proof_of_address", "--validations", badChecks, bill}, 2, ""},
		{"bad type", []string{"--type", "passport", bill}, 1, "parameter_invalid"},
		{"option not allowed", []string{"--type", "proof_of_address", "--validations", unknownCheck, bill}, 1, "parameter_invalid"},
		// A bill is an invoice (see the README), and every listed type is built.
		{"bill as invoice", []string{"--type", "invoice", bill}, 0, ""},
		{"bill as identity", []string{"--type", "identity", bill}, 1, "document_not_of_type"},
		{"private url", []string{"--type", "identity", "http://127.0.0.1:1/doc.pdf"}, 1, "document_url_unreachable"},
		{"statement checks on another type", []string{"--type", "tax_doc", "--validations", statementChecks, bill}, 1, "parameter_invalid"},
		{"bill", []string{"--type", "proof_of_address", "--validations", checks, bill}, 0, ""}, // dated 2026-03-12, recent
		{"statement", []string{"--type", "proof_of_address", "--validations", statementChecks, statement}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			exit := extractCommand(tt.args, &stdout, &stderr)
			if exit != tt.wantExit {
				t.Fatalf("exit = %d, want %d; stdout %s stderr %s", exit, tt.wantExit, stdout.String(), stderr.String())
			}
			if exit == 2 {
				if stderr.Len() == 0 {
					t.Error("usage error with nothing on stderr")
				}
				return
			}
			var out map[string]any
			if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
				t.Fatalf("stdout is not JSON: %q", stdout.String())
			}
			var code string
			if e, ok := out["error"].(map[string]any); ok {
				code, _ = e["code"].(string)
			}
			if diff := cmp.Diff(tt.wantCode, code); diff != "" {
				t.Errorf("error code mismatch (-want +got):\n%s\n%s", diff, stdout.String())
			}
			if exit == 0 && out["document_type"] == "invoice" {
				if out["invoice_date"] != "2026-03-12" || out["total_amount"] != "84.20" || out["currency"] != "GBP" {
					t.Errorf("result = %s", stdout.String())
				}
			} else if exit == 0 {
				vr, _ := out["validation_result"].(map[string]any)
				if out["document_type"] != "proof_of_address" || vr == nil || vr["number_of_checks_failed"] != 0.0 || vr["number_of_checks_skipped"] != 0.0 {
					t.Errorf("result = %s", stdout.String())
				}
			}
		})
	}
}

// TestUsageNamesTypes checks that the usage and extract's --type help name
// every document type the API takes.
func TestUsageNamesTypes(t *testing.T) {
	var flags bytes.Buffer
	extractCommand([]string{"-h"}, &bytes.Buffer{}, &flags)
	for _, dt := range []docextract.DocumentType{docextract.Identity, docextract.OrganisationDoc, docextract.ProofOfAddress,
		docextract.TaxDoc, docextract.Invoice, docextract.Receipt, docextract.TelegraphicTransferForm} {
		if !strings.Contains(usage, string(dt)) {
			t.Errorf("usage does not name %s", dt)
		}
		if !strings.Contains(flags.String(), string(dt)) {
			t.Errorf("docextract extract -h does not name %s:\n%s", dt, flags.String())
		}
	}
}
