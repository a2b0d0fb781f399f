package ocr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"

	"github.com/docextract/docextract/extract/layout"
)

// A pool with Options.Remote sends the recognitions of the models it
// shares (Latin, the script models, orientation detection) to another
// pool, in another process, that answers them with Answer: the processes
// reading documents then need not each load those models (the Latin one
// alone is 100 MB). A call is a JSON header, a newline and the image's
// gray pixels; an answer is JSON.

// remoteEngine reports whether a pool with a remote sends e's
// recognitions there.
func remoteEngine(e Engine) bool { return e == LatinLSTM || e == ScriptLSTM }

// call is a remote call's header.
type call struct {
	// Op is opRecognize or opOrientation.
	Op      string  `json:"op"`
	Request Request `json:"request"`
	// Rect is the image's bounds: boxes come back in its coordinates.
	Rect image.Rectangle `json:"rect"`
}

const (
	opRecognize   = "recognize"
	opOrientation = "orientation"
)

// answer is a remote call's outcome.
type answer struct {
	Lines       []layout.Line `json:"lines,omitempty"`
	Orientation Orientation   `json:"orientation"`
	// Error is the failure's message; NoModel says it was ErrNoModel.
	Error   string `json:"error,omitempty"`
	NoModel bool   `json:"no_model,omitempty"`
}

// encodeCall returns the call of op on img.
func encodeCall(op string, img *image.Gray, req Request) []byte {
	b := img.Bounds()
	head, _ := json.Marshal(call{Op: op, Request: req, Rect: b})
	out := make([]byte, 0, len(head)+1+b.Dx()*b.Dy())
	out = append(append(out, head...), '\n')
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		out = append(out, img.Pix[i:i+b.Dx()]...)
	}
	return out
}

// decodeCall returns a call's header and image.
func decodeCall(data []byte) (call, *image.Gray, error) {
	var c call
	head, pix, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return c, nil, errors.New("ocr: remote call without a header")
	}
	if err := json.Unmarshal(head, &c); err != nil {
		return c, nil, fmt.Errorf("ocr: remote call header: %w", err)
	}
	w, h := c.Rect.Dx(), c.Rect.Dy()
	if w <= 0 || h <= 0 || w > maxSide || h > maxSide || len(pix) != w*h {
		return c, nil, fmt.Errorf("ocr: remote call of %v with %d pixels", c.Rect, len(pix))
	}
	return c, &image.Gray{Pix: pix, Stride: w, Rect: c.Rect}, nil
}

// remote sends a call to opts.Remote and returns its answer, with its
// error as Recognize would return it.
func (p *Pool) remote(ctx context.Context, op string, img *image.Gray, req Request) (answer, error) {
	data, err := p.opts.Remote(ctx, encodeCall(op, img, req))
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return answer{}, fmt.Errorf("ocr: %w", ctxErr)
		}
		return answer{}, fmt.Errorf("%w: shared engines: %v", errRecognize, err)
	}
	var a answer
	if err := json.Unmarshal(data, &a); err != nil {
		return answer{}, fmt.Errorf("%w: shared engines' answer: %v", errRecognize, err)
	}
	switch {
	case a.NoModel:
		return answer{}, fmt.Errorf("%w: %s", ErrNoModel, a.Error)
	case a.Error != "":
		return answer{}, fmt.Errorf("%w: shared engines: %s", errRecognize, a.Error)
	}
	return a, nil
}

// Answer runs a call that a pool with Options.Remote sent, on p's own
// engines, and returns its answer. p must have no Remote itself.
func (p *Pool) Answer(ctx context.Context, data []byte) []byte {
	var a answer
	c, img, err := decodeCall(data)
	if err == nil {
		switch c.Op {
		case opRecognize:
			if !remoteEngine(c.Request.Engine) {
				err = fmt.Errorf("ocr: engine %v is not shared", c.Request.Engine)
				break
			}
			a.Lines, err = p.Recognize(ctx, img, c.Request)
		case opOrientation:
			a.Orientation, err = p.OrientationScript(ctx, img)
		default:
			err = fmt.Errorf("ocr: unknown remote call %q", c.Op)
		}
	}
	if err != nil {
		a = answer{Error: err.Error(), NoModel: errors.Is(err, ErrNoModel)}
	}
	out, _ := json.Marshal(a)
	return out
}
