package registry

import (
	"testing"

	"github.com/plygo/ply/pathway"
	"github.com/plygo/ply/search"
)

// A game registered with Entry.Selective gives the bot "alphabeta" the
// selective search when it plays for a time, not at a fixed depth; the
// option selective=on|off overrides it, and a game without it searches
// selectively only when asked.
func TestEntrySelective(t *testing.T) {
	Register(Entry{Name: "pathway-selective-test", Summary: "Pathway whose timed alpha-beta is selective", Selective: true,
		Open: func(cfg Config) (Game, error) { return Adapt("pathway-selective-test", pathway.MustNew(), cfg) }})
	own, err := Open("pathway-selective-test", Config{})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Adapt("pathway", pathway.MustNew(), Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		g    Game
		spec string
		want bool
	}{
		{own, "alphabeta:100ms", true},
		{own, "alphabeta:100ms:selective=off", false},
		{own, "alphabeta:4", false},
		{own, "alphabeta", false},
		{own, "alphabeta:4:selective=on", true},
		{plain, "alphabeta:100ms", false},
		{plain, "alphabeta:100ms:selective=on", true},
	} {
		b, err := botText(tc.g, tc.spec, 1)
		if err != nil {
			t.Fatalf("%s: %v", tc.spec, err)
		}
		p, ok := b.(*searchBot[pathway.State, pathway.Move]).p.(*search.AlphaBetaPlayer[pathway.State, pathway.Move])
		if !ok {
			t.Fatalf("%s: not alpha-beta", tc.spec)
		}
		if got := p.Options().Selective; got != tc.want {
			t.Errorf("%s (game %s): selective %v, want %v", tc.spec, tc.g.Name(), got, tc.want)
		}
	}
}
