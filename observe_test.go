package docextract

import (
	"bytes"
	"context"
	"errors"
	"image"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/reading"
	"github.com/google/go-cmp/cmp"
)

// recordingObserver records what it is told.
type recordingObserver struct {
	mu        sync.Mutex
	passes    []string
	pages     [][2]int
	specimens []DocumentType
}

func (o *recordingObserver) OCRPass(pass string, d time.Duration, err error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if err != nil {
		pass += " error"
	}
	o.passes = append(o.passes, pass)
}

func (o *recordingObserver) PagesRead(t DocumentType, text, ocred int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.pages = append(o.pages, [2]int{text, ocred})
}

func (o *recordingObserver) SpecimenRefused(t DocumentType) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.specimens = append(o.specimens, t)
}

// fakeRecognizer answers one line, or err.
type fakeRecognizer struct{ err error }

func (f fakeRecognizer) Recognize(ctx context.Context, img *image.Gray, req ocr.Request) ([]layout.Line, error) {
	return nil, f.err
}

func (f fakeRecognizer) Orientation(ctx context.Context, img *image.Gray) (int, error) {
	return 180, f.err
}

func TestObservedOCR(t *testing.T) {
	obs := &recordingObserver{}
	img := image.NewGray(image.Rect(0, 0, 4, 4))
	ok := observedOCR{Recognizer: fakeRecognizer{}, obs: obs}
	failing := observedOCR{Recognizer: fakeRecognizer{err: errors.New("no model")}, obs: obs}
	ok.Recognize(context.Background(), img, ocr.Request{Engine: ocr.Legacy})
	if turn, _ := ok.Orientation(context.Background(), img); turn != 180 {
		t.Errorf("Orientation = %d, want the recogniser's 180", turn)
	}
	failing.Recognize(context.Background(), img, ocr.Request{Engine: ocr.LatinLSTM})
	if diff := cmp.Diff([]string{"legacy", "orientation", "latin-lstm error"}, obs.passes); diff != "" {
		t.Errorf("passes mismatch (-want +got):\n%s", diff)
	}
}

// scriptRecognizer is a fakeRecognizer whose orientation detection also
// names the script.
type scriptRecognizer struct{ fakeRecognizer }

func (scriptRecognizer) OrientationScript(ctx context.Context, img *image.Gray) (ocr.Orientation, error) {
	return ocr.Orientation{Rotation: 90, Script: "Thai"}, nil
}

// TestObservedOCRScript: the observed recogniser passes the script its
// recogniser names on, timed as an orientation pass; one that names none
// answers its orientation.
func TestObservedOCRScript(t *testing.T) {
	obs := &recordingObserver{}
	img := image.NewGray(image.Rect(0, 0, 4, 4))
	tests := []struct {
		rec  reading.Recognizer
		want ocr.Orientation
	}{
		{scriptRecognizer{}, ocr.Orientation{Rotation: 90, Script: "Thai"}},
		{fakeRecognizer{}, ocr.Orientation{Rotation: 180}},
	}
	for _, tt := range tests {
		got, err := observedOCR{Recognizer: tt.rec, obs: obs}.OrientationScript(context.Background(), img)
		if err != nil || got != tt.want {
			t.Errorf("OrientationScript over %T = %+v, %v; want %+v", tt.rec, got, err, tt.want)
		}
	}
	if diff := cmp.Diff([]string{"orientation", "orientation"}, obs.passes); diff != "" {
		t.Errorf("passes mismatch (-want +got):\n%s", diff)
	}
}

func TestObserverPagesAndSpecimens(t *testing.T) {
	accept := typeFunc(func(ctx context.Context, doc *reading.Document) (doctype.Values, error) {
		return surnameValues("RIVERSIDE"), nil
	})
	obs := &recordingObserver{}
	e := testExtractor(t, Options{}, accept)
	e.opts.Observer = obs
	if _, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: textPDF(t, "RIVERSIDE HOLIDAY PARK LTD")}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: textPDF(t, "SPECIMEN RIVERSIDE")}); ErrorCodeOf(err) != CodeDocumentNotOfType {
		t.Fatalf("specimen: %v", err)
	}
	if diff := cmp.Diff([][2]int{{1, 0}}, obs.pages); diff != "" {
		t.Errorf("pages mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]DocumentType{Identity}, obs.specimens); diff != "" {
		t.Errorf("specimens mismatch (-want +got):\n%s", diff)
	}
}

func TestZeroExtractor(t *testing.T) {
	for name, e := range map[string]*Extractor{"zero value": {}, "nil pointer": nil} {
		_, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: []byte("%PDF-")})
		if !errors.Is(err, ErrNotCreatedWithNew) || !strings.Contains(err.Error(), "docextract.New") {
			t.Errorf("%s: Extract = %v, want ErrNotCreatedWithNew", name, err)
		}
		if err := e.Close(); !errors.Is(err, ErrNotCreatedWithNew) {
			t.Errorf("%s: Close = %v, want ErrNotCreatedWithNew", name, err)
		}
		if e.Supports(Identity) {
			t.Errorf("%s: Supports(identity)", name)
		}
		res := Result{DocumentType: Identity, Fields: IdentityFields{DocumentExpiryDate: "2000-01-01"}.Fields()}
		yes := true
		vr := e.Validate(res, Validations{Expiry: &ExpiryValidation{ValidateDocumentNotExpired: &yes}})
		if vr.NumberOfChecksFailed != 1 {
			t.Errorf("%s: Validate = %+v, want the expiry check failed", name, vr)
		}
	}
}

func TestWarnOMP(t *testing.T) {
	for _, tt := range []struct {
		value string
		set   bool
		warn  bool
	}{{"1", true, false}, {"", false, true}, {"4", true, true}} {
		ompWarning = sync.Once{}
		if tt.set {
			t.Setenv("OMP_THREAD_LIMIT", tt.value)
		} else {
			t.Setenv("OMP_THREAD_LIMIT", "") // restored after the test
			os.Unsetenv("OMP_THREAD_LIMIT")
		}
		var logs bytes.Buffer
		log := slog.New(slog.NewTextHandler(&logs, nil))
		warnOMP(log)
		warnOMP(log)
		if got := strings.Count(logs.String(), "OMP_THREAD_LIMIT is not 1"); got != map[bool]int{true: 1, false: 0}[tt.warn] {
			t.Errorf("OMP_THREAD_LIMIT=%q (set %v): %d warnings, want warn %v:\n%s", tt.value, tt.set, got, tt.warn, logs.String())
		}
	}
	ompWarning = sync.Once{}
}

func TestErrorCodeOfContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := testExtractor(t, Options{}, echoText)
	_, err := e.Extract(ctx, Request{DocumentType: Identity, Document: textPDF(t, "x")})
	for _, tt := range []struct {
		err  error
		want ErrorCode
	}{
		{context.Canceled, CodeRequestCanceled},
		{err, CodeRequestCanceled},
		{context.DeadlineExceeded, CodeDocumentProcessingTimeout},
	} {
		if got := ErrorCodeOf(tt.err); got != tt.want {
			t.Errorf("ErrorCodeOf(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}
