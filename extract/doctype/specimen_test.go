package doctype

import (
	"context"
	"errors"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// TestRefuseSpecimenByValues: a type's own mark (the ICAO example state)
// and a holder named after a specimen word refuse the document before any
// page is searched for a stamp.
func TestRefuseSpecimenByValues(t *testing.T) {
	spec := Spec{Name: "identity", Fields: []Field{
		{Name: "document_number", Kind: ID},
		{Name: "surname", Kind: Name},
		{Name: "given_name", Kind: Name},
	}}
	rd := reading.NewReader(reading.Options{})
	doc := &reading.Document{Pages: []*layout.Page{{Number: 1, Source: layout.SourceTextLayer}}}
	vals := func(number, surname, given string) Values {
		var v Values
		v.Set("document_number", layout.Field{Value: number})
		v.Set("surname", layout.Field{Value: surname})
		v.Set("given_name", layout.Field{Value: given})
		return v
	}
	for _, tt := range []struct {
		name string
		v    Values
		mark string
	}{
		{"example state", Values{Specimen: "with the ICAO example state UTO"}, "with the ICAO example state UTO"},
		{"example number", vals("L898902C3", "ERIKSSON", "ANNA MARIA"), "with the ICAO example number L898902C3"},
		{"holder named SPECIMEN", vals("X1234567", "SPECIMEN", "SPECIMEN"), "SPECIMEN"},
		{"Spanish holder MUESTRA", vals("BAB183428", "MUESTRA MUESTRA", "CARMEN"), "MUESTRA"},
		{"any case", vals("X1234567", "Specimen", "Natacha"), "SPECIMEN"},
	} {
		err := refuseSpecimen(context.Background(), rd, spec, tt.v, doc)
		var se *SpecimenError
		if !errors.As(err, &se) || se.Mark != tt.mark {
			t.Errorf("%s: refuseSpecimen = %v, want a specimen marked %q", tt.name, err, tt.mark)
		}
	}
	// A real name that is an ordinary word in another language is no
	// mark: it would have to stand alone in capitals, as MUESTRA does.
	err := refuseSpecimen(context.Background(), rd, spec, vals("X1234567", "Minta Kovács", "Anna"), doc)
	var se *SpecimenError
	if errors.As(err, &se) {
		t.Errorf("refuseSpecimen refused a holder named Minta Kovács: %v", err)
	}
}
