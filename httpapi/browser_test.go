package httpapi

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/color/palette"
	"image/png"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"

	"github.com/agnivade/levenshtein"
	"github.com/chromedp/chromedp"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/internal/accuracy"
	"github.com/docextract/docextract/internal/docgen"
	"github.com/docextract/docextract/internal/tesseract"
	"github.com/google/go-cmp/cmp"
	xdraw "golang.org/x/image/draw"
)

// browserTimeout bounds the browser test: the browser's start, one
// extraction under OCR on a loaded machine, and the checks.
const browserTimeout = 3 * time.Minute

// chromium returns the path of a Chromium or Chrome binary, "" when none
// is installed (scripts/setup.sh installs Debian's chromium).
func chromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// pageRect is an element's rectangle on screen, in CSS pixels.
type pageRect struct{ Left, Top, Width, Height float64 }

// drawnPage is what the browser test reads of the page after an extraction.
type drawnPage struct {
	Error      string
	Image      pageRect
	ImageSrc   string
	Box        pageRect
	BoxLabel   string
	Boxes      int
	FieldRows  int
	Surname    []string   // the surname's row: field, value, confidence, source, rule
	LowWrong   []string   // rows whose highlight disagrees with their confidence
	Checks     [][]string // the checks' rows: check, on, status, expected, extracted
	MRZLines   []string
	MRZChecks  int
	Storage    int // items in localStorage and sessionStorage
	Cookie     string
	URL        string
	KeyInInput bool // the key is still in its input, and nowhere else
}

const readPage = `(() => {
	const q = (s) => document.querySelector(s);
	const rect = (e) => { if (!e) return null; const r = e.getBoundingClientRect(); return {Left: r.left, Top: r.top, Width: r.width, Height: r.height}; };
	const img = q("#pages img");
	const box = q('.box[data-field="surname"]');
	const row = q('#fields tr[data-field="surname"]');
	const lowWrong = [];
	for (const tr of document.querySelectorAll("#fields tbody tr")) {
		const c = parseFloat(tr.querySelector(".confidence") ? tr.querySelector(".confidence").textContent : "");
		if (!isNaN(c) && tr.classList.contains("low") !== (c < 0.8)) lowWrong.push(tr.dataset.field);
	}
	return {
		Error: q("#error").hidden ? "" : q("#error").textContent,
		Image: rect(img), ImageSrc: img ? img.src : "",
		Box: rect(box), BoxLabel: box ? box.textContent : "",
		Boxes: document.querySelectorAll(".box").length,
		FieldRows: document.querySelectorAll("#fields tbody tr").length,
		Surname: row ? Array.from(row.cells, (c) => c.textContent) : [],
		LowWrong: lowWrong,
		Checks: Array.from(document.querySelectorAll("#checks tbody tr"), (tr) => Array.from(tr.cells, (c) => c.textContent)),
		MRZLines: Array.from(document.querySelectorAll(".mrz-line"), (e) => e.textContent),
		MRZChecks: document.querySelectorAll(".mrz-checks li").length,
		Storage: localStorage.length + sessionStorage.length,
		Cookie: document.cookie, URL: location.href,
		KeyInInput: q("#key").value.length > 0,
	};
})()`

