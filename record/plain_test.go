package record_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply/record"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text     string
		game     string
		position string
		moves    []string
	}{
		{"pathway\n-\n1. a1\n2. d4\nc2\n", "pathway", "", []string{"a1", "d4", "c2"}},
		{"  pathway \n\n ...b/..../..r./r... b\n12. b4 \n", "pathway", "...b/..../..r./r... b", []string{"b4"}},
		{"[Game \"pathway\"]\n\n1. a1\n", "pathway", "", []string{"a1"}},
	} {
		r, err := record.Parse(tc.text)
		if err != nil || r.Game != tc.game || r.Position != tc.position || !slices.Equal(r.Texts(), tc.moves) {
			t.Errorf("Parse(%q) = %+v, %v", tc.text, r, err)
		}
	}
	for _, bad := range []string{"", "pathway", "[Game \"pathway\"\n", "two words\n-\n", strings.Repeat("a\n", record.MaxPlainMoves+3)} {
		if r, err := record.Parse(bad); !errors.Is(err, record.ErrSyntax) {
			t.Errorf("Parse(%.40q) = %+v, %v, want ErrSyntax", bad, r, err)
		}
	}
}

// A record in the plain form, as a person may paste it.
func ExampleParse() {
	r, err := record.Parse("pathway\n-\n1. a1\n2. d4\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Game, r.Texts())
	// Output: pathway [a1 d4]
}

func FuzzParse(f *testing.F) {
	f.Add("pathway\n-\n1. a1\nb2\n")
	f.Add("[Game \"pathway\"]\n[Size \"4\"]\n\n1. a1 {x}\n2. b2\n")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := record.Parse(s)
		if err != nil {
			if !errors.Is(err, record.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		text, err := r.MarshalText()
		if err != nil {
			return // a record the format cannot write, such as a plain one with a bad name
		}
		back, err := record.Parse(string(text))
		if err != nil || back.Game != r.Game || !slices.Equal(back.Texts(), r.Texts()) {
			t.Fatalf("record %q does not read back: %+v, %v", text, back, err)
		}
	})
}
