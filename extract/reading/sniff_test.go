package reading

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestSniff(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want Format
	}{
		{"pdf", []byte("%PDF-1.7\n"), FormatPDF},
		{"pdf after junk", append([]byte(strings.Repeat("x", 1000)), "%PDF-1.4"...), FormatPDF},
		{"jpeg", []byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10}, FormatJPEG},
		{"png", []byte{0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0}, FormatPNG},
	}
	for _, tt := range tests {
		got, err := Sniff(tt.data)
		if err != nil || got != tt.want {
			t.Errorf("%s: Sniff() = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
}

func TestSniffErrors(t *testing.T) {
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"text", []byte("hello world")},
		{"pdf too late", append([]byte(strings.Repeat("x", 1025)), "%PDF-1.4"...)},
		{"pdf without dash", []byte("%PDF1.4")},
		{"short jpeg", []byte{0xFF, 0xD8}},
		{"png without crlf", []byte{0x89, 'P', 'N', 'G', 0x0A, 0x0A, 0x1A, 0x0A}},
		{"gif", []byte("GIF89a")},
		{"tiff", []byte{'I', 'I', 42, 0}},
	}
	for _, tt := range tests {
		if _, err := Sniff(tt.data); !errors.Is(err, ErrUnsupportedFormat) {
			t.Errorf("%s: Sniff() error = %v, want ErrUnsupportedFormat", tt.name, err)
		}
	}
}

func ExampleSniff() {
	f, err := Sniff([]byte("%PDF-1.7\n..."))
	fmt.Println(f, err)
	_, err = Sniff([]byte("GIF89a"))
	fmt.Println(errors.Is(err, ErrUnsupportedFormat))
	// Output:
	// application/pdf <nil>
	// true
}
