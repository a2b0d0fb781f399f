package reading

// Form fields are read in pure Go: pdfcpu parses the PDF's objects, and
// this file walks the page tree, each page's widget annotations and their
// fields' inherited entries the way MuPDF does, so the fields and their
// places are those the page text and rendering (go-fitz) use. Geometry is
// computed in float32, as MuPDF computes it.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docextract/docextract/extract/layout"
)

// Bounds on the work done for the form fields of one document: a hostile
// PDF stops being read when one is reached, keeping the fields found so far.
const (
	// formReadTimeout bounds parsing and walking together.
	formReadTimeout = 10 * time.Second
	// formMaxSteps bounds the objects visited (tree nodes, array entries,
	// parents, content stream operators).
	formMaxSteps = 4_000_000
	// formMaxChain bounds a /Parent chain or the page tree's depth.
	formMaxChain = 256
	// formMaxStreamBytes bounds one decoded stream (appearance, value,
	// object stream).
	formMaxStreamBytes = 4 << 20
	// formMaxDecodedBytes bounds the streams decoded for one document.
	formMaxDecodedBytes = 64 << 20
	// formMaxObjects bounds the objects of a PDF read for its form: pdfcpu
	// parses every object outside object streams up front (about 3 KB of
	// heap and 6 µs each), so a PDF with more is not read for its form
	// (the corpus PDFs have at most 2,000).
	formMaxObjects = 20_000
	// formMaxObjStms bounds the object streams opened (each decoded
	// whole, at most formMaxObjStmBytes).
	formMaxObjStms     = 256
	formMaxObjStmBytes = 2 << 20
)

// errFormPanic: reading the form fields panicked (a bug, kept out of the
// process by a recover).
var errFormPanic = errors.New("extract: form fields reader panicked")

// errFormBudget: the document needs more work than formMaxSteps or
// formMaxDecodedBytes.
var errFormBudget = errors.New("extract: form fields work budget spent")

// errFormTooLarge: the PDF has more than formMaxObjects objects.
var errFormTooLarge = fmt.Errorf("extract: PDF with over %d objects not read for form fields", formMaxObjects)

// formDoc is one parsed PDF being read for its form fields.
type formDoc struct {
	ctx   context.Context
	x     *model.XRefTable
	steps int
	// decoded counts the bytes of streams decoded, object streams included;
	// streams holds those decoded by object number, objStms the object
	// streams opened.
	decoded int
	streams map[int][]byte
	objStms map[int]int8
}

// Object stream states in formDoc.objStms (0: not opened).
const (
	objStmOpen   = 1
	objStmFailed = -1
)

// step spends n units of the work budget; false when it is spent or the
// context is done.
func (d *formDoc) step(n int) bool {
	d.steps += n
	if d.steps > formMaxSteps {
		return false
	}
	if d.steps&0xfff < n {
		return d.ctx.Err() == nil
	}
	return true
}

// readFormFields reads the filled-in text and choice fields of the first
// maxPages pages of the PDF in data, in page order. The error is non-nil
// only when a page's reading panicked; fields found before then stand.
func readFormFields(ctx context.Context, data []byte, maxPages int) (fields []formField, err error) {
	if len(data) == 0 || maxPages <= 0 {
		return nil, nil
	}
	// A form needs an /AcroForm key in the catalog, which is in plain sight
	// unless the catalog is packed in an object stream.
	if !bytes.Contains(data, []byte("/AcroForm")) && !bytes.Contains(data, []byte("/ObjStm")) {
		return nil, nil
	}
	if bytes.Count(data, []byte(" obj")) > formMaxObjects {
		return nil, errFormTooLarge
	}
	ctx, cancel := context.WithTimeout(ctx, formReadTimeout)
	defer cancel()
	d, ok := openFormDoc(ctx, data)
	if !ok {
		return nil, nil
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: %v", errFormPanic, p)
		}
	}()
	// Widgets whose field is missing from an empty /Fields still show.
	root := d.dict(*d.x.Root)
	if root == nil || d.dict(root["AcroForm"]) == nil {
		return nil, nil
	}
	n := 0 // widgets taken, as MuPDF counted them (before the checks below)
	for i := 0; i < maxPages && n < maxFormFields; i++ {
		page, ok := d.page(root, i)
		if !ok {
			break
		}
		for _, w := range d.pageWidgets(page, maxFormFields-n) {
			n++
			w.page = i
			if !finiteBox(w.rect) || w.rect.Empty() || strings.TrimSpace(w.value) == "" {
				continue
			}
			fields = append(fields, w.formField)
		}
		if d.steps > formMaxSteps || ctx.Err() != nil {
			break
		}
	}
	return fields, nil
}

