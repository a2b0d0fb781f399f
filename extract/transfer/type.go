package transfer

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the telegraphic_transfer_form type.
var Type doctype.Type = transferType{}

type transferType struct{}

var spec = doctype.Spec{
	Name: "telegraphic_transfer_form",
	Doc:  "A bank's transfer application, payment confirmation, remittance advice or SWIFT MT103 print-out: one transfer.",
	Fields: []doctype.Field{
		{Name: "transfer_date", Kind: doctype.Date, Doc: "The value date or execution date."},
		{Name: "reference", Kind: doctype.ID, Doc: "The sender's reference (MT103 field 20) or the UETR.", Validatable: true},
		{Name: "amount", Kind: doctype.Money, Doc: "The amount transferred.", Validatable: true},
		{Name: "currency", Kind: doctype.Currency, Doc: "The currency, ISO 4217."},
		{Name: "ordering_customer_name", Kind: doctype.Name, Doc: "Who pays.", Validatable: true, Accents: true},
		{Name: "ordering_customer_address", Kind: doctype.Address, Doc: "The ordering customer's address.", Accents: true},
		{Name: "ordering_customer_account", Kind: doctype.ID, Doc: "The ordering customer's IBAN or account number."},
		{Name: "ordering_bank_name", Kind: doctype.Text, Doc: "The ordering customer's bank.", Accents: true},
		{Name: "ordering_bank_bic", Kind: doctype.ID, Doc: "Its BIC."},
		{Name: "beneficiary_name", Kind: doctype.Name, Doc: "Who is paid.", Validatable: true, Accents: true},
		{Name: "beneficiary_address", Kind: doctype.Address, Doc: "The beneficiary's address.", Accents: true},
		{Name: "beneficiary_account", Kind: doctype.ID, Doc: "The beneficiary's IBAN or account number.", Validatable: true},
		{Name: "beneficiary_bank_name", Kind: doctype.Text, Doc: "The beneficiary's bank.", Accents: true},
		{Name: "beneficiary_bank_bic", Kind: doctype.ID, Doc: "Its BIC."},
		{Name: "intermediary_bank_bic", Kind: doctype.ID, Doc: "The intermediary bank's BIC, when printed."},
		{Name: "charges", Kind: doctype.Text, Doc: "Who bears the charges: OUR, SHA or BEN."},
		{Name: "remittance_information", Kind: doctype.Text, Doc: "The purpose or message to the beneficiary."},
	},
	RecencyDate: "transfer_date",
	Identifiers: []doctype.Identifier{
		{Field: "ordering_customer_account", Kind: doctype.Account}, {Field: "ordering_bank_bic", Kind: doctype.BIC},
		{Field: "beneficiary_account", Kind: doctype.Account}, {Field: "beneficiary_bank_bic", Kind: doctype.BIC},
		{Field: "intermediary_bank_bic", Kind: doctype.BIC},
	},
}

func (transferType) Spec() doctype.Spec { return spec }

func (transferType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	return extract(ctx, doc, env)
}
