package ocr

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/otiai10/gosseract/v2"

	"github.com/docextract/docextract/extract/layout"
)

// initMu serialises the initialisation of gosseract clients in the process.
// gosseract's Init points the process's stderr at /dev/null and a buffer of
// its own while Tesseract loads its model, then restores it: two at once can
// leave stderr pointing at /dev/null for good or write into a finished call's
// buffer. It guards that process-wide resource, which no Pool owns alone.
var initMu sync.Mutex

// configs are the Tesseract config files of the engines: gosseract
// initialises Tesseract with OEM_DEFAULT and a config file, and OEM_DEFAULT
// takes the engine from the config's tessedit_ocr_engine_mode. debug_file
// keeps notes such as "Estimating resolution" off stderr.
var configs = map[Engine]string{
	LSTM:   "tessedit_ocr_engine_mode 1\ndebug_file /dev/null\n",
	Legacy: "tessedit_ocr_engine_mode 0\ndebug_file /dev/null\n",
}

// engine is one gosseract client, initialised and warm. A client is not safe
// for concurrent use: one goroutine at a time.
type engine struct {
	c *gosseract.Client
	// enc and png encode images for Tesseract; both are kept for reuse.
	enc png.Encoder
	png bytes.Buffer
}

// encoderBuffer keeps one engine's PNG encoder state between images.
type encoderBuffer struct{ b *png.EncoderBuffer }

func (e *encoderBuffer) Get() *png.EncoderBuffer  { return e.b }
func (e *encoderBuffer) Put(b *png.EncoderBuffer) { e.b = b }

// maxKeptPNG is the largest encoding buffer an engine keeps between calls
// (an A4 page at 300 DPI is 8.7 MB).
const maxKeptPNG = 16 << 20

// newEngine creates a client for the traineddata of lang in dir, running
// engine e, and warms it with one tiny recognition: gosseract initialises
// Tesseract lazily on the first recognition, and until then settings such as
// the page segmentation mode do not stick.
func newEngine(dir, lang string, e Engine) (*engine, error) {
	// Tesseract reads the config file only while it initialises: it lives in
	// a private temporary directory for that moment, so nothing is left
	// behind by a Pool that is never closed.
	confDir, err := os.MkdirTemp("", "docextract-ocr-")
	if err != nil {
		return nil, fmt.Errorf("ocr: %w", err)
	}
	defer os.RemoveAll(confDir)
	conf := filepath.Join(confDir, e.String()+".config")
	if err := os.WriteFile(conf, []byte(configs[e]), 0o600); err != nil {
		return nil, fmt.Errorf("ocr: writing tesseract config: %w", err)
	}
	en := &engine{
		c: gosseract.NewClient(),
		// Uncompressed: deflate would cost more than it saves in memory.
		enc: png.Encoder{CompressionLevel: png.NoCompression, BufferPool: &encoderBuffer{}},
	}
	for _, err := range []error{
		en.c.SetTessdataPrefix(dir),
		en.c.SetLanguage(lang),
		en.c.SetConfigFile(conf),
	} {
		if err != nil {
			en.close()
			return nil, fmt.Errorf("ocr: setting up tesseract: %w", err)
		}
	}
	initMu.Lock()
	_, err = en.recognize(warmImage(), PSMAuto, "", 0, false)
	initMu.Unlock()
	if err != nil {
		en.close()
		return nil, fmt.Errorf("%w: tesseract cannot load %q from %s (engine %v): %v", ErrNoModel, lang, dir, e, err)
	}
	return en, nil
}

func (en *engine) close() {
	if en.c != nil {
		en.c.Close()
		en.c = nil
	}
}

// recognize reads the text of img with the page segmentation mode psm,
// restricted to whitelist when it is not empty, at dpi when positive (else
// Tesseract estimates the resolution). Boxes are in img's coordinates.
func (en *engine) recognize(img *image.Gray, psm int, whitelist string, dpi int, local bool) ([]layout.Line, error) {
	b := img.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return nil, fmt.Errorf("ocr: empty image")
	}
	if b.Dx() > maxSide || b.Dy() > maxSide {
		return nil, fmt.Errorf("ocr: image %dx%d exceeds %d pixels a side", b.Dx(), b.Dy(), maxSide)
	}
	// Tesseract (Leptonica) decodes the image from bytes. Uncompressed PNG
	// is the cheapest way found: Leptonica reads PGM a byte at a time (75 ms
	// for an A4 page at 200 DPI, against 12 ms for encoding and decoding PNG).
	// Never JPEG: MuPDF's libjpeg symbols break Leptonica's JPEG reader.
	en.png.Reset()
	// Room for the rows, their filter bytes and the framing, in one go.
	raw := b.Dy() * (b.Dx() + 1)
	en.png.Grow(raw + raw/256 + 1024)
	if err := en.enc.Encode(&en.png, img); err != nil {
		return nil, fmt.Errorf("ocr: encoding image: %w", err)
	}
	err := en.c.SetImageFromBytes(en.png.Bytes())
	if en.png.Cap() > maxKeptPNG {
		en.png = bytes.Buffer{}
	}
	if err != nil {
		return nil, fmt.Errorf("ocr: setting image: %w", err)
	}
	if err := en.c.SetPageSegMode(gosseract.PageSegMode(psm)); err != nil {
		return nil, fmt.Errorf("ocr: setting page segmentation mode: %w", err)
	}
	// Set every time, so that one request's settings never leak into the next.
	if err := en.c.SetWhitelist(whitelist); err != nil {
		return nil, fmt.Errorf("ocr: setting whitelist: %w", err)
	}
	// user_defined_dpi 0 lets Tesseract estimate the resolution.
	if err := en.c.SetVariable("user_defined_dpi", strconv.Itoa(max(dpi, 0))); err != nil {
		return nil, fmt.Errorf("ocr: setting resolution: %w", err)
	}
	// thresholding_method: 0 is Otsu's, 2 Sauvola's.
	method := "0"
	if local {
		method = "2"
	}
	if err := en.c.SetVariable("thresholding_method", method); err != nil {
		return nil, fmt.Errorf("ocr: setting thresholding: %w", err)
	}
	// hOCR rather than GetBoundingBoxes, which leaks its result iterator.
	hocr, err := en.c.HOCRText()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errRecognize, err)
	}
	// gosseract answers "" without an error when Leptonica cannot decode the
	// image; parseHOCR then finds no page of img's size.
	lines, err := parseHOCR(hocr, b.Size(), b.Min)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errRecognize, err)
	}
	return lines, nil
}

// maxSide is Tesseract's limit on an image dimension (32767).
const maxSide = 1<<15 - 1
