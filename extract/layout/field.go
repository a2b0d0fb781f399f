package layout

// Field is one extracted value and where it was read. The per-type
// extractors return their fields as Fields; the zero Field means not found.
type Field struct {
	Value      string
	Page       int // 1-based; 0 when not found
	Box        Box
	Source     Source
	Confidence float64 // in [0,1]
}

// Found reports whether the field has a value.
func (f Field) Found() bool { return f.Value != "" }

// FromLine returns a Field for value read from line l of page p.
func FromLine(value string, p *Page, l Line) Field {
	return Field{Value: value, Page: p.Number, Box: l.Box, Source: p.Source, Confidence: l.Confidence}
}
