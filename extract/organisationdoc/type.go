package organisationdoc

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the organisation document type: certificates of incorporation,
// registry extracts, certificates of good standing.
var Type doctype.Type = organisationType{}

type organisationType struct{}

var spec = doctype.Spec{
	Name: "organisation_doc",
	Doc:  "A company registry document: a certificate of incorporation or good standing, or a registry extract.",
	Fields: []doctype.Field{
		{Name: "organisation_name", Kind: doctype.Organisation, Doc: "The legal name.", Validatable: true, Accents: true},
		{Name: "registration_number", Kind: doctype.ID, Doc: "The registration or incorporation number.", Validatable: true},
		{Name: "issuing_authority", Kind: doctype.Text, Doc: "The registry or authority that issued the document.", Accents: true},
		{Name: "jurisdiction_of_incorporation", Kind: doctype.Country, Doc: "The jurisdiction, ISO 3166-1 alpha-2."},
		{Name: "incorporation_date", Kind: doctype.Date, Doc: "The date of incorporation or registration."},
		{Name: "registered_office_address", Kind: doctype.Address, Doc: "The registered office, its lines joined with \", \".", Validatable: true, Accents: true},
		{Name: "organisation_status", Kind: doctype.Text, Doc: "The status as printed, such as active or dissolved."},
		{Name: "organisation_type", Kind: doctype.Text, Doc: "The legal form as printed, such as private limited company."},
		{Name: "significant_people", Kind: doctype.List, Item: "Person", Doc: "Directors, officers, members and persons with significant control.", Items: []doctype.Field{
			{Name: "name", Kind: doctype.Name, Doc: "The full name.", Accents: true},
			{Name: "role", Kind: doctype.Text, Doc: "The role as printed."},
			{Name: "address", Kind: doctype.Address, Doc: "The address, when printed.", Accents: true},
		}},
	},
	Identifiers: []doctype.Identifier{{Field: "registration_number", Kind: doctype.Registration, CountryField: "jurisdiction_of_incorporation"}},
}

func (organisationType) Spec() doctype.Spec { return spec }

func (organisationType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	f, err := extract(ctx, doc, env)
	if err != nil {
		return doctype.Values{}, err
	}
	return f.values(), nil
}

// values returns f by the contract's names; people without a name are left out.
func (f Fields) values() doctype.Values {
	var v doctype.Values
	v.Set("organisation_name", f.OrganisationName)
	v.Set("registration_number", f.RegistrationNumber)
	v.Set("issuing_authority", f.IssuingAuthority)
	v.Set("jurisdiction_of_incorporation", f.JurisdictionOfIncorporation)
	v.Set("incorporation_date", f.IncorporationDate)
	v.Set("registered_office_address", f.RegisteredOfficeAddress)
	v.Set("organisation_status", f.OrganisationStatus)
	v.Set("organisation_type", f.OrganisationType)
	for _, p := range f.SignificantPeople {
		if !p.Name.Found() {
			continue
		}
		var item doctype.Values
		item.Set("name", p.Name)
		item.Set("role", p.Role)
		item.Set("address", p.Address)
		v.Add("significant_people", item)
	}
	return v
}
