package docgen

import (
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// fontSet holds every font parsed once; it is read-only after loading and
// shared by all workers. Faces, which are not safe for concurrent use, live in
// each worker's faceCache.
type fontSet struct {
	raw    [numFonts][]byte
	parsed [numFonts]*opentype.Font
}

func loadFonts(dir string) (*fontSet, error) {
	fs := &fontSet{}
	for k, rel := range fontFiles {
		b, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFont, err)
		}
		f, err := opentype.Parse(b)
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %w", ErrFont, rel, err)
		}
		fs.raw[k], fs.parsed[k] = b, f
	}
	return fs, nil
}

type faceKey struct {
	f  fontKey
	px int // pixel size in quarter pixels
}

// faceCache creates each face once per worker.
type faceCache struct {
	fonts *fontSet
	faces map[faceKey]font.Face
}

func newFaceCache(fs *fontSet) *faceCache {
	return &faceCache{fonts: fs, faces: map[faceKey]font.Face{}}
}

// face returns the face of f at px pixels.
func (fc *faceCache) face(f fontKey, px float64) font.Face {
	k := faceKey{f, int(px*4 + 0.5)}
	if fa, ok := fc.faces[k]; ok {
		return fa
	}
	fa, err := opentype.NewFace(fc.fonts.parsed[f], &opentype.FaceOptions{Size: float64(k.px) / 4, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// NewFace fails only on invalid options, which are constant here.
		panic(err)
	}
	fc.faces[k] = fa
	return fa
}

// measurer measures text with faces at a fixed reference size.
type measurer struct{ fc *faceCache }

const refPx = 100

// width returns the advance of s in millimetres at size points.
func (m *measurer) width(s string, f fontKey, size float64) float64 {
	adv := font.MeasureString(m.fc.face(f, refPx), s)
	return fixedToFloat(adv) / refPx * size * 25.4 / 72
}

func fixedToFloat(v fixed.Int26_6) float64 { return float64(v) / 64 }
