package docextract

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/fuzzy"
)

// DocumentType names the kind of document a request asks for.
type DocumentType string

// The document types of the specification.
const (
	Identity                DocumentType = "identity"
	OrganisationDoc         DocumentType = "organisation_doc"
	ProofOfAddress          DocumentType = "proof_of_address"
	TaxDoc                  DocumentType = "tax_doc"
	Invoice                 DocumentType = "invoice"
	Receipt                 DocumentType = "receipt"
	TelegraphicTransferForm DocumentType = "telegraphic_transfer_form"
)

// documentTypes lists every document type of the specification, in its order.
var documentTypes = []DocumentType{Identity, OrganisationDoc, ProofOfAddress, TaxDoc, Invoice, Receipt, TelegraphicTransferForm}

// TypeSpec is the contract of a document type, as Types returns it: its
// fields in the order of the JSON body, their kinds and docs, and the
// validations it allows. It is what the OpenAPI document is built from.
type TypeSpec = doctype.Spec

// FieldSpec is one field of a TypeSpec.
type FieldSpec = doctype.Field

// DocumentTypes returns every document type of the specification, in its
// order, supported or not (Types lists the supported ones' contracts).
func DocumentTypes() []DocumentType {
	return append([]DocumentType(nil), documentTypes...)
}

// Valid reports whether t is one of the specification's document types.
func (t DocumentType) Valid() bool {
	for _, known := range documentTypes {
		if t == known {
			return true
		}
	}
	return false
}

// Source says where the document of a request comes from.
type Source string

// The sources of the specification.
const (
	SourceBase64 Source = "base64"
	SourceURL    Source = "url"
)

// MatchType says how a field validation compares values.
type MatchType string

// The match types of the specification.
const (
	MatchExact MatchType = "exact"
	MatchFuzzy MatchType = "fuzzy"
)

// Request is one extraction request: the body of POST /document/extract.
type Request struct {
	DocumentType DocumentType `json:"document_type"`
	Source       Source       `json:"source,omitempty"`
	Payload      string       `json:"payload,omitempty"`
	URL          string       `json:"url,omitempty"`
	Validations  *Validations `json:"validations,omitempty"`

	// Document, for Go callers, holds the document's bytes directly; Source,
	// Payload and URL must then be empty.
	Document []byte `json:"-"`
	// Sandbox runs this request as under a sandbox key: specimens are
	// extracted and the result has Livemode false.
	Sandbox bool `json:"-"`
	// Expand lists the optional members the result's JSON is to carry
	// (the HTTP API's expand[]; see ParseExpansions). ExpandPages also has
	// the page images made, which costs time and memory; the others are
	// only written.
	Expand []Expansion `json:"-"`
}

// Validations are the checks a request asks for.
type Validations struct {
	Fields  []FieldValidation  `json:"fields,omitempty"`
	Expiry  *ExpiryValidation  `json:"expiry,omitempty"`
	Recency *RecencyValidation `json:"recency,omitempty"`
	// Statement holds the checks of an account statement's period, on
	// proof_of_address documents.
	Statement *StatementValidation `json:"statement,omitempty"`
	// Integrity holds the checks that need no expected value: whether a
	// document's totals add up and its identifiers are valid.
	Integrity *IntegrityValidation `json:"integrity,omitempty"`
}

// IntegrityValidation asks for the checks of a document against itself:
// ValidateTotals on types with totals (invoice, receipt),
// ValidateIdentifiers on types with identifiers of a defined form (IBANs,
// BICs, VAT, tax and registration numbers).
type IntegrityValidation struct {
	ValidateTotals      *bool `json:"validate_totals,omitempty"`
	ValidateIdentifiers *bool `json:"validate_identifiers,omitempty"`
}

// StatementValidation holds the statement checks: the period a statement
// covers and how recent it is. Both are optional; each is at least 1.
type StatementValidation struct {
	MinimumCoverageMonths     *int64 `json:"minimum_coverage_months,omitempty"`
	MaximumStatementAgeMonths *int64 `json:"maximum_statement_age_months,omitempty"`
}

