package docgen

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"time"
)

// Errors returned by Generate and Case.Write.
var (
	// ErrOptions reports an invalid Options value.
	ErrOptions = errors.New("docgen: invalid options")
	// ErrFont reports a font that could not be read or parsed.
	ErrFont = errors.New("docgen: font")
	// ErrRender reports a failure to encode a document.
	ErrRender = errors.New("docgen: render")
)

// Document types, as the specification names them.
const (
	TypeIdentity        = "identity"
	TypeProofOfAddress  = "proof_of_address"
	TypeTaxDoc          = "tax_doc"
	TypeOrganisationDoc = "organisation_doc"
)

// AllTypes lists the document types Generate produces by default.
func AllTypes() []string {
	return []string{TypeIdentity, TypeProofOfAddress, TypeTaxDoc, TypeOrganisationDoc}
}

// Format is an output format of a generated document.
type Format string

// Output formats: raster PNG and JPEG, a PDF with a text layer, and an
// image-only PDF holding a scanned page.
const (
	FormatPNG     Format = "png"
	FormatJPEG    Format = "jpg"
	FormatPDF     Format = "pdf"
	FormatScanPDF Format = "scanpdf"
)

// AllFormats lists the formats Generate produces by default.
func AllFormats() []Format { return []Format{FormatPNG, FormatJPEG, FormatPDF, FormatScanPDF} }

// DefaultToday is the date check outcomes are computed against when
// Options.Today is zero.
func DefaultToday() time.Time { return day(2026, time.March, 16) }

// DefaultFontDir is where the fonts are read from when Options.FontDir is empty.
const DefaultFontDir = "/usr/share/fonts"

// Options selects what Generate makes.
type Options struct {
	Seed    uint64    // all randomness derives from it
	Count   int       // number of cases, at least 1
	Types   []string  // requested document types; nil means AllTypes
	Formats []Format  // nil means AllFormats
	Today   time.Time // the clock of the checks; zero means DefaultToday
	FontDir string    // zero means DefaultFontDir
	Workers int       // parallel renderers; zero means GOMAXPROCS
	// Split selects the layout splits cases are drawn from (SplitTuned,
	// SplitDev, SplitHoldout); nil means SplitTuned only, which draws
	// exactly the documents of the tuned generator.
	Split []string
	// Cross draws cross cases instead (see Accepts): case i is a tuned
	// document of KnownTypes()[i mod 7] sent as KnownTypes()[(i/7) mod 7],
	// for the confusion matrix of type evidence.
	Cross bool
}

// Case is one generated document with its request and expected result.
type Case struct {
	ID           string   // folder name, unique within one Generate call
	DocumentType string   // requested type: the folder the case goes to
	Ext          string   // file extension of Document: png, jpg or pdf
	Document     []byte   // the file
	Request      Request  // request.json
	Expected     Expected // expected.json
}

// Request is request.json: the request body without payload.
type Request struct {
	DocumentType string       `json:"document_type"`
	Source       string       `json:"source"`
	Validations  *Validations `json:"validations,omitempty"`
}

// Validations is the validations object of a request.
type Validations struct {
	Fields    []FieldValidation `json:"fields,omitempty"`
	Expiry    *Expiry           `json:"expiry,omitempty"`
	Recency   *Recency          `json:"recency,omitempty"`
	Integrity *Integrity        `json:"integrity,omitempty"`
}

// Integrity holds the integrity validation options of the listed types.
type Integrity struct {
	ValidateTotals      *bool `json:"validate_totals,omitempty"`
	ValidateIdentifiers *bool `json:"validate_identifiers,omitempty"`
}

// FieldValidation asks to compare one extracted field with a value.
type FieldValidation struct {
	Field         string `json:"field"`
	ExpectedValue string `json:"expected_value"`
	MatchType     string `json:"match_type"`
}

// Expiry holds the expiry validation options of identity documents.
type Expiry struct {
	ValidateDocumentNotExpired *bool  `json:"validate_document_not_expired,omitempty"`
	MinimumMonthsUntilExpiry   *int64 `json:"minimum_months_until_expiry,omitempty"`
}

