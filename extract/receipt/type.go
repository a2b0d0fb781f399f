package receipt

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/reading"
)

// Type is the receipt type: till receipts, card slips, simplified invoices.
var Type doctype.Type = receiptType{}

type receiptType struct{}

var spec = doctype.Spec{
	Name: "receipt",
	Doc:  "A till receipt or card slip: proof of a payment made in a shop, restaurant or service.",
	Fields: []doctype.Field{
		{Name: "merchant_name", Kind: doctype.Organisation, Doc: "The shop or business.", Validatable: true, Accents: true},
		{Name: "merchant_address", Kind: doctype.Address, Doc: "Its address, its lines joined with \", \".", Accents: true},
		{Name: "merchant_phone", Kind: doctype.Text, Doc: "Its phone number as printed."},
		{Name: "merchant_tax_id", Kind: doctype.ID, Doc: "Its VAT, GST or tax number.", Validatable: true},
		{Name: "receipt_number", Kind: doctype.ID, Doc: "The receipt, transaction or invoice number."},
		{Name: "transaction_date", Kind: doctype.Date, Doc: "The date of the purchase."},
		{Name: "transaction_time", Kind: doctype.Time, Doc: "The time of the purchase, HH:MM or HH:MM:SS (24 h)."},
		{Name: "currency", Kind: doctype.Currency, Doc: "The currency, ISO 4217."},
		{Name: "subtotal", Kind: doctype.Money, Doc: "The total before tax (or net of the tax included)."},
		{Name: "tax_amount", Kind: doctype.Money, Doc: "The tax, added or included."},
		{Name: "tip_amount", Kind: doctype.Money, Doc: "The tip."},
		{Name: "total_amount", Kind: doctype.Money, Doc: "What was paid.", Validatable: true},
		{Name: "payment_method", Kind: doctype.Text, Doc: "cash, card or other; null when not printed."},
		{Name: "card_last4", Kind: doctype.ID, Doc: "The last four digits of the card number, when printed."},
		{Name: "line_items", Kind: doctype.List, Item: "LineItem", Doc: "The items bought, one per line.", Items: []doctype.Field{
			{Name: "description", Kind: doctype.Text, Doc: "What was sold, as printed.", Accents: true},
			{Name: "quantity", Kind: doctype.Number, Doc: "The quantity, a decimal number."},
			{Name: "unit_price", Kind: doctype.Money, Doc: "The price of one unit."},
			{Name: "amount", Kind: doctype.Money, Doc: "The line's amount."},
		}},
	},
	RecencyDate: "transaction_date",
	Totals:      &doctype.Totals{Subtotal: "subtotal", Tax: "tax_amount", Tip: "tip_amount", Total: "total_amount", Items: "line_items", ItemAmount: "amount"},
	Identifiers: []doctype.Identifier{{Field: "merchant_tax_id", Kind: doctype.TaxID}},
	// A till roll is one column of lines: automatic segmentation takes
	// its prices, far right of their items, for a column of their own
	// and loses them on photographs; one block keeps each line whole
	// (measured on generated photographs, docs in package doc).
	Shape: reading.ShapeBlock,
}

func (receiptType) Spec() doctype.Spec { return spec }

func (receiptType) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	return extract(ctx, doc, env)
}
