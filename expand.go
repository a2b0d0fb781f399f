package docextract

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math"
	"slices"
	"strings"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// Expansion names an optional member of a result's JSON, asked for with
// the HTTP API's expand[] query parameter or Request.Expand. Without any,
// the JSON is the specification's body alone.
type Expansion string

// The expansions. Their members follow validation_result at the top level
// of the JSON body, in this order.
const (
	// ExpandProvenance writes "provenance": for each field found, its
	// page, its box in fractions of the page, its source, its confidence
	// and the rule that chose it.
	ExpandProvenance Expansion = "provenance"
	// ExpandMRZ writes "mrz": the machine-readable zone's lines as used,
	// its format and the outcome of each check digit; null when none was
	// read.
	ExpandMRZ Expansion = "mrz"
	// ExpandPages writes "pages": each page the boxes refer to as a PNG,
	// its long side at most MaxPageImageSide pixels. Only a request asking
	// for it pays for the images.
	ExpandPages Expansion = "pages"
)

// expansions lists every expansion in the order of their members.
var expansions = []Expansion{ExpandProvenance, ExpandMRZ, ExpandPages}

// MaxPageImageSide is the longest side, in pixels, of a page image of
// ExpandPages.
const MaxPageImageSide = 1200

// Expansions returns every expansion, in the order of their members.
func Expansions() []Expansion { return slices.Clone(expansions) }

// ParseExpansions reads the values of the expand[] query parameter. A value
// repeated counts once; an unknown one (the empty string included) is a
// *Error with CodeParameterInvalid and Field "expand[]". The expansions
// come back in the order of their members, nil for none.
func ParseExpansions(values []string) ([]Expansion, error) {
	asked := map[Expansion]bool{}
	for _, v := range values {
		e := Expansion(v)
		if !slices.Contains(expansions, e) {
			return nil, invalid("expand[]", "The expansion %q is not known; expand[] takes %s.", v, quoteList(expansions))
		}
		asked[e] = true
	}
	var out []Expansion
	for _, e := range expansions {
		if asked[e] {
			out = append(out, e)
		}
	}
	return out, nil
}

// expands reports whether es holds e.
func expands(es []Expansion, e Expansion) bool { return slices.Contains(es, e) }

// Page is one page of the document as read: its size in the units of the
// provenance boxes on it and, with ExpandPages, its image.
type Page struct {
	Number int // 1-based
	// Width and Height are the page's size in the units of its boxes:
	// pixels of the analysed image, or PDF points for a text-layer page.
	// A result read back from JSON has boxes in fractions of the page and
	// a size of 1 by 1.
	Width, Height float64
	// Image is the page as a PNG whose long side is at most
	// MaxPageImageSide pixels, drawn so that a box's fractions of Width
	// and Height are the same fractions of the image; nil unless the
	// request asked for ExpandPages.
	Image []byte
	// ImageWidth and ImageHeight are Image's size in pixels.
	ImageWidth, ImageHeight int
}

// MRZ is the machine-readable zone of a document as the extraction used it.
type MRZ struct {
	// Format is the layout: "TD1", "TD2", "TD3", "MRVA", "MRVB" or
	// "FRA_ID" (the French identity card issued before 2021).
	Format string
	// Lines are the lines as read, after the repairs check digits
	// confirmed.
	Lines []string
	// Checks holds the outcome (Passed or Failed) of each check digit
	// the format has, by the name of the field it checks: MRZDocumentNumber,
	// MRZDateOfBirth, MRZExpiryDate, MRZPersonalNumber, MRZComposite.
	Checks map[string]CheckStatus
}

// The names of the MRZ check digits in MRZ.Checks, in the order of the
// JSON.
const (
	MRZDocumentNumber = "document_number"
	MRZDateOfBirth    = "date_of_birth"
	MRZExpiryDate     = "expiry_date"
	MRZPersonalNumber = "personal_number"
	MRZComposite      = "composite"
)

var mrzChecks = []string{MRZDocumentNumber, MRZDateOfBirth, MRZExpiryDate, MRZPersonalNumber, MRZComposite}

// writeExpansions writes the members of the expansions r.Expanded asks for.
func (r Result) writeExpansions(b *bytes.Buffer) {
	if expands(r.Expanded, ExpandProvenance) {
		writeName(b, string(ExpandProvenance), false)
		r.writeProvenance(b)
	}
	if expands(r.Expanded, ExpandMRZ) {
		writeName(b, string(ExpandMRZ), false)
		writeMRZ(b, r.MRZ)
	}
	if expands(r.Expanded, ExpandPages) {
		writeName(b, string(ExpandPages), false)
		writePages(b, r.Pages)
	}
}