// Recency holds the recency validation option.
type Recency struct {
	MaximumDocumentAgeMonths int64 `json:"maximum_document_age_months"`
}

// Expected is expected.json, in the shape of the real corpus.
type Expected struct {
	Family       string           `json:"family"`
	Description  string           `json:"description"`
	Key          string           `json:"key"`
	Status       int              `json:"status"`
	Basis        string           `json:"basis"`
	DocumentType string           `json:"document_type"`
	Error        *ErrorInfo       `json:"error,omitempty"`
	Fields       map[string]Field `json:"fields,omitempty"`
	Checks       []Check          `json:"checks,omitzero"`
	GTQuality    string           `json:"gt_quality"`
	GTNotes      string           `json:"gt_notes,omitempty"`
	Meta         Meta             `json:"meta"`
	ID           string           `json:"id"`
	File         string           `json:"file"`
	FileBytes    int              `json:"file_bytes"`
	FileSHA256   string           `json:"file_sha256"`
}

// ErrorInfo is the expected error of a refused request.
type ErrorInfo struct {
	Code string `json:"code"`
}

// Field kinds, as in the corpus, plus KindPeople for significant_people.
const (
	KindName    = "name"
	KindAddress = "address"
	KindID      = "id"
	KindDate    = "date"
	KindCountry = "country"
	KindText    = "text"
	KindPeople  = "people"
)

// Field is one expected value. Value nil means the document does not show
// the field. For KindPeople the JSON value is the People list instead.
type Field struct {
	Value  *string
	People []Person
	// Items holds the expected line items of a KindItems field.
	Items  []Item
	Kind   string
	Accept []string
	// Boxes are the places the value was printed (see TruthBox): JSON
	// "boxes", left out when none was found or recorded (older files).
	Boxes []TruthBox
}

// Person is one item of significant_people.
type Person struct {
	Name    string  `json:"name"`
	Role    string  `json:"role"`
	Address *string `json:"address"`
}

type fieldJSON struct {
	Value  json.RawMessage `json:"value"`
	Kind   string          `json:"kind"`
	Accept []string        `json:"accept,omitempty"`
	Boxes  []TruthBox      `json:"boxes,omitempty"`
}

// MarshalJSON writes {value, kind, accept, boxes}.
func (f Field) MarshalJSON() ([]byte, error) {
	var v any = f.Value
	switch f.Kind {
	case KindPeople:
		p := f.People
		if p == nil {
			p = []Person{}
		}
		v = p
	case KindItems:
		it := f.Items
		if it == nil {
			it = []Item{}
		}
		v = it
	}
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return json.Marshal(fieldJSON{Value: raw, Kind: f.Kind, Accept: f.Accept, Boxes: f.Boxes})
}

// UnmarshalJSON reads {value, kind, accept, boxes}.
func (f *Field) UnmarshalJSON(b []byte) error {
	var j fieldJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*f = Field{Kind: j.Kind, Accept: j.Accept, Boxes: j.Boxes}
	switch j.Kind {
	case KindPeople:
		return json.Unmarshal(j.Value, &f.People)
	case KindItems:
		return json.Unmarshal(j.Value, &f.Items)
	}
	return json.Unmarshal(j.Value, &f.Value)
}

// Check is one expected validation_result check.
type Check struct {
	CheckType           string  `json:"check_type"`
	Status              string  `json:"status"`
	Field               string  `json:"field,omitempty"`
	ExpectedValue       string  `json:"expected_value,omitempty"`
	ExtractedValue      *string `json:"extracted_value,omitempty"`
	MatchType           string  `json:"match_type,omitempty"`
	CheckName           string  `json:"check_name,omitempty"`
	DocumentExpiryDate  string  `json:"document_expiry_date,omitempty"`
	MonthsUntilExpiry   *int64  `json:"months_until_expiry,omitempty"`
	DocumentDateOfIssue string  `json:"document_date_of_issue,omitempty"`
}

// Meta describes how a case was made.
type Meta struct {
	Format         string        `json:"format"` // png, jpeg or pdf, as in the corpus
	RealDocument   bool          `json:"real_document"`
	SampleDocument bool          `json:"sample_document"`
	TextLayer      bool          `json:"text_layer"`
	Today          string        `json:"today"`
	Generator      GeneratorInfo `json:"generator"`
	Degradations   *Degradations `json:"degradations,omitempty"`
}