// openFormDoc parses data with pdfcpu; false when it cannot, or when the
// PDF needs a password.
func openFormDoc(ctx context.Context, data []byte) (d *formDoc, ok bool) {
	defer func() {
		if recover() != nil {
			d, ok = nil, false
		}
	}()
	limits := model.DefaultResourceLimits()
	limits.MaxStreamBytes = int64(len(data))
	limits.MaxDecodeBytes = formMaxObjStmBytes
	limits.MaxObjectStreamFirst = 1 << 20
	limits.MaxImagePixels = 1
	limits.MaxImageBytes = 1
	limits.MaxObjectCount = 1_000_000
	limits.MaxObjectStreamCount = 1_000_000
	limits.MaxXRefEntries = 1_000_000
	limits.MaxRecursionDepth = 64
	conf := &model.Configuration{
		Reader15:       true,
		ValidationMode: model.ValidationRelaxed,
		Cmd:            model.LISTINFO,
		Limits:         limits,
	}
	c, err := pdfcpu.ReadWithContext(ctx, bytes.NewReader(data), conf)
	if err != nil || c == nil || c.XRefTable == nil || c.Root == nil {
		return nil, false
	}
	return &formDoc{ctx: ctx, x: c.XRefTable, streams: map[int][]byte{}, objStms: map[int]int8{}}, true
}

// resolve follows indirect references (a few, as MuPDF does) to the object.
func (d *formDoc) resolve(o types.Object) types.Object {
	for range 8 {
		ref, ok := o.(types.IndirectRef)
		if !ok {
			return o
		}
		if !d.step(1) {
			return nil
		}
		// An object in an object stream decodes the whole stream (once):
		// its bytes count against the document's budget.
		entry := d.x.Table[int(ref.ObjectNumber)]
		var lazy types.LazyObjectStreamObject
		opens := false
		if entry != nil && entry.ObjectStream != nil {
			switch d.objStms[*entry.ObjectStream] {
			case objStmFailed:
				return nil
			case 0:
				if lazy, opens = entry.Object.(types.LazyObjectStreamObject); opens {
					if d.decoded > formMaxDecodedBytes || len(d.objStms) >= formMaxObjStms {
						return nil
					}
				}
			}
		}
		o, _ = d.x.Dereference(ref)
		if opens {
			// The object's bytes are a slice of the decoded stream: its
			// capacity tells the stream's size. A stream that does not
			// decode (pdfcpu would decode it again) is not opened again.
			d.objStms[*entry.ObjectStream] = objStmOpen
			if b, err := lazy.GetData(); err == nil {
				d.decoded += cap(b)
			} else {
				d.objStms[*entry.ObjectStream] = objStmFailed
				d.decoded += formMaxObjStmBytes
			}
		}
	}
	return nil
}

// dict returns o as a dictionary (a stream's dictionary too), or nil.
func (d *formDoc) dict(o types.Object) types.Dict {
	switch v := d.resolve(o).(type) {
	case types.Dict:
		return v
	case types.StreamDict:
		return v.Dict
	}
	return nil
}

func (d *formDoc) array(o types.Object) types.Array {
	a, _ := d.resolve(o).(types.Array)
	return a
}

func (d *formDoc) name(o types.Object) (string, bool) {
	n, ok := d.resolve(o).(types.Name)
	return string(n), ok
}

// number returns o as a number; 0 for anything else, as MuPDF reads it.
func (d *formDoc) number(o types.Object) float64 {
	switch v := d.resolve(o).(type) {
	case types.Integer:
		return float64(v)
	case types.Float:
		return float64(v)
	}
	return 0
}

// integer returns o as an integer, a real truncated.
func (d *formDoc) integer(o types.Object) int {
	f := d.number(o)
	if math.IsNaN(f) || f > math.MaxInt32 || f < math.MinInt32 {
		return 0
	}
	return int(f)
}

// inherited returns key from node or the nearest of its /Parent chain
// that has it. A cycle is an error, as in MuPDF.
func (d *formDoc) inherited(node types.Dict, key string) (types.Object, error) {
	seen := map[int]bool{}
	for range formMaxChain {
		if node == nil {
			return nil, nil
		}
		if v, ok := node[key]; ok && d.resolve(v) != nil {
			return v, nil
		}
		parent := node["Parent"]
		if ref, ok := parent.(types.IndirectRef); ok {
			if seen[int(ref.ObjectNumber)] {
				return nil, errors.New("cycle in /Parent")
			}
			seen[int(ref.ObjectNumber)] = true
		}
		if !d.step(1) {
			return nil, errFormBudget
		}
		node = d.dict(parent)
	}
	return nil, errors.New("/Parent chain too long")
}

