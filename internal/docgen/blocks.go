package docgen

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"
)

// Building blocks of the dev and holdout layouts: key-value blocks in
// several arrangements, address windows, logos, tables and extra date and
// money formats.

// monoFamilies are typewriter faces, for notices and register printouts.
var monoFamilies = []family{
	{"liberation-mono", fLiberationMono, fLiberationMono},
	{"free-mono", fFreeMono, fFreeMono},
	{"dejavu-mono", fDejaVuMono, fDejaVuMono},
}

// kvStyle is how a block of labelled values is set.
type kvStyle int

const (
	kvLeft  kvStyle = iota // label, then the value at a fixed column
	kvAbove                // small label above its value
	kvRight                // labels right-aligned against a gutter, values left of it
	kvCells                // a ruled grid: shaded label cells, value cells
	kvColon                // "Label: value" run on one line
)

// kvOpts sets a key-value block.
type kvOpts struct {
	style      kvStyle
	col        float64 // value column relative to x (kvLeft, kvRight, kvCells)
	w          float64 // total width (kvCells)
	size       float64 // value size in points; labels are a little smaller
	labelSize  float64 // 0 means 0.85 of size
	lead       float64 // 0 means from the size
	fam        family
	labelBold  bool
	valueBold  bool
	labelCol   color.RGBA
	valueCol   color.RGBA
	shade      color.RGBA // label cells (kvCells)
	rule       color.RGBA // grid (kvCells)
	labelUpper bool
}

func (o *kvOpts) defaults() {
	if o.size == 0 {
		o.size = 9.5
	}
	if o.labelSize == 0 {
		o.labelSize = o.size * 0.85
	}
	if o.lead == 0 {
		o.lead = o.size * 0.3528 * 1.45
	}
	if o.labelCol == (color.RGBA{}) {
		o.labelCol = rgb(85, 85, 85)
	}
	if o.valueCol == (color.RGBA{}) {
		o.valueCol = black
	}
	if o.shade == (color.RGBA{}) {
		o.shade = rgb(236, 238, 240)
	}
	if o.rule == (color.RGBA{}) {
		o.rule = rgb(150, 150, 150)
	}
}

// kv sets rows of (label, value) at (x, y), y being the first baseline, and
// returns the baseline after the block. A value may hold several lines
// separated by "\n".
func (g *gen) kv(x, y float64, rows [][2]string, o kvOpts) float64 {
	o.defaults()
	c := g.c
	lf, vf := o.fam.regular, o.fam.regular
	if o.labelBold {
		lf = o.fam.bold
	}
	if o.valueBold {
		vf = o.fam.bold
	}
	for _, kv := range rows {
		label, lines := kv[0], strings.Split(kv[1], "\n")
		if o.labelUpper {
			label = strings.ToUpper(label)
		}
		switch o.style {
		case kvLeft:
			c.text(x, y, label, lf, o.labelSize, o.labelCol)
			y = c.lines(x+o.col, y, lines, vf, o.size, o.lead, o.valueCol) + o.lead*0.35
		case kvRight:
			c.textAlign(x+o.col, y, label, lf, o.labelSize, o.labelCol, alignRight)
			y = c.lines(x+o.col+3, y, lines, vf, o.size, o.lead, o.valueCol) + o.lead*0.25
		case kvAbove:
			c.text(x, y, label, lf, o.labelSize, o.labelCol)
			y = c.lines(x, y+o.labelSize*0.3528+1.2+o.size*0.3528*0.8, lines, vf, o.size, o.lead, o.valueCol) + o.lead*0.4
		case kvColon:
			c.text(x, y, label+": "+strings.Join(lines, ", "), vf, o.size, o.valueCol)
			y += o.lead
		case kvCells:
			ll := c.wrapLabel(label, lf, o.labelSize, o.col-3)
			llead := o.labelSize * 0.3528 * 1.3
			h := max(float64(len(lines))*o.lead, float64(len(ll)-1)*llead+o.lead) + o.lead*0.55
			top := y - o.size*0.3528 - o.lead*0.3
			c.rect(x, top, o.col, h, o.shade)
			c.frame(x, top, o.w, h, 0.2, o.rule)
			c.line(x+o.col, top, x+o.col, top+h, 0.2, o.rule)
			for i, l := range ll {
				c.text(x+1.8, y+float64(i)*llead, l, lf, o.labelSize, o.labelCol)
			}
			c.lines(x+o.col+2, y, lines, vf, o.size, o.lead, o.valueCol)
			y = top + h + o.size*0.3528 + o.lead*0.3
		}
	}
	return y
}

