package games_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/registry"
)

// gametest.Run checks every game's click paths, diagrams and previews
// (diagram.MoveClicker, Diagrammer, ClickPreviewer) along random games of
// its own, from each game's conformance test. What is left here is what
// the five games promise beyond those: through the registry, each of them
// is clicked on its board at every setup, and Push Fight and Mitsudomoe,
// whose turns take several steps, preview the board in the middle of one;
// the registry previews no click that begins no path.
func TestClicksThroughRegistry(t *testing.T) {
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
			p := g.Start()
			for range 12 {
				moves := g.Moves(p)
				if len(moves) == 0 {
					break
				}
				checkRegistryClicks(t, g, p, moves)
				if p, err = g.Apply(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// previews are the games with a diagram.ClickPreviewer.
var previews = map[string]bool{"pushfight": true, "mitsudomoe": true}

func checkRegistryClicks(t *testing.T, g registry.Game, p registry.Position, moves []registry.Move) {
	t.Helper()
	pos := g.Name() + " " + g.FormatPosition(p)
	cms, ok := g.Clicks(p)
	if !ok {
		t.Fatalf("%s: no click paths", pos)
	}
	covered := map[registry.Move]bool{}
	for _, cm := range cms {
		covered[cm.Move] = true
	}
	for _, m := range moves {
		if !covered[m] {
			t.Fatalf("%s: legal move %q has no click path", pos, m)
		}
	}
	// A proper prefix of a path previews where the game previews at all.
	for _, cm := range cms {
		if len(cm.Clicks) > 1 {
			if _, ok := g.DiagramClicks(p, cm.Clicks[:1]); ok != previews[g.Name()] {
				t.Fatalf("%s: a preview after %v: %t, want %t", pos, cm.Clicks[:1], ok, previews[g.Name()])
			}
			break
		}
	}
	if _, ok := g.DiagramClicks(p, []string{"nowhere"}); ok {
		t.Fatalf("%s: a preview after a click on no cell", pos)
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

// Through the registry, Push Fight's setup is clicked in any order within
// its groups: the preview follows any order, and the groups are the
// game's.
func TestClickGroupsThroughRegistry(t *testing.T) {
	g, err := registry.Open("pushfight", registry.Config{Setup: "placement"})
	if err != nil {
		t.Fatal(err)
	}
	p := g.Start()
	if groups := g.ClickGroups(p); len(groups) != 2 || groups[0].Len != 3 || groups[1].Len != 2 {
		t.Fatalf("ClickGroups = %+v, want three squares then two rounds", groups)
	}
	for _, clicks := range [][]string{{"d2", "d3"}, {"d4", "d2", "d3", "d1"}} {
		if _, ok := g.DiagramClicks(p, clicks); !ok {
			t.Errorf("no preview after %v", clicks)
		}
	}
	if _, ok := g.DiagramClicks(p, []string{"d2", "d3", "d4", "d1", "d1"}); ok {
		t.Errorf("a preview after a click twice")
	}
	other, _ := registry.Open("mitsudomoe", registry.Config{})
	if groups := other.ClickGroups(other.Start()); groups != nil {
		t.Errorf("mitsudomoe: ClickGroups = %+v, want none", groups)
	}
}