// page returns the dictionary of page i (0-based), found the way MuPDF
// finds it: by the /Count of each subtree.
func (d *formDoc) page(root types.Dict, i int) (types.Dict, bool) {
	node := d.dict(root["Pages"])
	skip := i
	// A cycle in the tree only repeats nodes until the depth bound.
	for depth := 0; node != nil && depth < formMaxChain; depth++ {
		kids := d.array(node["Kids"])
		if len(kids) == 0 {
			return nil, false
		}
		var next types.Dict
		for _, k := range kids {
			if !d.step(1) {
				return nil, false
			}
			kid := d.dict(k)
			if kid == nil {
				// MuPDF reads a missing kid as an empty page.
				if skip == 0 {
					return nil, false
				}
				skip--
				continue
			}
			typ, hasType := d.name(kid["Type"])
			_, hasKids := kid["Kids"]
			_, hasBox := kid["MediaBox"]
			if hasType && typ == "Pages" || !hasType && hasKids && !hasBox {
				count := d.integer(kid["Count"])
				if skip < count {
					next = kid
					break
				}
				skip -= count
				continue
			}
			if skip == 0 {
				return kid, true
			}
			skip--
		}
		if next == nil {
			return nil, false
		}
		node = next
	}
	return nil, false
}

// formWidget is a field found on a page, before the checks on its box and
// value.
type formWidget struct {
	formField
}

// pageWidgets returns up to max filled-in text and choice widgets of page.
func (d *formDoc) pageWidgets(page types.Dict, max int) []formWidget {
	ctm, ok := d.pageTransform(page)
	if !ok {
		return nil
	}
	var out []formWidget
	for _, a := range d.array(page["Annots"]) {
		if len(out) >= max || !d.step(1) {
			break
		}
		annot := d.dict(a)
		if annot == nil {
			continue
		}
		if sub, _ := d.name(annot["Subtype"]); sub != "Widget" {
			continue
		}
		if w, ok := d.widget(page, annot, ctm); ok {
			out = append(out, w)
		}
	}
	return out
}

// Annotation flags (/F).
const (
	annotInvisible = 1 << 0
	annotHidden    = 1 << 1
	annotNoRotate  = 1 << 4
	annotNoView    = 1 << 5
)

// widget reads one widget annotation: false when it is not a shown,
// filled-in text or choice field.
func (d *formDoc) widget(page, annot types.Dict, pageCTM mat32) (w formWidget, ok bool) {
	ft, err := d.inherited(annot, "FT")
	if err != nil {
		return w, false
	}
	if typ, _ := d.name(ft); typ != "Tx" && typ != "Ch" {
		return w, false
	}
	flags := d.integer(annot["F"])
	if flags&(annotHidden|annotNoView) != 0 {
		return w, false
	}
	value, err := d.fieldValue(annot)
	if err != nil || value == "" {
		return w, false
	}
	rect := d.rect(annot["Rect"])
	ctm := pageCTM
	if flags&annotNoRotate != 0 {
		ctm = d.noRotate(page, rect, ctm)
	}
	r := rect.transform(ctm)
	w.rect = layout.Box{Left: float64(r.x0), Top: float64(r.y0), Right: float64(r.x1), Bottom: float64(r.y1)}
	w.value = value
	// MuPDF draws a widget only when its field has a type and a name.
	if flags&annotInvisible == 0 {
		if t, err := d.inherited(annot, "T"); err == nil && t != nil {
			if glyphs, drawn := d.appearance(annot, rect, ctm); drawn {
				w.words = appearanceLines(glyphs, value)
			}
		}
	}
	return w, true
}

// fieldValue returns the field's /V as text, as MuPDF reads it: a name's
// text, a stream's or string's decoded text, else "". It is cut at a NUL
// and at maxFormValueBytes, as the C string it was.
func (d *formDoc) fieldValue(annot types.Dict) (string, error) {
	v, err := d.inherited(annot, "V")
	if err != nil {
		return "", err
	}
	var s string
	switch o := d.resolve(v).(type) {
	case types.Name:
		s = string(o)
	case types.StreamDict:
		_, num, _ := d.stream(v)
		b, err := d.streamData(num, o)
		if err != nil {
			return "", err
		}
		s = pdfText(b)
	default:
		b, ok := pdfStringBytes(o)
		if !ok {
			return "", nil
		}
		s = pdfText(b)
	}
	if i := strings.IndexByte(s, 0); i >= 0 {
		s = s[:i]
	}
	if len(s) > maxFormValueBytes {
		s = s[:maxFormValueBytes]
	}
	return strings.ToValidUTF8(s, "\uFFFD"), nil
}

