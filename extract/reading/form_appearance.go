package reading

// A widget's normal appearance (/AP /N) is a form XObject whose text
// operators draw the field's value. The glyphs are placed here as MuPDF
// places them when it draws the widget on the page (its annotation
// transform maps the form's /BBox, through its /Matrix, onto the widget's
// /Rect, then the page transform applies), and each is recorded as the
// page's SVG drawing would give it to parseSVG: origin, size and matrix
// rounded to the shortest float32 text. The ink's right edge is the
// glyph's advance (the font's outline is not read), so a word's box ends a
// side bearing further right than in the page text layer.

import (
	"math"
	"strconv"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docextract/docextract/extract/layout"
)

// Bounds on drawing one appearance.
const (
	apMaxDepth    = 8   // nested form XObjects
	apMaxOperands = 64  // operands kept before an operator
	apMaxGlyphs   = 1e5 // glyphs drawn by one widget
)

// apTextState is the text part of the graphics state.
type apTextState struct {
	font                                          *apFont
	size, charSpace, wordSpace, scale, lead, rise float32
	render                                        int
}

type apGState struct {
	ctm  mat32
	text apTextState
}

// apRun draws one widget's appearance.
type apRun struct {
	d      *formDoc
	glyphs []glyph
	fonts  map[int]*apFont // by object number
	stack  []int           // object numbers of the form XObjects being run
	failed bool            // a font could not be read: the drawing is not trusted
}

// appearance returns the glyphs drawn by annot's normal appearance, placed
// on the page by pageCTM; false when there is no appearance stream or it
// cannot be decoded.
func (d *formDoc) appearance(annot types.Dict, rect rect32, pageCTM mat32) ([]glyph, bool) {
	ap := d.dict(annot["AP"])
	if ap == nil {
		return nil, false
	}
	n := ap["N"]
	ref, isRef := n.(types.IndirectRef)
	sd, isStream := d.resolve(n).(types.StreamDict)
	if !isRef || !isStream {
		// A dictionary of appearances, chosen by the appearance state.
		state, _ := d.name(annot["AS"])
		states := d.dict(n)
		if states == nil {
			return nil, false
		}
		ref, isRef = states[state].(types.IndirectRef)
		sd, isStream = d.resolve(states[state]).(types.StreamDict)
		if !isRef || !isStream {
			return nil, false
		}
	}
	bbox := d.rect(sd.Dict["BBox"]).transform(d.matrix(sd.Dict["Matrix"]))
	var w, h float32
	if bbox.x1 != bbox.x0 {
		w = (rect.x1 - rect.x0) / (bbox.x1 - bbox.x0)
	}
	if bbox.y1 != bbox.y0 {
		h = (rect.y1 - rect.y0) / (bbox.y1 - bbox.y0)
	}
	x := rect.x0 - float32(bbox.x0*w)
	y := rect.y0 - float32(bbox.y0*h)
	annotCTM := mat32{a: 1, d: 1, e: x, f: y}.preScale(w, h)
	r := &apRun{d: d, fonts: map[int]*apFont{}}
	gs := apGState{ctm: annotCTM.concat(pageCTM), text: apTextState{scale: 1}}
	r.form(int(ref.ObjectNumber), sd, gs, nil)
	if r.failed {
		return nil, false
	}
	return r.glyphs, true
}

// matrix reads a matrix array; identity when it is not an array.
func (d *formDoc) matrix(o types.Object) mat32 {
	a := d.array(o)
	if a == nil {
		return identity32
	}
	get := func(i int) float32 {
		if i < len(a) {
			return float32(d.number(a[i]))
		}
		return 0
	}
	return mat32{get(0), get(1), get(2), get(3), get(4), get(5)}
}

