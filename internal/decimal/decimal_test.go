package decimal

import (
	"strconv"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text string
		most int
		want int
		ok   bool
	}{
		{"0", 10, 0, true},
		{"7", 10, 7, true},
		{"10", 10, 10, true},
		{"11", 10, 0, false},
		{"", 10, 0, false},
		{"07", 10, 0, false},
		{"00", 10, 0, false},
		{"+7", 10, 0, false},
		{"-1", 10, 0, false},
		{"7 ", 10, 0, false},
		{"1e3", 10000, 0, false},
		{"99999999999999999999999", 1 << 62, 0, false},
		{"9223372036854775807", 1<<63 - 1, 1<<63 - 1, true},
	} {
		got, ok := Parse(tc.text, tc.most)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Parse(%q, %d) = %d, %v; want %d, %v", tc.text, tc.most, got, ok, tc.want, tc.ok)
		}
	}
}

// FuzzParse checks Parse against strconv: it accepts exactly the canonical
// spellings of the numbers from 0 to most.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"0", "12", "007", "-3", "1000000", "abc"} {
		f.Add(s, 1000)
	}
	f.Fuzz(func(t *testing.T, text string, most int) {
		if most < 0 {
			most = -(most + 1)
		}
		v, ok := Parse(text, most)
		n, err := strconv.ParseUint(text, 10, 63)
		want := err == nil && strconv.FormatUint(n, 10) == text && n <= uint64(most)
		if ok != want || (ok && uint64(v) != n) {
			t.Fatalf("Parse(%q, %d) = %d, %v; strconv says %d, %v", text, most, v, ok, n, want)
		}
	})
}