// FieldValidation compares one extracted field with an expected value.
type FieldValidation struct {
	Field         string    `json:"field"`
	ExpectedValue string    `json:"expected_value"`
	MatchType     MatchType `json:"match_type"`
}

// ExpiryValidation holds the expiry checks of identity documents.
// ValidateNotExpired is the second accepted name of ValidateDocumentNotExpired;
// when both are set they must agree.
type ExpiryValidation struct {
	MinimumMonthsUntilExpiry   *int64 `json:"minimum_months_until_expiry,omitempty"`
	ValidateDocumentNotExpired *bool  `json:"validate_document_not_expired,omitempty"`
	ValidateNotExpired         *bool  `json:"validate_not_expired,omitempty"`
}

// notExpired reports whether the not-expired check was asked for under either name.
func (e *ExpiryValidation) notExpired() bool {
	return (e.ValidateDocumentNotExpired != nil && *e.ValidateDocumentNotExpired) ||
		(e.ValidateNotExpired != nil && *e.ValidateNotExpired)
}

// RecencyValidation holds the recency check of proof-of-address and tax documents.
type RecencyValidation struct {
	MaximumDocumentAgeMonths *int64 `json:"maximum_document_age_months,omitempty"`
}

// Result is one extraction: the success body of POST /document/extract.
// Its type-specific fields appear at the top level of the JSON, null when
// not found; the typed views (Result.Identity, Result.TaxDoc, ...) are
// generated from the types' contracts.
type Result struct {
	ID           string
	Livemode     bool
	DocumentType DocumentType
	// Fields are the fields of DocumentType by JSON name.
	Fields           Fields
	ValidationResult *ValidationResult

	// Provenance says, for each extracted field, where it was read. Keys are
	// JSON field names ("surname", "significant_people[0].name"). The JSON
	// carries it with ExpandProvenance.
	Provenance map[string]Provenance
	// Pages are the pages read: the size that provenance boxes on each are
	// fractions of and, with ExpandPages, its image.
	Pages []Page
	// MRZ is the machine-readable zone the extraction read; nil when none
	// was. The JSON carries it with ExpandMRZ.
	MRZ *MRZ
	// Expanded lists the expansions MarshalJSON writes: those of the
	// request (Request.Expand), or those present in the JSON read by
	// UnmarshalJSON.
	Expanded []Expansion
}

// ResultObject is the value of the "object" member of every result.
const ResultObject = "document_extraction"

// Fields are the fields of a result, or of one item of a list field
// (significant_people), by JSON name. The zero value holds none; a field
// not found reads as "".
type Fields struct {
	values map[string]string
	lists  map[string][]Fields
}

// Get returns the value of field name, "" when not found.
func (f Fields) Get(name string) string { return f.values[name] }

// List returns the items of list field name.
func (f Fields) List(name string) []Fields { return f.lists[name] }

// Set sets field name; "" removes it.
func (f *Fields) Set(name, value string) {
	if value == "" {
		delete(f.values, name)
		return
	}
	if f.values == nil {
		f.values = map[string]string{}
	}
	f.values[name] = value
}

// Append adds an item to list field name.
func (f *Fields) Append(name string, item Fields) {
	if f.lists == nil {
		f.lists = map[string][]Fields{}
	}
	f.lists[name] = append(f.lists[name], item)
}

// FieldSource says how a field was read.
type FieldSource string

// The field sources.
const (
	FromTextLayer FieldSource = "text_layer"
	FromOCR       FieldSource = "ocr"
	FromMRZ       FieldSource = "mrz"
	FromBarcode   FieldSource = "barcode"
)

// Box is a rectangle on a page, in the page's units (pixels of the analysed
// image, or PDF points for a text-layer page).
type Box struct {
	Left, Top, Right, Bottom float64
}

