package docgen

import (
	"bytes"
	"fmt"
	"time"

	"github.com/go-pdf/fpdf"
)

// drawPDFPage draws p's background and items on the current PDF page.
func drawPDFPage(pdf *fpdf.Fpdf, p *page) {
	if p.bg != white {
		pdf.SetFillColor(int(p.bg.R), int(p.bg.G), int(p.bg.B))
		pdf.Rect(0, 0, p.w, p.h, "F")
	}
	for _, it := range p.items {
		c := it.col
		switch it.kind {
		case kRect:
			if it.fill {
				pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
				pdf.Rect(it.x, it.y, it.w, it.h, "F")
			} else {
				pdf.SetDrawColor(int(c.R), int(c.G), int(c.B))
				pdf.SetLineWidth(it.stroke)
				pdf.Rect(it.x, it.y, it.w, it.h, "D")
			}
		case kLine:
			pdf.SetDrawColor(int(c.R), int(c.G), int(c.B))
			pdf.SetLineWidth(it.stroke)
			pdf.Line(it.x, it.y, it.w, it.h)
		case kPolyline:
			pdf.SetDrawColor(int(c.R), int(c.G), int(c.B))
			pdf.SetLineWidth(it.stroke)
			for i := 0; i+3 < len(it.pts); i += 2 {
				pdf.Line(it.pts[i], it.pts[i+1], it.pts[i+2], it.pts[i+3])
			}
		case kPolygon:
			pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
			var pts []fpdf.PointType
			for i := 0; i+1 < len(it.pts); i += 2 {
				pts = append(pts, fpdf.PointType{X: it.pts[i], Y: it.pts[i+1]})
			}
			pdf.Polygon(pts, "F")
		case kEllipse:
			pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
			pdf.Ellipse(it.x, it.y, it.w, it.h, 0, "F")
		case kText:
			pdf.SetFont(pdfFontName(pdfFont(it.font)), "", it.size)
			pdf.SetTextColor(int(c.R), int(c.G), int(c.B))
			x := it.x
			switch it.align {
			case alignRight:
				x -= pdf.GetStringWidth(it.text)
			case alignCenter:
				x -= pdf.GetStringWidth(it.text) / 2
			}
			if it.angle == 0 && it.alpha == 0 {
				pdf.Text(x, it.y, it.text)
				continue
			}
			if it.alpha != 0 {
				pdf.SetAlpha(it.alpha, "Normal")
			}
			if it.outline {
				pdf.SetTextRenderingMode(1) // stroke the glyphs' outlines only
				pdf.SetDrawColor(int(c.R), int(c.G), int(c.B))
				pdf.SetLineWidth(it.size * 0.012)
			}
			pdf.TransformBegin()
			pdf.TransformRotate(it.angle, it.x, it.y)
			// The raster overprint is centred vertically on its anchor too.
			pdf.Text(x, it.y+it.size*25.4/72*0.35, it.text)
			pdf.TransformEnd()
			if it.outline {
				pdf.SetTextRenderingMode(0)
			}
			if it.alpha != 0 {
				pdf.SetAlpha(1, "Normal")
			}
		}
	}
}

// pdfFontName is the fpdf family registered for a font.
func pdfFontName(k fontKey) string { return fmt.Sprintf("f%d", k) }

func newPDF(p *page, t time.Time) *fpdf.Fpdf {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: p.w, Ht: p.h}})
	pdf.SetCreationDate(t)
	pdf.SetModificationDate(t)
	pdf.SetCatalogSort(true)
	pdf.SetProducer("docextract docgen", false)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.AddPage()
	return pdf
}

// renderPDF writes p as a PDF with a text layer. The MRZ, set in OCR-B on
// raster output, is set in Liberation Mono here: fpdf embeds TrueType only.
func renderPDF(p *page, fs *fontSet, t time.Time) ([]byte, error) {
	pdf := newPDF(p, t)
	var used [numFonts]bool
	for _, it := range p.items {
		if it.kind != kText {
			continue
		}
		k := pdfFont(it.font)
		if !used[k] {
			used[k] = true
			pdf.AddUTF8FontFromBytes(pdfFontName(k), "", fs.raw[k])
		}
	}
	drawPDFPage(pdf, p)
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("%w: pdf: %w", ErrRender, err)
	}
	return buf.Bytes(), nil
}

func pdfFont(k fontKey) fontKey {
	if k == fOCRB {
		return fLiberationMono
	}
	return k
}

// renderScanPDF embeds a JPEG of the page as the only content of a PDF page.
func renderScanPDF(p *page, jpg []byte, t time.Time) ([]byte, error) {
	pdf := newPDF(p, t)
	opt := fpdf.ImageOptions{ImageType: "JPG"}
	pdf.RegisterImageOptionsReader("scan", opt, bytes.NewReader(jpg))
	pdf.ImageOptions("scan", 0, 0, p.w, p.h, false, opt, 0, "")
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("%w: pdf: %w", ErrRender, err)
	}
	return buf.Bytes(), nil
}
