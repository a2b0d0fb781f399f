package reading

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"log/slog"
	"math"
	"time"

	"github.com/gen2brain/go-fitz"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/ocr"
)

// Defaults for Options.
const (
	DefaultMaxPages  = 20
	DefaultMaxPixels = 100_000_000
	// DefaultDPI renders PDF pages for OCR. 300 DPI puts 10-point text at
	// the x-height Tesseract reads best, and an A4 page stays under 9 MP.
	DefaultDPI = 300
)

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
}

// Document is what Read found.
type Document struct {
	Format Format
	// Pages are the pages read: at most Options.MaxPages.
	Pages []*layout.Page
	// PageCount is the number of pages in the file.
	PageCount int
	// chroma holds, per page, the colourfulness of its image turned as the
	// page was (see chromaMap); nil for text-layer pages and grey images.
	chroma []*image.Gray
}

// chromaOf returns the chroma map of page i of doc, or nil.
func (doc *Document) chromaOf(i int) *image.Gray {
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
}

// NewReader returns a Reader with opts, defaults filled in.
func NewReader(opts Options) *Reader {
	if opts.MaxPages <= 0 {
		opts.MaxPages = DefaultMaxPages
	}
	if opts.MaxPixels <= 0 {
		opts.MaxPixels = DefaultMaxPixels
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
	rotation := 0
	if doc.Format == FormatJPEG {
		rot, mirror := exifTransform(exifOrientation(data))
		gray = transform(gray, rot, mirror)
		chroma = transformOrNil(chroma, rot, mirror)
		rotation = rot
	}
	gray = straighten(gray, r.opts.MaxPixels)
	// Orientation is detected at the image's own resolution: on a small
	// image blown up 4x, OSD takes upright pages for upside-down ones.
	deg, err := r.orientation(ctx, 1, gray)
	if err != nil {
		return err
	}
	if deg != 0 {
		gray = transform(gray, deg, false)
		chroma = transformOrNil(chroma, deg, false)
		rotation += deg
	}
	doc.chroma = []*image.Gray{chroma}
	if long := max(gray.Bounds().Dx(), gray.Bounds().Dy()); long < upscaleBelow {
		f := min(float64(upscaleBelow)/float64(long), 4)
		if px := float64(gray.Bounds().Dx()) * float64(gray.Bounds().Dy()) * f * f; px > float64(r.opts.MaxPixels) {
			f = math.Sqrt(float64(r.opts.MaxPixels) / (px / (f * f)))
		}
		if f > 1.05 {
			gray = Scale(gray, f)
		}
	}
	doc.PageCount = 1
	page, err := r.recognizePage(ctx, 1, gray, rotation, 0)
	if err != nil {
		return err
	}
	doc.Pages = []*layout.Page{page}
	return nil
}

// ocrPage turns img upright with OSD and recognises it. rotation is what was
// already applied; dpi is 0 when unknown.
func (r *Reader) ocrPage(ctx context.Context, number int, img *image.Gray, rotation, dpi int) (*layout.Page, error) {
	deg, err := r.orientation(ctx, number, img)
	if err != nil {
		return nil, err
	}
	if deg != 0 {
		img = transform(img, deg, false)
		rotation += deg
	}
	return r.recognizePage(ctx, number, img, rotation, dpi)
}

// orientation returns the clockwise turn that makes img upright; 0 for a
// blank image or when OCR is off.
func (r *Reader) orientation(ctx context.Context, number int, img *image.Gray) (int, error) {
	if isBlank(img) {
		return 0, nil
	}
	if r.opts.OCR == nil {
		return 0, fmt.Errorf("%w: page %d needs OCR", ErrNoOCR, number)
	}
	// An MRZ band shows which way up the page is, from its glyph shapes,
	// in a tenth of OSD's time; OSD also turns some upright identity cards
	// upside down.
	if band, ok := mrz.Locate(img); ok {
		if band.Rotated180 {
			return 180, nil
		}
		return 0, nil
	}
	deg, err := r.opts.OCR.Orientation(ctx, img)
	if err != nil {
		return 0, fmt.Errorf("extract: page %d orientation: %w", number, err)
	}
	return deg, nil
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
		np, err := local.recognizePage(ctx, p.Number, p.Image, p.Rotation, 0)
		if err != nil {
			return nil, false, err
		}
		again.Pages[i] = np
	}
	return again, true, nil
}

