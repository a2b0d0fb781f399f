package doctype

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// Options configure Extract.
type Options struct {
	// Reader reads the document; Extract reads with it at the spec's model.
	Reader *reading.Reader
	// Today is the date the document is read on; zero means now.
	Today time.Time
	// Logger receives debug records; nil discards them.
	Logger *slog.Logger
	// Sandbox extracts specimens instead of refusing them.
	Sandbox bool
}

// Extraction is one type's fields read from one document.
type Extraction struct {
	Values Values
	// Document is the document as finally read (a second reading's, when
	// the first was refused).
	Document *reading.Document
}

// SpecimenError refuses a specimen or sample document outside the sandbox.
type SpecimenError struct {
	// Mark says what marks the document: a word ("SPECIMEN") or an example
	// number.
	Mark string
}

func (e *SpecimenError) Error() string { return "doctype: a specimen, marked " + e.Mark }

// Extract reads data and extracts t's fields from it, with the reader's
// passes in the order every type shares:
//  1. the pages are read with the spec's model;
//  2. t extracts its fields; when it finds no evidence of its type on an
//     image, whose lighting may have cost OCR most of its text, the pages
//     are read once more with a local threshold and t tries again (the
//     first refusal stands when the second reading is refused too);
//  3. values OCR read in the fields the spec marks Accents are read again
//     with the Latin-script model;
//  4. outside the sandbox a specimen is refused with a *SpecimenError:
//     what the type's reading marks as one (Values.Specimen), an ICAO 9303
//     example number in an id field, a specimen word in the text, or a
//     stamp over a page image, slanted, translucent or coloured.
//
// Errors of the reader (format, size, corruption) and of ctx are returned
// as they are; a document not of the type wraps ErrNoEvidence.
func Extract(ctx context.Context, t Type, data []byte, opts Options) (Extraction, error) {
	spec := t.Spec()
	if opts.Today.IsZero() {
		opts.Today = time.Now()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	rd := opts.Reader.WithModel(spec.Model).WithShape(spec.Shape).WithMemo()
	env := Env{Reader: rd, Today: opts.Today, Logger: opts.Logger}
	doc, err := rd.Read(ctx, data)
	if err != nil {
		return Extraction{}, err
	}
	vals, err := t.Extract(ctx, doc, env)
	if errors.Is(err, ErrNoEvidence) {
		again, ok, rerr := rd.ReadAgain(ctx, doc)
		if rerr == nil && ok {
			if vals2, err2 := t.Extract(ctx, again, env); err2 == nil {
				vals, err, doc = vals2, nil, again
			}
		}
	}
	if err != nil {
		return Extraction{}, err
	}
	if err := rereadAccents(ctx, rd, doc, accented(spec.Fields, vals)); err != nil {
		return Extraction{}, err
	}
	if !opts.Sandbox {
		if err := refuseSpecimen(ctx, rd, spec, vals, doc); err != nil {
			return Extraction{}, err
		}
	}
	return Extraction{Values: vals, Document: doc}, nil
}

// slot is one field of some Values: the map holds it under name.
type slot struct {
	m    map[string]layout.Field
	name string
}

// accented returns the slots of the values of the fields marked Accents,
// in the spec's order, items of lists included.
func accented(fields []Field, v Values) []slot {
	var out []slot
	for _, f := range fields {
		switch {
		case f.Kind == List:
			for _, item := range v.Lists[f.Name] {
				out = append(out, accented(f.Items, item)...)
			}
		case f.Accents:
			if _, ok := v.Fields[f.Name]; ok {
				out = append(out, slot{v.Fields, f.Name})
			}
		}
	}
	return out
}

// rereadAccents has the reader read the slots' fields again with the
// Latin-script model and stores what it changed.
func rereadAccents(ctx context.Context, rd *reading.Reader, doc *reading.Document, slots []slot) error {
	fields := make([]layout.Field, len(slots))
	ptrs := make([]*layout.Field, len(slots))
	for i, s := range slots {
		fields[i] = s.m[s.name]
		ptrs[i] = &fields[i]
	}
	if err := rd.RereadAccents(ctx, doc, ptrs...); err != nil {
		return err
	}
	for i, s := range slots {
		s.m[s.name] = fields[i]
	}
	return nil
}

// namesDoc returns the values of v's name fields, one a line, as a
// document whose marks SpecimenMarks can look for.
func namesDoc(fields []Field, v Values) *reading.Document {
	p := &layout.Page{Number: 1}
	for _, f := range fields {
		if f.Kind != Name {
			continue
		}
		var l layout.Line
		for _, w := range strings.Fields(v.Get(f.Name).Value) {
			l.Words = append(l.Words, layout.Word{Text: w})
		}
		if len(l.Words) > 0 {
			p.Lines = append(p.Lines, l)
		}
	}
	return &reading.Document{Pages: []*layout.Page{p}}
}

// refuseSpecimen returns a *SpecimenError for a specimen: what the type
// marked (Values.Specimen), an example number in an id field, a specimen
// word in the text, or a stamp.
func refuseSpecimen(ctx context.Context, rd *reading.Reader, spec Spec, v Values, doc *reading.Document) error {
	if v.Specimen != "" {
		return &SpecimenError{Mark: v.Specimen}
	}
	for _, f := range spec.Fields {
		if n := v.Get(f.Name).Value; f.Kind == ID && reading.IsICAOExampleNumber(n) {
			return &SpecimenError{Mark: "with the ICAO example number " + n}
		}
	}
	marks := reading.SpecimenMarks(doc)
	if len(marks) == 0 {
		// A holder or recipient named after the mark (SPECIMEN SPECIMEN,
		// MUESTRA MUESTRA): a name read from an MRZ or a crop that the
		// page's lines do not hold as such.
		marks = reading.SpecimenMarks(namesDoc(spec.Fields, v))
	}
	if len(marks) == 0 {
		var err error
		if marks, err = rd.FindOverprint(ctx, doc); err != nil {
			return err
		}
	}
	if len(marks) > 0 {
		return &SpecimenError{Mark: marks[0]}
	}
	return nil
}
