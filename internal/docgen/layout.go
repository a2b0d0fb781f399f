package docgen

import (
	"image/color"
	"strings"
)

// fontKey names one font file.
type fontKey int

const (
	fDejaVuSans fontKey = iota
	fDejaVuSansBold
	fDejaVuSerif
	fDejaVuSerifBold
	fDejaVuMono
	fLiberationSans
	fLiberationSansBold
	fLiberationSerif
	fLiberationSerifBold
	fLiberationMono
	fFreeSans
	fFreeSansBold
	fFreeSerif
	fFreeSerifBold
	fFreeMono
	fOCRB
	numFonts
)

// fontFiles maps each font to its file below the font directory.
var fontFiles = [numFonts]string{
	fDejaVuSans:          "truetype/dejavu/DejaVuSans.ttf",
	fDejaVuSansBold:      "truetype/dejavu/DejaVuSans-Bold.ttf",
	fDejaVuSerif:         "truetype/dejavu/DejaVuSerif.ttf",
	fDejaVuSerifBold:     "truetype/dejavu/DejaVuSerif-Bold.ttf",
	fDejaVuMono:          "truetype/dejavu/DejaVuSansMono.ttf",
	fLiberationSans:      "truetype/liberation2/LiberationSans-Regular.ttf",
	fLiberationSansBold:  "truetype/liberation2/LiberationSans-Bold.ttf",
	fLiberationSerif:     "truetype/liberation2/LiberationSerif-Regular.ttf",
	fLiberationSerifBold: "truetype/liberation2/LiberationSerif-Bold.ttf",
	fLiberationMono:      "truetype/liberation2/LiberationMono-Regular.ttf",
	fFreeSans:            "truetype/freefont/FreeSans.ttf",
	fFreeSansBold:        "truetype/freefont/FreeSansBold.ttf",
	fFreeSerif:           "truetype/freefont/FreeSerif.ttf",
	fFreeSerifBold:       "truetype/freefont/FreeSerifBold.ttf",
	fFreeMono:            "truetype/freefont/FreeMono.ttf",
	fOCRB:                "opentype/ocr-b/OCRBS.otf",
}

// family is a regular/bold pair used for one document.
type family struct {
	name          string
	regular, bold fontKey
}

var families = []family{
	{"dejavu-sans", fDejaVuSans, fDejaVuSansBold},
	{"dejavu-serif", fDejaVuSerif, fDejaVuSerifBold},
	{"liberation-sans", fLiberationSans, fLiberationSansBold},
	{"liberation-serif", fLiberationSerif, fLiberationSerifBold},
	{"free-sans", fFreeSans, fFreeSansBold},
	{"free-serif", fFreeSerif, fFreeSerifBold},
}

type itemKind int

const (
	kText itemKind = iota
	kRect
	kLine
	kEllipse
	kPolyline
	kPolygon
)

type align int

const (
	alignLeft align = iota
	alignRight
	alignCenter
)

// item is one drawing primitive in page coordinates (millimetres, origin top
// left). Text is positioned by its baseline.
type item struct {
	kind   itemKind
	x, y   float64 // text: anchor on the baseline; rect/ellipse: top left / centre
	w, h   float64 // rect: size; ellipse: radii; line: end point
	pts    []float64
	text   string
	font   fontKey
	size   float64 // points
	align  align
	col    color.RGBA
	fill   bool
	stroke float64 // mm
	angle  float64 // text rotation in degrees, counter-clockwise
	alpha  float64 // 0 means opaque
	// outline draws only the outlines of the glyphs (rotated or
	// translucent text only), as on stamped specimen overprints.
	outline bool
}

// page is one rendered sheet: a list of primitives on a background.
type page struct {
	w, h  float64
	bg    color.RGBA
	items []item
}

// canvas appends primitives to a page and measures text.
type canvas struct {
	p *page
	m *measurer
}

type colorT = color.RGBA

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

var (
	black = rgb(0, 0, 0)
	white = rgb(255, 255, 255)
)

func (c *canvas) text(x, y float64, s string, f fontKey, size float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kText, x: x, y: y, text: s, font: f, size: size, col: col})
}

func (c *canvas) textAlign(x, y float64, s string, f fontKey, size float64, col color.RGBA, a align) {
	c.p.items = append(c.p.items, item{kind: kText, x: x, y: y, text: s, font: f, size: size, col: col, align: a})
}

// lines draws several lines of text and returns the baseline after the last.
func (c *canvas) lines(x, y float64, ls []string, f fontKey, size, lead float64, col color.RGBA) float64 {
	for _, l := range ls {
		c.text(x, y, l, f, size, col)
		y += lead
	}
	return y
}

func (c *canvas) rect(x, y, w, h float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kRect, x: x, y: y, w: w, h: h, col: col, fill: true})
}

func (c *canvas) frame(x, y, w, h, stroke float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kRect, x: x, y: y, w: w, h: h, col: col, stroke: stroke})
}

func (c *canvas) line(x1, y1, x2, y2, stroke float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kLine, x: x1, y: y1, w: x2, h: y2, col: col, stroke: stroke})
}

func (c *canvas) ellipse(cx, cy, rx, ry float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kEllipse, x: cx, y: cy, w: rx, h: ry, col: col, fill: true})
}

func (c *canvas) polyline(pts []float64, stroke float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kPolyline, pts: pts, col: col, stroke: stroke})
}

// polygon fills a closed polygon given as x, y pairs.
func (c *canvas) polygon(pts []float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kPolygon, pts: pts, col: col, fill: true})
}

// overprint draws rotated, translucent text centred on (cx, cy).
func (c *canvas) overprint(cx, cy float64, s string, f fontKey, size, angle, alpha float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kText, x: cx, y: cy, text: s, font: f, size: size, col: col, align: alignCenter, angle: angle, alpha: alpha})
}

// outlined draws rotated, translucent text of which only the glyph
// outlines are inked, centred on (cx, cy).
func (c *canvas) outlined(cx, cy float64, s string, f fontKey, size, angle, alpha float64, col color.RGBA) {
	c.p.items = append(c.p.items, item{kind: kText, x: cx, y: cy, text: s, font: f, size: size, col: col, align: alignCenter, angle: angle, alpha: alpha, outline: true})
}

// width is the advance of s in millimetres.
func (c *canvas) width(s string, f fontKey, size float64) float64 { return c.m.width(s, f, size) }

// wrap splits s into lines no wider than w millimetres.
func (c *canvas) wrap(s string, f fontKey, size, w float64) []string {
	var out []string
	cur := ""
	for _, word := range strings.Fields(s) {
		try := word
		if cur != "" {
			try = cur + " " + word
		}
		if cur != "" && c.width(try, f, size) > w {
			out = append(out, cur)
			cur = word
			continue
		}
		cur = try
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// paragraph draws wrapped text and returns the next baseline.
func (c *canvas) paragraph(x, y, w float64, s string, f fontKey, size, lead float64, col color.RGBA) float64 {
	return c.lines(x, y, c.wrap(s, f, size, w), f, size, lead, col)
}
