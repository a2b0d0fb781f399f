package proofofaddress

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the proof-of-address type: utility bills, bank and card
// statements, council tax bills and other letters that show where their
// recipient lives.
var Type doctype.Type = proofOfAddressType{}

type proofOfAddressType struct{}

var spec = doctype.Spec{
	Name: "proof_of_address",
	Doc:  "A bill, bank or card statement or similar letter showing its recipient's address.",
	Fields: []doctype.Field{
		{Name: "recipient_name", Kind: doctype.Name, Doc: "The person or organisation the document is addressed to.", Validatable: true, Accents: true},
		{Name: "recipient_address", Kind: doctype.Address, Doc: "The recipient's address, its lines joined with \", \".", Validatable: true, Accents: true},
		{Name: "issuer_name", Kind: doctype.Organisation, Doc: "The issuer, such as a utility or bank.", Accents: true},
		{Name: "issuer_address", Kind: doctype.Address, Doc: "The issuer's address.", Accents: true},
		{Name: "document_date", Kind: doctype.Date, Doc: "The date of the bill or statement; a statement's period end where it prints no date of its own."},
		{Name: "statement_period_start", Kind: doctype.Date, Doc: "The first day a statement covers; with several statements in one file, the first of the latest span they cover together."},
		{Name: "statement_period_end", Kind: doctype.Date, Doc: "The last day a statement covers."},
	},
	RecencyDate: "document_date",
	Statements:  true,
}

func (proofOfAddressType) Spec() doctype.Spec { return spec }

func (proofOfAddressType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	f, err := extract(ctx, doc, env)
	if err != nil {
		return doctype.Values{}, err
	}
	return f.values(), nil
}

// values returns f by the contract's names.
func (f Fields) values() doctype.Values {
	var v doctype.Values
	v.Set("recipient_name", f.RecipientName)
	v.Set("recipient_address", f.RecipientAddress)
	v.Set("issuer_name", f.IssuerName)
	v.Set("issuer_address", f.IssuerAddress)
	v.Set("document_date", f.DocumentDate)
	v.Set("statement_period_start", f.StatementPeriodStart)
	v.Set("statement_period_end", f.StatementPeriodEnd)
	return v
}
