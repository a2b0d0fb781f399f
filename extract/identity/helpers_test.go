package identity

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/reading"
)

// today is the fixed date the tests read MRZ years against.
var today = time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)

var (
	poolOnce sync.Once
	pool     *ocr.Pool
	poolErr  error
)

// testPool returns a shared OCR pool, skipping the test when the models are
// missing.
func testPool(t testing.TB) *ocr.Pool {
	t.Helper()
	poolOnce.Do(func() { pool, poolErr = ocr.NewPool(ocr.Options{Workers: 1}) })
	if poolErr != nil {
		t.Skipf("ocr pool: %v", poolErr)
	}
	if os.Getenv("OMP_THREAD_LIMIT") != "1" {
		t.Log("OMP_THREAD_LIMIT is not 1: OCR will be slow")
	}
	return pool
}

// readDoc reads data with a Reader on the shared pool.
func readDoc(t testing.TB, data []byte) *reading.Document {
	t.Helper()
	doc, err := testReader(t).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	return doc
}

// fieldMap returns the fields by their JSON names.
func fieldMap(f Fields) map[string]string {
	return map[string]string{
		"issuing_country":            f.IssuingCountry.Value,
		"document_number":            f.DocumentNumber.Value,
		"document_date_of_issue":     f.DocumentDateOfIssue.Value,
		"document_expiry_date":       f.DocumentExpiryDate.Value,
		"document_issuing_authority": f.DocumentIssuingAuthority.Value,
		"surname":                    f.Surname.Value,
		"given_name":                 f.GivenName.Value,
		"date_of_birth":              f.DateOfBirth.Value,
		"place_of_birth":             f.PlaceOfBirth.Value,
	}
}

// testReader returns a Reader on the shared pool that reads pages with the
// English model, as identity documents are read.
func testReader(t testing.TB) *reading.Reader {
	t.Helper()
	return reading.NewReader(reading.Options{OCR: testPool(t), Model: reading.English})
}
