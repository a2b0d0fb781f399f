package mupdf

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/go-fitz"
	"github.com/go-pdf/fpdf"
)

// pdfWith returns a PDF of pages A4 pages with a line of text each, and
// extra content (raw PDF operators) drawn on every page.
func pdfWith(t testing.TB, pages int, extra string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetFont("Helvetica", "", 14)
	for i := range pages {
		pdf.AddPage()
		pdf.Text(72, 100, fmt.Sprintf("Page %d of the statement", i+1))
		if extra != "" {
			pdf.RawWriteStr(extra)
		}
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func open(t testing.TB, data []byte, logf func(Message)) *Document {
	t.Helper()
	d, err := Open(data, logf)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// TestSameAsGoFitz: text, drawing, bounds and rendering (gray and colour)
// are go-fitz's.
func TestSameAsGoFitz(t *testing.T) {
	data := pdfWith(t, 2, "0.2 0.5 0.8 rg 100 300 200 80 re f\n")
	d := open(t, data, nil)
	f, err := fitz.NewFromMemory(data)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if d.NumPages() != f.NumPage() {
		t.Fatalf("NumPages() = %d, go-fitz %d", d.NumPages(), f.NumPage())
	}
	ctx := context.Background()
	for i := range d.NumPages() {
		got, err := d.Text(ctx, i)
		want, _ := f.Text(i)
		if err != nil || got != want || !strings.Contains(got, fmt.Sprintf("Page %d", i+1)) {
			t.Errorf("Text(%d) = %q, %v; go-fitz %q", i, got, err, want)
		}
		gotSVG, err := d.SVG(ctx, i)
		wantSVG, _ := f.SVG(i)
		if err != nil || gotSVG != wantSVG {
			t.Errorf("SVG(%d) differs from go-fitz's (%d and %d bytes), err %v", i, len(gotSVG), len(wantSVG), err)
		}
		gb, err := d.Bound(i)
		wb, _ := f.Bound(i)
		if err != nil || gb != wb {
			t.Errorf("Bound(%d) = %v, %v; go-fitz %v", i, gb, err, wb)
		}
		for _, dpi := range []float64{72, 150, 299.4} {
			w, h, err := d.RenderSize(i, dpi)
			if err != nil {
				t.Fatal(err)
			}
			gray, err := d.RenderGray(ctx, i, dpi, w, h)
			if err != nil {
				t.Fatalf("RenderGray(%d, %v): %v", i, dpi, err)
			}
			rgba, _ := f.ImageDPI(i, dpi)
			if rgba.Rect.Dx() != w || rgba.Rect.Dy() != h {
				t.Fatalf("RenderSize(%d, %v) = %dx%d, go-fitz %v", i, dpi, w, h, rgba.Rect)
			}
			colour, err := d.RenderRGBA(ctx, i, dpi, w, h)
			if err != nil {
				t.Fatalf("RenderRGBA(%d, %v): %v", i, dpi, err)
			}
			if !bytes.Equal(colour.Pix, rgba.Pix) {
				t.Errorf("RenderRGBA(%d, %v) differs from go-fitz's ImageDPI", i, dpi)
			}
			for p := range w * h {
				px := rgba.Pix[4*p:]
				r, g, b, a := uint32(px[0]), uint32(px[1]), uint32(px[2]), uint32(px[3])
				want := uint8((19595*r+38470*g+7471*b+1<<15)>>16 + (255 - a))
				if gray.Pix[p] != want {
					t.Fatalf("RenderGray(%d, %v) pixel %d = %d, want %d from go-fitz's RGBA", i, dpi, p, gray.Pix[p], want)
				}
			}
		}
	}
}

func TestOpenErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"not a pdf", []byte("%PDF-1.4 garbage garbage")},
	} {
		if d, err := Open(tt.data, nil); err == nil {
			d.Close()
			t.Errorf("%s: Open() error = nil", tt.name)
		}
	}
	d := open(t, pdfWith(t, 1, ""), nil)
	if _, err := d.Text(context.Background(), 1); !errors.Is(err, ErrPage) {
		t.Errorf("Text(page 2 of 1) error = %v, want ErrPage", err)
	}
	d.Close()
	if _, err := d.Bound(0); !errors.Is(err, ErrClosed) {
		t.Errorf("Bound after Close error = %v, want ErrClosed", err)
	}
}

