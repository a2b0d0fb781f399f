package reading

import (
	"context"
	"errors"
	"image"
	"slices"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"
	"golang.org/x/text/unicode/norm"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

// Pages are read with the English model, which reads MRZs and digits best
// but turns accented letters into look-alikes ("Stadt K6In", "Jiirgen",
// "Hélène" as "Héléne"). RereadAccents reads chosen fields again, each from
// its own crop of the page, with the Latin-script model, and keeps that
// reading when it is the same text give or take the letters the English
// model misread.

// RereadAccents updates the fields read by OCR from doc's page images.
// Without the Latin-script model (ocr.ErrNoModel) or a recogniser it
// changes nothing.
func (r *Reader) RereadAccents(ctx context.Context, doc *Document, fields ...*layout.Field) error {
	if r.opts.OCR == nil || doc == nil {
		return nil
	}
	for _, f := range fields {
		p := pageNumbered(doc, f.Page)
		if !f.Found() || f.Source != layout.SourceOCR || p == nil || p.Image == nil {
			continue
		}
		crop := cropBox(p.Image, f.Box)
		if crop == nil {
			continue
		}
		lines, err := r.Recognize(ctx, crop, Pass{Model: Latin, Shape: ShapeBlock})
		if errors.Is(err, ocr.ErrNoModel) {
			return nil
		}
		if err != nil {
			return err
		}
		texts := make([]string, len(lines))
		for i, l := range lines {
			texts[i] = l.Text()
		}
		// Stray marks the crop's edges read (",", "|") are no words.
		words := strings.FieldsFunc(strings.Join(texts, ", "), unicode.IsSpace)
		words = slices.DeleteFunc(words, func(w string) bool {
			return strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
		})
		if v, ok := sameText(f.Value, words); ok {
			f.Value = v
		} else if v, ok := sameWords(f.Value, words); ok {
			f.Value = v
		}
	}
	return nil
}

// sameText returns value with each word the Latin reading spells with a
// letter outside ASCII (ö, ß, é, Þ) taken from it, when the two words are
// alike once folded: about half their letters may differ, since the
// English model reads "Köln" as "K6In". Other words, digits and signs keep
// the English reading, which reads them better ("0XN", "III", "4º"). The
// words are aligned from the end: a crop may also catch a label before the
// value. ok is false when no word changed.
func sameText(value string, latin []string) (string, bool) {
	ws := strings.Fields(value)
	n := len(ws)
	if n == 0 || len(latin) < n {
		return "", false
	}
	lat := latin[len(latin)-n:]
	// Words the two readings agree on anchor the alignment: when most
	// differ, the Latin reading holds a word more or less and is off.
	if n >= 3 {
		same := 0
		for i, w := range ws {
			if foldAccents(strings.TrimRight(lat[i], ",;.")) == foldAccents(strings.TrimRight(w, ",;.")) {
				same++
			}
		}
		if 2*same < n {
			return "", false
		}
	}
	changed := false
	for i, w := range ws {
		l := strings.TrimRight(lat[i], ",;.")
		core := strings.TrimRight(w, ",;.")
		if l == core || !hasNonASCIILetter(l) {
			continue
		}
		a, b := foldAccents(l), foldAccents(core)
		if levenshtein.ComputeDistance(a, b) > max(1, (len([]rune(b))+1)/2) {
			continue
		}
		ws[i] = l + w[len(core):]
		changed = true
	}
	if !changed {
		return "", false
	}
	return strings.Join(ws, " "), true
}

// sameWords returns value with each word that one word of the Latin
// reading, spelled with a letter outside ASCII, resembles more than any
// other, taken from it: for values whose words the reading holds in
// another order ("Jiirgen Kéhler" of "Köhler, Jürgen") or among others.
// A word may differ in a third of its letters here. ok is false when no
// word changed.
func sameWords(value string, latin []string) (string, bool) {
	ws := strings.Fields(value)
	changed := false
	for i, w := range ws {
		core := strings.TrimRight(w, ",;.")
		b := foldAccents(core)
		if len([]rune(b)) < 3 {
			continue
		}
		best, bestD, ties := "", 1<<30, 0
		for _, l := range latin {
			l = strings.Trim(l, ",;.:()")
			if l == core || !hasNonASCIILetter(l) {
				continue
			}
			d := levenshtein.ComputeDistance(foldAccents(l), b)
			switch {
			case d < bestD:
				best, bestD, ties = l, d, 1
			case d == bestD && l != best:
				ties++
			}
		}
		if best == "" || ties > 1 || bestD > max(1, len([]rune(b))/3) {
			continue
		}
		ws[i] = best + w[len(core):]
		changed = true
	}
	if !changed {
		return "", false
	}
	return strings.Join(ws, " "), true
}

// hasNonASCIILetter reports whether s holds a letter outside ASCII.
func hasNonASCIILetter(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r > unicode.MaxASCII && unicode.IsLetter(r) }) >= 0
}

// foldAccents removes accents and upper-cases s.
func foldAccents(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	return b.String()
}

// pageNumbered returns doc's page numbered n, or nil.
func pageNumbered(doc *Document, n int) *layout.Page {
	for _, p := range doc.Pages {
		if p.Number == n {
			return p
		}
	}
	return nil
}

// cropBox copies the part of img under b, with a margin of a third of a
// line's height around it; nil when that is empty.
func cropBox(img *image.Gray, b layout.Box) *image.Gray {
	m := min(b.Height(), 60) / 3
	r := image.Rect(int(b.Left-m), int(b.Top-m), int(b.Right+m), int(b.Bottom+m)).Intersect(img.Rect)
	if r.Dx() < 4 || r.Dy() < 4 {
		return nil
	}
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := range r.Dy() {
		copy(out.Pix[y*out.Stride:y*out.Stride+r.Dx()], img.Pix[img.PixOffset(r.Min.X, r.Min.Y+y):])
	}
	return out
}
