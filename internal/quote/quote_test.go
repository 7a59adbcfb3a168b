package quote

import "testing"

func TestShow(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"alphabeta:2", 40, "alphabeta:2"},
		{"abcdef", 3, "abc..."},
		{"a\tb", 40, `"a\tb"`},
		{"é", 40, `"é"`},
		{"", 40, ""},
	} {
		if got := Show(c.in, c.n); got != c.want {
			t.Errorf("Show(%q, %d) = %s, want %s", c.in, c.n, got, c.want)
		}
	}
}
