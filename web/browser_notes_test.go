package web

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply/registry"
)

// TestBrowserNotes checks that the page shows the diagram's notes beside
// the board and its legend under it, for every game, that they follow the
// position, and that a finished game says how it ended.
func TestBrowserNotes(t *testing.T) {
	t.Parallel()
	newPage := pages(t, Options{})

	// shown returns the texts of the page's notes and legend entries.
	shown := func(p *page) (notes, legend []string) {
		p.eval(`[...document.querySelectorAll('#notes li')].map((e) => e.textContent)`, &notes)
		p.eval(`[...document.querySelectorAll('#legend li > span')].map((e) => e.textContent)`, &legend)
		return notes, legend
	}
	check := func(p *page, v gameView) {
		p.t.Helper()
		notes, legend := shown(p)
		if !slices.Equal(notes, v.Diagram.Notes) {
			p.t.Errorf("notes shown %q, want %q", notes, v.Diagram.Notes)
		}
		var want []string
		for _, e := range v.Diagram.Legend {
			want = append(want, e.Text)
		}
		if !slices.Equal(legend, want) {
			p.t.Errorf("legend shown %q, want %q", legend, want)
		}
		// Every legend entry has its sample drawn.
		if n := p.count("#legend li svg.sample"); n != len(want) {
			p.t.Errorf("%d legend samples for %d entries", n, len(want))
		}
	}

	for _, name := range []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"} {
		t.Run(name, func(t *testing.T) {
			p := newPage(t)
			// Mitsudomoe's and Push Fight's starts lack some notes (the
			// supply is full, nothing was pushed): a later position too.
			for _, pos := range []string{"", latePosition(t, name, registry.Config{}, 8)} {
				id := p.c.newGame(newGameRequest{Game: name, Position: pos})
				v := p.open(id)
				if len(v.Diagram.Legend) == 0 {
					t.Errorf("%s from %q: the server sends no legend", name, pos)
				}
				check(p, v)
			}
		})
	}

	// Mapello's score follows the moves.
	t.Run("mapello-score", func(t *testing.T) {
		p := newPage(t)
		id := p.c.newGame(newGameRequest{Game: "mapello"})
		v := p.open(id)
		before := slices.Clone(v.Diagram.Notes)
		path := chooseMove(t, v, registry.Config{}, rand.New(rand.NewPCG(3, 3)))
		p.playPath(v, path)
		w := p.c.view(id)
		if slices.Equal(w.Diagram.Notes, before) {
			t.Fatalf("the score note %q did not change after %s", before, w.Moves[0])
		}
		check(p, w)
		t.Logf("score %q, after %s %q", before, w.Moves[0], w.Diagram.Notes)
	})

	// A finished game says why it ended, as the game's EndReason says it.
	t.Run("reason", func(t *testing.T) {
		p := newPage(t)
		for _, name := range []string{"morelli", "mitsudomoe", "pathway"} {
			pos := finalPosition(t, name)
			id := p.c.newGame(newGameRequest{Game: name, Position: pos})
			v := p.open(id)
			if !v.Over {
				t.Fatalf("%s: the late position is not over", name)
			}
			g, _ := registry.Open(name, registry.Config{})
			end, err := g.ParsePosition(pos)
			if err != nil {
				t.Fatal(err)
			}
			if v.Reason == "" || v.Reason != g.EndReason(end) {
				t.Errorf("%s: the server's reason %q, the game's %q", name, v.Reason, g.EndReason(end))
			}
			p.waitJS("!document.getElementById('result').hidden")
			var result, status string
			p.eval("document.getElementById('result').textContent", &result)
			p.eval("document.getElementById('status').textContent", &status)
			if !strings.Contains(result, v.Reason) || !strings.Contains(status, v.Result+": "+v.Reason) {
				t.Errorf("%s: result %q, status %q: want the reason %q", name, result, status, v.Reason)
			}
			check(p, v)
		}
	})
}

// finalPosition returns the last position of a seeded random game.
func finalPosition(t *testing.T, name string) string {
	t.Helper()
	g, err := registry.Open(name, registry.Config{})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	p := g.Start()
	for moves := g.Moves(p); len(moves) > 0; moves = g.Moves(p) {
		p, _ = g.Apply(moves[rng.IntN(len(moves))])
	}
	return g.FormatPosition(p)
}
