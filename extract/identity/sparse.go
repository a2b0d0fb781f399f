package identity

import (
	"context"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// maxSparsePages is the most image pages read again as sparse text.
const maxSparsePages = 2

// minSparseMissing is how many fields must be missing for the sparse
// reading: one missing field is most often one the document does not print
// (many passports print no place of birth), and the reading costs a
// recognition of the whole page.
const minSparseMissing = 2

// fillFromSparse reads doc's image pages again as sparse text when zone
// fields are still missing (minSparseMissing), and fills the missing fields from the labelled
// values of that reading. Tesseract's page layout analysis drops the small
// labels and values of cards printed over guilloches and photos (an ICAO
// specimen's "Place of birth / ZENITH", a licence's "4a ISS 01/10/2013"),
// which its sparse-text mode, finding words wherever they stand, keeps.
// Fields already found are left as they are. Only names, the place of
// birth and the authority are taken from it: the sparse reading cuts
// lines short, and a date cut after its year's first two digits ("29 NOV
// 20" for 29 NOV 2019, on the US passport card specimen) or a number cut
// short is a wrong value, worse than none; the MRZ and the zone's labels
// read those far better.
func fillFromSparse(ctx context.Context, f *Fields, doc *reading.Document, opts doctype.Env) error {
	missing := map[field]*layout.Field{}
	for fd, v := range map[field]*layout.Field{
		fSurname: &f.Surname, fGivenName: &f.GivenName, fBirthPlace: &f.PlaceOfBirth, fAuthority: &f.DocumentIssuingAuthority,
	} {
		if !v.Found() {
			missing[fd] = v
		}
	}
	if len(missing) < minSparseMissing || !canOCR(opts) {
		return nil
	}
	sparse := &reading.Document{Format: doc.Format, PageCount: doc.PageCount}
	for _, p := range doc.Pages {
		if p.Source != layout.SourceOCR || p.Image == nil || len(sparse.Pages) == maxSparsePages {
			continue
		}
		lines, err := opts.Reader.ReadCrop(ctx, p, p.Image.Rect, reading.Pass{Model: reading.English, Shape: reading.ShapeSparse}, 1)
		if err != nil {
			return err
		}
		sp := *p
		sp.Lines = lines
		sparse.Pages = append(sparse.Pages, &sp)
	}
	if len(sparse.Pages) == 0 {
		return nil
	}
	z := readZone(sparse)
	for fd, dst := range missing {
		if v := z.found[fd]; v.Found() && !holdsFiller(v.Value) {
			*dst = v.By("zone.sparse_label")
		}
	}
	return nil
}
