package mrz

// class is the set of characters a position may hold.
type class uint8

const (
	clAny       class = iota // A-Z, 0-9, '<': document number, optional data
	clDigit                  // 0-9
	clDigitFill              // 0-9 or '<': dates, check digits
	clAlpha                  // A-Z or '<': names, codes
	clSex                    // M, F, X or '<'
)

func (c class) allows(b byte) bool {
	switch c {
	case clDigit:
		return b >= '0' && b <= '9'
	case clDigitFill:
		return b >= '0' && b <= '9' || b == '<'
	case clAlpha:
		return b >= 'A' && b <= 'Z' || b == '<'
	case clSex:
		return b == 'M' || b == 'F' || b == 'X' || b == '<'
	}
	return isMRZChar(b)
}

// classFix returns the usual confusion of b that c allows, or 0.
func (c class) fix(b byte) byte {
	switch c {
	case clDigit, clDigitFill:
		switch b {
		case 'O', 'D', 'Q':
			return '0'
		case 'I':
			return '1'
		case 'B':
			return '8'
		case 'S':
			return '5'
		case 'Z':
			return '2'
		case 'G':
			return '6'
		case 'K', 'L', 'C', 'X':
			if c == clDigitFill {
				return '<'
			}
		}
	case clAlpha:
		switch b {
		case '0':
			return 'O'
		case '1':
			return 'I'
		case '8':
			return 'B'
		case '5':
			return 'S'
		case '2':
			return 'Z'
		case '6':
			return 'G'
		}
	}
	return 0
}

// confusions lists what an alphanumeric character may have been misread
// from: the pairs of the character-class table in both directions, and the
// filler read as K, L, C or X.
func confusions(b byte) string {
	switch b {
	case 'O':
		return "0"
	case '0':
		return "OD"
	case 'D':
		return "0"
	case 'I':
		return "1"
	case '1':
		return "I"
	case 'B':
		return "8"
	case '8':
		return "B"
	case 'S':
		return "5"
	case '5':
		return "S"
	case 'Z':
		return "2"
	case '2':
		return "Z"
	case 'G':
		return "6"
	case '6':
		return "G"
	case 'K', 'L', 'C', 'X':
		return "<"
	}
	return ""
}

// span is the characters [start,end) of one line.
type span struct{ line, start, end int }

func (s span) ok() bool { return s.end > s.start }

type override struct {
	span
	cls class
}

// layout says where each field of a format is.
type layout struct {
	format                 Format
	code, state, number    span
	numberCheck            span
	nationality            span
	birth, birthCheck, sex span
	expiry, expiryCheck    span
	opt1, optCheck, opt2   span
	name, given            span // given only for FRA_ID; name holds surname<<given otherwise
	composite              span
	compositeData          []span
	issue                  span // FRA_ID
	classes                []override
	longNumber             bool // TD1, TD2: numbers over 9 characters continue in opt1
}

// layoutOf returns the layout of f.
func layoutOf(f Format) layout {
	switch f {
	case TD1:
		return layout{
			format: TD1,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, number: span{0, 5, 14}, numberCheck: span{0, 14, 15},
			opt1:  span{0, 15, 30},
			birth: span{1, 0, 6}, birthCheck: span{1, 6, 7}, sex: span{1, 7, 8},
			expiry: span{1, 8, 14}, expiryCheck: span{1, 14, 15}, nationality: span{1, 15, 18},
			opt2: span{1, 18, 29}, composite: span{1, 29, 30},
			compositeData: []span{{0, 5, 30}, {1, 0, 7}, {1, 8, 15}, {1, 18, 29}},
			name:          span{2, 0, 30},
			longNumber:    true,
		}
	case TD2:
		return layout{
			format: TD2,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, 36},
			number: span{1, 0, 9}, numberCheck: span{1, 9, 10}, nationality: span{1, 10, 13},
			birth: span{1, 13, 19}, birthCheck: span{1, 19, 20}, sex: span{1, 20, 21},
			expiry: span{1, 21, 27}, expiryCheck: span{1, 27, 28},
			opt1: span{1, 28, 35}, composite: span{1, 35, 36},
			compositeData: []span{{1, 0, 10}, {1, 13, 20}, {1, 21, 35}},
			longNumber:    true,
		}
	case TD3:
		return layout{
			format: TD3,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, 44},
			number: span{1, 0, 9}, numberCheck: span{1, 9, 10}, nationality: span{1, 10, 13},
			birth: span{1, 13, 19}, birthCheck: span{1, 19, 20}, sex: span{1, 20, 21},
			expiry: span{1, 21, 27}, expiryCheck: span{1, 27, 28},
			opt1: span{1, 28, 42}, optCheck: span{1, 42, 43}, composite: span{1, 43, 44},
			compositeData: []span{{1, 0, 10}, {1, 13, 20}, {1, 21, 43}},
		}
	case MRVA:
		return layout{
			format: MRVA,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, 44},
			number: span{1, 0, 9}, numberCheck: span{1, 9, 10}, nationality: span{1, 10, 13},
			birth: span{1, 13, 19}, birthCheck: span{1, 19, 20}, sex: span{1, 20, 21},
			expiry: span{1, 21, 27}, expiryCheck: span{1, 27, 28},
			opt1: span{1, 28, 44},
		}
	case MRVB:
		return layout{
			format: MRVB,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, 36},
			number: span{1, 0, 9}, numberCheck: span{1, 9, 10}, nationality: span{1, 10, 13},
			birth: span{1, 13, 19}, birthCheck: span{1, 19, 20}, sex: span{1, 20, 21},
			expiry: span{1, 21, 27}, expiryCheck: span{1, 27, 28},
			opt1: span{1, 28, 36},
		}
	case FRAID:
		// The French identity card of 1988-2021: line 1 is "IDFRA", the
		// surname (25) and the issuing office's code (6); line 2 the card
		// number (YYMM of issue, department, 5-digit sequence) and its check
		// digit, the given names (14), birth date and check digit, sex, and
		// a check digit over both lines.
		return layout{
			format: FRAID,
			code:   span{0, 0, 2}, state: span{0, 2, 5}, name: span{0, 5, 30}, opt1: span{0, 30, 36},
			number: span{1, 0, 12}, numberCheck: span{1, 12, 13}, given: span{1, 13, 27},
			birth: span{1, 27, 33}, birthCheck: span{1, 33, 34}, sex: span{1, 34, 35},
			composite:     span{1, 35, 36},
			compositeData: []span{{0, 0, 36}, {1, 0, 35}},
			issue:         span{1, 0, 4},
			classes:       []override{{span{1, 0, 4}, clDigit}, {span{1, 7, 12}, clDigit}},
		}
	}
	return layout{}
}
