package reading

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"log/slog"
	"math"
	"runtime/debug"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/internal/mupdf"
)

// Defaults for Options.
const (
	DefaultMaxPages  = 20
	DefaultMaxPixels = 100_000_000
	// DefaultMaxPagePixels caps a rendered PDF page: A2 at 300 DPI (34.8
	// MP) renders at full resolution, a larger page at a lower one. At 24
	// MP a real statement scanned onto an oversized page lost letters of
	// its issuer's name ("Cammonwealth Bank").
	DefaultMaxPagePixels = 35_000_000
	// DefaultMaxDocumentPixels caps the pixels rendered for one PDF: twenty
	// A4 pages at 300 DPI (175 MP) fit.
	DefaultMaxDocumentPixels = 200_000_000
	// DefaultDPI renders PDF pages for OCR. 300 DPI puts 10-point text at
	// the x-height Tesseract reads best, and an A4 page stays under 9 MP.
	DefaultDPI = 300
)

// minRenderDPI: a page that would render at a lower resolution within its
// pixel cap is beyond any sensible size, and refused.
const minRenderDPI = 10

// minTextSide: an image whose shorter side has fewer pixels holds no line
// of text; it is read as a page without text, not handed to Tesseract.
const minTextSide = 8

// upscaleBelow: an image whose longer side is under this many pixels is
// enlarged to reach it before OCR (at most 4x), since small text (a phone
// crop of an ID card, a 100-DPI scan) reads far worse than the same text
// enlarged.
const upscaleBelow = 2000

// Options configures a Reader.
type Options struct {
	// OCR recognises images and pages without a text layer. Nil is allowed
	// for text-layer PDFs only: other pages fail with ErrNoOCR.
	OCR Recognizer
	// MaxPages is how many pages of a PDF are read; 0 means DefaultMaxPages.
	MaxPages int
	// MaxPixels caps the pixels of an image (checked before decoding) and of
	// a rendered page; 0 means DefaultMaxPixels.
	MaxPixels int64
	// MaxPagePixels caps the pixels of a rendered PDF page: a larger page
	// is rendered at a lower resolution, and refused when that would be
	// under 10 DPI. 0 means DefaultMaxPagePixels.
	MaxPagePixels int64
	// MaxDocumentPixels caps the pixels rendered for one PDF: pages past
	// it are not read. 0 means DefaultMaxDocumentPixels.
	MaxDocumentPixels int64
	// Budget bounds the memory of the pixel work (decoding, rendering,
	// conversions) of every reader sharing it; nil shares the process's,
	// of DefaultBudget bytes.
	Budget *Budget
	// DPI is the resolution PDF pages are rendered at for OCR; 0 means
	// DefaultDPI. A page whose rendering would pass MaxPixels is rendered at
	// a lower resolution.
	DPI float64
	// Logger receives debug records per page; nil discards them.
	Logger *slog.Logger
	// Model recognises pages: PageModel (the pool's language, the default)
	// or English, which identity documents are read with whatever that
	// language is, since it reads MRZs best.
	Model Model
	// Shape is how pages are segmented: ShapePage (automatic layout, the
	// default), or ShapeBlock for documents that are one column of lines,
	// such as till receipts, whose far-apart prices automatic layout takes
	// for a column of their own and loses.
	Shape Shape
}

// Document is what Read found.
type Document struct {
	Format Format
	// Pages are the pages read: at most Options.MaxPages.
	Pages []*layout.Page
	// PageCount is the number of pages in the file.
	PageCount int
	// chroma holds, per page, the colour maps of its image turned as the
	// page was (see chromaMap); nil for text-layer pages and grey images.
	chroma []*colourMaps
}

// chromaOf returns the colour maps of page i of doc, or nil.
func (doc *Document) chromaOf(i int) *colourMaps {
	if i < len(doc.chroma) {
		return doc.chroma[i]
	}
	return nil
}

// Reader reads documents. It is safe for concurrent use.
type Reader struct {
	opts Options
	// localThreshold has pages binarised with a local threshold (see
	// ReadAgain).
	localThreshold bool
	// memo, for one document's reader, holds recognitions made ahead
	// (see WithMemo).
	memo *memo
}

