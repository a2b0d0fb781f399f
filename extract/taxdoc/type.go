package taxdoc

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the tax document type: tax forms, tax authority letters and
// certificates, tax registrations.
var Type doctype.Type = taxDocType{}

type taxDocType struct{}

var spec = doctype.Spec{
	Name: "tax_doc",
	Doc:  "A tax form, a tax authority's letter or certificate, or a tax registration.",
	Fields: []doctype.Field{
		{Name: "issuing_authority", Kind: doctype.Text, Doc: "The tax authority.", Accents: true},
		{Name: "issuing_authority_country", Kind: doctype.Country, Doc: "The tax authority's country, ISO 3166-1 alpha-2."},
		{Name: "tax_number", Kind: doctype.ID, Doc: "The taxpayer's tax identification number.", Validatable: true},
		{Name: "taxpayer_name", Kind: doctype.Name, Doc: "The taxpayer: a person or an organisation.", Validatable: true, Accents: true},
		{Name: "taxpayer_address", Kind: doctype.Address, Doc: "The taxpayer's address.", Validatable: true, Accents: true},
		{Name: "date_of_issue", Kind: doctype.Date, Doc: "The date of the document."},
		{Name: "reference_number", Kind: doctype.ID, Doc: "A reference or certificate number on the document."},
	},
	RecencyDate: "date_of_issue",
	Identifiers: []doctype.Identifier{{Field: "tax_number", Kind: doctype.TaxID, CountryField: "issuing_authority_country"}},
}

func (taxDocType) Spec() doctype.Spec { return spec }

func (taxDocType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	f, err := extract(ctx, doc, env)
	if err != nil {
		return doctype.Values{}, err
	}
	return f.values(), nil
}

// values returns f by the contract's names.
func (f Fields) values() doctype.Values {
	var v doctype.Values
	v.Set("issuing_authority", f.IssuingAuthority)
	v.Set("issuing_authority_country", f.IssuingAuthorityCountry)
	v.Set("tax_number", f.TaxNumber)
	v.Set("taxpayer_name", f.TaxpayerName)
	v.Set("taxpayer_address", f.TaxpayerAddress)
	v.Set("date_of_issue", f.DateOfIssue)
	v.Set("reference_number", f.ReferenceNumber)
	return v
}
