package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/plygo/ply/diagram"
	"github.com/plygo/ply/internal/svgtest"
	"github.com/plygo/ply/registry"
)

// gameNames lists the games of the documentation's pictures, in its order.
var gameNames = []string{"pathway", "mapello", "morelli", "mitsudomoe", "pushfight"}

// TestDocsUpToDate: the committed pictures are what go generate makes.
func TestDocsUpToDate(t *testing.T) {
	pics, err := docs()
	if err != nil {
		t.Fatal(err)
	}
	if len(pics) != 2*len(gameNames) {
		t.Fatalf("%d pictures, want %d", len(pics), 2*len(gameNames))
	}
	for _, game := range gameNames {
		for _, kind := range []string{"start", "midgame"} {
			name := game + "-" + kind + ".svg"
			want, ok := pics[name]
			if !ok {
				t.Fatalf("no picture %s", name)
			}
			if err := svgtest.WellFormed(want); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			got, err := os.ReadFile(filepath.Join("..", "..", "docs", "img", name))
			if err != nil {
				t.Errorf("%v (run go generate ./examples/board)", err)
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("docs/img/%s is out of date: run go generate ./examples/board", name)
			}
		}
	}
}

// TestEveryGame: for every game, the start and the positions along seeded
// random games draw as well-formed SVG and as text without escape codes,
// and a diagram after a move is the diagram of the position it leads to
// with the move marked.
func TestEveryGame(t *testing.T) {
	seeds := 3
	if testing.Short() {
		seeds = 1
	}
	for _, game := range gameNames {
		g, err := registry.Open(game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(seeds) {
			ds, err := playthrough(g, seed, 120)
			if err != nil {
				t.Fatalf("%s seed %d: %v", game, seed, err)
			}
			for i, d := range ds {
				var buf bytes.Buffer
				if err := diagram.SVG(&buf, d, diagram.SVGOptions{}); err != nil {
					t.Fatalf("%s seed %d ply %d: %v", game, seed, i, err)
				}
				if err := svgtest.WellFormed(buf.Bytes()); err != nil {
					t.Fatalf("%s seed %d ply %d: %v", game, seed, i, err)
				}
				if txt := diagram.Text(d, diagram.TextOptions{}); strings.Contains(txt, "\x1b") {
					t.Fatalf("%s seed %d ply %d: escape codes in\n%s", game, seed, i, txt)
				}
				if d.Game != game {
					t.Fatalf("%s: diagram of game %q", game, d.Game)
				}
				if i == 0 {
					continue
				}
				if d.LastMove == "" || !slices.ContainsFunc(d.Cells, func(c diagram.Cell) bool { return c.Has(diagram.MarkTo) }) {
					t.Fatalf("%s seed %d ply %d: last move %q not marked", game, seed, i, d.LastMove)
				}
				for _, a := range d.Arrows {
					if _, ok := d.Cell(a.From); !ok {
						t.Fatalf("%s seed %d ply %d: arrow from unknown cell %q", game, seed, i, a.From)
					}
					if _, ok := d.Cell(a.To); !ok {
						t.Fatalf("%s seed %d ply %d: arrow to unknown cell %q", game, seed, i, a.To)
					}
				}
			}
		}
	}
}

// playthrough returns the diagrams along a seeded random game of g of at
// most plies plies: the start, then the position after each move with the
// move marked.
func playthrough(g registry.Game, seed uint64, plies int) ([]diagram.Diagram, error) {
	rng := rand.New(rand.NewPCG(seed, 0x706c79))
	p := g.Start()
	d, _ := g.Diagram(p)
	out := []diagram.Diagram{d}
	for range plies {
		if _, over := g.Result(p); over {
			break
		}
		moves := g.Moves(p)
		m := moves[rng.IntN(len(moves))]
		next, err := g.Apply(m)
		if err != nil {
			return nil, err
		}
		d, err := g.DiagramAfter(m, next)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
		p = next
	}
	return out, nil
}

// TestDiagramJSON: a diagram survives a JSON round trip, with readable
// enums.
func TestDiagramJSON(t *testing.T) {
	for _, game := range gameNames {
		g, err := registry.Open(game, registry.Config{})
		if err != nil {
			t.Fatal(err)
		}
		d, err := midgame(g, 1, 6)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`"toMove":"`, `"kind":"square"`, `"marks":["to"`} {
			if !strings.Contains(string(data), want) {
				t.Errorf("%s: no %s in %s", game, want, data)
			}
		}
		var back diagram.Diagram
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		again, _ := json.Marshal(back)
		if !bytes.Equal(data, again) {
			t.Errorf("%s: JSON round trip differs", game)
		}
	}
}

// TestRun: the command is cli.Board, and with -docs first it writes the
// documentation pictures.
func TestRun(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "p.svg")
	docsDir := filepath.Join(dir, "img")
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-game", "pathway", "-text"}, 0, "Red to move"},
		{[]string{"-game", "mapello", "-moves", "e6", "-text"}, 0, "Last move: e6"},
		{[]string{"-game", "pushfight", "-moves", "c2-b2 d2>;", "-text"}, 0, "[W*]"},
		{[]string{"-game", "pathway", "-position", "..../..../..../.... r"}, 0, "<svg"},
		{[]string{"-game", "morelli", "-o", out}, 0, ""},
		{[]string{"-game", "chess"}, 2, "want one of"},
		{[]string{}, 2, "-game is required"},
		{[]string{"-game", "pathway", "-position", "nonsense"}, 2, "syntax"},
		{[]string{"-game", "pathway", "-moves", "z9"}, 2, "z9"},
		{[]string{"-bogus"}, 2, "flag provided but not defined"},
		{[]string{"-h"}, 0, "usage: board"},
		{[]string{"stray"}, 2, "unexpected argument"},
		{[]string{"-help"}, 0, "board -docs DIR"},
		{[]string{"-docs"}, 2, "flag needs an argument"},
		{[]string{"-docs="}, 2, "want -docs DIR"},
		{[]string{"-docs", dir, "stray"}, 2, "want -docs DIR"},
		{[]string{"-docs", dir, "-game", "pathway"}, 2, "flag provided but not defined: -game"},
		{[]string{"--docs=" + docsDir}, 0, ""},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		got := stdout.String() + stderr.String()
		if code != tc.code || !strings.Contains(got, tc.want) {
			t.Errorf("board %q: exit %d, want %d; output %q does not contain %q", tc.args, code, tc.code, got, tc.want)
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := svgtest.WellFormed(data); err != nil {
		t.Error(err)
	}
	pics, err := docs()
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range pics {
		if got, err := os.ReadFile(filepath.Join(docsDir, name)); err != nil || !bytes.Equal(got, want) {
			t.Errorf("-docs: %s: %v", name, err)
		}
	}
}