// NewReader returns a Reader with opts, defaults filled in.
func NewReader(opts Options) *Reader {
	if opts.MaxPages <= 0 {
		opts.MaxPages = DefaultMaxPages
	}
	if opts.MaxPixels <= 0 {
		opts.MaxPixels = DefaultMaxPixels
	}
	if opts.MaxPagePixels <= 0 {
		opts.MaxPagePixels = DefaultMaxPagePixels
	}
	if opts.MaxDocumentPixels <= 0 {
		opts.MaxDocumentPixels = DefaultMaxDocumentPixels
	}
	if opts.Budget == nil {
		opts.Budget = processBudget()
	}
	if opts.DPI <= 0 {
		opts.DPI = DefaultDPI
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	return &Reader{opts: opts}
}

// Read sniffs data's format and reads its pages: text-layer PDF pages from
// the text layer, everything else by OCR. Bad input is reported as
// ErrUnsupportedFormat or ErrUnreadable (ErrTooManyPixels), wrapped with a
// detail; a done ctx as its error, wrapped.
//
// The pages of a PDF that need OCR are recognised several at once, as many
// as the recogniser has workers idle when reading starts.
func (r *Reader) Read(ctx context.Context, data []byte) (*Document, error) {
	format, err := Sniff(data)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("extract: %w", err)
	}
	doc := &Document{Format: format}
	switch format {
	case FormatPDF:
		err = r.readPDF(ctx, data[pdfStart(data):], doc)
	default:
		err = r.readImage(ctx, data, doc)
	}
	if err != nil {
		return nil, err
	}
	return doc, nil
}

// guard runs f, turning a panic in a decoder into ErrUnreadable.
func guard(what string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: %s failed: %v", ErrUnreadable, what, p)
		}
	}()
	return f()
}

// largeImagePixels is the size from which a decoded image's memory is
// given back to the system as soon as its gray copy is made.
const largeImagePixels = 24_000_000

