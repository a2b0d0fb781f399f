package reading

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"image"
	"sync"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// While an idle OCR worker would otherwise wait, an identity page's MRZ
// band is recognised beside the page itself: the lines of the band that
// the reader finds on the page are read with the pass the identity type
// reads them with first (the legacy engine, one line at a time, the MRZ
// alphabet), and kept in the document's memo. When the type asks for that
// pass on those pixels, Recognize answers from the memo. Recognition of the
// same pixels with the same pass gives the same lines, so results do not
// change; only the time does.

// mrzAlphabet is every character an MRZ may hold: the whitelist of the
// identity type's MRZ passes.
const mrzAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"

// bandPass is the pass the band's lines are read with beside the page.
var bandPass = Pass{Model: Legacy, Shape: ShapeLine, Whitelist: mrzAlphabet}

// memo holds recognitions made ahead of their request, for one document.
type memo struct {
	seed    maphash.Seed
	mu      sync.Mutex
	entries map[uint64]*memoEntry
}

type memoEntry struct {
	done  chan struct{}
	lines []layout.Line
	err   error
}

// WithMemo returns a reader that is r with a memo of its own: a reader for
// one document, whose identity pages get their MRZ band recognised beside
// them when an OCR worker is idle (see memo).
func (r *Reader) WithMemo() *Reader {
	c := *r
	c.memo = &memo{seed: maphash.MakeSeed(), entries: map[uint64]*memoEntry{}}
	return &c
}

// key identifies img's pixels and size and the pass.
func (m *memo) key(img *image.Gray, p Pass) uint64 {
	var h maphash.Hash
	h.SetSeed(m.seed)
	b := img.Bounds()
	var buf [40]byte
	binary.LittleEndian.PutUint64(buf[0:], uint64(b.Dx()))
	binary.LittleEndian.PutUint64(buf[8:], uint64(b.Dy()))
	binary.LittleEndian.PutUint64(buf[16:], uint64(p.Model))
	binary.LittleEndian.PutUint64(buf[24:], uint64(p.Shape))
	binary.LittleEndian.PutUint64(buf[32:], uint64(p.DPI))
	h.Write(buf[:])
	h.WriteString(p.Whitelist)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		h.Write(img.Pix[img.PixOffset(b.Min.X, y) : img.PixOffset(b.Min.X, y)+b.Dx()])
	}
	return h.Sum64()
}

// lookup returns the recognition of img with p made ahead, waiting for it
// while it runs; false when there is none.
func (m *memo) lookup(ctx context.Context, img *image.Gray, p Pass) ([]layout.Line, error, bool) {
	m.mu.Lock()
	e, ok := m.entries[m.key(img, p)]
	m.mu.Unlock()
	if !ok {
		return nil, nil, false
	}
	select {
	case <-e.done:
	case <-ctx.Done():
		return nil, fmt.Errorf("reading: %w", ctx.Err()), true
	}
	if e.err != nil {
		// Not kept: the request runs again as asked.
		return nil, nil, false
	}
	out := make([]layout.Line, len(e.lines))
	for i, l := range e.lines {
		out[i] = l
		out[i].Words = append([]layout.Word(nil), l.Words...)
	}
	return out, nil, true
}

// readBandAhead starts recognising the MRZ band's lines of an upright
// identity page img beside the page's own recognition, when the page shows
// a band and two OCR workers are idle.
func (r *Reader) readBandAhead(ctx context.Context, img *image.Gray) {
	if r.memo == nil || r.opts.Model != English {
		return
	}
	idle, ok := r.opts.OCR.(interface{ Idle() int })
	if !ok || idle.Idle() < 2 {
		return
	}
	band, ok := mrz.Locate(img)
	if !ok || band.Rotated180 {
		return
	}
	m := r.memo
	var todo []*memoEntry
	m.mu.Lock()
	for _, strip := range band.Lines {
		k := m.key(strip, bandPass)
		if _, ok := m.entries[k]; ok {
			todo = append(todo, nil)
			continue
		}
		e := &memoEntry{done: make(chan struct{})}
		m.entries[k] = e
		todo = append(todo, e)
	}
	m.mu.Unlock()
	go func() {
		for i, e := range todo {
			if e == nil {
				continue
			}
			e.lines, e.err = r.opts.OCR.Recognize(ctx, band.Lines[i], bandPass.request())
			close(e.done)
		}
	}()
}