// form runs a form XObject: its /Matrix, its resources (else the caller's).
func (r *apRun) form(num int, sd types.StreamDict, gs apGState, parentRes types.Dict) {
	if len(r.stack) >= apMaxDepth {
		return
	}
	for _, n := range r.stack {
		if n == num {
			return
		}
	}
	r.stack = append(r.stack, num)
	defer func() { r.stack = r.stack[:len(r.stack)-1] }()
	data, err := r.d.streamData(num, sd)
	if err != nil {
		return
	}
	res := r.d.dict(sd.Dict["Resources"])
	if res == nil {
		res = parentRes
	}
	gs.ctm = r.d.matrix(sd.Dict["Matrix"]).concat(gs.ctm)
	r.content(data, gs, res)
}

// content interprets a content stream's graphics state and text operators.
func (r *apRun) content(data []byte, gs apGState, res types.Dict) {
	var saved []apGState
	var tm, tlm mat32
	lex := contentLexer{data: data}
	var ops []apOperand
	// arg returns operand i of n before the operator (0 when missing).
	arg := func(n, i int) apOperand {
		if j := len(ops) - n + i; j >= 0 && j < len(ops) {
			return ops[j]
		}
		return apOperand{}
	}
	nums := func(n int) []float32 {
		out := make([]float32, n)
		for i := range n {
			out[i] = arg(n, i).num
		}
		return out
	}
	for !r.failed && len(r.glyphs) < apMaxGlyphs {
		if !r.d.step(1) {
			return
		}
		o, op, ok := lex.next()
		if !ok {
			return
		}
		if op == "" {
			if len(ops) >= apMaxOperands {
				ops = ops[1:]
			}
			ops = append(ops, o)
			continue
		}
		t := &gs.text
		switch op {
		case "q":
			if len(saved) < 256 {
				saved = append(saved, gs)
			}
		case "Q":
			if len(saved) > 0 {
				gs = saved[len(saved)-1]
				saved = saved[:len(saved)-1]
			}
		case "cm":
			if len(ops) >= 6 {
				a := nums(6)
				gs.ctm = mat32{a[0], a[1], a[2], a[3], a[4], a[5]}.concat(gs.ctm)
			}
		case "BT":
			tm, tlm = identity32, identity32
		case "Tf":
			t.size = arg(1, 0).num
			t.font = r.font(res, arg(2, 0).name)
		case "Tc":
			t.charSpace = arg(1, 0).num
		case "Tw":
			t.wordSpace = arg(1, 0).num
		case "Tz":
			t.scale = arg(1, 0).num / 100
		case "TL":
			t.lead = arg(1, 0).num
		case "Ts":
			t.rise = arg(1, 0).num
		case "Tr":
			t.render = int(arg(1, 0).num)
		case "Td", "TD":
			a := nums(2)
			if op == "TD" {
				t.lead = -a[1]
			}
			tlm = tlm.preTranslate(a[0], a[1])
			tm = tlm
		case "Tm":
			a := nums(6)
			tm = mat32{a[0], a[1], a[2], a[3], a[4], a[5]}
			tlm = tm
		case "T*":
			tlm = tlm.preTranslate(0, -t.lead)
			tm = tlm
		case "Tj", "'", "\"", "TJ":
			if op == "\"" {
				t.wordSpace, t.charSpace = arg(3, 0).num, arg(3, 1).num
			}
			if op == "'" || op == "\"" {
				tlm = tlm.preTranslate(0, -t.lead)
				tm = tlm
			}
			text := arg(1, 0)
			switch text.kind {
			case '(':
				tm = r.show(text.str, gs, tm)
			case '[':
				for _, item := range text.arr {
					switch item.kind {
					case '(':
						tm = r.show(item.str, gs, tm)
					case 'n':
						tadj := float32(float32(-item.num*t.size) * 0.001)
						tm = tm.preTranslate(tadj*t.scale, 0)
					}
				}
			}
		case "Do":
			r.do(res, arg(1, 0).name, gs)
		}
		ops = ops[:0]
	}
}

