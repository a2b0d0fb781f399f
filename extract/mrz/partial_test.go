package mrz

import "testing"

// line builds a straight text line of n blobs at height y, from x0, one
// pitch apart.
func line(n int, x0, y float64) *textLine {
	const pitch, h = 16.0, 19.0
	l := &textLine{height: h, pitch: pitch, a: y}
	for i := range n {
		cx := x0 + float64(i)*pitch
		l.blobs = append(l.blobs, &blob{x0: int(cx - 6), x1: int(cx + 6), y0: int(y - h/2), y1: int(y + h/2), cx: cx, cy: y})
	}
	l.left, l.right = x0-6, x0+float64(n-1)*pitch+6
	l.chars = n
	return l
}

func TestPickBandPartialLine(t *testing.T) {
	tests := []struct {
		name  string
		lines []*textLine
		want  bool
	}{
		{"first line cut by a stamp", []*textLine{line(26, 43+18*16, 475), line(44, 43, 515)}, true},
		{"second line cut", []*textLine{line(44, 43, 475), line(30, 43, 515)}, true},
		{"short line not aligned", []*textLine{line(26, 43+9*16, 475), line(44, 43, 515)}, false},
		{"short line too far", []*textLine{line(26, 43+18*16, 400), line(44, 43, 515)}, false},
		{"first line runs on over marks left of the zone", []*textLine{line(48, 43-4*16, 475), line(44, 43, 515)}, true},
		{"second line runs on to the right", []*textLine{line(44, 43, 475), line(50, 43, 515)}, true},
		{"a longer line not aligned", []*textLine{line(48, 43-2*16, 475), line(44, 43+9*16, 515)}, false},
		{"far too long a line", []*textLine{line(60, 43-16*16, 475), line(44, 43, 515)}, false},
		{"TD1 needs three full lines", []*textLine{line(20, 43+10*16, 475), line(30, 43, 515)}, false},
	}
	for _, tt := range tests {
		band := pickBand(tt.lines)
		if got := band != nil; got != tt.want {
			t.Errorf("pickBand(%s) found = %v, want %v", tt.name, got, tt.want)
			continue
		}
		if band != nil {
			if len(band) != 2 || band[0].left != band[1].left || band[0].right != band[1].right || band[0].chars != 44 || band[1].chars != 44 {
				t.Errorf("pickBand(%s) = lines %+v %+v, want two 44-glyph lines with the same ends", tt.name, *band[0], *band[1])
			}
			if band[0].yAt(100) >= band[1].yAt(100) {
				t.Errorf("pickBand(%s): lines not top first", tt.name)
			}
		}
	}
}
