package mrz

import (
	"image"
	"image/draw"
	_ "image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// toGray decodes a PNG or JPEG file into a gray image.
func toGray(t testing.TB, path string) *image.Gray {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		t.Fatalf("decode %s: %v", path, err)
	}
	g := image.NewGray(img.Bounds())
	draw.Draw(g, g.Rect, img, img.Bounds().Min, draw.Src)
	return g
}

// TestLocateCorpus runs Locate on the corpus identity documents and reports
// how many bands it finds; documents without an MRZ must give none.
func TestLocateCorpus(t *testing.T) {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	// Cases whose document carries no MRZ.
	noMRZ := map[string]bool{
		"fra_driving_licence_specimen_smoke": true,
		"gbr_driving_licence_mock_smoke":     true,
		"payment_card_as_identity":           true,
		"usa_co_driver_licence_sample_smoke": true,
		"usa_passport_card_specimen_smoke":   true,
	}
	var paths []string
	for _, ext := range []string{"png", "jpg"} {
		m, _ := filepath.Glob(filepath.Join(dir, "identity", "*", "document."+ext))
		paths = append(paths, m...)
	}
	found, withMRZ := 0, 0
	for _, p := range paths {
		name := filepath.Base(filepath.Dir(p))
		band, ok := Locate(toGray(t, p))
		if noMRZ[name] {
			if ok {
				t.Errorf("%s: band found on a document without MRZ at %v", name, band.Box)
			}
			continue
		}
		withMRZ++
		if ok {
			found++
		}
		if os.Getenv("MRZ_DUMP") != "" {
			for i, l := range band.Lines {
				f, _ := os.Create(filepath.Join(os.TempDir(), "corpus_"+name+string(rune('0'+i))+".png"))
				png.Encode(f, l)
				f.Close()
			}
		}
		t.Logf("%-40s found=%v box=%v chars=%v skew=%.1f rot=%v", name, ok, band.Box, band.Chars, band.Skew, band.Rotated180)
	}
	t.Logf("Locate found the band on %d of %d corpus documents with an MRZ", found, withMRZ)
}
