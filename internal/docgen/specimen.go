package docgen

import (
	"image/color"
	"math"
)

// stampWords are the words specimens of identity and other documents are
// overprinted with, by language (as on the specimens published in the
// Council of the EU's PRADO register).
var stampWords = map[string][]string{
	"en": {"SPECIMEN", "SAMPLE"},
	"de": {"MUSTER"},
	"fr": {"SPÉCIMEN", "SPECIMEN"},
	"es": {"ESPÉCIMEN", "MUESTRA"},
	"it": {"CAMPIONE", "FACSIMILE"},
	"nl": {"VOORBEELD", "SPECIMEN"},
	"pt": {"ESPÉCIMEN"},
	"cs": {"VZOR"},
	"sk": {"VZOR"},
	"pl": {"WZÓR"},
	"hu": {"MINTA"},
}

// stampSpecimen overprints every page of d with several translucent,
// coloured stamps at about 30°, filled or outlined, in d's language.
func (g *gen) stampSpecimen(d *doc) {
	words, ok := stampWords[d.lang]
	if !ok {
		words = stampWords["en"]
	}
	w := pick(g.r, words)
	d.specimen = w
	col := pick(g.r, []color.RGBA{rgb(210, 30, 40), rgb(200, 20, 120), rgb(30, 70, 180), rgb(90, 90, 90), rgb(220, 90, 0)})
	outline := g.r.IntN(3) // 0 filled, 1 outlined, 2 both
	for _, p := range d.allPages() {
		g.c.p = p
		n := 2 + g.r.IntN(3)
		span := math.Min(p.w, p.h*1.6)
		for k := range n {
			size := span * (0.28 + g.r.Float64()*0.2) / g.c.width(w, d.font.bold, 1)
			angle := 30 + (g.r.Float64()-0.5)*10
			cx := p.w * (0.2 + 0.6*g.r.Float64())
			cy := p.h * (float64(k) + 0.3 + 0.4*g.r.Float64()) / float64(n)
			alpha := 0.35 + g.r.Float64()*0.25
			if outline == 1 || (outline == 2 && k%2 == 1) {
				g.c.outlined(cx, cy, w, d.font.bold, size, angle, 0.85, col)
				continue
			}
			g.c.overprint(cx, cy, w, d.font.bold, size, angle, alpha, col)
		}
	}
}
