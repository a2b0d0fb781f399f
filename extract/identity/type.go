package identity

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the identity document type: passports, identity cards, visas,
// residence permits and driving licences.
var Type doctype.Type = identityType{}

type identityType struct{}

var spec = doctype.Spec{
	Name: "identity",
	Doc:  "A passport, identity card, visa, residence permit or driving licence.",
	Fields: []doctype.Field{
		{Name: "issuing_country", Kind: doctype.Country, Doc: "The issuing state, ISO 3166-1 alpha-2."},
		{Name: "document_number", Kind: doctype.ID, Doc: "The document's number.", Validatable: true},
		{Name: "document_date_of_issue", Kind: doctype.Date, Doc: "The date of issue."},
		{Name: "document_expiry_date", Kind: doctype.Date, Doc: "The date of expiry."},
		{Name: "document_issuing_authority", Kind: doctype.Text, Doc: "The authority that issued the document.", Accents: true},
		{Name: "surname", Kind: doctype.Name, Doc: "The holder's surname.", Validatable: true},
		{Name: "given_name", Kind: doctype.Name, Doc: "The holder's given names.", Validatable: true},
		{Name: "date_of_birth", Kind: doctype.Date, Doc: "The holder's date of birth."},
		{Name: "place_of_birth", Kind: doctype.Text, Doc: "The holder's place of birth.", Accents: true},
	},
	ExpiryDate: "document_expiry_date",
	// The English model reads the OCR-B capitals of an MRZ best.
	Model: reading.English,
}

func (identityType) Spec() doctype.Spec { return spec }

func (identityType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	f, err := extract(ctx, doc, env)
	if err != nil {
		return doctype.Values{}, err
	}
	return f.values(), nil
}

// values returns f by the contract's names.
func (f Fields) values() doctype.Values {
	var v doctype.Values
	v.Set("issuing_country", f.IssuingCountry)
	v.Set("document_number", f.DocumentNumber)
	v.Set("document_date_of_issue", f.DocumentDateOfIssue)
	v.Set("document_expiry_date", f.DocumentExpiryDate)
	v.Set("document_issuing_authority", f.DocumentIssuingAuthority)
	v.Set("surname", f.Surname)
	v.Set("given_name", f.GivenName)
	v.Set("date_of_birth", f.DateOfBirth)
	v.Set("place_of_birth", f.PlaceOfBirth)
	v.Specimen = f.specimen()
	v.MRZ = f.MRZ
	return v
}

// specimen says what marks f as a specimen: an MRZ issued by ICAO's
// example state Utopia (ICAO Doc 9303 Part 3: UTO), for its issuer or its
// holder's nationality; "" for none. The codes of stateless persons and
// refugees (XXA, XXB, XXC, XXX) are real documents' and mark nothing.
func (f Fields) specimen() string {
	if f.MRZ == nil {
		return ""
	}
	for _, code := range []string{f.MRZ.IssuingState, f.MRZ.Nationality} {
		if code == lexicon.ICAOExampleState {
			return "with the ICAO example state " + code
		}
	}
	return ""
}