// TestReviewPageInBrowser drives the review page in headless Chromium: it
// uploads a generated passport with a sandbox key and checks that the
// surname's box is drawn on the surname, without taking the API's word for
// it: the drawn rectangle, in fractions of the image as shown, must overlap
// a place where the generator printed the surname (its truth boxes) by an
// IoU of 0.5 or more, and the page image cut at that rectangle, read again
// with Tesseract, must read the surname, give or take one letter, and
// nothing more. It also checks the field rows, the MRZ, that the key is
// stored nowhere and that a wrong key shows the API's error. With -update
// it saves the screenshot in docs/review-page.png.
func TestReviewPageInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end, in a browser")
	}
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium binary (scripts/setup.sh installs it)")
	}
	started := time.Now()
	passport := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeIdentity && c.Expected.Status == 200 && strings.Contains(c.ID, "td3") &&
			!strings.Contains(c.ID, "specimen") && c.Expected.Fields["surname"].Value != nil && ascii(*c.Expected.Fields["surname"].Value) &&
			len(c.Expected.Fields["surname"].Boxes) > 0
	})
	surname := *passport.Expected.Fields["surname"].Value
	truth := passport.Expected.Fields["surname"].Boxes
	file := filepath.Join(t.TempDir(), "passport."+passport.Ext)
	if err := os.WriteFile(file, passport.Document, 0o600); err != nil {
		t.Fatal(err)
	}

	// The page's files are no part of the API; every other answer is
	// checked against the OpenAPI document.
	s, _ := newTestServer(t, realExtractor(t), Config{ReviewPage: true, Metrics: realMetrics})
	api := checked(t, s)
	var mu sync.Mutex
	asked := map[string]bool{} // the paths the browser asked for
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked[r.Method+" "+r.URL.RequestURI()] = true
		mu.Unlock()
		if _, ok := reviewAssets[r.URL.EscapedPath()]; ok {
			s.ServeHTTP(w, r)
			return
		}
		api.ServeHTTP(w, r)
	}))
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), browserTimeout)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser), chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.WindowSize(1280, 1000), chromedp.UserDataDir(t.TempDir()))
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	bctx, cancelBrowser := chromedp.NewContext(allocCtx)
	defer cancelBrowser()
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting %s: %v", browser, err)
	}
	// Exceptions and blocked resources (a policy violation) fail the test;
	// failed requests (the 401 below, a favicon) are the network's.
	var complaints []string
	messages := chromedp.Console(bctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || m.Source == "security" || strings.Contains(m.Text, "Content Security Policy") ||
				(m.Type == chromedp.ConsoleError && m.Source != "network") {
				mu.Lock()
				complaints = append(complaints, m.String())
				mu.Unlock()
			}
		}
	}()

	submit := func(key, validations string) drawnPage {
		t.Helper()
		steps := []chromedp.Action[chromedp.Void]{
			chromedp.Navigate(srv.URL + "/"),
			chromedp.SetUploadFiles(chromedp.ID("file"), []string{file}),
			chromedp.SetValue(chromedp.ID("type"), "identity"),
			chromedp.SendKeys(chromedp.ID("key"), key),
		}
		if validations != "" {
			steps = append(steps, chromedp.Click(chromedp.CSS("#form summary")), chromedp.SendKeys(chromedp.ID("validations"), validations))
		}
		if err := chromedp.Do(bctx, append(steps, chromedp.Click(chromedp.ID("submit")))...); err != nil {
			t.Fatalf("filling the form: %v", err)
		}
		if _, err := chromedp.Run(bctx, chromedp.Poll[bool](`!document.getElementById("result").hidden || !document.getElementById("error").hidden`,
			chromedp.WithPollingTimeout(0), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
			t.Fatalf("waiting for the answer: %v", err)
		}
		got, err := chromedp.Run(bctx, chromedp.Evaluate[drawnPage](readPage))
		if err != nil {
			t.Fatalf("reading the page: %v", err)
		}
		return got
	}

	extractStart := time.Now()
	// The key as pasted from a header: the page sends its scheme once.
	got := submit("Bearer "+sandboxKey, `{"fields": [{"field": "surname", "expected_value": "`+surname+`", "match_type": "fuzzy"}], "expiry": {"validate_document_not_expired": true}}`)
	extracted := time.Since(extractStart)
	if got.Error != "" {
		t.Fatalf("passport %s: the page shows an error: %s", passport.ID, got.Error)
	}
	if len(got.Surname) != 4 || levenshtein.ComputeDistance(got.Surname[1], surname) > 1 {
		t.Errorf("the surname's row reads %q, want the value %q", got.Surname, surname)
	}
	if got.BoxLabel != "surname" || got.Box.Width <= 0 || got.Image.Width <= 0 {
		t.Fatalf("no box labelled surname drawn on a page image: box %+v label %q, image %+v", got.Box, got.BoxLabel, got.Image)
	}
	if got.Boxes < 5 || got.FieldRows != 9 {
		t.Errorf("%d boxes and %d field rows; want a box for most of the 9 identity fields", got.Boxes, got.FieldRows)
	}
	if len(got.LowWrong) > 0 {
		t.Errorf("rows highlighted against their confidence: %v", got.LowWrong)
	}
	if len(got.Checks) != 2 || !slices.Equal(got.Checks[0][:3], []string{"field_validation", "surname", "passed"}) || got.Checks[1][1] != "validate_document_not_expired" {
		t.Errorf("checks shown as %q; want the surname's field check passed, then the expiry check", got.Checks)
	}
	if len(got.MRZLines) != 2 || len(got.MRZLines[0]) != 44 || got.MRZChecks < 4 {
		t.Errorf("MRZ shown as %q with %d checks; want the two 44-character lines of a TD3 and its checks", got.MRZLines, got.MRZChecks)
	}
	if got.Storage != 0 || got.Cookie != "" || got.URL != srv.URL+"/" || strings.Contains(got.URL, sandboxKey) || !got.KeyInInput {
		t.Errorf("the key left the page's memory: storage %d, cookie %q, URL %q (key still in its input: %v)", got.Storage, got.Cookie, got.URL, got.KeyInInput)
	}

	// Where the box is drawn, in fractions of the page image as shown.
	box := [4]float64{
		(got.Box.Left - got.Image.Left) / got.Image.Width, (got.Box.Top - got.Image.Top) / got.Image.Height,
		(got.Box.Left + got.Box.Width - got.Image.Left) / got.Image.Width, (got.Box.Top + got.Box.Height - got.Image.Top) / got.Image.Height,
	}
	// It covers one of the places the generator printed the surname (the
	// zone and the MRZ's name line)...
	best := 0.0
	for _, tb := range truth {
		if tb.Page == 1 {
			best = max(best, accuracy.IoU(box, tb.Box))
		}
	}
	if best < 0.5 {
		t.Errorf("the surname's box %.4f, drawn at %+v on an image at %+v, overlaps the printed surname %v by IoU %.2f, want ≥ 0.5", box, got.Box, got.Image, truth, best)
	}
	// ...and the image shown under it says the surname there.
	read := readAt(ctx, t, got.ImageSrc, box)
	letters, want := lettersOf(read), lettersOf(surname)
	if d := levenshtein.ComputeDistance(letters, want); d > 1 {
		t.Errorf("the surname's box %.4f, drawn at %+v on an image at %+v, reads %q, want %q (distance %d)", box, got.Box, got.Image, read, surname, d)
	}

	// Clicking the surname's row pins its box, and only its box.
	if err := chromedp.Do(bctx, chromedp.Click(chromedp.CSS(`#fields tr[data-field="surname"]`))); err != nil {
		t.Fatal(err)
	}
	active, err := chromedp.Run(bctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll(".box.active, #fields tr.active"), (e) => e.tagName + " " + e.dataset.field)`))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"DIV surname", "TR surname"}, active); diff != "" {
		t.Errorf("highlighted after a click on the surname's row (-want +got):\n%s", diff)
	}

	if *update {
		shot, err := chromedp.Run(bctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("../docs/review-page.png", smallPNG(t, shot), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// A wrong key shows the API's error, and no result.
	bad := submit("sk_live_wrong", "")
	if !strings.Contains(bad.Error, "HTTP 401 api_key_invalid") || !strings.Contains(bad.Error, "The API key is not valid.") || bad.FieldRows != 0 {
		t.Errorf("a wrong key shows %q and %d field rows; want the API's 401 api_key_invalid and its message", bad.Error, bad.FieldRows)
	}

	mu.Lock()
	defer mu.Unlock()
	wantAsked := []string{"GET /", "GET /review.css", "GET /review.js", "POST /document/extract?expand[]=provenance&expand[]=mrz&expand[]=pages"}
	if diff := cmp.Diff(wantAsked, slices.Sorted(maps.Keys(asked))); diff != "" {
		t.Errorf("the requests of the page (-want +got):\n%s", diff)
	}
	if len(complaints) > 0 {
		t.Errorf("the browser's console:\n%s", strings.Join(complaints, "\n"))
	}
	t.Logf("passport %s: surname %q boxed at %.4f (IoU %.2f with where it was printed), read there as %q; extraction in the browser %s, test %s",
		passport.ID, surname, box, best, read, extracted.Round(time.Millisecond), time.Since(started).Round(time.Millisecond))
}

func ascii(s string) bool {
	for _, r := range s {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

// lettersOf keeps the letters of s, in upper case: the MRZ's fillers and
// any punctuation OCR saw around a name are left out.
func lettersOf(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if r >= 'A' && r <= 'Z' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// readAt reads with Tesseract the part of the PNG data URL src inside box
// (fractions of the image), enlarged three times on a white margin.
func readAt(ctx context.Context, t *testing.T, src string, box [4]float64) string {
	t.Helper()
	const prefix = "data:image/png;base64,"
	if !strings.HasPrefix(src, prefix) {
		t.Fatalf("the page image is not a PNG data URL: %.40q", src)
	}
	data, err := base64.StdEncoding.DecodeString(src[len(prefix):])
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	at := func(f float64, lo, size int) int { return lo + int(f*float64(size)+0.5) }
	crop := image.Rect(at(box[0], b.Min.X, b.Dx()), at(box[1], b.Min.Y, b.Dy()), at(box[2], b.Min.X, b.Dx()), at(box[3], b.Min.Y, b.Dy())).Intersect(b)
	if crop.Dx() < 4 || crop.Dy() < 4 {
		t.Fatalf("the box %.4f covers %v of a %v image", box, crop, b)
	}
	const scale, margin = 3, 24
	out := image.NewGray(image.Rect(0, 0, crop.Dx()*scale+2*margin, crop.Dy()*scale+2*margin))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	xdraw.CatmullRom.Scale(out, image.Rect(margin, margin, margin+crop.Dx()*scale, margin+crop.Dy()*scale), img, crop, xdraw.Src, nil)
	c, err := tesseract.New(ocr.DefaultTessdataDir, "eng", tesseract.LSTM)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.SetPageSegMode(tesseract.PSMSingleLine); err != nil {
		t.Fatal(err)
	}
	if err := c.SetImage(out); err != nil {
		t.Fatal(err)
	}
	text, err := c.Text(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(text)
}

// smallPNG scales a screenshot to at most 1000 pixels wide and encodes it
// in the 256 colours of the Plan 9 palette at best compression, for docs/:
// about a fifth of the bytes of full colour.
func smallPNG(t *testing.T, shot []byte) []byte {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > 1000 {
		w, h = 1000, h*1000/w
	}
	scaled := image.NewRGBA(image.Rect(0, 0, w, h))
	xdraw.CatmullRom.Scale(scaled, scaled.Bounds(), img, b, xdraw.Src, nil)
	out := image.NewPaletted(scaled.Bounds(), palette.Plan9)
	xdraw.Draw(out, out.Bounds(), scaled, image.Point{}, xdraw.Src)
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
		t.Fatal(err)
	}
	t.Logf("docs/review-page.png: %d × %d, %d bytes", w, h, buf.Len())
	return buf.Bytes()
}