// provenanceJSON is one member of "provenance".
type provenanceJSON struct {
	Page       *int        `json:"page"`
	Box        *[4]float64 `json:"box"`
	Source     FieldSource `json:"source"`
	Confidence float64     `json:"confidence"`
	Rule       string      `json:"rule"`
}

// writeProvenance writes the provenance of r's fields in the order the
// fields are written, boxes in fractions of their page.
func (r Result) writeProvenance(b *bytes.Buffer) {
	b.WriteByte('{')
	first := true
	for _, key := range r.provenanceKeys() {
		p, ok := r.Provenance[key]
		if !ok {
			continue
		}
		writeMember(b, key, r.provenanceJSON(p), first)
		first = false
	}
	b.WriteByte('}')
}

// provenanceKeys returns the JSON paths of r's fields in the order
// MarshalJSON writes them.
func (r Result) provenanceKeys() []string {
	spec, ok := specOf(r.DocumentType)
	if !ok {
		return nil
	}
	var keys []string
	var walk func(fields []doctype.Field, f Fields, prefix string)
	walk = func(fields []doctype.Field, f Fields, prefix string) {
		for _, field := range fields {
			if field.Kind != doctype.List {
				keys = append(keys, prefix+field.Name)
				continue
			}
			for i, item := range f.List(field.Name) {
				walk(field.Items, item, fmt.Sprintf("%s%s[%d].", prefix, field.Name, i))
			}
		}
	}
	walk(spec.Fields, r.Fields, "")
	return keys
}

// provenanceJSON returns p as JSON writes it: the box in fractions of its
// page rounded to 4 decimals, null when the value has no box or its page
// no known size.
func (r Result) provenanceJSON(p Provenance) provenanceJSON {
	out := provenanceJSON{Source: p.Source, Confidence: round4(p.Confidence), Rule: p.Rule}
	if p.Page > 0 {
		page := p.Page
		out.Page = &page
	}
	if pg, ok := r.page(p.Page); ok && pg.Width > 0 && pg.Height > 0 && p.Box.Right > p.Box.Left && p.Box.Bottom > p.Box.Top {
		out.Box = &[4]float64{
			fraction(p.Box.Left, pg.Width), fraction(p.Box.Top, pg.Height),
			fraction(p.Box.Right, pg.Width), fraction(p.Box.Bottom, pg.Height),
		}
	}
	return out
}

// page returns page number n of r.
func (r Result) page(n int) (Page, bool) {
	for _, p := range r.Pages {
		if p.Number == n {
			return p, true
		}
	}
	return Page{}, false
}

// fraction returns v/size within [0,1], rounded to 4 decimals.
func fraction(v, size float64) float64 { return round4(min(max(v/size, 0), 1)) }

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// writeMRZ writes m, null when nil, its checks in a fixed order.
func writeMRZ(b *bytes.Buffer, m *MRZ) {
	if m == nil {
		b.WriteString("null")
		return
	}
	b.WriteByte('{')
	writeMember(b, "format", m.Format, true)
	lines := m.Lines
	if lines == nil {
		lines = []string{}
	}
	writeMember(b, "lines", lines, false)
	writeName(b, "checks", false)
	b.WriteByte('{')
	first := true
	for _, name := range mrzCheckOrder(m.Checks) {
		writeMember(b, name, m.Checks[name], first)
		first = false
	}
	b.WriteString("}}")
}

// mrzCheckOrder returns the names of checks: the known ones in their
// order, then any other in alphabetical order.
func mrzCheckOrder(checks map[string]CheckStatus) []string {
	var out, rest []string
	for _, name := range mrzChecks {
		if _, ok := checks[name]; ok {
			out = append(out, name)
		}
	}
	for name := range checks {
		if !slices.Contains(mrzChecks, name) {
			rest = append(rest, name)
		}
	}
	slices.Sort(rest)
	return append(out, rest...)
}

