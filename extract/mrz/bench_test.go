package mrz

import "testing"

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(td3Lines, today); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseCorrected(b *testing.B) {
	lines := []string{"P<UT0ERIK55ON<<ANNA<MAR1A<<<<KKLK<<<<<<<<<<<", "L8989O2C36UTO740BIZZF12041S9ZE184226B<<<<<1O"}
	for b.Loop() {
		if _, err := Parse(lines, today); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseLineLength(b *testing.B) {
	lines := []string{td3Lines[0][:43], td3Lines[1][:37] + td3Lines[1][38:]}
	for b.Loop() {
		if _, err := Parse(lines, today); err != nil {
			b.Fatal(err)
		}
	}
}
