package docextract

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"testing"
)

func TestRequestIDInLogs(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(requestIDHandler{slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug})}).With("lib", "mupdf")
	log.DebugContext(WithRequestID(context.Background(), "req_abc"), "mupdf: warning", "message", `"a\nb"`)
	log.DebugContext(context.Background(), "no id")
	dec := json.NewDecoder(&buf)
	var first, second map[string]any
	if err := dec.Decode(&first); err != nil {
		t.Fatal(err)
	}
	if err := dec.Decode(&second); err != nil {
		t.Fatal(err)
	}
	if first["request_id"] != "req_abc" || first["lib"] != "mupdf" {
		t.Errorf("record with a request id in its context = %v, want request_id req_abc and lib mupdf", first)
	}
	if _, ok := second["request_id"]; ok {
		t.Errorf("record without a request id = %v, want no request_id", second)
	}
}