// GeneratorInfo identifies the generator run that made a case.
type GeneratorInfo struct {
	Name       string `json:"name"`
	Seed       uint64 `json:"seed"`
	Index      int    `json:"index"`
	Variant    string `json:"variant"`
	TrueType   string `json:"true_type"`
	FontFamily string `json:"font_family"`
	Language   string `json:"language"`
	// Split is the layout split the document was drawn from: SplitTuned,
	// SplitDev or SplitHoldout.
	Split string `json:"split,omitempty"`
	// Boxes says whether the expected fields carry the boxes where their
	// values were printed: BoxesRecorded or BoxesUnavailable; empty for a
	// case with no fields, and in files written before boxes were.
	Boxes string `json:"boxes,omitempty"`
}

// Today returns the date meta.today records.
func (c Case) Today() (time.Time, error) {
	return time.Parse("2006-01-02", c.Expected.Meta.Today)
}

// Write stores the case as dir/<document_type>/<id>/{document.ext,
// request.json, expected.json}.
func (c Case) Write(dir string) error {
	d := filepath.Join(dir, c.DocumentType, c.ID)
	if err := os.MkdirAll(d, 0o755); err != nil {
		return err
	}
	req, err := json.MarshalIndent(c.Request, "", "  ")
	if err != nil {
		return err
	}
	exp, err := json.MarshalIndent(c.Expected, "", "  ")
	if err != nil {
		return err
	}
	for name, b := range map[string][]byte{c.Expected.File: c.Document, "request.json": req, "expected.json": exp} {
		if err := os.WriteFile(filepath.Join(d, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// worker holds what one goroutine needs to render: faces are not safe for
// concurrent use.
type worker struct {
	fonts *fontSet
	fc    *faceCache
	m     *measurer
	ras   *rasterizer
	// dpiCap, when set, caps the scanning resolution (tests only: it keeps
	// renderings small).
	dpiCap int
}

func newWorker(fs *fontSet) *worker {
	fc := newFaceCache(fs)
	return &worker{fonts: fs, fc: fc, m: &measurer{fc: fc}, ras: &rasterizer{fc: fc}}
}

// Generate makes opts.Count cases. Case i depends only on the seed, i and
// the option lists, so the output is identical for identical options
// whatever the number of workers.
func Generate(opts Options) ([]Case, error) {
	if opts.Count < 1 {
		return nil, fmt.Errorf("%w: count %d", ErrOptions, opts.Count)
	}
	if opts.Types == nil {
		opts.Types = AllTypes()
	}
	if opts.Formats == nil {
		opts.Formats = AllFormats()
	}
	for _, t := range opts.Types {
		if !slices.Contains(KnownTypes(), t) {
			return nil, fmt.Errorf("%w: document type %q", ErrOptions, t)
		}
	}
	for _, f := range opts.Formats {
		if !slices.Contains(AllFormats(), f) {
			return nil, fmt.Errorf("%w: format %q", ErrOptions, f)
		}
	}
	if len(opts.Types) == 0 || len(opts.Formats) == 0 {
		return nil, fmt.Errorf("%w: no type or no format", ErrOptions)
	}
	splits, err := normSplits(opts.Split)
	if err != nil {
		return nil, err
	}
	if opts.Today.IsZero() {
		opts.Today = DefaultToday()
	}
	if opts.FontDir == "" {
		opts.FontDir = DefaultFontDir
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	run := &genRun{opts: opts, splits: splits}
	if !slices.Equal(splits, []string{SplitTuned}) {
		run.plan = buildPlan(splits, opts.Types)
	}
	fs, err := loadFonts(opts.FontDir)
	if err != nil {
		return nil, err
	}
	cases := make([]Case, opts.Count)
	errs := make([]error, opts.Count)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(opts.Workers, opts.Count) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(fs)
			for i := range next {
				cases[i], errs[i] = w.makeCase(run, i)
			}
		}()
	}
	for i := range opts.Count {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return cases, nil
}

// genRun is one Generate call: its options and, unless only the tuned
// split is drawn, the plan that assigns cases to layouts.
type genRun struct {
	opts   Options
	splits []string
	plan   []planEntry
}

// makeCase builds case i. With the tuned split alone, case i is exactly the
// tuned generator's case i; otherwise case i takes plan entry i mod the
// plan's length, so every layout gets the same number of cases, and its
// format turns with each round through the plan.
func (w *worker) makeCase(run *genRun, i int) (Case, error) {
	opts := run.opts
	if opts.Cross {
		return w.crossCase(opts, i, opts.Formats[(i/len(KnownTypes())+i)%len(opts.Formats)])
	}
	if run.plan == nil {
		reqType := opts.Types[i%len(opts.Types)]
		format := opts.Formats[(i/len(opts.Types)+i)%len(opts.Formats)]
		return w.tunedCase(opts, i, reqType, format)
	}
	ent := run.plan[i%len(run.plan)]
	round := i / len(run.plan)
	if ent.layout == nil {
		return w.tunedCase(opts, i, ent.docType, opts.Formats[(round+ent.index)%len(opts.Formats)])
	}
	return w.layoutCase(run, i, ent, round)
}

// tunedCase builds case i from the tuned generator's layouts.
func (w *worker) tunedCase(opts Options, i int, reqType string, format Format) (Case, error) {
	r := newRand(opts.Seed, uint64(i))
	g := &gen{r: r, today: opts.Today, c: &canvas{m: w.m}}

	kind := "genuine"
	switch x := r.Float64(); {
	case x < 0.12:
		kind = "specimen"
	case x < 0.22:
		kind = "wrong_type"
	}
	docType := reqType
	if kind == "wrong_type" {
		docType = pick(r, wrongTypes[reqType])
	}
	d := g.document(docType)
	if kind == "specimen" {
		g.addSpecimen(d)
	}

	c := Case{DocumentType: reqType}
	c.ID = fmt.Sprintf("gen%d_%04d_%s", opts.Seed, i, d.variant)
	e := &c.Expected
	e.DocumentType = reqType
	e.Basis = "spec"
	e.GTQuality = "generated"
	e.ID = c.ID
	e.Meta = Meta{
		Today: iso(opts.Today),
		Generator: GeneratorInfo{Name: "docgen", Seed: opts.Seed, Index: i, Variant: d.variant,
			TrueType: docType, FontFamily: d.font.name, Language: d.lang, Split: SplitTuned},
		SampleDocument: kind == "specimen",
	}
	c.Request = Request{DocumentType: reqType, Source: "base64"}
	switch kind {
	case "wrong_type":
		e.Family, e.Key, e.Status = "negative", "live", 400
		e.Error = &ErrorInfo{Code: "document_not_of_type"}
		e.Description = fmt.Sprintf("%s requested as %s", d.description, reqType)
		e.GTNotes = fmt.Sprintf("generated %s document sent as %s", docType, reqType)
	case "specimen":
		if r.IntN(2) == 0 {
			e.Family, e.Key, e.Status = "negative", "live", 400
			e.Error = &ErrorInfo{Code: "document_not_of_type"}
			e.Description = fmt.Sprintf("%s with a %s overprint, live key", d.description, d.specimen)
			e.GTNotes = "sample documents are refused under a live key"
			break
		}
		e.Family, e.Key, e.Status = docType, "sandbox", 200
		e.Description = fmt.Sprintf("%s with a %s overprint, sandbox key", d.description, d.specimen)
		e.GTNotes = "sample documents are extracted under a sandbox key"
		e.Fields = d.fields
		e.Checks = []Check{}
	default:
		e.Family, e.Key, e.Status = docType, "live", 200
		if r.IntN(5) == 0 {
			e.Key = "sandbox"
		}
		e.Description = d.description
		e.Fields = d.fields
		e.Checks = []Check{}
	}
	if e.Status == 200 && r.Float64() < 0.35 {
		c.Request.Validations, e.Checks = g.validations(d)
		if len(e.Checks) > 0 {
			e.GTNotes = joinNote(e.GTNotes, "checks computed for today = "+iso(opts.Today))
		}
	}
	return c, w.finish(&c, d, format, r, opts.Today)
}

// finish renders d in format into c and records the file in expected.json.
func (w *worker) finish(c *Case, d *doc, format Format, r *rand.Rand, today time.Time) error {
	e := &c.Expected
	doc, ext, deg, err := w.encode(d, format, r, today)
	if err != nil {
		return err
	}
	c.Document, c.Ext = doc, ext
	if len(e.Fields) > 0 {
		e.Meta.Generator.Boxes = w.recordTruth(d, e.Fields, format, deg)
	}
	e.Meta.Format = map[string]string{"png": "png", "jpg": "jpeg", "pdf": "pdf"}[ext]
	e.Meta.TextLayer = format == FormatPDF
	e.Meta.Degradations = deg
	e.File = "document." + ext
	e.FileBytes = len(doc)
	sum := sha256.Sum256(doc)
	e.FileSHA256 = hex.EncodeToString(sum[:])
	return nil
}

func joinNote(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// wrongTypes lists, per requested type, the true types whose documents are
// clearly not of it. Tax letters are not sent as proof of address (some
// services accept them as such) nor organisation documents as tax documents.
var wrongTypes = map[string][]string{
	TypeIdentity:        {TypeProofOfAddress, TypeTaxDoc, TypeOrganisationDoc},
	TypeProofOfAddress:  {TypeIdentity, TypeOrganisationDoc},
	TypeTaxDoc:          {TypeIdentity, TypeProofOfAddress},
	TypeOrganisationDoc: {TypeIdentity, TypeProofOfAddress},
	// A bill is an invoice (see the README), so bills are not wrong invoices.
	TypeInvoice:  {TypeIdentity, TypeTaxDoc, TypeOrganisationDoc, TypeTransfer},
	TypeReceipt:  {TypeIdentity, TypeTaxDoc, TypeOrganisationDoc, TypeTransfer},
	TypeTransfer: {TypeIdentity, TypeOrganisationDoc, TypeReceipt},
}

// encode renders d in the given format.
func (w *worker) encode(d *doc, f Format, r *rand.Rand, today time.Time) ([]byte, string, *Degradations, error) {
	created := today.Add(12 * time.Hour)
	if len(d.pages) > 1 {
		return w.encodePages(d, f, r, created)
	}
	if f == FormatPDF {
		b, err := renderPDF(d.page, w.fonts, created)
		return b, "pdf", nil, err
	}
	deg := w.capDPI(d.shot.apply(pickDegradations(r, f != FormatPNG)))
	var img image.Image
	if d.photo && (f == FormatPNG || f == FormatJPEG) {
		// A slip is photographed: turned, curled and lit on a table; the
		// camera adds no further turn.
		ph := drawPhoto(r)
		deg.Photo, deg.RotationDeg = &ph, 0
		img = degrade(photograph(w.ras.render(d.page, float64(deg.DPI)), ph, r), deg, r)
	} else {
		img = degrade(w.ras.render(d.page, float64(deg.DPI)), deg, r)
	}
	switch f {
	case FormatPNG:
		b, err := encodePNG(img)
		if err != nil {
			return nil, "", nil, fmt.Errorf("%w: %w", ErrRender, err)
		}
		return b, "png", &deg, nil
	case FormatJPEG:
		b, err := encodeJPEG(img, deg.JPEGQuality)
		if err != nil {
			return nil, "", nil, fmt.Errorf("%w: %w", ErrRender, err)
		}
		return b, "jpg", &deg, nil
	default:
		jpg, err := encodeJPEG(img, deg.JPEGQuality)
		if err != nil {
			return nil, "", nil, fmt.Errorf("%w: %w", ErrRender, err)
		}
		b, err := renderScanPDF(d.page, jpg, created)
		return b, "pdf", &deg, err
	}
}

func (w *worker) capDPI(d Degradations) Degradations {
	if w.dpiCap > 0 && d.DPI > w.dpiCap {
		d.DPI = w.dpiCap
	}
	return d
}

// pick returns a random element of s.
func pick[T any](r *rand.Rand, s []T) T { return s[r.IntN(len(s))] }

func ptr[T any](v T) *T { return &v }
