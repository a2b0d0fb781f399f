package identity

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/docextract/docextract/extract/doctype"
	"golang.org/x/text/unicode/norm"
)

// expectedCase is the part of a corpus expected.json these tests use.
type expectedCase struct {
	Key    string `json:"key"`
	Status int    `json:"status"`
	Fields map[string]struct {
		Value  *string  `json:"value"`
		Kind   string   `json:"kind"`
		Accept []string `json:"accept"`
	} `json:"fields"`
}

// corpusFloor is the share of expected fields read right on the corpus when
// these tests were written; a change that reads fewer fails.
const corpusFloor = 0.89

// TestCorpus runs Extract on every identity case of the corpus and reports
// per-field accuracy under the corpus README's comparison rules.
func TestCorpus(t *testing.T) {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	cases, _ := filepath.Glob(filepath.Join(dir, "identity", "*", "expected.json"))
	right, total := map[string]int{}, map[string]int{}
	for _, path := range cases {
		name := filepath.Base(filepath.Dir(path))
		var exp expectedCase
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, &exp); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		docs, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "document.*"))
		data, err := os.ReadFile(docs[0])
		if err != nil {
			t.Fatal(err)
		}
		doc := readDoc(t, data)
		got, err := extract(context.Background(), doc, doctype.Env{Reader: testReader(t), Today: today})
		if exp.Status != 200 {
			t.Logf("%-36s status %d: err=%v", name, exp.Status, err)
			continue
		}
		if err != nil {
			// A real identity document (every status 200 case, smoke
			// tests included) must never be refused.
			t.Errorf("%-36s Extract: %v, want no error", name, err)
		}
		gm := fieldMap(got)
		var wrong []string
		for fname, want := range exp.Fields {
			total[fname]++
			accept := append([]string{}, want.Accept...)
			if want.Value != nil {
				accept = append(accept, *want.Value)
			}
			if matches(want.Value == nil, want.Kind, gm[fname], accept) {
				right[fname]++
			} else {
				wrong = append(wrong, fname+"="+gm[fname]+" want "+strings.Join(accept, "|"))
			}
		}
		sort.Strings(wrong)
		mrzOK := got.MRZ != nil && got.MRZ.Valid
		t.Logf("%-36s mrz=%v wrong: %s", name, mrzOK, strings.Join(wrong, "; "))
	}
	var names []string
	for f := range total {
		names = append(names, f)
	}
	sort.Strings(names)
	r, n := 0, 0
	for _, f := range names {
		t.Logf("%-28s %2d/%2d", f, right[f], total[f])
		r += right[f]
		n += total[f]
	}
	acc := float64(r) / float64(max(n, 1))
	t.Logf("all fields: %d/%d = %.3f", r, n, acc)
	if acc < corpusFloor {
		t.Errorf("corpus accuracy %.3f below the floor %.3f", acc, corpusFloor)
	}
}

// TestCorpusNoEvidence checks that the corpus's non-identity documents give
// ErrNoEvidence.
func TestCorpusNoEvidence(t *testing.T) {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	for _, name := range []string{"identity/payment_card_as_identity/document.jpg"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		_, err = extract(context.Background(), readDoc(t, data), doctype.Env{Reader: testReader(t), Today: today})
		if !errors.Is(err, ErrNoEvidence) {
			t.Errorf("extract(%s) error = %v, want ErrNoEvidence", name, err)
		}
	}
}

// matches compares got with the accepted values under the corpus rules.
func matches(wantEmpty bool, kind, got string, accept []string) bool {
	if wantEmpty {
		return got == ""
	}
	g := canon(kind, got)
	return slices.ContainsFunc(accept, func(a string) bool { return g != "" && canon(kind, a) == g })
}

// canon normalises s for comparison: NFKC, case folded, spaces collapsed;
// names without punctuation and in token order; ids without spaces;
// addresses without commas and periods.
func canon(kind, s string) string {
	s = strings.ToLower(norm.NFKC.String(s))
	switch kind {
	case "name":
		s = strings.Map(func(r rune) rune {
			if unicode.IsPunct(r) {
				return ' '
			}
			return r
		}, s)
		f := strings.Fields(s)
		sort.Strings(f)
		return strings.Join(f, " ")
	case "id":
		return strings.Join(strings.Fields(s), "")
	case "address":
		s = strings.NewReplacer(",", " ", ".", " ").Replace(s)
	}
	return strings.Join(strings.Fields(s), " ")
}
