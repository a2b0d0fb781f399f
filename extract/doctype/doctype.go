package doctype

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// Type is one document type: its contract and its extraction.
type Type interface {
	// Spec returns the type's contract. It is the same on every call.
	Spec() Spec
	// Extract reads the type's fields from doc. It returns an error
	// wrapping ErrNoEvidence when doc is not a document of the type.
	Extract(ctx context.Context, doc *reading.Document, env Env) (Values, error)
}

// Env is what an extraction may use beyond the document.
type Env struct {
	// Reader reads regions and images of the document again on request.
	Reader *reading.Reader
	// Today is the date the document is read on (MRZ centuries).
	Today time.Time
	// Logger receives debug records, never document text at info level.
	Logger *slog.Logger
}

// ErrNoEvidence is wrapped by the error of an extraction whose document is
// not of the type asked for.
var ErrNoEvidence = errors.New("doctype: the document is not of the type")

// Kind is what a field holds; it decides how the field is compared and
// documented.
type Kind string

// The field kinds.
const (
	Name         Kind = "name"         // a person's name
	Organisation Kind = "organisation" // an organisation's name
	Address      Kind = "address"      // a postal address on one line
	ID           Kind = "id"           // a document, tax or registration number
	Date         Kind = "date"         // YYYY-MM-DD, or YYYY-MM or YYYY as printed
	Country      Kind = "country"      // ISO 3166-1 alpha-2
	Text         Kind = "text"         // free text
	List         Kind = "list"         // a list of items with fields of their own
	Money        Kind = "money"        // a decimal amount in the currency's major unit ("1234.50"), compared as a number
	Currency     Kind = "currency"     // an ISO 4217 code
	Number       Kind = "number"       // a decimal number, such as a quantity ("2", "1.5")
	Time         Kind = "time"         // a time of day, HH:MM or HH:MM:SS
)

// Field is one field of a type's contract.
type Field struct {
	// Name is the JSON name, as the specification gives it.
	Name string
	Kind Kind
	// Doc is one sentence for the API documentation.
	Doc string
	// Validatable says whether validations.fields may name the field.
	Validatable bool
	// Accents says that a value read by OCR is read again with the
	// Latin-script model, which keeps accented letters.
	Accents bool
	// Items are the fields of each item of a List field.
	Items []Field
	// Item names an item of a List field in Go ("Person").
	Item string
}

// Spec is a type's contract.
type Spec struct {
	// Name is the document_type of the API.
	Name string
	// Doc is one sentence for the API documentation.
	Doc string
	// Fields are the type's fields, in the order of the JSON body.
	Fields []Field
	// ExpiryDate names the field validations.expiry checks; "" when the
	// type does not allow expiry validation.
	ExpiryDate string
	// RecencyDate names the field validations.recency checks; "" when the
	// type does not allow recency validation.
	RecencyDate string
	// Statements says the type reads account statements: it has the
	// fields statement_period_start and statement_period_end, which
	// validations.statement checks.
	Statements bool
	// Model is the model the document's pages are read with.
	Model reading.Model
	// Shape is how the document's pages are segmented: reading.ShapePage
	// (automatic, the default) or reading.ShapeBlock for a single column
	// of lines (till receipts).
	Shape reading.Shape
	// Totals names the money fields validations.integrity.validate_totals
	// adds up; nil when the type has no totals.
	Totals *Totals
	// Identifiers are the fields validations.integrity.validate_identifiers
	// checks; none when the type allows no such check.
	Identifiers []Identifier
}

// Totals names the money fields of a type whose amounts add up: subtotal
// plus tax (plus tip) is the total, and the items' amounts add up to the
// subtotal, or to the total where the items are priced with tax.
type Totals struct {
	Subtotal, Tax, Tip, Total string // Tip is "" when the type has none
	// Items is the list field of the items and ItemAmount the money field
	// of each item.
	Items, ItemAmount string
}

// IdentifierKind says what an identifier field holds, which decides its check.
type IdentifierKind string

// The kinds of identifier checked by validate_identifiers.
const (
	// IBAN: ISO 13616 MOD 97-10 and the country's length.
	IBAN IdentifierKind = "iban"
	// BIC: the ISO 9362 shape with a known country.
	BIC IdentifierKind = "bic"
	// Account: an IBAN when it has an IBAN's shape, else an account
	// number with no check defined.
	Account IdentifierKind = "account"
	// TaxID: a VAT or tax number, its country's check digits where one is
	// defined.
	TaxID IdentifierKind = "tax_id"
	// Registration: a company register number, its check digits where the
	// register defines one.
	Registration IdentifierKind = "registration"
)

// Identifier is one field validate_identifiers checks.
type Identifier struct {
	Field string
	Kind  IdentifierKind
	// CountryField names the country field that tells the identifier's
	// scheme when the value does not ("" when none).
	CountryField string
}

// The fields of a type that reads account statements (Spec.Statements).
const (
	StatementPeriodStart = "statement_period_start"
	StatementPeriodEnd   = "statement_period_end"
)

// Field returns the field named name, and false when the spec has none.
func (s Spec) Field(name string) (Field, bool) {
	for _, f := range s.Fields {
		if f.Name == name {
			return f, true
		}
	}
	return Field{}, false
}

