package accuracy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

func TestSupplement(t *testing.T) {
	base := func() []Case {
		return []Case{{ID: "rbc", DocumentType: docextract.ProofOfAddress, Expected: Expected{Fields: map[string]Field{
			"document_date": {Value: ptrTo("2004-04-12"), Kind: KindDate},
		}}}}
	}
	write := func(s string) string {
		p := filepath.Join(t.TempDir(), "supplement.json")
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := base()
	err := Supplement(cases, write(`{"proof_of_address/rbc": {"notes": "printed 'From March 12, 2004 to April 12, 2004'",
		"fields": {"statement_period_start": {"value": "2004-03-12", "kind": "date"}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Field{
		"document_date":          {Value: ptrTo("2004-04-12"), Kind: KindDate},
		"statement_period_start": {Value: ptrTo("2004-03-12"), Kind: KindDate},
	}
	if diff := cmp.Diff(want, cases[0].Expected.Fields); diff != "" {
		t.Errorf("fields (-want +got):\n%s", diff)
	}

	for _, tt := range []struct{ name, file, want string }{
		{"no such case", `{"proof_of_address/nope": {"notes": "n", "fields": {"x": {"value": "1", "kind": "text"}}}}`, "is not a case"},
		{"no notes", `{"proof_of_address/rbc": {"fields": {"x": {"value": "1", "kind": "text"}}}}`, "no notes"},
		{"no fields", `{"proof_of_address/rbc": {"notes": "n"}}`, "adds no field"},
		{"corpus gives it", `{"proof_of_address/rbc": {"notes": "n", "fields": {"document_date": {"value": "2004-04-12", "kind": "date"}}}}`, "strike it"},
		{"not JSON", `{`, "supplement"},
	} {
		err := Supplement(base(), write(tt.file))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one saying %q", tt.name, err, tt.want)
		}
	}
}
