package identity

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// ErrNoEvidence is returned when the document shows no identity evidence:
// no MRZ band or MRZ-shaped line, no identity keyword printed as a title
// and no two labelled identity fields.
var ErrNoEvidence = fmt.Errorf("identity: no identity evidence: %w", doctype.ErrNoEvidence)

// Fields are the identity fields found. A zero layout.Field means not found.
type Fields struct {
	IssuingCountry           layout.Field
	DocumentNumber           layout.Field
	DocumentDateOfIssue      layout.Field
	DocumentExpiryDate       layout.Field
	DocumentIssuingAuthority layout.Field
	Surname                  layout.Field
	GivenName                layout.Field
	DateOfBirth              layout.Field
	PlaceOfBirth             layout.Field
	// MRZ is the machine readable zone read, when one was.
	MRZ *mrz.Result
}

// canOCR reports whether env's reader can recognise images: without one,
// image pages are read from the lines they already have.
func canOCR(env doctype.Env) bool { return env.Reader != nil && env.Reader.CanRecognize() }

// extract reads the identity fields of doc: the MRZ of any page (from the
// text layer, or by locating and recognising the band of an image page),
// then the labelled visual zone, and merges them. It returns ErrNoEvidence
// when doc shows no identity evidence, even once its image pages are read
// upside down (orientation detection fails on some photos), and a done
// ctx's error, wrapped.
func extract(ctx context.Context, doc *reading.Document, opts doctype.Env) (Fields, error) {
	if opts.Today.IsZero() {
		opts.Today = time.Now()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if doc == nil {
		return Fields{}, ErrNoEvidence
	}
	read, located, err := readMRZ(ctx, doc, opts)
	if err != nil {
		return Fields{}, fmt.Errorf("identity: %w", err)
	}
	z := readZone(doc)
	if read != nil && notTravel(read) {
		read, located = nil, false
	}
	var card *cardRead
	if read == nil || !read.verified {
		// US and Canadian licences carry no MRZ but a PDF417 barcode.
		if card, err = readCard(ctx, doc, opts); err != nil {
			return Fields{}, fmt.Errorf("identity: %w", err)
		}
	}
	if read == nil && !located && !z.evidence() && !mrzLine(doc) && card == nil {
		// A page of upright text with no identity evidence is no
		// identity document the other way up either.
		if readsUpright(doc) {
			return Fields{}, ErrNoEvidence
		}
		turned, err := turnedPages(ctx, doc, opts)
		if err != nil {
			return Fields{}, fmt.Errorf("identity: %w", err)
		}
		if turned == nil {
			return Fields{}, ErrNoEvidence
		}
		if read, _, err = readMRZ(ctx, turned, opts); err != nil {
			return Fields{}, fmt.Errorf("identity: %w", err)
		}
		if read != nil && notTravel(read) {
			read = nil
		}
		z = readZone(turned)
		// A band located on the turned page that reads as nothing, on a
		// page with no identity field either, was not an MRZ (a letter's
		// lines of type, upside down).
		if read == nil && !z.any() {
			return Fields{}, ErrNoEvidence
		}
	}
	relabelled, err := rereadLabels(ctx, opts.Reader, doc)
	if err != nil {
		return Fields{}, fmt.Errorf("identity: %w", err)
	}
	added, err := rereadDropped(ctx, opts.Reader, doc)
	if err != nil {
		return Fields{}, fmt.Errorf("identity: %w", err)
	}
	if added || relabelled {
		z = readZone(doc)
	}
	read = agreeWithZone(read, z, opts.Today)
	f := withCard(merge(read, z), card)
	if read == nil {
		if expiry, ok := withLicenceLine(&f, doc, opts.Today); ok {
			if err := rereadLicenceRows(ctx, &f, doc, opts, expiry); err != nil {
				return Fields{}, fmt.Errorf("identity: %w", err)
			}
		}
	}
	if !f.DocumentIssuingAuthority.Found() && (read != nil && read.verified || z.labelled[fAuthority]) {
		f.DocumentIssuingAuthority = authorityNamed(doc).By("zone.authority_named")
	}
	if !f.DocumentIssuingAuthority.Found() && !z.labelled[fAuthority] && read != nil && read.verified && strings.HasPrefix(read.res.DocumentCode, "P") {
		// A passport that names its issuing office by its town (see
		// lexicon.ConceptPlaceOfIssue).
		f.DocumentIssuingAuthority = z.found[fIssuePlace].By("zone.place_of_issue")
	}
	if read != nil && read.verified {
		dateOpts := dates.Options{MonthFirst: z.monthFirst}
		if !f.DocumentDateOfIssue.Found() {
			f.DocumentDateOfIssue = issueBetween(doc, f.DateOfBirth.Value, f.DocumentExpiryDate.Value, z.found[fOtherDate].Value, dateOpts).By("zone.issue_between_dates")
		}
		if !f.PlaceOfBirth.Found() {
			f.PlaceOfBirth = placeUnder(doc, f.DateOfBirth.Value, dateOpts, f.Surname.Value, f.GivenName.Value).By("zone.place_under_birth_date")
		}
		if !f.PlaceOfBirth.Found() && f.DocumentDateOfIssue.Found() {
			f.PlaceOfBirth = placeAbove(doc, f.DocumentDateOfIssue.Value, f.DateOfBirth.Value, dateOpts, f.Surname.Value, f.GivenName.Value).By("zone.place_above_issue_date")
		}
		if !f.DocumentIssuingAuthority.Found() && f.DocumentDateOfIssue.Found() {
			f.DocumentIssuingAuthority = authorityBeside(doc, f.DocumentDateOfIssue.Value, dateOpts).By("zone.authority_beside_issue_date")
		}
		if !f.DocumentIssuingAuthority.Found() && f.DocumentDateOfIssue.Found() {
			f.DocumentIssuingAuthority = authorityUnder(doc, f.DocumentDateOfIssue.Value, dateOpts).By("zone.authority_under_issue_date")
		}
	}
	bounded := read != nil && read.verified
	if err := fillFromSparse(ctx, &f, doc, opts, bounded, dates.Options{MonthFirst: z.monthFirst}); err != nil {
		return Fields{}, fmt.Errorf("identity: %w", err)
	}
	f.DateOfBirth = birthCentury(f)
	corroborate(&f, read, z)
	for _, tf := range []*layout.Field{&f.DocumentIssuingAuthority, &f.PlaceOfBirth} {
		if holdsFiller(tf.Value) {
			*tf = layout.Field{} // an MRZ line read under a label
		}
	}
	opts.Logger.Debug("identity fields", "mrz", read != nil, "keywords", z.keyword, "labels", len(z.found))
	return f, nil
}

// notTravel reports whether a read is no travel document's zone: not
// verified, the check digits of its number and dates failing, and a
// document code that does not fit
// its format (see codeFits). Lines of 44 that open with neither P nor V
// are no passport's or visa's zone (ICAO Doc 9303 Parts 4 and 7); a French
// vehicle registration certificate prints "CRFRA..." in that shape.
func notTravel(read *mrzRead) bool {
	if read.verified || codeFits(read.res) {
		return false
	}
	for _, c := range read.res.Checks {
		// The optional data's and the composite's checks hold by chance
		// one time in ten on any two lines.
		if c.Valid && (c.Field == "document_number" || c.Field == "birth_date" || c.Field == "expiry_date") {
			return false
		}
	}
	return true
}

// holdsFiller reports whether s holds the MRZ's filler '<' (or the '‹'
// or '«' OCR reads for it), which no printed authority or place holds.
func holdsFiller(s string) bool {
	return strings.ContainsAny(s, "<‹«")
}

// uprightWords is how many confident words of three letters or more
// show that a page was read the right way up: a letter or a form, not an
// upside-down card, which Tesseract reads as a few confident fragments.
const uprightWords = 40

// readsUpright reports whether every image page of doc reads as upright
// text (see uprightWords), so that reading it turned is no use.
func readsUpright(doc *reading.Document) bool {
	for _, p := range doc.Pages {
		if p.Image == nil {
			continue
		}
		n := 0
		for _, l := range p.Lines {
			for _, w := range l.Words {
				if w.Confidence >= 0.85 && utf8.RuneCountInString(w.Text) >= 3 && strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
					n++
				}
			}
		}
		if n < uprightWords {
			return false
		}
	}
	return true
}

// turnedPages reads doc's image pages again turned by 180 degrees, since
// orientation detection turns some photos upside down. When that shows
// identity evidence it replaces doc's pages with the turned ones, as the
// MRZ reader does for an upside-down band, and returns doc; else nil.
func turnedPages(ctx context.Context, doc *reading.Document, opts doctype.Env) (*reading.Document, error) {
	if !canOCR(opts) {
		return nil, nil
	}
	out := &reading.Document{Format: doc.Format, PageCount: doc.PageCount}
	turned := false
	for _, p := range doc.Pages {
		if p.Image == nil {
			out.Pages = append(out.Pages, p)
			continue
		}
		t, err := opts.Reader.ReadTurned(ctx, p)
		if err != nil {
			return nil, err
		}
		out.Pages = append(out.Pages, t)
		turned = true
	}
	if !turned {
		return nil, nil
	}
	ok := mrzLine(out)
	if z := readZone(out); z.evidence() {
		ok = true
	}
	for _, p := range out.Pages {
		if _, found := mrz.Locate(p.Image); p.Image != nil && found {
			ok = true
		}
	}
	if !ok {
		return nil, nil
	}
	for i, p := range out.Pages {
		*doc.Pages[i] = *p
	}
	return doc, nil
}
