package ocr

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
)

// TestLeptonicaLogger: Leptonica's messages are logged at debug level,
// quoted and cut, at most 50 a second.
func TestLeptonicaLogger(t *testing.T) {
	var buf bytes.Buffer
	h := leptonicaLogger(slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	h("Error in pixReadMem: {\"level\":\"INFO\"}\n")
	h(strings.Repeat("x", 500))
	for range 100 {
		h("again")
	}
	var recs []map[string]any
	dec := json.NewDecoder(&buf)
	for dec.More() {
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, m)
	}
	// The 100 more may straddle a second: 50 to 100 of them.
	if len(recs) < 50 || len(recs) > 100 {
		t.Fatalf("%d records for 102 messages, want at most 50 a second", len(recs))
	}
	if got, want := recs[0]["message"], `"Error in pixReadMem: {\"level\":\"INFO\"}"`; got != want || recs[0]["level"] != "DEBUG" {
		t.Errorf("first record = %v, want message %s at DEBUG", recs[0], want)
	}
	if m, _ := recs[1]["message"].(string); len(m) > 170 {
		t.Errorf("a 500-byte message logged as %d bytes, want it cut to 160", len(m))
	}
}
