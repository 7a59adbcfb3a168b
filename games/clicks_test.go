package games_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// Along random games of every registered game and setup, the click paths
// keep diagram.MoveClicker's promises: every legal move has a path, every
// path enters a legal move, no path repeats or is a prefix of another,
// and every click is a cell of the position's Diagram or a known token.
func TestClickPaths(t *testing.T) {
	games := 2
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
					p, err = g.Apply(moves[rng.IntN(len(moves))])
					if err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

// previews are the games with a diagram.ClickPreviewer.
var previews = map[string]bool{"pushfight": true, "mitsudomoe": true}

func checkClicks(t *testing.T, g registry.Game, p registry.Position) {
	t.Helper()
	pos := g.Name() + " " + g.FormatPosition(p)
	cms, ok := g.Clicks(p)
	if !ok {
		t.Fatalf("%s: no click paths", pos)
	}
	d, ok := g.Diagram(p)
	if !ok {
		t.Fatalf("%s: no diagram", pos)
	}
	cells := map[string]bool{diagram.ClickPass: true}
	for _, c := range d.Cells {
		cells[c.Name] = true
	}
	legal := map[registry.Move]bool{}
	for _, m := range g.Moves(p) {
		legal[m] = true
	}
	covered := map[registry.Move]bool{}
	paths := map[string]registry.Move{}
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
	// Every proper prefix of a sample of paths previews, where the game
	// previews at all; a prefix of no path does not.
	for i := 0; i < len(cms); i += 1 + len(cms)/8 {
		path := cms[i].Clicks
		for n := 1; n < len(path); n++ {
			if _, ok := g.DiagramClicks(p, path[:n]); !ok && previews[g.Name()] {
				t.Fatalf("%s: no preview after %v", pos, path[:n])
			}
		}
	}
	if _, ok := g.DiagramClicks(p, []string{"nowhere"}); ok {
		t.Fatalf("%s: a preview after a click on no cell", pos)
	}
	// A prefix sorts just before the paths it begins.
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if strings.HasPrefix(keys[i], keys[i-1]) {
			t.Fatalf("%s: path %q is a prefix of %q", pos, keys[i-1], keys[i])
		}
	}
}

// A Push Fight preview after a slide shows the piece moved; a Mitsudomoe
// preview after a ball step shows the ball moved.
func TestClickPreviewMoves(t *testing.T) {
	for _, tc := range []struct {
		game, position string
		length, after  int // clicks of a path, and of the step previewed
	}{
		{"pushfight", "", 4, 2},
		// A path of four clicks moves a ring (a placement takes one).
		{"mitsudomoe", "2,bB,bB,bB/4,b/1,wW,3/wW,1,w,1,bw/w,wW,b,2 w 2 2 6", 4, 2},
	} {
		g, err := registry.Open(tc.game, registry.Config{Position: tc.position})
		if err != nil {
			t.Fatal(err)
		}
		p := g.Start()
		cms, _ := g.Clicks(p)
		var path []string
		for _, cm := range cms {
			if len(cm.Clicks) == tc.length {
				path = cm.Clicks[:tc.after]
				break
			}
		}
		before, _ := g.Diagram(p)
		after, ok := g.DiagramClicks(p, path)
		if !ok {
			t.Fatalf("%s: no preview after %v", tc.game, path)
		}
		from, _ := before.Cell(path[len(path)-2])
		to, _ := after.Cell(path[len(path)-1])
		left, _ := after.Cell(path[len(path)-2])
		if len(to.Pieces) == 0 || len(after.Arrows) == 0 || !to.Has(diagram.MarkTo) {
			t.Errorf("%s after %v: %v holds %v, arrows %v", tc.game, path, to.Name, to.Pieces, after.Arrows)
		}
		if tc.game == "pushfight" && (len(from.Pieces) == 0 || len(left.Pieces) != 0) {
			t.Errorf("%s after %v: the piece did not leave %s", tc.game, path, from.Name)
		}
	}
}

// BenchmarkClicks measures the click paths of a start position through
// the registry, as the web server computes them for each view.
func BenchmarkClicks(b *testing.B) {
	for _, name := range []string{"pushfight", "mitsudomoe", "morelli"} {
		b.Run(name, func(b *testing.B) {
			g, _ := registry.Open(name, registry.Config{})
			p := g.Start()
			var n int
			for b.Loop() {
				cms, _ := g.Clicks(p)
				n = len(cms)
			}
			b.ReportMetric(float64(n), "paths")
		})
	}
}
