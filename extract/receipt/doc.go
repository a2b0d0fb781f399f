// Package receipt extracts the fields of a till receipt or card slip: the
// merchant from the top lines (name, address, phone, VAT number), the
// receipt number, date and time, the items, the totals (the last TOTAL,
// SUMME or TOTAL TTC label with an amount), the tip, the payment method
// and the card's last four digits. Its pages are recognised as one block
// of lines (Tesseract's PSM 6, the contract's Shape): on photographed
// rolls, automatic segmentation (PSM 3) took the prices at the right for
// a column of their own and lost them, and PSM 4 ("a single column of
// text of variable sizes") lost them too, while one block kept "BREAD
// WHITE 27.98" and "TOTAL GBP 71.35" on their lines. It refuses
// documents that show no evidence of being a receipt.
//
// What the block reading misreads on photographed slips is read again,
// line by line, where the rest of the slip says what to expect: a price
// lost or misread at the right of an item or total, and a total or tax
// that disagrees with the amounts paid or the printed rate (digits only,
// with Tesseract's legacy engine); the date and time line when no date
// was read; the masked card number under the card's name (stars and
// digits, legacy engine); and each address line on its own, kept when
// read more confidently.
//
// It imports only extract/doctype, extract/reading, the structure
// packages, the leaves and the values, never the root or another type.
package receipt
