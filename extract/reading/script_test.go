package reading

import (
	"context"
	"image"
	"sync"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/google/go-cmp/cmp"
)

// scripted is a recogniser whose orientation detection names script; the
// script model reads thai (or fails with err), every other engine latin.
type scripted struct {
	script, thai, latin string
	err                 error

	mu      sync.Mutex
	engines []string
}

func (s *scripted) Recognize(_ context.Context, img *image.Gray, req ocr.Request) ([]layout.Line, error) {
	s.mu.Lock()
	s.engines = append(s.engines, req.Engine.String()+" "+req.Script)
	s.mu.Unlock()
	text := s.latin
	if req.Engine == ocr.ScriptLSTM {
		if s.err != nil {
			return nil, s.err
		}
		text = s.thai
	}
	return []layout.Line{{Words: []layout.Word{{Text: text, Box: layout.Box{Right: 100, Bottom: 10}}}}}, nil
}

func (s *scripted) Orientation(context.Context, *image.Gray) (int, error) { return 0, nil }

func (s *scripted) OrientationScript(context.Context, *image.Gray) (ocr.Orientation, error) {
	return ocr.Orientation{Script: s.script}, nil
}

// inked is a page with a few bars of ink: not blank.
func inked() *image.Gray {
	img := image.NewGray(image.Rect(0, 0, 600, 400))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for y := 100; y < 300; y += 40 {
		for yy := y; yy < y+12; yy++ {
			for x := 50; x < 550; x++ {
				img.Pix[yy*img.Stride+x] = 0
			}
		}
	}
	return img
}

// TestReadScript: a page whose text orientation detection finds in a
// script with a model of its own is read with that model, and only that
// one; a page in Latin script, a script without a model, a model missing
// or a reading not in the script leave the page to the pool's language.
func TestReadScript(t *testing.T) {
	const thai, latin = "ใบสำคัญแสดงการจดทะเบียนสมาคม", "ludfinyuaafiau"
	tests := []struct {
		name       string
		rec        *scripted
		wantText   string
		wantScript string
		wantPasses []string
	}{
		{"Thai", &scripted{script: "Thai", thai: thai, latin: latin}, thai, "Thai", []string{"script-lstm Thai"}},
		{"Latin", &scripted{script: "Latin", thai: thai, latin: latin}, latin, "", []string{"lstm "}},
		{"no script named", &scripted{thai: thai, latin: latin}, latin, "", []string{"lstm "}},
		{"script without a model", &scripted{script: "Ethiopic", thai: thai, latin: latin}, latin, "", []string{"lstm "}},
		{"model missing", &scripted{script: "Thai", thai: thai, latin: latin, err: ocr.ErrNoModel}, latin, "", []string{"script-lstm Thai", "lstm "}},
		{"reading not Thai", &scripted{script: "Thai", thai: "Annual return 2024", latin: latin}, latin, "", []string{"script-lstm Thai", "lstm "}},
	}
	for _, tt := range tests {
		doc, err := NewReader(Options{OCR: tt.rec}).Read(context.Background(), encodePNG(t, inked()))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.name, err)
		}
		p := doc.Pages[0]
		if got := p.Text(); got != tt.wantText || p.Script != tt.wantScript {
			t.Errorf("%s: page %q in script %q, want %q in %q", tt.name, got, p.Script, tt.wantText, tt.wantScript)
		}
		if diff := cmp.Diff(tt.wantPasses, tt.rec.engines); diff != "" {
			t.Errorf("%s: passes mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestMostlyIn(t *testing.T) {
	tests := []struct {
		text, script string
		want         bool
	}{
		{"ทะเบียนเลขที่ จ.6337/2568", "Thai", true},
		{"Registration No. ทะเบียน", "Thai", false},
		{"1234 / 5678", "Thai", false}, // no letters
		{"ሰላም", "Ethiopic", true},
		{"anything", "NoSuchScript", true},
	}
	for _, tt := range tests {
		lines := []layout.Line{{Words: []layout.Word{{Text: tt.text}}}}
		if got := mostlyIn(lines, tt.script); got != tt.want {
			t.Errorf("mostlyIn(%q, %q) = %v, want %v", tt.text, tt.script, got, tt.want)
		}
	}
}