// Provenance says where one extracted field came from.
type Provenance struct {
	Page       int // 1-based
	Box        Box
	Source     FieldSource
	Confidence float64 // in [0,1]
	// Rule is the short, stable, dotted name of the rule that chose the
	// value: "mrz.surname", "zone.label", "keyvalue.label_inline".
	Rule string
}

// CheckType names a kind of check.
type CheckType string

// The check types of the specification.
const (
	FieldValidationCheck   CheckType = "field_validation"
	ExpiryValidationCheck  CheckType = "expiry_validation"
	RecencyValidationCheck CheckType = "recency_validation"
	// StatementCoverageCheck and StatementRecencyCheck check a statement's period.
	StatementCoverageCheck CheckType = "statement_coverage_validation"
	StatementRecencyCheck  CheckType = "statement_recency_validation"
	// IntegrityCheck checks a document against itself (CheckTotalsConsistent,
	// CheckIdentifiersValid).
	IntegrityCheck CheckType = "integrity"
)

// CheckStatus is the outcome of a check.
type CheckStatus string

// The check statuses of the specification.
const (
	Passed  CheckStatus = "passed"
	Failed  CheckStatus = "failed"
	Skipped CheckStatus = "skipped"
)

// The check names of expiry validations.
const (
	CheckDocumentNotExpired       = "validate_document_not_expired"
	CheckMinimumMonthsUntilExpiry = "minimum_months_until_expiry"
	// The check names of integrity checks.
	CheckTotalsConsistent = "totals_consistent"
	CheckIdentifiersValid = "identifiers_valid"
)

// CheckDetail is one thing an integrity check tested: a value, the rule it
// was tested by and the outcome.
type CheckDetail struct {
	Value  string      `json:"value"`
	Rule   string      `json:"rule"`
	Status CheckStatus `json:"status"`
}

// ValidationResult lists the outcome of every requested check.
type ValidationResult struct {
	NumberOfChecksPassed  int64   `json:"number_of_checks_passed"`
	NumberOfChecksFailed  int64   `json:"number_of_checks_failed"`
	NumberOfChecksSkipped int64   `json:"number_of_checks_skipped"`
	Checks                []Check `json:"checks"`
}

// Check is the outcome of one check.
type Check struct {
	CheckType           CheckType   `json:"check_type"`
	Status              CheckStatus `json:"status"`
	Field               string      `json:"field,omitempty"`
	ExpectedValue       string      `json:"expected_value,omitempty"`
	ExtractedValue      string      `json:"extracted_value,omitempty"`
	MatchType           MatchType   `json:"match_type,omitempty"`
	CheckName           string      `json:"check_name,omitempty"`
	DocumentExpiryDate  string      `json:"document_expiry_date,omitempty"`
	MonthsUntilExpiry   *int64      `json:"months_until_expiry,omitempty"`
	DocumentDateOfIssue string      `json:"document_date_of_issue,omitempty"`
	// The members of the statement checks.
	MinimumCoverageMonths     *int64 `json:"minimum_coverage_months,omitempty"`
	MaximumStatementAgeMonths *int64 `json:"maximum_statement_age_months,omitempty"`
	StatementPeriodStart      string `json:"statement_period_start,omitempty"`
	StatementPeriodEnd        string `json:"statement_period_end,omitempty"`
	CoverageDays              *int64 `json:"coverage_days,omitempty"`
	// Details lists what an integrity check tested.
	Details []CheckDetail `json:"details,omitempty"`

	// Explanation says how a fuzzy field validation was decided. Go only.
	Explanation *fuzzy.Decision `json:"-"`
}

// MarshalJSON writes the result in the specification's shape: the common
// members, the type's fields at the top level in its contract's order (null
// when not found, [] for an empty list), then validation_result when
// validations were requested, then the members of the expansions in
// r.Expanded (see Expansion).
func (r Result) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	writeMember(&b, "id", r.ID, true)
	writeMember(&b, "object", ResultObject, false)
	writeMember(&b, "livemode", r.Livemode, false)
	writeMember(&b, "document_type", r.DocumentType, false)
	if spec, ok := specOf(r.DocumentType); ok {
		writeFields(&b, spec.Fields, r.Fields, false)
	}
	if r.ValidationResult != nil {
		vr := *r.ValidationResult
		if vr.Checks == nil {
			vr.Checks = []Check{}
		}
		writeMember(&b, "validation_result", vr, false)
	}
	r.writeExpansions(&b)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// writeFields writes the members of fields, as the contract lists them.
