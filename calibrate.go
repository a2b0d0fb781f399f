package docextract

import (
	"strings"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// Evidence is what a field's confidence is worked out from (see
// Calibrate): what confirmed the value beyond its own reading, and how
// sure that reading was.
type Evidence struct {
	// Checked says a check digit or checksum confirmed the value: an MRZ
	// field's own check digit, or an IBAN's or a VAT number's.
	Checked bool `json:"checked,omitempty"`
	// Agreed says two independent readings gave the value: the visual
	// zone and the MRZ, or two readings of the MRZ band.
	Agreed bool `json:"agreed,omitempty"`
	// Read is the reading's own confidence in [0,1]: for OCR, the
	// engine's confidence in the words that print the value; 1 for a
	// text layer.
	Read float64 `json:"read"`
}

// Calibrate returns the confidence of a field of kind kind read from
// source with the evidence e. The scale was fitted on the generated tuned
// set (seed 1: of 1,288 returned fields, those the model put in [0.8,0.9)
// were 85% right, in [0.9,0.95) 98.7%, in [0.95,1] 99.8%) and checked on
// seed 3; the reliability table of make accuracy measures it. In order:
//
//   - a value a check digit confirmed: 0.99;
//   - a value two independent readings gave: 0.98;
//   - a value from a PDF's text layer or a barcode: 0.98;
//   - a value of the MRZ no check digit covers, read once (a name, the
//     issuing country): 0.90, as the MRZ reader confuses M with H, N and W
//     and nothing catches it;
//   - a single OCR reading, scaled by its read confidence r: an address or
//     an identifier, which one wrong character or line spoils and which
//     are read wrong more often, 0.96 − 0.6 × (1 − r); anything else
//     0.98 − 0.3 × (1 − r).
func Calibrate(source FieldSource, kind doctype.Kind, e Evidence) float64 {
	switch {
	case e.Checked:
		return 0.99
	case e.Agreed:
		return 0.98
	case source == FromTextLayer || source == FromBarcode:
		return 0.98
	case source == FromMRZ:
		return 0.90
	}
	r := min(max(e.Read, 0), 1)
	if kind == doctype.Address || kind == doctype.ID {
		return 0.96 - 0.6*(1-r)
	}
	return 0.98 - 0.3*(1-r)
}

// evidenceOf returns the evidence of field f, whose kind is kind: what its
// reader recorded, and for an identifier that carries its own country (an
// IBAN, a VAT number with its prefix) whether its check digits hold.
func evidenceOf(f layout.Field, kind doctype.Kind) Evidence {
	e := Evidence{Checked: f.Checked, Agreed: f.Agreed, Read: f.Confidence}
	if !e.Checked && kind == doctype.ID {
		_, status := lexicon.CheckIdentifier(strings.ReplaceAll(f.Value, " ", ""), "", lexicon.SchemeIBAN, lexicon.SchemeVAT)
		e.Checked = status == lexicon.IDValid
	}
	return e
}