// recognizePage recognises an upright page image. rotation is what was
// already applied; dpi is 0 when unknown.
func (r *Reader) recognizePage(ctx context.Context, number int, img *image.Gray, rotation, dpi int) (*layout.Page, error) {
	page := &layout.Page{Number: number, Source: layout.SourceOCR}
	fill := func() {
		page.Image = img
		page.Width, page.Height = float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		page.Rotation = rotation % 360
	}
	if isBlank(img) {
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
	// Banners are turned negative on pages read with the pool's engine,
	// not on identity pages (read with EnglishLSTM): their photos and dark
	// card designs are not banners, and their accuracy was measured
	// without it.
	ocrImg := img
	if r.opts.Model == PageModel && hasDarkAreas(img) {
		ocrImg = invertDarkAreas(img, max(img.Bounds().Dx(), img.Bounds().Dy())/40)
	}
	lines, err := r.opts.OCR.Recognize(ctx, ocrImg, ocr.Request{Engine: r.opts.Model.engine(), DPI: dpi, LocalThreshold: r.localThreshold})
	if err == nil && r.opts.Model == PageModel {
		lines, err = r.splitJoinedColumns(ctx, ocrImg, dpi, lines)
	}
	if err != nil {
		return nil, fmt.Errorf("extract: page %d: %w", number, err)
	}
	fill()
	page.Lines = lines
	r.opts.Logger.DebugContext(ctx, "extract: page recognised", "page", number, "rotation", page.Rotation,
		"width", page.Width, "height", page.Height, "lines", len(lines), "duration", time.Since(start))
	return page, nil
}

func (r *Reader) readPDF(ctx context.Context, data []byte, doc *Document) error {
	var f *fitz.Document
	err := guard("PDF parser", func() (err error) {
		f, err = fitz.NewFromMemory(data)
		return err
	})
	if f != nil {
		defer f.Close()
	}
	switch {
	case errors.Is(err, fitz.ErrNeedsPassword):
		return fmt.Errorf("%w: PDF is encrypted and needs a password", ErrUnreadable)
	case errors.Is(err, ErrUnreadable):
		return err
	case err != nil:
		return fmt.Errorf("%w: PDF: %v", ErrUnreadable, err)
	}
	var n int
	if err := guard("PDF page count", func() error { n = f.NumPage(); return nil }); err != nil {
		return err
	}
	if n <= 0 {
		return fmt.Errorf("%w: PDF has no pages", ErrUnreadable)
	}
	doc.PageCount = n
	forms := r.pdfForms(ctx, data, min(n, r.opts.MaxPages))
	for i := range min(n, r.opts.MaxPages) {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("extract: before page %d: %w", i+1, err)
		}
		page, chroma, err := r.pdfPage(ctx, f, i, formsOf(forms, i))
		if err != nil {
			return err
		}
		doc.Pages = append(doc.Pages, page)
		doc.chroma = append(doc.chroma, chroma)
	}
	return nil
}

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
// values of its filled-in form fields are added as lines. A rendered
// page's chroma map (see chromaMap) is returned with it.
func (r *Reader) pdfPage(ctx context.Context, f *fitz.Document, i int, forms []formField) (*layout.Page, *image.Gray, error) {
	number := i + 1
	start := time.Now()
	var text string
	err := guard("PDF text", func() (err error) {
		text, err = f.Text(i)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: page %d text: %v", ErrUnreadable, number, err)
	}
	if countAlnum([]layout.Line{{Words: []layout.Word{{Text: text}}}}) >= minTextLayerChars {
		var svg string
		err := guard("PDF page drawing", func() (err error) {
			svg, err = f.SVG(i)
			return err
		})
		if err != nil {
			return nil, nil, fmt.Errorf("%w: page %d: %v", ErrUnreadable, number, err)
		}
		sp := parseSVG(svg)
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
	side := func(pt int) float64 { return math.Ceil(float64(pt)*dpi/72) + 1 }
	if px := side(bound.Dx()) * side(bound.Dy()); px > float64(r.opts.MaxPixels) {
		dpi *= math.Sqrt(float64(r.opts.MaxPixels)/px) * 0.99
	}
	if side(bound.Dx()) > 32000 || side(bound.Dy()) > 32000 || dpi < 10 {
		return nil, nil, fmt.Errorf("%w: page %d of %vpt cannot be rendered within %d pixels", ErrTooManyPixels, number, bound.Size(), r.opts.MaxPixels)
	}
	var rgba *image.RGBA
	err = guard("PDF renderer", func() (err error) {
		rgba, err = f.ImageDPI(i, dpi)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: page %d render: %v", ErrUnreadable, number, err)
	}
	gray := toGray(rgba)
	chroma := chromaMap(rgba, chromaSide)
	rgba = nil
	if len(forms) == 0 {
		// Form fields are placed on the page by its right-angle turn only.
		gray = straighten(gray, r.opts.MaxPixels)
	}
	page, err := r.ocrPage(ctx, number, gray, 0, int(math.Round(dpi)))
	if err != nil {
		return nil, nil, err
	}
	chroma = transformOrNil(chroma, page.Rotation, false)
	if len(forms) == 0 {
		return page, chroma, nil
	}
	w, h := page.Width, page.Height
	if page.Rotation == 90 || page.Rotation == 270 {
		w, h = h, w
	}
	page.Lines = mergeFormLines(page.Lines, forms, rasterBox(dpi/72, page.Rotation, w, h))
	return page, chroma, nil
}