// wrapLabel wraps a label into a cell.
func (c *canvas) wrapLabel(s string, f fontKey, size, w float64) []string {
	if c.width(s, f, size) <= w {
		return []string{s}
	}
	return c.wrap(s, f, size, w)
}

// window sets an address block (the recipient in a window envelope),
// optionally under a small sender line, and returns the next baseline.
func (g *gen) window(x, y float64, sender string, lines []string, fam family, size float64, upper bool) float64 {
	c := g.c
	if sender != "" {
		c.text(x, y-6, sender, fam.regular, 6.5, rgb(80, 80, 80))
		c.line(x, y-5, x+c.width(sender, fam.regular, 6.5), y-5, 0.12, rgb(120, 120, 120))
	}
	if upper {
		up := make([]string, len(lines))
		for i, l := range lines {
			up[i] = strings.ToUpper(l)
		}
		lines = up
	}
	return c.lines(x, y, lines, fam.regular, size, size*0.3528*1.4, black)
}

// tricolor draws vertical bands (a flag-like mark).
func (g *gen) tricolor(x, y, w, h float64, cols ...color.RGBA) {
	for i, col := range cols {
		g.c.rect(x+w*float64(i)/float64(len(cols)), y, w/float64(len(cols)), h, col)
	}
}

// seal draws a round official stamp with text around its rim, in a
// translucent ink, as stamped on certificates.
func (g *gen) seal(cx, cy, r float64, text string, fam family, col color.RGBA) {
	c := g.c
	ring := func(rr, stroke float64) {
		var pts []float64
		for k := 0; k <= 60; k++ {
			a := 2 * math.Pi * float64(k) / 60
			pts = append(pts, cx+rr*math.Cos(a), cy+rr*math.Sin(a))
		}
		c.polyline(pts, stroke, col)
	}
	ring(r, 0.5)
	ring(r*0.72, 0.3)
	letters := []rune(strings.ToUpper(text))
	size := r * 0.42 / 0.3528
	for i, ch := range letters {
		a := -math.Pi + math.Pi*(float64(i)+0.5)/float64(len(letters))*1.9 - math.Pi*0.45
		px, py := cx+r*0.86*math.Cos(a), cy+r*0.86*math.Sin(a)
		c.p.items = append(c.p.items, item{kind: kText, x: px, y: py, text: string(ch), font: fam.bold, size: size * 0.55,
			col: col, align: alignCenter, angle: -(a*180/math.Pi + 90), alpha: 0.85})
	}
	g.emblem(cx, cy, r*0.5, col, white)
}

// signature draws a scrawl ending at (x, y).
func (g *gen) signature(x, y, w float64, col color.RGBA) {
	var pts []float64
	n := 6 + g.r.IntN(5)
	for k := 0; k <= n; k++ {
		t := float64(k) / float64(n)
		pts = append(pts, x+w*t, y-3-3*math.Sin(t*math.Pi*float64(2+g.r.IntN(3)))*g.r.Float64())
	}
	g.c.polyline(pts, 0.35, col)
}

// column is one column of a table: its header, left edge and alignment.
type column struct {
	head  string
	x     float64
	align align
}

