package accuracy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

// ErrCase reports a case folder or generated case that cannot be read.
var ErrCase = errors.New("accuracy: invalid case")

// Case is one document with its request and expected answer.
type Case struct {
	ID           string                  // the case folder's name
	Dir          string                  // the case folder; "" for a case made in memory
	DocumentType docextract.DocumentType // the requested type
	// Request is request.json as the service parses it, with Sandbox set
	// from the key; Run sets Document before sending it.
	Request docextract.Request
	// RequestErr is the error the service gives for request.json itself
	// (a type whose rules are not specified); Run answers it without
	// calling the extractor.
	RequestErr   error
	Expected     Expected
	Today        time.Time // meta.today; zero means the real clock
	Document     []byte    // the document; nil means read DocumentPath
	DocumentPath string
}

// Expected is the part of expected.json the scorer reads.
type Expected struct {
	Key       string           `json:"key"`
	Status    int              `json:"status"`
	Error     *ErrorInfo       `json:"error,omitempty"`
	Fields    map[string]Field `json:"fields,omitempty"`
	Checks    []Check          `json:"checks,omitempty"`
	GTQuality string           `json:"gt_quality"`
	// Basis is "judgement" on a cross case whose answer the README's type rules
	// leaves open: its status is shown, not scored.
	Basis string `json:"basis,omitempty"`
	Meta  Meta   `json:"meta"`
}

// ErrorInfo is the expected error of a refused request.
type ErrorInfo struct {
	Code string `json:"code"`
}

// Meta is the part of expected.json's meta the scorer reads.
type Meta struct {
	Format    string    `json:"format"`
	Today     string    `json:"today,omitempty"`
	Generator Generator `json:"generator,omitzero"`
}

// Generator is the part of meta.generator of a generated case the report
// reads: the layout split (tuned, dev or holdout) and the layout.
type Generator struct {
	Split   string `json:"split,omitempty"`
	Variant string `json:"variant,omitempty"`
	// TrueType is the type the document really is, which a wrong-type or
	// cross case sends as another.
	TrueType string `json:"true_type,omitempty"`
	// Boxes is "recorded" when the fields carry truth boxes, in fractions
	// of pages of PageSizes (millimetres).
	Boxes     string       `json:"boxes,omitempty"`
	PageSizes [][2]float64 `json:"page_sizes_mm,omitempty"`
}

// Layout splits of generated cases (internal/docgen). Cases of the holdout
// split are reported in aggregate only unless asked otherwise.
const (
	SplitTuned   = "tuned"
	SplitDev     = "dev"
	SplitHoldout = "holdout"
)

// Field is one expected value. Value nil means the document does not show
// the field, so the answer must be null. For KindPeople, People holds the
// expected list instead.
type Field struct {
	Value  *string
	People []Person
	// Items holds the expected line items of a KindItems field.
	Items  []Item
	Kind   string
	Accept []string
	// Boxes are where a generated document printed the value (docgen's
	// truth boxes); none for the real corpus.
	Boxes []TruthBox
}

// TruthBox is one place where an expected value was printed: its page
// (1-based) and box [x0, y0, x1, y1] in fractions of the page.
type TruthBox struct {
	Page int        `json:"page"`
	Box  [4]float64 `json:"box"`
}

// Item is one expected or returned line item; its description and
// amount are scored.
type Item struct {
	Description string `json:"description"`
	Quantity    string `json:"quantity,omitempty"`
	UnitPrice   string `json:"unit_price,omitempty"`
	Amount      string `json:"amount"`
}

// Person is one expected or returned item of significant_people; only the
// name is scored.
type Person struct {
	Name    string `json:"name"`
	Role    string `json:"role,omitempty"`
	Address string `json:"address,omitempty"`
}

// Check is one expected validation_result check; checks are matched with
// the returned ones by position.
type Check struct {
	CheckType string `json:"check_type"`
	Status    string `json:"status"`
	Field     string `json:"field,omitempty"`
	CheckName string `json:"check_name,omitempty"`
}

type fieldJSON struct {
	Value  json.RawMessage `json:"value"`
	Kind   string          `json:"kind"`
	Accept []string        `json:"accept,omitempty"`
	Boxes  []TruthBox      `json:"boxes,omitempty"`
}

// UnmarshalJSON reads {value, kind, accept}, where value is a string, null
// or, for KindPeople, a list of people.
func (f *Field) UnmarshalJSON(b []byte) error {
	var j fieldJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*f = Field{Kind: j.Kind, Accept: j.Accept, Boxes: j.Boxes}
	if j.Kind == KindItems {
		var items []struct {
			Description *string `json:"description"`
			Quantity    *string `json:"quantity"`
			UnitPrice   *string `json:"unit_price"`
			Amount      *string `json:"amount"`
		}
		if err := json.Unmarshal(j.Value, &items); err != nil {
			return fmt.Errorf("items value: %w", err)
		}
		f.Items = []Item{}
		for _, it := range items {
			f.Items = append(f.Items, Item{Description: deref(it.Description), Quantity: deref(it.Quantity), UnitPrice: deref(it.UnitPrice), Amount: deref(it.Amount)})
		}
		return nil
	}
	if j.Kind == KindPeople {
		var people []struct {
			Name, Role, Address *string
		}
		if err := json.Unmarshal(j.Value, &people); err != nil {
			return fmt.Errorf("people value: %w", err)
		}
		f.People = []Person{}
		for _, p := range people {
			f.People = append(f.People, Person{Name: deref(p.Name), Role: deref(p.Role), Address: deref(p.Address)})
		}
		return nil
	}
	if len(j.Value) == 0 {
		return errors.New("field has no value member")
	}
	return json.Unmarshal(j.Value, &f.Value)
}

