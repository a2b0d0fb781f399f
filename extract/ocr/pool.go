package ocr

import (
	"context"
	"errors"
	"fmt"
	"image"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/tesseract"
)

// Engine selects Tesseract's recognition engine.
type Engine int

// The engines. LSTM reads pages with the pool's Language. Legacy reads the
// MRZ filler '<' reliably where the fast LSTM model reads it as K or L.
// EnglishLSTM is the fast English model whatever the pool's Language: it
// reads the OCR-B capitals of an MRZ better than the Latin-script model.
// LatinLSTM is Tesseract's Latin-script model (Latin.traineddata, Debian's
// tesseract-ocr-script-latn), which reads the accented letters English
// turns into look-alikes ("Köln" for "K6In"); ErrNoModel when it is not
// installed. ScriptLSTM is the model of Request.Script (see ScriptModel),
// for a page in a script the others cannot read; ErrNoModel when it is
// not installed.
const (
	LSTM Engine = iota
	Legacy
	EnglishLSTM
	LatinLSTM
	ScriptLSTM
)

// String returns the engine's name.
func (e Engine) String() string {
	switch e {
	case LSTM:
		return "lstm"
	case Legacy:
		return "legacy"
	case EnglishLSTM:
		return "english-lstm"
	case LatinLSTM:
		return "latin-lstm"
	case ScriptLSTM:
		return "script-lstm"
	}
	return fmt.Sprintf("Engine(%d)", int(e))
}

// Default model directories.
const (
	DefaultTessdataDir       = "/usr/share/tesseract-ocr/5/tessdata"
	DefaultLegacyTessdataDir = "/usr/local/share/docextract/tessdata"
)

// Page segmentation modes most callers need (Tesseract's numbering).
const (
	PSMAuto        = 3  // fully automatic page segmentation, no OSD
	PSMSingleBlock = 6  // one uniform block of text
	PSMSingleLine  = 7  // one text line
	PSMSingleWord  = 8  // one word
	PSMSingleChar  = 10 // one character
	PSMSparseText  = 11 // as much text as possible, in no particular order
)

// DefaultLanguage is Tesseract's fast English model. Its Latin-script
// model (Debian's tesseract-ocr-script-latn) keeps accents (ö, ß, é) that
// English turns into look-alikes, but measured here it read proof-of-address
// fields and officer tables worse overall; Options.Language selects it.
const DefaultLanguage = "eng"

// legacyLanguage is the legacy engine's model: MRZ bands are OCR-B capitals
// and digits, which eng covers.
const legacyLanguage = "eng"

// Errors returned by the pool.
var (
	// ErrClosed is returned by calls on a closed Pool.
	ErrClosed = errors.New("ocr: pool closed")
	// ErrNoModel is returned when a traineddata file is missing or unusable.
	ErrNoModel   = errors.New("ocr: model not found")
	errRecognize = errors.New("ocr: recognition failed")
)

// DefaultIdleRelease is how long a Pool stays idle before it releases its
// engines, its workers' own and the shared ones, and returns freed memory to
// the operating system.
const DefaultIdleRelease = 10 * time.Second

// Options configures a Pool.
type Options struct {
	// TessdataDir holds the LSTM models of Language and eng and osd.traineddata;
	// "" means DefaultTessdataDir.
	TessdataDir string
	// LegacyTessdataDir holds eng.traineddata with the legacy engine in it,
	// which reads MRZ bands; "" means DefaultLegacyTessdataDir.
	LegacyTessdataDir string
	// Language is the Tesseract model of the LSTM engine; "" means
	// DefaultLanguage.
	Language string
	// Workers is the number of recognitions run at once, each by a worker
	// with its own LSTM engine; 0 means runtime.NumCPU().
	Workers int
	// Logger, when not nil, receives Leptonica's messages at debug level
	// (quoted, cut, at most 50 a second); else they are silenced. They go
	// to it for the whole process: Leptonica has one handler.
	Logger *slog.Logger
	// IdleRelease is how long the pool stays without work before it closes
	// all its engines, the workers' own and the shared legacy, Latin,
	// orientation and script ones (each created again on the next request
	// for it), and returns freed memory to the operating system; 0 means
	// DefaultIdleRelease, a negative value never.
	IdleRelease time.Duration
	// Remote, when not nil, runs the recognitions of the shared models
	// (LatinLSTM, ScriptLSTM and orientation detection) in another pool,
	// which Answer serves: it sends it a call and returns its answer. The
	// pool then never loads those models itself.
	Remote func(ctx context.Context, call []byte) ([]byte, error)
	// Lazy creates the workers' own LSTM engines on first use rather than
	// in NewPool: for a pool that answers a Remote's calls and so needs
	// only the shared models.
	Lazy bool
}