// streamData returns the decoded content of stream object num, at most
// formMaxStreamBytes, within the document's formMaxDecodedBytes.
func (d *formDoc) streamData(num int, sd types.StreamDict) ([]byte, error) {
	if b, ok := d.streams[num]; ok && num > 0 {
		return b, nil
	}
	if !d.step(1) || d.decoded > formMaxDecodedBytes {
		return nil, errFormBudget
	}
	if err := sd.DecodeWithLimit(formMaxStreamBytes); err != nil {
		return nil, err
	}
	if len(sd.Content) > formMaxStreamBytes {
		return nil, fmt.Errorf("stream of %d bytes", len(sd.Content))
	}
	d.decoded += len(sd.Content)
	if num > 0 {
		d.streams[num] = sd.Content
	}
	return sd.Content, nil
}

// stream returns the stream o refers to and its object number (0 for a
// direct stream, which is not cached).
func (d *formDoc) stream(o types.Object) (types.StreamDict, int, bool) {
	num := 0
	if ref, ok := o.(types.IndirectRef); ok {
		num = int(ref.ObjectNumber)
	}
	sd, ok := d.resolve(o).(types.StreamDict)
	return sd, num, ok
}

// rect reads a rectangle array as MuPDF does: four numbers (missing ones
// 0), normalised; a non-array is the empty rectangle.
func (d *formDoc) rect(o types.Object) rect32 {
	a := d.array(o)
	if a == nil {
		return rect32{}
	}
	get := func(i int) float32 {
		if i < len(a) {
			return float32(d.number(a[i]))
		}
		return 0
	}
	x0, y0, x1, y1 := get(0), get(1), get(2), get(3)
	return rect32{min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)}
}

// pageBox returns the page's inherited box key as MuPDF uses it for the
// page transform: Letter when empty, the unit square when thinner than a
// point.
func (d *formDoc) pageBox(page types.Dict, key string) (rect32, bool, error) {
	o, err := d.inherited(page, key)
	if err != nil {
		return rect32{}, false, err
	}
	_, isArray := d.resolve(o).(types.Array)
	r := d.rect(o)
	if r.empty() {
		r = rect32{0, 0, 612, 792}
	}
	if r.x1-r.x0 < 1 || r.y1-r.y0 < 1 {
		r = rect32{0, 0, 1, 1}
	}
	return r, isArray, nil
}

// pageTransform returns the matrix from the page's user space to MuPDF's
// page space: origin at the top left of the CropBox (else MediaBox), y
// down, turned by /Rotate, scaled by /UserUnit.
func (d *formDoc) pageTransform(page types.Dict) (mat32, bool) {
	unit := float32(1)
	if u, ok := d.resolve(page["UserUnit"]).(types.Float); ok {
		unit = float32(u)
	} else if u, ok := d.resolve(page["UserUnit"]).(types.Integer); ok {
		unit = float32(u)
	}
	rot, err := d.inherited(page, "Rotate")
	if err != nil {
		return mat32{}, false
	}
	rotate := d.integer(rot)
	if rotate < 0 {
		rotate = 360 - ((-rotate) % 360)
	}
	if rotate >= 360 {
		rotate %= 360
	}
	rotate = 90 * ((rotate + 45) / 90)
	if rotate >= 360 {
		rotate = 0
	}
	ctm := mat32{a: unit, d: -unit}
	ctm = ctm.preRotate(-rotate)
	box, isArray, err := d.pageBox(page, "CropBox")
	if err != nil {
		return mat32{}, false
	}
	if !isArray {
		if box, _, err = d.pageBox(page, "MediaBox"); err != nil {
			return mat32{}, false
		}
	}
	box = box.transform(ctm)
	return ctm.concat(mat32{a: 1, d: 1, e: -box.x0, f: -box.y0}), true
}

// noRotate returns ctm for an annotation that keeps upright on a turned
// page (the NoRotate flag): turned back about its top-left corner.
func (d *formDoc) noRotate(page types.Dict, r rect32, ctm mat32) mat32 {
	rot, err := d.inherited(page, "Rotate")
	if err != nil {
		return ctm
	}
	x, y := ctm.apply(r.x0, r.y1)
	ctm = ctm.concat(mat32{a: 1, d: 1, e: -x, f: -y})
	ctm = ctm.concat(rotation(-d.integer(rot)))
	return ctm.concat(mat32{a: 1, d: 1, e: x, f: y})
}

