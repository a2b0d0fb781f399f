package docgen

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/go-pdf/fpdf"
)

// encodePages renders a multi-page document as a PDF with a text layer or
// as a scanned PDF of one JPEG per page; the pages share one set of
// degradations, as sheets fed through one scanner do.
func (w *worker) encodePages(d *doc, f Format, r *rand.Rand, created time.Time) ([]byte, string, *Degradations, error) {
	switch f {
	case FormatPDF:
		b, err := renderPDFPages(d.pages, w.fonts, created)
		return b, "pdf", nil, err
	case FormatScanPDF:
		deg := w.capDPI(pickDegradations(r, true))
		var jpgs [][]byte
		for _, p := range d.pages {
			jpg, err := encodeJPEG(degrade(w.ras.render(p, float64(deg.DPI)), deg, r), deg.JPEGQuality)
			if err != nil {
				return nil, "", nil, fmt.Errorf("%w: %w", ErrRender, err)
			}
			jpgs = append(jpgs, jpg)
		}
		b, err := renderScanPDFPages(d.pages, jpgs, created)
		return b, "pdf", &deg, err
	}
	return nil, "", nil, fmt.Errorf("%w: a %d-page document cannot be rendered as %s", ErrRender, len(d.pages), f)
}

// renderPDFPages writes the pages as one PDF with a text layer.
func renderPDFPages(pages []*page, fs *fontSet, t time.Time) ([]byte, error) {
	pdf := newPDF(pages[0], t)
	var used [numFonts]bool
	for _, p := range pages {
		for _, it := range p.items {
			if it.kind != kText {
				continue
			}
			if k := pdfFont(it.font); !used[k] {
				used[k] = true
				pdf.AddUTF8FontFromBytes(pdfFontName(k), "", fs.raw[k])
			}
		}
	}
	for i, p := range pages {
		if i > 0 {
			pdf.AddPageFormat("P", fpdf.SizeType{Wd: p.w, Ht: p.h})
		}
		drawPDFPage(pdf, p)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("%w: pdf: %w", ErrRender, err)
	}
	return buf.Bytes(), nil
}

// renderScanPDFPages writes one JPEG per page as an image-only PDF.
func renderScanPDFPages(pages []*page, jpgs [][]byte, t time.Time) ([]byte, error) {
	pdf := newPDF(pages[0], t)
	opt := fpdf.ImageOptions{ImageType: "JPG"}
	for i, p := range pages {
		if i > 0 {
			pdf.AddPageFormat("P", fpdf.SizeType{Wd: p.w, Ht: p.h})
		}
		name := fmt.Sprintf("scan%d", i)
		pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(jpgs[i]))
		pdf.ImageOptions(name, 0, 0, p.w, p.h, false, opt, 0, "")
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("%w: pdf: %w", ErrRender, err)
	}
	return buf.Bytes(), nil
}
