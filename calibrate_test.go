package docextract

import (
	"math"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
)

func TestCalibrate(t *testing.T) {
	tests := []struct {
		name   string
		source FieldSource
		kind   doctype.Kind
		e      Evidence
		want   float64
	}{
		{"MRZ date under its check digit", FromMRZ, doctype.Date, Evidence{Checked: true, Read: 0.5}, 0.99},
		{"OCR number the MRZ's check digit confirms", FromOCR, doctype.ID, Evidence{Checked: true, Agreed: true, Read: 0.6}, 0.99},
		{"zone name the MRZ agrees with", FromOCR, doctype.Name, Evidence{Agreed: true, Read: 0.4}, 0.98},
		{"text layer", FromTextLayer, doctype.Address, Evidence{Read: 1}, 0.98},
		{"barcode", FromBarcode, doctype.Name, Evidence{Read: 0.95}, 0.98},
		{"MRZ name read once: no check digit", FromMRZ, doctype.Name, Evidence{Read: 0.99}, 0.90},
		{"OCR name read at 1", FromOCR, doctype.Name, Evidence{Read: 1}, 0.98},
		{"OCR date read at 0.5", FromOCR, doctype.Date, Evidence{Read: 0.5}, 0.83},
		{"OCR address read at 1", FromOCR, doctype.Address, Evidence{Read: 1}, 0.96},
		{"OCR identifier read at 0.5", FromOCR, doctype.ID, Evidence{Read: 0.5}, 0.66},
		{"a read confidence out of range is clamped", FromOCR, doctype.Text, Evidence{Read: 7}, 0.98},
	}
	for _, tt := range tests {
		if got := Calibrate(tt.source, tt.kind, tt.e); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: Calibrate(%s, %s, %+v) = %.4f, want %.4f", tt.name, tt.source, tt.kind, tt.e, got, tt.want)
		}
	}
}

// TestCalibrateOrder checks the model's order: confirmed beats a single
// reading of any read confidence, a better read never lowers it.
func TestCalibrateOrder(t *testing.T) {
	for _, kind := range []doctype.Kind{doctype.Name, doctype.Address, doctype.ID, doctype.Date, doctype.Text} {
		prev := -1.0
		for r := 0.0; r <= 1.0001; r += 0.05 {
			single := Calibrate(FromOCR, kind, Evidence{Read: r})
			if single < prev {
				t.Errorf("%s: confidence falls from %.3f to %.3f as the read confidence rises to %.2f", kind, prev, single, r)
			}
			prev = single
			for _, e := range []Evidence{{Checked: true, Read: r}, {Agreed: true, Read: r}} {
				if c := Calibrate(FromOCR, kind, e); c < single {
					t.Errorf("%s at read %.2f: confirmed %+v gets %.3f, below a single reading's %.3f", kind, r, e, c, single)
				}
			}
		}
	}
}

func TestEvidenceOf(t *testing.T) {
	tests := []struct {
		name string
		f    layout.Field
		kind doctype.Kind
		want Evidence
	}{
		{"reader's evidence kept", layout.Field{Value: "L898902C3", Confidence: 0.8, Checked: true, Agreed: true}, doctype.ID, Evidence{Checked: true, Agreed: true, Read: 0.8}},
		{"IBAN whose check digits hold", layout.Field{Value: "DE89 3704 0044 0532 0130 00", Confidence: 0.7}, doctype.ID, Evidence{Checked: true, Read: 0.7}},
		{"IBAN with a digit misread", layout.Field{Value: "DE89 3704 0044 0532 0130 01", Confidence: 0.7}, doctype.ID, Evidence{Read: 0.7}},
		{"VAT number whose check digits hold", layout.Field{Value: "DE136695976", Confidence: 0.9}, doctype.ID, Evidence{Checked: true, Read: 0.9}},
		{"an IBAN-like text that is no identifier field", layout.Field{Value: "DE89 3704 0044 0532 0130 00", Confidence: 0.7}, doctype.Text, Evidence{Read: 0.7}},
	}
	for _, tt := range tests {
		if got := evidenceOf(tt.f, tt.kind); got != tt.want {
			t.Errorf("%s: evidenceOf = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
