package lexicon

import "github.com/docextract/docextract/extract/dates"

// The month names are dates' tables (dates.MonthNamesOf): the CLDR names
// of the label languages and of the other official languages of the EU.

// months maps every folded month name to its number. The other EU
// languages' names never take a name of the label languages: "listopad" is
// November in Czech before October in Croatian, "lip" July in Polish
// before June in Croatian.
var months = func() map[string]int {
	m := map[string]int{}
	label, other := dates.MonthLanguages()
	for _, lang := range append(label, other...) {
		names, _ := dates.MonthNamesOf(lang)
		for i, list := range names {
			for _, n := range list {
				if _, taken := m[Fold(n)]; !taken {
					m[Fold(n)] = i + 1
				}
			}
		}
	}
	return m
}()

// Month returns the number (1–12) of the month word names, full or
// abbreviated, in any label language, with or without accents or a
// trailing period ("févr.", "FEVR", "března", "Jänner").
func Month(word string) (int, bool) {
	n, ok := months[Fold(word)]
	return n, ok
}

// MonthNames returns the month names of language lang (ISO 639-1), full
// and abbreviated, index 0 for January, and whether lang is listed.
func MonthNames(lang string) ([12][]string, bool) { return dates.MonthNamesOf(lang) }
