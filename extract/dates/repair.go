package dates

import (
	"regexp"
	"strings"
)

// Recognition reads a digit of a numeric date as a letter now and then
// ("10/16/2D25", "O1.06.2025"). RepairDigits reads such dates back.

// reNumericLike is a token shaped like a numeric date: two groups of one
// or two characters and one of two to four, joined by one separator, the
// characters digits or the letters recognition reads for them.
var reNumericLike = regexp.MustCompile(`(^|[^\pL\pN])([0-9DOQILSBZ]{1,2})([./-])([0-9DOQILSBZ]{1,2})([./-])([0-9DOQILSBZ]{2,4})([^\pL\pN]|$)`)

// digitFor maps the letters recognition reads for digits to the digits.
var digitFor = strings.NewReplacer("D", "0", "O", "0", "Q", "0", "I", "1", "L", "1", "S", "5", "B", "8", "Z", "2")

// RepairDigits returns s with the letters of every token shaped like a
// numeric date read as the digits they stand for, when the token holds
// one such letter and reads as a date once repaired, both separators the
// same. Other text
// is kept byte for byte, so offsets into s hold.
func RepairDigits(s string) string {
	return reNumericLike.ReplaceAllStringFunc(s, func(m string) string {
		sub := reNumericLike.FindStringSubmatch(m)
		if sub[3] != sub[5] {
			return m
		}
		token := sub[2] + sub[3] + sub[4] + sub[5] + sub[6]
		letters := 0
		for _, r := range token {
			if r >= 'A' && r <= 'Z' {
				letters++
			}
		}
		fixed := digitFor.Replace(token)
		if letters != 1 || len(Find(fixed, Options{})) == 0 && len(Find(fixed, Options{MonthFirst: true})) == 0 {
			return m
		}
		return sub[1] + fixed + sub[7]
	})
}
