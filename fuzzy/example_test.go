package fuzzy_test

import (
	"fmt"

	"github.com/docextract/docextract/fuzzy"
)

func ExampleNormalize() {
	fmt.Println(fuzzy.Normalize("  Müller-Lüdenscheidt, Dr.  "))
	fmt.Println(fuzzy.Normalize("SMITH<<JOHN<PAUL<<<<<<"))
	fmt.Println(fuzzy.Normalize("Hauptstraße 5"))
	// Output:
	// muller ludenscheidt dr
	// smith john paul
	// hauptstrasse 5
}

func ExampleSimilarity() {
	fmt.Printf("%.3f\n", fuzzy.Similarity("jonathan", "jonathon"))
	fmt.Printf("%.3f\n", fuzzy.Similarity("müller", "muller"))
	// Output:
	// 0.875
	// 0.833
}

func ExampleCompare() {
	d := fuzzy.Compare(fuzzy.Name, "Jürgen Müller", "MUELLER<<JUERGEN", fuzzy.Options{})
	fmt.Println(d.Match, d.Rule)
	fmt.Printf("%q %q\n", d.Expected, d.Extracted)

	// The API's rules let a similar identifier pass; Strict asks for equality.
	d = fuzzy.Compare(fuzzy.Identifier, "AB 123.456-7", "AB1234568", fuzzy.Options{})
	fmt.Println(d.Match, d.Rule)
	d = fuzzy.Compare(fuzzy.Identifier, "AB 123.456-7", "AB1234568", fuzzy.Options{Strict: true})
	fmt.Println(d.Match, d.Rule)

	d = fuzzy.Compare(fuzzy.Text, "Jonathan", "JONATHON", fuzzy.Options{Threshold: 0.9})
	fmt.Println(d.Match, d.Rule, d.Score)
	// Output:
	// true transliteration
	// "jurgen muller" "mueller juergen"
	// true similarity
	// false not_equal
	// false below_threshold 0.875
}

func ExampleMatch() {
	fmt.Println(fuzzy.Match(fuzzy.Organisation, "The Acme Company Limited", "ACME CO. LTD"))
	fmt.Println(fuzzy.Match(fuzzy.Organisation, "Acme Ltd", "Acme Inc"))
	fmt.Println(fuzzy.Match(fuzzy.Address, "221B Baker Street, London NW1 6XE", "221B BAKER ST LONDON NW16XE UK"))
	fmt.Println(fuzzy.Match(fuzzy.Address, "10 Downing Street", "11 Downing Street"))
	fmt.Println(fuzzy.Compare(fuzzy.Address, "10 Downing Street", "11 Downing Street", fuzzy.Options{Strict: true}).Match)
	// Output:
	// true
	// false
	// true
	// true
	// false
}

func ExampleDecision_String() {
	for _, pair := range [][2]string{
		{"Dr. Anna Schmidt", "SCHMIDT<<ANNA"},
		{"John Paul Smith", "John Smith"},
		{"SMITH JOHN PA", "Smith John Paul George"},
		{"Smith", "Smyth"},
	} {
		fmt.Println(fuzzy.Compare(fuzzy.Name, pair[0], pair[1], fuzzy.Options{}))
	}
	// Output:
	// name: match by title (score 1.00, threshold 0.85)
	// name: match by middle_name (score 0.67, threshold 0.85)
	// name: match by mrz_truncation (score 0.59, threshold 0.85)
	// name: no match: below_threshold (score 0.80, threshold 0.85)
}
