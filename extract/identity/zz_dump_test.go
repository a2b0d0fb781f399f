package identity

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
)

func TestZZDump(t *testing.T) {
	path := os.Getenv("IDVZ_DOC")
	if path == "" {
		t.Skip()
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc := readDoc(t, data)
	env := doctype.Env{Reader: testReader(t), Today: today}
	f, err := extract(context.Background(), doc, env)
	for _, p := range doc.Pages {
		fmt.Printf("== page %d %vx%v src=%v\n", p.Number, p.Width, p.Height, p.Source)
		for _, l := range p.Lines {
			fmt.Printf("[%4.0f %4.0f %4.0f %4.0f] %.2f %q\n", l.Box.Left, l.Box.Top, l.Box.Right, l.Box.Bottom, l.Confidence, l.Text())
		}
	}
	fmt.Println("err", err)
	for k, v := range fieldMap(f) {
		fmt.Printf("  %s = %q\n", k, v)
	}
	fmt.Printf("  rules: auth=%s pob=%s issue=%s\n", f.DocumentIssuingAuthority.Rule, f.PlaceOfBirth.Rule, f.DocumentDateOfIssue.Rule)
}
