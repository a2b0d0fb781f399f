package docextract

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

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
}

// Validations are the checks a request asks for.
type Validations struct {
	Fields  []FieldValidation  `json:"fields,omitempty"`
	Expiry  *ExpiryValidation  `json:"expiry,omitempty"`
	Recency *RecencyValidation `json:"recency,omitempty"`
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
// Exactly one of the type-specific pointers is set, the one of DocumentType;
// its fields appear at the top level of the JSON, null when not found.
type Result struct {
	ID               string
	Livemode         bool
	DocumentType     DocumentType
	Identity         *IdentityFields
	Organisation     *OrganisationFields
	ProofOfAddress   *ProofOfAddressFields
	Tax              *TaxFields
	ValidationResult *ValidationResult

	// Provenance says, for each extracted field, where it was read. Keys are
	// JSON field names ("surname", "significant_people[0].name"). Go only.
	Provenance map[string]Provenance
}

// ResultObject is the value of the "object" member of every result.
const ResultObject = "document_extraction"

// IdentityFields are the fields of an identity document. An empty string
// means not found and is written as JSON null.
type IdentityFields struct {
	IssuingCountry           string `json:"issuing_country"`
	DocumentNumber           string `json:"document_number"`
	DocumentDateOfIssue      string `json:"document_date_of_issue"`
	DocumentExpiryDate       string `json:"document_expiry_date"`
	DocumentIssuingAuthority string `json:"document_issuing_authority"`
	Surname                  string `json:"surname"`
	GivenName                string `json:"given_name"`
	DateOfBirth              string `json:"date_of_birth"`
	PlaceOfBirth             string `json:"place_of_birth"`
}

// OrganisationFields are the fields of an organisation document.
type OrganisationFields struct {
	OrganisationName            string   `json:"organisation_name"`
	RegistrationNumber          string   `json:"registration_number"`
	IssuingAuthority            string   `json:"issuing_authority"`
	JurisdictionOfIncorporation string   `json:"jurisdiction_of_incorporation"`
	IncorporationDate           string   `json:"incorporation_date"`
	RegisteredOfficeAddress     string   `json:"registered_office_address"`
	OrganisationStatus          string   `json:"organisation_status"`
	OrganisationType            string   `json:"organisation_type"`
	SignificantPeople           []Person `json:"significant_people"`
}

// Person is one of an organisation's significant people.
type Person struct {
	Name    string `json:"name"`
	Role    string `json:"role"`
	Address string `json:"address"`
}

// ProofOfAddressFields are the fields of a proof-of-address document.
type ProofOfAddressFields struct {
	RecipientName    string `json:"recipient_name"`
	RecipientAddress string `json:"recipient_address"`
	IssuerName       string `json:"issuer_name"`
	IssuerAddress    string `json:"issuer_address"`
	DocumentDate     string `json:"document_date"`
}

// TaxFields are the fields of a tax document.
type TaxFields struct {
	IssuingAuthority        string `json:"issuing_authority"`
	IssuingAuthorityCountry string `json:"issuing_authority_country"`
	TaxNumber               string `json:"tax_number"`
	TaxpayerName            string `json:"taxpayer_name"`
	TaxpayerAddress         string `json:"taxpayer_address"`
	DateOfIssue             string `json:"date_of_issue"`
	ReferenceNumber         string `json:"reference_number"`
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
}

// CheckType names a kind of check.
type CheckType string

// The check types of the specification.
const (
	FieldValidationCheck   CheckType = "field_validation"
	ExpiryValidationCheck  CheckType = "expiry_validation"
	RecencyValidationCheck CheckType = "recency_validation"
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
)

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

	// Explanation says how a fuzzy field validation was decided. Go only.
	Explanation *fuzzy.Decision `json:"-"`
}

// MarshalJSON writes the result in the specification's shape: the common
// members, the type's fields at the top level (null when not found), then
// validation_result when validations were requested.
func (r Result) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	writeMember(&b, "id", r.ID, true)
	writeMember(&b, "object", ResultObject, false)
	writeMember(&b, "livemode", r.Livemode, false)
	writeMember(&b, "document_type", r.DocumentType, false)
	if fields := r.fields(); fields != nil {
		v := reflect.ValueOf(fields).Elem()
		for i := 0; i < v.NumField(); i++ {
			name := v.Type().Field(i).Tag.Get("json")
			writeMember(&b, name, nullable(v.Field(i)), false)
		}
	}
	if r.ValidationResult != nil {
		vr := *r.ValidationResult
		if vr.Checks == nil {
			vr.Checks = []Check{}
		}
		writeMember(&b, "validation_result", vr, false)
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

// fields returns the type-specific field struct that is set, or nil.
func (r Result) fields() any {
	switch {
	case r.Identity != nil:
		return r.Identity
	case r.Organisation != nil:
		return r.Organisation
	case r.ProofOfAddress != nil:
		return r.ProofOfAddress
	case r.Tax != nil:
		return r.Tax
	}
	return nil
}

// nullable turns a not-found value into nil, which JSON writes as null;
// a nil slice of people becomes [].
func nullable(v reflect.Value) any {
	switch v.Kind() {
	case reflect.String:
		if v.String() == "" {
			return nil
		}
	case reflect.Slice:
		if v.Len() == 0 {
			return []struct{}{}
		}
	}
	return v.Interface()
}

// MarshalJSON writes a person with null for a missing role or address.
func (p Person) MarshalJSON() ([]byte, error) {
	orNull := func(s string) *string {
		if s == "" {
			return nil
		}
		return &s
	}
	return json.Marshal(struct {
		Name    string  `json:"name"`
		Role    *string `json:"role"`
		Address *string `json:"address"`
	}{p.Name, orNull(p.Role), orNull(p.Address)})
}

func writeMember(b *strings.Builder, name string, v any, first bool) {
	if !first {
		b.WriteByte(',')
	}
	key, _ := json.Marshal(name)
	val, err := json.Marshal(v)
	if err != nil {
		// Every value written here is a string, bool, slice or struct of those.
		panic(fmt.Sprintf("docextract: marshal %s: %v", name, err))
	}
	b.Write(key)
	b.WriteByte(':')
	b.Write(val)
}

// UnmarshalJSON reads a result written by MarshalJSON, so Go clients of the
// HTTP service can use the same type.
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
	var target any
	switch common.DocumentType {
	case Identity:
		r.Identity = &IdentityFields{}
		target = r.Identity
	case OrganisationDoc:
		r.Organisation = &OrganisationFields{}
		target = r.Organisation
	case ProofOfAddress:
		r.ProofOfAddress = &ProofOfAddressFields{}
		target = r.ProofOfAddress
	case TaxDoc:
		r.Tax = &TaxFields{}
		target = r.Tax
	default:
		return nil
	}
	return json.Unmarshal(data, target)
}

// UnmarshalJSON reads a person whose role or address may be null.
func (p *Person) UnmarshalJSON(data []byte) error {
	var raw struct {
		Name    *string `json:"name"`
		Role    *string `json:"role"`
		Address *string `json:"address"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return err
	}
	*p = Person{Name: deref(raw.Name), Role: deref(raw.Role), Address: deref(raw.Address)}
	return nil
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