// mat32 is a PDF matrix [a b c d e f] in MuPDF's float32 arithmetic. Every
// product is converted to float32 on its own so the compiler cannot fuse
// it into a multiply-add MuPDF does not do.
type mat32 struct{ a, b, c, d, e, f float32 }

var identity32 = mat32{a: 1, d: 1}

// concat returns m then n (MuPDF's fz_concat(m, n)).
func (m mat32) concat(n mat32) mat32 {
	return mat32{
		a: float32(m.a*n.a) + float32(m.b*n.c),
		b: float32(m.a*n.b) + float32(m.b*n.d),
		c: float32(m.c*n.a) + float32(m.d*n.c),
		d: float32(m.c*n.b) + float32(m.d*n.d),
		e: float32(float32(m.e*n.a)+float32(m.f*n.c)) + n.e,
		f: float32(float32(m.e*n.b)+float32(m.f*n.d)) + n.f,
	}
}

// preTranslate returns translate(tx, ty) then m.
func (m mat32) preTranslate(tx, ty float32) mat32 {
	m.e += float32(tx*m.a) + float32(ty*m.c)
	m.f += float32(tx*m.b) + float32(ty*m.d)
	return m
}

// preScale returns scale(sx, sy) then m.
func (m mat32) preScale(sx, sy float32) mat32 {
	m.a *= sx
	m.b *= sx
	m.c *= sy
	m.d *= sy
	return m
}

// preRotate returns a turn by deg degrees (a multiple of 90) then m.
func (m mat32) preRotate(deg int) mat32 {
	deg %= 360
	if deg < 0 {
		deg += 360
	}
	switch deg {
	case 90:
		m.a, m.b, m.c, m.d = m.c, m.d, -m.a, -m.b
	case 180:
		m.a, m.b, m.c, m.d = -m.a, -m.b, -m.c, -m.d
	case 270:
		m.a, m.b, m.c, m.d = -m.c, -m.d, m.a, m.b
	}
	return m
}

// rotation returns the matrix turning by deg degrees (a multiple of 90,
// else the nearest).
func rotation(deg int) mat32 {
	return identity32.preRotate(90 * int(math.Round(float64(deg)/90)))
}

func (m mat32) apply(x, y float32) (float32, float32) {
	return float32(float32(x*m.a)+float32(y*m.c)) + m.e, float32(float32(x*m.b)+float32(y*m.d)) + m.f
}

func (m mat32) finite() bool {
	for _, v := range [6]float32{m.a, m.b, m.c, m.d, m.e, m.f} {
		if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
			return false
		}
	}
	return true
}

// rect32 is a rectangle in MuPDF's float32 arithmetic.
type rect32 struct{ x0, y0, x1, y1 float32 }

func (r rect32) empty() bool { return r.x0 >= r.x1 || r.y0 >= r.y1 }

// transform returns the bounding box of r mapped by m, as fz_transform_rect.
func (r rect32) transform(m mat32) rect32 {
	const eps = 1.1920929e-07 // FLT_EPSILON
	abs := func(f float32) float32 { return float32(math.Abs(float64(f))) }
	switch {
	case abs(m.b) < eps && abs(m.c) < eps:
		if m.a < 0 {
			r.x0, r.x1 = r.x1, r.x0
		}
		if m.d < 0 {
			r.y0, r.y1 = r.y1, r.y0
		}
	case abs(m.a) < eps && abs(m.d) < eps:
		if m.b < 0 {
			r.x0, r.x1 = r.x1, r.x0
		}
		if m.c < 0 {
			r.y0, r.y1 = r.y1, r.y0
		}
	default:
		xs, ys := [4]float32{}, [4]float32{}
		for i, p := range [4][2]float32{{r.x0, r.y0}, {r.x0, r.y1}, {r.x1, r.y1}, {r.x1, r.y0}} {
			xs[i], ys[i] = m.apply(p[0], p[1])
		}
		return rect32{min(xs[0], xs[1], xs[2], xs[3]), min(ys[0], ys[1], ys[2], ys[3]),
			max(xs[0], xs[1], xs[2], xs[3]), max(ys[0], ys[1], ys[2], ys[3])}
	}
	x0, y0 := m.apply(r.x0, r.y0)
	x1, y1 := m.apply(r.x1, r.y1)
	return rect32{x0, y0, x1, y1}
}
