package mrz_test

import (
	"fmt"
	"time"

	"github.com/docextract/docextract/extract/mrz"
)

func ExampleParse() {
	r, err := mrz.Parse([]string{
		"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
		"L898902C36UTO74O8122F1204159ZE184226B<<<<<10", // O read for 0 in the birth date
	}, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Format, r.DocumentNumber, r.Surname, "/", r.GivenNames, r.BirthDate, r.ExpiryDate, r.Valid)
	for _, c := range r.Corrections {
		fmt.Printf("line %d pos %d: %c -> %c (%s)\n", c.Line, c.Pos, c.From, c.To, c.Reason)
	}
	// Output:
	// TD3 L898902C3 ERIKSSON / ANNA MARIA 1974-08-12 2012-04-15 true
	// line 1 pos 15: O -> 0 (character class)
}

func ExampleCountryAlpha2() {
	for _, c := range []string{"D", "GBD", "NLD", "UTO"} {
		a2, ok := mrz.CountryAlpha2(c)
		fmt.Printf("%s %q %v\n", c, a2, ok)
	}
	// Output:
	// D "DE" true
	// GBD "GB" true
	// NLD "NL" true
	// UTO "" false
}
