package invoice

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the invoice type: invoices, credit notes and bills.
var Type doctype.Type = invoiceType{}

type invoiceType struct{}

var spec = doctype.Spec{
	Name: "invoice",
	Doc:  "An invoice, credit note or bill: a seller's demand for payment for goods or services.",
	Fields: []doctype.Field{
		{Name: "invoice_number", Kind: doctype.ID, Doc: "The invoice's own number.", Validatable: true},
		{Name: "invoice_date", Kind: doctype.Date, Doc: "The date of issue."},
		{Name: "due_date", Kind: doctype.Date, Doc: "The payment due date."},
		{Name: "purchase_order_number", Kind: doctype.ID, Doc: "The buyer's order reference, when printed."},
		{Name: "vendor_name", Kind: doctype.Organisation, Doc: "The seller.", Validatable: true, Accents: true},
		{Name: "vendor_address", Kind: doctype.Address, Doc: "The seller's address, its parts joined with \", \".", Accents: true},
		{Name: "vendor_tax_id", Kind: doctype.ID, Doc: "The seller's VAT, GST or tax number, as printed.", Validatable: true},
		{Name: "customer_name", Kind: doctype.Name, Doc: "The buyer (bill-to).", Validatable: true, Accents: true},
		{Name: "customer_address", Kind: doctype.Address, Doc: "The bill-to address.", Accents: true},
		{Name: "customer_tax_id", Kind: doctype.ID, Doc: "The buyer's VAT or tax number, when printed."},
		{Name: "currency", Kind: doctype.Currency, Doc: "The currency, ISO 4217."},
		{Name: "subtotal", Kind: doctype.Money, Doc: "The total before tax."},
		{Name: "tax_amount", Kind: doctype.Money, Doc: "The total tax."},
		{Name: "total_amount", Kind: doctype.Money, Doc: "The invoice total, tax included.", Validatable: true},
		{Name: "amount_due", Kind: doctype.Money, Doc: "What remains to pay, when printed apart from the total."},
		{Name: "payment_iban", Kind: doctype.ID, Doc: "The account to pay into, when it is an IBAN.", Validatable: true},
		{Name: "payment_bic", Kind: doctype.ID, Doc: "Its bank's BIC."},
		{Name: "line_items", Kind: doctype.List, Item: "LineItem", Doc: "The invoiced goods and services, one per table row.", Items: lineItemFields},
	},
	RecencyDate: "invoice_date",
	Totals:      &doctype.Totals{Subtotal: "subtotal", Tax: "tax_amount", Total: "total_amount", Items: "line_items", ItemAmount: "amount"},
	Identifiers: []doctype.Identifier{
		{Field: "vendor_tax_id", Kind: doctype.TaxID}, {Field: "customer_tax_id", Kind: doctype.TaxID},
		{Field: "payment_iban", Kind: doctype.IBAN}, {Field: "payment_bic", Kind: doctype.BIC},
	},
}

// lineItemFields are the fields of a line item, the same on invoices and
// receipts.
var lineItemFields = []doctype.Field{
	{Name: "description", Kind: doctype.Text, Doc: "What was sold, as printed.", Accents: true},
	{Name: "quantity", Kind: doctype.Number, Doc: "The quantity, a decimal number."},
	{Name: "unit_price", Kind: doctype.Money, Doc: "The price of one unit."},
	{Name: "amount", Kind: doctype.Money, Doc: "The line's amount."},
}

func (invoiceType) Spec() doctype.Spec { return spec }

func (invoiceType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	return extract(ctx, doc, env)
}
