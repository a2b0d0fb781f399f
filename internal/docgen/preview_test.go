package docgen

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPreview writes a PNG of every page of each dev and holdout layout
// (seeds 1..DOCGEN_PREVIEW_N) to $DOCGEN_PREVIEW, for looking at them;
// DOCGEN_PREVIEW_LAYOUT filters by a substring of the layout name. Skipped
// unless DOCGEN_PREVIEW is set.
func TestPreview(t *testing.T) {
	dir := os.Getenv("DOCGEN_PREVIEW")
	if dir == "" {
		t.Skip("DOCGEN_PREVIEW not set")
	}
	fs, err := loadFonts(DefaultFontDir)
	if err != nil {
		t.Skip("fonts not installed:", err)
	}
	n := 1
	fmt.Sscan(os.Getenv("DOCGEN_PREVIEW_N"), &n)
	w := newWorker(fs)
	for _, l := range layouts {
		if f := os.Getenv("DOCGEN_PREVIEW_LAYOUT"); f != "" && !strings.Contains(l.name, f) {
			continue
		}
		for s := 1; s <= n; s++ {
			g := &gen{r: newRand(uint64(s), 99), today: DefaultToday(), c: &canvas{m: w.m}}
			d := l.make(g)
			if os.Getenv("DOCGEN_PREVIEW_SPECIMEN") != "" {
				g.stampSpecimen(d)
			}
			for i, p := range d.allPages() {
				b, err := encodePNG(w.ras.render(p, 110))
				if err != nil {
					t.Fatal(err)
				}
				name := filepath.Join(dir, fmt.Sprintf("%s_s%d_p%d.png", l.name, s, i+1))
				if err := os.WriteFile(name, b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