// Request says how to recognise one image.
type Request struct {
	Engine Engine
	// PageSegMode is Tesseract's page segmentation mode; 0 means PSMAuto (3).
	// Mode 0 (orientation only) is not a recognition mode: use Orientation.
	PageSegMode int
	// Whitelist, when not empty, restricts recognition to these characters.
	Whitelist string
	// DPI is the resolution of the image when known; 0 lets Tesseract
	// estimate it from the text.
	DPI int
	// LocalThreshold binarises with Sauvola's local threshold instead of
	// Otsu's one threshold for the page: slower, but it keeps the text of
	// a page whose lighting or paper darkens across it.
	LocalThreshold bool
	// Script names the script whose model (ScriptModel) the ScriptLSTM
	// engine reads with ("Thai"); only for ScriptLSTM.
	Script string
}

// Pool owns Tesseract engines and lends each to one caller at a time. It is
// safe for concurrent use. The caller must Close it.
//
// A worker is a right to run one recognition, with its own LSTM engine for
// the pool's language: Workers recognitions run at once. The other engines
// are shared by all workers and created on first use: legacy engines (at
// most one per worker), one Latin-script engine, one orientation engine
// and one engine per script of ScriptModel that a page has needed. A
// recognition holds its worker while it waits for a shared engine. After
// IdleRelease without work every engine is closed, each worker's own too,
// and freed memory is returned to the operating system; the next request
// creates what it needs again.
type Pool struct {
	opts   Options
	free   chan *worker
	legacy *shelf
	latin  *shelf
	osd    *shelf
	// scripts holds a shelf of one engine per script of scriptModels.
	scripts map[string]*shelf
	done    chan struct{}
	// closing guards Close; idle tracks work for the idle release.
	closing sync.Once
	idle    idleTracker
}

// worker is one LSTM engine for the pool's language and, once asked for,
// one English LSTM engine when that language is not English. Either is nil
// while released (see Pool.releaseIdle) and created again when needed.
type worker struct {
	lstm    *engine
	english *engine
}

// latinLanguage is the Latin-script model's name.
const latinLanguage = "Latin"

// close closes the worker's engines; it keeps serving, creating them
// again when asked for.
func (w *worker) close() {
	for _, en := range []*engine{w.lstm, w.english} {
		if en != nil {
			en.close()
		}
	}
	w.lstm, w.english = nil, nil
}

