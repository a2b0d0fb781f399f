package dates

import (
	"strings"
)

// Certificates and deeds write dates the legal way, in English: "the 20th
// day of October 2022", "this TWENTY SECOND day of SEPTEMBER TWO THOUSAND
// TWENTY FIVE", "the ninth day of May, A.D. 2025". The words of such a day
// and year are read here.

// unitWords are the numbers one to nineteen, as cardinals and ordinals.
var unitWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
	"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
	"seventeen": 17, "eighteen": 18, "nineteen": 19,
	"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
	"ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
	"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
}

// tensWords are twenty to ninety, as cardinals and ordinals.
var tensWords = map[string]int{
	"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
	"twentieth": 20, "thirtieth": 30,
}

// numberWords returns the number that words spell below one hundred
// ("twenty second", "thirty-first", "nine"), and false when they spell none.
func numberWords(s string) (int, bool) {
	ws := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == '-' || r == '\t' || r == '\n' })
	switch len(ws) {
	case 1:
		if n, ok := unitWords[ws[0]]; ok {
			return n, true
		}
		n, ok := tensWords[ws[0]]
		return n, ok
	case 2:
		t, ok1 := tensWords[ws[0]]
		u, ok2 := unitWords[ws[1]]
		if ok1 && ok2 && u < 10 && !strings.HasSuffix(ws[0], "th") {
			return t + u, true
		}
	}
	return 0, false
}

// yearWords returns the year that words spell: "two thousand twenty five",
// "two thousand and twenty-two", "nineteen ninety nine", "nineteen hundred
// and five".
func yearWords(s string) (int, bool) {
	ws := strings.Fields(strings.ToLower(strings.ReplaceAll(s, "-", " ")))
	rest := func(from int) (int, bool) {
		if from < len(ws) && ws[from] == "and" {
			from++
		}
		if from == len(ws) {
			return 0, true
		}
		return numberWords(strings.Join(ws[from:], " "))
	}
	switch {
	case len(ws) >= 2 && ws[0] == "two" && ws[1] == "thousand":
		n, ok := rest(2)
		return 2000 + n, ok
	case len(ws) >= 2 && ws[1] == "hundred":
		c, ok := unitWords[ws[0]]
		if !ok {
			return 0, false
		}
		n, ok := rest(2)
		return c*100 + n, ok
	case len(ws) >= 2:
		c, ok := unitWords[ws[0]]
		if !ok || c < 10 {
			return 0, false
		}
		n, ok := numberWords(strings.Join(ws[1:], " "))
		return c*100 + n, ok
	}
	return 0, false
}

// wordAlternation matches the words numberWords and yearWords read.
func wordAlternation() string {
	var ws []string
	for w := range unitWords {
		ws = append(ws, w)
	}
	for w := range tensWords {
		ws = append(ws, w)
	}
	ws = append(ws, "thousand", "hundred", "and")
	return alternation(ws)
}