// pageJSON is one member of "pages".
type pageJSON struct {
	Page   int    `json:"page"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Image  string `json:"image"`
}

const pngDataURL = "data:image/png;base64,"

// writePages writes the pages that have an image.
func writePages(b *bytes.Buffer, pages []Page) {
	b.WriteByte('[')
	first := true
	for _, p := range pages {
		if p.Image == nil {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		v, _ := json.Marshal(pageJSON{Page: p.Number, Width: p.ImageWidth, Height: p.ImageHeight, Image: pngDataURL + base64.StdEncoding.EncodeToString(p.Image)})
		b.Write(v)
	}
	b.WriteByte(']')
}

// readExpansions reads the expanded members of a result's JSON into r:
// Expanded lists those present; boxes are in fractions of a 1-by-1 page.
func (r *Result) readExpansions(members map[string]json.RawMessage) error {
	pages := map[int]*Page{}
	pageOf := func(n int) *Page {
		if p, ok := pages[n]; ok {
			return p
		}
		pages[n] = &Page{Number: n, Width: 1, Height: 1}
		return pages[n]
	}
	for _, e := range expansions {
		raw, ok := members[string(e)]
		if !ok {
			continue
		}
		r.Expanded = append(r.Expanded, e)
		switch e {
		case ExpandProvenance:
			var prov map[string]provenanceJSON
			if err := json.Unmarshal(raw, &prov); err != nil {
				return fmt.Errorf("docextract: provenance: %w", err)
			}
			r.Provenance = make(map[string]Provenance, len(prov))
			for key, p := range prov {
				out := Provenance{Source: p.Source, Confidence: p.Confidence, Rule: p.Rule}
				if p.Page != nil {
					out.Page = *p.Page
					pageOf(out.Page)
				}
				if p.Box != nil {
					out.Box = Box{Left: p.Box[0], Top: p.Box[1], Right: p.Box[2], Bottom: p.Box[3]}
				}
				r.Provenance[key] = out
			}
		case ExpandMRZ:
			var m *struct {
				Format string                 `json:"format"`
				Lines  []string               `json:"lines"`
				Checks map[string]CheckStatus `json:"checks"`
			}
			if err := json.Unmarshal(raw, &m); err != nil {
				return fmt.Errorf("docextract: mrz: %w", err)
			}
			if m != nil {
				r.MRZ = &MRZ{Format: m.Format, Lines: m.Lines, Checks: m.Checks}
			}
		case ExpandPages:
			var ps []pageJSON
			if err := json.Unmarshal(raw, &ps); err != nil {
				return fmt.Errorf("docextract: pages: %w", err)
			}
			for _, p := range ps {
				data, ok := strings.CutPrefix(p.Image, pngDataURL)
				if !ok {
					return fmt.Errorf("docextract: pages: page %d: not a PNG data URL", p.Page)
				}
				img, err := base64.StdEncoding.DecodeString(data)
				if err != nil {
					return fmt.Errorf("docextract: pages: page %d: %w", p.Page, err)
				}
				if _, err := png.DecodeConfig(bytes.NewReader(img)); err != nil {
					return fmt.Errorf("docextract: pages: page %d: %w", p.Page, err)
				}
				pg := pageOf(p.Page)
				pg.Image, pg.ImageWidth, pg.ImageHeight = img, p.Width, p.Height
			}
		}
	}
	for _, p := range pages {
		r.Pages = append(r.Pages, *p)
	}
	slices.SortFunc(r.Pages, func(a, b Page) int { return a.Number - b.Number })
	return nil
}

// pagesOf returns the pages of doc with their sizes, without images.
func pagesOf(doc *reading.Document) []Page {
	if doc == nil {
		return nil
	}
	out := make([]Page, 0, len(doc.Pages))
	for _, p := range doc.Pages {
		out = append(out, Page{Number: p.Number, Width: p.Width, Height: p.Height})
	}
	return out
}

// mrzCheckNames maps the mrz package's check names to MRZ.Checks'.
var mrzCheckNames = map[string]string{
	"document_number": MRZDocumentNumber,
	"birth_date":      MRZDateOfBirth,
	"expiry_date":     MRZExpiryDate,
	"optional_data":   MRZPersonalNumber,
	"composite":       MRZComposite,
}

// mrzOf returns the zone r as a result carries it; nil for nil.
func mrzOf(r *mrz.Result) *MRZ {
	if r == nil {
		return nil
	}
	out := &MRZ{Format: string(r.Format), Lines: slices.Clone(r.Lines), Checks: map[string]CheckStatus{}}
	for _, c := range r.Checks {
		name, ok := mrzCheckNames[c.Field]
		if !ok {
			name = c.Field
		}
		out.Checks[name] = Failed
		if c.Valid {
			out.Checks[name] = Passed
		}
	}
	return out
}

// pageImages gives pages (those of doc) their images, as PNGs of at most
// MaxPageImageSide pixels a side, made one page at a time.
func (e *Extractor) pageImages(ctx context.Context, data []byte, doc *reading.Document, pages []Page) error {
	if doc == nil {
		return nil
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	return e.reader.PageImages(ctx, data, doc, MaxPageImageSide, func(p *layout.Page, img *image.Gray) error {
		var b bytes.Buffer
		if err := enc.Encode(&b, img); err != nil {
			return fmt.Errorf("docextract: page %d image: %w", p.Number, err)
		}
		for i := range pages {
			if pages[i].Number == p.Number {
				pages[i].Image, pages[i].ImageWidth, pages[i].ImageHeight = b.Bytes(), img.Rect.Dx(), img.Rect.Dy()
			}
		}
		return nil
	})
}
