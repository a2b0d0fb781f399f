package docextract

import (
	"context"
	"errors"
	"fmt"
	"reflect"

	"github.com/docextract/docextract/extract/identity"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/organisation"
	"github.com/docextract/docextract/extract/proofofaddress"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/extract/taxdoc"
)

// registerTypes installs the extractors of the implemented document types.
func (e *Extractor) registerTypes() {
	e.types = map[DocumentType]typeExtractor{
		Identity:        identityType{e},
		OrganisationDoc: organisationType{e},
		ProofOfAddress:  proofOfAddressType{e},
		TaxDoc:          taxType{e},
	}
}

type identityType struct{ e *Extractor }

func (t identityType) extract(ctx context.Context, doc *reading.Document, sandbox bool) (Result, error) {
	f, err := identity.Extract(ctx, doc, identity.Options{OCR: t.e.pool, Today: t.e.now(), Logger: t.e.log})
	if errors.Is(err, identity.ErrNoEvidence) {
		return Result{}, notOfType(Identity)
	}
	if err != nil {
		return Result{}, err
	}
	if n := f.DocumentNumber.Value; !sandbox && reading.IsICAOExampleNumber(n) {
		return Result{}, specimen(Identity, "with the ICAO example number "+n)
	}
	res := Result{Identity: &IdentityFields{}, Provenance: map[string]Provenance{}}
	fill(res.Identity, f, res.Provenance)
	return res, nil
}

type organisationType struct{ e *Extractor }

func (t organisationType) extract(ctx context.Context, doc *reading.Document, sandbox bool) (Result, error) {
	f, err := organisation.Extract(ctx, doc, organisation.Options{Logger: t.e.log})
	if errors.Is(err, organisation.ErrNoEvidence) {
		return Result{}, notOfType(OrganisationDoc)
	}
	if err != nil {
		return Result{}, err
	}
	accented := []*layout.Field{&f.OrganisationName, &f.RegisteredOfficeAddress}
	for i := range f.SignificantPeople {
		accented = append(accented, &f.SignificantPeople[i].Name, &f.SignificantPeople[i].Address)
	}
	if err := reading.RereadAccents(ctx, t.e.pool, doc, accented...); err != nil {
		return Result{}, err
	}
	res := Result{Organisation: &OrganisationFields{}, Provenance: map[string]Provenance{}}
	fill(res.Organisation, f, res.Provenance)
	for _, p := range f.SignificantPeople {
		if !p.Name.Found() {
			continue
		}
		var person Person
		prov := map[string]Provenance{}
		fill(&person, p, prov)
		for field, pv := range prov {
			res.Provenance[fmt.Sprintf("significant_people[%d].%s", len(res.Organisation.SignificantPeople), field)] = pv
		}
		res.Organisation.SignificantPeople = append(res.Organisation.SignificantPeople, person)
	}
	return res, nil
}

type proofOfAddressType struct{ e *Extractor }

func (t proofOfAddressType) extract(ctx context.Context, doc *reading.Document, sandbox bool) (Result, error) {
	f, err := proofofaddress.Extract(ctx, doc, proofofaddress.Options{Logger: t.e.log})
	if errors.Is(err, proofofaddress.ErrNoEvidence) {
		return Result{}, notOfType(ProofOfAddress)
	}
	if err != nil {
		return Result{}, err
	}
	if err := reading.RereadAccents(ctx, t.e.pool, doc, &f.RecipientName, &f.RecipientAddress, &f.IssuerName, &f.IssuerAddress); err != nil {
		return Result{}, err
	}
	res := Result{ProofOfAddress: &ProofOfAddressFields{}, Provenance: map[string]Provenance{}}
	fill(res.ProofOfAddress, f, res.Provenance)
	return res, nil
}

type taxType struct{ e *Extractor }

func (t taxType) extract(ctx context.Context, doc *reading.Document, sandbox bool) (Result, error) {
	f, err := taxdoc.Extract(ctx, doc, taxdoc.Options{Logger: t.e.log})
	if errors.Is(err, taxdoc.ErrNoEvidence) {
		return Result{}, notOfType(TaxDoc)
	}
	if err != nil {
		return Result{}, err
	}
	if err := reading.RereadAccents(ctx, t.e.pool, doc, &f.TaxpayerName, &f.TaxpayerAddress); err != nil {
		return Result{}, err
	}
	res := Result{Tax: &TaxFields{}, Provenance: map[string]Provenance{}}
	fill(res.Tax, f, res.Provenance)
	return res, nil
}

var fieldType = reflect.TypeFor[layout.Field]()

// fill copies every layout.Field of src into the string field of the same
// Go name in dst, a pointer to one of the result's field structs, and
// records where it was read under the field's JSON name.
func fill(dst, src any, prov map[string]Provenance) {
	d := reflect.ValueOf(dst).Elem()
	s := reflect.ValueOf(src)
	for i := 0; i < d.NumField(); i++ {
		sf := d.Type().Field(i)
		if sf.Type.Kind() != reflect.String {
			continue
		}
		v := s.FieldByName(sf.Name)
		if !v.IsValid() || v.Type() != fieldType {
			continue
		}
		f := v.Interface().(layout.Field)
		if !f.Found() {
			continue
		}
		d.Field(i).SetString(f.Value)
		prov[sf.Tag.Get("json")] = provenanceOf(f)
	}
}

func provenanceOf(f layout.Field) Provenance {
	return Provenance{
		Page:       f.Page,
		Box:        Box(f.Box),
		Source:     FieldSource(f.Source),
		Confidence: f.Confidence,
	}
}