func (r *Reader) readImage(ctx context.Context, data []byte, doc *Document) error {
	decodeConfig, decode := png.DecodeConfig, png.Decode
	if doc.Format == FormatJPEG {
		decodeConfig, decode = jpeg.DecodeConfig, jpeg.Decode
	}
	var cfg image.Config
	err := guard("image header", func() (err error) {
		cfg, err = decodeConfig(bytes.NewReader(data))
		return err
	})
	if err != nil {
		return fmt.Errorf("%w: %s header: %v", ErrUnreadable, doc.Format, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return fmt.Errorf("%w: %s has no pixels", ErrUnreadable, doc.Format)
	}
	if px := int64(cfg.Width) * int64(cfg.Height); px > r.opts.MaxPixels {
		return fmt.Errorf("%w: %dx%d is %d pixels, limit %d", ErrTooManyPixels, cfg.Width, cfg.Height, px, r.opts.MaxPixels)
	}
	if max(cfg.Width, cfg.Height) > ocr.MaxSide {
		return fmt.Errorf("%w: %dx%d has a side over %d pixels", ErrTooManyPixels, cfg.Width, cfg.Height, ocr.MaxSide)
	}
	// The decoder's image, the gray copy and the turned copies, from the
	// header's size and pixel format, before anything is decoded.
	px := int64(cfg.Width) * int64(cfg.Height)
	done, err := r.opts.Budget.take(ctx, px*(decodedBytesPerPixel(doc.Format, cfg, data)+3))
	if err != nil {
		return err
	}
	defer done()
	var img image.Image
	err = guard("image decoder", func() (err error) {
		img, err = decode(bytes.NewReader(data))
		return err
	})
	if err != nil {
		if errors.Is(err, ErrUnreadable) {
			return err
		}
		return fmt.Errorf("%w: %s: %v", ErrUnreadable, doc.Format, err)
	}
	gray := toGray(img)
	chroma := chromaMap(img, chromaSide)
	img = nil
	if px >= largeImagePixels {
		// The decoder's image, four or eight bytes a pixel, is garbage
		// now: given back before the page is turned and recognised, so
		// that it does not add to their peak.
		debug.FreeOSMemory()
	}
	rotation := 0
	if doc.Format == FormatJPEG {
		rot, mirror := exifTransform(exifOrientation(data))
		gray = transform(gray, rot, mirror)
		chroma = chroma.transform(rot, mirror)
		rotation = rot
	}
	doc.PageCount = 1
	if b := gray.Bounds(); min(b.Dx(), b.Dy()) < minTextSide {
		done()
		page, err := r.recognizePage(ctx, 1, gray, rotation, 0, "")
		if err != nil {
			return err
		}
		doc.Pages = []*layout.Page{page}
		return nil
	}
	gray = straighten(gray, r.opts.MaxPixels, r.minDeskew())
	done()
	// Orientation is detected at the image's own resolution: on a small
	// image blown up 4x, OSD takes upright pages for upside-down ones.
	deg, script, err := r.orientation(ctx, 1, gray)
	if err != nil {
		return err
	}
	read := func(deg int) (*layout.Page, error) {
		img := gray
		if deg != 0 {
			img = transform(img, deg, false)
		}
		img, err := r.upscale(ctx, img)
		if err != nil {
			return nil, err
		}
		return r.recognizePage(ctx, 1, img, rotation+deg, 0, script)
	}
	page, err := read(deg)
	if err != nil {
		return err
	}
	page, deg, err = uprightIfSurer(page, deg, func() (*layout.Page, error) { return read(0) })
	if err != nil {
		return err
	}
	if deg != 0 {
		chroma = chroma.transform(deg, false)
	}
	doc.chroma = []*colourMaps{chroma}
	doc.Pages = []*layout.Page{page}
	return nil
}

// minDeskew is the least tilt straighten levels on r's pages: an identity
// document's (read with the English model) only from minDeskewCard.
func (r *Reader) minDeskew() float64 {
	if r.opts.Model == English {
		return minDeskewCard
	}
	return minDeskew
}

// upscale enlarges an image whose long side is under upscaleBelow (at most
// 4x, within MaxPixels), or returns it as it is.
func (r *Reader) upscale(ctx context.Context, img *image.Gray) (*image.Gray, error) {
	long := max(img.Bounds().Dx(), img.Bounds().Dy())
	if long >= upscaleBelow {
		return img, nil
	}
	f := min(float64(upscaleBelow)/float64(long), 4)
	if px := float64(img.Bounds().Dx()) * float64(img.Bounds().Dy()) * f * f; px > float64(r.opts.MaxPixels) {
		f = math.Sqrt(float64(r.opts.MaxPixels) / (px / (f * f)))
	}
	if f <= 1.05 {
		return img, nil
	}
	// The scaled image and Scale's row buffer of float64s.
	out := int64(float64(img.Bounds().Dx())*f+1) * int64(float64(img.Bounds().Dy())*f+1)
	done, err := r.opts.Budget.take(ctx, 9*out)
	if err != nil {
		return nil, err
	}
	defer done()
	return Scale(img, f), nil
}

// OSD takes some upright pages for upside-down ones (a letter set in a
// monospaced face, a form of boxes), and the page turned over reads as
// gibberish of low confidence. A page read turned over with a mean word
// confidence under misturnedConfidence is read again as it was, and the
// reading Tesseract is surer of is kept.
const misturnedConfidence = 0.7

// misturned reports whether page, read turned over, was read poorly.
func misturned(page *layout.Page) bool {
	return len(page.Lines) > 0 && pageConfidence(page) < misturnedConfidence
}

// uprightIfSurer returns page, read turned by deg, or, when OSD turned it
// over and it read poorly (misturned), its reading as it was (asItWas)
// if that one is surer, with the turn kept.
func uprightIfSurer(page *layout.Page, deg int, asItWas func() (*layout.Page, error)) (*layout.Page, int, error) {
	if deg != 180 || !misturned(page) {
		return page, deg, nil
	}
	upright, err := asItWas()
	if err != nil {
		return nil, 0, err
	}
	if pageConfidence(upright) > pageConfidence(page) {
		return upright, 0, nil
	}
	return page, deg, nil
}

// pageConfidence is the mean confidence of page's words with a letter or
// digit; 0 for none.
func pageConfidence(page *layout.Page) float64 {
	return wordConfidence(page.Lines, func(w layout.Word) bool {
		return strings.IndexFunc(w.Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
	})
}

// decodedBytesPerPixel returns the bytes a pixel of the image in data takes
// while Go decodes it, from its header: its pixel format, and for a
// progressive JPEG the coefficients kept for every component (4 bytes a
// pixel each).
func decodedBytesPerPixel(f Format, cfg image.Config, data []byte) int64 {
	if f == FormatJPEG {
		n := int64(3)
		if cfg.ColorModel == color.GrayModel {
			n = 1
		} else if cfg.ColorModel == color.CMYKModel {
			n = 4
		}
		if progressiveJPEG(data) {
			n += 4 * n
		}
		return n
	}
	switch cfg.ColorModel {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	if _, ok := cfg.ColorModel.(color.Palette); ok {
		return 1
	}
	return 4
}

// progressiveJPEG reports whether the first frame header of the JPEG in
// data is progressive (SOF2), whose decoder keeps every coefficient.
func progressiveJPEG(data []byte) bool {
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xff {
			return false
		}
		m := data[i+1]
		switch {
		case m == 0xff:
			i++
			continue
		case m == 0xd8 || m == 0x01 || (m >= 0xd0 && m <= 0xd7):
			i += 2
			continue
		case m == 0xc2 || m == 0xc6 || m == 0xca || m == 0xce:
			return true
		case m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc:
			return false
		case m == 0xd9 || m == 0xda:
			return false
		}
		i += 2 + (int(data[i+2])<<8 | int(data[i+3]))
	}
	return false
}

// ocrPage turns img upright with OSD and recognises it. rotation is what was
// already applied; dpi is 0 when unknown.
func (r *Reader) ocrPage(ctx context.Context, number int, img *image.Gray, rotation, dpi int) (*layout.Page, error) {
	deg, script, err := r.orientation(ctx, number, img)
	if err != nil {
		return nil, err
	}
	if deg == 0 {
		return r.recognizePage(ctx, number, img, rotation, dpi, script)
	}
	page, err := r.recognizePage(ctx, number, transform(img, deg, false), rotation+deg, dpi, script)
	if err != nil {
		return nil, err
	}
	page, _, err = uprightIfSurer(page, deg, func() (*layout.Page, error) {
		return r.recognizePage(ctx, number, img, rotation, dpi, script)
	})
	return page, err
}

// ScriptDetector is a Recognizer that also names the script of a page's
// text in its orientation detection (*ocr.Pool does); the reader then
// reads a page in a script of ocr.ScriptModel with that script's model.
type ScriptDetector interface {
	OrientationScript(ctx context.Context, img *image.Gray) (ocr.Orientation, error)
}

// orientation returns the clockwise turn that makes img upright, and the
// script of its text when the recogniser names it; 0 and "" for a blank
// image or when OCR is off.
func (r *Reader) orientation(ctx context.Context, number int, img *image.Gray) (int, string, error) {
	if noText(img) {
		return 0, "", nil
	}
	if r.opts.OCR == nil {
		return 0, "", fmt.Errorf("%w: page %d needs OCR", ErrNoOCR, number)
	}
	// An MRZ band shows which way up the page is, from its glyph shapes,
	// in a tenth of OSD's time; OSD also turns some upright identity cards
	// upside down.
	if band, ok := mrz.Locate(img); ok {
		if band.Rotated180 {
			return 180, "", nil
		}
		return 0, "", nil
	}
	if sd, ok := r.opts.OCR.(ScriptDetector); ok {
		o, err := sd.OrientationScript(ctx, img)
		if err != nil {
			return 0, "", fmt.Errorf("extract: page %d orientation: %w", number, err)
		}
		return o.Rotation, o.Script, nil
	}
	deg, err := r.opts.OCR.Orientation(ctx, img)
	if err != nil {
		return 0, "", fmt.Errorf("extract: page %d orientation: %w", number, err)
	}
	return deg, "", nil
}

// maxReadAgain is the most OCR pages ReadAgain reads: it is a second
// chance for a short document, not a second pass over a long one.
const maxReadAgain = 3

// ReadAgain recognises the pages of an image document (JPEG, PNG) again
// with a local threshold (Sauvola's) instead of one for the whole page
// (Otsu's), which loses the text of a page whose lighting or paper darkens
// across it. Pages keep their images and turns. It returns a new document,
// and false for a PDF (its pages' rendering resolution and form fields are
// not kept on them), or when doc has no OCR page or more than
// maxReadAgain.
func (r *Reader) ReadAgain(ctx context.Context, doc *Document) (*Document, bool, error) {
	if r.opts.OCR == nil || doc.Format == FormatPDF {
		return nil, false, nil
	}
	var ocrPages int
	for _, p := range doc.Pages {
		if p.Source == layout.SourceOCR && p.Image != nil {
			ocrPages++
		}
	}
	if ocrPages == 0 || ocrPages > maxReadAgain {
		return nil, false, nil
	}
	local := *r
	local.localThreshold = true
	again := &Document{Format: doc.Format, PageCount: doc.PageCount, Pages: make([]*layout.Page, len(doc.Pages)), chroma: doc.chroma}
	for i, p := range doc.Pages {
		again.Pages[i] = p
		if p.Source != layout.SourceOCR || p.Image == nil {
			continue
		}
		np, err := local.recognizePage(ctx, p.Number, p.Image, p.Rotation, 0, p.Script)
		if err != nil {
			return nil, false, err
		}
		again.Pages[i] = np
	}
	return again, true, nil
}

// recognizePage recognises an upright page image. rotation is what was
// already applied; dpi is 0 when unknown; script is the script orientation
// detection found, "" when none (see readScript).
func (r *Reader) recognizePage(ctx context.Context, number int, img *image.Gray, rotation, dpi int, script string) (*layout.Page, error) {
	page := &layout.Page{Number: number, Source: layout.SourceOCR}
	fill := func() {
		page.Image = img
		page.Width, page.Height = float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		page.Rotation = rotation % 360
	}
	if noText(img) {
		fill()
		return page, nil
	}
	if r.opts.OCR == nil {
		return nil, fmt.Errorf("%w: page %d needs OCR", ErrNoOCR, number)
	}
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("extract: page %d: %w", number, err)
	}
	// An identity page's MRZ band is read beside it by an idle worker
	// (see memo.go); not on a second reading with a local threshold.
	if !r.localThreshold {
		r.readBandAhead(ctx, img)
	}
	// Banners are turned negative on pages read with the pool's engine,
	// not on identity pages (read with EnglishLSTM): their photos and dark
	// card designs are not banners, and their accuracy was measured
	// without it.
	ocrImg := img
	if r.opts.Model == PageModel && hasDarkAreas(img) {
		ocrImg = invertDarkAreas(img, max(img.Bounds().Dx(), img.Bounds().Dy())/40)
	}
	lines, read, err := r.readScript(ctx, ocrImg, dpi, script)
	if err != nil {
		return nil, fmt.Errorf("extract: page %d: %w", number, err)
	}
	if read {
		page.Script = script
	} else {
		req := ocr.Request{Engine: r.opts.Model.engine(), PageSegMode: r.opts.Shape.psm(), DPI: dpi, LocalThreshold: r.localThreshold}
		lines, err = r.opts.OCR.Recognize(ctx, ocrImg, req)
		if err == nil && !req.LocalThreshold && len(lines) == 0 {
			// Otsu's one threshold for the whole page lost all the text of
			// a page that holds ink (a scan or photo darkening across it):
			// read it with a local one.
			req.LocalThreshold = true
			var local []layout.Line
			if local, err = r.opts.OCR.Recognize(ctx, ocrImg, req); err == nil && len(local) > len(lines) {
				lines = local
			}
		}
		if err == nil && r.opts.Model == PageModel {
			lines, err = r.splitJoinedColumns(ctx, ocrImg, dpi, lines)
		}
		if err != nil {
			return nil, fmt.Errorf("extract: page %d: %w", number, err)
		}
	}
	fill()
	page.Lines = lines
	r.opts.Logger.DebugContext(ctx, "extract: page recognised", "page", number, "rotation", page.Rotation,
		"width", page.Width, "height", page.Height, "lines", len(lines), "duration", time.Since(start))
	return page, nil
}

// readScript reads a page whose text orientation detection found in a
// script of ocr.ScriptModel (Thai) with that script's model, when r reads
// pages with the pool's language. It returns false, and no error, when
// the page is in another script, when the model is not installed, or when
// the reading is not mostly in that script (detection was wrong): the
// page is then read as any other.
func (r *Reader) readScript(ctx context.Context, img *image.Gray, dpi int, script string) ([]layout.Line, bool, error) {
	if _, ok := ocr.ScriptModel(script); !ok || r.opts.Model != PageModel {
		return nil, false, nil
	}
	lines, err := r.opts.OCR.Recognize(ctx, img, ocr.Request{Engine: ocr.ScriptLSTM, Script: script, PageSegMode: r.opts.Shape.psm(), DPI: dpi, LocalThreshold: r.localThreshold})
	switch {
	case errors.Is(err, ocr.ErrNoModel):
		r.opts.Logger.WarnContext(ctx, "extract: no model for the page's script", "script", script, "error", err)
		return nil, false, nil
	case err != nil:
		return nil, false, err
	}
	return lines, mostlyIn(lines, script), nil
}

// mostlyIn reports whether at least half the letters of lines are of
// script (a name of unicode.Scripts); true for a script Go does not list.
func mostlyIn(lines []layout.Line, script string) bool {
	table, ok := unicode.Scripts[script]
	if !ok {
		return true
	}
	in, all := 0, 0
	for _, l := range lines {
		for _, r := range l.Text() {
			if !unicode.IsLetter(r) {
				continue
			}
			all++
			if unicode.Is(table, r) {
				in++
			}
		}
	}
	return all > 0 && 2*in >= all
}

func (r *Reader) readPDF(ctx context.Context, data []byte, doc *Document) error {
	var f *mupdf.Document
	err := guard("PDF parser", func() (err error) {
		f, err = mupdf.Open(data, r.cMessages(ctx, "mupdf"))
		return err
	})
	if f != nil {
		defer f.Close()
	}
	switch {
	case errors.Is(err, mupdf.ErrNeedsPassword):
		return fmt.Errorf("%w: PDF is encrypted and needs a password", ErrUnreadable)
	case errors.Is(err, ErrUnreadable):
		return err
	case err != nil:
		return fmt.Errorf("%w: PDF: %v", ErrUnreadable, err)
	}
	n := f.NumPages()
	if n <= 0 {
		return fmt.Errorf("%w: PDF has no pages", ErrUnreadable)
	}
	doc.PageCount = n
	forms := r.pdfForms(ctx, data, min(n, r.opts.MaxPages))
	left := r.opts.MaxDocumentPixels

	// Pages are prepared (text layer, or rendering) one after another, and
	// those that need OCR recognised by up to par goroutines; pages are
	// taken in order as they are done. A page waits for a free goroutine
	// before it is rendered, so at most par renderings wait for OCR.
	par := 1
	if idle, ok := r.opts.OCR.(interface{ Idle() int }); ok {
		par = max(1, idle.Idle())
	}
	octx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait()
	defer cancel()
	type slot struct {
		page   *layout.Page
		chroma *colourMaps
		err    error
		done   chan struct{}
	}
	var slots []*slot
	next := 0
	// take appends the pages done, in order; block waits for every page.
	take := func(block bool) error {
		for next < len(slots) {
			s := slots[next]
			if block {
				<-s.done
			} else {
				select {
				case <-s.done:
				default:
					return nil
				}
			}
			if s.err != nil {
				return s.err
			}
			doc.Pages = append(doc.Pages, s.page)
			doc.chroma = append(doc.chroma, s.chroma)
			next++
		}
		return nil
	}
	free := make(chan struct{}, par)
	for i := range min(n, r.opts.MaxPages) {
		if err := take(false); err != nil {
			return err
		}
		select {
		case free <- struct{}{}:
		case <-ctx.Done():
			return fmt.Errorf("extract: before page %d: %w", i+1, ctx.Err())
		}
		if err := take(false); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("extract: before page %d: %w", i+1, err)
		}
		s := &slot{done: make(chan struct{})}
		page, pending, err := r.pdfPage(ctx, f, i, formsOf(forms, i), &left)
		if errors.Is(err, errDocumentPixels) && len(slots) > 0 {
			<-free
			r.opts.Logger.DebugContext(ctx, "extract: pixel budget of the document spent", "pages_read", len(slots), "pages", n)
			break
		}
		slots = append(slots, s)
		if err != nil || pending == nil {
			s.page, s.err = page, err
			close(s.done)
			<-free
			continue
		}
		wg.Go(func() {
			defer func() { <-free }()
			defer close(s.done)
			s.page, s.chroma, s.err = pending(octx)
		})
	}
	return take(true)
}

