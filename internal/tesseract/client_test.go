package tesseract

import (
	"context"
	"errors"
	"image"
	"strings"
	"testing"
	"time"
)

const tessdata = "/usr/share/tesseract-ocr/5/tessdata"

func newClient(t testing.TB, lang string, oem OEM) *Client {
	t.Helper()
	c, err := New(tessdata, lang, oem)
	if err != nil {
		t.Fatalf("New(%q): %v", lang, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// read sets img and mode on c and returns the recognised text.
func read(t *testing.T, c *Client, img *image.Gray, psm PageSegMode) string {
	t.Helper()
	if err := c.SetPageSegMode(psm); err != nil {
		t.Fatalf("SetPageSegMode(%d): %v", psm, err)
	}
	if err := c.SetImage(img); err != nil {
		t.Fatalf("SetImage: %v", err)
	}
	txt, err := c.Text(context.Background())
	if err != nil {
		t.Fatalf("Text: %v", err)
	}
	return txt
}

func TestNewMissingModel(t *testing.T) {
	for _, tt := range []struct{ dir, lang string }{
		{t.TempDir(), "eng"},
		{tessdata, "xx"},
		{"", "eng"},
	} {
		if c, err := New(tt.dir, tt.lang, LSTM); !errors.Is(err, ErrInit) {
			t.Errorf("New(%q, %q) error = %v, want ErrInit", tt.dir, tt.lang, err)
			if c != nil {
				c.Close()
			}
		}
	}
}

func TestTextAndHOCR(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	img := render(t, 1600, 600, 200, 12, []string{"The quick brown fox", "jumps over 42 lazy dogs"})
	if got, want := read(t, c, img, PSMAuto), "The quick brown fox\njumps over 42 lazy dogs"; got != want {
		t.Errorf("Text() = %q, want %q", got, want)
	}
	// The same image again, as hOCR: recognised once more.
	hocr, err := c.HOCRText(context.Background())
	if err != nil {
		t.Fatalf("HOCRText: %v", err)
	}
	for _, want := range []string{"class='ocr_page'", "bbox 0 0 1600 600", "class='ocrx_word'", ">quick<", ">dogs<"} {
		if !strings.Contains(hocr, want) {
			t.Errorf("hOCR lacks %q:\n%s", want, hocr)
		}
	}
	// Cleared, the client holds no image: it must be set again.
	c.Clear()
	if _, err := c.Text(context.Background()); !errors.Is(err, ErrRecognize) {
		t.Errorf("Text() after Clear: %v, want ErrRecognize (no image set)", err)
	}
	if got := read(t, c, img, PSMAuto); !strings.Contains(got, "quick brown fox") {
		t.Errorf("Text() after Clear and SetImage = %q", got)
	}
}

// TestHOCRAndText: Thai is written without spaces between words; its
// model's text keeps the page's spaces only, while hOCR makes a word of
// every letter cluster.
func TestHOCRAndText(t *testing.T) {
	c := newClient(t, "tha", LSTM)
	img := renderFont(t, thaiFont, 1600, 400, 200, 16, []string{"ใบสำคัญแสดงการจดทะเบียนสมาคม ทะเบียนเลขที่"})
	if err := c.SetImage(img); err != nil {
		t.Fatal(err)
	}
	hocr, text, err := c.HOCRAndText(context.Background())
	if err != nil {
		t.Fatalf("HOCRAndText: %v", err)
	}
	if words := strings.Count(hocr, "class='ocrx_word'"); words < 5 || !strings.Contains(text, "จดทะเบียน") || strings.Count(text, " ") > 2 {
		t.Errorf("HOCRAndText = %d hOCR words, text %q; want many words, the text spaced as printed", words, text)
	}
}

func TestPageSegMode(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	img := render(t, 1400, 400, 200, 14, []string{"alpha beta gamma", "delta epsilon zeta"})
	for _, tt := range []struct {
		psm   PageSegMode
		lines int
	}{
		{PSMSingleLine, 1},
		{PSMAuto, 2},
		{PSMSingleLine, 1},
		{PSMSingleBlock, 2},
	} {
		if got := strings.Count(read(t, c, img, tt.psm), "\n") + 1; got != tt.lines {
			t.Errorf("psm %d: %d lines, want %d", tt.psm, got, tt.lines)
		}
	}
	if err := c.SetPageSegMode(14); err == nil {
		t.Error("SetPageSegMode(14) succeeded, want an error")
	}
}

func TestWhitelist(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	img := render(t, 1400, 300, 200, 14, []string{"ABC 123"})
	if err := c.SetWhitelist("0123456789"); err != nil {
		t.Fatal(err)
	}
	if got := read(t, c, img, PSMSingleLine); strings.ContainsAny(got, "ABC") {
		t.Errorf("whitelisted text = %q, want digits only", got)
	}
	if err := c.SetWhitelist(""); err != nil {
		t.Fatal(err)
	}
	if got := read(t, c, img, PSMSingleLine); got != "ABC 123" {
		t.Errorf("text after the whitelist is lifted = %q, want %q", got, "ABC 123")
	}
	if err := c.SetVariable("no_such_parameter", "1"); err == nil {
		t.Error("SetVariable(no_such_parameter) succeeded, want an error")
	}
}

func TestDetectOrientation(t *testing.T) {
	c, err := NewOrientation(tessdata)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	img := render(t, 1654, 900, 200, 12, []string{
		"Orientation detection needs a fair amount of text on the page,",
		"so this paragraph carries several lines of ordinary English words",
		"set in a plain sans serif face at twelve points and two hundred",
		"dots per inch, much as a scanned letter or statement would be.",
		"Utility bills, bank statements and company registration papers",
		"are the documents this service reads most often in practice.",
	})
	for _, turn := range []int{0, 90, 180, 270} {
		deg, conf, ok, err := c.DetectOrientation(rotateCW(img, turn))
		if err != nil || !ok || deg != turn || conf < 2 {
			t.Errorf("DetectOrientation(page turned %d° clockwise) = %d, %.1f, %v, %v; want %d, confident", turn, deg, conf, ok, err, turn)
		}
	}
	blank := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range blank.Pix {
		blank.Pix[i] = 0xff
	}
	if _, _, ok, err := c.DetectOrientation(blank); ok || err != nil {
		t.Errorf("DetectOrientation(blank) ok = %v, err = %v; want false, nil", ok, err)
	}
}

func TestDetectOrientationScript(t *testing.T) {
	c, err := NewOrientation(tessdata)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	tests := []struct {
		name  string
		font  string
		lines []string
		want  string
	}{
		{"English", testFont, []string{
			"Orientation detection needs a fair amount of text on the page,",
			"so this paragraph carries several lines of ordinary English words",
			"set in a plain sans serif face at twelve points and two hundred",
			"dots per inch, much as a scanned letter or statement would be.",
		}, "Latin"},
		// The Thai Civil and Commercial Code's section on associations
		// (s. 78-82), in Thai.
		{"Thai", thaiFont, []string{
			"การก่อตั้งสมาคมเพื่อดำเนินกิจกรรมอันมิใช่เป็นการหาผลกำไร",
			"หรือรายได้มาแบ่งปันกัน ต้องมีข้อบังคับและต้องจดทะเบียน",
			"ตามบทบัญญัติแห่งประมวลกฎหมายแพ่งและพาณิชย์ นายทะเบียน",
			"สมาคมจะรับจดทะเบียนและออกใบสำคัญแสดงการจดทะเบียนสมาคม",
		}, "Thai"},
	}
	for _, tt := range tests {
		img := renderFont(t, tt.font, 1654, 900, 200, 14, tt.lines)
		o, ok, err := c.DetectOrientationScript(img)
		if err != nil || !ok || o.Script != tt.want || o.Degrees != 0 {
			t.Errorf("DetectOrientationScript(%s page) = %+v, %v, %v; want script %q upright", tt.name, o, ok, err, tt.want)
		}
	}
}

func TestDoneContext(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	if err := c.SetImage(render(t, 900, 200, 200, 12, []string{"Cancelled"})); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.HOCRText(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("HOCRText(cancelled) error = %v, want context.Canceled", err)
	}
	if got, err := c.Text(context.Background()); err != nil || got != "Cancelled" {
		t.Errorf("Text() after a cancelled call = %q, %v; want %q", got, err, "Cancelled")
	}
}

// TestDeadlineStopsLargePage stops an A4 page at 300 DPI that takes about
// 5 s to read (0.4 s of it layout analysis, which Tesseract cannot be
// stopped in): the call returns at the deadline, Tesseract stops at its next
// line, and the client then reads another image.
func TestDeadlineStopsLargePage(t *testing.T) {
	if testing.Short() {
		t.Skip("reads an A4 page")
	}
	c := newClient(t, "eng", LSTM)
	if err := c.SetVariable("user_defined_dpi", "300"); err != nil {
		t.Fatal(err)
	}
	big := page(t, 2480, 3508, 300, 11, 60)
	for _, psm := range []PageSegMode{PSMSingleBlock, PSMAuto} {
		if err := c.SetPageSegMode(psm); err != nil {
			t.Fatal(err)
		}
		if err := c.SetImage(big); err != nil {
			t.Fatal(err)
		}
		const deadline = 200 * time.Millisecond
		ctx, cancel := context.WithTimeout(context.Background(), deadline)
		start := time.Now()
		_, err := c.HOCRText(ctx)
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("psm %d: HOCRText error = %v, want context.DeadlineExceeded", psm, err)
		}
		if took > deadline+100*time.Millisecond {
			t.Errorf("psm %d: HOCRText returned %v after it started, want within 100 ms of the %v deadline", psm, took, deadline)
		}
		c.Wait()
		// Layout analysis (up to a second here) and one line, not the page.
		if stopped := time.Since(start); stopped > 2500*time.Millisecond {
			t.Errorf("psm %d: Tesseract ran %v, want it stopped after the layout analysis", psm, stopped)
		}
		small := render(t, 900, 200, 200, 12, []string{"Next call"})
		if got := read(t, c, small, PSMSingleLine); got != "Next call" {
			t.Errorf("psm %d: text after a stopped call = %q, want %q", psm, got, "Next call")
		}
	}
}

func TestCloseTwiceAndUseAfterClose(t *testing.T) {
	for _, newc := range []func() (*Client, error){
		func() (*Client, error) { return New(tessdata, "eng", LSTM) },
		func() (*Client, error) { return NewOrientation(tessdata) },
	} {
		c, err := newc()
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Close(); err != nil {
			t.Errorf("Close() = %v", err)
		}
		if err := c.Close(); err != nil {
			t.Errorf("second Close() = %v", err)
		}
		img := render(t, 300, 100, 200, 12, []string{"x"})
		ctx := context.Background()
		for name, err := range map[string]error{
			"SetImage":       c.SetImage(img),
			"SetPageSegMode": c.SetPageSegMode(PSMAuto),
			"SetVariable":    c.SetVariable("user_defined_dpi", "300"),
			"SetWhitelist":   c.SetWhitelist("0"),
			"HOCRText":       second(c.HOCRText(ctx)),
			"Text":           second(c.Text(ctx)),
			"DetectOrientation": func() error {
				_, _, _, err := c.DetectOrientation(img)
				return err
			}(),
		} {
			if !errors.Is(err, ErrClosed) {
				t.Errorf("%s after Close: error = %v, want ErrClosed", name, err)
			}
		}
	}
}

func second(_ string, err error) error { return err }

func TestBadImages(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	if _, err := c.Text(context.Background()); !errors.Is(err, ErrRecognize) {
		t.Errorf("Text() with no image: error = %v, want ErrRecognize", err)
	}
	for _, r := range []image.Rectangle{
		image.Rect(0, 0, 0, 10),
		image.Rect(0, 0, MaxSide+1, 1),
	} {
		if err := c.SetImage(image.NewGray(r)); err == nil {
			t.Errorf("SetImage(%v) succeeded, want an error", r)
		}
	}
}

// TestSubImage reads a sub-image: pixels are taken from its own origin and
// stride.
func TestSubImage(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	img := render(t, 1600, 600, 200, 12, []string{"Left part", "Second line"})
	sub := img.SubImage(image.Rect(50, 161, 1600, 600)).(*image.Gray)
	if got := read(t, c, sub, PSMSingleBlock); got != "Second line" {
		t.Errorf("Text(sub-image) = %q, want %q", got, "Second line")
	}
}

func TestLeptonicaHandler(t *testing.T) {
	c := newClient(t, "eng", LSTM)
	var msgs []string
	SetLeptonicaHandler(func(msg string) { msgs = append(msgs, msg) })
	defer SetLeptonicaHandler(nil)
	// A sliver of an image read as one raw line (mode 13) makes Leptonica
	// complain while Tesseract scales it ("Error in pixScaleAreaMap: pixd
	// too small").
	const rawLine = PageSegMode(13)
	sliver := image.NewGray(image.Rect(0, 0, 3, 500))
	read(t, c, sliver, rawLine)
	if len(msgs) == 0 || !strings.HasPrefix(msgs[0], "Error in ") {
		t.Fatalf("routed messages = %q, want Leptonica's errors", msgs)
	}
	SetLeptonicaHandler(nil)
	n := len(msgs)
	read(t, c, sliver, rawLine)
	if len(msgs) != n {
		t.Errorf("messages after SetLeptonicaHandler(nil): %q", msgs[n:])
	}
}