// Validatable returns the names of the fields validations.fields may name.
func (s Spec) Validatable() []string {
	var names []string
	for _, f := range s.Fields {
		if f.Validatable {
			names = append(names, f.Name)
		}
	}
	return names
}

// Check reports what is wrong with s as a contract, or nil: a name, fields
// with names, kinds and docs, no field twice, lists with items and only
// lists with items, validatable fields that are strings, and expiry and
// recency dates that are date fields.
func (s Spec) Check() error {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if s.Name == "" || s.Doc == "" {
		bad("no name or doc")
	}
	if len(s.Fields) == 0 {
		bad("no fields")
	}
	var check func(prefix string, fields []Field)
	check = func(prefix string, fields []Field) {
		seen := map[string]bool{}
		for _, f := range fields {
			name := prefix + f.Name
			switch {
			case f.Name == "" || strings.ToLower(f.Name) != f.Name || strings.ContainsAny(f.Name, " .-"):
				bad("field %q: not a snake_case JSON name", name)
			case seen[f.Name]:
				bad("field %q twice", name)
			case f.Doc == "":
				bad("field %q has no doc", name)
			case !knownKind(f.Kind):
				bad("field %q has kind %q", name, f.Kind)
			case (f.Kind == List) != (len(f.Items) > 0):
				bad("field %q: items belong to lists, and every list has them", name)
			case f.Kind == List && f.Item == "":
				bad("list %q has no item name", name)
			case f.Kind == List && f.Validatable:
				bad("list %q cannot be validated", name)
			}
			seen[f.Name] = true
			if f.Kind == List {
				check(name+"[].", f.Items)
			}
		}
	}
	check("", s.Fields)
	if t := s.Totals; t != nil {
		for _, name := range []string{t.Subtotal, t.Tax, t.Tip, t.Total} {
			if f, ok := s.Field(name); name != "" && (!ok || f.Kind != Money) {
				bad("totals: %q is not a money field", name)
			}
		}
		items, ok := s.Field(t.Items)
		if !ok || items.Kind != List {
			bad("totals: %q is not a list field", t.Items)
		} else if f, ok := (Spec{Fields: items.Items}).Field(t.ItemAmount); !ok || f.Kind != Money {
			bad("totals: %q is not a money field of %q", t.ItemAmount, t.Items)
		}
	}
	for _, id := range s.Identifiers {
		if f, ok := s.Field(id.Field); !ok || f.Kind != ID {
			bad("identifier %q is not an id field", id.Field)
		}
		if c, ok := s.Field(id.CountryField); id.CountryField != "" && (!ok || c.Kind != Country) {
			bad("identifier %q: %q is not a country field", id.Field, id.CountryField)
		}
	}
	dated := []string{s.ExpiryDate, s.RecencyDate}
	if s.Statements {
		dated = append(dated, StatementPeriodStart, StatementPeriodEnd)
	}
	for _, d := range dated {
		if f, ok := s.Field(d); d != "" && (!ok || f.Kind != Date) {
			bad("%q is not a date field", d)
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("doctype %q: %s", s.Name, strings.Join(problems, "; "))
	}
	return nil
}

func knownKind(k Kind) bool {
	switch k {
	case Name, Organisation, Address, ID, Date, Country, Text, List, Money, Currency, Number, Time:
		return true
	}
	return false
}

// Values are what one extraction found: fields by JSON name, and for a
// List field its items. A field not found is absent or the zero Field.
type Values struct {
	Fields map[string]layout.Field
	Lists  map[string][]Values
	// Specimen, when set, says what the type's own reading found that
	// makes the document a specimen (the ICAO example state in an MRZ);
	// Extract refuses it outside the sandbox.
	Specimen string
	// MRZ is the machine-readable zone the type read, as it used it; nil
	// when it read none.
	MRZ *mrz.Result
}

// Set records field name; a field not found is left out.
func (v *Values) Set(name string, f layout.Field) {
	if !f.Found() {
		return
	}
	if v.Fields == nil {
		v.Fields = map[string]layout.Field{}
	}
	v.Fields[name] = f
}

// Add appends an item to the list name.
func (v *Values) Add(name string, item Values) {
	if v.Lists == nil {
		v.Lists = map[string][]Values{}
	}
	v.Lists[name] = append(v.Lists[name], item)
}

// Get returns field name, the zero Field when not found.
func (v Values) Get(name string) layout.Field { return v.Fields[name] }

// Conform reports the names in v that the spec does not have, as an error,
// or nil: a type may only answer its own fields.
func (s Spec) Conform(v Values) error {
	var unknown []string
	var walk func(prefix string, fields []Field, v Values)
	walk = func(prefix string, fields []Field, v Values) {
		have := map[string]Field{}
		for _, f := range fields {
			have[f.Name] = f
		}
		for name := range v.Fields {
			if f, ok := have[name]; !ok || f.Kind == List {
				unknown = append(unknown, prefix+name)
			}
		}
		for name, items := range v.Lists {
			f, ok := have[name]
			if !ok || f.Kind != List {
				unknown = append(unknown, prefix+name)
				continue
			}
			for _, item := range items {
				walk(prefix+name+"[].", f.Items, item)
			}
		}
	}
	walk("", s.Fields, v)
	if len(unknown) > 0 {
		return fmt.Errorf("doctype %q: fields not in the contract: %s", s.Name, strings.Join(unknown, ", "))
	}
	return nil
}