func writeFields(b *bytes.Buffer, fields []doctype.Field, f Fields, first bool) {
	for i, field := range fields {
		if field.Kind != doctype.List {
			var v any
			if s := f.Get(field.Name); s != "" {
				v = s
			}
			writeMember(b, field.Name, v, first && i == 0)
			continue
		}
		writeName(b, field.Name, first && i == 0)
		b.WriteByte('[')
		for j, item := range f.List(field.Name) {
			if j > 0 {
				b.WriteByte(',')
			}
			b.WriteByte('{')
			writeFields(b, field.Items, item, true)
			b.WriteByte('}')
		}
		b.WriteByte(']')
	}
}

func writeName(b *bytes.Buffer, name string, first bool) {
	if !first {
		b.WriteByte(',')
	}
	key, _ := json.Marshal(name)
	b.Write(key)
	b.WriteByte(':')
}

func writeMember(b *bytes.Buffer, name string, v any, first bool) {
	writeName(b, name, first)
	val, err := json.Marshal(v)
	if err != nil {
		// Every value written here is a string, bool, nil or a struct of those.
		panic(fmt.Sprintf("docextract: marshal %s: %v", name, err))
	}
	b.Write(val)
}

// UnmarshalJSON reads a result written by MarshalJSON, so Go clients of the
// HTTP service can use the same type. The fields of a type this package
// does not extract are left out. Expanded members present are read too:
// their boxes are then fractions, on pages of size 1 by 1.
func (r *Result) UnmarshalJSON(data []byte) error {
	var common struct {
		ID               string            `json:"id"`
		Object           string            `json:"object"`
		Livemode         bool              `json:"livemode"`
		DocumentType     DocumentType      `json:"document_type"`
		ValidationResult *ValidationResult `json:"validation_result"`
	}
	if err := json.Unmarshal(data, &common); err != nil {
		return err
	}
	*r = Result{ID: common.ID, Livemode: common.Livemode, DocumentType: common.DocumentType, ValidationResult: common.ValidationResult}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return err
	}
	if err := r.readExpansions(members); err != nil {
		return err
	}
	spec, ok := specOf(common.DocumentType)
	if !ok {
		return nil
	}
	fields, err := readFields(spec.Fields, members)
	r.Fields = fields
	return err
}

// readFields reads the members of fields; null and absent are "".
func readFields(fields []doctype.Field, members map[string]json.RawMessage) (Fields, error) {
	var f Fields
	for _, field := range fields {
		raw, ok := members[field.Name]
		if !ok {
			continue
		}
		if field.Kind != doctype.List {
			var s *string
			if err := json.Unmarshal(raw, &s); err != nil {
				return f, fmt.Errorf("docextract: field %s: %w", field.Name, err)
			}
			if s != nil {
				f.Set(field.Name, *s)
			}
			continue
		}
		var items []map[string]json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return f, fmt.Errorf("docextract: field %s: %w", field.Name, err)
		}
		for _, m := range items {
			item, err := readFields(field.Items, m)
			if err != nil {
				return f, err
			}
			f.Append(field.Name, item)
		}
	}
	return f, nil
}

// Equal reports whether f and o hold the same values and items.
func (f Fields) Equal(o Fields) bool {
	if len(f.values) != len(o.values) || len(f.lists) != len(o.lists) {
		return false
	}
	for k, v := range f.values {
		if ov, ok := o.values[k]; !ok || ov != v {
			return false
		}
	}
	for k, items := range f.lists {
		other := o.lists[k]
		if len(other) != len(items) {
			return false
		}
		for i := range items {
			if !items[i].Equal(other[i]) {
				return false
			}
		}
	}
	return true
}