// MarshalJSON writes {value, kind, accept}.
func (f Field) MarshalJSON() ([]byte, error) {
	var v any = f.Value
	switch f.Kind {
	case KindPeople:
		v = f.People
	case KindItems:
		v = f.Items
	}
	return json.Marshal(struct {
		Value  any      `json:"value"`
		Kind   string   `json:"kind"`
		Accept []string `json:"accept,omitempty"`
	}{v, f.Kind, f.Accept})
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// Load reads every case under the given directories: a case is a folder
// holding expected.json, request.json and one document.* file. Folders
// without expected.json are passed over, so the real corpus's mrz_lines/
// and vectors/ are ignored. Cases come in lexical order of their paths,
// directory by directory; documents are read later, by Run.
func Load(dirs ...string) ([]Case, error) {
	var cases []Case
	for _, root := range dirs {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || d.Name() != "expected.json" {
				return nil
			}
			c, err := loadCase(filepath.Dir(path))
			if err != nil {
				return err
			}
			cases = append(cases, c)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("accuracy: load %s: %w", root, err)
		}
	}
	return cases, nil
}

func loadCase(dir string) (Case, error) {
	expected, err := os.ReadFile(filepath.Join(dir, "expected.json"))
	if err != nil {
		return Case{}, err
	}
	request, err := os.ReadFile(filepath.Join(dir, "request.json"))
	if err != nil {
		return Case{}, fmt.Errorf("%w: %s: %w", ErrCase, dir, err)
	}
	docs, err := filepath.Glob(filepath.Join(dir, "document.*"))
	if err != nil {
		return Case{}, err
	}
	if len(docs) != 1 {
		return Case{}, fmt.Errorf("%w: %s: %d document.* files, want 1", ErrCase, dir, len(docs))
	}
	c, err := newCase(filepath.Base(dir), request, expected)
	if err != nil {
		return Case{}, fmt.Errorf("%w: %s: %w", ErrCase, dir, err)
	}
	c.Dir = dir
	c.DocumentPath = docs[0]
	return c, nil
}

// FromDocgen turns a generated case into a Case by way of the same JSON
// files Load reads, so both go through one parser.
func FromDocgen(g docgen.Case) (Case, error) {
	request, err := json.Marshal(g.Request)
	if err != nil {
		return Case{}, fmt.Errorf("%w: %s: %w", ErrCase, g.ID, err)
	}
	expected, err := json.Marshal(g.Expected)
	if err != nil {
		return Case{}, fmt.Errorf("%w: %s: %w", ErrCase, g.ID, err)
	}
	c, err := newCase(g.ID, request, expected)
	if err != nil {
		return Case{}, fmt.Errorf("%w: %s: %w", ErrCase, g.ID, err)
	}
	c.Document = g.Document
	return c, nil
}

// newCase parses request.json and expected.json.
func newCase(id string, request, expected []byte) (Case, error) {
	c := Case{ID: id}
	dec := json.NewDecoder(bytes.NewReader(expected))
	if err := dec.Decode(&c.Expected); err != nil {
		return Case{}, fmt.Errorf("expected.json: %w", err)
	}
	switch c.Expected.Status {
	case 200:
	case 400:
		if c.Expected.Error == nil || c.Expected.Error.Code == "" {
			return Case{}, errors.New("expected.json: status 400 without error.code")
		}
	default:
		return Case{}, fmt.Errorf("expected.json: status %d, want 200 or 400", c.Expected.Status)
	}
	if t := c.Expected.Meta.Today; t != "" {
		today, err := time.Parse(time.DateOnly, t)
		if err != nil {
			return Case{}, fmt.Errorf("expected.json: meta.today: %w", err)
		}
		c.Today = today
	}

	// The service parses the body with its payload; a dummy one stands in.
	var body map[string]any
	if err := json.Unmarshal(request, &body); err != nil {
		return Case{}, fmt.Errorf("request.json: %w", err)
	}
	t, _ := body["document_type"].(string)
	if t == "" {
		return Case{}, errors.New("request.json: no document_type")
	}
	c.DocumentType = docextract.DocumentType(t)
	body["payload"] = "AA=="
	withPayload, err := json.Marshal(body)
	if err != nil {
		return Case{}, fmt.Errorf("request.json: %w", err)
	}
	req, err := docextract.ParseRequest(withPayload)
	if err != nil {
		// The service answers this error for this request; so does Run.
		c.RequestErr = err
		req = docextract.Request{DocumentType: c.DocumentType}
	}
	req.Source, req.Payload = "", ""
	req.Sandbox = strings.EqualFold(c.Expected.Key, "sandbox")
	c.Request = req
	return c, nil
}

// document returns the case's bytes.
func (c Case) document() ([]byte, error) {
	if c.Document != nil {
		return c.Document, nil
	}
	b, err := os.ReadFile(c.DocumentPath)
	if err != nil {
		return nil, fmt.Errorf("accuracy: case %s: %w", c.ID, err)
	}
	return b, nil
}