// NewPool checks that the models exist, then creates opts.Workers LSTM
// engines and warms each with one tiny recognition. Legacy, Latin and
// orientation engines are created on first use and shared by the workers.
func NewPool(opts Options) (*Pool, error) {
	if opts.TessdataDir == "" {
		opts.TessdataDir = DefaultTessdataDir
	}
	if opts.LegacyTessdataDir == "" {
		opts.LegacyTessdataDir = DefaultLegacyTessdataDir
	}
	if opts.Language == "" {
		opts.Language = DefaultLanguage
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.IdleRelease == 0 {
		opts.IdleRelease = DefaultIdleRelease
	}
	for _, f := range []string{
		filepath.Join(opts.TessdataDir, opts.Language+".traineddata"),
		filepath.Join(opts.TessdataDir, "eng.traineddata"),
		filepath.Join(opts.TessdataDir, "osd.traineddata"),
		filepath.Join(opts.LegacyTessdataDir, legacyLanguage+".traineddata"),
	} {
		if _, err := os.Stat(f); err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoModel, err)
		}
	}
	if opts.Logger != nil {
		tesseract.SetLeptonicaHandler(leptonicaLogger(opts.Logger))
	}
	workers := make([]*worker, 0, opts.Workers)
	fail := func(err error) (*Pool, error) {
		for _, w := range workers {
			w.close()
		}
		return nil, err
	}
	for range opts.Workers {
		if opts.Lazy {
			workers = append(workers, &worker{})
			continue
		}
		en, err := newEngine(opts.TessdataDir, opts.Language, LSTM)
		if err != nil {
			return fail(err)
		}
		workers = append(workers, &worker{lstm: en})
	}
	p := &Pool{
		opts: opts,
		free: make(chan *worker, opts.Workers),
		legacy: newShelf(opts.Workers, func() (*engine, error) {
			return newEngine(opts.LegacyTessdataDir, legacyLanguage, Legacy)
		}),
		latin: newShelf(1, func() (*engine, error) {
			return optionalEngine(opts.TessdataDir, latinLanguage)
		}),
		osd: newShelf(1, func() (*engine, error) {
			c, err := tesseract.NewOrientation(opts.TessdataDir)
			if err != nil {
				return nil, fmt.Errorf("%w: tesseract cannot load \"osd\" from %s: %v", ErrNoModel, opts.TessdataDir, err)
			}
			return &engine{c: c}, nil
		}),
		scripts: map[string]*shelf{},
		done:    make(chan struct{}),
	}
	for script, model := range scriptModels {
		p.scripts[script] = newShelf(1, func() (*engine, error) {
			en, err := optionalEngine(opts.TessdataDir, model)
			if en != nil {
				en.textSpaces = true
			}
			return en, err
		})
	}
	p.idle.after = opts.IdleRelease
	p.idle.release = p.releaseEngines
	for _, w := range workers {
		p.free <- w
	}
	return p, nil
}

// warmImage is a small white image with one black bar: enough for Tesseract
// to run its whole recognition path once.
func warmImage() *image.Gray {
	img := image.NewGray(image.Rect(0, 0, 64, 32))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for y := 12; y < 20; y++ {
		for x := 8; x < 56; x++ {
			img.Pix[y*img.Stride+x] = 0
		}
	}
	return img
}

// Workers returns the number of engines in the pool.
func (p *Pool) Workers() int { return p.opts.Workers }

// Idle returns the number of workers free at this moment: a caller that
// may split its work asks how many could take a part now.
func (p *Pool) Idle() int { return len(p.free) }

// acquire waits for a free worker, honouring ctx. The caller must release
// it.
func (p *Pool) acquire(ctx context.Context) (*worker, error) {
	select {
	case <-p.done:
		return nil, ErrClosed
	default:
	}
	p.idle.enter()
	select {
	case w := <-p.free:
		select {
		case <-p.done:
			p.release(w)
			return nil, ErrClosed
		default:
		}
		return w, nil
	case <-p.done:
		p.idle.leave()
		return nil, ErrClosed
	case <-ctx.Done():
		p.idle.leave()
		return nil, fmt.Errorf("ocr: waiting for a worker: %w", ctx.Err())
	}
}

func (p *Pool) release(w *worker) {
	p.free <- w
	p.idle.leave()
}

// optionalEngine returns an LSTM engine of model, a model setup installs
// but the pool can do without: ErrNoModel when dir does not hold it.
func optionalEngine(dir, model string) (*engine, error) {
	if _, err := os.Stat(filepath.Join(dir, model+".traineddata")); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoModel, err)
	}
	return newEngine(dir, model, LSTM)
}

