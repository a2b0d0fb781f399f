package mrz

// variant is one way to repair the line lengths.
type variant struct {
	lines [][]byte
	alts  [][][]byte
	corr  []Correction
}

// maxVariants bounds the repairs tried for one MRZ.
const maxVariants = 400

// lengthRepairs returns the ways to bring every line to want characters by
// inserting or removing fillers in one run of '<' per line, the end of the
// line first.
func lengthRepairs(top [][]byte, alts [][][]byte, want int) []variant {
	out := []variant{{}}
	for i, line := range top {
		opts := lineRepairs(i, line, alts[i], want)
		var next []variant
		for _, v := range out {
			for _, o := range opts {
				if len(next) >= maxVariants {
					break
				}
				next = append(next, variant{
					lines: append(append([][]byte(nil), v.lines...), o.lines[0]),
					alts:  append(append([][][]byte(nil), v.alts...), o.alts[0]),
					corr:  append(append([]Correction(nil), v.corr...), o.corr...),
				})
			}
		}
		out = next
	}
	return out
}

func lineRepairs(i int, line []byte, alts [][]byte, want int) []variant {
	d := len(line) - want
	if d == 0 {
		return []variant{{lines: [][]byte{line}, alts: [][][]byte{alts}}}
	}
	// Places where fillers may be added or removed: the end of the line,
	// then the start of every run of '<', from the last.
	type run struct{ start, n int }
	var runs []run
	for p := 0; p < len(line); p++ {
		if line[p] == '<' && (p == 0 || line[p-1] != '<') {
			n := 0
			for p+n < len(line) && line[p+n] == '<' {
				n++
			}
			runs = append(runs, run{p, n})
		}
	}
	var out []variant
	if d < 0 {
		k := -d
		at := []int{len(line)}
		for j := len(runs) - 1; j >= 0; j-- {
			if runs[j].start+runs[j].n != len(line) {
				at = append(at, runs[j].start)
			}
		}
		for _, p := range at {
			l := append(append(append([]byte(nil), line[:p]...), make([]byte, k)...), line[p:]...)
			a := append(append(append([][]byte(nil), alts[:p]...), make([][]byte, k)...), alts[p:]...)
			var corr []Correction
			for j := 0; j < k; j++ {
				l[p+j] = '<'
				corr = append(corr, Correction{Line: i, Pos: p + j, To: '<', Reason: ReasonLength})
			}
			out = append(out, variant{lines: [][]byte{l}, alts: [][][]byte{a}, corr: corr})
		}
		return out
	}
	for j := len(runs) - 1; j >= 0; j-- {
		r := runs[j]
		if r.n < d {
			continue
		}
		p := r.start
		if r.start+r.n == len(line) {
			p = len(line) - d // remove at the very end
		}
		l := append(append([]byte(nil), line[:p]...), line[p+d:]...)
		a := append(append([][]byte(nil), alts[:p]...), alts[p+d:]...)
		var corr []Correction
		for k := 0; k < d; k++ {
			corr = append(corr, Correction{Line: i, Pos: p, From: '<', Reason: ReasonLength})
		}
		out = append(out, variant{lines: [][]byte{l}, alts: [][][]byte{a}, corr: corr})
	}
	return out
}
