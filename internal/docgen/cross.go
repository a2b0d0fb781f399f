package docgen

import (
	"fmt"
	"strings"
)

// Cross cases measure type evidence: a document of every type is sent as
// every type, and accepted only where the README's type rules say a document of the
// one kind is a document of the other.

// Accepts reports whether a document of true type trueType (its variant
// telling a bill from a statement) must be accepted when sent as reqType,
// and whether that is settled at all: a tax letter sent as proof of
// address, or a registry extract as a tax document, is left open (some
// services accept them), so such cells are shown but not scored.
//
// The README's type rules: "a utility bill is an invoice; a receipt that names its
// buyer is still a receipt; an invoice is a proof_of_address only when it
// shows the recipient's postal address and a date, as a bill does" (the
// generated invoices show both).
func Accepts(trueType, variant, reqType string) (accept, settled bool) {
	switch {
	case trueType == reqType:
		return true, true
	case trueType == TypeProofOfAddress && reqType == TypeInvoice:
		return strings.HasPrefix(variant, "bill"), true
	case trueType == TypeInvoice && reqType == TypeProofOfAddress:
		return true, true
	case trueType == TypeTaxDoc && reqType == TypeProofOfAddress,
		trueType == TypeOrganisationDoc && reqType == TypeTaxDoc:
		return false, false
	}
	return false, true
}

// crossCase builds case i of a cross set: true type KnownTypes[i mod 7]
// sent as KnownTypes[(i / 7) mod 7], drawn by the tuned generator.
func (w *worker) crossCase(opts Options, i int, format Format) (Case, error) {
	types := KnownTypes()
	trueType, reqType := types[i%len(types)], types[(i/len(types))%len(types)]
	r := newRand(opts.Seed, uint64(i))
	g := &gen{r: r, today: opts.Today, c: &canvas{m: w.m}}
	d := g.document(trueType)
	c := Case{DocumentType: reqType}
	c.ID = fmt.Sprintf("cross%d_%04d_%s_as_%s", opts.Seed, i, d.variant, reqType)
	e := &c.Expected
	e.DocumentType, e.ID, e.Basis, e.GTQuality = reqType, c.ID, "spec", "none"
	e.Meta = Meta{Today: iso(opts.Today), Generator: GeneratorInfo{Name: "docgen", Seed: opts.Seed, Index: i, Variant: d.variant,
		TrueType: trueType, FontFamily: d.font.name, Language: d.lang, Split: SplitTuned}}
	c.Request = Request{DocumentType: reqType, Source: "base64"}
	accept, settled := Accepts(trueType, d.variant, reqType)
	e.Key, e.Description = "live", fmt.Sprintf("%s sent as %s", d.description, reqType)
	switch {
	case accept:
		e.Family, e.Status = trueType, 200
		e.GTNotes = "cross set: a document of the type asked for (the README's type rules)"
	default:
		e.Family, e.Status = "negative", 400
		e.Error = &ErrorInfo{Code: "document_not_of_type"}
		e.GTNotes = "cross set: not a document of the type asked for"
	}
	if !settled {
		e.GTNotes = "cross set: left open by the README's type rules, not scored"
		e.Basis = "judgement"
	}
	return c, w.finish(&c, d, format, r, opts.Today)
}
