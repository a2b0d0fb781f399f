package identity

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// cardRead is an AAMVA record read from a page's PDF417 barcode.
type cardRead struct {
	card aamvaCard
	page *layout.Page
}

// confBarcode is the confidence of a barcode's fields: PDF417 corrects
// its own errors (Reed-Solomon), so what decodes is what was encoded.
const confBarcode = 0.99

// readCard returns the first AAMVA record of doc's image pages' PDF417
// barcodes, or nil.
func readCard(ctx context.Context, doc *reading.Document, opts doctype.Env) (*cardRead, error) {
	if opts.Reader == nil {
		return nil, nil
	}
	for _, p := range doc.Pages {
		if p.Image == nil {
			continue
		}
		payloads, err := opts.Reader.PDF417(ctx, p)
		if err != nil {
			return nil, err
		}
		for _, b := range payloads {
			if c, ok := parseAAMVA(b); ok {
				return &cardRead{card: c, page: p}, nil
			}
		}
	}
	return nil, nil
}

// withCard returns f with the fields of an AAMVA barcode, which win over
// what the card prints where both give one: the barcode's are exact.
func withCard(f Fields, cr *cardRead) Fields {
	if cr == nil {
		return f
	}
	c := cr.card
	set := func(dst *layout.Field, v string) {
		if v != "" {
			*dst = layout.Field{Value: v, Page: cr.page.Number, Source: layout.SourceBarcode, Confidence: confBarcode, Rule: "barcode.aamva"}
		}
	}
	set(&f.IssuingCountry, c.country)
	set(&f.DocumentNumber, c.number)
	set(&f.Surname, c.surname)
	set(&f.GivenName, c.given)
	set(&f.DateOfBirth, c.birth)
	set(&f.DocumentDateOfIssue, c.issue)
	set(&f.DocumentExpiryDate, c.expiry)
	set(&f.PlaceOfBirth, c.placeOfBirth)
	return f
}
