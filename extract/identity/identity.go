package identity

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/ocr"
)

// ErrNoEvidence is returned when the document shows neither an MRZ nor an
// identity keyword together with a name or a date of birth.
var ErrNoEvidence = errors.New("identity: no identity evidence")

// Options configures Extract.
type Options struct {
	// OCR reads the MRZ band of image pages; nil skips image MRZs (text
	// layers and the page's own lines are still read).
	OCR *ocr.Pool
	// Today decides the century of MRZ two-digit years and nothing else;
	// the zero time means time.Now().
	Today time.Time
	// Logger receives debug records; nil discards them.
	Logger *slog.Logger
}

// Fields are the identity fields found. A zero extract.Field means not found.
type Fields struct {
	IssuingCountry           extract.Field
	DocumentNumber           extract.Field
	DocumentDateOfIssue      extract.Field
	DocumentExpiryDate       extract.Field
	DocumentIssuingAuthority extract.Field
	Surname                  extract.Field
	GivenName                extract.Field
	DateOfBirth              extract.Field
	PlaceOfBirth             extract.Field
	// MRZ is the machine readable zone read, when one was.
	MRZ *mrz.Result
}

// Extract reads the identity fields of doc: the MRZ of any page (from the
// text layer, or by locating and recognising the band of an image page),
// then the labelled visual zone, and merges them. It returns ErrNoEvidence
// when doc shows no MRZ and no identity keyword with a name or birth date,
// and a done ctx's error, wrapped.
func Extract(ctx context.Context, doc *extract.Document, opts Options) (Fields, error) {
	if opts.Today.IsZero() {
		opts.Today = time.Now()
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if doc == nil {
		return Fields{}, ErrNoEvidence
	}
	read, err := readMRZ(ctx, doc, opts)
	if err != nil {
		return Fields{}, fmt.Errorf("identity: %w", err)
	}
	z := readZone(doc)
	if read == nil && !z.evidence() {
		return Fields{}, ErrNoEvidence
	}
	f := merge(read, z)
	opts.Logger.Debug("identity fields", "mrz", read != nil, "keywords", z.keyword, "labels", len(z.found))
	return f, nil
}
