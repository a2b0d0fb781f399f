package docextract

import (
	"strings"
	"testing"
)

func TestIsDocument(t *testing.T) {
	tests := []struct {
		name string
		head string
		want bool
	}{
		{"pdf", "%PDF-1.7\n", true},
		{"pdf header at the last offset sniffed", strings.Repeat(" ", SniffLen-len("%PDF-")) + "%PDF-", true},
		{"pdf header past it", strings.Repeat(" ", SniffLen-len("%PDF-")+1) + "%PDF-", false},
		{"jpeg", "\xFF\xD8\xFF\xE0", true},
		{"png", "\x89PNG\r\n\x1a\n", true},
		{"png cut short", "\x89PNG\r\n", false},
		{"text", "Jane Roe, 14 Elm Street", false},
		{"empty", "", false},
	}
	for _, tt := range tests {
		if got := IsDocument([]byte(tt.head)); got != tt.want {
			t.Errorf("IsDocument(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}