// errDocumentPixels: a page would pass the document's pixel cap.
var errDocumentPixels = fmt.Errorf("%w: the document's pages need more pixels than allowed", ErrTooManyPixels)

// scanWithCaption reports whether a page whose text layer holds n letters
// and digits is really a picture with a caption, such as a browser's print
// of a photo with its header and footer: little text beside a large image.
// Such a page is read from its rendering.
func scanWithCaption(n, imagePixels int) bool {
	return n < captionChars && imagePixels >= scanImagePixels
}

// A text layer under captionChars letters and digits beside an image of at
// least scanImagePixels pixels is taken for a caption (see scanWithCaption).
const (
	captionChars    = 200
	scanImagePixels = 200_000
)

// pdfPage reads page i (0-based) from its text layer when it has a real one
// (see minTextLayerChars), else renders and recognises it; either way the
// values of its filled-in form fields are added as lines.
//
// A page read from its text layer is returned; a rendered one comes back as
// the function that recognises it, which may run on another goroutine, and
// returns it with its chroma map (see chromaMap).
func (r *Reader) pdfPage(ctx context.Context, f *mupdf.Document, i int, forms []formField, left *int64) (*layout.Page, func(context.Context) (*layout.Page, *colourMaps, error), error) {
	number := i + 1
	start := time.Now()
	var text string
	err := guard("PDF text", func() (err error) {
		text, err = f.Text(ctx, i)
		return err
	})
	if err := ctxError(ctx, err); err != nil {
		return nil, nil, fmt.Errorf("extract: page %d text: %w", number, err)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("%w: page %d text: %v", ErrUnreadable, number, err)
	}
	if countAlnum([]layout.Line{{Words: []layout.Word{{Text: text}}}}) >= minTextLayerChars {
		var svg string
		err := guard("PDF page drawing", func() (err error) {
			svg, err = f.SVG(ctx, i)
			return err
		})
		if err := ctxError(ctx, err); err != nil {
			return nil, nil, fmt.Errorf("extract: page %d drawing: %w", number, err)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%w: page %d: %v", ErrUnreadable, number, err)
		}
		sp := parseSVG(svg)
		svg = ""
		lines := svgLines(sp.glyphs)
		if n := countAlnum(lines); n >= minTextLayerChars && !scanWithCaption(n, sp.imagePixels) {
			lines = mergeFormLines(lines, forms, nil)
			r.opts.Logger.DebugContext(ctx, "extract: page from text layer", "page", number,
				"lines", len(lines), "form_fields", len(forms), "duration", time.Since(start))
			return &layout.Page{Number: number, Width: sp.width, Height: sp.height, Source: layout.SourceTextLayer, Lines: lines}, nil, nil
		}
	}
	var bound image.Rectangle
	err = guard("PDF page bounds", func() (err error) {
		bound, err = f.Bound(i)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: page %d bounds: %v", ErrUnreadable, number, err)
	}
	if bound.Dx() <= 0 || bound.Dy() <= 0 {
		return nil, nil, fmt.Errorf("%w: page %d is empty (%v)", ErrUnreadable, number, bound)
	}
	dpi := r.opts.DPI
	maxPx := float64(min(r.opts.MaxPixels, r.opts.MaxPagePixels))
	side := func(pt int) float64 { return math.Ceil(float64(pt)*dpi/72) + 1 }
	if px := side(bound.Dx()) * side(bound.Dy()); px > maxPx {
		dpi *= math.Sqrt(maxPx/px) * 0.99
	}
	if side(bound.Dx()) > 32000 || side(bound.Dy()) > 32000 || dpi < minRenderDPI {
		return nil, nil, fmt.Errorf("%w: page %d of %vpt cannot be rendered within %.0f pixels", ErrTooManyPixels, number, bound.Size(), maxPx)
	}
	var w, h int
	err = guard("PDF page size", func() (err error) {
		w, h, err = f.RenderSize(i, dpi)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: page %d size: %v", ErrUnreadable, number, err)
	}
	px := int64(w) * int64(h)
	if px <= 0 || float64(px) > maxPx*1.01 {
		return nil, nil, fmt.Errorf("%w: page %d renders to %dx%d pixels", ErrTooManyPixels, number, w, h)
	}
	if px > *left {
		return nil, nil, errDocumentPixels
	}
	*left -= px
	// MuPDF's RGB pixels with alpha, the gray image, and a turned copy.
	done, err := r.opts.Budget.take(ctx, 6*px)
	if err != nil {
		return nil, nil, err
	}
	var gray *image.Gray
	err = guard("PDF renderer", func() (err error) {
		gray, err = f.RenderGray(ctx, i, dpi, w, h)
		return err
	})
	if err := ctxError(ctx, err); err != nil {
		done()
		return nil, nil, fmt.Errorf("extract: page %d render: %w", number, err)
	}
	if err != nil {
		done()
		return nil, nil, fmt.Errorf("%w: page %d render: %v", ErrUnreadable, number, err)
	}
	chroma := r.pdfChroma(ctx, f, i, dpi, w, h)
	if len(forms) == 0 {
		// Form fields are placed on the page by its right-angle turn only.
		gray = straighten(gray, r.opts.MaxPixels, r.minDeskew())
	}
	done()
	return nil, func(ctx context.Context) (*layout.Page, *colourMaps, error) {
		page, err := r.ocrPage(ctx, number, gray, 0, int(math.Round(dpi)))
		if err != nil {
			return nil, nil, err
		}
		chroma = chroma.transform(page.Rotation, false)
		if len(forms) == 0 {
			return page, chroma, nil
		}
		pw, ph := page.Width, page.Height
		if page.Rotation == 90 || page.Rotation == 270 {
			pw, ph = ph, pw
		}
		page.Lines = mergeFormLines(page.Lines, forms, rasterBox(dpi/72, page.Rotation, pw, ph))
		return page, chroma, nil
	}, nil
}

// pdfChroma returns the chroma map (see chromaMap) of page i rendered at
// dpi to w by h pixels, from a colour rendering no larger than the map; nil
// when it cannot be had, which only loses the search for a coloured stamp.
func (r *Reader) pdfChroma(ctx context.Context, f *mupdf.Document, i int, dpi float64, w, h int) *colourMaps {
	scale := min(1, float64(chromaSide)/float64(max(w, h)))
	var rgba *image.RGBA
	err := guard("PDF colour renderer", func() (err error) {
		cw, ch, err := f.RenderSize(i, dpi*scale)
		if err != nil {
			return err
		}
		rgba, err = f.RenderRGBA(ctx, i, dpi*scale, cw, ch)
		return err
	})
	if err != nil {
		return nil
	}
	return chromaMap(rgba, chromaSide)
}

// ctxError returns err when it is ctx's, else nil.
func ctxError(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err()) {
		return err
	}
	return nil
}