// engineFor returns the engine of w that runs e, or a shared one taken from
// its shelf (put back with put). The English engine is the LSTM one when
// Language names its model.
func (p *Pool) engineFor(ctx context.Context, w *worker, e Engine, script string) (en *engine, put func(), err error) {
	var sh *shelf
	switch {
	case e == ScriptLSTM:
		if sh = p.scripts[script]; sh == nil {
			return nil, nil, fmt.Errorf("%w: no model for script %q", ErrNoModel, script)
		}
	case e == LatinLSTM && p.opts.Language != latinLanguage:
		sh = p.latin
	case e == Legacy:
		sh = p.legacy
	case e == EnglishLSTM && p.opts.Language != "eng":
		if w.english == nil {
			if w.english, err = newEngine(p.opts.TessdataDir, "eng", LSTM); err != nil {
				return nil, nil, err
			}
		}
		return w.english, func() {}, nil
	default:
		if w.lstm == nil {
			if w.lstm, err = newEngine(p.opts.TessdataDir, p.opts.Language, LSTM); err != nil {
				return nil, nil, err
			}
		}
		return w.lstm, func() {}, nil
	}
	en, err = sh.get(ctx, p.done)
	if err != nil {
		return nil, nil, err
	}
	return en, func() { sh.put(en) }, nil
}

// Recognize reads the text of img. It waits for a free engine as long as ctx
// allows, and Tesseract stops at the next word (the next line for LSTM) once
// ctx is done: Recognize then returns ctx's error and the engine serves the
// next call once Tesseract has stopped. Boxes are in img's coordinates.
func (p *Pool) Recognize(ctx context.Context, img *image.Gray, req Request) ([]layout.Line, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ocr: %w", err)
	}
	if req.Engine < LSTM || req.Engine > ScriptLSTM {
		return nil, fmt.Errorf("ocr: unknown engine %d", int(req.Engine))
	}
	psm := req.PageSegMode
	if psm == 0 {
		psm = PSMAuto
	}
	if psm < 1 || psm > 13 {
		return nil, fmt.Errorf("ocr: page segmentation mode %d out of range 1..13", psm)
	}
	w, err := p.acquire(ctx)
	if err != nil {
		return nil, err
	}
	if p.opts.Remote != nil && remoteEngine(req.Engine) {
		req.PageSegMode = psm
		a, err := p.remote(ctx, opRecognize, img, req)
		p.release(w)
		return a.Lines, err
	}
	en, put, err := p.engineFor(ctx, w, req.Engine, req.Script)
	if err != nil {
		p.release(w)
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		put()
		p.release(w)
		return nil, fmt.Errorf("ocr: %w", err)
	}
	lines, err := en.recognize(ctx, img, psm, req.Whitelist, req.DPI, req.LocalThreshold)
	p.releaseIdle(w, en, put)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ocr: %w", err)
	}
	return lines, nil
}

// releaseIdle releases w, and en through put, once en has ended a
// recognition stopped by its context, which may still be analysing the
// page's layout: the next caller then waits for a worker, honouring its own
// context, rather than for en.
func (p *Pool) releaseIdle(w *worker, en *engine, put func()) {
	if !en.c.Busy() {
		put()
		p.release(w)
		return
	}
	go func() {
		en.c.Wait()
		put()
		p.release(w)
	}()
}

// minOrientationConfidence is the OSD confidence under which Orientation
// keeps the page as it is. Tesseract's own tools treat values under about 2
// as unreliable.
const minOrientationConfidence = 2

// osdMaxSide is the longest side Orientation analyses: OSD needs only the
// shapes of characters, so larger images (beyond A4 at 300 DPI) are shrunk
// first to keep it cheap. Shrinking further (to 2000 px) loses small text:
// a 200-DPI page halved was no longer detected.
const osdMaxSide = 3600

// Orientation returns the clockwise rotation in degrees (0, 90, 180 or 270)
// that makes img upright. It answers 0 when Tesseract finds too little text
// or is unsure. Orientation detection cannot be stopped once it runs: ctx is
// checked before and after.
func (p *Pool) Orientation(ctx context.Context, img *image.Gray) (int, error) {
	o, err := p.OrientationScript(ctx, img)
	return o.Rotation, err
}

