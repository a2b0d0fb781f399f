package ocr

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestScriptModel(t *testing.T) {
	tests := []struct {
		script string
		want   string
		ok     bool
	}{
		{"Thai", "tha", true},
		{"Latin", "", false}, // the pool's own models read it
		{"", "", false},
		{"thai", "", false}, // osd's names, as it spells them
	}
	for _, tt := range tests {
		got, ok := ScriptModel(tt.script)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ScriptModel(%q) = %q, %v; want %q, %v", tt.script, got, ok, tt.want, tt.ok)
		}
	}
}

// thaiLines are the Thai Civil and Commercial Code's words on registering
// an association (s. 78-82), set as a page.
var thaiLines = []string{
	"การก่อตั้งสมาคมเพื่อดำเนินกิจกรรมอันมิใช่เป็นการหาผลกำไร",
	"หรือรายได้มาแบ่งปันกัน ต้องมีข้อบังคับและต้องจดทะเบียน",
	"ตามบทบัญญัติแห่งประมวลกฎหมายแพ่งและพาณิชย์ นายทะเบียน",
	"สมาคมจะรับจดทะเบียนและออกใบสำคัญแสดงการจดทะเบียนสมาคม",
}

// TestScriptEngine: orientation detection names a Thai page's script; the
// Thai engine is created only when a page asks for it, reads Thai words,
// and is one engine shared by the workers.
func TestScriptEngine(t *testing.T) {
	p := newTestPool(t, 2)
	img := renderFont(t, thaiFont, 1654, 900, 200, 14, thaiLines)
	o, err := p.OrientationScript(context.Background(), img)
	if err != nil || o.Script != "Thai" || o.Rotation != 0 {
		t.Fatalf("OrientationScript(Thai page) = %+v, %v; want Thai, upright", o, err)
	}
	if n := len(p.scripts["Thai"].tokens); n != 0 {
		t.Errorf("%d Thai engines before any Thai page, want 0", n)
	}
	for range 2 {
		lines, err := p.Recognize(context.Background(), img, Request{Engine: ScriptLSTM, Script: o.Script})
		if err != nil {
			t.Fatalf("Recognize(ScriptLSTM, Thai): %v", err)
		}
		// Glyphs drawn without Thai shaping stand apart: Tesseract reads
		// them as words of one letter each.
		if got := strings.ReplaceAll(joinLines(lines), " ", ""); !strings.Contains(got, "จดทะเบียนสมาคม") {
			t.Errorf("Recognize(ScriptLSTM, Thai) = %q, want จดทะเบียนสมาคม in it", got)
		}
	}
	if n := len(p.scripts["Thai"].tokens); n != 1 {
		t.Errorf("%d Thai engines, want 1", n)
	}
	eng, err := p.OrientationScript(context.Background(), renderLines(t, 1654, 900, 200, 12, []string{
		"Orientation detection needs a fair amount of text on the page,",
		"so this paragraph carries several lines of ordinary English words",
		"set in a plain sans serif face at twelve points and two hundred",
	}))
	if err != nil || eng.Script != "Latin" {
		t.Errorf("OrientationScript(English page) = %+v, %v; want Latin", eng, err)
	}
}

func TestScriptEngineUnknown(t *testing.T) {
	p := newTestPool(t, 1)
	for _, script := range []string{"", "Latin", "Klingon"} {
		_, err := p.Recognize(context.Background(), warmImage(), Request{Engine: ScriptLSTM, Script: script})
		if !errors.Is(err, ErrNoModel) {
			t.Errorf("Recognize(ScriptLSTM, %q) error = %v, want ErrNoModel", script, err)
		}
	}
}