// heavyPage draws n thin strokes: seconds of rendering at 300 DPI.
func heavyPage(n int) string {
	var b strings.Builder
	b.WriteString("0.1 w\n")
	for i := range n {
		x := float64(i%500) + 50
		fmt.Fprintf(&b, "%.1f 50 m %.1f 800 l S\n", x, 600-x)
	}
	return b.String()
}

// TestRenderStops: a done context stops MuPDF inside a page.
func TestRenderStops(t *testing.T) {
	d := open(t, pdfWith(t, 1, heavyPage(300)), nil)
	w, h, err := d.RenderSize(0, 300)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := d.RenderGray(context.Background(), 0, 300, w, h); err != nil {
		t.Fatal(err)
	}
	whole := time.Since(start)
	ctx, cancel := context.WithTimeout(context.Background(), whole/10)
	defer cancel()
	start = time.Now()
	_, err = d.RenderGray(ctx, 0, 300, w, h)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("RenderGray with a deadline error = %v, want DeadlineExceeded", err)
	}
	if took := time.Since(start); took > whole/2 {
		t.Errorf("RenderGray stopped after %v, the whole page takes %v", took, whole)
	}
	if _, err := d.SVG(ctx, 0); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("SVG with a done context error = %v, want DeadlineExceeded", err)
	}
}

// TestMessages: MuPDF's complaints about a broken document reach logf,
// never stderr.
func TestMessages(t *testing.T) {
	data := pdfWith(t, 1, "/Bogus#0Aname gs\n")
	data = bytes.Replace(data, []byte("xref"), []byte("xrfe"), 1) // a broken cross-reference table
	var mu sync.Mutex
	var got []Message
	d := open(t, data, func(m Message) {
		mu.Lock()
		got = append(got, m)
		mu.Unlock()
	})
	d.Text(context.Background(), 0)
	d.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(got) == 0 {
		t.Fatal("no messages from MuPDF about a broken document")
	}
	if os.Getenv("MUPDF_STDERR_CHILD") == "" {
		// The same in a child process, whose stderr must stay empty.
		cmd := exec.Command(os.Args[0], "-test.run", "^TestMessages$")
		cmd.Env = append(os.Environ(), "MUPDF_STDERR_CHILD=1")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("child: %v", err)
		}
		if stderr.Len() > 0 {
			t.Errorf("MuPDF wrote to stderr: %q", stderr.String())
		}
	}
}

// TestHeadersMatchGoFitz: include/ is go-fitz's include/mupdf tree of the
// version in go.mod, without its pdf/ headers and Go files.
func TestHeadersMatchGoFitz(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/gen2brain/go-fitz").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Skipf("go-fitz's module directory is not available: %v", err)
	}
	want := map[string][32]byte{}
	src := filepath.Join(dir, "include")
	filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(src, p)
		if err == nil && !e.IsDir() && strings.HasSuffix(p, ".h") && !strings.HasPrefix(rel, "mupdf/pdf") {
			b, _ := os.ReadFile(p)
			want[rel] = sha256.Sum256(b)
		}
		return nil
	})
	got := map[string][32]byte{}
	filepath.WalkDir("include", func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			rel, _ := filepath.Rel("include", p)
			b, _ := os.ReadFile(p)
			got[rel] = sha256.Sum256(b)
		}
		return nil
	})
	if len(want) == 0 {
		t.Fatalf("no headers under %s", src)
	}
	for name, h := range want {
		if g, ok := got[name]; !ok || g != h {
			t.Errorf("include/%s differs from go-fitz's (present %v)", name, ok)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("include/%s is not go-fitz's", name)
		}
	}
}