// Orientation is what orientation and script detection found on a page.
type Orientation struct {
	// Rotation is the clockwise rotation in degrees (0, 90, 180 or 270)
	// that makes the page upright.
	Rotation int
	// Script is the script of the page's text as Tesseract's osd model
	// names it ("Latin", "Thai", "Cyrillic"...) when it is sure enough of
	// it (minScriptConfidence), else "".
	Script string
}

// minScriptConfidence is the script confidence of orientation and script
// detection under which Orientation names no script. Measured: 64 on a
// scanned Thai certificate, 70 and 99 on rendered English and Thai pages.
const minScriptConfidence = 20

// OrientationScript is Orientation that also names the script of the
// page's text, found by the same detection at no extra cost.
func (p *Pool) OrientationScript(ctx context.Context, img *image.Gray) (Orientation, error) {
	if err := ctx.Err(); err != nil {
		return Orientation{}, fmt.Errorf("ocr: %w", err)
	}
	small := img
	if b := img.Bounds(); max(b.Dx(), b.Dy()) > osdMaxSide {
		small = shrink(img, (max(b.Dx(), b.Dy())+osdMaxSide-1)/osdMaxSide)
	}
	if b := small.Bounds(); min(b.Dx(), b.Dy()) < minOrientationSide {
		return Orientation{}, nil // too thin to show any text's orientation
	}
	w, err := p.acquire(ctx)
	if err != nil {
		return Orientation{}, err
	}
	defer p.release(w)
	if p.opts.Remote != nil {
		a, err := p.remote(ctx, opOrientation, small, Request{})
		return a.Orientation, err
	}
	// Orientation detection needs the legacy classifier of the osd model;
	// an LSTM-only engine answers nonsense.
	en, err := p.osd.get(ctx, p.done)
	if err != nil {
		return Orientation{}, err
	}
	defer p.osd.put(en)
	if err := ctx.Err(); err != nil {
		return Orientation{}, fmt.Errorf("ocr: %w", err)
	}
	osd, ok, err := en.c.DetectOrientationScript(small)
	if err != nil {
		return Orientation{}, fmt.Errorf("ocr: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return Orientation{}, fmt.Errorf("ocr: %w", err)
	}
	var o Orientation
	if !ok {
		return o, nil
	}
	if osd.ScriptConfidence >= minScriptConfidence {
		o.Script = osd.Script
	}
	if osd.Confidence >= minOrientationConfidence {
		o.Rotation = osdToRotation(osd.Degrees)
	}
	return o, nil
}

// minOrientationSide is the shortest side, in pixels, an image needs for
// orientation detection: a thinner one holds no line of text.
const minOrientationSide = 8

// osdToRotation turns Tesseract's detected orientation (the clockwise turn
// of the content, "Orientation in degrees" of tesseract --psm 0) into the
// clockwise rotation that corrects it ("Rotate:").
func osdToRotation(deg int) int {
	return (360 - ((deg%360)+360)%360) % 360
}

// shrink downsamples img by an integer factor, averaging each block.
func shrink(img *image.Gray, f int) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx()/f, b.Dy()/f
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			sum := 0
			for yy := range f {
				row := img.Pix[img.PixOffset(b.Min.X+x*f, b.Min.Y+y*f+yy):]
				for xx := range f {
					sum += int(row[xx])
				}
			}
			out.Pix[y*out.Stride+x] = uint8(sum / (f * f))
		}
	}
	return out
}

// Close waits for engines in use to come back, then frees them all. Calls
// after Close return ErrClosed.
func (p *Pool) Close() error {
	p.closing.Do(func() {
		close(p.done)
		for range p.opts.Workers {
			w := <-p.free
			w.close()
		}
		p.idle.stop()
		for _, sh := range p.shared() {
			sh.close()
		}
	})
	return nil
}