// do runs a form XObject named in res.
func (r *apRun) do(res types.Dict, name string, gs apGState) {
	xobjs := r.d.dict(res["XObject"])
	o := xobjs[name]
	ref, ok := o.(types.IndirectRef)
	if !ok {
		return
	}
	sd, ok := r.d.resolve(ref).(types.StreamDict)
	if !ok {
		return
	}
	if sub, _ := r.d.name(sd.Dict["Subtype"]); sub != "Form" {
		return
	}
	r.form(int(ref.ObjectNumber), sd, gs, res)
}

// font returns the font named in res, read once per run.
func (r *apRun) font(res types.Dict, name string) *apFont {
	o := r.d.dict(res["Font"])[name]
	ref, isRef := o.(types.IndirectRef)
	if f, ok := r.fonts[int(ref.ObjectNumber)]; isRef && ok {
		return f
	}
	var f *apFont
	if fd := r.d.dict(o); fd != nil {
		f = r.d.loadFont(fd)
	}
	if f == nil {
		r.failed = true
	}
	if isRef {
		r.fonts[int(ref.ObjectNumber)] = f
	}
	return f
}

// show draws a string with the current font; it returns the text matrix
// after it.
func (r *apRun) show(b []byte, gs apGState, tm mat32) mat32 {
	t := gs.text
	f := t.font
	if f == nil {
		r.failed = true
		return tm
	}
	for i := 0; i < len(b); {
		code, n := f.code(b[i:])
		i += n
		w0, ok := f.width(code)
		if !ok {
			r.failed = true
			return tm
		}
		trm := mat32{a: t.size * t.scale, d: t.size, f: t.rise}.concat(tm)
		if t.render != 3 && t.render != 7 && len(r.glyphs) < apMaxGlyphs {
			r.glyph(f.text(code), trm.concat(gs.ctm), w0)
		}
		tx := float32(float32(w0*t.size)+t.charSpace) * t.scale
		tm = tm.preTranslate(tx, 0)
		if code == 32 && n == 1 {
			tm = tm.preTranslate(t.wordSpace*t.scale, 0)
		}
	}
	return tm
}

// glyph records a glyph drawn with device matrix m as parseSVG reads it
// from MuPDF's SVG: the matrix printed as the shortest float32 text, the
// text from its character (none for a NUL).
func (r *apRun) glyph(ucs rune, m mat32, advance float32) {
	if ucs <= 0 || !m.finite() {
		return
	}
	if ucs >= 0xD800 && ucs <= 0xDFFF {
		ucs = 0xFFFD
	}
	var p [6]float64
	for i, v := range [6]float32{m.a, m.b, m.c, m.d, m.e, m.f} {
		p[i], _ = strconv.ParseFloat(strconv.FormatFloat(float64(v), 'g', -1, 32), 64)
	}
	g := glyph{text: string(ucs), x: p[4], y: p[5], size: math.Hypot(p[0], p[1])}
	if g.size <= 0 {
		return
	}
	g.horizontal = p[0] > 0 && p[3] < 0 && math.Abs(p[1]) < 1e-3*g.size && math.Abs(p[2]) < 1e-3*g.size
	blank := ucs == ' ' || ucs >= 8 && ucs <= 13
	if g.horizontal {
		g.right = g.x
		if !blank && advance > 0 {
			g.right = g.x + p[0]*float64(advance)
		}
	} else {
		for _, c := range [][2]float64{{0, -0.2}, {0.6, -0.2}, {0, 0.8}, {0.6, 0.8}} {
			px, py := p[0]*c[0]+p[2]*c[1]+p[4], p[1]*c[0]+p[3]*c[1]+p[5]
			g.box = g.box.Union(layoutPoint(px, py))
		}
	}
	r.glyphs = append(r.glyphs, g)
}

// layoutPoint is a point as a box, as parseSVG unions them.
func layoutPoint(x, y float64) layout.Box {
	return layout.Box{Left: x, Top: y, Right: x + 1e-9, Bottom: y + 1e-9}
}
