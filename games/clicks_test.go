package games_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply"
	"github.com/plygo/ply/registry"
)

// Along random games of every registered game and setup, the click paths
// keep ply.MoveClicker's promises: every legal move has a path, every
// path enters a legal move, no path repeats or is a prefix of another,
// and every click is a cell of the position's Diagram or a known token.
func TestClickPaths(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		e, _ := registry.Lookup(name)
		setups := []string{""}
		for _, s := range e.Setups {
			n, _, _ := strings.Cut(s, ":")
			if !strings.HasPrefix(n, "random") {
				setups = append(setups, n)
			}
		}
		for _, setup := range setups {
			g, err := registry.Open(name, registry.Config{Setup: setup, Seed: 5})
			if err != nil {
				t.Fatalf("%s %q: %v", name, setup, err)
			}
			rng := rand.New(rand.NewPCG(7, uint64(len(setup))))
			for range games {
				p := g.Start()
				for ply := 0; ply < 400; ply++ {
					checkClicks(t, g, p)
					if t.Failed() {
						return
					}
					moves := g.Moves(p)
					if len(moves) == 0 {
						break
					}
					p, err = g.Play(p, moves[rng.IntN(len(moves))])
					if err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

func checkClicks(t *testing.T, g registry.Game, p registry.Position) {
	t.Helper()
	pos := g.Name() + " " + g.FormatPosition(p)
	cms, ok := registry.Clicks(g, p)
	if !ok {
		t.Fatalf("%s: no click paths", pos)
	}
	d, ok := registry.Diagram(g, p)
	if !ok {
		t.Fatalf("%s: no diagram", pos)
	}
	cells := map[string]bool{ply.ClickPass: true}
	for _, c := range d.Cells {
		cells[c.Name] = true
	}
	legal := map[string]bool{}
	for _, m := range g.Moves(p) {
		legal[m] = true
	}
	covered := map[string]bool{}
	paths := map[string]string{}
	var keys []string
	for _, cm := range cms {
		if !legal[cm.Move] {
			t.Fatalf("%s: path %v enters %q, not a legal move", pos, cm.Clicks, cm.Move)
		}
		covered[cm.Move] = true
		if len(cm.Clicks) == 0 {
			t.Fatalf("%s: move %q has an empty path", pos, cm.Move)
		}
		for _, c := range cm.Clicks {
			if !cells[c] {
				t.Fatalf("%s: move %q: click %q is no cell of the diagram", pos, cm.Move, c)
			}
		}
		k := strings.Join(cm.Clicks, " ") + " "
		if prev, dup := paths[k]; dup {
			t.Fatalf("%s: path %v enters both %q and %q", pos, cm.Clicks, prev, cm.Move)
		}
		paths[k] = cm.Move
		keys = append(keys, k)
	}
	if len(covered) != len(legal) {
		for m := range legal {
			if !covered[m] {
				t.Fatalf("%s: legal move %q has no click path", pos, m)
			}
		}
	}
	// A prefix sorts just before the paths it begins.
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if strings.HasPrefix(keys[i], keys[i-1]) {
			t.Fatalf("%s: path %q is a prefix of %q", pos, keys[i-1], keys[i])
		}
	}
}