// tableRow sets one row of cells on baseline y.
func (g *gen) tableRow(y float64, cols []column, cells []string, f fontKey, size float64, col color.RGBA) {
	for i, cl := range cols {
		if i < len(cells) && cells[i] != "" {
			g.c.textAlign(cl.x, y, cells[i], f, size, col, cl.align)
		}
	}
}

// dsUSDash prints month first with dashes, as IRS notices do: 05-06-2026.
func usDash(t time.Time) string { return t.Format("01-02-2006") }

// ordinalDay prints "20th day of October 2022".
func ordinalDay(t time.Time) string {
	return fmt.Sprintf("%s day of %s %d", ordinal(t.Day()), t.Month(), t.Year())
}

func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// shortDate prints "2 Feb 2026" (pad: "02 Feb 2026").
func shortDate(t time.Time, pad bool) string {
	m := t.Month().String()[:3]
	if pad {
		return fmt.Sprintf("%02d %s %d", t.Day(), m, t.Year())
	}
	return fmt.Sprintf("%d %s %d", t.Day(), m, t.Year())
}

// monthYear prints "January 2026" in lang.
func monthYear(t time.Time, lang string) string {
	names, ok := monthName[lang]
	if !ok {
		names = monthName["en"]
	}
	return fmt.Sprintf("%s %d", names[t.Month()-1], t.Year())
}

// moneyStyle is how an amount is printed.
type moneyStyle int

const (
	mEN moneyStyle = iota // 1,234.56
	mEU                   // 1.234,56
	mFR                   // 1 234,56
)

// amount prints v (sign kept) in style s, without a currency sign.
func amount(v float64, s moneyStyle) string {
	neg := v < 0
	v = math.Abs(v)
	whole := int64(v)
	cents := int64(math.Round((v - float64(whole)) * 100))
	if cents == 100 {
		whole, cents = whole+1, 0
	}
	digits := fmt.Sprintf("%d", whole)
	sep, dec := ",", "."
	switch s {
	case mEU:
		sep, dec = ".", ","
	case mFR:
		sep, dec = " ", ","
	}
	var b strings.Builder
	for i, ch := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(ch)
	}
	out := fmt.Sprintf("%s%s%02d", b.String(), dec, cents)
	if neg {
		out = "-" + out
	}
	return out
}

// personName draws a given name and a surname of country a2 in title case.
func (g *gen) personName(a2 string) (given, surname string) {
	nc := idCountryOf(a2)
	return titleCase(pick(g.r, nc.givens)), titleCase(pick(g.r, nc.surnames))
}

// newStems are company names of the dev and holdout layouts.
var newStems = map[string][]string{
	"en": {"Harrow & Pike", "Quillon Data", "Marigold Foods", "Tessellate Design", "Corvid Robotics", "Oak Hollow Farms", "Halcyon Freight", "Vireo Labs", "Alder & Ash", "Bramble Street Bakery", "Pinecrest Trading", "Copperline Media"},
	"de": {"Lindgrün Maschinenbau", "Weißdorn Software", "Brückner & Kühn", "Nordhafen Logistik", "Sonnenhof Naturkost"},
	"fr": {"Atelier Pivoine", "Lumière d'Automne", "Verger Saint-Éloi", "Maison Bréhat", "Électro Durance"},
	"it": {"Officine Brunelli", "Tessitura Vallechiara", "Forno San Gennaro", "Nautica Aurelia", "Ceramiche Lucà"},
	"es": {"Talleres Olmeda", "Bodegas Peñalba", "Distribuciones Ibáñez", "Construcciones Albéniz", "Óptica Mediterránea"},
	"nl": {"Zeewind Techniek", "Bakkerij De Molen", "Tulpveld Advies", "Grachtzicht Media", "Van Dijk & Visser"},
}

// companyName draws a company name in lang with a legal form of a2.
func (g *gen) companyName(lang, a2 string) string {
	stems := newStems[lang]
	if stems == nil {
		stems = newStems["en"]
	}
	return pick(g.r, stems) + " " + pick(g.r, legalForms[a2])
}
