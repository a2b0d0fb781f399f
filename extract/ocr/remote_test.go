package ocr

import (
	"context"
	"encoding/json"
	"errors"
	"image"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
)

// TestRemote: a pool with a Remote reads with the shared models through
// another pool's Answer, and answers what a pool reading them itself
// answers, boxes in the image's coordinates included; neither pool loads
// what it leaves to the other.
func TestRemote(t *testing.T) {
	host, err := NewPool(Options{Workers: 1, Lazy: true})
	if err != nil {
		t.Fatalf("NewPool(host): %v", err)
	}
	defer host.Close()
	calls := 0
	p, err := NewPool(Options{Workers: 1, Remote: func(ctx context.Context, c []byte) ([]byte, error) {
		calls++
		return host.Answer(ctx, c), nil
	}})
	if err != nil {
		t.Fatalf("NewPool: %v", err)
	}
	defer p.Close()
	local := newTestPool(t, 1)

	page := renderLines(t, 1654, 900, 200, 12, []string{
		"Orientation detection needs a fair amount of text on the page,",
		"so this paragraph carries several lines of ordinary English words",
		"Straße 12, 50667 Köln, Müller",
		"dots per inch, much as a scanned letter or statement would be.",
	})
	crop := page.SubImage(image.Rect(60, 150, 1200, 420)).(*image.Gray)
	type outcome struct {
		Lines       []layout.Line
		Orientation Orientation
	}
	read := func(p *Pool) outcome {
		t.Helper()
		lines, err := p.Recognize(context.Background(), crop, Request{Engine: LatinLSTM, DPI: 200})
		if err != nil {
			t.Fatalf("Recognize(Latin): %v", err)
		}
		o, err := p.OrientationScript(context.Background(), rotateCW(page, 90))
		if err != nil {
			t.Fatalf("OrientationScript: %v", err)
		}
		return outcome{lines, o}
	}
	want, got := read(local), read(p)
	if len(want.Lines) == 0 || want.Orientation.Rotation == 0 {
		t.Fatalf("the pool reading itself found %d lines, rotation %d: the test page reads nothing", len(want.Lines), want.Orientation.Rotation)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("remote reading mismatch (-local +remote):\n%s", diff)
	}
	if calls != 2 {
		t.Errorf("%d remote calls, want 2", calls)
	}
	if n := len(p.latin.tokens) + len(p.osd.tokens); n != 0 {
		t.Errorf("the pool with a remote loaded %d shared engines, want 0", n)
	}
	if n := len(host.latin.tokens) + len(host.osd.tokens); n != 2 {
		t.Errorf("the host loaded %d shared engines, want 2", n)
	}
	if w := <-host.free; w.lstm != nil {
		t.Errorf("the lazy host loaded its worker's LSTM engine")
	} else {
		host.free <- w
	}

	_, err = p.Recognize(context.Background(), crop, Request{Engine: ScriptLSTM, Script: "Klingon"})
	if !errors.Is(err, ErrNoModel) {
		t.Errorf("Recognize(script with no model) through the remote: error %v, want ErrNoModel", err)
	}
	_, err = host.Recognize(context.Background(), crop, Request{Engine: ScriptLSTM, Script: "Klingon"})
	if !errors.Is(err, ErrNoModel) {
		t.Errorf("Recognize(script with no model) on the host: error %v, want ErrNoModel", err)
	}
	if a := host.Answer(context.Background(), encodeCall(opRecognize, crop, Request{Engine: Legacy})); !cmp.Equal(string(a), `{"orientation":{"Rotation":0,"Script":""},"error":"ocr: engine legacy is not shared"}`) {
		t.Errorf("Answer(legacy) = %s, want a refusal", a)
	}
	var garbage answer
	if a := host.Answer(context.Background(), []byte("no header")); json.Unmarshal(a, &garbage) != nil || garbage.Error == "" {
		t.Errorf("Answer(garbage) = %s, want an error", a)
	}
}
